package pmtuverify.model.plpmtud;

/**
 * The versions of Linux TCP PLPMTUD the project models, as data: each variant is a choice of one
 * rule per hunk or kernel function that differs between versions. Nothing else differs.
 *
 * <table>
 * <caption>Variants and their sources</caption>
 * <tr><th>variant</th><th>source</th></tr>
 * <tr><td>PRE</td><td>Linux 4.0: TCP_BASE_MSS 512, {@code probe_size = 2 * tp->mss_cache}, no threshold, no reprobe timer</td></tr>
 * <tr><td>V1</td><td>"[PATCH net-next 2/3] ipv4: Use binary search to choose tcp PMTU probe_size" (Fan Du, netdev,
 *     13 Feb 2015) as quoted in John Heffner's review: midpoint as segment size (hunk not quoted), snap-to-high success
 *     rule, {@code enabled = sysctl_tcp_mtu_probing}, black-hole step without {@code >> 1}; base 512; its 3/3 timer was
 *     not quoted</td></tr>
 * <tr><td>V3</td><td>"[PATCHv3 net-next 1/4..4/4] Improvements for TCP PMTU" (Fan Du, netdev, 27 Feb 2015): base 1024,
 *     datagram midpoint as segment size, {@code interval < threshold}, 3/4 black-hole step {@code tcp_current_mss(sk) >> 1},
 *     4/4 reprobe pseudo-timer</td></tr>
 * <tr><td>V5</td><td>"[PATCHv5 net-next 2/4] ipv4: Use binary search to choose tcp PMTU probe_size" (Fan Du, netdev, Mar 2015)
 *     with 1/4 and 4/4: {@code tcp_mtu_to_mss} of the midpoint, {@code interval < max(1, threshold)}, no 3/4</td></tr>
 * <tr><td>MAINLINE</td><td>Linux 4.1 as merged: converted midpoint, {@code interval < threshold} (no max), original
 *     black-hole step, 4/4 timer</td></tr>
 * <tr><td>LATEST</td><td>Linux 6.18: MAINLINE's search plus tcp_min_snd_mss and tcp_mtu_probe_floor, the u64 cwnd
 *     product, the 6.x route rules, sysctl ranges and tcp_init_transfer (see specs/KERNEL-SOURCES.md)</td></tr>
 * <tr><td>FIX_*</td><td>LATEST with one named rule changed: this project's answer to a defect found on LATEST (FIX_ALL: every
 *     fix rule but the two stop tests)</td></tr>
 * </table>
 */
public enum Variant {
    PRE("Linux 4.0", 512, ProbeSizeRule.DOUBLE_MSS_CACHE, StopRule.ABOVE_SEARCH_HIGH, SuccessRule.SEARCH_LOW_IS_PROBE,
            EnabledRule.ABOVE_ONE, BlackholeRule.HALVE_SEARCH_LOW, Timer.NONE),
    V1("PATCH net-next 2/3, Feb 2015", 512, ProbeSizeRule.MIDPOINT_AS_SEGMENT, StopRule.ABOVE_SEARCH_HIGH,
            SuccessRule.SNAP_TO_SEARCH_HIGH, EnabledRule.RAW_SYSCTL, BlackholeRule.SEARCH_LOW_UNHALVED, Timer.NONE),
    V3("PATCHv3 net-next 1/4..4/4, Feb 2015", 1024, ProbeSizeRule.MIDPOINT_AS_SEGMENT, StopRule.THRESHOLD,
            SuccessRule.SEARCH_LOW_IS_PROBE, EnabledRule.ABOVE_ONE, BlackholeRule.HALVE_CURRENT_MSS, Timer.PSEUDO_TIMER),
    V5("PATCHv5 net-next 2/4 with 1/4 and 4/4, Mar 2015", 1024, ProbeSizeRule.MIDPOINT_TO_MSS,
            StopRule.THRESHOLD_AT_LEAST_ONE, SuccessRule.SEARCH_LOW_IS_PROBE, EnabledRule.ABOVE_ONE,
            BlackholeRule.HALVE_SEARCH_LOW, Timer.PSEUDO_TIMER),
    MAINLINE("Linux 4.1", 1024, ProbeSizeRule.MIDPOINT_TO_MSS, StopRule.THRESHOLD, SuccessRule.SEARCH_LOW_IS_PROBE,
            EnabledRule.ABOVE_ONE, BlackholeRule.HALVE_SEARCH_LOW, Timer.PSEUDO_TIMER),
    LATEST("Linux 6.18", 1024, ProbeSizeRule.MIDPOINT_TO_MSS, StopRule.THRESHOLD, SuccessRule.SEARCH_LOW_IS_PROBE,
            EnabledRule.ABOVE_ONE, BlackholeRule.HALVE_SEARCH_LOW, Timer.PSEUDO_TIMER, MssFloorRule.MIN_SND_MSS,
            BlackholeFloorRule.PROBE_FLOOR_AND_MIN_SND_MSS, CwndRule.U64_PRODUCT_AT_LEAST_ONE, SysctlRule.LINUX_6_RANGES,
            RouteRule.LINUX_6, ConnectRule.TCP_INIT_TRANSFER),
    /** Closes TERMINATION and PROBE_WITHIN_RANGE: an interval of 1 has its midpoint at search_low. */
    FIX_STOP_AT_TWO(LATEST, StopRule.THRESHOLD_AT_LEAST_TWO),
    /**
     * Closes PROBE_WITHIN_RANGE and the loops the MSS floors cause (TERMINATION with tcp_min_snd_mss above the
     * midpoint's MSS): the stop test compares datagrams, so a probe at or below search_low or above search_high stops.
     */
    FIX_PROBE_IN_RANGE(LATEST, StopRule.DATAGRAM_IN_RANGE),
    /**
     * Closes PROBE_NOT_REFUSED: tcp_init_transfer's tcp_mtup_init and tcp_mtu_check_reprobe set search_high to
     * mss_clamp + 40 above a smaller route (both witnessed on Linux 6.18: IpFragFails climbing, no probe sent);
     * re-sync after each reset.
     */
    FIX_RESET_SYNCS(LATEST, HighResetRule.SYNC),
    /** Closes PROBE_LOSS_NEVER_RAISES_HIGH: a probe sent before search_high came down cannot raise it again. */
    FIX_FAIL_KEEPS_HIGH(LATEST, FailureRule.MIN_WITH_SEARCH_HIGH),
    /** Closes the empty range an ICMP below search_low leaves (ORDER_*): tcp_sync_mss lowers search_low with search_high. */
    FIX_SYNC_LOWERS_LOW(LATEST, SyncRule.SEARCH_LOW_FOLLOWS_HIGH),
    /** Closes SANE_SIZES's IPv6 case: on IPv6, search_low never goes below IPV6_MIN_MTU, so probes are above 1280. */
    FIX_IPV6_MIN_MTU(LATEST, SearchLowFloorRule.IPV6_MIN_MTU),
    /** Closes the tcp_mss_to_mtu(tcp_base_mss) wrap: tcp_base_mss takes tcp_min_snd_mss's range 48..65535. */
    FIX_BASE_MSS_RANGE(LATEST, SysctlRule.LINUX_6_RANGES_BASE_MSS_BOUNDED),
    /**
     * LATEST with every FIX rule that does not trade one invariant for another (all but the two stop tests, which
     * give up CONVERGENCE at threshold <= 1): what would remain if those patches landed together.
     */
    FIX_ALL(LATEST, FailureRule.MIN_WITH_SEARCH_HIGH, SyncRule.SEARCH_LOW_FOLLOWS_HIGH, SearchLowFloorRule.IPV6_MIN_MTU,
            SysctlRule.LINUX_6_RANGES_BASE_MSS_BOUNDED, HighResetRule.SYNC);

    /** How tcp_mtu_probe picks the probe's TCP segment size (its local {@code probe_size}). */
    public enum ProbeSizeRule {
        /** 4.0: {@code probe_size = 2 * tp->mss_cache} (u32 arithmetic, stored in an int). */
        DOUBLE_MSS_CACHE,
        /** V1, V3: {@code probe_size = (search_high + search_low) >> 1}, an IP datagram size used as a segment size. */
        MIDPOINT_AS_SEGMENT,
        /** V5, 4.1, 6.18: {@code probe_size = tcp_mtu_to_mss(sk, (search_high + search_low) >> 1)}. */
        MIDPOINT_TO_MSS
    }

    /** The test in tcp_mtu_probe that ends the search. */
    public enum StopRule {
        /** {@code probe_size > tcp_mtu_to_mss(sk, search_high)}. */
        ABOVE_SEARCH_HIGH,
        /** ... {@code || interval < sysctl_tcp_probe_threshold}. */
        THRESHOLD,
        /** ... {@code || interval < max(1, sysctl_tcp_probe_threshold)} (John Heffner's review of v3). */
        THRESHOLD_AT_LEAST_ONE,
        /** FIX: ... {@code || interval < max(2, sysctl_tcp_probe_threshold)}. */
        THRESHOLD_AT_LEAST_TWO,
        /**
         * FIX: {@code tcp_mss_to_mtu(probe_size) <= search_low || tcp_mss_to_mtu(probe_size) > search_high ||
         * interval < sysctl_tcp_probe_threshold}: the probe datagram must lie in (search_low, search_high].
         */
        DATAGRAM_IN_RANGE
    }

    /** What tcp_mtup_probe_success does to search_low. */
    public enum SuccessRule {
        /** {@code search_low = probe_size}. */
        SEARCH_LOW_IS_PROBE,
        /** V1: {@code if (search_low == probe_size) search_low = search_high; else search_low = probe_size;}. */
        SNAP_TO_SEARCH_HIGH
    }

    /** What tcp_mtup_probe_failed does to search_high. */
    public enum FailureRule {
        /** Every version: {@code search_high = probe_size - 1}. */
        PROBE_MINUS_ONE,
        /** FIX: {@code search_high = min(search_high, probe_size - 1)}. */
        MIN_WITH_SEARCH_HIGH
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

    /** The floors of the black-hole step after {@code mss = min(tcp_base_mss, mss)}. */
    public enum BlackholeFloorRule {
        /** 4.x: {@code mss = max(mss, 68 - tp->tcp_header_len)}. */
        HEADER_68,
        /** 6.x: {@code mss = max(mss, tcp_mtu_probe_floor); mss = max(mss, tcp_min_snd_mss)}. */
        PROBE_FLOOR_AND_MIN_SND_MSS
    }

    /** The floor of __tcp_mtu_to_mss. */
    public enum MssFloorRule {
        /** 4.x: {@code if (mss_now < 48) mss_now = 48}. */
        FLOOR_48,
        /** 6.x: {@code mss_now = max(mss_now, sysctl_tcp_min_snd_mss)}. */
        MIN_SND_MSS
    }

    /** tcp_mtup_probe_success's new snd_cwnd. */
    public enum CwndRule {
        /** 4.x: {@code snd_cwnd * tcp_mss_to_mtu(mss_cache) / probe_size} in u32 ("FIXME: breaks with very large cwnd"). */
        U32_PRODUCT,
        /** 6.x: {@code val = (u64)cwnd * mtu; do_div(val, probe_size); max_t(u32, 1U, val)}. */
        U64_PRODUCT_AT_LEAST_ONE
    }

    /** What the proc handlers of the PLPMTUD sysctls accept. */
    public enum SysctlRule {
        /** 4.x: proc_dointvec, any int (tcp_probe_interval stores its bits in a u32). */
        PROC_DOINTVEC,
        /**
         * 6.x: tcp_mtu_probing u8 0..255 (proc_dou8vec_minmax); tcp_probe_interval 0..UINT_MAX/HZ
         * (proc_douintvec_minmax); tcp_min_snd_mss and tcp_mtu_probe_floor 48..65535
         * (proc_dointvec_minmax); tcp_base_mss and tcp_probe_threshold any int (proc_dointvec).
         */
        LINUX_6_RANGES,
        /** FIX: as LINUX_6_RANGES, and tcp_base_mss also 48..65535. */
        LINUX_6_RANGES_BASE_MSS_BOUNDED
    }

    /** How an ICMP frag-needed / Packet Too Big changes the route. */
    public enum RouteRule {
        /**
         * 4.1: IPv4 ignores a report above ipv4_mtu(dst), raises one below ip_rt_min_pmtu (552) to 552; IPv6
         * lowers only, floored at 1280.
         */
        LINUX_4_1,
        /**
         * 6.x: IPv4 ignores reports on a locked route and above ipv4_mtu(dst); a report below 552 sets
         * min(old, 552) and locks the route. IPv6: tcp_v6_err drops a PTB below 1280, tcp_v6_mtu_reduced one
         * whose tcp_mtu_to_mss is not below mss_cache; the route only goes down.
         */
        LINUX_6
    }

    /** The order of tcp_mtup_init and tcp_sync_mss at connection set-up. */
    public enum ConnectRule {
        /**
         * 4.x: active open tcp_mtup_init, tcp_sync_mss (tcp_connect_init, tcp_rcv_synsent_state_process);
         * passive open tcp_sync_mss (tcp_v4_syn_recv_sock), then tcp_mtup_init at the handshake's last ACK
         * (tcp_rcv_state_process, TCP_SYN_RECV), with no re-sync.
         */
        LINUX_4,
        /** 6.x: as LINUX_4, and tcp_init_transfer calls tcp_mtup_init again at establishment for both opens. */
        TCP_INIT_TRANSFER
    }

    /** What follows a reset of search_high to mss_clamp + 40 (the last tcp_mtup_init of set-up, tcp_mtu_check_reprobe). */
    public enum HighResetRule {
        /** Every version: nothing; search_high may sit above the route until the next tcp_sync_mss. */
        NO_SYNC,
        /** FIX: tcp_sync_mss(pmtu_cookie) right after, which caps search_high at the route's MTU. */
        SYNC
    }

    /** What tcp_sync_mss does to the search range. */
    public enum SyncRule {
        /** Every version: {@code if (search_high > pmtu) search_high = pmtu}; search_low untouched. */
        HIGH_ONLY,
        /** FIX: also {@code if (search_low > search_high) search_low = search_high}. */
        SEARCH_LOW_FOLLOWS_HIGH
    }

    /** A floor on search_low wherever it is set (tcp_mtup_init, the black-hole step, tcp_mtu_check_reprobe). */
    public enum SearchLowFloorRule {
        /** Every version: none. */
        NONE,
        /** FIX: on IPv6, {@code search_low = max(search_low, IPV6_MIN_MTU)} (RFC 8200: every link carries 1280). */
        IPV6_MIN_MTU
    }

    /** Patch 4/4: probe_timestamp, sysctl_tcp_probe_interval and tcp_mtu_check_reprobe. */
    public enum Timer { NONE, PSEUDO_TIMER }

    /** Where the rules come from, in words. */
    public final String source;
    /** TCP_BASE_MSS, the default of sysctl_tcp_base_mss. */
    public final int tcpBaseMss;
    public final ProbeSizeRule probeSizeRule;
    public final StopRule stopRule;
    public final SuccessRule successRule;
    public final FailureRule failureRule;
    public final EnabledRule enabledRule;
    public final BlackholeRule blackholeRule;
    public final BlackholeFloorRule blackholeFloorRule;
    public final MssFloorRule mssFloorRule;
    public final CwndRule cwndRule;
    public final SysctlRule sysctlRule;
    public final RouteRule routeRule;
    public final ConnectRule connectRule;
    public final SyncRule syncRule;
    public final SearchLowFloorRule searchLowFloorRule;
    public final HighResetRule highResetRule;
    /** Patch 4/4: probe_timestamp, sysctl_tcp_probe_interval and tcp_mtu_check_reprobe. */
    public final boolean reprobeTimer;
    /** For a FIX variant, the variant it changes; null otherwise. */
    public final Variant fixOf;
    /** For a FIX variant, the rules it changes (one, or every fix for FIX_ALL); empty otherwise. */
    public final java.util.List<Enum<?>> fixRules;

    /** A version of the kernel or of the series: rules not given are 4.x's. */
    Variant(String source, int tcpBaseMss, Enum<?>... rules) {
        this.source = source;
        this.tcpBaseMss = tcpBaseMss;
        this.probeSizeRule = pick(rules, ProbeSizeRule.class, null, null);
        this.stopRule = pick(rules, StopRule.class, null, null);
        this.successRule = pick(rules, SuccessRule.class, null, null);
        this.failureRule = pick(rules, FailureRule.class, FailureRule.PROBE_MINUS_ONE, null);
        this.enabledRule = pick(rules, EnabledRule.class, null, null);
        this.blackholeRule = pick(rules, BlackholeRule.class, null, null);
        this.blackholeFloorRule = pick(rules, BlackholeFloorRule.class, BlackholeFloorRule.HEADER_68, null);
        this.mssFloorRule = pick(rules, MssFloorRule.class, MssFloorRule.FLOOR_48, null);
        this.cwndRule = pick(rules, CwndRule.class, CwndRule.U32_PRODUCT, null);
        this.sysctlRule = pick(rules, SysctlRule.class, SysctlRule.PROC_DOINTVEC, null);
        this.routeRule = pick(rules, RouteRule.class, RouteRule.LINUX_4_1, null);
        this.connectRule = pick(rules, ConnectRule.class, ConnectRule.LINUX_4, null);
        this.syncRule = pick(rules, SyncRule.class, SyncRule.HIGH_ONLY, null);
        this.searchLowFloorRule = pick(rules, SearchLowFloorRule.class, SearchLowFloorRule.NONE, null);
        this.highResetRule = pick(rules, HighResetRule.class, HighResetRule.NO_SYNC, null);
        this.reprobeTimer = pick(rules, Timer.class, null, null) == Timer.PSEUDO_TIMER;
        this.fixOf = null;
        this.fixRules = java.util.List.of();
    }

    /** {@code base} with the rules {@code changes} (one per type) replaced. */
    Variant(Variant base, Enum<?>... changes) {
        Enum<?>[] one = changes;
        StringBuilder named = new StringBuilder();
        for (Enum<?> c : changes) {
            named.append(named.length() == 0 ? "" : ", ").append(c.getDeclaringClass().getSimpleName()).append('.').append(c.name());
        }
        this.source = base.source + " with " + named;
        this.tcpBaseMss = base.tcpBaseMss;
        this.probeSizeRule = pick(one, ProbeSizeRule.class, base.probeSizeRule, base);
        this.stopRule = pick(one, StopRule.class, base.stopRule, base);
        this.successRule = pick(one, SuccessRule.class, base.successRule, base);
        this.failureRule = pick(one, FailureRule.class, base.failureRule, base);
        this.enabledRule = pick(one, EnabledRule.class, base.enabledRule, base);
        this.blackholeRule = pick(one, BlackholeRule.class, base.blackholeRule, base);
        this.blackholeFloorRule = pick(one, BlackholeFloorRule.class, base.blackholeFloorRule, base);
        this.mssFloorRule = pick(one, MssFloorRule.class, base.mssFloorRule, base);
        this.cwndRule = pick(one, CwndRule.class, base.cwndRule, base);
        this.sysctlRule = pick(one, SysctlRule.class, base.sysctlRule, base);
        this.routeRule = pick(one, RouteRule.class, base.routeRule, base);
        this.connectRule = pick(one, ConnectRule.class, base.connectRule, base);
        this.syncRule = pick(one, SyncRule.class, base.syncRule, base);
        this.searchLowFloorRule = pick(one, SearchLowFloorRule.class, base.searchLowFloorRule, base);
        this.highResetRule = pick(one, HighResetRule.class, base.highResetRule, base);
        this.reprobeTimer = base.reprobeTimer;
        this.fixOf = base;
        this.fixRules = java.util.List.of(changes);
    }

    /** The rule of type {@code type} in {@code rules}, else {@code otherwise}; a base rule must be given. */
    private static <R extends Enum<R>> R pick(Enum<?>[] rules, Class<R> type, R otherwise, Variant base) {
        for (Enum<?> r : rules) {
            if (type.isInstance(r)) {
                return type.cast(r);
            }
        }
        if (otherwise == null && base == null) {
            throw new IllegalArgumentException("no " + type.getSimpleName());
        }
        return otherwise;
    }

    /** Whether this version has the sysctl {@code net.ipv4.tcp_probe_threshold} (patch 2/4 v2 on). */
    public boolean hasProbeThreshold() {
        return stopRule != StopRule.ABOVE_SEARCH_HIGH;
    }

    /** Whether this version has the sysctl {@code net.ipv4.tcp_probe_interval} (patch 4/4). */
    public boolean hasProbeInterval() {
        return reprobeTimer;
    }

    /** Whether this version has {@code net.ipv4.tcp_min_snd_mss} (Linux 5.2, backported to stable). */
    public boolean hasMinSndMss() {
        return mssFloorRule == MssFloorRule.MIN_SND_MSS;
    }

    /** Whether this version has {@code net.ipv4.tcp_mtu_probe_floor} (Linux 5.4). */
    public boolean hasMtuProbeFloor() {
        return blackholeFloorRule == BlackholeFloorRule.PROBE_FLOOR_AND_MIN_SND_MSS;
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
            case Sysctl.TCP_MIN_SND_MSS:
                return hasMinSndMss();
            case Sysctl.TCP_MTU_PROBE_FLOOR:
                return hasMtuProbeFloor();
            default:
                return false;
        }
    }

    /**
     * Whether the proc handler of sysctl {@code name} accepts {@code value} (the int written; for
     * tcp_probe_interval the u32 bits, where a negative int stands for the text "-N", which
     * proc_douintvec refuses). A refused write returns -EINVAL and changes nothing.
     */
    public boolean sysctlAccepts(String name, int value, int hz) {
        if (sysctlRule == SysctlRule.PROC_DOINTVEC) {
            return true;
        }
        switch (name) {
            case Sysctl.TCP_MTU_PROBING:
                return value >= 0 && value <= 255;
            case Sysctl.TCP_PROBE_INTERVAL:
                // proc_douintvec_minmax, extra2 = &u32_max_div_HZ (UINT_MAX / HZ)
                return value >= 0 && value <= (int) (0xFFFF_FFFFL / hz);
            case Sysctl.TCP_MIN_SND_MSS:
            case Sysctl.TCP_MTU_PROBE_FLOOR:
                return value >= 48 && value <= 65535;
            case Sysctl.TCP_BASE_MSS:
                return sysctlRule != SysctlRule.LINUX_6_RANGES_BASE_MSS_BOUNDED || (value >= 48 && value <= 65535);
            default:
                return true;
        }
    }

    /** Whether this is a FIX variant (LATEST with one rule changed). */
    public boolean isFix() {
        return fixOf != null;
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
