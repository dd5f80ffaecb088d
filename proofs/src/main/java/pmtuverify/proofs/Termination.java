package pmtuverify.proofs;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;

/**
 * TERMINATION and PROBE_WITHIN_RANGE on the steady path, per variant, over every int threshold.
 *
 * <p>TERMINATION: the ranking function {@code r = search_high - search_low} (as mathematical
 * integers) is non-negative and drops at every round that sends a probe, for every state of the
 * steady invariant ({@link Steady#inv}, proved to hold at connect and to be kept by every round).
 * Where it fails, the threshold set is found exactly: the stop test is monotone in the threshold
 * (proved), so the thresholds with a failing state form a down-set {@code T <= Tmax}; a binary
 * search finds Tmax, a bounded unrolling from connect finds a reachable self-loop at Tmax, and the model
 * replays it. By monotonicity the same run loops for every threshold at or below Tmax.
 */
final class Termination {
    private Termination() {}

    static List<Proof> prove(Context ctx, Variant v) {
        List<Proof> out = new ArrayList<>();
        for (boolean sane : new boolean[] {false, true}) {
            Steady st = new Steady(ctx, v, sane);
            List<Query> closure = st.closure(ctx);
            out.add(termination(ctx, st, closure));
            out.add(probeWithinRange(ctx, st, closure));
        }
        return out;
    }

    private static BoolExpr rankingFails(Steady st, Kernel<BitVecExpr, BoolExpr>.Search s, Kernel<BitVecExpr, BoolExpr>.Round r) {
        Symbolic o = st.o;
        BitVecExpr rank = o.sub64(o.sext64(s.searchHigh), o.sext64(s.searchLow));
        BitVecExpr next = o.sub64(o.sext64(r.next.searchHigh), o.sext64(r.next.searchLow));
        return o.and(r.probed(), o.not(o.and(o.slt64(next, rank), o.not(o.slt64(rank, o.num64(0))))));
    }

    private static Proof termination(Context ctx, Steady st, List<Query> closure) {
        Symbolic o = st.o;
        Variant v = st.v;
        List<Query> qs = new ArrayList<>(closure);
        Kernel<BitVecExpr, BoolExpr>.Search s = st.free("");
        Kernel<BitVecExpr, BoolExpr>.Round r = st.k.steadyRound(s, st.threshold, st.route, st.path);
        BoolExpr fails = o.and(st.inv(s), rankingFails(st, s, r));
        boolean closed = closure.stream().noneMatch(Query::sat);
        if (!closed) {
            return new Proof("TERMINATION", v.name(), st.domainName(), Proof.Verdict.OPEN, "the steady invariant is not closed: "
                    + Helpers.answers(closure), qs, List.of());
        }
        Query any = Query.run(ctx, st.tag("termination-ranking"),
                "unsat: on the steady path every round that sends a probe lowers search_high - search_low, which stays >= 0 (every int threshold)",
                st.domain, fails);
        qs.add(any);
        if (!any.sat()) {
            return new Proof("TERMINATION", v.name(), st.domainName(), Proof.Verdict.PROVEN,
                    "terminates for every int threshold and every steady connection: search_high - search_low is a ranking function, so a search sends at most search_high0 - search_low0 + 1 probes",
                    qs, List.of());
        }
        long tmax = Integer.MAX_VALUE;
        if (v.hasProbeThreshold()) {
            BitVecExpr t2 = o.var("tcp_probe_threshold_2");
            BitVecExpr size = st.k.probeSegment(s);
            qs.add(Query.run(ctx, st.tag("stop-monotone"),
                    "unsat: the stop test is monotone in the threshold (stopping at T stops at every T' >= T)",
                    st.domain, o.sle(st.threshold, t2), st.k.stopTest(s, size, st.threshold), o.not(st.k.stopTest(s, size, t2))));
            long lo = Integer.MIN_VALUE;
            long hi = Integer.MAX_VALUE;
            // invariant: fails at lo (any answered sat for some T; find the largest)
            Query atLo = null;
            if (!satAt(ctx, st, fails, hi)) {
                while (hi - lo > 1) {
                    long mid = (lo + hi) >> 1;
                    if (satAt(ctx, st, fails, mid)) {
                        lo = mid;
                    } else {
                        hi = mid;
                    }
                }
                tmax = lo;
                qs.add(Query.run(ctx, st.tag("termination-above"),
                        "unsat: for every threshold >= " + (tmax + 1) + " the ranking function holds",
                        st.domain, o.sge(st.threshold, o.num(tmax + 1)), fails));
            }
            atLo = Query.run(ctx, st.tag("termination-at"), "sat: the ranking function fails at threshold " + tmax,
                    st.domain, o.eq(st.threshold, o.num(tmax)), fails);
            qs.add(atLo);
        }
        // a reachable lasso at tmax, by unrolling from connect
        Query lasso = reachable(ctx, st, tmax, true);
        if (lasso != null) {
            qs.add(lasso);
            Steady.Replay rep = Steady.replay(st.config(lasso), lasso.intValue(st.path), 400, false);
            if (rep.lasso) {
                String set = v.hasProbeThreshold() ? "every threshold <= " + tmax + (tmax == Integer.MAX_VALUE ? " (every int)" : "")
                        : "the variant (no threshold sysctl)";
                return new Proof("TERMINATION", v.name(), st.domainName(), Proof.Verdict.VIOLATED,
                        "loops for exactly " + set + ": a reachable lasso at " + tmax + " (replayed by the model), the ranking function holds above it",
                        qs, rep.lines);
            }
        }
        return new Proof("TERMINATION", v.name(), st.domainName(), Proof.Verdict.OPEN,
                "the ranking function fails on some state of the steady invariant for thresholds <= " + tmax
                        + ", but no self-loop within " + Steady.LASSO_ROUNDS + " rounds of connect was found (or replayed): bounded-only", qs, List.of());
    }

    /** The time limit of one query of the bounded unrolling. */
    static final int BMC_TIMEOUT_MS = 15_000;

    private static boolean satAt(Context ctx, Steady st, BoolExpr fails, long t) {
        return Query.run(ctx, "search", "", st.domain, st.o.eq(st.threshold, st.o.num(t)), fails).sat();
    }

    /**
     * Unrolls up to {@link Steady#LASSO_ROUNDS} rounds from connect at threshold {@code t}: a state
     * repeating after a probe ({@code lasso}) or a probe outside (search_low, search_high].
     */
    private static Query reachable(Context ctx, Steady st, long t, boolean lasso) {
        Symbolic o = st.o;
        List<Kernel<BitVecExpr, BoolExpr>.Search> states = new ArrayList<>();
        List<Kernel<BitVecExpr, BoolExpr>.Round> rounds = new ArrayList<>();
        states.add(st.init());
        BoolExpr fixT = o.eq(st.threshold, o.num(t));
        for (int n = 0; n < Steady.LASSO_ROUNDS; n++) {
            Kernel<BitVecExpr, BoolExpr>.Round r = st.k.steadyRound(states.get(n), st.threshold, st.route, st.path);
            rounds.add(r);
            states.add(r.next);
            BoolExpr goal;
            if (lasso) {
                // a self-loop: the state before round n sends a probe and comes back unchanged
                goal = o.and(r.probed(), st.same(states.get(n), r.next));
            } else {
                Kernel<BitVecExpr, BoolExpr>.Search s = states.get(n);
                goal = o.and(r.probed(), o.or(o.sle(r.sent, s.searchLow), o.sgt(r.sent, s.searchHigh)));
            }
            Query q = Query.run(ctx, BMC_TIMEOUT_MS, st.tag(lasso ? "termination-lasso" : "probe-within-range-reach"),
                    "sat: a " + (lasso ? "lasso" : "probe outside (search_low, search_high]") + " within " + (n + 1)
                            + " rounds of connect at threshold " + t, st.domain, fixT, goal);
            if (q == null) {
                return null; // the solver gave up: reported as OPEN
            }
            if (q.sat()) {
                return q;
            }
        }
        return null;
    }

    private static Proof probeWithinRange(Context ctx, Steady st, List<Query> closure) {
        Symbolic o = st.o;
        Variant v = st.v;
        List<Query> qs = new ArrayList<>(closure);
        Kernel<BitVecExpr, BoolExpr>.Search s = st.free("");
        Kernel<BitVecExpr, BoolExpr>.Round r = st.k.steadyRound(s, st.threshold, st.route, st.path);
        BoolExpr outside = o.and(r.probed(), o.or(o.sle(r.sent, s.searchLow), o.sgt(r.sent, s.searchHigh)));
        Query any = Query.run(ctx, st.tag("probe-within-range-steady"),
                "unsat: on the steady path every probe datagram lies in (search_low, search_high] (every int threshold)",
                st.domain, st.inv(s), outside);
        qs.add(any);
        if (!any.sat()) {
            return new Proof("PROBE_WITHIN_RANGE", v.name(), st.domainName(), Proof.Verdict.PROVEN,
                    "steady path only (1-inductive with the steady invariant): every probe lies in (search_low, search_high]; outside events stay bounded-only",
                    qs, List.of());
        }
        // threshold 1 (the stop test's weakest sane setting; every rule stops at least as late at lower thresholds)
        for (long t : new long[] {v.hasProbeThreshold() ? 1 : Sysctl.DEFAULT_PROBE_THRESHOLD}) {
            Query q = reachable(ctx, st, t, false);
            if (q != null) {
                qs.add(q);
                Steady.Replay rep = Steady.replay(st.config(q), q.intValue(st.path), 400, true);
                if (rep.outside) {
                    return new Proof("PROBE_WITHIN_RANGE", v.name(), st.domainName(), Proof.Verdict.VIOLATED,
                            "a reachable probe outside (search_low, search_high] on the steady path (replayed by the model)",
                            qs, rep.lines);
                }
            }
        }
        return new Proof("PROBE_WITHIN_RANGE", v.name(), st.domainName(), Proof.Verdict.OPEN,
                "a state of the steady invariant sends a probe outside the range, but none was reached within "
                        + Steady.LASSO_ROUNDS + " rounds of connect", qs, List.of());
    }
}
