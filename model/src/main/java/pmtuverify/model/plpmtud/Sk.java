package pmtuverify.model.plpmtud;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;

/**
 * The kernel functions of PLPMTUD, written as the C is: they mutate {@code struct sock}. An
 * {@code Sk} is a private working copy of a {@link Sock}; {@link Pmtu} copies a state in, runs
 * one event's kernel path and freezes the result, so the model is pure from outside.
 *
 * <p>Simplifications shared by every function (each also says its own):
 * icsk_ext_hdr_len = 0 (no IP options, no IPsec); no IPv6 allfrag fragment header (only routes
 * learned from a Packet Too Big below 1280 have it); tcp_bound_to_half_wnd is the identity (a
 * peer window of at least twice the MSS); no SACK blocks or changed options, so
 * tcp_current_mss returns mss_cache after its re-sync; the congestion state is Open when
 * tcp_mtu_probe runs.
 */
public final class Sk {
    private final Config config;
    private final Variant variant;
    private final int netHeaderLen;
    private final int tcpHeaderLen;
    private final int mssClamp;
    private final int hz;

    int tcpMtuProbing;
    int tcpBaseMss;
    int tcpProbeThreshold;
    int tcpProbeInterval;
    int enabled;
    int searchHigh;
    int searchLow;
    int probeSize;
    int probeTimestamp;
    int pmtuCookie;
    int mssCache;
    int sndCwnd;
    int routeMtu;
    long jiffies;

    // What the current event did, reported in its Step.
    int sent;
    boolean reprobed;
    boolean stopped;
    /** The wrapped intermediates, named by their C expressions; null until the first one. */
    List<String> wraps;

    /** A working copy of {@code s}. */
    public Sk(Sock s) {
        this(s.config);
        tcpMtuProbing = s.tcpMtuProbing;
        tcpBaseMss = s.tcpBaseMss;
        tcpProbeThreshold = s.tcpProbeThreshold;
        tcpProbeInterval = s.tcpProbeInterval;
        enabled = s.enabled;
        searchHigh = s.searchHigh;
        searchLow = s.searchLow;
        probeSize = s.probeSize;
        probeTimestamp = s.probeTimestamp;
        pmtuCookie = s.pmtuCookie;
        mssCache = s.mssCache;
        sndCwnd = s.sndCwnd;
        routeMtu = s.routeMtu;
        jiffies = s.jiffies;
    }

    /** A socket before connection set-up: sysctls, route and clock from {@code c}, icsk_mtup zeroed. */
    Sk(Config c) {
        config = c;
        variant = c.variant;
        netHeaderLen = c.netHeaderLen();
        tcpHeaderLen = c.tcpHeaderLen();
        mssClamp = c.mssClamp;
        hz = c.hz;
        tcpMtuProbing = c.tcpMtuProbing;
        tcpBaseMss = c.tcpBaseMss;
        tcpProbeThreshold = c.tcpProbeThreshold;
        tcpProbeInterval = c.tcpProbeInterval;
        sndCwnd = c.sndCwnd;
        routeMtu = c.routeMtu;
        jiffies = c.jiffies;
    }

    Sock freeze() {
        return new Sock(config, tcpMtuProbing, tcpBaseMss, tcpProbeThreshold, tcpProbeInterval, enabled, searchHigh,
                searchLow, probeSize, probeTimestamp, pmtuCookie, mssCache, sndCwnd, routeMtu, jiffies);
    }

    private void wrap(String expression) {
        if (wraps == null) {
            wraps = new ArrayList<>(2);
        }
        wraps.add(expression);
    }

    /** {@code tcp_time_stamp}: {@code (u32)jiffies} (include/net/tcp.h, 4.0). */
    int tcpTimeStamp() {
        return Jiffies.tcpTimeStamp(jiffies);
    }

    /**
     * tcp_mtu_to_mss (net/ipv4/tcp_output.c, 4.0/4.1): subtract the network header and the TCP
     * header, clamp to mss_clamp, floor at 48, subtract the TCP options. The C computes
     * {@code pmtu - net_header_len - sizeof(struct tcphdr)} in size_t and truncates it back to
     * int, which has the bits of the int subtraction done here.
     */
    public int tcpMtuToMss(int pmtu) {
        int mssNow = pmtu - netHeaderLen - 20;
        if (mssNow > mssClamp) {
            mssNow = mssClamp;
        }
        // mss_now -= icsk->icsk_ext_hdr_len; (0)
        if (mssNow < 48) {
            mssNow = 48;
        }
        mssNow -= tcpHeaderLen - 20;
        return mssNow;
    }

    /** tcp_mss_to_mtu (net/ipv4/tcp_output.c, 4.0/4.1): {@code mss + tcp_header_len + icsk_ext_hdr_len + net_header_len}. */
    public int tcpMssToMtu(int mss) {
        return mss + tcpHeaderLen + netHeaderLen;
    }

    /**
     * tcp_mtup_init (net/ipv4/tcp_output.c): enabled per the variant's rule (4.0/4.1:
     * {@code sysctl_tcp_mtu_probing > 1}; V1: the sysctl itself), search_high =
     * {@code mss_clamp + sizeof(struct tcphdr) + net_header_len}, search_low =
     * {@code tcp_mss_to_mtu(sysctl_tcp_base_mss)}, probe_size = 0; patch 4/4: if enabled,
     * probe_timestamp = tcp_time_stamp.
     */
    void tcpMtupInit() {
        enabled = variant.enabledRule == Variant.EnabledRule.RAW_SYSCTL ? tcpMtuProbing : (tcpMtuProbing > 1 ? 1 : 0);
        searchHigh = mssClamp + 20 + netHeaderLen;
        searchLow = tcpMssToMtu(tcpBaseMss);
        probeSize = 0;
        if (variant.reprobeTimer && enabled != 0) {
            probeTimestamp = tcpTimeStamp();
        }
    }

    /**
     * tcp_sync_mss (net/ipv4/tcp_output.c, 4.0/4.1). {@code search_high > pmtu} compares an int
     * with a u32: unsigned. Simplification: tcp_bound_to_half_wnd is the identity.
     */
    int tcpSyncMss(int pmtu) {
        if (C.ugt(searchHigh, pmtu)) {
            searchHigh = pmtu;
        }
        int mssNow = tcpMtuToMss(pmtu);
        pmtuCookie = pmtu;
        if (enabled != 0) {
            mssNow = Math.min(mssNow, tcpMtuToMss(searchLow));
        }
        mssCache = mssNow;
        return mssNow;
    }

    /**
     * tcp_current_mss (net/ipv4/tcp_output.c, 4.0/4.1): re-sync when the route's MTU differs
     * from pmtu_cookie; returns mss_cache (unsigned int). Simplification: the TCP header length
     * of the next segment equals tcp_header_len (no SACK blocks, no MD5).
     */
    int tcpCurrentMss() {
        int mssNow = mssCache;
        if (routeMtu != pmtuCookie) {
            mssNow = tcpSyncMss(routeMtu);
        }
        return mssNow;
    }

    /**
     * The decision part of tcp_mtu_probe (net/ipv4/tcp_output.c), per variant: 4.0
     * {@code probe_size = 2 * tp->mss_cache}; V1/V3 (seeds 002, 000 2/4) the datagram midpoint
     * used as the segment size; V5 ("[PATCHv5 net-next 2/4] ipv4: Use binary search to choose tcp PMTU probe_size" (netdev, Fan Du, March 2015)) and 4.1 {@code tcp_mtu_to_mss} of the midpoint. Stop
     * test {@code probe_size > tcp_mtu_to_mss(search_high)}, from V3 on {@code || interval <
     * threshold} (V5: {@code max(1, threshold)}), and from 4/4 on the stop path calls
     * tcp_mtu_check_reprobe. Simplifications: the write queue, the send window and the cwnd room
     * for two packets always suffice (so the gates that return 0 or -1 for them never fire), and
     * the probe is always transmitted; on send {@code snd_cwnd--} and
     * {@code probe_size = tcp_mss_to_mtu(nskb->len)} with nskb->len the segment size.
     *
     * @return 1 when a probe was sent, -1 otherwise, as the C
     */
    int tcpMtuProbe() {
        if (enabled == 0 || probeSize != 0 || C.ult(sndCwnd, 11)) {
            return -1;
        }
        tcpCurrentMss();
        int size;
        switch (variant.probeSizeRule) {
            case DOUBLE_MSS_CACHE:
                if (C.mulWrapsU32(2, mssCache)) {
                    wrap("2 * tp->mss_cache");
                }
                size = 2 * mssCache;
                break;
            case MIDPOINT_AS_SEGMENT:
                size = midpoint();
                break;
            default:
                size = tcpMtuToMss(midpoint());
                break;
        }
        if (C.subWrapsInt(searchHigh, searchLow)) {
            wrap("search_high - search_low");
        }
        int interval = searchHigh - searchLow;
        boolean stop = size > tcpMtuToMss(searchHigh);
        if (variant.stopRule == Variant.StopRule.THRESHOLD) {
            stop = stop || interval < tcpProbeThreshold;
        } else if (variant.stopRule == Variant.StopRule.THRESHOLD_AT_LEAST_ONE) {
            stop = stop || interval < Math.max(1, tcpProbeThreshold);
        }
        if (stop) {
            stopped = true;
            if (variant.reprobeTimer) {
                tcpMtuCheckReprobe();
            }
            return -1;
        }
        sndCwnd = sndCwnd - 1;
        probeSize = tcpMssToMtu(size);
        sent = probeSize;
        return 1;
    }

    private int midpoint() {
        if (C.addWrapsInt(searchHigh, searchLow)) {
            wrap("search_high + search_low");
        }
        return (searchHigh + searchLow) >> 1;
    }

    /**
     * tcp_mtu_check_reprobe ("[PATCHv3 net-next 0/4] Improvements for TCP PMTU" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015) patch 4/4; 4.1 as merged zeroes probe_size first, which
     * changes nothing since tcp_mtu_probe only gets here with probe_size == 0). {@code delta} is
     * s32, {@code interval * HZ} a u32 product, and {@code delta >= interval * HZ} compares an
     * s32 with a u32: unsigned.
     */
    void tcpMtuCheckReprobe() {
        int interval = tcpProbeInterval;
        int delta = tcpTimeStamp() - probeTimestamp;
        if (C.mulWrapsU32(interval, hz)) {
            wrap("interval * HZ");
        }
        if (C.uge(delta, interval * hz)) {
            int mss = tcpCurrentMss();
            probeSize = 0;
            searchHigh = mssClamp + 20 + netHeaderLen;
            searchLow = tcpMssToMtu(mss);
            probeTimestamp = tcpTimeStamp();
            reprobed = true;
        }
    }

    /**
     * tcp_mtup_probe_success (net/ipv4/tcp_input.c, 4.0/4.1): {@code snd_cwnd = snd_cwnd *
     * tcp_mss_to_mtu(mss_cache) / probe_size} in u32 ("FIXME: breaks with very large cwnd"),
     * then search_low per the variant, probe_size = 0, tcp_sync_mss(pmtu_cookie). Not modelled:
     * snd_ssthresh, snd_cwnd_cnt, snd_cwnd_stamp.
     */
    void tcpMtupProbeSuccess() {
        int mtu = tcpMssToMtu(mssCache);
        if (C.mulWrapsU32(sndCwnd, mtu)) {
            wrap("tp->snd_cwnd * tcp_mss_to_mtu(sk, tp->mss_cache)");
        }
        sndCwnd = C.udiv(sndCwnd * mtu, probeSize);
        if (variant.successRule == Variant.SuccessRule.SNAP_TO_SEARCH_HIGH && searchLow == probeSize) {
            searchLow = searchHigh;
        } else {
            searchLow = probeSize;
        }
        probeSize = 0;
        tcpSyncMss(pmtuCookie);
    }

    /**
     * The probe-failure branch of tcp_fastretrans_alert (net/ipv4/tcp_input.c, 4.0/4.1):
     * tcp_mtup_probe_failed ({@code search_high = probe_size - 1; probe_size = 0}), then
     * {@code snd_cwnd++} (undoing the probe's decrement) and tcp_simple_retransmit, whose only
     * effect modelled is its tcp_current_mss. Recovery is not entered.
     */
    void tcpMtupProbeFailed() {
        searchHigh = probeSize - 1;
        probeSize = 0;
        if (sndCwnd == -1) {
            wrap("tp->snd_cwnd++");
        }
        sndCwnd = sndCwnd + 1;
        tcpCurrentMss();
    }

    /**
     * tcp_mtu_probing (net/ipv4/tcp_timer.c; V3 3/4 renames it tcp_blackhole_probe), called from
     * tcp_write_timeout once retransmits_timed_out(sysctl_tcp_retries1): nothing when
     * tcp_mtu_probing is 0; enable on the first one (4/4: probe_timestamp = now) and
     * tcp_sync_mss(pmtu_cookie); otherwise shrink search_low by the variant's step,
     * {@code min(tcp_base_mss, mss)}, {@code max(mss, 68 - tcp_header_len)}, then
     * tcp_sync_mss(pmtu_cookie). Not modelled: dst_negative_advice (the learned PMTU survives it in
     * the route's exception), the retransmission itself.
     */
    void tcpMtuProbing() {
        if (tcpMtuProbing == 0) {
            return;
        }
        if (enabled == 0) {
            enabled = 1;
            if (variant.reprobeTimer) {
                probeTimestamp = tcpTimeStamp();
            }
            tcpSyncMss(pmtuCookie);
            return;
        }
        int mss;
        switch (variant.blackholeRule) {
            case SEARCH_LOW_UNHALVED:
                mss = tcpMtuToMss(searchLow);
                break;
            case HALVE_CURRENT_MSS:
                mss = tcpCurrentMss() >>> 1; // unsigned int >> 1, then converted to int
                break;
            default:
                mss = tcpMtuToMss(searchLow) >> 1;
                break;
        }
        mss = Math.min(tcpBaseMss, mss);
        mss = Math.max(mss, 68 - tcpHeaderLen);
        searchLow = tcpMssToMtu(mss);
        tcpSyncMss(pmtuCookie);
    }

    /**
     * ICMP frag-needed / Packet Too Big. IPv4 (tcp_v4_err, __ip_rt_update_pmtu in
     * net/ipv4/route.c as of 4.1, tcp_v4_mtu_reduced): a report above the route's current MTU is
     * ignored ({@code if (ipv4_mtu(dst) < mtu) return;}; 4.0 compared with the device MTU instead,
     * see specs/KERNEL-SOURCES.md), otherwise the route MTU becomes
     * {@code max(mtu, ip_rt_min_pmtu = 552)}. IPv6 (tcp_v6_err,
     * ip6_rt_update_pmtu, tcp_v6_mtu_reduced): only a report below the route MTU lowers it, floored
     * at IPV6_MIN_MTU 1280 (the allfrag feature that floor sets is not modelled). Then, in both, if
     * {@code pmtu_cookie > dst_mtu}: tcp_sync_mss(dst_mtu) and tcp_simple_retransmit.
     * Not modelled: route expiry (ip_rt_mtu_expires), locked MTU metrics, sockets with IP_PMTUDISC_DONT.
     */
    void tcpMtuReduced(int mtu) {
        if (config.ip == 4) {
            if (!C.ult(routeMtu, mtu)) {
                routeMtu = C.ult(mtu, 552) ? 552 : mtu;
            }
        } else if (C.ult(mtu, routeMtu)) {
            routeMtu = C.ult(mtu, 1280) ? 1280 : mtu;
        }
        if (C.ugt(pmtuCookie, routeMtu)) {
            tcpSyncMss(routeMtu);
            tcpCurrentMss();
        }
    }
}
