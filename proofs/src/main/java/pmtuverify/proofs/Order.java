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
 * every pmtu an ICMP, a route decrease or a window update can hand it (from the domain's route
 * floor, {@link Steady#routeFloor}, up to the first route MTU). Per transition: the invariant is
 * 1-inductive with the steady invariant of {@link Steady}, or 2-inductive with its base (connect and
 * one round after it, for every connection that starts with the invariant), or the solver gives a
 * state it breaks from, and a run from connect that breaks it is searched for and replayed by the
 * model. Each transition is checked alone: the sync check starts from a state of the steady
 * invariant, which is proved for steady rounds only. Route increases, the black-hole timeout,
 * tcp_mtu_check_reprobe, retransmissions and sysctl writes are not encoded: those events stay bounded-only.
 */
final class Order {
    private Order() {}

    static final List<String> INVARIANTS = List.of("ORDER_LOW_HIGH", "ORDER_MSS_IN_RANGE");

    /** What the tcp_sync_mss check covers: one sync from a state of the steady invariant, pmtu at most the first route. */
    static final String SYNC_KEEPS = "one tcp_sync_mss from a state of the steady invariant with pmtu between the route floor and the "
            + "first route (an ICMP, a route decrease, a window update; not a route increase, nor a state after an earlier sync)";

    /** The events whose transitions are not encoded. */
    static final String NOT_ENCODED = "route increases, the black-hole timeout, tcp_mtu_check_reprobe, retransmissions and sysctl writes";

    /** Connect, the steady round, and tcp_sync_mss as {@link #SYNC_KEEPS} says. */
    static Coverage coverage(Steady st) {
        List<String> events = new ArrayList<>(Coverage.STEADY_EVENTS);
        events.add("tcp_sync_mss with pmtu <= the first route from a state of the steady invariant (ICMP, route decrease, window update)");
        return new Coverage("SMT", "each encoded transition", events, "each transition checked alone; " + Coverage.STEADY_FIXED
                + " between syncs; not encoded: " + NOT_ENCODED, !st.sane, st.coverage.restriction);
    }

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
        // the restated ORDER_MSS_IN_RANGE: above search_high only at the MSS floor, tcp_mtu_to_mss(0)
        BoolExpr atFloor = o.sle(s.mssCache, st.k.tcpMtuToMss(o.num(0)));
        return o.and(o.sle(s.searchLow, mtu), o.or(o.sle(mtu, s.searchHigh), atFloor));
    }

    private static boolean holds(String id, Sock s) {
        if (id.equals("ORDER_LOW_HIGH")) {
            return s.searchLow <= s.searchHigh;
        }
        int mtu = Pmtu.tcpMssToMtu(s, s.mssCache);
        return s.searchLow <= mtu && (mtu <= s.searchHigh || s.mssCache <= Pmtu.tcpMtuToMss(s, 0));
    }

    private static Proof prove(Context ctx, Steady st, List<Query> closure, String id) {
        Symbolic o = st.o;
        List<Query> qs = new ArrayList<>(closure);
        String tag = id.toLowerCase().replace('_', '-');
        List<String> keeps = new ArrayList<>();
        List<String> breaks = new ArrayList<>();
        // one witness per cell: the steady round's when there is one (the search's own rule broke it), else an ICMP's, else connect's
        List<String> connectTrace = List.of();
        List<String> steadyTrace = List.of();
        List<String> syncTrace = List.of();

        // connection set-up
        Query init = Query.run(ctx, st.tag(tag + "-connect"), "unsat: every connection starts with the invariant", st.domain,
                o.not(holds(st, id, st.init())));
        qs.add(init);
        Kernel<BitVecExpr, BoolExpr>.Search s0 = st.init();
        if (init.sat()) {
            Sock after = Pmtu.connect(st.config(init)).after;
            boolean replayed = after.enabled != 0 && !holds(id, after);
            breaks.add("connect (" + (replayed ? "replayed" : "not replayed") + ": " + st.describe(init, s0) + ")");
            if (replayed) {
                connectTrace = List.of(st.config(init).toJson());
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
                    "unsat: two steady rounds from a state of the steady invariant keeping the invariant in the first keep it in the second (2-induction step)",
                    st.domain, st.inv(a), holds(st, id, a), holds(st, id, r1.next), o.not(holds(st, id, r2.next)));
            qs.add(k2);
            Query reach;
            if (!k2.sat()) {
                // k-induction needs the property on the first k states from init: connect (above) and one round after it
                Kernel<BitVecExpr, BoolExpr>.Round first = st.k.steadyRound(s0, st.threshold, st.route, st.path);
                Query base = Query.run(ctx, st.tag(tag + "-steady-base"),
                        "unsat: one steady round from a connection that starts with the invariant keeps it (the base of the 2-induction)",
                        st.domain, holds(st, id, s0), o.not(holds(st, id, first.next)));
                qs.add(base);
                if (!base.sat()) {
                    keeps.add("runs of steady rounds from a connection that starts with it (2-induction: base one round from connect, "
                            + "step with the steady invariant; not 1-inductive)");
                }
                reach = base.sat() ? base : null;
            } else {
                reach = reachSteady(ctx, st, id);
            }
            if (reach != null) {
                qs.add(reach);
                Steady.Replay rep = Steady.replay(st.config(reach), reach.intValue(st.path), 400, false,
                        x -> x.enabled != 0 && !holds(id, x));
                List<String> cut = rep.broken ? rep.lines : null;
                breaks.add("the steady round (" + (cut != null ? "reachable from connect, replayed" : "reachable, not replayed") + ": "
                        + st.describe(reach, s0) + ")");
                if (cut != null) {
                    steadyTrace = cut;
                }
            } else if (k2.sat()) {
                breaks.add("the steady round from a state of the steady invariant (" + st.describe(k2, a)
                        + "), not reached within " + Steady.LASSO_ROUNDS + " rounds of connect");
            }
        }

        // tcp_sync_mss(pmtu): ICMP, route change, window update
        BitVecExpr pmtu = o.var("sync_pmtu");
        BoolExpr pmtuDomain = o.and(o.ule(st.routeFloor, pmtu), o.ule(pmtu, st.route));
        Kernel<BitVecExpr, BoolExpr>.Search synced = st.k.syncMss(a.searchLow, a.searchHigh, pmtu);
        Query sync = Query.run(ctx, st.tag(tag + "-sync"), "unsat: tcp_sync_mss(pmtu) from a state of the steady invariant keeps the invariant for every pmtu from the domain's route floor up to the first route",
                st.domain, pmtuDomain, st.inv(a), holds(st, id, a), o.not(holds(st, id, synced)));
        qs.add(sync);
        if (!sync.sat()) {
            keeps.add(SYNC_KEEPS);
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
                if (replayed) {
                    syncTrace = List.of(c.toJson(), Event.icmp(w.intValue(pmtu)).toJson());
                }
            }
            breaks.add("tcp_sync_mss with pmtu " + (w.sat() ? w.intValue(pmtu) + " (an ICMP right after connect, "
                    + (replayed ? "replayed" : "not replayed") + ": " + st.describe(w, s0) + ")" : "(from a state of the steady invariant only)"));
        }
        List<String> trace = !steadyTrace.isEmpty() ? steadyTrace : !syncTrace.isEmpty() ? syncTrace : connectTrace;
        Proof.Verdict verdict = breaks.isEmpty() ? Proof.Verdict.PROVEN : trace.isEmpty() ? Proof.Verdict.OPEN : Proof.Verdict.VIOLATED;
        String statement = "kept by " + (keeps.isEmpty() ? "no encoded transition" : String.join(", ", keeps))
                + (breaks.isEmpty() ? "" : "; broken by " + String.join("; ", breaks))
                + "; not encoded (bounded-only): " + NOT_ENCODED;
        return new Proof(id, st.v.name(), coverage(st), verdict, statement, qs, trace);
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
