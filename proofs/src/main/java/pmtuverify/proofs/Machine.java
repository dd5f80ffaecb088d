package pmtuverify.proofs;

import java.util.Arrays;
import pmtuverify.model.plpmtud.Variant;

/**
 * The whole PLPMTUD transition relation the harnesses drive, written once over {@link Ops}: connection set-up and every
 * event kind of the trace format ({@code pmtuverify.model.plpmtud.Event.Kind}), function by function as
 * {@code pmtuverify.model.plpmtud.Sk} writes them, reading the same {@link Variant} rule fields. Where {@link Kernel}
 * has the steady path's pieces (tcp_mtu_to_mss, tcp_mss_to_mtu, tcp_mtu_probe's size and stop test, the FIX floor on
 * search_low, tcp_mtup_probe_success's snd_cwnd), this class calls them; everything else is here. Branches of the C
 * become {@code ite} over whole states, so the same code runs on {@link Concrete} values (MachineAgreementTest holds it
 * against {@code Pmtu.step} on random and corner states of every variant) and on {@link Symbolic} terms (the proofs of
 * {@link EverySequence}).
 *
 * <p>Connection constants: IP version, option bytes, mss_clamp, HZ (one of {@code Jiffies.HZ_VALUES}: the
 * {@code interval * HZ} product and tcp_probe_interval's range are written per HZ so that the solver sees constant
 * multiplications). Time is the u32 {@code tcp_time_stamp} ({@code (u32)jiffies}, all the PLPMTUD code reads):
 * an event's {@code at} sets it.
 *
 * @param <V> a 32-bit word
 * @param <B> a truth value
 */
public final class Machine<V, B> {
    /** The fields of the state, as the kernel names them ({@code pmtuverify.model.plpmtud.Sock}'s fields). */
    public enum Field {
        TCP_MTU_PROBING("sysctl_tcp_mtu_probing"), TCP_BASE_MSS("sysctl_tcp_base_mss"),
        TCP_PROBE_THRESHOLD("sysctl_tcp_probe_threshold"), TCP_PROBE_INTERVAL("sysctl_tcp_probe_interval"),
        TCP_MIN_SND_MSS("sysctl_tcp_min_snd_mss"), TCP_MTU_PROBE_FLOOR("sysctl_tcp_mtu_probe_floor"),
        ENABLED("icsk_mtup.enabled"), SEARCH_HIGH("search_high"), SEARCH_LOW("search_low"),
        PROBE_SIZE("icsk_mtup.probe_size"), PROBE_TIMESTAMP("icsk_mtup.probe_timestamp"),
        PMTU_COOKIE("icsk_pmtu_cookie"), MSS_CACHE("mss_cache"), SND_CWND("snd_cwnd"), ROUTE_MTU("dst_mtu"),
        ROUTE_LOCKED("dst locked (0/1)"), NOW("tcp_time_stamp");

        /** The kernel's name of the field. */
        public final String kernel;

        Field(String kernel) {
            this.kernel = kernel;
        }
    }

    /** The event kinds, in the order of {@code Event.Kind} (a kind's word is its ordinal). */
    public enum Kind { XMIT, PROBE_ACKED, PROBE_LOST, RTO, RETRANSMIT, WINDOW_UPDATE, ICMP_FRAG_NEEDED, ROUTE_MTU, SYSCTL }

    /** The sysctls a SYSCTL event writes, in the order of {@code Sysctl.NAMES} (the name's word is its index). */
    static final Field[] SYSCTLS = {Field.TCP_MTU_PROBING, Field.TCP_BASE_MSS, Field.TCP_PROBE_THRESHOLD,
        Field.TCP_PROBE_INTERVAL, Field.TCP_MIN_SND_MSS, Field.TCP_MTU_PROBE_FLOOR};

    public final Ops<V, B> o;
    public final Variant variant;
    public final B ipv6;
    public final V netHeaderLen;
    public final V tcpHeaderLen;
    public final V mssClamp;
    /** HZ, one of {@code Jiffies.HZ_VALUES}. */
    public final V hz;

    public Machine(Ops<V, B> o, Variant variant, B ipv6, V tcpOptions, V mssClamp, V hz) {
        this.o = o;
        this.variant = variant;
        this.ipv6 = ipv6;
        this.netHeaderLen = o.ite(ipv6, o.num(40), o.num(20));
        this.tcpHeaderLen = o.add(o.num(20), tcpOptions);
        this.mssClamp = mssClamp;
        this.hz = hz;
    }

    /** A socket's PLPMTUD state: one word per {@link Field}. Immutable. */
    public final class State {
        private final Object[] f;

        private State(Object[] f) {
            this.f = f;
        }

        @SuppressWarnings("unchecked")
        public V get(Field x) {
            return (V) f[x.ordinal()];
        }

        public State with(Field x, V v) {
            Object[] g = Arrays.copyOf(f, f.length);
            g[x.ordinal()] = v;
            return new State(g);
        }

        public V searchLow() { return get(Field.SEARCH_LOW); }
        public V searchHigh() { return get(Field.SEARCH_HIGH); }
        public V mssCache() { return get(Field.MSS_CACHE); }
        public V probeSize() { return get(Field.PROBE_SIZE); }
        public V enabled() { return get(Field.ENABLED); }
        public V pmtuCookie() { return get(Field.PMTU_COOKIE); }
        public V routeMtu() { return get(Field.ROUTE_MTU); }

        /** The steady path's kernel functions with this state's tcp_min_snd_mss. */
        public Kernel<V, B> kernel() {
            return new Kernel<>(o, variant, netHeaderLen, tcpHeaderLen, mssClamp, get(Field.TCP_MIN_SND_MSS));
        }
    }

    /** A state from one word per field, in {@link Field} order. */
    @SafeVarargs
    public final State state(V... values) {
        if (values.length != Field.values().length) {
            throw new IllegalArgumentException(values.length + " words for " + Field.values().length + " fields");
        }
        return new State(values.clone());
    }

    /** Field by field {@code c ? a : b}. */
    public State ite(B c, State a, State b) {
        Object[] g = new Object[a.f.length];
        for (Field x : Field.values()) {
            g[x.ordinal()] = a.get(x) == b.get(x) ? a.get(x) : o.ite(c, a.get(x), b.get(x));
        }
        return new State(g);
    }

    /** What one event did besides the new state (as {@code pmtuverify.model.plpmtud.Step} reports it). */
    public final class Result {
        public final State after;
        /** The probe datagram sent, 0 if none. */
        public final V sent;
        public final B stopped;
        public final B reprobed;
        public final B refused;
        public final B cancelled;
        public final B einval;

        public Result(State after, V sent, B stopped, B reprobed, B refused, B cancelled, B einval) {
            this.after = after;
            this.sent = sent;
            this.stopped = stopped;
            this.reprobed = reprobed;
            this.refused = refused;
            this.cancelled = cancelled;
            this.einval = einval;
        }

        Result(State after) {
            this(after, o.num(0), o.bool(false), o.bool(false), o.bool(false), o.bool(false), o.bool(false));
        }

        Result then(State next) {
            return new Result(next, sent, stopped, reprobed, refused, cancelled, einval);
        }

        Result orCancelled(B c) {
            return new Result(after, sent, stopped, reprobed, refused, o.or(cancelled, c), einval);
        }
    }

    /** Result by result {@code c ? a : b}. */
    public Result ite(B c, Result a, Result b) {
        return new Result(ite(c, a.after, b.after), o.ite(c, a.sent, b.sent), o.iteB(c, a.stopped, b.stopped),
                o.iteB(c, a.reprobed, b.reprobed), o.iteB(c, a.refused, b.refused), o.iteB(c, a.cancelled, b.cancelled),
                o.iteB(c, a.einval, b.einval));
    }

    /** One event with its parameters (absent ones are ignored). */
    public final class Input {
        /** The kind's ordinal ({@link Kind}). */
        public final V kind;
        /** Whether the event carries {@code at}, and the new {@code (u32)jiffies}. */
        public final B timed;
        public final V now;
        /** Whether the event carries {@code cwnd}, and the u32 snd_cwnd set just before it. */
        public final B cwndSet;
        public final V cwnd;
        /** ICMP_FRAG_NEEDED / ROUTE_MTU: the MTU (u32). */
        public final V mtu;
        /** ICMP_FRAG_NEEDED: tcp_simple_retransmit finds no room under snd_cwnd. */
        public final B cwndFull;
        /** SYSCTL: the index of the name in {@code Sysctl.NAMES}, and the int written. */
        public final V sysctl;
        public final V value;

        public Input(V kind, B timed, V now, B cwndSet, V cwnd, V mtu, B cwndFull, V sysctl, V value) {
            this.kind = kind;
            this.timed = timed;
            this.now = now;
            this.cwndSet = cwndSet;
            this.cwnd = cwnd;
            this.mtu = mtu;
            this.cwndFull = cwndFull;
            this.sysctl = sysctl;
            this.value = value;
        }

        public B is(Kind k) {
            return o.eq(kind, o.num(k.ordinal()));
        }
    }

    // ------------------------------------------------------------------ connection set-up

    /**
     * The socket before connection set-up (Sk's constructor from a Config): the sysctls, snd_cwnd, the route and the
     * clock given; icsk_mtup, pmtu_cookie and mss_cache zeroed; the route not locked.
     */
    public State before(V tcpMtuProbing, V tcpBaseMss, V tcpProbeThreshold, V tcpProbeInterval, V tcpMinSndMss,
                        V tcpMtuProbeFloor, V sndCwnd, V routeMtu, V now) {
        V z = o.num(0);
        return state(tcpMtuProbing, tcpBaseMss, tcpProbeThreshold, tcpProbeInterval, tcpMinSndMss, tcpMtuProbeFloor,
                z, z, z, z, z, z, z, sndCwnd, routeMtu, z, now);
    }

    /**
     * Connection set-up in the variant's order (Sk.connect; {@link Variant.ConnectRule}): active open tcp_mtup_init,
     * tcp_sync_mss(dst_mtu), and on 6.x tcp_init_transfer's tcp_mtup_init again; passive open tcp_sync_mss (the syn_recv
     * socket) then tcp_mtup_init at the last ACK; the FIX rule {@link Variant.HighResetRule#SYNC} re-syncs after.
     */
    public State connect(State s, B passive) {
        State active = tcpSyncMss(tcpMtupInit(s), s.routeMtu());
        if (variant.connectRule == Variant.ConnectRule.TCP_INIT_TRANSFER) {
            active = tcpMtupInit(active);
        }
        State c = ite(passive, tcpMtupInit(tcpSyncMss(s, s.routeMtu())), active);
        if (variant.highResetRule == Variant.HighResetRule.SYNC) {
            c = tcpSyncMss(c, c.pmtuCookie());
        }
        return c;
    }

    /**
     * tcp_mtup_init (net/ipv4/tcp_output.c@v4.1, @v6.18): enabled per {@link Variant.EnabledRule}, search_high =
     * mss_clamp + sizeof(struct tcphdr) + net_header_len, search_low = tcp_mss_to_mtu(sysctl_tcp_base_mss) (the FIX
     * floor), probe_size = 0; with patch 4/4, probe_timestamp = tcp_time_stamp when enabled.
     */
    State tcpMtupInit(State s) {
        Kernel<V, B> k = s.kernel();
        V probing = s.get(Field.TCP_MTU_PROBING);
        V enabled = variant.enabledRule == Variant.EnabledRule.RAW_SYSCTL ? probing : o.ite(o.sgt(probing, o.num(1)), o.num(1), o.num(0));
        State t = s.with(Field.ENABLED, enabled).with(Field.SEARCH_HIGH, o.add(mssClamp, o.add(o.num(20), netHeaderLen)))
                .with(Field.SEARCH_LOW, k.floorSearchLow(k.tcpMssToMtu(s.get(Field.TCP_BASE_MSS)), ipv6))
                .with(Field.PROBE_SIZE, o.num(0));
        if (variant.reprobeTimer) {
            t = t.with(Field.PROBE_TIMESTAMP, o.ite(o.eq(enabled, o.num(0)), s.get(Field.PROBE_TIMESTAMP), s.get(Field.NOW)));
        }
        return t;
    }

    // ------------------------------------------------------------------ tcp_output.c

    /**
     * tcp_sync_mss (net/ipv4/tcp_output.c@v4.1, @v6.18): {@code search_high > pmtu} is int against u32 (unsigned);
     * the FIX rule {@link Variant.SyncRule#SEARCH_LOW_FOLLOWS_HIGH}; pmtu_cookie = pmtu; mss_cache =
     * tcp_mtu_to_mss(pmtu), with probing enabled min with tcp_mtu_to_mss(search_low) (int min).
     */
    public State tcpSyncMss(State s, V pmtu) {
        Kernel<V, B> k = s.kernel();
        V high = o.ite(o.ugt(s.searchHigh(), pmtu), pmtu, s.searchHigh());
        V low = s.searchLow();
        if (variant.syncRule == Variant.SyncRule.SEARCH_LOW_FOLLOWS_HIGH) {
            low = o.ite(o.sgt(low, high), high, low);
        }
        V mss = k.tcpMtuToMss(pmtu);
        mss = o.ite(o.eq(s.enabled(), o.num(0)), mss, o.smin(mss, k.tcpMtuToMss(low)));
        return s.with(Field.SEARCH_HIGH, high).with(Field.SEARCH_LOW, low).with(Field.PMTU_COOKIE, pmtu).with(Field.MSS_CACHE, mss);
    }

    /** tcp_current_mss (net/ipv4/tcp_output.c): re-sync when dst_mtu differs from pmtu_cookie; the MSS is mss_cache after. */
    State tcpCurrentMss(State s) {
        return ite(o.eq(s.routeMtu(), s.pmtuCookie()), s, tcpSyncMss(s, s.routeMtu()));
    }

    /** tcp_write_xmit reaching tcp_mtu_probe, its caller's tcp_current_mss first (Sk.tcpWriteXmit). */
    Result tcpWriteXmit(State s) {
        return tcpMtuProbe(tcpCurrentMss(s));
    }

    /**
     * tcp_mtu_probe (net/ipv4/tcp_output.c@v4.1, @v6.18; Sk.tcpMtuProbe): the gates (not enabled, a probe in flight,
     * {@code snd_cwnd < 11} as u32), tcp_current_mss, the variant's size and stop test ({@link Kernel#probeSegment},
     * {@link Kernel#stopTest}); on stop, with patch 4/4, tcp_mtu_check_reprobe. IP output refuses a DF datagram above
     * dst_mtu (IPv4: DF unless the route is locked; an ICMP to itself with the route's MTU, tcp_v4_mtu_reduced); else
     * {@code snd_cwnd--} and probe_size = tcp_mss_to_mtu(size).
     */
    Result tcpMtuProbe(State s) {
        B gated = o.or(o.or(o.eq(s.enabled(), o.num(0)), o.not(o.eq(s.probeSize(), o.num(0)))),
                o.not(s.kernel().probeCwndGatePasses(s.get(Field.SND_CWND))));
        State c = tcpCurrentMss(s);
        Kernel<V, B> k = c.kernel();
        Kernel<V, B>.Search range = k.new Search(c.searchLow(), c.searchHigh(), c.mssCache());
        V size = k.probeSegment(range);
        B stop = k.stopTest(range, size, c.get(Field.TCP_PROBE_THRESHOLD));
        Result stopped = new Result(c, o.num(0), o.bool(true), o.bool(false), o.bool(false), o.bool(false), o.bool(false));
        if (variant.reprobeTimer) {
            stopped = tcpMtuCheckReprobe(c);
        }
        V datagram = k.tcpMssToMtu(size);
        B df = o.or(ipv6, o.eq(c.get(Field.ROUTE_LOCKED), o.num(0)));
        B refused = o.and(df, o.ugt(datagram, c.routeMtu()));
        Result self = tcpMtuReduced(c, c.routeMtu(), o.bool(false));
        Result refusal = new Result(ite(ipv6, c, self.after), o.num(0), o.bool(false), o.bool(false), o.bool(true),
                o.iteB(ipv6, o.bool(false), self.cancelled), o.bool(false));
        State sent = c.with(Field.SND_CWND, k.probeSentCwnd(c.get(Field.SND_CWND))).with(Field.PROBE_SIZE, datagram);
        Result probe = new Result(sent, datagram, o.bool(false), o.bool(false), o.bool(false), o.bool(false), o.bool(false));
        return ite(gated, new Result(s), ite(stop, stopped, ite(refused, refusal, probe)));
    }

    /**
     * tcp_mtu_check_reprobe (patch 4/4; net/ipv4/tcp_output.c@v4.1, @v6.18): when {@code (s32)(now - probe_timestamp)
     * >= interval * HZ} (unsigned), tcp_current_mss, probe_size = 0, search_high = mss_clamp + 40, search_low =
     * tcp_mss_to_mtu(mss) (the FIX floor), probe_timestamp = now; the FIX rule {@link Variant.HighResetRule#SYNC}
     * re-syncs. The stop path of tcp_mtu_probe: {@code stopped} whether or not it fires.
     */
    Result tcpMtuCheckReprobe(State s) {
        B fires = o.uge(o.sub(s.get(Field.NOW), s.get(Field.PROBE_TIMESTAMP)), timesHz(s.get(Field.TCP_PROBE_INTERVAL)));
        State c = tcpCurrentMss(s);
        Kernel<V, B> k = c.kernel();
        State r = c.with(Field.PROBE_SIZE, o.num(0)).with(Field.SEARCH_HIGH, o.add(mssClamp, o.add(o.num(20), netHeaderLen)))
                .with(Field.SEARCH_LOW, k.floorSearchLow(k.tcpMssToMtu(c.mssCache()), ipv6))
                .with(Field.PROBE_TIMESTAMP, c.get(Field.NOW));
        if (variant.highResetRule == Variant.HighResetRule.SYNC) {
            r = tcpSyncMss(r, r.pmtuCookie());
        }
        return new Result(ite(fires, r, s), o.num(0), o.bool(true), fires, o.bool(false), o.bool(false), o.bool(false));
    }

    /** {@code interval * HZ} (u32 product) for this connection's HZ, one of {@code Jiffies.HZ_VALUES}. */
    V timesHz(V interval) {
        V p = o.mul(interval, o.num(pmtuverify.model.c.Jiffies.HZ_VALUES[0]));
        for (int h : pmtuverify.model.c.Jiffies.HZ_VALUES) {
            p = o.ite(o.eq(hz, o.num(h)), o.mul(interval, o.num(h)), p);
        }
        return p;
    }

    /** {@code UINT_MAX / HZ} as the int the 6.x handler of tcp_probe_interval compares with (u32_max_div_HZ). */
    V uintMaxDivHz() {
        V p = o.num(0);
        for (int h : pmtuverify.model.c.Jiffies.HZ_VALUES) {
            p = o.ite(o.eq(hz, o.num(h)), o.num(0xFFFF_FFFFL / h), p);
        }
        return p;
    }

    /** __tcp_retransmit_skb (net/ipv4/tcp_output.c): a probe in flight is cancelled ("Inconclusive MTU probe"), then tcp_current_mss. */
    Result tcpRetransmitSkb(State s) {
        B inFlight = o.not(o.eq(s.probeSize(), o.num(0)));
        return new Result(tcpCurrentMss(s.with(Field.PROBE_SIZE, o.num(0)))).orCancelled(inFlight);
    }

    // ------------------------------------------------------------------ tcp_input.c

    /**
     * tcp_mtup_probe_success (net/ipv4/tcp_input.c@v4.1, @v6.18): snd_cwnd per {@link Variant.CwndRule}
     * ({@link Kernel#probeSuccessCwnd}), search_low per {@link Variant.SuccessRule}, probe_size = 0,
     * tcp_sync_mss(pmtu_cookie).
     */
    State tcpMtupProbeSuccess(State s) {
        Kernel<V, B> k = s.kernel();
        V low = s.probeSize();
        if (variant.successRule == Variant.SuccessRule.SNAP_TO_SEARCH_HIGH) {
            low = o.ite(o.eq(s.searchLow(), s.probeSize()), s.searchHigh(), s.probeSize());
        }
        // only reached with probe_size != 0; the guard keeps Concrete's eager evaluation of the branch not taken defined
        V divisor = o.ite(o.eq(s.probeSize(), o.num(0)), o.num(1), s.probeSize());
        State t = s.with(Field.SND_CWND, k.probeSuccessCwnd(s.get(Field.SND_CWND), s.mssCache(), divisor))
                .with(Field.SEARCH_LOW, low).with(Field.PROBE_SIZE, o.num(0));
        return tcpSyncMss(t, t.pmtuCookie());
    }

    /**
     * The probe-failure branch of tcp_fastretrans_alert (net/ipv4/tcp_input.c@v4.1, @v6.18): tcp_mtup_probe_failed
     * (search_high per {@link Variant.FailureRule}, probe_size = 0), {@code snd_cwnd++}, tcp_simple_retransmit's
     * tcp_current_mss.
     */
    State tcpMtupProbeFailed(State s) {
        V high = o.sub(s.probeSize(), o.num(1));
        if (variant.failureRule == Variant.FailureRule.MIN_WITH_SEARCH_HIGH) {
            high = o.smin(s.searchHigh(), high);
        }
        Kernel<V, B> k = s.kernel();
        return tcpCurrentMss(s.with(Field.SEARCH_HIGH, high).with(Field.PROBE_SIZE, o.num(0))
                .with(Field.SND_CWND, k.probeFailedCwnd(s.get(Field.SND_CWND))));
    }

    /** tcp_ack_update_window (net/ipv4/tcp_input.c) for a window above max_window: tcp_sync_mss(pmtu_cookie). */
    State tcpAckUpdateWindow(State s) {
        return tcpSyncMss(s, s.pmtuCookie());
    }

    // ------------------------------------------------------------------ tcp_timer.c

    /** tcp_retransmit_timer past tcp_retries1 (net/ipv4/tcp_timer.c): tcp_write_timeout's tcp_mtu_probing, then tcp_retransmit_skb. */
    Result tcpRetransmitTimer(State s) {
        return tcpRetransmitSkb(tcpMtuProbing(s));
    }

    /**
     * tcp_mtu_probing (net/ipv4/tcp_timer.c@v4.1, @v6.18; V3's tcp_blackhole_probe): nothing when the sysctl is 0;
     * enable on the first timeout (patch 4/4: probe_timestamp = now); else the black-hole step per
     * {@link Variant.BlackholeRule} (HALVE_SEARCH_LOW: {@code tcp_mtu_to_mss(search_low) >> 1} on int), {@code min} with
     * tcp_base_mss, the floors per {@link Variant.BlackholeFloorRule} (4.x {@code 68 - tcp_header_len}; 6.x
     * tcp_mtu_probe_floor then tcp_min_snd_mss), search_low = tcp_mss_to_mtu(mss) (the FIX floor); both paths end with
     * tcp_sync_mss(pmtu_cookie).
     */
    State tcpMtuProbing(State s) {
        State enable = s.with(Field.ENABLED, o.num(1));
        if (variant.reprobeTimer) {
            enable = enable.with(Field.PROBE_TIMESTAMP, s.get(Field.NOW));
        }
        enable = tcpSyncMss(enable, enable.pmtuCookie());
        State from = s;
        V mss;
        switch (variant.blackholeRule) {
            case SEARCH_LOW_UNHALVED:
                mss = s.kernel().tcpMtuToMss(s.searchLow());
                break;
            case HALVE_CURRENT_MSS:
                from = tcpCurrentMss(s);
                mss = o.lshr(from.mssCache(), 1);
                break;
            default:
                mss = o.ashr(s.kernel().tcpMtuToMss(s.searchLow()), 1);
                break;
        }
        Kernel<V, B> k = from.kernel();
        mss = o.smin(from.get(Field.TCP_BASE_MSS), mss);
        if (variant.blackholeFloorRule == Variant.BlackholeFloorRule.HEADER_68) {
            mss = o.smax(mss, o.sub(o.num(68), tcpHeaderLen));
        } else {
            mss = o.smax(mss, from.get(Field.TCP_MTU_PROBE_FLOOR));
            mss = o.smax(mss, from.get(Field.TCP_MIN_SND_MSS));
        }
        State step = from.with(Field.SEARCH_LOW, k.floorSearchLow(k.tcpMssToMtu(mss), ipv6));
        step = tcpSyncMss(step, step.pmtuCookie());
        return ite(o.eq(s.get(Field.TCP_MTU_PROBING), o.num(0)), s, ite(o.eq(s.enabled(), o.num(0)), enable, step));
    }

    // ------------------------------------------------------------------ ICMP and routes

    /**
     * An ICMP frag-needed / Packet Too Big per {@link Variant.RouteRule} (Sk.tcpMtuReduced): 4.1 tcp_v4_err and
     * __ip_rt_update_pmtu (net/ipv4/route.c: a report above dst_mtu ignored, below ip_rt_min_pmtu 552 raised to 552),
     * tcp_v6_err and ip6_rt_update_pmtu (lower only, floor IPV6_MIN_MTU); 6.18: IPv4 ignores a locked route and a
     * report above dst_mtu, a report below 552 sets {@code min(old, 552)} and locks; IPv6 drops a PTB below 1280 and one
     * whose tcp_mtu_to_mss is not below mss_cache (tcp_v6_mtu_reduced), lowers only. Then tcp_v4/v6_mtu_reduced: when
     * {@code pmtu_cookie > dst_mtu}, tcp_sync_mss(dst_mtu) and tcp_simple_retransmit.
     */
    Result tcpMtuReduced(State s, V mtu, B cwndFull) {
        V route = s.routeMtu();
        V locked = s.get(Field.ROUTE_LOCKED);
        V r4;
        V l4 = locked;
        if (variant.routeRule == Variant.RouteRule.LINUX_6) {
            B update = o.and(o.eq(locked, o.num(0)), o.not(o.ult(route, mtu)));
            B low = o.ult(mtu, o.num(552));
            r4 = o.ite(update, o.ite(low, o.ite(o.ult(route, o.num(552)), route, o.num(552)), mtu), route);
            l4 = o.ite(o.and(update, low), o.num(1), locked);
        } else {
            r4 = o.ite(o.not(o.ult(route, mtu)), o.ite(o.ult(mtu, o.num(552)), o.num(552), mtu), route);
        }
        V r6;
        B dropped = o.bool(false);
        if (variant.routeRule == Variant.RouteRule.LINUX_6) {
            dropped = o.and(ipv6, o.or(o.ult(mtu, o.num(1280)), o.uge(s.kernel().tcpMtuToMss(mtu), s.mssCache())));
            r6 = o.ite(o.ult(mtu, route), mtu, route);
        } else {
            r6 = o.ite(o.ult(mtu, route), o.ite(o.ult(mtu, o.num(1280)), o.num(1280), mtu), route);
        }
        State t = s.with(Field.ROUTE_MTU, o.ite(ipv6, r6, r4)).with(Field.ROUTE_LOCKED, o.ite(ipv6, locked, l4));
        V oldMss = t.mssCache();
        V probeSeg = o.sub(o.sub(t.probeSize(), tcpHeaderLen), netHeaderLen);
        Result reduced = tcpSimpleRetransmit(tcpSyncMss(t, t.routeMtu()), oldMss, probeSeg, cwndFull);
        return ite(dropped, new Result(s), ite(o.ugt(t.pmtuCookie(), t.routeMtu()), reduced, new Result(t)));
    }

    /**
     * tcp_simple_retransmit (net/ipv4/tcp_input.c): segments longer than tcp_current_mss (unsigned), the old MSS or
     * the probe, are marked lost and, when tcp_xmit_retransmit_queue has room ({@code !cwndFull}), retransmitted
     * (tcp_retransmit_skb cancels a probe in flight).
     */
    Result tcpSimpleRetransmit(State s, V oldMss, V probeSeg, B cwndFull) {
        State c = tcpCurrentMss(s);
        V mss = c.mssCache();
        B marked = o.or(o.ugt(oldMss, mss), o.and(o.not(o.eq(c.probeSize(), o.num(0))), o.ugt(probeSeg, mss)));
        return ite(o.and(marked, o.not(cwndFull)), tcpRetransmitSkb(c), new Result(c));
    }

    /** A route change without an ICMP (Sk.routeChange): a new route with {@code mtu}, not locked. */
    State routeChange(State s, V mtu) {
        return s.with(Field.ROUTE_MTU, mtu).with(Field.ROUTE_LOCKED, o.num(0));
    }

    // ------------------------------------------------------------------ sysctl writes

    /**
     * Whether the proc handler of sysctl {@code name} accepts {@code value} ({@link Variant#sysctlAccepts}): 4.x
     * proc_dointvec any int; 6.x tcp_mtu_probing 0..255 (proc_dou8vec_minmax), tcp_probe_interval 0..UINT_MAX/HZ
     * (proc_douintvec_minmax), tcp_min_snd_mss and tcp_mtu_probe_floor 48..65535 (proc_dointvec_minmax), tcp_base_mss
     * any int (FIX: 48..65535).
     */
    public B accepts(Field name, V value) {
        if (variant.sysctlRule == Variant.SysctlRule.PROC_DOINTVEC) {
            return o.bool(true);
        }
        switch (name) {
            case TCP_MTU_PROBING:
                return o.sbetween(value, 0, 255);
            case TCP_PROBE_INTERVAL:
                return o.and(o.sle(o.num(0), value), o.sle(value, uintMaxDivHz()));
            case TCP_MIN_SND_MSS:
            case TCP_MTU_PROBE_FLOOR:
                return o.sbetween(value, 48, 65535);
            case TCP_BASE_MSS:
                return variant.sysctlRule == Variant.SysctlRule.LINUX_6_RANGES_BASE_MSS_BOUNDED ? o.sbetween(value, 48, 65535) : o.bool(true);
            default:
                return o.bool(true);
        }
    }

    /** A write to /proc/sys/net/ipv4/NAME: the field takes the value the handler accepts; a refusal is -EINVAL. */
    Result writeSysctl(State s, V name, V value) {
        State t = s;
        B einval = o.bool(false);
        for (int i = 0; i < SYSCTLS.length; i++) {
            B is = o.eq(name, o.num(i));
            B ok = accepts(SYSCTLS[i], value);
            t = ite(o.and(is, ok), s.with(SYSCTLS[i], value), t);
            einval = o.or(einval, o.and(is, o.not(ok)));
        }
        return new Result(t, o.num(0), o.bool(false), o.bool(false), o.bool(false), o.bool(false), einval);
    }

    // ------------------------------------------------------------------ one event

    /**
     * One event (Pmtu.step): {@code at} and {@code cwnd} first, then the kind's kernel path; a probe outcome with no
     * probe in flight changes nothing.
     */
    public Result step(State s0, Input e) {
        State s = s0.with(Field.NOW, o.ite(e.timed, e.now, s0.get(Field.NOW)))
                .with(Field.SND_CWND, o.ite(e.cwndSet, e.cwnd, s0.get(Field.SND_CWND)));
        B inFlight = o.not(o.eq(s.probeSize(), o.num(0)));
        Result r = writeSysctl(s, e.sysctl, e.value);
        r = ite(e.is(Kind.ROUTE_MTU), new Result(routeChange(s, e.mtu)), r);
        r = ite(e.is(Kind.ICMP_FRAG_NEEDED), tcpMtuReduced(s, e.mtu, e.cwndFull), r);
        r = ite(e.is(Kind.WINDOW_UPDATE), new Result(tcpAckUpdateWindow(s)), r);
        r = ite(e.is(Kind.RETRANSMIT), tcpRetransmitSkb(s), r);
        r = ite(e.is(Kind.RTO), tcpRetransmitTimer(s), r);
        r = ite(e.is(Kind.PROBE_LOST), new Result(ite(inFlight, tcpMtupProbeFailed(s), s)), r);
        r = ite(e.is(Kind.PROBE_ACKED), new Result(ite(inFlight, tcpMtupProbeSuccess(s), s)), r);
        return ite(e.is(Kind.XMIT), tcpWriteXmit(s), r);
    }
}
