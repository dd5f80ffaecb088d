package pmtuverify.proofs;

import pmtuverify.model.plpmtud.Variant;

/**
 * The PLPMTUD kernel functions the proofs reason about, written once over {@link Ops}: a second
 * encoding of {@code pmtuverify.model.plpmtud.Sk}, function by function, that reads the same
 * {@link Variant} rule fields. {@code KernelAgreementTest} runs it with {@link Concrete} against the
 * model on random and corner states (every int corner, every wrap) and {@code OpsAgreementTest}
 * checks each {@link Symbolic} operation against {@link Concrete}, so the terms the solver sees
 * compute what the model computes.
 *
 * <p>Connection constants are words too, so a proof may leave them free: net_header_len (20 or
 * 40), tcp_header_len (20 + option bytes), mss_clamp, and the sysctls.
 */
public final class Kernel<V, B> {
    public final Ops<V, B> o;
    public final Variant variant;
    public final V netHeaderLen;
    public final V tcpHeaderLen;
    public final V mssClamp;
    public final V tcpMinSndMss;

    public Kernel(Ops<V, B> o, Variant variant, V netHeaderLen, V tcpHeaderLen, V mssClamp, V tcpMinSndMss) {
        this.o = o;
        this.variant = variant;
        this.netHeaderLen = netHeaderLen;
        this.tcpHeaderLen = tcpHeaderLen;
        this.mssClamp = mssClamp;
        this.tcpMinSndMss = tcpMinSndMss;
    }

    /** {@code pmtu - net_header_len - sizeof(struct tcphdr)} wraps (tcp_mtu_to_mss's first step). */
    public B mtuToMssWraps(V pmtu) {
        return o.subWraps(pmtu, o.add(netHeaderLen, o.num(20)));
    }

    /**
     * tcp_mtu_to_mss / __tcp_mtu_to_mss (net/ipv4/tcp_output.c@v4.1 and @v6.18): subtract the
     * headers (int bits of the size_t arithmetic), clamp to mss_clamp, floor per
     * {@link Variant.MssFloorRule} (4.x: 48; 6.x: max with sysctl_tcp_min_snd_mss), subtract the options.
     */
    public V tcpMtuToMss(V pmtu) {
        V mss = o.sub(pmtu, o.add(netHeaderLen, o.num(20)));
        mss = o.ite(o.sgt(mss, mssClamp), mssClamp, mss);
        if (variant.mssFloorRule == Variant.MssFloorRule.FLOOR_48) {
            mss = o.ite(o.slt(mss, o.num(48)), o.num(48), mss);
        } else {
            mss = o.smax(mss, tcpMinSndMss);
        }
        return o.sub(mss, o.sub(tcpHeaderLen, o.num(20)));
    }

    /** tcp_mss_to_mtu (net/ipv4/tcp_output.c@v4.1, @v6.18): {@code mss + tcp_header_len + net_header_len} in int. */
    public V tcpMssToMtu(V mss) {
        return o.add(mss, o.add(tcpHeaderLen, netHeaderLen));
    }

    /** The wrap of tcp_mss_to_mtu's int sum. */
    public B mssToMtuWraps(V mss) {
        return o.addWraps(mss, o.add(tcpHeaderLen, netHeaderLen));
    }

    /** The FIX rule {@link Variant.SearchLowFloorRule#IPV6_MIN_MTU} on a new search_low; every kernel version returns {@code low}. */
    public V floorSearchLow(V low, B ipv6) {
        if (variant.searchLowFloorRule != Variant.SearchLowFloorRule.IPV6_MIN_MTU) {
            return low;
        }
        return o.ite(o.and(ipv6, o.slt(low, o.num(1280))), o.num(1280), low);
    }

    /** The search state between probes on a steady path: icsk_mtup.search_low/high and mss_cache. */
    public final class Search {
        public final V searchLow;
        public final V searchHigh;
        public final V mssCache;

        public Search(V searchLow, V searchHigh, V mssCache) {
            this.searchLow = searchLow;
            this.searchHigh = searchHigh;
            this.mssCache = mssCache;
        }
    }

    /** One xmit of the steady path and the probe's outcome, from a state with no probe in flight. */
    public final class Round {
        /** The probe segment size tcp_mtu_probe computed (its local probe_size). */
        public final V size;
        /** The stop test held: no probe (and, with the timer, tcp_mtu_check_reprobe). */
        public final B stop;
        /** IP output refused the DF datagram above the route MTU: no probe, nothing changed. */
        public final B refused;
        /** The probe datagram, {@code tcp_mss_to_mtu(size)} (meaningful when sent). */
        public final V sent;
        /** The probe was acked (sent <= path MTU) rather than lost. */
        public final B acked;
        /** The state after the outcome (the state before when no probe left). */
        public final Search next;

        Round(V size, B stop, B refused, V sent, B acked, Search next) {
            this.size = size;
            this.stop = stop;
            this.refused = refused;
            this.sent = sent;
            this.acked = acked;
            this.next = next;
        }

        /**
         * A probe left and is in flight: tcp_mtu_probe passed its tests, IP output took it, and its
         * datagram size is not 0 (icsk_mtup.probe_size == 0 means no probe in flight, so an outcome
         * then changes nothing; only unreachable states send one).
         */
        public B probed() {
            return o.and(o.and(o.not(stop), o.not(refused)), o.not(o.eq(sent, o.num(0))));
        }
    }

    /**
     * tcp_mtu_probe's size and stop test (net/ipv4/tcp_output.c; rules per {@link Variant.ProbeSizeRule}
     * and {@link Variant.StopRule}), as {@code Sk.tcpMtuProbe}.
     */
    public V probeSegment(Search s) {
        V mid = o.ashr(o.add(s.searchHigh, s.searchLow), 1);
        switch (variant.probeSizeRule) {
            case DOUBLE_MSS_CACHE:
                return o.mul(o.num(2), s.mssCache);
            case MIDPOINT_AS_SEGMENT:
                return mid;
            case MIDPOINT_UP_TO_MSS:
                return tcpMtuToMss(o.ashr(o.add(o.add(s.searchHigh, s.searchLow), o.num(1)), 1));
            default:
                return tcpMtuToMss(mid);
        }
    }

    /** The stop test of tcp_mtu_probe for segment size {@code size}. */
    public B stopTest(Search s, V size, V threshold) {
        V interval = o.sub(s.searchHigh, s.searchLow);
        switch (variant.stopRule) {
            case ABOVE_SEARCH_HIGH:
                return o.sgt(size, tcpMtuToMss(s.searchHigh));
            case THRESHOLD:
                return o.or(o.sgt(size, tcpMtuToMss(s.searchHigh)), o.slt(interval, threshold));
            case THRESHOLD_AT_LEAST_ONE:
                return o.or(o.sgt(size, tcpMtuToMss(s.searchHigh)), o.slt(interval, o.smax(o.num(1), threshold)));
            case THRESHOLD_AT_LEAST_TWO:
                return o.or(o.sgt(size, tcpMtuToMss(s.searchHigh)), o.slt(interval, o.smax(o.num(2), threshold)));
            case DATAGRAM_IN_RANGE: {
                V mtu = tcpMssToMtu(size);
                return o.or(o.or(o.sle(mtu, s.searchLow), o.sgt(mtu, s.searchHigh)), o.slt(interval, threshold));
            }
            default:
                throw new IllegalStateException(variant.stopRule.name());
        }
    }

    /**
     * tcp_sync_mss(pmtu) with probing enabled (net/ipv4/tcp_output.c): search_high = pmtu when
     * {@code search_high > pmtu} (unsigned), the FIX rule's search_low, mss_cache =
     * {@code min(tcp_mtu_to_mss(pmtu), tcp_mtu_to_mss(search_low))}.
     */
    public Search syncMss(V low, V high, V pmtu) {
        V h = o.ite(o.ugt(high, pmtu), pmtu, high);
        V l = low;
        if (variant.syncRule == Variant.SyncRule.SEARCH_LOW_FOLLOWS_HIGH) {
            l = o.ite(o.sgt(l, h), h, l);
        }
        return new Search(l, h, o.smin(tcpMtuToMss(pmtu), tcpMtuToMss(l)));
    }

    /**
     * The search state after connection set-up with tcp_mtu_probing 2 (Sk.connect): active open,
     * tcp_mtup_init then tcp_sync_mss(route) (6.x: tcp_init_transfer's tcp_mtup_init again, so
     * search_high is mss_clamp + 40 unsynced); passive open, tcp_sync_mss with probing still off
     * (mss_cache = tcp_mtu_to_mss(route)) then tcp_mtup_init; the FIX rule
     * {@link Variant.HighResetRule#SYNC} re-syncs after the last tcp_mtup_init.
     */
    public Search connect(V tcpBaseMss, V routeMtu, B passive, B ipv6) {
        V low0 = floorSearchLow(tcpMssToMtu(tcpBaseMss), ipv6);
        V high0 = o.add(mssClamp, o.add(o.num(20), netHeaderLen));
        Search active = syncMss(low0, high0, routeMtu);
        if (variant.connectRule == Variant.ConnectRule.TCP_INIT_TRANSFER) {
            active = new Search(low0, high0, active.mssCache);
        }
        Search s = new Search(o.ite(passive, low0, active.searchLow), o.ite(passive, high0, active.searchHigh),
                o.ite(passive, tcpMtuToMss(routeMtu), active.mssCache));
        if (variant.highResetRule == Variant.HighResetRule.SYNC) {
            s = syncMss(s.searchLow, s.searchHigh, routeMtu);
        }
        return s;
    }

    /**
     * One steady round, as the steady harness drives the model: an xmit (route MTU == pmtu_cookie,
     * so tcp_current_mss does not re-sync; cwnd is the sender's, at least 11), then the outcome the
     * path gives (acked when the datagram is at most {@code pathMtu}, signed as the harness compares,
     * else lost). Success: tcp_mtup_probe_success's search_low rule, then tcp_sync_mss(pmtu_cookie);
     * loss: tcp_mtup_probe_failed's search_high rule.
     */
    public Round steadyRound(Search s, V threshold, V routeMtu, V pathMtu) {
        V size = probeSegment(s);
        B stop = stopTest(s, size, threshold);
        V sent = tcpMssToMtu(size);
        B refused = o.ugt(sent, routeMtu);
        B acked = o.sle(sent, pathMtu);
        V lowOnSuccess = variant.successRule == Variant.SuccessRule.SNAP_TO_SEARCH_HIGH
                ? o.ite(o.eq(s.searchLow, sent), s.searchHigh, sent) : sent;
        Search success = syncMss(lowOnSuccess, s.searchHigh, routeMtu);
        V failHigh = o.sub(sent, o.num(1));
        if (variant.failureRule == Variant.FailureRule.MIN_WITH_SEARCH_HIGH) {
            failHigh = o.smin(s.searchHigh, failHigh);
        }
        B go = o.and(o.and(o.not(stop), o.not(refused)), o.not(o.eq(sent, o.num(0))));
        V low = o.ite(go, o.ite(acked, success.searchLow, s.searchLow), s.searchLow);
        V high = o.ite(go, o.ite(acked, success.searchHigh, failHigh), s.searchHigh);
        V mss = o.ite(go, o.ite(acked, success.mssCache, s.mssCache), s.mssCache);
        return new Round(size, stop, refused, sent, acked, new Search(low, high, mss));
    }

    /**
     * tcp_mtu_check_reprobe's test (patch 4/4; net/ipv4/tcp_output.c@v4.1, @v6.18):
     * {@code (s32)(now - probe_timestamp) >= interval * HZ}, an s32 against a u32 product: unsigned.
     */
    public B reprobeFires(V now32, V stamp32, V interval, V hz) {
        return o.uge(o.sub(now32, stamp32), o.mul(interval, hz));
    }

    /** tcp_mtu_probe's cwnd gate (net/ipv4/tcp_output.c@v4.1 and @v6.18): {@code snd_cwnd < 11} returns, u32 against an int constant. */
    public B probeCwndGatePasses(V cwnd) {
        return o.not(o.ult(cwnd, o.num(11)));
    }

    /**
     * tcp_mtu_probe's new snd_cwnd once the probe left (net/ipv4/tcp_output.c@v4.1: {@code tp->snd_cwnd--};
     * @v6.18: {@code tcp_snd_cwnd_set(tp, tcp_snd_cwnd(tp) - 1)}): u32, past {@link #probeCwndGatePasses}.
     */
    public V probeSentCwnd(V cwnd) {
        return o.sub(cwnd, o.num(1));
    }

    /**
     * The probe-failure branch of tcp_fastretrans_alert (net/ipv4/tcp_input.c@v4.1: tcp_mtup_probe_failed,
     * then {@code tp->snd_cwnd++}; @v6.18: {@code tcp_snd_cwnd_set(tp, tcp_snd_cwnd(tp) + 1)}, where include/net/tcp.h's tcp_snd_cwnd_set
     * warns ({@code WARN_ON_ONCE((int)val <= 0)}) and stores the value anyway): u32, so UINT_MAX wraps to 0.
     */
    public V probeFailedCwnd(V cwnd) {
        return o.add(cwnd, o.num(1));
    }

    /**
     * tcp_mtup_probe_success's new snd_cwnd (net/ipv4/tcp_input.c) per {@link Variant.CwndRule}: 4.x
     * {@code snd_cwnd * tcp_mss_to_mtu(mss_cache) / probe_size} in u32; 6.x
     * {@code max_t(u32, 1U, (u64)cwnd * mtu / probe_size)} (the int mtu converts to u64 sign-extended).
     */
    public V probeSuccessCwnd(V cwnd, V mssCache, V probeSize) {
        V mtu = tcpMssToMtu(mssCache);
        if (variant.cwndRule == Variant.CwndRule.U32_PRODUCT) {
            return o.udiv(o.mul(cwnd, mtu), probeSize);
        }
        V val = o.trunc32(o.udiv64(o.mul64(o.zext64(cwnd), o.sext64(mtu)), o.zext64(probeSize)));
        return o.ite(o.ult(val, o.num(1)), o.num(1), val);
    }
}
