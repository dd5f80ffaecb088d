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

/**
 * Drives the PLPMTUD model through one connection and checks one invariant after every event.
 * Everything (config, path, events) is drawn from the {@link Random} with nextInt/nextBoolean;
 * what is drawn depends on the {@link Profile} and the {@link Bounds}.
 *
 * <p>The path environment: a true path MTU {@code P} (at most the route MTU), and whether the
 * path is a black hole (no ICMP for datagrams above P). A probe in flight is acked when it fits P
 * and lost otherwise; normal segments larger than P end in a retransmission timeout.
 */
public final class PmtuHarness extends MachineHarness<PmtuHarness.State, Event> {
    private final Variant variant;
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
        boolean mssFits() {
            return Pmtu.tcpMssToMtu(sock, sock.mssCache) <= pathMtu;
        }
    }

    /**
     * @param depth events per run
     * @param outside at most this many outside events per run (the general mix: ICMP, route changes,
     *     black-hole timeouts, sysctl writes, cwnd changes, idle gaps; the search's own xmits and probe
     *     outcomes are free); {@code depth} or more means no limit
     */
    public PmtuHarness(Variant variant, Invariant invariant, Profile profile, Bounds bounds, int depth, int outside) {
        super("pmtu", invariant, variant.name(), new Coverage(corners(profile)), depth);
        this.variant = variant;
        this.profile = profile;
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
        return new PmtuHarness(variant, invariant, profile, bounds, depth(), outside);
    }

    /** The outside-event budget per run, or {@link #UNLIMITED}. */
    public int outside() {
        return outside;
    }

    /** The profile each invariant is checked under. */
    public static Profile profileOf(Invariant inv) {
        if (inv == PmtuInvariants.TERMINATION || inv == PmtuInvariants.CONVERGENCE) {
            return Profile.STEADY;
        }
        if (inv == PmtuInvariants.BLACKHOLE_RECOVERY) {
            return Profile.BLACKHOLE;
        }
        if (inv == PmtuInvariants.SYSCTL_MEANING) {
            return Profile.SYSCTL;
        }
        if (inv == PmtuInvariants.REPROBE_TIMING || inv == PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL
                || inv == PmtuInvariants.REPROBE_RESET) {
            return Profile.REPROBE;
        }
        return Profile.GENERAL;
    }

    private static String[] corners(Profile p) {
        switch (p) {
            case STEADY:
                return new String[] {"threshold <= 0", "threshold == 1", "interval 0 reached", "interval 1 reached",
                    "search stopped", "mss_clamp below route", "IPv6",
                    "assumption unmet: tcp_base_mss outside 48..mss_clamp or search_low > P (not checked)"};
            case BLACKHOLE:
                return new String[] {"mss above path", "rto while mss above path", "recovered", "tcp_mtu_probing 1",
                    "IPv6", "assumption unmet: P below 576 (IPv4) or 1280 (IPv6), or the 6.x floors above P (not checked)"};
            case SYSCTL:
                return new String[] {"tcp_mtu_probing 0", "tcp_mtu_probing 1", "tcp_mtu_probing 2",
                    "tcp_mtu_probing other", "rto", "probe sent"};
            case REPROBE:
                return new String[] {"reprobe", "interval * HZ wraps", "gap >= 2^32 jiffies", "INITIAL_JIFFIES",
                    "u32 jiffies wrap crossed", "interval 0", "interval 1", "stop test reached"};
            default:
                return new String[] {"probe sent", "probe lost", "icmp below search_low", "rto", "retransmit", "window update", "passive open", "sysctl write",
                    "cwnd change", "IPv6", "route change", "threshold <= 1", "interval 0 reached", "wrap",
                    "idle gap", "assumption unmet: empty range or mss_clamp < 88 at connect (not checked)"};
        }
    }

    public Variant variant() {
        return variant;
    }

    // ---------------------------------------------------------------- start

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
        if (profile == Profile.BLACKHOLE) {
            if (c.tcpMtuProbing == 1) {
                coverage.hit("tcp_mtu_probing 1");
            }
            int floor = variant.hasMtuProbeFloor() ? Math.max(c.tcpMinSndMss, c.tcpMtuProbeFloor) : 0;
            if (s.pathMtu < (c.ip == 6 ? 1280 : 576) || Pmtu.tcpMssToMtu(sock, floor) > s.pathMtu) {
                coverage.hit("assumption unmet: P below 576 (IPv4) or 1280 (IPv6), or the 6.x floors above P (not checked)");
                return null;
            }
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
        if (profile == Profile.GENERAL && (invariant.family().equals("ORDER") || invariant.family().equals("PROBE"))
                && (sock.searchLow > sock.searchHigh || c.mssClamp < 88)) {
            coverage.hit("assumption unmet: empty range or mss_clamp < 88 at connect (not checked)");
            return null;
        }
        if (invariant == PmtuInvariants.CONVERGENCE && (c.tcpBaseMss < 48 || c.tcpBaseMss > c.mssClamp || sock.searchLow > s.pathMtu)) {
            coverage.hit("assumption unmet: tcp_base_mss outside 48..mss_clamp or search_low > P (not checked)");
            return null;
        }
        return s;
    }

    private Config drawConfig(Random r) {
        boolean small = bounds == Bounds.SMALL;
        Config c = Config.defaults(variant);
        int route = Draw.oneOf(r, Bounds.ROUTE_MTUS);
        if (!small && r.nextInt(4) == 0) {
            route = Draw.between(r, 68, 65535);
        }
        int ip = r.nextBoolean() ? 6 : 4;
        if (ip == 6 && route < 1280) {
            route = 1280;
        }
        if (ip == 6) {
            coverage.hit("IPv6");
        }
        c = c.withRouteMtu(route).withIp(ip);
        if (!small && r.nextBoolean()) {
            c = c.withOpen(Config.Open.PASSIVE);
            coverage.hit("passive open");
        }
        int opts = small ? Draw.oneOf(r, Bounds.OPTIONS_SMALL) : 4 * r.nextInt(11);
        c = c.withTcpOptions(opts);
        if (!small && r.nextInt(4) == 0) {
            c = c.withMssClamp(r.nextInt(65536));
        }
        // the explorer's bounds vary HZ and the start everywhere but in the sysctl mix, where no time passes and
        // tcp_mtu_probing's meaning does not depend on the clock
        boolean timed = !small || profile != Profile.SYSCTL;
        int hz = !timed ? 1000 : small ? Draw.oneOf(r, Bounds.SMALL_HZ) : Draw.oneOf(r, Jiffies.HZ_VALUES);
        c = c.withHz(hz);
        long[] starts = Bounds.startJiffies(hz);
        c = c.withJiffies(timed ? starts[r.nextInt(starts.length)] : 0L);
        if (!small && r.nextInt(4) == 0) {
            c = c.withSndCwnd(Draw.anyInt(r));
        } else if (small) {
            c = c.withSndCwnd(20);
        } else {
            c = c.withSndCwnd(Draw.between(r, 10, 40));
        }
        int probing;
        switch (profile) {
            case SYSCTL:
                probing = small ? r.nextInt(3) : Draw.oneOf(r, Bounds.PROBING_CORNERS);
                break;
            case BLACKHOLE:
                probing = 1 + r.nextInt(2);
                break;
            case GENERAL:
                probing = small ? r.nextInt(3) : Draw.sysctlInt(r, Bounds.PROBING_CORNERS);
                break;
            default:
                probing = 2;
                break;
        }
        c = c.withSysctl(Sysctl.TCP_MTU_PROBING, probing);
        if (profile == Profile.GENERAL && !small) {
            c = c.withSysctl(Sysctl.TCP_BASE_MSS, Draw.sysctlInt(r, Bounds.BASE_MSS_CORNERS));
        } else if (profile == Profile.STEADY && !small && r.nextBoolean()) {
            c = c.withSysctl(Sysctl.TCP_BASE_MSS, Draw.oneOf(r, Bounds.BASE_MSS_CORNERS));
        } else if (profile == Profile.BLACKHOLE) {
            // both TCP_BASE_MSS defaults: a search_low above the path is where the black-hole step must work
            c = c.withSysctl(Sysctl.TCP_BASE_MSS, small ? Draw.oneOf(r, Bounds.BASE_MSS_DEFAULTS) : Draw.oneOf(r, Bounds.BASE_MSS_CORNERS));
        }
        if (variant.hasProbeThreshold()) {
            int t = small ? Draw.oneOf(r, Bounds.SMALL_THRESHOLDS) : Draw.sysctlInt(r, Bounds.THRESHOLD_CORNERS);
            c = c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, t);
        }
        if (variant.hasProbeInterval()) {
            int i;
            if (invariant == PmtuInvariants.REPROBE_TIMING) {
                int[] fit = {0, 1, 2, 600, 42949, 1000};
                i = Draw.oneOf(r, fit);
            } else if (profile == Profile.STEADY) {
                // time does not advance: a zero interval would reprobe at every stop (an outside event)
                i = small ? 600 : Draw.oneOf(r, new int[] {1, 600, -1, 4294968});
            } else {
                i = small ? Draw.oneOf(r, Bounds.SMALL_INTERVALS)
                        : (r.nextBoolean() ? Draw.oneOf(r, Bounds.INTERVAL_CORNERS) : Draw.anyInt(r));
            }
            c = c.withSysctl(Sysctl.TCP_PROBE_INTERVAL, i);
        }
        if (variant.hasMinSndMss()) {
            // the explorer's steady profile also tries a floor above the midpoint's MSS (a loop found by the random engine)
            int minSnd = !small ? Draw.sysctlInt(r, Bounds.MIN_SND_MSS_CORNERS)
                    : profile == Profile.STEADY ? Draw.oneOf(r, Bounds.SMALL_STEADY_MIN_SND_MSS) : Sysctl.DEFAULT_MIN_SND_MSS;
            c = c.withSysctl(Sysctl.TCP_MIN_SND_MSS, minSnd);
        }
        if (variant.hasMtuProbeFloor()) {
            c = c.withSysctl(Sysctl.TCP_MTU_PROBE_FLOOR, small ? Sysctl.DEFAULT_MIN_SND_MSS : Draw.sysctlInt(r, Bounds.MIN_SND_MSS_CORNERS));
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
        int k = r.nextInt(bounds == Bounds.SMALL ? 3 : 4);
        switch (k) {
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
        Sock sock = st.sock;
        if (invariant == PmtuInvariants.SYSCTL_MEANING) {
            int p = sock.config.tcpMtuProbing;
            coverage.hit(p == 0 ? "tcp_mtu_probing 0" : p == 1 ? "tcp_mtu_probing 1" : p == 2 ? "tcp_mtu_probing 2"
                    : "tcp_mtu_probing other");
            if ((p == 0 || p == 1) && sock.enabled != 0) {
                throw new Broken("tcp_mtu_probing=" + p + " but probing is enabled at connect");
            }
            if (p == 2 && sock.enabled == 0) {
                throw new Broken("tcp_mtu_probing=2 but probing is disabled at connect");
            }
        }
        if (profile == Profile.GENERAL) {
            checkOrder(sock);
        }
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
    private static long period(Sock s) {
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
        switch (r.nextInt(bounds == Bounds.SMALL ? 6 : 9)) {
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
        boolean small = bounds == Bounds.SMALL;
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
                if (small ? profile == Profile.GENERAL && r.nextBoolean() : r.nextInt(4) == 0) {
                    coverage.hit("idle gap");
                    // SMALL: idle for exactly tcp_probe_interval seconds; WIDE: 2^32 jiffies or up to 2^20
                    e = e.at(sock.jiffies + (small ? Math.max(1L, period(sock))
                            : r.nextBoolean() ? (1L << 32) : r.nextInt(1 << 20)));
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
                int mtu;
                if (small) {
                    mtu = Draw.oneOf(r, new int[] {0, 552, 1280, 1400, s.pathMtu});
                } else {
                    mtu = r.nextBoolean() ? Draw.oneOf(r, new int[] {0, 68, 552, 576, 1280, 1400, s.pathMtu}) : r.nextInt(65536);
                }
                if (mtu < sock.searchLow) {
                    coverage.hit("icmp below search_low");
                }
                e = Event.icmp(mtu);
                break;
            }
            case 3: {
                int route = Draw.oneOf(r, Bounds.ROUTE_MTUS);
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
                e = Event.of(Event.Kind.XMIT).withCwnd(small ? Draw.oneOf(r, new int[] {1, 11, 20}) : C.u32(Draw.anyInt(r)));
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
        int v;
        if (Sysctl.TCP_PROBE_THRESHOLD.equals(n)) {
            v = bounds == Bounds.SMALL ? Draw.oneOf(r, Bounds.SMALL_THRESHOLDS) : Draw.sysctlInt(r, Bounds.THRESHOLD_CORNERS);
        } else if (Sysctl.TCP_PROBE_INTERVAL.equals(n)) {
            v = bounds == Bounds.SMALL ? Draw.oneOf(r, Bounds.SMALL_INTERVALS) : Draw.sysctlInt(r, Bounds.INTERVAL_CORNERS);
        } else if (Sysctl.TCP_BASE_MSS.equals(n)) {
            v = bounds == Bounds.SMALL ? Draw.oneOf(r, Bounds.BASE_MSS_DEFAULTS) : Draw.sysctlInt(r, Bounds.BASE_MSS_CORNERS);
        } else if (Sysctl.TCP_MIN_SND_MSS.equals(n) || Sysctl.TCP_MTU_PROBE_FLOOR.equals(n)) {
            v = bounds == Bounds.SMALL ? Draw.oneOf(r, Bounds.SMALL_MIN_SND_MSS) : Draw.sysctlInt(r, Bounds.MIN_SND_MSS_CORNERS);
        } else {
            v = bounds == Bounds.SMALL ? r.nextInt(3) : Draw.sysctlInt(r, Bounds.PROBING_CORNERS);
        }
        return Event.sysctl(n, v);
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
        switch (profile) {
            case STEADY:
                return checkSteady(next, st);
            case BLACKHOLE:
                return checkBlackhole(s, e, next);
            case SYSCTL:
                checkSysctl(next, e, st);
                return next;
            case REPROBE:
                checkReprobe(s, st);
                return next;
            default:
                if (invariant == PmtuInvariants.TERMINATION_AFTER_OUTSIDE && st.reprobed) {
                    return null; // the search reached its stop test and the timer restarted it: this run is done
                }
                checkOrder(after);
                checkEvent(before, e, st);
                return next;
        }
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
        return invariant == PmtuInvariants.TERMINATION || invariant == PmtuInvariants.TERMINATION_AFTER_OUTSIDE;
    }

    @Override
    public boolean progress(Event e) {
        return e.kind == Event.Kind.PROBE_ACKED || e.kind == Event.Kind.PROBE_LOST;
    }

    @Override
    protected String lassoNote(State repeated) {
        return "; probes repeat forever at " + repeated.sock.searchLow + ".." + repeated.sock.searchHigh;
    }

    private State checkSteady(State next, Step st) {
        Sock s = st.after;
        int interval = s.searchHigh - s.searchLow;
        if (interval == 0) {
            coverage.hit("interval 0 reached");
        } else if (interval == 1) {
            coverage.hit("interval 1 reached");
        }
        if (st.reprobed) {
            return null; // the interval elapsed: an outside event, which these invariants assume away
        }
        if (invariant == PmtuInvariants.CONVERGENCE && st.stopped && s.probeSize == 0) {
            coverage.hit("search stopped");
            int high0 = s.config.mssClamp + 20 + s.config.netHeaderLen();
            int target = Math.min(next.pathMtu, high0);
            if (s.searchLow > next.pathMtu) {
                return next; // assumption: search_low starts within the path
            }
            int inUse = Pmtu.tcpMssToMtu(s, s.mssCache);
            int threshold = variant.hasProbeThreshold() ? s.tcpProbeThreshold : Sysctl.DEFAULT_PROBE_THRESHOLD;
            if ((long) target - inUse >= Math.max(1, threshold)) {
                throw new Broken("search stopped with datagrams of " + inUse + " bytes on a path of " + target
                        + " (initial search_high " + high0 + "): " + (target - inUse) + " bytes left unused, threshold "
                        + threshold);
            }
        }
        return next;
    }

    private State checkBlackhole(State before, Event e, State next) {
        int rtos = next.rtosNotFitting;
        if (e.kind == Event.Kind.RTO && !before.mssFits()) {
            rtos++;
            coverage.hit("rto while mss above path");
        }
        if (next.mssFits()) {
            if (rtos > 0) {
                coverage.hit("recovered");
            }
            rtos = 0;
        }
        if (rtos > 8) {
            Sock sock = next.sock;
            throw new Broken(rtos + " black-hole timeouts in a row and mss_cache " + C.u32String(sock.mssCache)
                    + " (datagram " + Pmtu.tcpMssToMtu(sock, sock.mssCache) + ") still exceeds the path MTU " + next.pathMtu
                    + "; search_low " + sock.searchLow);
        }
        return rtos == next.rtosNotFitting ? next
                : new State(next.sock, next.pathMtu, next.stampSet, next.stamp64, rtos, next.sawRto, next.outsideLeft);
    }

    private void checkSysctl(State next, Event e, Step st) {
        Sock s = next.sock;
        if (e.kind == Event.Kind.RTO) {
            coverage.hit("rto");
        }
        if (st.sent > 0) {
            coverage.hit("probe sent");
        }
        int p = s.tcpMtuProbing;
        if (p == 0 && (s.enabled != 0 || st.sent > 0)) {
            throw new Broken("tcp_mtu_probing=0 but probing is " + (st.sent > 0 ? "sending probes" : "enabled"));
        }
        if (p == 1 && !next.sawRto && s.enabled != 0) {
            throw new Broken("tcp_mtu_probing=1 but probing is enabled before any black-hole timeout");
        }
        if (p == 2 && s.enabled == 0) {
            throw new Broken("tcp_mtu_probing=2 but probing is disabled");
        }
    }

    private void checkReprobe(State before, Step st) {
        if (!st.stopped) {
            return;
        }
        Sock b = before.sock;
        coverage.hit("stop test reached");
        if (C.mulWrapsU32(b.tcpProbeInterval, b.config.hz)) {
            coverage.hit("interval * HZ wraps");
        }
        if (st.reprobed) {
            coverage.hit("reprobe");
        }
        if (invariant == PmtuInvariants.REPROBE_TIMING || invariant == PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL) {
            long elapsed = st.after.jiffies - before.stamp64;
            long period = period(b);
            boolean due = elapsed >= period;
            if (due != st.reprobed) {
                throw new Broken((st.reprobed ? "reprobed early" : "no reprobe") + ": " + elapsed
                        + " jiffies since probe_timestamp was set, interval " + C.u32String(b.tcpProbeInterval) + " s * HZ "
                        + b.config.hz + " = " + period + " jiffies");
            }
        } else if (st.reprobed) {
            Sock s = st.after;
            int high0 = s.config.mssClamp + 20 + s.config.netHeaderLen();
            int low0 = Pmtu.tcpMssToMtu(s, s.mssCache);
            // the FIX rules move the restart point: re-synced to the route, and search_low no higher than search_high
            if (variant.highResetRule == Variant.HighResetRule.SYNC && C.ugt(high0, s.pmtuCookie)) {
                high0 = s.pmtuCookie;
            }
            if (variant.syncRule == Variant.SyncRule.SEARCH_LOW_FOLLOWS_HIGH && variant.highResetRule == Variant.HighResetRule.SYNC
                    && low0 > high0) {
                low0 = high0;
            }
            if (s.searchHigh != high0 || s.searchLow != low0 || s.probeSize != 0) {
                throw new Broken("reprobe reset the range to " + s.searchLow + ".." + s.searchHigh + " (expected "
                        + low0 + ".." + high0 + ")");
            }
        }
    }

    /** The ORDER state invariants, on the state after connect and after every event. */
    private void checkOrder(Sock s) {
        if (invariant == PmtuInvariants.ORDER_LOW_HIGH) {
            if (s.enabled != 0 && s.searchLow > s.searchHigh) {
                throw new Broken("search_low " + s.searchLow + " > search_high " + s.searchHigh);
            }
        } else if (invariant == PmtuInvariants.ORDER_MSS_IN_RANGE) {
            int m = Pmtu.tcpMssToMtu(s, s.mssCache);
            if (s.enabled != 0 && (m < s.searchLow || m > s.searchHigh)) {
                throw new Broken("tcp_mss_to_mtu(mss_cache) = " + m + " outside search_low..search_high = " + s.searchLow
                        + ".." + s.searchHigh);
            }
        }
    }

    /** The invariants about one event of the general mix. */
    private void checkEvent(Sock before, Event e, Step st) {
        Sock s = st.after;
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
        if (invariant == PmtuInvariants.HIGH_ONLY_ON_NEGATIVE_SIGNAL) {
            long floor = Math.min(Math.min(before.searchHigh, C.u32(before.pmtuCookie)), C.u32(before.routeMtu));
            if (e.kind == Event.Kind.RTO && s.searchHigh < floor) {
                throw new Broken("a timeout lowered search_high from " + before.searchHigh + " to " + s.searchHigh
                        + " (pmtu_cookie " + C.u32String(before.pmtuCookie) + ")");
            }
        } else if (invariant == PmtuInvariants.PROBE_LOSS_NEVER_RAISES_HIGH) {
            if (e.kind == Event.Kind.PROBE_LOST && s.searchHigh > before.searchHigh) {
                throw new Broken("a lost probe raised search_high from " + before.searchHigh + " to " + s.searchHigh
                        + " (probe_size " + before.probeSize + " was sent before search_high came down)");
            }
        } else if (invariant == PmtuInvariants.PROBE_WITHIN_RANGE) {
            // the range tcp_mtu_probe saw: after the xmit's re-sync, and sending a probe leaves it as it was
            if (st.sent > 0 && (st.sent <= s.searchLow || st.sent > s.searchHigh)) {
                throw new Broken("probe of " + st.sent + " bytes outside (search_low, search_high] = (" + s.searchLow
                        + ", " + s.searchHigh + "]");
            }
        } else if (invariant == PmtuInvariants.PROBE_IS_MIDPOINT) {
            if (st.sent > 0) {
                int mid = (s.searchHigh + s.searchLow) >> 1;
                int want = Pmtu.tcpMssToMtu(s, Pmtu.tcpMtuToMss(s, mid));
                if (st.sent != want) {
                    throw new Broken("probe of " + st.sent + " bytes, the midpoint of " + s.searchLow + ".."
                            + s.searchHigh + " is " + mid + " (" + want + " after the MSS clamps)");
                }
            }
        } else if (invariant == PmtuInvariants.PROBE_NOT_REFUSED) {
            // assumption: tcp_min_snd_mss fits the route (above it, every segment is too long, not only probes)
            boolean floorFits = !variant.hasMinSndMss() || C.ule(Pmtu.tcpMssToMtu(s, s.tcpMinSndMss), s.routeMtu);
            if (st.refused && floorFits) {
                throw new Broken("IP output refused a probe larger than the route MTU " + C.u32String(s.routeMtu)
                        + " (search_low " + s.searchLow + ", search_high " + s.searchHigh + ", pmtu_cookie "
                        + C.u32String(s.pmtuCookie) + ")");
            }
        } else if (invariant == PmtuInvariants.SANE_SIZES) {
            int min = s.config.ip == 6 ? 1280 : 68;
            if (st.sent > 0 && (st.sent < min || st.sent > 65535)) {
                throw new Broken("probe datagram of " + st.sent + " bytes outside " + min + "..65535");
            }
            if ((long) s.mssCache + s.config.tcpOptions < 48) {
                throw new Broken("mss_cache " + C.u32String(s.mssCache) + " below the floor of 48 - " + s.config.tcpOptions
                        + " option bytes");
            }
        } else if (invariant == PmtuInvariants.SANE_CWND) {
            int cwndBefore = e.cwnd != Event.NONE ? (int) e.cwnd : before.sndCwnd;
            if (cwndBefore != 0 && s.sndCwnd == 0) {
                throw new Broken("snd_cwnd " + C.u32String(cwndBefore) + " became 0 on " + e.kind.json);
            }
        } else if (invariant == PmtuInvariants.SANE_NO_WRAP) {
            if (!st.wraps.isEmpty()) {
                throw new Broken("wrapped: " + st.wraps.get(0));
            }
        }
    }

    // ---------------------------------------------------------------- state matching

    /** The reprobe-timing invariants, whose monitor reads the 64-bit time since the stamp. */
    private boolean timingMonitor() {
        return invariant == PmtuInvariants.REPROBE_TIMING || invariant == PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL;
    }

    @Override
    public int keyWords() {
        return timingMonitor() ? 10 : 9;
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
        if (timingMonitor()) {
            w[o + 9] = Math.min(delta, period(s));
        }
    }
}
