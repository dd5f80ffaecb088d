package pmtuverify.model.hystart;

import pmtuverify.model.c.C;

/**
 * The HyStart part of {@code struct bictcp} and the {@code tcp_sock} fields it reads or writes, after an event.
 * u32 fields are Java ints read unsigned; {@code sample_cnt} and {@code found} are u8 in the kernel. Immutable.
 *
 * <p>{@code end_seq} is held as where snd_una stands against it ({@link EndSeq}), not as a sequence number: the model has
 * no snd_una or snd_nxt. {@code elapsedUs} is trace bookkeeping (microseconds since the config line, 64-bit, to derive tcp_jiffies32), not
 * kernel state.
 */
public final class HyState {
    /**
     * {@code ca->end_seq} against {@code tp->snd_una}. Only bictcp_hystart_reset ({@code ca->end_seq = tp->snd_nxt}) moves
     * end_seq: it runs from cubictcp_init, from cubictcp_state(TCP_CA_Loss) (not modelled) and as the round reset of
     * the variant ({@link Variant.ResetSite}); snd_una only grows. So once {@code after(tp->snd_una, ca->end_seq)} holds,
     * it holds on every later ACK until a reset runs (net/ipv4/tcp_cubic.c, every version modelled). Simplification:
     * {@code after()} compares u32 sequence numbers and would read false again once snd_una is 2^31 bytes past end_seq
     * without a reset; that is not modelled.
     */
    public enum EndSeq {
        /**
         * After a round reset on an ACK: end_seq = snd_nxt, at or ahead of snd_una. Which later ACK passes it depends on
         * the data in flight, which the model does not hold: the trace's {@code round_end} says.
         */
        AHEAD,
        /**
         * After cubictcp_init: tcp_init_transfer runs it once the handshake is done, with nothing in flight, so its reset
         * leaves end_seq = snd_nxt = snd_una, and the first ACK that acknowledges data passes it.
         */
        AT_SND_UNA,
        /** {@code after(tp->snd_una, ca->end_seq)}: an ACK passed end_seq and no bictcp_hystart_reset ran since. */
        PASSED
    }

    public final int delayMin;
    public final int epochStart;
    public final int sampleCnt;
    public final int found;
    public final int roundStart;
    public final int lastAck;
    public final int currRtt;
    public final int cwnd;
    public final int ssthresh;
    /** tcp_mstamp (u32) of the last event. */
    public final int nowUs;
    /** tcp_jiffies32 of the last event. */
    public final int jiffies;
    public final long pacingRate;
    public final long elapsedUs;
    /** {@code ca->end_seq} against snd_una. */
    public final EndSeq endSeq;

    public HyState(int delayMin, int epochStart, int sampleCnt, int found, int roundStart, int lastAck, int currRtt,
            int cwnd, int ssthresh, int nowUs, int jiffies, long pacingRate, long elapsedUs, EndSeq endSeq) {
        this.delayMin = delayMin;
        this.epochStart = epochStart;
        this.sampleCnt = sampleCnt;
        this.found = found;
        this.roundStart = roundStart;
        this.lastAck = lastAck;
        this.currRtt = currRtt;
        this.cwnd = cwnd;
        this.ssthresh = ssthresh;
        this.nowUs = nowUs;
        this.jiffies = jiffies;
        this.pacingRate = pacingRate;
        this.elapsedUs = elapsedUs;
        if (endSeq == null) {
            throw new IllegalArgumentException("endSeq");
        }
        this.endSeq = endSeq;
    }

    /**
     * The next ACK that acknowledges data ends a round whatever the trace says: snd_una already passed end_seq
     * ({@link EndSeq#PASSED}), or end_seq is snd_una itself ({@link EndSeq#AT_SND_UNA}).
     */
    public boolean roundEndForced() {
        return endSeq != EndSeq.AHEAD;
    }

    /** tcp_in_slow_start(): {@code tp->snd_cwnd < tp->snd_ssthresh}. */
    public boolean inSlowStart() {
        return C.ult(cwnd, ssthresh);
    }

    void appendJsonFields(StringBuilder b) {
        b.append("\"delay_min\":").append(C.u32(delayMin))
                .append(",\"curr_rtt\":").append(C.u32(currRtt))
                .append(",\"sample_cnt\":").append(sampleCnt)
                .append(",\"found\":").append(found)
                .append(",\"round_start\":").append(C.u32(roundStart))
                .append(",\"last_ack\":").append(C.u32(lastAck))
                .append(",\"ssthresh\":").append(C.u32(ssthresh))
                .append(",\"cwnd\":").append(C.u32(cwnd))
                .append(",\"epoch_start\":").append(C.u32(epochStart))
                .append(",\"jiffies\":").append(C.u32(jiffies))
                .append(",\"end_seq\":\"").append(endSeq.name().toLowerCase()).append('"')
                .append(",\"pacing_rate\":");
        HyConfig.appendU64(b, pacingRate);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof HyState)) {
            return false;
        }
        HyState s = (HyState) o;
        return delayMin == s.delayMin && epochStart == s.epochStart && sampleCnt == s.sampleCnt && found == s.found
                && roundStart == s.roundStart && lastAck == s.lastAck && currRtt == s.currRtt && cwnd == s.cwnd
                && ssthresh == s.ssthresh && nowUs == s.nowUs && jiffies == s.jiffies && pacingRate == s.pacingRate
                && elapsedUs == s.elapsedUs && endSeq == s.endSeq;
    }

    @Override
    public int hashCode() {
        int h = delayMin;
        h = 31 * h + epochStart;
        h = 31 * h + sampleCnt;
        h = 31 * h + found;
        h = 31 * h + roundStart;
        h = 31 * h + lastAck;
        h = 31 * h + currRtt;
        h = 31 * h + cwnd;
        h = 31 * h + ssthresh;
        h = 31 * h + nowUs;
        h = 31 * h + jiffies;
        h = 31 * h + (int) (pacingRate ^ (pacingRate >>> 32));
        h = 31 * h + (int) (elapsedUs ^ (elapsedUs >>> 32));
        h = 31 * h + endSeq.ordinal();
        return h;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(200);
        b.append('{');
        appendJsonFields(b);
        return b.append('}').toString();
    }
}
