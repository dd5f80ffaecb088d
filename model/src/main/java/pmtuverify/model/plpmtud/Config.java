package pmtuverify.model.plpmtud;

import pmtuverify.model.c.C;

/**
 * The connection and host a trace starts from: the first line of a replay trace. It stands for
 * connection set-up, active or passive, in the order of the variant's {@link Variant.ConnectRule}.
 *
 * <p>Defaults are the kernel's: IPv4, timestamps (12 bytes of options), route MTU 1500,
 * mss_clamp = route_mtu - net header - 20 (what a peer on the same link advertises), HZ 1000,
 * jiffies 0, snd_cwnd 10 (TCP_INIT_CWND), tcp_mtu_probing 0, tcp_base_mss = the variant's
 * TCP_BASE_MSS, tcp_probe_threshold 8, tcp_probe_interval 600, tcp_min_snd_mss and tcp_mtu_probe_floor 48
 * (where the variant has them), active open.
 */
public final class Config {
    /** Which side opened the connection: the sender connected (active) or accepted (passive). */
    public enum Open {
        ACTIVE, PASSIVE;

        public String json() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public final Variant variant;
    public final Open open;
    /** 4 or 6. */
    public final int ip;
    /** tcp_header_len - sizeof(struct tcphdr): a multiple of 4 in 0..40. */
    public final int tcpOptions;
    /** tp->rx_opt.mss_clamp (u16). */
    public final int mssClamp;
    /** dst_mtu at connect. */
    public final int routeMtu;
    public final int hz;
    /** jiffies (64-bit) at connect. */
    public final long jiffies;
    /** tp->snd_cwnd (u32). */
    public final int sndCwnd;
    public final int tcpMtuProbing;
    public final int tcpBaseMss;
    public final int tcpProbeThreshold;
    /** u32. */
    public final int tcpProbeInterval;
    public final int tcpMinSndMss;
    public final int tcpMtuProbeFloor;
    /**
     * u32: tp->max_window when the handshake ends, the peer's window as the handshake left it (active open:
     * tcp_rcv_synsent_state_process, the SYN-ACK's unscaled window; passive open: tcp_openreq_child, the window of the
     * handshake's last ACK), which tcp_bound_to_half_wnd reads in connection set-up's tcp_sync_mss. 0 (the default):
     * no window known, so tcp_bound_to_half_wnd bounds nothing, as for every window of at least twice the MSS.
     */
    public final int maxWindow;

    private Config(Variant variant, Open open, int ip, int tcpOptions, int mssClamp, int routeMtu, int hz, long jiffies,
                   int sndCwnd, int tcpMtuProbing, int tcpBaseMss, int tcpProbeThreshold, int tcpProbeInterval,
                   int tcpMinSndMss, int tcpMtuProbeFloor, int maxWindow) {
        this.maxWindow = maxWindow;
        this.variant = variant;
        this.open = open;
        this.ip = ip;
        this.tcpOptions = tcpOptions;
        this.mssClamp = mssClamp;
        this.routeMtu = routeMtu;
        this.hz = hz;
        this.jiffies = jiffies;
        this.sndCwnd = sndCwnd;
        this.tcpMtuProbing = tcpMtuProbing;
        this.tcpBaseMss = tcpBaseMss;
        this.tcpProbeThreshold = tcpProbeThreshold;
        this.tcpProbeInterval = tcpProbeInterval;
        this.tcpMinSndMss = tcpMinSndMss;
        this.tcpMtuProbeFloor = tcpMtuProbeFloor;
    }

    /** The kernel defaults for {@code variant}. */
    public static Config defaults(Variant variant) {
        return new Config(variant, Open.ACTIVE, 4, 12, 1460, 1500, 1000, 0L, 10, 0, variant.tcpBaseMss,
                Sysctl.DEFAULT_PROBE_THRESHOLD, Sysctl.DEFAULT_PROBE_INTERVAL, Sysctl.DEFAULT_MIN_SND_MSS,
                Sysctl.DEFAULT_MIN_SND_MSS, 0);
    }

    /** net_header_len of icsk_af_ops: sizeof(struct iphdr) or sizeof(struct ipv6hdr). */
    public int netHeaderLen() {
        return ip == 6 ? 40 : 20;
    }

    /** tp->tcp_header_len. */
    public int tcpHeaderLen() {
        return 20 + tcpOptions;
    }

    /** Another variant; tcp_base_mss follows the variant's TCP_BASE_MSS unless it was set. */
    public Config withVariant(Variant v) {
        Draft d = new Draft(this);
        d.variant = v;
        d.tcpBaseMss = tcpBaseMss == variant.tcpBaseMss ? v.tcpBaseMss : tcpBaseMss;
        return d.done();
    }

    /** IP version; mss_clamp follows the header size when it was the default for the route. */
    public Config withIp(int newIp) {
        Draft d = new Draft(this);
        d.ip = newIp;
        d.mssClamp = mssClamp == routeMtu - netHeaderLen() - 20 ? routeMtu - (newIp == 6 ? 40 : 20) - 20 : mssClamp;
        return d.done();
    }

    public Config withOpen(Open v) {
        Draft d = new Draft(this);
        d.open = v;
        return d.done();
    }

    public Config withTcpOptions(int v) {
        Draft d = new Draft(this);
        d.tcpOptions = v;
        return d.done();
    }

    public Config withMssClamp(int v) {
        Draft d = new Draft(this);
        d.mssClamp = v;
        return d.done();
    }

    /** Route MTU; mss_clamp follows it when it was the default for the old route. */
    public Config withRouteMtu(int v) {
        Draft d = new Draft(this);
        d.routeMtu = v;
        d.mssClamp = mssClamp == routeMtu - netHeaderLen() - 20 ? v - netHeaderLen() - 20 : mssClamp;
        return d.done();
    }

    public Config withHz(int v) {
        Draft d = new Draft(this);
        d.hz = v;
        return d.done();
    }

    public Config withJiffies(long v) {
        Draft d = new Draft(this);
        d.jiffies = v;
        return d.done();
    }

    /** The peer's window when the handshake ends (u32 bits; see {@link #maxWindow}). */
    public Config withMaxWindow(int v) {
        Draft d = new Draft(this);
        d.maxWindow = v;
        return d.done();
    }

    public Config withSndCwnd(int v) {
        Draft d = new Draft(this);
        d.sndCwnd = v;
        return d.done();
    }

    /** One sysctl by its /proc name; the value is the int written (for the u32 interval, its bits). */
    public Config withSysctl(String name, int value) {
        Draft d = new Draft(this);
        switch (name) {
            case Sysctl.TCP_MTU_PROBING: d.tcpMtuProbing = value; break;
            case Sysctl.TCP_BASE_MSS: d.tcpBaseMss = value; break;
            case Sysctl.TCP_PROBE_THRESHOLD: d.tcpProbeThreshold = value; break;
            case Sysctl.TCP_PROBE_INTERVAL: d.tcpProbeInterval = value; break;
            case Sysctl.TCP_MIN_SND_MSS: d.tcpMinSndMss = value; break;
            case Sysctl.TCP_MTU_PROBE_FLOOR: d.tcpMtuProbeFloor = value; break;
            default: throw new IllegalArgumentException("unknown sysctl " + name);
        }
        return d.done();
    }

    /** A mutable copy, so that each {@code with} method changes only its own fields. */
    private static final class Draft {
        Variant variant;
        Open open;
        int ip;
        int tcpOptions;
        int mssClamp;
        int routeMtu;
        int hz;
        long jiffies;
        int sndCwnd;
        int tcpMtuProbing;
        int tcpBaseMss;
        int tcpProbeThreshold;
        int tcpProbeInterval;
        int tcpMinSndMss;
        int tcpMtuProbeFloor;
        int maxWindow;

        Draft(Config c) {
            maxWindow = c.maxWindow;
            variant = c.variant;
            open = c.open;
            ip = c.ip;
            tcpOptions = c.tcpOptions;
            mssClamp = c.mssClamp;
            routeMtu = c.routeMtu;
            hz = c.hz;
            jiffies = c.jiffies;
            sndCwnd = c.sndCwnd;
            tcpMtuProbing = c.tcpMtuProbing;
            tcpBaseMss = c.tcpBaseMss;
            tcpProbeThreshold = c.tcpProbeThreshold;
            tcpProbeInterval = c.tcpProbeInterval;
            tcpMinSndMss = c.tcpMinSndMss;
            tcpMtuProbeFloor = c.tcpMtuProbeFloor;
        }

        Config done() {
            return new Config(variant, open, ip, tcpOptions, mssClamp, routeMtu, hz, jiffies, sndCwnd, tcpMtuProbing,
                    tcpBaseMss, tcpProbeThreshold, tcpProbeInterval, tcpMinSndMss, tcpMtuProbeFloor, maxWindow);
        }
    }

    /** The config as the first line of a replay trace (every field spelled out). */
    public String toJson() {
        StringBuilder b = new StringBuilder(256);
        b.append("{\"variant\":\"").append(variant.name()).append('"');
        if (open != Open.ACTIVE) {
            b.append(",\"open\":\"").append(open.json()).append('"');
        }
        b.append(",\"ip\":").append(ip)
                .append(",\"tcp_options\":").append(tcpOptions)
                .append(",\"mss_clamp\":").append(mssClamp)
                .append(",\"route_mtu\":").append(routeMtu)
                .append(",\"hz\":").append(hz)
                .append(",\"jiffies\":").append(jiffies)
                .append(",\"snd_cwnd\":").append(C.u32String(sndCwnd));
        if (maxWindow != 0) {
            b.append(",\"max_window\":").append(C.u32String(maxWindow));
        }
        b.append(",\"sysctl\":{\"tcp_mtu_probing\":").append(tcpMtuProbing)
                .append(",\"tcp_base_mss\":").append(tcpBaseMss);
        if (variant.hasProbeThreshold()) {
            b.append(",\"tcp_probe_threshold\":").append(tcpProbeThreshold);
        }
        if (variant.hasProbeInterval()) {
            b.append(",\"tcp_probe_interval\":").append(C.u32String(tcpProbeInterval));
        }
        if (variant.hasMinSndMss()) {
            b.append(",\"tcp_min_snd_mss\":").append(tcpMinSndMss);
        }
        if (variant.hasMtuProbeFloor()) {
            b.append(",\"tcp_mtu_probe_floor\":").append(tcpMtuProbeFloor);
        }
        return b.append("}}").toString();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Config)) {
            return false;
        }
        Config c = (Config) o;
        return variant == c.variant && open == c.open && ip == c.ip && tcpOptions == c.tcpOptions && mssClamp == c.mssClamp
                && routeMtu == c.routeMtu && hz == c.hz && jiffies == c.jiffies && sndCwnd == c.sndCwnd
                && tcpMtuProbing == c.tcpMtuProbing && tcpBaseMss == c.tcpBaseMss
                && tcpProbeThreshold == c.tcpProbeThreshold && tcpProbeInterval == c.tcpProbeInterval
                && tcpMinSndMss == c.tcpMinSndMss && tcpMtuProbeFloor == c.tcpMtuProbeFloor && maxWindow == c.maxWindow;
    }

    @Override
    public int hashCode() {
        int h = variant.ordinal();
        h = h * 31 + open.ordinal();
        h = h * 31 + ip;
        h = h * 31 + tcpOptions;
        h = h * 31 + mssClamp;
        h = h * 31 + routeMtu;
        h = h * 31 + hz;
        h = h * 31 + (int) (jiffies ^ (jiffies >>> 32));
        h = h * 31 + sndCwnd;
        h = h * 31 + tcpMtuProbing;
        h = h * 31 + tcpBaseMss;
        h = h * 31 + tcpProbeThreshold;
        h = h * 31 + tcpProbeInterval;
        h = h * 31 + tcpMinSndMss;
        if (maxWindow != 0) {
            h = h * 31 + maxWindow; // configs without a window hash as before it was a field
        }
        return h * 31 + tcpMtuProbeFloor;
    }

    @Override
    public String toString() {
        return toJson();
    }
}
