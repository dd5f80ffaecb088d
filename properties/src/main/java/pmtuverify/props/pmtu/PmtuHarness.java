package pmtuverify.props.pmtu;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.Draw;
import pmtuverify.props.Invariant;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.pmtu.Bounds.Dimension;

/**
 * The PLPMTUD machine: drives the model through one connection, keeps the monitor's bookkeeping and
 * calls the hooks of one {@link PmtuInvariant} after every event; it names no invariant. Everything
 * (config, path, events) is drawn from the {@link Random} with nextInt/nextBoolean; what is drawn
 * depends on the {@link Profile} (the environment) and the {@link Bounds}.
 *
 * <p>The path environment: a true path MTU {@code P} (at most the route MTU), and whether the
 * path is a black hole (no ICMP for datagrams above P). A probe in flight is acked when it fits P
 * and lost otherwise; normal segments larger than P end in a retransmission timeout.
 */
public final class PmtuHarness extends MachineHarness<PmtuHarness.State, Event> {
    private final Variant variant;
    private final PmtuInvariant check;
    private final Profile profile;
    private final Bounds bounds;
    private final int outside;
    /** The sysctls this variant has, in Sysctl.NAMES order. */
    private final String[] sysctls;

    /**
     * The model's socket and the monitor's view of the run: the true path MTU, the 64-bit jiffies
     * at which probe_timestamp was last set (when it has been), the black-hole timeouts in a row
     * while the MSS did not fit, whether a black-hole timeout happened, and how many outside events
     * the run may still draw.
     */
    public static final class State {
        public final Sock sock;
        public final int pathMtu;
        public final boolean stampSet;
        public final long stamp64;
        public final int rtosNotFitting;
        public final boolean sawRto;
        public final int outsideLeft;

        State(Sock sock, int pathMtu, boolean stampSet, long stamp64, int rtosNotFitting, boolean sawRto, int outsideLeft) {
            this.sock = sock;
            this.pathMtu = pathMtu;
            this.stampSet = stampSet;
            this.stamp64 = stamp64;
            this.rtosNotFitting = rtosNotFitting;
            this.sawRto = sawRto;
            this.outsideLeft = outsideLeft;
        }

        /** tcp_mss_to_mtu(mss_cache) fits the path. */
        public boolean mssFits() {
            return Pmtu.tcpMssToMtu(sock, sock.mssCache) <= pathMtu;
        }

        /** This state with the black-hole monitor's count of timeouts in a row while the MSS did not fit. */
        public State withRtosNotFitting(int rtos) {
            return rtos == rtosNotFitting ? this : new State(sock, pathMtu, stampSet, stamp64, rtos, sawRto, outsideLeft);
        }
    }

    /**
     * @param depth events per run
     * @param outside at most this many outside events per run (the general mix: ICMP, route changes,
     *     black-hole timeouts, sysctl writes, cwnd changes, idle gaps; the search's own xmits and probe
     *     outcomes are free); {@code depth} or more means no limit
     */
    public PmtuHarness(Variant variant, PmtuInvariant invariant, Bounds bounds, int depth, int outside) {
        super("pmtu", invariant, variant.name(), new Coverage(invariant.corners()), depth);
        this.variant = variant;
        this.check = invariant;
        this.profile = invariant.profile();
        this.bounds = bounds;
        this.outside = outside >= depth ? UNLIMITED : outside;
        List<String> names = new ArrayList<>();
        for (String n : Sysctl.NAMES) {
            if (variant.hasSysctl(n)) {
                names.add(n);
            }
        }
        this.sysctls = names.toArray(new String[0]);
    }

    /** The outside-event budget that never runs out (it is not counted down, so it does not split states). */
    public static final int UNLIMITED = Integer.MAX_VALUE;

    @Override
    public PmtuHarness fork() {
        return new PmtuHarness(variant, check, bounds, depth(), outside);
    }

    /** The outside-event budget per run, or {@link #UNLIMITED}. */
    public int outside() {
        return outside;
    }

    /** The profile each invariant is checked under. */
    public static Profile profileOf(Invariant inv) {
        return PmtuInvariants.of(inv).profile();
    }

    public Variant variant() {
        return variant;
    }

    // ---------------------------------------------------------------- start

    /**
     * The monitor's state for a connection the caller set up (a replayed trace) on a path of {@code pathMtu}:
     * what {@link #start} builds from its drawn config and path.
     */
    public State initial(Sock sock, int pathMtu) {
        return new State(sock, pathMtu, sock.enabled != 0 && variant.reprobeTimer, sock.config.jiffies, 0, false, outside);
    }

    @Override
    public State start(Random r) {
        Config c = drawConfig(r);
        Sock sock = Pmtu.connect(c).after;
        State s = new State(sock, drawPath(r, c), sock.enabled != 0 && variant.reprobeTimer, c.jiffies, 0, false, outside);
        if (profile == Profile.STEADY) {
            if (c.tcpProbeThreshold <= 0) {
                coverage.hit("threshold <= 0");
            } else if (c.tcpProbeThreshold == 1) {
                coverage.hit("threshold == 1");
            }
            if (c.mssClamp < c.routeMtu - c.netHeaderLen() - 20) {
                coverage.hit("mss_clamp below route");
            }
        }
        if (profile == Profile.BLACKHOLE && c.tcpMtuProbing == 1) {
            coverage.hit("tcp_mtu_probing 1");
        }
        if (profile == Profile.REPROBE) {
            if (c.jiffies == Jiffies.initialJiffies(c.hz)) {
                coverage.hit("INITIAL_JIFFIES");
            }
            if (sock.tcpProbeInterval == 0) {
                coverage.hit("interval 0");
            }
            if (sock.tcpProbeInterval == 1) {
                coverage.hit("interval 1");
            }
        }
        return check.assumed(s, coverage) ? s : null;
    }

    private Config drawConfig(Random r) {
        Config c = Config.defaults(variant);
        int route = bounds.drawInt(Dimension.ROUTE_MTU, r, 0);
        int ip = r.nextBoolean() ? 6 : 4;
        if (ip == 6 && route < 1280) {
            route = 1280;
        }
        if (profile == Profile.BLACKHOLE && route < 576) {
            route = 576; // BLACKHOLE_RECOVERY assumes a path of at least 576 (IPv4): the path is at most the route
        }
        if (ip == 6) {
            coverage.hit("IPv6");
        }
        c = c.withRouteMtu(route).withIp(ip);
        if (bounds.drawInt(Dimension.PASSIVE_OPEN, r, 0) == 1) {
            c = c.withOpen(Config.Open.PASSIVE);
            coverage.hit("passive open");
        }
        c = c.withTcpOptions(bounds.drawInt(Dimension.TCP_OPTIONS, r, c.tcpOptions));
        c = c.withMssClamp(bounds.drawInt(Dimension.MSS_CLAMP, r, c.mssClamp));
        boolean sysctlMix = profile == Profile.SYSCTL;
        int hz = bounds.drawInt(sysctlMix ? Dimension.SYSCTL_HZ : Dimension.HZ, r, c.hz);
        c = c.withHz(hz);
        c = c.withJiffies(bounds.draw(sysctlMix ? Dimension.SYSCTL_JIFFIES : Dimension.JIFFIES, r, hz));
        c = c.withSndCwnd(bounds.drawInt(Dimension.SND_CWND, r, c.sndCwnd));
        c = c.withSysctl(Sysctl.TCP_MTU_PROBING, bounds.drawInt(profile == Profile.SYSCTL ? Dimension.SYSCTL_PROBING
                : profile == Profile.BLACKHOLE ? Dimension.BLACKHOLE_PROBING : profile == Profile.GENERAL ? Dimension.PROBING : Dimension.STEADY_PROBING,
                r, c.tcpMtuProbing));
        if (profile == Profile.GENERAL || profile == Profile.STEADY || profile == Profile.BLACKHOLE) {
            Dimension baseMss = profile == Profile.GENERAL ? Dimension.BASE_MSS : profile == Profile.STEADY ? Dimension.STEADY_BASE_MSS : Dimension.BLACKHOLE_BASE_MSS;
            c = c.withSysctl(Sysctl.TCP_BASE_MSS, bounds.drawInt(baseMss, r, c.tcpBaseMss));
        }
        if (variant.hasProbeThreshold()) {
            c = c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, bounds.drawInt(Dimension.THRESHOLD, r, c.tcpProbeThreshold));
        }
        if (variant.hasProbeInterval()) {
            int[] assumed = check.assumedIntervals();
            int i = assumed != null ? Draw.oneOf(r, assumed)
                    : bounds.drawInt(profile == Profile.STEADY ? Dimension.STEADY_INTERVAL : Dimension.INTERVAL, r, c.tcpProbeInterval);
            c = c.withSysctl(Sysctl.TCP_PROBE_INTERVAL, i);
        }
        if (variant.hasMinSndMss()) {
            c = c.withSysctl(Sysctl.TCP_MIN_SND_MSS,
                    bounds.drawInt(profile == Profile.STEADY ? Dimension.STEADY_MIN_SND_MSS : Dimension.MIN_SND_MSS, r, c.tcpMinSndMss));
        }
        if (variant.hasMtuProbeFloor()) {
            c = c.withSysctl(Sysctl.TCP_MTU_PROBE_FLOOR, bounds.drawInt(Dimension.MTU_PROBE_FLOOR, r, c.tcpMtuProbeFloor));
        }
        return accepted(c);
    }

    /**
     * The config with every sysctl the variant's proc handlers would refuse replaced: a refused write
     * never reaches a socket. tcp_probe_interval clamps to its range (so that the largest value it can
     * hold is drawn where a larger one was), the others take their defaults.
     */
    private Config accepted(Config c) {
        Config d = Config.defaults(variant);
        if (!variant.sysctlAccepts(Sysctl.TCP_MTU_PROBING, c.tcpMtuProbing, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_MTU_PROBING, d.tcpMtuProbing);
        }
        if (!variant.sysctlAccepts(Sysctl.TCP_BASE_MSS, c.tcpBaseMss, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_BASE_MSS, d.tcpBaseMss);
        }
        if (!variant.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, c.tcpProbeInterval, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_PROBE_INTERVAL, (int) (C.U32_MAX / c.hz));
        }
        if (!variant.sysctlAccepts(Sysctl.TCP_MIN_SND_MSS, c.tcpMinSndMss, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_MIN_SND_MSS, d.tcpMinSndMss);
        }
        if (!variant.sysctlAccepts(Sysctl.TCP_MTU_PROBE_FLOOR, c.tcpMtuProbeFloor, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_MTU_PROBE_FLOOR, d.tcpMtuProbeFloor);
        }
        return c;
    }

    private int drawPath(Random r, Config c) {
        int min = c.ip == 6 ? 1280 : 576;
        int route = c.routeMtu;
        if (route <= min) {
            return route;
        }
        switch (bounds.drawInt(Dimension.PATH_MTU, r, 0)) {
            case 0:
                return route;
            case 1:
                return Math.max(min, Math.min(route, 1400));
            case 2:
                return min;
            default:
                return Draw.between(r, min, route);
        }
    }

    @Override
    public void checkStart(State st) {
        check.checkStart(st, coverage);
    }

    // ---------------------------------------------------------------- events

    @Override
    public Event draw(State s, Random r) {
        switch (profile) {
            case STEADY:
                return steadyEvent(s);
            case BLACKHOLE:
                return blackholeEvent(s, r);
            case REPROBE:
                return reprobeEvent(s, r);
            default:
                return generalEvent(s, r);
        }
    }

    /** Outcome of the probe in flight on the path, or null when none is in flight. */
    private static Event outcome(State s) {
        if (s.sock.probeSize == 0) {
            return null;
        }
        return Event.of(s.sock.probeSize <= s.pathMtu ? Event.Kind.PROBE_ACKED : Event.Kind.PROBE_LOST);
    }

    private static Event steadyEvent(State s) {
        Event o = outcome(s);
        return o != null ? o : Event.of(Event.Kind.XMIT).withCwnd(20);
    }

    private Event blackholeEvent(State s, Random r) {
        Event o = outcome(s);
        if (o != null) {
            return o;
        }
        if (!s.mssFits()) {
            coverage.hit("mss above path");
            return r.nextBoolean() ? Event.of(Event.Kind.RTO) : Event.of(Event.Kind.XMIT).withCwnd(20);
        }
        return Event.of(Event.Kind.XMIT).withCwnd(20);
    }

    /** interval * HZ in jiffies, as a mathematical product (no u32 wrap). */
    public static long period(Sock s) {
        return C.u32(s.tcpProbeInterval) * s.config.hz;
    }

    private Event reprobeEvent(State s, Random r) {
        Event o = outcome(s);
        if (o != null) {
            return o;
        }
        Sock sock = s.sock;
        long gap;
        long period = period(sock);
        switch (bounds.drawInt(Dimension.REPROBE_GAP, r, 0)) {
            case 0: gap = 0; break;
            case 1: gap = period; break;
            case 2: gap = period == 0 ? 1 : period - 1; break;
            case 3: gap = period + 1; break;
            case 4: gap = 1L << 32; break;
            case 5: gap = (1L << 32) + period; break;
            case 6: gap = 1L << 31; break;
            case 7: gap = C.u32(sock.tcpProbeInterval * sock.config.hz); break; // the wrapped u32 product
            default: gap = (((long) r.nextInt(65536)) << 20) + r.nextInt(1 << 20); break;
        }
        if (gap >= (1L << 32)) {
            coverage.hit("gap >= 2^32 jiffies");
        }
        Event e = Event.of(Event.Kind.XMIT).withCwnd(20);
        if (gap > 0) {
            long at = sock.jiffies + gap;
            if ((at >>> 32) != (sock.jiffies >>> 32)) {
                coverage.hit("u32 jiffies wrap crossed");
            }
            e = e.at(at);
        }
        return e;
    }

    /** The search's own progress: the probe's outcome, or an xmit (the window has grown to 20 if it was below 11). */
    private static Event progressEvent(State s) {
        Event o = outcome(s);
        return o != null ? o : C.ult(s.sock.sndCwnd, 11) ? Event.of(Event.Kind.XMIT).withCwnd(20) : Event.of(Event.Kind.XMIT);
    }

    private Event generalEvent(State s, Random r) {
        Sock sock = s.sock;
        Event o = outcome(s);
        if (s.outsideLeft == 0 || r.nextBoolean()) {
            return progressEvent(s);
        }
        int kind = r.nextInt(o != null ? 7 : 6);
        if (profile == Profile.SYSCTL && kind == 4) {
            kind = 0; // tcp_mtu_probing stays as it was at connect
        }
        Event e;
        switch (kind) {
            case 0:
                e = Event.of(Event.Kind.XMIT);
                if (bounds.drawInt(profile == Profile.SYSCTL ? Dimension.SYSCTL_IDLE_GAP : Dimension.IDLE_GAP, r, 0) == 1) {
                    coverage.hit("idle gap");
                    e = e.at(sock.jiffies + bounds.draw(Dimension.IDLE_GAP_LENGTH, r, Math.max(1L, period(sock))));
                }
                break;
            case 1: {
                int k = r.nextInt(3);
                if (k == 0) {
                    e = Event.of(Event.Kind.RTO);
                    coverage.hit("rto");
                } else if (k == 1) {
                    e = Event.of(Event.Kind.RETRANSMIT);
                    coverage.hit("retransmit");
                } else {
                    e = Event.of(Event.Kind.WINDOW_UPDATE);
                    coverage.hit("window update");
                }
                break;
            }
            case 2: {
                int mtu = bounds.drawInt(Dimension.ICMP_MTU, r, s.pathMtu);
                if (mtu < sock.searchLow) {
                    coverage.hit("icmp below search_low");
                }
                e = Event.icmp(mtu);
                break;
            }
            case 3: {
                int route = bounds.drawInt(Dimension.ROUTE_CHANGE, r, sock.routeMtu);
                if (sock.config.ip == 6 && route < 1280) {
                    route = 1280;
                }
                coverage.hit("route change");
                e = Event.routeMtu(route);
                break;
            }
            case 4:
                e = sysctlWrite(r);
                coverage.hit("sysctl write");
                break;
            case 5:
                e = Event.of(Event.Kind.XMIT).withCwnd(C.u32(bounds.drawInt(Dimension.CWND_CHANGE, r, sock.sndCwnd)));
                coverage.hit("cwnd change");
                break;
            default:
                e = o;
                if (o.kind == Event.Kind.PROBE_LOST) {
                    coverage.hit("probe lost");
                }
                break;
        }
        return e;
    }

    private Event sysctlWrite(Random r) {
        String n = sysctls[r.nextInt(sysctls.length)];
        Dimension d;
        if (Sysctl.TCP_PROBE_THRESHOLD.equals(n)) {
            d = Dimension.THRESHOLD;
        } else if (Sysctl.TCP_PROBE_INTERVAL.equals(n)) {
            d = Dimension.WRITE_INTERVAL;
        } else if (Sysctl.TCP_BASE_MSS.equals(n)) {
            d = Dimension.WRITE_BASE_MSS;
        } else if (Sysctl.TCP_MIN_SND_MSS.equals(n) || Sysctl.TCP_MTU_PROBE_FLOOR.equals(n)) {
            d = Dimension.WRITE_MIN_SND_MSS;
        } else {
            d = Dimension.PROBING;
        }
        return Event.sysctl(n, bounds.drawInt(d, r, 0));
    }

    // ---------------------------------------------------------------- transition and predicates

    @Override
    public State apply(State s, Event e) {
        Sock before = s.sock;
        Step st = Pmtu.step(before, e);
        Sock after = st.after;
        boolean stampSet = s.stampSet;
        long stamp64 = s.stamp64;
        if (after.probeTimestamp != before.probeTimestamp || st.reprobed || (before.enabled == 0 && after.enabled != 0)) {
            stampSet = variant.reprobeTimer;
            stamp64 = after.jiffies;
        }
        int pathMtu = e.kind == Event.Kind.ROUTE_MTU ? Math.min(s.pathMtu, e.mtu) : s.pathMtu;
        int outsideLeft = s.outsideLeft == UNLIMITED || e.equals(progressEvent(s)) ? s.outsideLeft : s.outsideLeft - 1;
        State next = new State(after, pathMtu, stampSet, stamp64, s.rtosNotFitting, s.sawRto || e.kind == Event.Kind.RTO,
                outsideLeft);
        if (check.leaves(st)) {
            return null;
        }
        check.checkState(after);
        if (!observe(s, e, st)) {
            return null;
        }
        State monitored = check.monitor(s, e, next, coverage);
        check.check(s, e, st, monitored, coverage);
        return monitored;
    }

    @Override
    public String startLine(State initial) {
        return initial.sock.config.toJson();
    }

    @Override
    public String eventLine(Event e) {
        return e.toJson();
    }

    @Override
    public boolean liveness() {
        return check.liveness();
    }

    @Override
    public boolean progress(Event e) {
        return e.kind == Event.Kind.PROBE_ACKED || e.kind == Event.Kind.PROBE_LOST;
    }

    @Override
    protected String lassoNote(State repeated) {
        return "; probes repeat forever at " + repeated.sock.searchLow + ".." + repeated.sock.searchHigh;
    }

    /**
     * The environment's view of a step: counts the profile's corners the step reached; false when the
     * step leaves the profile (in the steady profile the reprobe timer fired: an outside event, which
     * its invariants assume away).
     */
    private boolean observe(State before, Event e, Step st) {
        Sock s = st.after;
        switch (profile) {
            case STEADY: {
                int interval = s.searchHigh - s.searchLow;
                if (interval == 0) {
                    coverage.hit("interval 0 reached");
                } else if (interval == 1) {
                    coverage.hit("interval 1 reached");
                }
                return !st.reprobed;
            }
            case BLACKHOLE:
                return true;
            case SYSCTL:
                if (e.kind == Event.Kind.RTO) {
                    coverage.hit("rto");
                }
                if (st.sent > 0) {
                    coverage.hit("probe sent");
                }
                return true;
            case REPROBE:
                if (st.stopped) {
                    coverage.hit("stop test reached");
                    Sock b = before.sock;
                    if (C.mulWrapsU32(b.tcpProbeInterval, b.config.hz)) {
                        coverage.hit("interval * HZ wraps");
                    }
                    if (st.reprobed) {
                        coverage.hit("reprobe");
                    }
                }
                return true;
            default:
                if (s.tcpProbeThreshold <= 1 && variant.hasProbeThreshold()) {
                    coverage.hit("threshold <= 1");
                }
                if (s.enabled != 0 && s.searchHigh == s.searchLow) {
                    coverage.hit("interval 0 reached");
                }
                if (!st.wraps.isEmpty()) {
                    coverage.hit("wrap");
                }
                if (st.sent > 0) {
                    coverage.hit("probe sent");
                }
                return true;
        }
    }

    // ---------------------------------------------------------------- state matching

    @Override
    public int keyWords() {
        return check.readsElapsed() ? 10 : 9;
    }

    /**
     * The key: the connection constants the future reads (IP version, options, mss_clamp, HZ, open), the
     * sysctls, whether the route is locked, icsk_mtup, pmtu_cookie, mss_cache, snd_cwnd, the route MTU and the monitor's path MTU
     * and counters. Time enters only as the u32 jiffies since probe_timestamp was set (the model reads
     * nothing else of the clock: tcp_mtu_check_reprobe's {@code tcp_time_stamp - probe_timestamp},
     * and probe_timestamp is set only together with the stamp), and, for the reprobe-timing monitor,
     * as the 64-bit time since the stamp capped at interval * HZ (beyond it, every later gap keeps the
     * reprobe due; the profile writes no sysctl, so interval * HZ does not change).
     */
    @Override
    public void key(State st, long[] w, int o) {
        Sock s = st.sock;
        Config c = s.config;
        long delta = st.stampSet ? s.jiffies - st.stamp64 : 0L;
        w[o] = pack((c.ip << 24) | (c.tcpOptions << 16) | (c.open.ordinal() << 3) | (s.routeLocked ? 4 : 0)
                | (st.stampSet ? 2 : 0) | (st.sawRto ? 1 : 0), (c.hz << 16) | c.mssClamp);
        // tcp_min_snd_mss and tcp_mtu_probe_floor hold only 48..65535 (the handlers refuse the rest)
        w[o + 1] = pack((s.tcpMtuProbeFloor << 16) | s.tcpMinSndMss, s.tcpMtuProbing);
        w[o + 2] = pack(s.tcpBaseMss, s.tcpProbeThreshold);
        w[o + 3] = pack(s.tcpProbeInterval, s.enabled);
        w[o + 4] = pack(s.searchHigh, s.searchLow);
        w[o + 5] = pack(s.probeSize, (int) delta);
        w[o + 6] = pack(s.pmtuCookie, s.mssCache);
        w[o + 7] = pack(s.sndCwnd, s.routeMtu);
        w[o + 8] = pack(st.pathMtu, (st.rtosNotFitting << 16) | Math.min(st.outsideLeft, 0xFFFF));
        if (check.readsElapsed()) {
            w[o + 9] = Math.min(delta, period(s));
        }
    }
}
