package pmtuverify.model.plpmtud;

import pmtuverify.model.c.C;

/**
 * One event of a replay trace. Any event may carry {@code at} (jiffies, 64-bit, now) and
 * {@code cwnd} (the sender's snd_cwnd just before the event, u32); {@link #NONE} means absent.
 */
public final class Event {
    /** The event kinds of the trace format, with their JSON names. */
    public enum Kind {
        /** tcp_write_xmit reaches tcp_mtu_probe. */
        XMIT("xmit"),
        /** The ACK covers probe_seq_end: tcp_mtup_probe_success. */
        PROBE_ACKED("probe_acked"),
        /** Fast retransmit with snd_una == probe_seq_start: tcp_mtup_probe_failed. */
        PROBE_LOST("probe_lost"),
        /**
         * A retransmission timeout past tcp_retries1: tcp_write_timeout calls tcp_mtu_probing, then
         * tcp_retransmit_skb cancels a probe in flight.
         */
        RTO("rto"),
        /**
         * Any other retransmission (an RTO before tcp_retries1, a fast retransmit or loss probe of a
         * segment that is not the probe): __tcp_retransmit_skb cancels a probe in flight.
         */
        RETRANSMIT("retransmit"),
        /**
         * An ACK whose window is larger than any before: tcp_ack_update_window sets max_window and
         * calls tcp_sync_mss(pmtu_cookie). Early in a connection the receiver's growing window does this.
         */
        WINDOW_UPDATE("window_update"),
        /** ICMP frag-needed (IPv4) or Packet Too Big (IPv6) carrying {@code mtu}. */
        ICMP_FRAG_NEEDED("icmp_frag_needed"),
        /** The route MTU changes to {@code mtu} without an ICMP. */
        ROUTE_MTU("route_mtu"),
        /** A write of {@code value} to /proc/sys/net/ipv4/{@code name}. */
        SYSCTL("sysctl");

        public final String json;

        Kind(String json) {
            this.json = json;
        }

        public static Kind byJson(String name) {
            for (Kind k : values()) {
                if (k.json.equals(name)) {
                    return k;
                }
            }
            return null;
        }
    }

    public static final long NONE = -1L;

    public final Kind kind;
    /** jiffies at the event, or {@link #NONE}. */
    public final long at;
    /** snd_cwnd (u32) set just before the event, or {@link #NONE}. */
    public final long cwnd;
    /** ICMP_FRAG_NEEDED / ROUTE_MTU: the MTU (u32 bits). */
    public final int mtu;
    /** SYSCTL: the name. */
    public final String sysctl;
    /** SYSCTL: the int written (bits of the u32 for tcp_probe_interval). */
    public final int value;
    /**
     * ICMP_FRAG_NEEDED: tcp_packets_in_flight(tp) >= tcp_snd_cwnd(tp) when tcp_simple_retransmit called
     * tcp_xmit_retransmit_queue, so the segments it marked lost are not retransmitted now (and a probe in flight is
     * not cancelled yet): a later {@code retransmit} sends them. False by default: they go out at once.
     */
    public final boolean cwndFull;
    /**
     * The peer's window (u32), or {@link #NONE}: on WINDOW_UPDATE the ACK's window ({@code nwin}, which becomes
     * max_window when larger); on XMIT tp->snd_wnd when tcp_mtu_probe runs (its gate {@code snd_wnd < size_needed}).
     */
    public final long sndWnd;
    /** XMIT: tp->reordering (u32) when tcp_mtu_probe runs, or {@link #NONE} (sysctl_tcp_reordering's default, 3). */
    public final long reordering;

    private Event(Kind kind, long at, long cwnd, int mtu, String sysctl, int value) {
        this(kind, at, cwnd, mtu, sysctl, value, false, NONE, NONE);
    }

    private Event(Kind kind, long at, long cwnd, int mtu, String sysctl, int value, boolean cwndFull, long sndWnd,
            long reordering) {
        this.sndWnd = sndWnd;
        this.reordering = reordering;
        this.cwndFull = cwndFull;
        this.kind = kind;
        this.at = at;
        this.cwnd = cwnd;
        this.mtu = mtu;
        this.sysctl = sysctl;
        this.value = value;
    }

    public static Event of(Kind kind) {
        return new Event(kind, NONE, NONE, 0, null, 0);
    }

    public static Event xmit(long at) {
        return new Event(Kind.XMIT, at, NONE, 0, null, 0);
    }

    public static Event icmp(int mtu) {
        return new Event(Kind.ICMP_FRAG_NEEDED, NONE, NONE, mtu, null, 0);
    }

    public static Event routeMtu(int mtu) {
        return new Event(Kind.ROUTE_MTU, NONE, NONE, mtu, null, 0);
    }

    public static Event sysctl(String name, int value) {
        return new Event(Kind.SYSCTL, NONE, NONE, 0, name, value);
    }

    public Event at(long jiffies) {
        return new Event(kind, jiffies, cwnd, mtu, sysctl, value, cwndFull, sndWnd, reordering);
    }

    /** The event with snd_cwnd set to the u32 {@code c} just before it. */
    public Event withCwnd(long c) {
        return new Event(kind, at, c, mtu, sysctl, value, cwndFull, sndWnd, reordering);
    }

    /** An ICMP whose tcp_simple_retransmit finds no room under snd_cwnd (see {@link #cwndFull}). */
    public Event withCwndFull() {
        if (kind != Kind.ICMP_FRAG_NEEDED) {
            throw new IllegalArgumentException("cwnd_full belongs to icmp_frag_needed only");
        }
        return new Event(kind, at, cwnd, mtu, sysctl, value, true, sndWnd, reordering);
    }

    /** A window_update with the ACK's window, or an xmit with the snd_wnd tcp_mtu_probe sees (u32 {@code w}). */
    public Event withSndWnd(long w) {
        if (kind != Kind.WINDOW_UPDATE && kind != Kind.XMIT) {
            throw new IllegalArgumentException("snd_wnd belongs to window_update and xmit only");
        }
        return new Event(kind, at, cwnd, mtu, sysctl, value, cwndFull, w, reordering);
    }

    /** An xmit with the tp->reordering tcp_mtu_probe sees (u32 {@code r}). */
    public Event withReordering(long r) {
        if (kind != Kind.XMIT) {
            throw new IllegalArgumentException("reordering belongs to xmit only");
        }
        return new Event(kind, at, cwnd, mtu, sysctl, value, cwndFull, sndWnd, r);
    }

    /** The event as a replay trace line. */
    public String toJson() {
        StringBuilder b = new StringBuilder(64);
        b.append("{\"event\":\"").append(kind.json).append('"');
        if (at != NONE) {
            b.append(",\"at\":").append(at);
        }
        if (cwnd != NONE) {
            b.append(",\"cwnd\":").append(cwnd);
        }
        if (kind == Kind.ICMP_FRAG_NEEDED || kind == Kind.ROUTE_MTU) {
            b.append(",\"mtu\":").append(C.u32String(mtu));
        }
        if (cwndFull) {
            b.append(",\"cwnd_full\":true");
        }
        if (sndWnd != NONE) {
            b.append(",\"snd_wnd\":").append(sndWnd);
        }
        if (reordering != NONE) {
            b.append(",\"reordering\":").append(reordering);
        }
        if (kind == Kind.SYSCTL) {
            b.append(",\"name\":\"").append(sysctl).append("\",\"value\":");
            b.append(Sysctl.TCP_PROBE_INTERVAL.equals(sysctl) ? C.u32String(value) : Integer.toString(value));
        }
        return b.append('}').toString();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Event)) {
            return false;
        }
        Event e = (Event) o;
        return kind == e.kind && at == e.at && cwnd == e.cwnd && mtu == e.mtu && value == e.value
                && cwndFull == e.cwndFull && sndWnd == e.sndWnd && reordering == e.reordering
                && (sysctl == null ? e.sysctl == null : sysctl.equals(e.sysctl));
    }

    @Override
    public int hashCode() {
        int h = kind.ordinal();
        h = h * 31 + (int) (at ^ (at >>> 32));
        h = h * 31 + (int) (cwnd ^ (cwnd >>> 32));
        h = h * 31 + mtu;
        h = h * 31 + (sysctl == null ? 0 : sysctl.hashCode());
        return h * 31 + value;
    }

    @Override
    public String toString() {
        return toJson();
    }
}
