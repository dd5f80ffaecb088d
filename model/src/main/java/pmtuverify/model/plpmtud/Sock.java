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
        b.append("\"search_low\":").append(searchLow)
                .append(",\"search_high\":").append(searchHigh)
                .append(",\"probe_size\":").append(probeSize)
                .append(",\"probe_timestamp\":").append(C.u32String(probeTimestamp))
                .append(",\"mss_cache\":").append(C.u32String(mssCache))
                .append(",\"enabled\":").append(enabled != 0)
                .append(",\"snd_cwnd\":").append(C.u32String(sndCwnd))
                .append(",\"pmtu_cookie\":").append(C.u32String(pmtuCookie))
                .append(",\"route_mtu\":").append(C.u32String(routeMtu))
                .append(routeLocked ? ",\"route_locked\":true" : "")
                .append(maxWindow != 0 ? ",\"max_window\":" + C.u32String(maxWindow) : "")
                .append(",\"jiffies\":").append(jiffies)
                .append(",\"tcp_time_stamp\":").append(C.u32String(tcpTimeStamp()));
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
