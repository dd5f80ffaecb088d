package pmtuverify.kernel.plpmtud;

/**
 * One line of observe.bt: the sender socket's PLPMTUD state as the kernel holds it (struct inet_connection_sock
 * icsk_mtup and icsk_pmtu_cookie, struct tcp_sock mss_cache and snd_cwnd, include/net/inet_connection_sock.h and
 * include/linux/tcp.h@v6.18), sampled at an incoming ACK ({@code ack}) or a retransmission ({@code rtx}).
 */
public final class Sample {
    public final boolean retransmission;
    /** 64-bit jiffies at the sample (timer:timer_start's now plus the ticks since). */
    public final long jiffies;
    public final int searchLow;
    public final int searchHigh;
    public final int probeSize;
    /** u32 tcp_jiffies32 as stored, in a long. */
    public final long probeTimestamp;
    public final boolean enabled;
    public final long mssCache;
    public final long pmtuCookie;
    /** icsk_ca_state: 0 Open, 1 Disorder, 2 CWR, 3 Recovery, 4 Loss. */
    public final int caState;
    public final long sndCwnd;
    /**
     * {@code write_seq - snd_nxt} at the sample (u32): bytes the application has written that the socket has not
     * sent. Above 0 at an incoming ACK, tcp_data_snd_check's tcp_push_pending_frames runs tcp_write_xmit, hence
     * tcp_mtu_probe, after it. -1 in recordings made before observe.bt printed it (then no quiet send is taken).
     */
    public final long unsent;
    /**
     * A lower bound of the jiffies at the sample: the {@code now} of the latest timer:timer_start (TCP re-arms a timer
     * on nearly every ACK). {@link #jiffies} adds the nanoseconds since at the nominal tick, which runs ahead of
     * jiffies when ticks are late (a loaded VM). -1 in recordings made before observe.bt printed it.
     */
    public final long jiffiesFloor;
    /**
     * The peer's window at the sample, inputs of the model and never compared (include/linux/tcp.h@v6.18, u32 each):
     * tp->max_window (the largest window the peer advertised, which tcp_bound_to_half_wnd reads), tp->snd_wnd and
     * tp->reordering (tcp_mtu_probe's {@code snd_wnd < size_needed} gate). -1 in recordings made before observe.bt
     * printed them (then the model is given no window: tcp_bound_to_half_wnd bounds nothing and the gate passes).
     */
    public final long maxWindow;
    public final long sndWnd;
    public final long reordering;

    Sample(boolean retransmission, long jiffies, int searchLow, int searchHigh, int probeSize, long probeTimestamp,
            boolean enabled, long mssCache, long pmtuCookie, int caState, long sndCwnd) {
        this(retransmission, jiffies, searchLow, searchHigh, probeSize, probeTimestamp, enabled, mssCache, pmtuCookie,
                caState, sndCwnd, -1, -1);
    }

    Sample(boolean retransmission, long jiffies, int searchLow, int searchHigh, int probeSize, long probeTimestamp,
            boolean enabled, long mssCache, long pmtuCookie, int caState, long sndCwnd, long unsent, long jiffiesFloor) {
        this(retransmission, jiffies, searchLow, searchHigh, probeSize, probeTimestamp, enabled, mssCache, pmtuCookie,
                caState, sndCwnd, unsent, jiffiesFloor, -1, -1, -1);
    }

    Sample(boolean retransmission, long jiffies, int searchLow, int searchHigh, int probeSize, long probeTimestamp,
            boolean enabled, long mssCache, long pmtuCookie, int caState, long sndCwnd, long unsent, long jiffiesFloor,
            long maxWindow, long sndWnd, long reordering) {
        this.maxWindow = maxWindow;
        this.sndWnd = sndWnd;
        this.reordering = reordering;
        this.unsent = unsent;
        this.jiffiesFloor = jiffiesFloor;
        this.retransmission = retransmission;
        this.jiffies = jiffies;
        this.searchLow = searchLow;
        this.searchHigh = searchHigh;
        this.probeSize = probeSize;
        this.probeTimestamp = probeTimestamp;
        this.enabled = enabled;
        this.mssCache = mssCache;
        this.pmtuCookie = pmtuCookie;
        this.caState = caState;
        this.sndCwnd = sndCwnd;
    }

    /** Parses an {@code ack}/{@code rtx} line; null for any other line (bpftrace's banner, maps printed at exit). */
    public static Sample parse(String line) {
        String[] f = line.trim().split("\\s+");
        if (f.length != 11 && f.length != 13 && f.length != 16 || !("ack".equals(f[0]) || "rtx".equals(f[0]))) {
            return null;
        }
        try {
            return new Sample("rtx".equals(f[0]), Long.parseLong(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                    Integer.parseInt(f[4]), Long.parseLong(f[5]), Integer.parseInt(f[6]) != 0, Long.parseLong(f[7]),
                    Long.parseLong(f[8]), Integer.parseInt(f[9]), Long.parseLong(f[10]),
                    f.length >= 13 ? Long.parseLong(f[11]) : -1, f.length >= 13 ? Long.parseLong(f[12]) : -1,
                    f.length == 16 ? Long.parseLong(f[13]) : -1, f.length == 16 ? Long.parseLong(f[14]) : -1,
                    f.length == 16 ? Long.parseLong(f[15]) : -1);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * The time events inferred at this sample are replayed at: {@link #jiffiesFloor}, a lower bound of the kernel's
     * jiffies there ({@link #jiffies} where the recording lacks it). The nominal clock runs ahead of jiffies when
     * ticks are late, and the model's clock cannot go back: an event placed there would push a later stamp the kernel
     * made (tcp_mtu_check_reprobe's probe_timestamp = tcp_jiffies32) past its own jiffy. At lower bounds every
     * kernel stamp is at or after the events before it, so a stamping event is replayed at its stamp exactly.
     */
    public long clockFloor() {
        return jiffiesFloor >= 0 ? jiffiesFloor : jiffies;
    }

    /** Whether this sample shows the peer's window (recordings from before observe.bt printed it do not). */
    public boolean seesWindow() {
        return maxWindow >= 0;
    }

    /** Whether the PLPMTUD state (every compared field) is the same. */
    public boolean samePmtuState(Sample o) {
        return searchLow == o.searchLow && searchHigh == o.searchHigh && probeSize == o.probeSize
                && probeTimestamp == o.probeTimestamp && enabled == o.enabled && mssCache == o.mssCache
                && pmtuCookie == o.pmtuCookie;
    }

    /** The 64-bit jiffies whose low 32 bits are {@code u32}, nearest to this sample's clock. */
    public long extend(long u32) {
        long d = (int) (u32 - jiffies); // s32 difference, as the kernel's after()/before()
        return jiffies + d;
    }

    /**
     * The latest 64-bit jiffies at or before this sample's clock whose low 32 bits are {@code u32}: for a stamp set
     * before the sample (tcp_mtup_init's probe_timestamp at connect). A stamp tcp_mtup_init left at 0 (probing not
     * enabled) 17000 jiffies before the wrap (INITIAL_JIFFIES puts it 5 minutes after boot) is 2^32 by
     * {@link #extend}, after the sample; here it is the 0 behind it.
     */
    public long extendBack(long u32) {
        return jiffies - ((jiffies - u32) & 0xffffffffL);
    }

    /** The compared fields, named as in the replay output. */
    public String stateJson() {
        return "{\"search_low\":" + searchLow + ",\"search_high\":" + searchHigh + ",\"probe_size\":" + probeSize
                + ",\"probe_timestamp\":" + probeTimestamp + ",\"mss_cache\":" + mssCache + ",\"enabled\":" + enabled
                + ",\"pmtu_cookie\":" + pmtuCookie + ",\"snd_cwnd\":" + sndCwnd + ",\"ca_state\":" + caState
                + ",\"jiffies\":" + jiffies + "}";
    }
}
