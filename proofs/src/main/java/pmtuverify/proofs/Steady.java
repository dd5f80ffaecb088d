package pmtuverify.proofs;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;

/**
 * The steady path of the TERMINATION harness, symbolically: every connection (IPv4 or IPv6, active
 * or passive open, every option length, every u16 mss_clamp, route MTU from 68 (IPv4: the least MTU
 * a route can be configured with; ip_rt_min_pmtu, 552 by default, bounds only learned PMTUs) or
 * 1280 (IPv6) up to 65535, path MTU from the IP minimum up to the route, every int tcp_base_mss the
 * variant's handler accepts, tcp_min_snd_mss 48..65535 where it exists, every int threshold),
 * tcp_mtu_probing 2, time not advancing, xmits with the sender's cwnd above the probe gate. The sane
 * domain ({@link #SANE}) also assumes an IPv4 route of at least ip_rt_min_pmtu's default.
 */
final class Steady {
    /** Rounds the bounded search for a reachable lasso unrolls. */
    static final int LASSO_ROUNDS = 12;

    final Symbolic o;
    final Variant v;
    final BoolExpr v6;
    final BoolExpr passive;
    final BitVecExpr opt;
    final BitVecExpr clamp;
    final BitVecExpr route;
    final BitVecExpr path;
    final BitVecExpr base;
    final BitVecExpr minSnd;
    final BitVecExpr threshold;
    final Kernel<BitVecExpr, BoolExpr> k;
    final BoolExpr domain;

    /** Whether the domain is restricted to sane connection sysctls ({@link #SANE}). */
    final boolean sane;

    /**
     * The restricted domain: 48 <= tcp_base_mss <= 65535, mss_clamp >= 88 (a full option set plus 48
     * bytes), and an IPv4 route MTU of at least 552 (ip_rt_min_pmtu's default: no learned PMTU goes
     * lower, a configured route may).
     */
    static final String SANE = "48 <= tcp_base_mss <= 65535, mss_clamp >= 88, IPv4 route MTU >= 552";

    /** The least IPv4 route MTU of the {@code all} domain (a route configured down to the IPv4 minimum, 68). */
    static final int IPV4_ROUTE_FLOOR = 68;

    /** The least IPv4 route MTU of the sane domain: ip_rt_min_pmtu's default (512 + 20 + 20). */
    static final int IPV4_ROUTE_FLOOR_SANE = 552;

    /** The least route MTU of this domain: IPv6 1280 (IPV6_MIN_MTU), IPv4 as the domain says. */
    final BitVecExpr routeFloor;

    /** What the proofs over this steady path cover. */
    final Coverage coverage;

    Steady(Context ctx, Variant v, boolean sane) {
        this.o = new Symbolic(ctx);
        this.v = v;
        this.sane = sane;
        v6 = o.boolVar("ipv6");
        passive = o.boolVar("passive_open");
        opt = o.var("tcp_options");
        clamp = o.var("mss_clamp");
        route = o.var("route_mtu");
        path = o.var("path_mtu");
        base = o.var("tcp_base_mss");
        minSnd = o.var("tcp_min_snd_mss");
        threshold = o.var("tcp_probe_threshold");
        BitVecExpr nh = o.ite(v6, o.num(40), o.num(20));
        k = new Kernel<>(o, v, nh, o.add(o.num(20), opt), clamp, minSnd);
        BitVecExpr ipMin = o.ite(v6, o.num(1280), o.num(68));
        BoolExpr d = o.and(o.ule(opt, o.num(40)), o.eq(ctx.mkBVURem(opt, o.num(4)), o.num(0)));
        d = o.and(d, o.ule(clamp, o.num(65535)));
        routeFloor = o.ite(v6, o.num(1280), o.num(sane ? IPV4_ROUTE_FLOOR_SANE : IPV4_ROUTE_FLOOR));
        d = o.and(d, o.and(o.ule(routeFloor, route), o.ule(route, o.num(65535))));
        d = o.and(d, o.and(o.ule(ipMin, path), o.ule(path, route)));
        d = o.and(d, v.hasMinSndMss() ? o.and(o.ule(o.num(48), minSnd), o.ule(minSnd, o.num(65535))) : o.eq(minSnd, o.num(48)));
        if (v.sysctlRule == Variant.SysctlRule.LINUX_6_RANGES_BASE_MSS_BOUNDED) {
            d = o.and(d, o.and(o.sle(o.num(48), base), o.sle(base, o.num(65535))));
        }
        if (sane) {
            d = o.and(d, o.and(o.and(o.sle(o.num(48), base), o.sle(base, o.num(65535))), o.ule(o.num(88), clamp)));
        }
        if (!v.hasProbeThreshold()) {
            d = o.and(d, o.eq(threshold, o.num(Sysctl.DEFAULT_PROBE_THRESHOLD)));
        }
        domain = d;
        coverage = new Coverage("SMT", "the steady path", Coverage.STEADY_EVENTS, Coverage.STEADY_FIXED, !sane, sane ? SANE : "");
        lemmas = strengthen(ctx);
    }

    private final Map<String, Lemma> lemmas;

    /** The state after connect (Sk.connect with tcp_mtu_probing 2), as {@link Kernel#connect}. */
    Kernel<BitVecExpr, BoolExpr>.Search init() {
        return k.connect(base, route, passive, v6);
    }

    /** One candidate fact about the reachable states of the steady path. */
    interface Lemma extends Houdini.Fact<Kernel<BitVecExpr, BoolExpr>.Search> {
    }

    /**
     * The candidate facts the steady invariant is strengthened with, by name. Which of them survive
     * depends on the variant and the domain ({@link #strengthen}); each is stated over the
     * connection's constants (the headers, mss_clamp, the route, tcp_base_mss).
     */
    Map<String, Lemma> candidates() {
        Map<String, Lemma> c = new LinkedHashMap<>();
        // a lost probe's datagram is at most the route MTU, and may wrap to 0 below it
        c.put("-1 <= search_high <= 65595", s -> o.and(o.sle(o.num(-1), s.searchHigh), o.sle(s.searchHigh, o.num(65595))));
        if (v.probeSizeRule == Variant.ProbeSizeRule.DOUBLE_MSS_CACHE) {
            c.put("mss_cache as tcp_sync_mss or the passive open leaves it", s -> o.or(
                    o.eq(s.mssCache, o.smin(k.tcpMtuToMss(route), k.tcpMtuToMss(s.searchLow))), o.eq(s.mssCache, k.tcpMtuToMss(route))));
        }
        if (v.probeSizeRule == Variant.ProbeSizeRule.DOUBLE_MSS_CACHE) {
            // 4.0's search settles on these two facts; the others only slow the solver down on the doubled mss_cache
            return c;
        }
        BitVecExpr high0 = o.add(clamp, o.add(o.num(20), k.netHeaderLen));
        BitVecExpr low0 = init().searchLow;
        c.put("search_high >= 67 + net_header_len", s -> o.sle(o.add(o.num(67), k.netHeaderLen), s.searchHigh));
        c.put("search_high >= 0", s -> o.sle(o.num(0), s.searchHigh));
        c.put("search_high <= mss_clamp + 20 + net_header_len", s -> o.sle(s.searchHigh, high0));
        // a lost probe of the floor's size (tcp_min_snd_mss above the clamp) sets search_high above mss_clamp + 40
        c.put("search_high <= max(mss_clamp, tcp_min_snd_mss, 48) + 20 + net_header_len",
                s -> o.sle(s.searchHigh, o.add(o.smax(o.smax(clamp, minSnd), o.num(48)), o.add(o.num(20), k.netHeaderLen))));
        c.put("search_low >= tcp_mss_to_mtu(tcp_base_mss) when threshold >= 1",
                s -> o.or(o.slt(threshold, o.num(1)), o.sle(low0, s.searchLow)));
        BitVecExpr lowInit = init().searchLow;
        BitVecExpr highInit = init().searchHigh;
        c.put("search_low <= search_high + 1 when threshold >= 1 and connect leaves search_low <= search_high + 1",
                s -> o.or(o.or(o.slt(threshold, o.num(1)), o.sgt(lowInit, o.add(highInit, o.num(1)))),
                        o.sle(s.searchLow, o.add(s.searchHigh, o.num(1)))));
        c.put("search_low >= tcp_mss_to_mtu(tcp_base_mss)", s -> o.sle(low0, s.searchLow));
        c.put("search_low >= 68 + net_header_len", s -> o.sle(o.add(o.num(68), k.netHeaderLen), s.searchLow));
        c.put("search_low <= 65535 + 120", s -> o.sle(s.searchLow, o.num(65535 + 120)));
        c.put("search_low <= max(tcp_mss_to_mtu(tcp_base_mss), search_high + 1)",
                s -> o.or(o.sle(s.searchLow, low0), o.sle(s.searchLow, o.add(s.searchHigh, o.num(1)))));
        c.put("search_low <= search_high + 1 when tcp_mss_to_mtu(tcp_base_mss) <= mss_clamp + 20 + net_header_len",
                s -> o.or(o.sgt(low0, high0), o.sle(s.searchLow, o.add(s.searchHigh, o.num(1)))));
        c.put("search_high <= route MTU (active open)", s -> o.or(passive, o.sle(s.searchHigh, route)));
        return c;
    }

    /**
     * Houdini: keeps the candidates that hold after connect and, assumed together, still hold after
     * every steady round (every threshold), dropping the others until none fails. The result is an
     * inductive invariant of the steady path: every reachable state satisfies it.
     */
    private Map<String, Lemma> strengthen(Context ctx) {
        Kernel<BitVecExpr, BoolExpr>.Search s = free("");
        Kernel<BitVecExpr, BoolExpr>.Round r = k.steadyRound(s, threshold, route, path);
        return Houdini.filter(ctx, 120_000, domain, candidates(), init(), s, o.bool(true), r.next, (name, q) -> {
            if (Query.TRACE) {
                System.err.println("  " + tag("houdini") + " drops " + name + ": "
                        + (q == null ? "unknown" : describe(q, s) + " -> " + describe(q, r.next)));
            }
        });
    }

    private BoolExpr conj(Map<String, Lemma> lemmas, Kernel<BitVecExpr, BoolExpr>.Search s) {
        BoolExpr b = o.bool(true);
        for (Lemma l : lemmas.values()) {
            b = o.and(b, l.at(s));
        }
        return b;
    }

    /** The facts of the steady invariant (the candidates {@link #strengthen} kept), in words. */
    List<String> lemmas() {
        return List.copyOf(lemmas.keySet());
    }

    /**
     * The steady invariant: the over-approximation of the reachable states the proofs quantify over
     * (the candidate facts that survived; init and inductiveness are proved by {@link #closure}).
     */
    BoolExpr inv(Kernel<BitVecExpr, BoolExpr>.Search s) {
        return conj(lemmas, s);
    }

    Kernel<BitVecExpr, BoolExpr>.Search free(String suffix) {
        return k.new Search(o.var("search_low" + suffix), o.var("search_high" + suffix), o.var("mss_cache" + suffix));
    }

    BoolExpr same(Kernel<BitVecExpr, BoolExpr>.Search a, Kernel<BitVecExpr, BoolExpr>.Search b) {
        return o.and(o.and(o.eq(a.searchLow, b.searchLow), o.eq(a.searchHigh, b.searchHigh)), o.eq(a.mssCache, b.mssCache));
    }

    String tag(String what) {
        return what + "-" + v.name().toLowerCase().replace('_', '-') + (sane ? "-sane" : "");
    }

    /**
     * Init implies the invariant, and a round keeps it: one query per fact of the invariant (the
     * whole invariant assumed before the round, that fact denied after it), which together are the
     * inductiveness of their conjunction and each stay small for the solver.
     */
    List<Query> closure(Context ctx) {
        if (closure == null) {
            closure = List.copyOf(closureQueries(ctx));
        }
        return closure;
    }

    private List<Query> closure;

    private List<Query> closureQueries(Context ctx) {
        Kernel<BitVecExpr, BoolExpr>.Search s = free("");
        Kernel<BitVecExpr, BoolExpr>.Round r = k.steadyRound(s, threshold, route, path);
        List<Query> qs = new ArrayList<>();
        qs.add(Query.run(ctx, tag("steady-init"), "unsat: every connection starts inside the steady invariant ("
                + String.join("; ", lemmas()) + ")", domain, o.not(inv(init()))));
        int n = 0;
        for (Map.Entry<String, Lemma> e : lemmas.entrySet()) {
            qs.add(Query.run(ctx, tag("steady-inductive-" + ++n), "unsat: a steady round (xmit, then the path's outcome) from a state of the "
                    + "steady invariant keeps its fact " + e.getKey(), domain, inv(s), o.not(e.getValue().at(r.next))));
        }
        return qs;
    }

    /** The solver's state and connection in {@code q}, in words. */
    String describe(Query q, Kernel<BitVecExpr, BoolExpr>.Search s) {
        return "search_low " + q.intValue(s.searchLow) + ", search_high " + q.intValue(s.searchHigh) + ", mss_cache "
                + q.intValue(s.mssCache) + "; IPv" + (q.boolValue(v6) ? 6 : 4) + (q.boolValue(passive) ? " passive" : " active")
                + ", options " + q.intValue(opt) + ", mss_clamp " + q.intValue(clamp) + ", route " + q.intValue(route) + ", path "
                + q.intValue(path) + ", tcp_base_mss " + q.intValue(base) + (v.hasMinSndMss() ? ", tcp_min_snd_mss " + q.intValue(minSnd) : "")
                + (v.hasProbeThreshold() ? ", threshold " + q.intValue(threshold) : "");
    }

    // ------------------------------------------------------------------ concrete replay

    /** The solver's connection as a model config. */
    Config config(Query q) {
        boolean six = q.boolValue(v6);
        Config c = Config.defaults(v).withIp(six ? 6 : 4).withTcpOptions(q.intValue(opt)).withRouteMtu(q.intValue(route))
                .withMssClamp(q.intValue(clamp)).withOpen(q.boolValue(passive) ? Config.Open.PASSIVE : Config.Open.ACTIVE)
                .withSndCwnd(20).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSysctl(Sysctl.TCP_BASE_MSS, q.intValue(base));
        if (v.hasProbeThreshold()) {
            c = c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, q.intValue(threshold));
        }
        if (v.hasMinSndMss()) {
            c = c.withSysctl(Sysctl.TCP_MIN_SND_MSS, q.intValue(minSnd));
        }
        return c;
    }

    /**
     * Runs the model on the steady path from {@code c} (xmits with cwnd 20, the path's outcomes),
     * up to {@code maxEvents}; returns the replay lines and whether a state repeated after a probe
     * outcome (a lasso) or a probe left {@code (search_low, search_high]} ({@code wantOutside}).
     */
    static Replay replay(Config c, int pathMtu, int maxEvents, boolean wantOutside) {
        return replay(c, pathMtu, maxEvents, wantOutside, null);
    }

    /** As above; with {@code broken}, stops at the first event whose state it accepts ({@link Replay#broken}). */
    static Replay replay(Config c, int pathMtu, int maxEvents, boolean wantOutside, java.util.function.Predicate<Sock> broken) {
        List<String> lines = new ArrayList<>();
        lines.add(c.toJson());
        Sock s = Pmtu.connect(c).after;
        // the line after which each state was first seen, and the last probe outcome's line: a state seen again
        // with an outcome in between closes a lasso (as replay --check's TERMINATION monitor decides it)
        Map<Sock, Integer> seen = new HashMap<>();
        seen.put(s, 1);
        int lastOutcome = 0;
        for (int i = 0; i < maxEvents; i++) {
            Event e = s.probeSize != 0
                    ? Event.of(s.probeSize <= pathMtu ? Event.Kind.PROBE_ACKED : Event.Kind.PROBE_LOST)
                    : Event.of(Event.Kind.XMIT).withCwnd(20);
            Step st = Pmtu.step(s, e);
            lines.add(e.toJson());
            int line = lines.size();
            if (broken != null && broken.test(st.after)) {
                return new Replay(lines, false, false, true);
            }
            if (st.reprobed) {
                return new Replay(lines, false, false);
            }
            if (wantOutside && st.sent > 0 && (st.sent <= st.after.searchLow || st.sent > st.after.searchHigh)) {
                return new Replay(lines, false, true);
            }
            if (e.kind != Event.Kind.XMIT) {
                lastOutcome = line;
            }
            Integer before = seen.putIfAbsent(st.after, line);
            if (before != null && lastOutcome > before) {
                return new Replay(lines, true, false);
            }
            if (e.kind == Event.Kind.XMIT && st.sent == 0 && st.after.equals(s)) {
                return new Replay(lines, false, false); // stopped: every later xmit is the same
            }
            s = st.after;
        }
        return new Replay(lines, false, false);
    }

    static final class Replay {
        final List<String> lines;
        final boolean lasso;
        final boolean outside;
        final boolean broken;

        Replay(List<String> lines, boolean lasso, boolean outside) {
            this(lines, lasso, outside, false);
        }

        Replay(List<String> lines, boolean lasso, boolean outside, boolean broken) {
            this.lines = lines;
            this.lasso = lasso;
            this.outside = outside;
            this.broken = broken;
        }
    }
}
