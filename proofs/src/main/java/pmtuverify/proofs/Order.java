package pmtuverify.proofs;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Variant;

/**
 * ORDER_LOW_HIGH and ORDER_MSS_IN_RANGE by k-induction over the transitions the encoding has:
 * connection set-up, the steady round (xmit, then the probe's outcome) and tcp_sync_mss(pmtu) for
 * every pmtu an ICMP, a route change or a window update can hand it (from the IP minimum, 552 on
 * IPv4 and 1280 on IPv6, up to the route MTU). Per transition: the invariant is k-inductive (k = 1
 * or 2, with the steady invariant of {@link Steady}), or the solver gives a state it breaks from,
 * and a run from connect that breaks it is searched for and replayed by the model. The black-hole
 * timeout, tcp_mtu_check_reprobe and sysctl writes are not encoded: those events stay bounded-only.
 */
final class Order {
    private Order() {}

    static final List<String> INVARIANTS = List.of("ORDER_LOW_HIGH", "ORDER_MSS_IN_RANGE");

    static List<Proof> prove(Context ctx, Steady st, List<String> wanted) {
        List<Proof> out = new ArrayList<>();
        List<Query> closure = st.closure(ctx);
        for (String id : INVARIANTS) {
            if (wanted == null || wanted.contains(id)) {
                out.add(prove(ctx, st, closure, id));
            }
        }
        return out;
    }

    /** The invariant on a state (probing is enabled on the steady path). */
    private static BoolExpr holds(Steady st, String id, Kernel<BitVecExpr, BoolExpr>.Search s) {
        Symbolic o = st.o;
        if (id.equals("ORDER_LOW_HIGH")) {
            return o.sle(s.searchLow, s.searchHigh);
        }
        BitVecExpr mtu = st.k.tcpMssToMtu(s.mssCache);
        return o.and(o.sle(s.searchLow, mtu), o.sle(mtu, s.searchHigh));
    }

    private static boolean holds(String id, Sock s) {
        if (id.equals("ORDER_LOW_HIGH")) {
            return s.searchLow <= s.searchHigh;
        }
        int mtu = Pmtu.tcpMssToMtu(s, s.mssCache);
        return s.searchLow <= mtu && mtu <= s.searchHigh;
    }

    private static Proof prove(Context ctx, Steady st, List<Query> closure, String id) {
        Symbolic o = st.o;
        List<Query> qs = new ArrayList<>(closure);
        String tag = id.toLowerCase().replace('_', '-');
        List<String> keeps = new ArrayList<>();
        List<String> breaks = new ArrayList<>();
        List<String> trace = List.of();

        // connection set-up
        Query init = Query.run(ctx, st.tag(tag + "-connect"), "unsat: every connection starts with the invariant", st.domain,
                o.not(holds(st, id, st.init())));
        qs.add(init);
        Kernel<BitVecExpr, BoolExpr>.Search s0 = st.init();
        if (init.sat()) {
            Sock after = Pmtu.connect(st.config(init)).after;
            boolean replayed = after.enabled != 0 && !holds(id, after);
            breaks.add("connect (" + (replayed ? "replayed" : "not replayed") + ": " + st.describe(init, s0) + ")");
            if (replayed && trace.isEmpty()) {
                trace = List.of(st.config(init).toJson());
            }
        } else {
            keeps.add("connect");
        }

        // the steady round, 1- then 2-induction with the steady invariant
        Kernel<BitVecExpr, BoolExpr>.Search a = st.free("");
        Kernel<BitVecExpr, BoolExpr>.Round r1 = st.k.steadyRound(a, st.threshold, st.route, st.path);
        Query k1 = Query.run(ctx, st.tag(tag + "-steady-k1"), "unsat: a steady round keeps the invariant (1-induction with the steady invariant)",
                st.domain, st.inv(a), holds(st, id, a), o.not(holds(st, id, r1.next)));
        qs.add(k1);
        if (!k1.sat()) {
            keeps.add("the steady round (1-inductive)");
        } else {
            Kernel<BitVecExpr, BoolExpr>.Round r2 = st.k.steadyRound(r1.next, st.threshold, st.route, st.path);
            Query k2 = Query.run(ctx, st.tag(tag + "-steady-k2"),
                    "unsat: two steady rounds from a state of the steady invariant keeping the invariant in the first keep it in the second (2-induction)",
                    st.domain, st.inv(a), holds(st, id, a), holds(st, id, r1.next), o.not(holds(st, id, r2.next)));
            qs.add(k2);
            if (!k2.sat()) {
                keeps.add("the steady round (2-inductive, not 1-inductive)");
            } else {
                Query reach = reachSteady(ctx, st, id);
                if (reach != null) {
                    qs.add(reach);
                    Steady.Replay rep = Steady.replay(st.config(reach), reach.intValue(st.path), 400, false,
                            x -> x.enabled != 0 && !holds(id, x));
                    List<String> cut = rep.broken ? rep.lines : null;
                    breaks.add("the steady round (" + (cut != null ? "reachable from connect, replayed" : "reachable, not replayed") + ": "
                            + st.describe(reach, s0) + ")");
                    if (cut != null && trace.isEmpty()) {
                        trace = cut;
                    }
                } else {
                    breaks.add("the steady round from a state of the steady invariant (" + st.describe(k2, a)
                            + "), not reached within " + Steady.LASSO_ROUNDS + " rounds of connect");
                }
            }
        }

        // tcp_sync_mss(pmtu): ICMP, route change, window update
        BitVecExpr pmtu = o.var("sync_pmtu");
        BoolExpr pmtuDomain = o.and(o.ule(o.ite(st.v6, o.num(1280), o.num(552)), pmtu), o.ule(pmtu, st.route));
        Kernel<BitVecExpr, BoolExpr>.Search synced = st.k.syncMss(a.searchLow, a.searchHigh, pmtu);
        Query sync = Query.run(ctx, st.tag(tag + "-sync"), "unsat: tcp_sync_mss(pmtu) keeps the invariant for every pmtu from the IP minimum up to the route",
                st.domain, pmtuDomain, st.inv(a), holds(st, id, a), o.not(holds(st, id, synced)));
        qs.add(sync);
        if (!sync.sat()) {
            keeps.add("tcp_sync_mss (ICMP, route change, window update)");
        } else {
            // from connect: an ICMP below the route (IPv6 6.x: only when it lowers the MSS)
            Kernel<BitVecExpr, BoolExpr>.Search after = st.k.syncMss(s0.searchLow, s0.searchHigh, pmtu);
            BoolExpr lowers = o.ult(pmtu, st.route);
            if (st.v.routeRule == Variant.RouteRule.LINUX_6) {
                lowers = o.and(lowers, o.or(o.not(st.v6), o.ult(st.k.tcpMtuToMss(pmtu), s0.mssCache)));
            }
            Query w = Query.run(ctx, st.tag(tag + "-sync-reach"), "sat: an ICMP right after connect breaks the invariant", st.domain,
                    pmtuDomain, lowers, holds(st, id, s0), o.not(holds(st, id, after)));
            qs.add(w);
            boolean replayed = false;
            if (w.sat()) {
                Config c = st.config(w);
                Sock s = Pmtu.connect(c).after;
                Step step = Pmtu.step(s, Event.icmp(w.intValue(pmtu)));
                replayed = step.after.enabled != 0 && holds(id, s) && !holds(id, step.after);
                if (replayed && trace.isEmpty()) {
                    trace = List.of(c.toJson(), Event.icmp(w.intValue(pmtu)).toJson());
                }
            }
            breaks.add("tcp_sync_mss with pmtu " + (w.sat() ? w.intValue(pmtu) + " (an ICMP right after connect, "
                    + (replayed ? "replayed" : "not replayed") + ": " + st.describe(w, s0) + ")" : "(from a state of the steady invariant only)"));
        }
        Proof.Verdict verdict = breaks.isEmpty() ? Proof.Verdict.PROVEN : trace.isEmpty() ? Proof.Verdict.OPEN : Proof.Verdict.VIOLATED;
        String statement = "kept by " + (keeps.isEmpty() ? "no encoded transition" : String.join(", ", keeps))
                + (breaks.isEmpty() ? "" : "; broken by " + String.join("; ", breaks))
                + "; the black-hole timeout, tcp_mtu_check_reprobe and sysctl writes are not encoded (bounded-only)";
        return new Proof(id, st.v.name(), st.domainName(), verdict, statement, qs, trace);
    }

    /** A run of steady rounds from connect, keeping the invariant at connect, whose round breaks it. */
    private static Query reachSteady(Context ctx, Steady st, String id) {
        Symbolic o = st.o;
        Kernel<BitVecExpr, BoolExpr>.Search s = st.init();
        BoolExpr start = holds(st, id, s);
        for (int n = 0; n < Steady.LASSO_ROUNDS; n++) {
            Kernel<BitVecExpr, BoolExpr>.Round r = st.k.steadyRound(s, st.threshold, st.route, st.path);
            Query q = Query.run(ctx, Termination.BMC_TIMEOUT_MS, st.tag(id.toLowerCase().replace('_', '-') + "-steady-reach"),
                    "sat: a run of " + (n + 1) + " steady rounds from connect breaks the invariant", st.domain, start,
                    o.not(holds(st, id, r.next)));
            if (q == null) {
                return null;
            }
            if (q.sat()) {
                return q;
            }
            s = r.next;
        }
        return null;
    }

}
