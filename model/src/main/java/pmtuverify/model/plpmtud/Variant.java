package pmtuverify.model.plpmtud;

/**
 * The versions of Linux TCP PLPMTUD the project models, as data: each variant is a choice of one
 * rule per hunk the series touched. Nothing else differs between versions.
 *
 * <table>
 * <caption>Variants and the seed hunks behind them</caption>
 * <tr><th>variant</th><th>source</th></tr>
 * <tr><td>PRE</td><td>Linux 4.0: TCP_BASE_MSS 512, {@code probe_size = 2 * tp->mss_cache}, no threshold, no reprobe timer</td></tr>
 * <tr><td>V1</td><td>"Re: [PATCH net-next 2/3] ipv4: Use binary search to choose tcp PMTU probe_size" (netdev, John Heffner and Fan Du, 13-14 Feb 2015) (review of "[PATCH net-next 2/3]"): midpoint as segment size (hunk not quoted), snap-to-high success rule,
 *     {@code enabled = sysctl_tcp_mtu_probing}, black-hole step without {@code >> 1}; base 512; its 3/3 timer is not in the mails read</td></tr>
 * <tr><td>V3</td><td>"[PATCHv3 net-next 0/4] Improvements for TCP PMTU" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015) (PATCHv3 1/4..4/4): base 1024, datagram midpoint as segment size, {@code interval < threshold},
 *     3/4 black-hole step {@code tcp_current_mss(sk) >> 1}, 4/4 reprobe pseudo-timer</td></tr>
 * <tr><td>V5</td><td>"[PATCHv5 net-next 2/4] ipv4: Use binary search to choose tcp PMTU probe_size" (netdev, Fan Du, March 2015) (PATCHv5 2/4) with 1/4 and 4/4: {@code tcp_mtu_to_mss} of the midpoint, {@code interval < max(1, threshold)}, no 3/4</td></tr>
 * <tr><td>MAINLINE</td><td>Linux 4.1 as merged: converted midpoint, {@code interval < threshold} (no max), original black-hole step, 4/4 timer</td></tr>
 * </table>
 */
public enum Variant {
    PRE(512, ProbeSizeRule.DOUBLE_MSS_CACHE, StopRule.ABOVE_SEARCH_HIGH, SuccessRule.SEARCH_LOW_IS_PROBE,
            EnabledRule.ABOVE_ONE, BlackholeRule.HALVE_SEARCH_LOW, false),
    V1(512, ProbeSizeRule.MIDPOINT_AS_SEGMENT, StopRule.ABOVE_SEARCH_HIGH, SuccessRule.SNAP_TO_SEARCH_HIGH,
            EnabledRule.RAW_SYSCTL, BlackholeRule.SEARCH_LOW_UNHALVED, false),
    V3(1024, ProbeSizeRule.MIDPOINT_AS_SEGMENT, StopRule.THRESHOLD, SuccessRule.SEARCH_LOW_IS_PROBE,
            EnabledRule.ABOVE_ONE, BlackholeRule.HALVE_CURRENT_MSS, true),
    V5(1024, ProbeSizeRule.MIDPOINT_TO_MSS, StopRule.THRESHOLD_AT_LEAST_ONE, SuccessRule.SEARCH_LOW_IS_PROBE,
            EnabledRule.ABOVE_ONE, BlackholeRule.HALVE_SEARCH_LOW, true),
    MAINLINE(1024, ProbeSizeRule.MIDPOINT_TO_MSS, StopRule.THRESHOLD, SuccessRule.SEARCH_LOW_IS_PROBE,
            EnabledRule.ABOVE_ONE, BlackholeRule.HALVE_SEARCH_LOW, true);

    /** How tcp_mtu_probe picks the probe's TCP segment size (its local {@code probe_size}). */
    public enum ProbeSizeRule {
        /** 4.0: {@code probe_size = 2 * tp->mss_cache} (u32 arithmetic, stored in an int). */
        DOUBLE_MSS_CACHE,
        /** V1, V3: {@code probe_size = (search_high + search_low) >> 1}, an IP datagram size used as a segment size. */
        MIDPOINT_AS_SEGMENT,
        /** V5, 4.1: {@code probe_size = tcp_mtu_to_mss(sk, (search_high + search_low) >> 1)}. */
        MIDPOINT_TO_MSS
    }

    /** The test in tcp_mtu_probe that ends the search. */
    public enum StopRule {
        /** {@code probe_size > tcp_mtu_to_mss(sk, search_high)}. */
        ABOVE_SEARCH_HIGH,
        /** ... {@code || interval < sysctl_tcp_probe_threshold}. */
        THRESHOLD,
        /** ... {@code || interval < max(1, sysctl_tcp_probe_threshold)} (John Heffner's review of v3). */
        THRESHOLD_AT_LEAST_ONE
    }

    /** What tcp_mtup_probe_success does to search_low. */
    public enum SuccessRule {
        /** {@code search_low = probe_size}. */
        SEARCH_LOW_IS_PROBE,
        /** V1: {@code if (search_low == probe_size) search_low = search_high; else search_low = probe_size;}. */
        SNAP_TO_SEARCH_HIGH
    }

    /** How tcp_mtup_init sets icsk_mtup.enabled. */
    public enum EnabledRule {
        /** {@code enabled = sysctl_tcp_mtu_probing > 1}. */
        ABOVE_ONE,
        /** V1: {@code enabled = sysctl_tcp_mtu_probing} (the meaning change the review objected to). */
        RAW_SYSCTL
    }

    /** The black-hole step of tcp_mtu_probing (tcp_timer.c) once probing is enabled. */
    public enum BlackholeRule {
        /** {@code mss = tcp_mtu_to_mss(sk, search_low) >> 1}. */
        HALVE_SEARCH_LOW,
        /** V1: {@code mss = tcp_mtu_to_mss(sk, search_low)} ("I think this breaks black hole detection"). */
        SEARCH_LOW_UNHALVED,
        /** V3 3/4 (tcp_blackhole_probe): {@code mss = tcp_current_mss(sk) >> 1}. */
        HALVE_CURRENT_MSS
    }

    /** TCP_BASE_MSS, the default of sysctl_tcp_base_mss. */
    public final int tcpBaseMss;
    public final ProbeSizeRule probeSizeRule;
    public final StopRule stopRule;
    public final SuccessRule successRule;
    public final EnabledRule enabledRule;
    public final BlackholeRule blackholeRule;
    /** Patch 4/4: probe_timestamp, sysctl_tcp_probe_interval and tcp_mtu_check_reprobe. */
    public final boolean reprobeTimer;

    Variant(int tcpBaseMss, ProbeSizeRule probeSizeRule, StopRule stopRule, SuccessRule successRule,
            EnabledRule enabledRule, BlackholeRule blackholeRule, boolean reprobeTimer) {
        this.tcpBaseMss = tcpBaseMss;
        this.probeSizeRule = probeSizeRule;
        this.stopRule = stopRule;
        this.successRule = successRule;
        this.enabledRule = enabledRule;
        this.blackholeRule = blackholeRule;
        this.reprobeTimer = reprobeTimer;
    }

    /** Whether this version has the sysctl {@code net.ipv4.tcp_probe_threshold} (patch 2/4 v2 on). */
    public boolean hasProbeThreshold() {
        return stopRule != StopRule.ABOVE_SEARCH_HIGH;
    }

    /** Whether this version has the sysctl {@code net.ipv4.tcp_probe_interval} (patch 4/4). */
    public boolean hasProbeInterval() {
        return reprobeTimer;
    }

    /** Whether {@code /proc/sys/net/ipv4/NAME} exists in this version. */
    public boolean hasSysctl(String name) {
        switch (name) {
            case Sysctl.TCP_MTU_PROBING:
            case Sysctl.TCP_BASE_MSS:
                return true;
            case Sysctl.TCP_PROBE_THRESHOLD:
                return hasProbeThreshold();
            case Sysctl.TCP_PROBE_INTERVAL:
                return hasProbeInterval();
            default:
                return false;
        }
    }

    /** The variant named {@code name}, or null. */
    public static Variant byName(String name) {
        for (Variant v : values()) {
            if (v.name().equals(name)) {
                return v;
            }
        }
        return null;
    }
}
