package pmtuverify.props.pmtu;

import java.util.ArrayList;
import java.util.HashMap;
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
import pmtuverify.props.Harness;
import pmtuverify.props.Invariant;
import pmtuverify.props.InvariantHarness;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.StateKey;

/**
 * Drives the PLPMTUD model through one connection and checks one invariant after every event.
 * Everything (config, path, events) is drawn from the {@link Random} with nextInt/nextBoolean;
 * what is drawn depends on the {@link Profile} and the {@link Bounds}.
 *
 * <p>The path environment: a true path MTU {@code P} (at most the route MTU), and whether the
 * path is a black hole (no ICMP for datagrams above P). A probe in flight is acked when it fits P
 * and lost otherwise; normal segments larger than P end in a retransmission timeout.
 */
public final class PmtuHarness extends InvariantHarness {
    private final Variant variant;
    private final Profile profile;
    private final Bounds bounds;
    private final int depth;

    // per run
    /** The run so far: its config, then its events; turned into replay lines only when an invariant breaks. */
    private final List<Object> trace = new ArrayList<>();
    private Sock sock;
    private int pathMtu;
    private int step;
    private long stamp64;
    private boolean stampSet;
    private int rtosNotFitting;
    /** Before the current event: did mss_cache fit the path, and when was probe_timestamp last set. */
    private boolean mssFitsBefore;
    private long stampBefore;
    private boolean sawRto;
    private HashMap<Sock, Integer> seen;

    public PmtuHarness(Variant variant, Invariant invariant, Profile profile, Bounds bounds, int depth) {
        super("pmtu", invariant, variant.name(), new Coverage(corners(profile)));
        this.variant = variant;
        this.profile = profile;
        this.bounds = bounds;
        this.depth = depth;
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
                    "IPv6"};
            case SYSCTL:
                return new String[] {"tcp_mtu_probing 0", "tcp_mtu_probing 1", "tcp_mtu_probing 2",
                    "tcp_mtu_probing other", "rto", "probe sent"};
            case REPROBE:
                return new String[] {"reprobe", "interval * HZ wraps", "gap >= 2^32 jiffies", "INITIAL_JIFFIES",
                    "u32 jiffies wrap crossed", "interval 0", "interval 1", "stop test reached"};
            default:
                return new String[] {"probe sent", "probe lost", "icmp below search_low", "rto", "sysctl write",
                    "cwnd change", "IPv6", "route change", "threshold <= 1", "interval 0 reached", "wrap",
                    "assumption unmet: empty range or mss_clamp < 88 at connect (not checked)"};
        }
    }

    public Variant variant() {
        return variant;
    }

    @Override
    public void run(Random r) {
        trace.clear();
        step = 0;
        rtosNotFitting = 0;
        sawRto = false;
        seen = profile == Profile.STEADY ? new HashMap<Sock, Integer>() : null;
        key = null;
        Config c = drawConfig(r);
        trace.add(c);
        Step first = Pmtu.connect(c);
        sock = first.after;
        stampSet = sock.enabled != 0 && variant.reprobeTimer;
        stamp64 = c.jiffies;
        pathMtu = drawPath(r, c);
        try {
            checkConnect(c);
        } catch (AssumptionUnmet e) {
            key = null;
            return;
        }
        for (step = 0; step < depth; step++) {
            key = stateKeyNow();
            Event e = drawEvent(r);
            if (e == null) {
                return;
            }
            Sock before = sock;
            stampBefore = stamp64;
            mssFitsBefore = mssFits();
            Step st = Pmtu.step(before, e);
            trace.add(e);
            sock = st.after;
            if (st.after.probeTimestamp != before.probeTimestamp || st.reprobed
                    || (before.enabled == 0 && st.after.enabled != 0)) {
                stampSet = variant.reprobeTimer;
                stamp64 = st.after.jiffies;
            }
            check(before, e, st);
        }
        key = null;
    }

    // ---------------------------------------------------------------- drawing

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
        int opts = small ? Draw.oneOf(r, Bounds.OPTIONS_SMALL) : 4 * r.nextInt(11);
        c = c.withTcpOptions(opts);
        if (!small && r.nextInt(4) == 0) {
            c = c.withMssClamp(r.nextInt(65536));
        }
        // time matters only to the reprobe timer: the explorer's bounds vary HZ and the start only there
        boolean timed = !small || profile == Profile.REPROBE;
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
                // time does not advance: a zero interval would reprobe at every stop (counted as an outside event)
                i = small ? 600 : Draw.oneOf(r, new int[] {1, 600, -1, 4294968});
            } else {
                i = small ? Draw.oneOf(r, Bounds.SMALL_INTERVALS)
                        : (r.nextBoolean() ? Draw.oneOf(r, Bounds.INTERVAL_CORNERS) : Draw.anyInt(r));
            }
            c = c.withSysctl(Sysctl.TCP_PROBE_INTERVAL, i);
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

    private Event drawEvent(Random r) {
        switch (profile) {
            case STEADY:
                return steadyEvent();
            case BLACKHOLE:
                return blackholeEvent(r);
            case REPROBE:
                return reprobeEvent(r);
            default:
                return generalEvent(r);
        }
    }

    /** Outcome of the probe in flight on the path, or null when none is in flight. */
    private Event outcome() {
        if (sock.probeSize == 0) {
            return null;
        }
        return Event.of(sock.probeSize <= pathMtu ? Event.Kind.PROBE_ACKED : Event.Kind.PROBE_LOST);
    }

    private Event steadyEvent() {
        Event o = outcome();
        return o != null ? o : Event.of(Event.Kind.XMIT).withCwnd(20);
    }

    private boolean mssFits() {
        return Pmtu.tcpMssToMtu(sock, sock.mssCache) <= pathMtu;
    }

    private Event blackholeEvent(Random r) {
        Event o = outcome();
        if (o != null) {
            return o;
        }
        if (!mssFits()) {
            coverage.hit("mss above path");
            return r.nextBoolean() ? Event.of(Event.Kind.RTO) : Event.of(Event.Kind.XMIT).withCwnd(20);
        }
        return Event.of(Event.Kind.XMIT).withCwnd(20);
    }

    private Event reprobeEvent(Random r) {
        Event o = outcome();
        if (o != null) {
            return o;
        }
        long gap;
        long period = C.u32(sock.tcpProbeInterval) * sock.config.hz;
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

    private Event generalEvent(Random r) {
        boolean small = bounds == Bounds.SMALL;
        Event o = outcome();
        if (r.nextBoolean()) {
            // the search's own progress: the probe's outcome, or an xmit (the window has grown to 20 if it was below 11)
            return o != null ? o : (C.ult(sock.sndCwnd, 11) ? Event.of(Event.Kind.XMIT).withCwnd(20) : Event.of(Event.Kind.XMIT));
        }
        int kind = r.nextInt(o != null ? 7 : 6);
        if (profile == Profile.SYSCTL && kind == 4) {
            kind = 0; // tcp_mtu_probing stays as it was at connect
        }
        Event e;
        switch (kind) {
            case 0:
                e = Event.of(Event.Kind.XMIT);
                if (!small && r.nextInt(4) == 0) {
                    e = e.at(sock.jiffies + (r.nextBoolean() ? (1L << 32) : r.nextInt(1 << 20)));
                }
                break;
            case 1:
                e = Event.of(Event.Kind.RTO);
                coverage.hit("rto");
                break;
            case 2: {
                int mtu;
                if (small) {
                    mtu = Draw.oneOf(r, new int[] {0, 552, 1280, 1400, pathMtu});
                } else {
                    mtu = r.nextBoolean() ? Draw.oneOf(r, new int[] {0, 68, 552, 576, 1280, 1400, pathMtu}) : r.nextInt(65536);
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
                pathMtu = Math.min(pathMtu, route);
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
        List<String> names = new ArrayList<>();
        for (String n : Sysctl.NAMES) {
            if (variant.hasSysctl(n)) {
                names.add(n);
            }
        }
        String n = names.get(r.nextInt(names.size()));
        int v;
        if (Sysctl.TCP_PROBE_THRESHOLD.equals(n)) {
            v = bounds == Bounds.SMALL ? Draw.oneOf(r, Bounds.SMALL_THRESHOLDS) : Draw.sysctlInt(r, Bounds.THRESHOLD_CORNERS);
        } else if (Sysctl.TCP_PROBE_INTERVAL.equals(n)) {
            v = bounds == Bounds.SMALL ? Draw.oneOf(r, Bounds.SMALL_INTERVALS) : Draw.sysctlInt(r, Bounds.INTERVAL_CORNERS);
        } else if (Sysctl.TCP_BASE_MSS.equals(n)) {
            v = bounds == Bounds.SMALL ? Draw.oneOf(r, new int[] {512, 1024}) : Draw.sysctlInt(r, Bounds.BASE_MSS_CORNERS);
        } else {
            v = bounds == Bounds.SMALL ? r.nextInt(3) : Draw.sysctlInt(r, Bounds.PROBING_CORNERS);
        }
        return Event.sysctl(n, v);
    }

    // ---------------------------------------------------------------- state key

    private StateKey stateKeyNow() {
        Sock s = sock;
        long clock = stampSet ? s.jiffies - stamp64 : s.jiffies;
        return new StateKey(new long[] {
            step, s.config.variant.ordinal(), s.config.ip, s.config.tcpOptions, s.config.mssClamp, s.config.hz,
            s.tcpMtuProbing, s.tcpBaseMss, s.tcpProbeThreshold, s.tcpProbeInterval,
            s.enabled, s.searchHigh, s.searchLow, s.probeSize, stampSet ? 1 : s.probeTimestamp, s.pmtuCookie,
            s.mssCache, s.sndCwnd, s.routeMtu, clock, stampSet ? 1 : 0, pathMtu, rtosNotFitting,
            sawRto ? 1 : 0});
    }

    // ---------------------------------------------------------------- predicates

    private List<String> replayLines() {
        List<String> lines = new ArrayList<>(trace.size());
        for (Object o : trace) {
            lines.add(o instanceof Config ? ((Config) o).toJson() : ((Event) o).toJson());
        }
        return lines;
    }

    private void fail(String detail) {
        throw new InvariantViolation(invariant.id(), detail, replayLines(), trace.size());
    }

    private void checkConnect(Config c) {
        if (invariant == PmtuInvariants.SYSCTL_MEANING) {
            int p = c.tcpMtuProbing;
            coverage.hit(p == 0 ? "tcp_mtu_probing 0" : p == 1 ? "tcp_mtu_probing 1" : p == 2 ? "tcp_mtu_probing 2"
                    : "tcp_mtu_probing other");
            if ((p == 0 || p == 1) && sock.enabled != 0) {
                throw new InvariantViolation(invariant.id(), "tcp_mtu_probing=" + p + " but probing is enabled at connect",
                        replayLines(), 1);
            }
            if (p == 2 && sock.enabled == 0) {
                throw new InvariantViolation(invariant.id(), "tcp_mtu_probing=2 but probing is disabled at connect",
                        replayLines(), 1);
            }
        }
        if (profile == Profile.STEADY) {
            if (c.tcpProbeThreshold <= 0) {
                coverage.hit("threshold <= 0");
            } else if (c.tcpProbeThreshold == 1) {
                coverage.hit("threshold == 1");
            }
            if (c.mssClamp < c.routeMtu - c.netHeaderLen() - 20) {
                coverage.hit("mss_clamp below route");
            }
            seen.put(sock, trace.size());
        }
        if (profile == Profile.BLACKHOLE && c.tcpMtuProbing == 1) {
            coverage.hit("tcp_mtu_probing 1");
        }
        if (profile == Profile.REPROBE && c.jiffies == Jiffies.initialJiffies(c.hz)) {
            coverage.hit("INITIAL_JIFFIES");
        }
        if (profile == Profile.REPROBE && sock.tcpProbeInterval == 0) {
            coverage.hit("interval 0");
        }
        if (profile == Profile.REPROBE && sock.tcpProbeInterval == 1) {
            coverage.hit("interval 1");
        }
        if (profile == Profile.GENERAL) {
            if (invariant.family().equals("ORDER") || invariant.family().equals("PROBE")) {
                if (sock.searchLow > sock.searchHigh || c.mssClamp < 88) {
                    coverage.hit("assumption unmet: empty range or mss_clamp < 88 at connect (not checked)");
                    throw new AssumptionUnmet();
                }
            }
            checkState(null, null, null);
        }
        if (invariant == PmtuInvariants.CONVERGENCE && (c.tcpBaseMss < 48 || c.tcpBaseMss > c.mssClamp || sock.searchLow > pathMtu)) {
            coverage.hit("assumption unmet: tcp_base_mss outside 48..mss_clamp or search_low > P (not checked)");
            throw new AssumptionUnmet();
        }
    }

    /** Ends a run whose drawn config lies outside the invariant's stated assumptions. */
    static final class AssumptionUnmet extends RuntimeException {
        private static final long serialVersionUID = 1L;

        AssumptionUnmet() {
            super("assumption unmet");
        }
    }

    private void check(Sock before, Event e, Step st) {
        Sock s = st.after;
        switch (profile) {
            case STEADY:
                checkSteady(before, st);
                break;
            case BLACKHOLE:
                checkBlackhole(e);
                break;
            case SYSCTL:
                if (e.kind == Event.Kind.RTO) {
                    sawRto = true;
                    coverage.hit("rto");
                }
                if (st.sent > 0) {
                    coverage.hit("probe sent");
                }
                int p = s.tcpMtuProbing;
                if (p == 0 && (s.enabled != 0 || st.sent > 0)) {
                    fail("tcp_mtu_probing=0 but probing is " + (st.sent > 0 ? "sending probes" : "enabled"));
                }
                if (p == 1 && !sawRto && s.enabled != 0) {
                    fail("tcp_mtu_probing=1 but probing is enabled before any black-hole timeout");
                }
                if (p == 2 && s.enabled == 0) {
                    fail("tcp_mtu_probing=2 but probing is disabled");
                }
                break;
            case REPROBE:
                checkReprobe(before, e, st);
                break;
            default:
                checkState(before, e, st);
                break;
        }
    }

    private void checkSteady(Sock before, Step st) {
        Sock s = st.after;
        int interval = s.searchHigh - s.searchLow;
        if (interval == 0) {
            coverage.hit("interval 0 reached");
        } else if (interval == 1) {
            coverage.hit("interval 1 reached");
        }
        if (st.reprobed) {
            return; // an outside event for these invariants: the interval elapsed
        }
        if (invariant == PmtuInvariants.TERMINATION) {
            Integer at = seen.get(s);
            if (at != null && st.sent == 0 && s.probeSize == 0) {
                boolean probed = false;
                for (int i = at; i < trace.size(); i++) {
                    Event.Kind k = ((Event) trace.get(i)).kind;
                    probed |= k == Event.Kind.PROBE_ACKED || k == Event.Kind.PROBE_LOST;
                }
                if (probed) {
                    fail("lasso: stem is trace lines 1.." + at + ", loop is lines " + (at + 1) + ".." + trace.size()
                            + " (the state after line " + trace.size() + " equals the state after line " + at
                            + "); probes repeat forever at " + s.searchLow + ".." + s.searchHigh);
                }
            }
            seen.put(s, trace.size());
        } else if (st.stopped && s.probeSize == 0) {
            coverage.hit("search stopped");
            int high0 = s.config.mssClamp + 20 + s.config.netHeaderLen();
            int target = Math.min(pathMtu, high0);
            if (s.searchLow > pathMtu) {
                return; // assumption: search_low starts within the path
            }
            int inUse = Pmtu.tcpMssToMtu(s, s.mssCache);
            int threshold = variant.hasProbeThreshold() ? s.tcpProbeThreshold : Sysctl.DEFAULT_PROBE_THRESHOLD;
            if ((long) target - inUse >= Math.max(1, threshold)) {
                fail("search stopped with datagrams of " + inUse + " bytes on a path of " + target
                        + " (initial search_high " + high0 + "): " + (target - inUse) + " bytes left unused, threshold "
                        + threshold);
            }
        }
    }

    private void checkBlackhole(Event e) {
        if (e.kind == Event.Kind.RTO) {
            if (!mssFitsBefore) {
                rtosNotFitting++;
                coverage.hit("rto while mss above path");
            }
        }
        if (mssFits()) {
            if (rtosNotFitting > 0) {
                coverage.hit("recovered");
            }
            rtosNotFitting = 0;
        }
        if (rtosNotFitting > 8) {
            fail(rtosNotFitting + " black-hole timeouts in a row and mss_cache " + C.u32String(sock.mssCache)
                    + " (datagram " + Pmtu.tcpMssToMtu(sock, sock.mssCache) + ") still exceeds the path MTU " + pathMtu
                    + "; search_low " + sock.searchLow);
        }
    }


    private void checkReprobe(Sock before, Event e, Step st) {
        if (!st.stopped) {
            return;
        }
        coverage.hit("stop test reached");
        if (C.mulWrapsU32(before.tcpProbeInterval, before.config.hz)) {
            coverage.hit("interval * HZ wraps");
        }
        if (st.reprobed) {
            coverage.hit("reprobe");
        }
        if (invariant == PmtuInvariants.REPROBE_TIMING || invariant == PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL) {
            long elapsed = st.after.jiffies - stampBefore;
            long period = C.u32(before.tcpProbeInterval) * (long) before.config.hz;
            boolean due = elapsed >= period;
            if (due != st.reprobed) {
                fail((st.reprobed ? "reprobed early" : "no reprobe") + ": " + elapsed + " jiffies since probe_timestamp was set, "
                        + "interval " + C.u32String(before.tcpProbeInterval) + " s * HZ " + before.config.hz + " = " + period
                        + " jiffies");
            }
        } else if (st.reprobed) {
            Sock s = st.after;
            int high0 = s.config.mssClamp + 20 + s.config.netHeaderLen();
            if (s.searchHigh != high0 || s.searchLow != Pmtu.tcpMssToMtu(s, s.mssCache) || s.probeSize != 0) {
                fail("reprobe reset the range to " + s.searchLow + ".." + s.searchHigh + " (expected "
                        + Pmtu.tcpMssToMtu(s, s.mssCache) + ".." + high0 + ")");
            }
        }
    }


    private void checkState(Sock before, Event e, Step st) {
        Sock s = sock;
        if (invariant == PmtuInvariants.ORDER_LOW_HIGH) {
            if (s.enabled != 0 && s.searchLow > s.searchHigh) {
                fail("search_low " + s.searchLow + " > search_high " + s.searchHigh);
            }
        } else if (invariant == PmtuInvariants.ORDER_MSS_IN_RANGE) {
            int m = Pmtu.tcpMssToMtu(s, s.mssCache);
            if (s.enabled != 0 && (m < s.searchLow || m > s.searchHigh)) {
                fail("tcp_mss_to_mtu(mss_cache) = " + m + " outside search_low.." + "search_high = " + s.searchLow + ".."
                        + s.searchHigh);
            }
        }
        if (st == null) {
            return;
        }
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
                fail("a timeout lowered search_high from " + before.searchHigh + " to " + s.searchHigh
                        + " (pmtu_cookie " + C.u32String(before.pmtuCookie) + ")");
            }
        } else if (invariant == PmtuInvariants.PROBE_LOSS_NEVER_RAISES_HIGH) {
            if (e.kind == Event.Kind.PROBE_LOST && s.searchHigh > before.searchHigh) {
                fail("a lost probe raised search_high from " + before.searchHigh + " to " + s.searchHigh
                        + " (probe_size " + before.probeSize + " was sent before search_high came down)");
            }
        } else if (invariant == PmtuInvariants.PROBE_WITHIN_RANGE) {
            if (st.sent > 0 && (st.sent <= before.searchLow || st.sent > before.searchHigh)) {
                fail("probe of " + st.sent + " bytes outside (search_low, search_high] = (" + before.searchLow + ", "
                        + before.searchHigh + "]");
            }
        } else if (invariant == PmtuInvariants.PROBE_IS_MIDPOINT) {
            if (st.sent > 0) {
                int mid = (before.searchHigh + before.searchLow) >> 1;
                int want = Pmtu.tcpMssToMtu(before, Pmtu.tcpMtuToMss(before, mid));
                if (st.sent != want) {
                    fail("probe of " + st.sent + " bytes, the midpoint of " + before.searchLow + ".." + before.searchHigh
                            + " is " + mid + " (" + want + " after the MSS clamps)");
                }
            }
        } else if (invariant == PmtuInvariants.SANE_SIZES) {
            int min = s.config.ip == 6 ? 1280 : 68;
            if (st.sent > 0 && (st.sent < min || st.sent > 65535)) {
                fail("probe datagram of " + st.sent + " bytes outside " + min + "..65535");
            }
            if ((long) s.mssCache + s.config.tcpOptions < 48) {
                fail("mss_cache " + C.u32String(s.mssCache) + " below the floor of 48 - " + s.config.tcpOptions
                        + " option bytes");
            }
        } else if (invariant == PmtuInvariants.SANE_CWND) {
            int cwndBefore = e.cwnd != Event.NONE ? (int) e.cwnd : before.sndCwnd;
            if (cwndBefore != 0 && s.sndCwnd == 0) {
                fail("snd_cwnd " + C.u32String(cwndBefore) + " became 0 on " + e.kind.json);
            }
        } else if (invariant == PmtuInvariants.SANE_NO_WRAP) {
            if (!st.wraps.isEmpty()) {
                fail("wrapped: " + st.wraps.get(0));
            }
        }
    }
}
