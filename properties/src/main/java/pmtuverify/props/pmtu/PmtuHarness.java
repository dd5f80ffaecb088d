package pmtuverify.props.pmtu;

import java.util.Random;
import pmtuverify.model.c.C;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.Invariant;
import pmtuverify.props.MachineHarness;

/**
 * The PLPMTUD machine: the model's step and the monitor's bookkeeping over immutable {@link State}s,
 * with the hooks of one {@link PmtuInvariant} called in a fixed order; it names no invariant. The
 * {@link PmtuEnvironment} of the invariant's {@link Profile} draws the connection and the events from
 * the {@link Bounds}, with nextInt/nextBoolean only.
 */
public final class PmtuHarness extends MachineHarness<PmtuHarness.State, Event> {
    private final Variant variant;
    private final PmtuInvariant check;
    private final Bounds bounds;
    private final int outside;
    private final PmtuEnvironment environment;
    /** Whether the profile lets jiffies advance (idle gaps) or write sysctls: HZ then enters the key as it is. */
    private final boolean timePasses;
    /** Only tcp_mtu_probing's meaning reads whether a black-hole timeout happened. */
    private final boolean readsSawRto;
    /** The config fields every run sets to the kernel's defaults after drawing them ({@link KernelDefaults}). */
    private final String[] defaulted;

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
        this(variant, invariant, bounds, depth, outside, new String[0]);
    }

    private PmtuHarness(Variant variant, PmtuInvariant invariant, Bounds bounds, int depth, int outside, String[] defaulted) {
        super("pmtu", invariant, variant.name(), new Coverage(invariant.corners()), depth);
        this.variant = variant;
        this.check = invariant;
        this.bounds = bounds;
        this.outside = outside >= depth ? UNLIMITED : outside;
        this.timePasses = invariant.profile() != Profile.STEADY && invariant.profile() != Profile.BLACKHOLE;
        this.readsSawRto = invariant.profile() == Profile.SYSCTL;
        this.environment = new PmtuEnvironment(variant, invariant.profile(), bounds, invariant.assumedIntervals(), coverage);
        this.defaulted = defaulted.clone();
    }

    /** The outside-event budget that never runs out (it is not counted down, so it does not split states). */
    public static final int UNLIMITED = Integer.MAX_VALUE;

    @Override
    public PmtuHarness fork() {
        return new PmtuHarness(variant, check, bounds, depth(), outside, defaulted);
    }

    /** The config fields of this variant's connections, in the order {@link KernelDefaults#FIELDS} sets them. */
    @Override
    public java.util.List<String> defaultable() {
        return KernelDefaults.fields(variant);
    }

    @Override
    public PmtuHarness withDefaults(java.util.List<String> inputs) {
        for (String f : inputs) {
            if (!defaultable().contains(f)) {
                throw new IllegalArgumentException(f + " is no config field of " + variant.name());
            }
        }
        return new PmtuHarness(variant, check, bounds, depth(), outside, inputs.toArray(new String[0]));
    }

    /** The profile's events, and the outside-event budget when one applies (the general and sysctl mixes). */
    @Override
    public String events() {
        return check.profile().words + (outside == UNLIMITED ? "" : ", at most " + outside + " outside event" + (outside == 1 ? "" : "s"));
    }

    /**
     * Bounds.SMALL is the standard bounds; Bounds.BOUNDARY draws from every value, Bounds.BOUNDARY_SANE from the domain
     * sane; any other (Bounds.WIDE) the wide domains.
     */
    @Override
    public pmtuverify.props.Evidence.Scope scope() {
        return bounds == Bounds.SMALL ? pmtuverify.props.Evidence.Scope.STANDARD
                : bounds == Bounds.BOUNDARY ? pmtuverify.props.Evidence.Scope.ALL
                : bounds == Bounds.BOUNDARY_SANE ? pmtuverify.props.Evidence.Scope.SANE : pmtuverify.props.Evidence.Scope.WIDE;
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
        Config c = environment.drawConfig(r);
        if (defaulted.length > 0) {
            c = KernelDefaults.toDefaults(c, defaulted);
        }
        Sock sock = Pmtu.connect(c).after;
        State s = new State(sock, environment.drawPath(r, c), sock.enabled != 0 && variant.reprobeTimer, c.jiffies, 0, false, outside);
        environment.connected(c, sock);
        return check.assumed(s, coverage) ? s : null;
    }

    @Override
    public void checkStart(State st) {
        check.checkStart(st, coverage);
    }

    // ---------------------------------------------------------------- events

    @Override
    public Event draw(State s, Random r) {
        return environment.draw(s, r);
    }

    /** interval * HZ in jiffies, as a mathematical product (no u32 wrap). */
    public static long period(Sock s) {
        return C.u32(s.tcpProbeInterval) * s.config.hz;
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
        int outsideLeft = s.outsideLeft == UNLIMITED || e.equals(PmtuEnvironment.progressEvent(s)) ? s.outsideLeft : s.outsideLeft - 1;
        State next = new State(after, pathMtu, stampSet, stamp64, s.rtosNotFitting, s.sawRto || e.kind == Event.Kind.RTO,
                outsideLeft);
        if (check.leaves(st)) {
            return null;
        }
        check.checkState(after);
        if (!environment.observe(s, e, st)) {
            return null;
        }
        State monitored = check.monitor(s, e, next, coverage);
        check.check(s, e, st, monitored, coverage);
        return monitored;
    }

    /**
     * The config line with the true path MTU ({@code "path_mtu"}, which the trace format reads for
     * {@code replay --check}): a counterexample then replays to its violation without being told the path.
     */
    @Override
    public String startLine(State initial) {
        String config = initial.sock.config.toJson();
        return config.substring(0, config.length() - 1) + ",\"path_mtu\":" + initial.pathMtu + "}";
    }

    @Override
    public String eventLine(Event e) {
        return e.toJson();
    }

    @Override
    public boolean liveness() {
        return check.liveness();
    }

    /**
     * A probe outcome: an ack or a loss of the probe in flight. With no probe in flight (probe_size 0)
     * tcp_mtup_probe_success and tcp_mtup_probe_failed are not reached, so such an event is no outcome.
     */
    @Override
    public boolean progress(State before, Event e) {
        return (e.kind == Event.Kind.PROBE_ACKED || e.kind == Event.Kind.PROBE_LOST) && before.sock.probeSize != 0;
    }

    /** A step the invariant's {@link PmtuFairness} rules out repeating forever (never, for a safety invariant). */
    @Override
    public boolean unfair(State before, Event e) {
        PmtuFairness f = check.fairness();
        return f != null && f.unfair(before.sock, e);
    }

    @Override
    protected String lassoNote(State repeated) {
        return "; probes repeat forever at " + repeated.sock.searchLow + ".." + repeated.sock.searchHigh;
    }

    // ---------------------------------------------------------------- state matching

    @Override
    public int keyWords() {
        return check.readsElapsed() ? 10 : 9;
    }

    /**
     * The key: the connection constants the future reads (IP version, options, mss_clamp, HZ as {@link #clock}
     * gives it, open), the
     * sysctls, whether the route is locked, icsk_mtup, pmtu_cookie, mss_cache, snd_cwnd, the route MTU and the monitor's path MTU
     * and counters. Time enters only as the u32 jiffies since probe_timestamp was set (the model reads
     * nothing else of the clock: tcp_mtu_check_reprobe's {@code tcp_time_stamp - probe_timestamp},
     * and probe_timestamp is set only together with the stamp), and, for the reprobe-timing monitor,
     * as the 64-bit time since the stamp capped at interval * HZ (beyond it, every later gap keeps the
     * reprobe due; the profile writes no sysctl, so interval * HZ does not change). Whether a black-hole
     * timeout happened is kept only in the sysctl profile, whose tcp_mtu_probing meaning reads it.
     */
    /**
     * What the future reads of HZ. Where time passes, HZ itself. Where it does not (the steady and
     * black-hole profiles draw no idle gap and write no sysctl, so jiffies and tcp_probe_interval
     * stay), HZ is read only by tcp_mtu_check_reprobe's {@code delta >= interval * HZ} (u32), with
     * delta the current {@code tcp_time_stamp - probe_timestamp} or, once probe_timestamp is set
     * again, 0: the key keeps the two answers, so connections that differ only in HZ share states.
     */
    private int clock(Sock s) {
        if (!timePasses) {
            int period = s.tcpProbeInterval * s.config.hz; // u32 product, as tcp_mtu_check_reprobe computes it
            return 0x8000 | (C.uge(s.tcpTimeStamp() - s.probeTimestamp, period) ? 1 : 0) | (period == 0 ? 2 : 0);
        }
        return s.config.hz;
    }

    @Override
    public void key(State st, long[] w, int o) {
        Sock s = st.sock;
        Config c = s.config;
        long delta = st.stampSet ? s.jiffies - st.stamp64 : 0L;
        boolean sawRto = st.sawRto && readsSawRto;
        w[o] = pack((c.ip << 24) | (c.tcpOptions << 16) | (c.open.ordinal() << 3) | (s.routeLocked ? 4 : 0)
                | (st.stampSet ? 2 : 0) | (sawRto ? 1 : 0), (clock(s) << 16) | c.mssClamp);
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
