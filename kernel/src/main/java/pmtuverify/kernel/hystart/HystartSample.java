package pmtuverify.kernel.hystart;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.hystart.Loss;
import pmtuverify.trace.HystartEvent;

/**
 * One line of hystart.bt: the sender socket's CUBIC HyStart state when an ACK arrives (tcp:tcp_probe, at the top of
 * tcp_rcv_established, before tcp_ack runs), so the state the previous ACK left. Sequence numbers and the u32 clocks
 * are Java longs holding the unsigned value.
 *
 * <p>Fields, in line order: {@code nsecs / 1000} (bpftrace's ktime, the clock tcp_clock_us() reads), tcp_sock
 * rcv_tstamp (tcp_jiffies32 of the previous ACK: tcp_ack sets it), snd_una, snd_nxt, snd_cwnd, snd_ssthresh, icsk_ca_state, sacked_out, retrans_out, lost_out; struct
 * bictcp delay_min, curr_rtt, round_start, last_ack, sample_cnt, found, end_seq, epoch_start; tp->rack.rtt_us,
 * rack.end_seq, rack.mstamp (u64 µs); srtt_us (µs &lt;&lt; 3); sk_pacing_rate, sk_pacing_status, sk_gso_max_size,
 * tcp_mstamp, total_retrans (every retransmission, a tail loss probe's too, which retrans_out does not count), and
 * the arriving ACK's ack_seq as tcp_ack reads it (TCP_SKB_CB(skb)->ack_seq: for ACKs tcp_add_backlog coalesced, the
 * last one's, while the TCP header keeps the first's), and 1 when the control block's seq equals the header's (the
 * check that hystart.bt found TCP_SKB_CB where it looked).
 */
public final class HystartSample {
    static final int FIELDS = 30;

    public final long clockUs;
    public final long rcvTstamp;
    public final long sndUna;
    public final long sndNxt;
    public final long sndCwnd;
    public final long ssthresh;
    public final int caState;
    public final long sackedOut;
    public final long retransOut;
    public final long lostOut;
    public final long delayMin;
    public final long currRtt;
    public final long roundStart;
    public final long lastAck;
    public final int sampleCnt;
    public final int found;
    public final long endSeq;
    public final long epochStart;
    public final long rackRttUs;
    public final long rackEndSeq;
    public final long rackMstamp;
    public final long srttUs;
    public final long pacingRate;
    public final int pacingStatus;
    public final long gsoMaxSize;
    public final long tcpMstamp;
    public final long totalRetrans;
    /** The ack_seq of the ACK arriving at this sample (the one the next sample shows the effect of). */
    public final long ackSeq;
    /** The control block's seq equalled the TCP header's: {@link #ackSeq} was read at the right place. */
    public final boolean cbChecked;

    private HystartSample(long[] v) {
        clockUs = v[1];
        rcvTstamp = v[2];
        sndUna = v[3];
        sndNxt = v[4];
        sndCwnd = v[5];
        ssthresh = v[6];
        caState = (int) v[7];
        sackedOut = v[8];
        retransOut = v[9];
        lostOut = v[10];
        delayMin = v[11];
        currRtt = v[12];
        roundStart = v[13];
        lastAck = v[14];
        sampleCnt = (int) v[15];
        found = (int) v[16];
        endSeq = v[17];
        epochStart = v[18];
        rackRttUs = v[19];
        rackEndSeq = v[20];
        rackMstamp = v[21];
        srttUs = v[22];
        pacingRate = v[23];
        pacingStatus = (int) v[24];
        gsoMaxSize = v[25];
        tcpMstamp = v[26];
        totalRetrans = v[27];
        ackSeq = v[28];
        cbChecked = v[29] == 1;
    }

    /** The line as a sample, or null when it is not a complete "hy" line (bpftrace's banner, a torn last line). */
    public static HystartSample parse(String line) {
        String[] f = line.trim().split("\\s+");
        if (f.length != FIELDS || !"hy".equals(f[0])) {
            return null;
        }
        long[] v = new long[FIELDS];
        try {
            for (int i = 1; i < FIELDS; i++) {
                v[i] = Long.parseUnsignedLong(f[i]);
            }
        } catch (NumberFormatException e) {
            return null;
        }
        return new HystartSample(v);
    }

    public static List<HystartSample> samples(List<String> lines) {
        List<HystartSample> l = new ArrayList<>();
        for (String s : lines) {
            HystartSample h = parse(s);
            if (h != null) {
                l.add(h);
            }
        }
        return l;
    }

    /** The struct bictcp fields (and snd_ssthresh) the replay holds the model's state to. */
    public HystartEvent.Bictcp bictcp() {
        return new HystartEvent.Bictcp(delayMin, currRtt, roundStart, lastAck, (long) sampleCnt, (long) found,
                ssthresh);
    }

    /** The state in one line, for reports. */
    public String stateJson() {
        return "{\"delay_min\":" + delayMin + ",\"curr_rtt\":" + currRtt + ",\"round_start\":" + roundStart
                + ",\"last_ack\":" + lastAck + ",\"sample_cnt\":" + sampleCnt + ",\"found\":" + found
                + ",\"end_seq\":" + endSeq + ",\"snd_cwnd\":" + sndCwnd + ",\"snd_ssthresh\":" + ssthresh
                + ",\"snd_una\":" + sndUna + "}";
    }

    /**
     * One loss line of hystart.bt: the retransmission timer's tcp_enter_loss as tcp_set_ca_state(sk, TCP_CA_Loss) saw
     * it, before cubictcp_state ran: {@code nsecs / 1000}, tcp_mstamp (refreshed by tcp_write_timer_handler), snd_cwnd
     * (already {@code tcp_packets_in_flight(tp) + 1}), prior_cwnd, the ca_state left, icsk_retransmits (this timeout
     * not yet counted), high_seq (not yet snd_nxt), snd_una, snd_nxt.
     */
    public record LossLine(long clockUs, long tcpMstamp, long sndCwnd, long priorCwnd, int caState, int retransmits,
            long highSeq, long sndUna, long sndNxt) {

        /**
         * Whether tcp_enter_loss called {@code ssthresh()} at this timeout (net/ipv4/tcp_input.c@v6.18):
         * {@code icsk_ca_state <= TCP_CA_Disorder || !after(tp->high_seq, tp->snd_una) || (icsk_ca_state ==
         * TCP_CA_Loss && !icsk_retransmits)}.
         */
        public boolean recalcSsthresh() {
            return caState <= 1 || !after(highSeq, sndUna) || (caState == 4 && retransmits == 0);
        }

        /**
         * The replay's loss event: the timer's clock ({@code (u32)tp->tcp_mstamp}) and snd_cwnd, whether ssthresh()
         * ran and on which snd_cwnd; {@code kernel} the state after it, or null.
         */
        public HystartEvent.LossEvent event(HystartEvent.Bictcp kernel) {
            boolean recalc = recalcSsthresh();
            return new HystartEvent.LossEvent(new Loss((int) tcpMstamp, (int) sndCwnd, recalc, null,
                    recalc ? Integer.valueOf((int) priorCwnd) : null), kernel);
        }

        static LossLine parse(String line) {
            String[] f = line.trim().split("\\s+");
            if (f.length != 10 || !"loss".equals(f[0])) {
                return null;
            }
            long[] v = new long[10];
            try {
                for (int i = 1; i < 10; i++) {
                    v[i] = Long.parseUnsignedLong(f[i]);
                }
            } catch (NumberFormatException e) {
                return null;
            }
            return new LossLine(v[1], v[2], v[3], v[4], (int) v[5], (int) v[6], v[7], v[8], v[9]);
        }
    }

    /** The loss lines of a capture, in order. */
    public static List<LossLine> losses(List<String> lines) {
        List<LossLine> l = new ArrayList<>();
        for (String s : lines) {
            LossLine x = LossLine.parse(s);
            if (x != null) {
                l.add(x);
            }
        }
        return l;
    }

    /** {@code after(a, b)} of include/net/tcp.h on u32 sequence numbers. */
    static boolean after(long a, long b) {
        return (int) (a - b) > 0;
    }
}
