package pmtuverify.model.hystart;

import pmtuverify.model.c.C;

/**
 * The retransmission timer's loss as CUBIC sees it: tcp_enter_loss (net/ipv4/tcp_input.c) sets snd_ssthresh (when
 * this window has not reduced it yet) and snd_cwnd, then tcp_set_ca_state(sk, TCP_CA_Loss) calls cubictcp_state
 * ({@link Hystart#loss}). Immutable.
 *
 * <ul>
 * <li>{@code at}: {@code (u32)tp->tcp_mstamp} when the timer ran (tcp_write_timer_handler refreshes it first).</li>
 * <li>{@code cwnd}: snd_cwnd after tcp_enter_loss, {@code tcp_packets_in_flight(tp) + 1} (1 after a whole-window
 *     loss).</li>
 * <li>{@code recalcSsthresh}: whether tcp_enter_loss called {@code ssthresh()} ({@code icsk_ca_state <=
 *     TCP_CA_Disorder}, {@code !after(tp->high_seq, tp->snd_una)}, or a first Loss timeout): true for a timeout in
 *     slow start from the Open state.</li>
 * <li>{@code jiffies}: tcp_jiffies32, or null to derive it from the microseconds elapsed.</li>
 * <li>{@code priorCwnd}: snd_cwnd when tcp_enter_loss called {@code ssthresh()} (what it saves as
 *     {@code tp->prior_cwnd}), or null for the state's own snd_cwnd. The model takes snd_cwnd from each ACK's input,
 *     the value before that ACK; slow start's growth on the last ACK before the timer is not in it, so a capture of
 *     the kernel states it.</li>
 * </ul>
 */
public final class Loss {
    public final int at;
    public final int cwnd;
    public final boolean recalcSsthresh;
    public final Integer jiffies;
    public final Integer priorCwnd;

    public Loss(int at, int cwnd, boolean recalcSsthresh, Integer jiffies) {
        this(at, cwnd, recalcSsthresh, jiffies, null);
    }

    public Loss(int at, int cwnd, boolean recalcSsthresh, Integer jiffies, Integer priorCwnd) {
        this.at = at;
        this.cwnd = cwnd;
        this.recalcSsthresh = recalcSsthresh;
        this.jiffies = jiffies;
        this.priorCwnd = priorCwnd;
    }

    /** The replay event line. */
    public String toJson() {
        StringBuilder b = new StringBuilder(96);
        b.append("{\"event\":\"loss\",\"at\":").append(C.u32(at)).append(",\"cwnd\":").append(C.u32(cwnd));
        if (!recalcSsthresh) {
            b.append(",\"recalc_ssthresh\":false");
        }
        if (jiffies != null) {
            b.append(",\"jiffies\":").append(C.u32(jiffies.intValue()));
        }
        if (priorCwnd != null) {
            b.append(",\"prior_cwnd\":").append(C.u32(priorCwnd.intValue()));
        }
        return b.append('}').toString();
    }
}
