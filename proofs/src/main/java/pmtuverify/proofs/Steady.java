package pmtuverify.proofs;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;

/**
 * The steady path of the TERMINATION harness, symbolically: every connection (IPv4 or IPv6, active
 * or passive open, every option length, every u16 mss_clamp, route MTU 576 (IPv4) or 1280 (IPv6)
 * up to 65535, path MTU from the IP minimum up to the route, every int tcp_base_mss the variant's
 * handler accepts, tcp_min_snd_mss 48..65535 where it exists, every int threshold), tcp_mtu_probing 2,
 * time not advancing, xmits with the sender's cwnd above the probe gate.
 */
final class Steady {
    /** Rounds the bounded search for a reachable lasso unrolls. */
    static final int LASSO_ROUNDS = 8;

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

    /** The restricted domain: 48 <= tcp_base_mss <= 65535 and mss_clamp >= 88 (a full option set plus 48 bytes). */
    static final String SANE = "48 <= tcp_base_mss <= 65535, mss_clamp >= 88";

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
        d = o.and(d, o.and(o.ule(o.ite(v6, o.num(1280), o.num(576)), route), o.ule(route, o.num(65535))));
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
    }

    String domainName() {
        return sane ? SANE : Proof.ALL;
    }

    /** The state after connect (Sk.connect with tcp_mtu_probing 2): tcp_mtup_init and tcp_sync_mss in the variant's order. */
    Kernel<BitVecExpr, BoolExpr>.Search init() {
        BitVecExpr low0 = k.floorSearchLow(k.tcpMssToMtu(base), v6);
        BitVecExpr high0 = o.add(clamp, o.add(o.num(20), k.netHeaderLen));
        Kernel<BitVecExpr, BoolExpr>.Search active = k.syncMss(low0, high0, route);
        if (v.connectRule == Variant.ConnectRule.TCP_INIT_TRANSFER) {
            active = k.new Search(low0, high0, active.mssCache);
        }
        // passive: tcp_sync_mss with probing still off (mss_cache = tcp_mtu_to_mss(route)), then tcp_mtup_init
        return k.new Search(o.ite(passive, low0, active.searchLow), o.ite(passive, high0, active.searchHigh),
                o.ite(passive, k.tcpMtuToMss(route), active.mssCache));
    }

    /**
     * The over-approximation of the reachable states the proofs quantify over: -1 <= search_high <=
     * 65535 + 60 (a lost probe's datagram is at most the route MTU, and may wrap to 0 below it); for 4.0's doubling rule also mss_cache as tcp_sync_mss or the passive open
     * leaves it. Init and inductiveness are proved ({@link #closure}).
     */
    BoolExpr inv(Kernel<BitVecExpr, BoolExpr>.Search s) {
        BoolExpr b = o.and(o.sle(o.num(-1), s.searchHigh), o.sle(s.searchHigh, o.num(65595)));
        if (v.probeSizeRule == Variant.ProbeSizeRule.DOUBLE_MSS_CACHE) {
            b = o.and(b, o.or(o.eq(s.mssCache, o.smin(k.tcpMtuToMss(route), k.tcpMtuToMss(s.searchLow))),
                    o.eq(s.mssCache, k.tcpMtuToMss(route))));
        }
        return b;
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

    /** Init implies the invariant, and a round keeps it. */
    List<Query> closure(Context ctx) {
        Kernel<BitVecExpr, BoolExpr>.Search s = free("");
        Kernel<BitVecExpr, BoolExpr>.Round r = k.steadyRound(s, threshold, route, path);
        return List.of(
                Query.run(ctx, tag("steady-init"), "unsat: every connection starts inside the steady invariant", domain,
                        o.not(inv(init()))),
                Query.run(ctx, tag("steady-inductive"), "unsat: a steady round (xmit, then the path's outcome) keeps the steady invariant",
                        domain, inv(s), o.not(inv(r.next))));
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
        List<String> lines = new ArrayList<>();
        lines.add(c.toJson());
        Sock s = Pmtu.connect(c).after;
        Set<Sock> seen = new HashSet<>();
        for (int i = 0; i < maxEvents; i++) {
            Event e = s.probeSize != 0
                    ? Event.of(s.probeSize <= pathMtu ? Event.Kind.PROBE_ACKED : Event.Kind.PROBE_LOST)
                    : Event.of(Event.Kind.XMIT).withCwnd(20);
            Step st = Pmtu.step(s, e);
            lines.add(e.toJson());
            if (st.reprobed) {
                return new Replay(lines, false, false);
            }
            if (wantOutside && st.sent > 0 && (st.sent <= st.after.searchLow || st.sent > st.after.searchHigh)) {
                return new Replay(lines, false, true);
            }
            if (e.kind != Event.Kind.XMIT && !seen.add(st.after)) {
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

        Replay(List<String> lines, boolean lasso, boolean outside) {
            this.lines = lines;
            this.lasso = lasso;
            this.outside = outside;
        }
    }
}
