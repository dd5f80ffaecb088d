package pmtuverify.model.hystart;

import pmtuverify.model.c.C;

/**
 * One incoming ACK as CUBIC sees it in tcp_ack(): first {@code pkts_acked} (bictcp_acked, from
 * tcp_clean_rtx_queue) with {@code sample.rtt_us}, then {@code cong_avoid} (bictcp_cong_avoid, from tcp_cong_control).
 *
 * <ul>
 * <li>{@code at}: {@code (u32)tp->tcp_mstamp}, what bictcp_clock_us() returns; the same for both hooks.</li>
 * <li>{@code rttUs}: {@code struct ack_sample.rtt_us}, an s32, negative when the ACK carries no RTT sample.</li>
 * <li>{@code cwnd}: {@code tp->snd_cwnd} when pkts_acked runs (before tcp_slow_start grows it).</li>
 * <li>{@code pacingRate}: {@code READ_ONCE(sk->sk_pacing_rate)}, an unsigned long (u64; {@code ~0UL} = -1 here),
 *     as pkts_acked reads it, i.e. before this ACK's tcp_update_pacing_rate.</li>
 * <li>{@code inSlowStart}: tcp_in_slow_start(tp) for pkts_acked, or null for the kernel's {@code snd_cwnd < snd_ssthresh}.</li>
 * <li>{@code roundEnd}: {@code after(ack, ca->end_seq)} (= {@code after(tp->snd_una, ca->end_seq)}: tcp_ack has
 *     advanced snd_una before tcp_clean_rtx_queue): the ACK ends HyStart's round. Where the reset then runs is the
 *     variant's {@link Variant.ResetSite}. It is state, not a free input: once end_seq is passed it stays passed until
 *     a reset ({@link HyState.EndSeq}); {@link Hystart#roundEndContradiction} names the values a kernel run cannot
 *     have.</li>
 * <li>{@code cwndLimited}: tcp_is_cwnd_limited(sk) when cong_avoid runs; cubictcp_cong_avoid returns before its
 *     round reset when false (the app-limited case of 4e1fddc98d25). Default true.</li>
 * <li>{@code jiffies}: tcp_jiffies32, or null to derive it from the microseconds elapsed since the config line.</li>
 * <li>{@code clockMs}: bictcp_clock() of the millisecond-clock variants (up to v5.5), or null to derive it
 *     ({@link Hystart#clock64}) from the microseconds elapsed, which the u32 {@code at} holds only below 2^32 us
 *     between two events: an idle gap of 71.6 min or more needs it.</li>
 * </ul>
 */
public final class Ack {
    public final int at;
    public final int rttUs;
    public final int cwnd;
    public final long pacingRate;
    public final Boolean inSlowStart;
    public final boolean roundEnd;
    public final Integer jiffies;
    public final boolean cwndLimited;
    public final Integer clockMs;

    public Ack(int at, int rttUs, int cwnd, long pacingRate, Boolean inSlowStart, boolean roundEnd, Integer jiffies) {
        this(at, rttUs, cwnd, pacingRate, inSlowStart, roundEnd, jiffies, true);
    }

    public Ack(int at, int rttUs, int cwnd, long pacingRate, Boolean inSlowStart, boolean roundEnd, Integer jiffies,
            boolean cwndLimited) {
        this(at, rttUs, cwnd, pacingRate, inSlowStart, roundEnd, jiffies, cwndLimited, null);
    }

    public Ack(int at, int rttUs, int cwnd, long pacingRate, Boolean inSlowStart, boolean roundEnd, Integer jiffies,
            boolean cwndLimited, Integer clockMs) {
        this.at = at;
        this.rttUs = rttUs;
        this.cwnd = cwnd;
        this.pacingRate = pacingRate;
        this.inSlowStart = inSlowStart;
        this.roundEnd = roundEnd;
        this.jiffies = jiffies;
        this.cwndLimited = cwndLimited;
        this.clockMs = clockMs;
    }

    /** This ACK with tcp_is_cwnd_limited() as given. */
    public Ack withCwndLimited(boolean limited) {
        return new Ack(at, rttUs, cwnd, pacingRate, inSlowStart, roundEnd, jiffies, limited, clockMs);
    }

    /** This ACK with bictcp_clock() (the millisecond clock) as given. */
    public Ack withClockMs(Integer ms) {
        return new Ack(at, rttUs, cwnd, pacingRate, inSlowStart, roundEnd, jiffies, cwndLimited, ms);
    }

    /** This ACK with {@code after(ack, ca->end_seq)} as given. */
    public Ack withRoundEnd(boolean end) {
        return new Ack(at, rttUs, cwnd, pacingRate, inSlowStart, end, jiffies, cwndLimited, clockMs);
    }

    public static Ack of(int at, int rttUs, int cwnd, long pacingRate, boolean roundEnd) {
        return new Ack(at, rttUs, cwnd, pacingRate, null, roundEnd, null);
    }

    /** The replay event line. */
    public String toJson() {
        return toJson(true);
    }

    /**
     * The replay event line; without {@code round_end} when {@code withRoundEnd} is false, a line whose replay derives
     * it from the state ({@link HyState#roundEndForced}).
     */
    public String toJson(boolean withRoundEnd) {
        StringBuilder b = new StringBuilder(160);
        b.append("{\"event\":\"ack\",\"at\":").append(C.u32(at)).append(",\"rtt_us\":").append(rttUs)
                .append(",\"cwnd\":").append(C.u32(cwnd)).append(",\"pacing_rate\":");
        HyConfig.appendU64(b, pacingRate);
        if (inSlowStart != null) {
            b.append(",\"in_slow_start\":").append(inSlowStart.booleanValue());
        }
        if (withRoundEnd) {
            b.append(",\"round_end\":").append(roundEnd);
        }
        if (!cwndLimited) {
            b.append(",\"cwnd_limited\":false");
        }
        if (jiffies != null) {
            b.append(",\"jiffies\":").append(C.u32(jiffies.intValue()));
        }
        if (clockMs != null) {
            b.append(",\"clock_ms\":").append(C.u32(clockMs.intValue()));
        }
        return b.append('}').toString();
    }
}
