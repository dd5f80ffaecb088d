package pmtuverify.model.plpmtud;

import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;

/**
 * An immutable snapshot of the parts of {@code struct sock} (tcp_sock, inet_connection_sock,
 * its dst and its netns sysctls) that PLPMTUD reads or writes. Field types follow the kernel's:
 * {@code icsk_mtup.enabled/search_high/search_low/probe_size} are int, {@code probe_timestamp},
 * {@code icsk_pmtu_cookie}, {@code mss_cache}, {@code snd_cwnd} and {@code tcp_probe_interval}
 * are u32 (held in int bits), {@code jiffies} is the 64-bit counter.
 *
 * <p>Transitions are in {@link Pmtu}; this class only holds values.
 */
public final class Sock {
    public final Config config;
    // struct netns_ipv4 (sysctls may change mid-connection)
    public final int tcpMtuProbing;
    public final int tcpBaseMss;
    public final int tcpProbeThreshold;
    public final int tcpProbeInterval;
    /** 6.x only (48 where the variant lacks them, which is what 4.x hard-codes). */
    public final int tcpMinSndMss;
    public final int tcpMtuProbeFloor;
    // icsk->icsk_mtup
    public final int enabled;
    public final int searchHigh;
    public final int searchLow;
    public final int probeSize;
    public final int probeTimestamp;
    // icsk->icsk_pmtu_cookie, tp->mss_cache, tp->snd_cwnd
    public final int pmtuCookie;
    public final int mssCache;
    public final int sndCwnd;
    // dst_mtu(__sk_dst_get(sk)), and whether the route's MTU is locked (6.x: a report below ip_rt_min_pmtu locks it)
    public final int routeMtu;
    public final boolean routeLocked;
    public final long jiffies;
    /**
     * u32: tp->max_window, the largest window the peer advertised (tcp_ack_update_window), which tcp_bound_to_half_wnd
     * reads. 0: none known (the config's {@link Config#maxWindow} and no window_update carrying one).
     */
    public final int maxWindow;

    Sock(Config config, int tcpMtuProbing, int tcpBaseMss, int tcpProbeThreshold, int tcpProbeInterval,
         int tcpMinSndMss, int tcpMtuProbeFloor, int enabled, int searchHigh, int searchLow, int probeSize,
         int probeTimestamp, int pmtuCookie, int mssCache, int sndCwnd, int routeMtu, boolean routeLocked, long jiffies, int maxWindow) {
        this.config = config;
        this.maxWindow = maxWindow;
        this.tcpMtuProbing = tcpMtuProbing;
        this.tcpBaseMss = tcpBaseMss;
        this.tcpProbeThreshold = tcpProbeThreshold;
        this.tcpProbeInterval = tcpProbeInterval;
        this.tcpMinSndMss = tcpMinSndMss;
        this.tcpMtuProbeFloor = tcpMtuProbeFloor;
        this.enabled = enabled;
        this.searchHigh = searchHigh;
        this.searchLow = searchLow;
        this.probeSize = probeSize;
        this.probeTimestamp = probeTimestamp;
        this.pmtuCookie = pmtuCookie;
        this.mssCache = mssCache;
        this.sndCwnd = sndCwnd;
        this.routeMtu = routeMtu;
        this.routeLocked = routeLocked;
        this.jiffies = jiffies;
    }

    public Variant variant() {
        return config.variant;
    }

    /** tcp_time_stamp = (u32)jiffies. */
    public int tcpTimeStamp() {
        return Jiffies.tcpTimeStamp(jiffies);
    }

    /** A probe is in flight (icsk_mtup.probe_size != 0). */
    public boolean probing() {
        return probeSize != 0;
    }

    /**
     * The state as a replay output object (without the per-event fields {@code sent},
     * {@code reprobe} and {@code wraps}, which {@link Step#toJson} adds).
     */
    public void appendJsonFields(StringBuilder b) {
        appendFields(b, fields());
    }

    /**
     * The replay output's state fields in their order, each as its JSON value text: what {@link #appendJsonFields}
     * prints, for readers that compare states field by field ({@code ./pmtu replay --diff}) without parsing it back.
     */
    public java.util.LinkedHashMap<String, String> fields() {
        java.util.LinkedHashMap<String, String> f = new java.util.LinkedHashMap<>();
        f.put("search_low", Integer.toString(searchLow));
        f.put("search_high", Integer.toString(searchHigh));
        f.put("probe_size", Integer.toString(probeSize));
        f.put("probe_timestamp", C.u32String(probeTimestamp));
        f.put("mss_cache", C.u32String(mssCache));
        f.put("enabled", Boolean.toString(enabled != 0));
        f.put("snd_cwnd", C.u32String(sndCwnd));
        f.put("pmtu_cookie", C.u32String(pmtuCookie));
        f.put("route_mtu", C.u32String(routeMtu));
        if (routeLocked) {
            f.put("route_locked", "true");
        }
        if (maxWindow != 0) {
            f.put("max_window", C.u32String(maxWindow));
        }
        f.put("jiffies", Long.toString(jiffies));
        f.put("tcp_time_stamp", C.u32String(tcpTimeStamp()));
        return f;
    }

    /** {@code "name":value} pairs, comma-separated, in the map's order. */
    static void appendFields(StringBuilder b, java.util.Map<String, String> fields) {
        boolean first = true;
        for (java.util.Map.Entry<String, String> e : fields.entrySet()) {
            b.append(first ? "" : ",").append('"').append(e.getKey()).append("\":").append(e.getValue());
            first = false;
        }
    }

    /** Equality of the dynamic state and sysctls, ignoring the clock (for state matching, with jiffies compared separately). */
    public boolean sameExceptClock(Sock s) {
        return config.equals(s.config) && tcpMtuProbing == s.tcpMtuProbing && tcpBaseMss == s.tcpBaseMss
                && tcpProbeThreshold == s.tcpProbeThreshold && tcpProbeInterval == s.tcpProbeInterval
                && tcpMinSndMss == s.tcpMinSndMss && tcpMtuProbeFloor == s.tcpMtuProbeFloor
                && routeLocked == s.routeLocked && enabled == s.enabled && searchHigh == s.searchHigh && searchLow == s.searchLow
                && probeSize == s.probeSize && probeTimestamp == s.probeTimestamp && pmtuCookie == s.pmtuCookie
                && mssCache == s.mssCache && sndCwnd == s.sndCwnd && routeMtu == s.routeMtu && maxWindow == s.maxWindow;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sock && sameExceptClock((Sock) o) && jiffies == ((Sock) o).jiffies;
    }

    @Override
    public int hashCode() {
        int h = config.hashCode();
        h = h * 31 + tcpMtuProbing;
        h = h * 31 + tcpBaseMss;
        h = h * 31 + tcpProbeThreshold;
        h = h * 31 + tcpProbeInterval;
        h = h * 31 + tcpMinSndMss;
        h = h * 31 + tcpMtuProbeFloor;
        h = h * 31 + (routeLocked ? 1 : 0);
        h = h * 31 + enabled;
        h = h * 31 + searchHigh;
        h = h * 31 + searchLow;
        h = h * 31 + probeSize;
        h = h * 31 + probeTimestamp;
        h = h * 31 + pmtuCookie;
        h = h * 31 + mssCache;
        h = h * 31 + sndCwnd;
        h = h * 31 + routeMtu;
        if (maxWindow != 0) {
            h = h * 31 + maxWindow; // states without a window hash as before it was a field
        }
        return h * 31 + (int) (jiffies ^ (jiffies >>> 32));
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(256).append('{');
        appendJsonFields(b);
        return b.append('}').toString();
    }
}
