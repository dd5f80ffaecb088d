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

    /** The two steady cells on {@code st}'s variant and domain. */
    static List<Proof> prove(Context ctx, Steady st) {
        List<Query> closure = st.closure(ctx);
        return List.of(termination(ctx, st, closure), probeWithinRange(ctx, st, closure));
    }

    /**
     * The round is a fair step under DATA_SIZE_PROBES_NOT_LOST_FOREVER: its probe is acked, or lost while its datagram is
     * larger than a data segment's, {@code tcp_mss_to_mtu(mss_cache)} (both int; mss_cache as the round found it: the
     * steady path's xmit does not re-sync).
     */
    static BoolExpr fairRound(Steady st, Kernel<BitVecExpr, BoolExpr>.Search s, Kernel<BitVecExpr, BoolExpr>.Round r) {
        return st.o.or(r.acked, st.o.sgt(r.sent, st.k.tcpMssToMtu(s.mssCache)));
    }

    private static BoolExpr rankingFails(Steady st, Kernel<BitVecExpr, BoolExpr>.Search s, Kernel<BitVecExpr, BoolExpr>.Round r) {
        Symbolic o = st.o;
        BitVecExpr rank = o.sub64(o.sext64(s.searchHigh), o.sext64(s.searchLow));
        BitVecExpr next = o.sub64(o.sext64(r.next.searchHigh), o.sext64(r.next.searchLow));
        return o.and(r.probed(), o.not(o.and(o.slt64(next, rank), o.not(o.slt64(rank, o.num64(0))))));
    }

    private static BoolExpr outside(Steady st, Kernel<BitVecExpr, BoolExpr>.Search s, Kernel<BitVecExpr, BoolExpr>.Round r) {
        Symbolic o = st.o;
        return o.and(r.probed(), o.or(o.sle(r.sent, s.searchLow), o.sgt(r.sent, s.searchHigh)));
    }

    /** What one of the two steady cells checks: the failing round, its words, and the witness the unrolling looks for. */
    private enum Cell {
        TERMINATION("termination", "the ranking function fails on a fair round", "loops on a fair path", "a fair lasso"),
        PROBE_WITHIN_RANGE("probe-within-range", "a probe leaves (search_low, search_high]", "sends a probe outside (search_low, search_high]",
                "a probe outside (search_low, search_high]");

        final String tag;
        final String fails;
        final String violates;
        final String witness;

        Cell(String tag, String fails, String violates, String witness) {
            this.tag = tag;
            this.fails = fails;
            this.violates = violates;
            this.witness = witness;
        }

        BoolExpr bad(Steady st, Kernel<BitVecExpr, BoolExpr>.Search s, Kernel<BitVecExpr, BoolExpr>.Round r) {
            return this == TERMINATION ? rankingFails(st, s, r) : outside(st, s, r);
        }
    }

    private static Proof termination(Context ctx, Steady st, List<Query> closure) {
        return settle(ctx, st, closure, Cell.TERMINATION,
                "unsat: on the steady path every round that sends a probe lowers search_high - search_low, which stays >= 0 (every int threshold)",
                "terminates for every int threshold and every steady connection: search_high - search_low is a ranking function over the steady invariant, so a search sends at most search_high0 - search_low0 + 1 probes");
    }

    private static Proof probeWithinRange(Context ctx, Steady st, List<Query> closure) {
        return settle(ctx, st, closure, Cell.PROBE_WITHIN_RANGE,
                "unsat: on the steady path every probe datagram lies in (search_low, search_high] (every int threshold)",
                "steady path only (1-inductive with the steady invariant, every int threshold): every probe lies in (search_low, search_high]; outside events stay bounded-only"
                        + (st.v.stopRule == pmtuverify.model.plpmtud.Variant.StopRule.DATAGRAM_IN_RANGE
                        ? " (restated by the variant's rule StopRule.DATAGRAM_IN_RANGE, whose stop test is this formula)" : ""));
    }

    /**
     * Settles one steady cell over every int threshold. The failing rounds of the steady invariant
     * form a down-set of thresholds (the stop test is monotone, proved), so their largest threshold
     * Tmax is found by binary search; for every threshold above it the cell is proved. A reachable
     * witness at Tmax (unrolled from connect, replayed by the model) makes the set exact: by
     * monotonicity the same run is a witness at every threshold at or below Tmax. Where the unrolling
     * does not reach Tmax, the largest threshold it does reach is found by binary search too, and the
     * cell is OPEN between the two, naming the state the solver cannot exclude.
     */
    private static Proof settle(Context ctx, Steady st, List<Query> closure, Cell cell, String claim, String proven) {
        Symbolic o = st.o;
        Variant v = st.v;
        List<Query> qs = new ArrayList<>(closure);
        if (closure.stream().anyMatch(Query::sat)) {
            return new Proof(cell.name(), v.name(), st.coverage, Proof.Verdict.OPEN, "the steady invariant is not closed: "
                    + Helpers.answers(closure), qs, List.of());
        }
        Kernel<BitVecExpr, BoolExpr>.Search s = st.free("");
        Kernel<BitVecExpr, BoolExpr>.Round r = st.k.steadyRound(s, st.threshold, st.route, st.path);
        BoolExpr failing = o.and(st.inv(s), cell.bad(st, s, r));
        Query anyFailing = Query.run(ctx, st.tag(cell.tag + (cell == Cell.TERMINATION ? "-ranking" : "-steady")), claim, st.domain,
                failing);
        qs.add(anyFailing);
        if (!anyFailing.sat()) {
            return new Proof(cell.name(), v.name(), st.coverage, Proof.Verdict.PROVEN, proven, qs, List.of());
        }
        if (cell == Cell.TERMINATION) {
            // liveness under DATA_SIZE_PROBES_NOT_LOST_FOREVER: only the rounds that fail the ranking function with a
            // fair step count; a fair path has finitely many unfair steps, after which the ranking function decreases
            BoolExpr fairFails = o.and(failing, fairRound(st, s, r));
            Query anyFair = Query.run(ctx, st.tag(cell.tag + "-fair-ranking"),
                    "unsat: on the steady path every round that fails the ranking function is unfair (loses a probe of size "
                            + "<= tcp_mss_to_mtu(mss_cache)) (every int threshold)", st.domain, fairFails);
            qs.add(anyFair);
            if (!anyFair.sat()) {
                return new Proof(cell.name(), v.name(), st.coverage, Proof.Verdict.PROVEN,
                        Proof.FAIR_PATHS_PROVEN + " (DATA_SIZE_PROBES_NOT_LOST_FOREVER) for every int threshold and every "
                                + "steady connection: every round that does not lower search_high - search_low >= 0 loses a "
                                + "probe no larger than a data segment, so after a fair path's last such loss the ranking "
                                + "function decreases; the unfair rounds may loop", qs, List.of());
            }
            failing = fairFails;
            anyFailing = anyFair;
        }
        final BoolExpr fails = failing;
        final Query any = anyFailing;
        long tmax = Integer.MAX_VALUE;
        Query atMax = any;
        if (v.hasProbeThreshold()) {
            BitVecExpr t2 = o.var("tcp_probe_threshold_2");
            BitVecExpr size = st.k.probeSegment(s);
            qs.add(Query.run(ctx, st.tag(cell.tag + "-stop-monotone"),
                    "unsat: the stop test is monotone in the threshold (stopping at T stops at every T' >= T)",
                    st.domain, o.sle(st.threshold, t2), st.k.stopTest(s, size, st.threshold), o.not(st.k.stopTest(s, size, t2))));
            if (!satAt(ctx, st, fails, Integer.MAX_VALUE)) {
                // the solver's failing state names a threshold where it fails: gallop up from there, then bisect
                long t0 = any.intValue(st.threshold);
                tmax = largest(t0 >= -(1 << 16) ? t0 : Integer.MIN_VALUE, Integer.MAX_VALUE, t0 >= -(1 << 16), t -> satAt(ctx, st, fails, t));
                qs.add(Query.run(ctx, st.tag(cell.tag + "-above"),
                        "unsat: for every threshold >= " + (tmax + 1) + " on the steady invariant: not (" + cell.fails + ")",
                        st.domain, o.sge(st.threshold, o.num(tmax + 1)), fails));
            }
            atMax = Query.run(ctx, st.tag(cell.tag + "-at"), "sat: " + cell.fails + " on a state of the steady invariant at threshold " + tmax,
                    st.domain, o.eq(st.threshold, o.num(tmax)), fails);
            qs.add(atMax);
        }
        String set = v.hasProbeThreshold() ? "every threshold <= " + tmax + (tmax == Integer.MAX_VALUE ? " (every int)" : "")
                : "the variant (no threshold sysctl)";
        String above = v.hasProbeThreshold() && tmax < Integer.MAX_VALUE ? ", proved for every threshold above it" : "";
        // without the sysctl the domain fixes the threshold at its default: the witness is searched there
        long at = v.hasProbeThreshold() ? tmax : Sysctl.DEFAULT_PROBE_THRESHOLD;
        Found atTop = witness(ctx, st, at, cell, true);
        Witness w = atTop.witness();
        if (w != null) {
            qs.add(w.query);
            return new Proof(cell.name(), v.name(), st.coverage, Proof.Verdict.VIOLATED,
                    cell.violates + " for exactly " + set + ": " + cell.witness + " reachable at " + at
                            + " within " + w.rounds + (w.rounds == 1 ? " round" : " rounds") + " of connect (replayed by the model)" + above, qs, w.replay.lines);
        }
        String state = st.describe(atMax, s);
        // a lasso that only an unfair path closes (every cycle loses a probe no larger than a data segment) is shown as
        // such, never as the violation: PmtuFairness.DATA_SIZE_PROBES_NOT_LOST_FOREVER rules it out
        Witness unfair = cell == Cell.TERMINATION ? witness(ctx, st, at, cell, false).witness() : null;
        String unfairNote = "";
        if (unfair != null) {
            qs.add(unfair.query);
            unfairNote = "; at " + at + " a lasso is reachable within " + unfair.rounds + (unfair.rounds == 1 ? " round" : " rounds")
                    + " only on an unfair path (every cycle loses a probe of size <= tcp_mss_to_mtu(mss_cache), which "
                    + "DATA_SIZE_PROBES_NOT_LOST_FOREVER rules out; replayed)";
        }
        if (!v.hasProbeThreshold()) {
            return new Proof(cell.name(), v.name(), st.coverage, Proof.Verdict.OPEN, cell.fails + " on a state of the steady invariant ("
                    + state + "), but " + atTop.none(cell.witness)
                    + unfairNote + ": bounded-only" + (unfair == null ? "" : "; " + Proof.UNFAIR_TRACE), qs,
                    unfair == null ? List.of() : unfair.replay.lines);
        }
        // the largest threshold with a witness below Tmax. A probe outside the range: by bisection, each step one unrolling
        // at a fixed threshold. A fair lasso, whose unrolling costs up to LASSO_ROUNDS queries: at threshold 1 (the
        // midpoint of an interval of 1 is search_low, whose probe is acked forever), then unrollings over the whole range
        // of thresholds above the largest found so far, each sat answer raising it, until one finds none.
        Below below = cell == Cell.TERMINATION ? fairLassosBelow(ctx, st, tmax, cell) : bisectBelow(ctx, st, tmax, cell);
        long tw = below.largest();
        Witness low = below.witness();
        String open = "; open for " + (tw + 1) + " <= threshold <= " + tmax + ": " + cell.fails
                + " on a state of the steady invariant at " + tmax + " (" + state + ")" + atTop.thatNone(cell.witness, tmax)
                + below.note() + unfairNote;
        if (low != null) {
            // a replayed witness in the domain: the cell is violated, for the thresholds it reaches
            qs.add(low.query);
            return new Proof(cell.name(), v.name(), st.coverage, Proof.Verdict.VIOLATED,
                    cell.violates + " for every threshold <= " + tw + ": " + cell.witness + " reachable at " + tw + " within "
                            + low.rounds + (low.rounds == 1 ? " round" : " rounds") + " of connect (replayed by the model)"
                            + above.replace("above it", "above " + tmax) + open, qs, low.replay.lines);
        }
        return new Proof(cell.name(), v.name(), st.coverage, Proof.Verdict.OPEN,
                "found no " + cell.witness.replaceFirst("^an? ", "") + " at any threshold (" + below.scope() + ")"
                        + above.replace(", proved", "; proved").replace("above it", "above " + tmax) + open + (unfair == null ? "" : "; " + Proof.UNFAIR_TRACE),
                qs, unfair == null ? List.of() : unfair.replay.lines);
    }

    /**
     * The largest t in [lo, hi] with {@code p(t)}, given p is downward closed and p(lo) holds (or lo is
     * a sentinel below every candidate): gallops up from lo when asked (lo is near the answer), then bisects.
     */
    private static long largest(long lo, long hi, boolean gallop, java.util.function.LongPredicate p) {
        if (p.test(hi)) {
            return hi;
        }
        for (long step = 1; gallop && lo + step < hi; step *= 2) {
            if (!p.test(lo + step)) {
                hi = lo + step;
                break;
            }
            lo += step;
        }
        while (hi - lo > 1) {
            long mid = lo + (hi - lo) / 2;
            if (p.test(mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static final class Witness {
        final Query query;
        final int rounds;
        final Steady.Replay replay;

        Witness(Query query, int rounds, Steady.Replay replay) {
            this.query = query;
            this.rounds = rounds;
            this.replay = replay;
        }
    }

    /**
     * A witness reachable from connect at threshold {@code t} that the model replays (for TERMINATION a lasso, a fair one
     * when {@code fair}); null when none within the unrolling.
     */
    private static Found witness(Context ctx, Steady st, long t, Cell cell, boolean fair) {
        return witness(ctx, st, t, t, cell, fair);
    }

    /** As {@link #witness(Context, Steady, long, Cell, boolean)}, the threshold free in [lo, hi]. */
    private static Found witness(Context ctx, Steady st, long lo, long hi, Cell cell, boolean fair) {
        boolean lasso = cell == Cell.TERMINATION;
        Reach r = reachable(ctx, st, lo, hi, lasso, fair);
        if (r.query() == null) {
            return new Found(null, r.gaveUpAt());
        }
        Query q = r.query();
        Steady.Replay rep = Steady.replay(st.config(q), q.intValue(st.path), 400, !lasso);
        if (lasso ? !rep.lasso : !rep.outside) {
            throw new IllegalStateException(st.tag(cell.tag) + ": the model does not replay the solver's witness at threshold "
                    + (st.v.hasProbeThreshold() ? q.intValue(st.threshold) : lo) + ": " + rep.lines);
        }
        return new Found(new Witness(q, rounds(q), rep), 0);
    }

    /**
     * What one unrolling from connect answered: a witness, or none within {@link Steady#LASSO_ROUNDS} rounds (every
     * depth unsat), or the solver gave up at round {@code gaveUpAt} (its time or resource limit), which decides nothing.
     */
    private record Found(Witness witness, int gaveUpAt) {
        /** What this search shows when it found nothing. */
        String none(String what) {
            return gaveUpAt > 0
                    ? "the unrolling from connect looking for " + what + " gave up at round " + gaveUpAt + " (solver limit)"
                    : "no run of " + Steady.LASSO_ROUNDS + " rounds from connect reaches " + what;
        }

        /** As {@link #none}, as a relative clause on a state at threshold {@code t}. */
        String thatNone(String what, long t) {
            return gaveUpAt > 0
                    ? ", where the unrolling from connect looking for " + what + " at " + t + " gave up at round " + gaveUpAt
                    : " that no run of " + Steady.LASSO_ROUNDS + " rounds from connect reaches as " + what;
        }
    }

    /** The search below Tmax: the largest threshold with a replayed witness (or below every int), and what it covered. */
    private record Below(long largest, Witness witness, String scope, String note) {}

    /** Ranged unrollings that may raise the largest fair-lasso threshold; past this many the search stops, said so. */
    static final int FAIR_LASSO_RAISES = 8;

    /**
     * Fair lassos below Tmax (Tmax itself was searched already): threshold 1, then one unrolling with the threshold free
     * in (largest found, Tmax); a sat answer's threshold becomes the largest found (by the stop test's monotonicity the
     * same run is a lasso at every threshold below it) and the range above it is searched again.
     */
    private static Below fairLassosBelow(Context ctx, Steady st, long tmax, Cell cell) {
        long tw = Integer.MIN_VALUE - 1L;
        Witness best = null;
        if (tmax >= 1) {
            Found one = witness(ctx, st, 1, cell, true);
            if (one.witness() != null) {
                tw = 1;
                best = one.witness();
            }
        }
        for (int i = 0; i < FAIR_LASSO_RAISES; i++) {
            long from = tw + 1;
            if (from > tmax - 1) {
                return new Below(tw, best, "threshold 1, then every threshold above it", "");
            }
            Found f = witness(ctx, st, from, tmax - 1, cell, true);
            if (f.witness() == null) {
                String range = from + ".." + (tmax - 1);
                String depth = f.gaveUpAt() > 0
                        ? (f.gaveUpAt() - 1) + (f.gaveUpAt() == 2 ? " round" : " rounds") + ", where the solver gave up"
                        : Steady.LASSO_ROUNDS + " rounds";
                return new Below(tw, best, "unrolled from connect over thresholds " + range + " for " + depth,
                        "; " + (f.gaveUpAt() > 0 ? "below it, " + f.none(cell.witness + " at a threshold in " + range)
                                : "below it, " + f.none(cell.witness) + " at any threshold in " + range + " (one unrolling with the threshold free)"));
            }
            tw = f.witness().query.intValue(st.threshold);
            best = f.witness();
        }
        return new Below(tw, best, "the search stopped after " + FAIR_LASSO_RAISES + " ranged unrollings",
                "; the search for " + cell.witness + " stopped after " + FAIR_LASSO_RAISES + " ranged unrollings");
    }

    /** A probe outside the range below Tmax, by bisection over fixed thresholds. */
    private static Below bisectBelow(Context ctx, Steady st, long tmax, Cell cell) {
        int[] gaveUp = {0};
        long tw = largest(Integer.MIN_VALUE - 1L, tmax, false, t -> {
            if (t < Integer.MIN_VALUE) {
                return false;
            }
            Found f = witness(ctx, st, t, cell, true);
            gaveUp[0] += f.gaveUpAt() > 0 ? 1 : 0;
            return f.witness() != null;
        });
        Witness low = tw >= Integer.MIN_VALUE ? witness(ctx, st, tw, cell, true).witness() : null;
        return new Below(tw, low, "bisection over fixed thresholds",
                gaveUp[0] == 0 ? "" : "; " + gaveUp[0] + " of the bisection's unrollings gave up (solver limit), so its bound is a "
                        + "lower bound");
    }

    private static int rounds(Query q) {
        String c = q.claim;
        int i = c.indexOf(" within ");
        return Integer.parseInt(c.substring(i + 8, c.indexOf(' ', i + 8)));
    }

    /** The time limit of one query of the bounded unrolling. */
    static final int BMC_TIMEOUT_MS = 15_000;

    /** z3's resource limit of one ranged unrolling query (about ten seconds of this machine's solver). */
    static final long RANGED_RLIMIT = 40_000_000L;

    private static boolean satAt(Context ctx, Steady st, BoolExpr fails, long t) {
        return Query.run(ctx, "search", "", st.domain, st.o.eq(st.threshold, st.o.num(t)), fails).sat();
    }

    /**
     * Unrolls up to {@link Steady#LASSO_ROUNDS} rounds from connect at threshold {@code t}: a state
     * repeating after a probe ({@code lasso}) or a probe outside (search_low, search_high]. A {@code fair} lasso's round
     * is a fair step under DATA_SIZE_PROBES_NOT_LOST_FOREVER (the catalogue's fairness of TERMINATION): its probe is
     * acked, or lost while its datagram is larger than a data segment's, {@code tcp_mss_to_mtu(mss_cache)} (both int).
     */
    private static Reach reachable(Context ctx, Steady st, long lo, long hi, boolean lasso, boolean fair) {
        Symbolic o = st.o;
        List<Kernel<BitVecExpr, BoolExpr>.Search> states = new ArrayList<>();
        List<Kernel<BitVecExpr, BoolExpr>.Round> rounds = new ArrayList<>();
        states.add(st.init());
        BoolExpr fixT = lo == hi ? o.eq(st.threshold, o.num(lo)) : o.and(o.sge(st.threshold, o.num(lo)), o.sle(st.threshold, o.num(hi)));
        String at = lo == hi ? "at threshold " + lo : "at a threshold in " + lo + ".." + hi;
        for (int n = 0; n < Steady.LASSO_ROUNDS; n++) {
            Kernel<BitVecExpr, BoolExpr>.Round r = st.k.steadyRound(states.get(n), st.threshold, st.route, st.path);
            rounds.add(r);
            states.add(r.next);
            BoolExpr goal;
            if (lasso) {
                // a self-loop: the state before round n sends a probe and comes back unchanged
                goal = o.and(r.probed(), st.same(states.get(n), r.next));
                if (fair) {
                    goal = o.and(goal, fairRound(st, states.get(n), r));
                }
            } else {
                Kernel<BitVecExpr, BoolExpr>.Search s = states.get(n);
                goal = o.and(r.probed(), o.or(o.sle(r.sent, s.searchLow), o.sgt(r.sent, s.searchHigh)));
            }
            String id = st.tag(lasso ? (fair ? "termination-fair-lasso" : "termination-lasso") : "probe-within-range-reach");
            String claim = "sat: a " + (lasso ? (fair ? "fair lasso" : "lasso") : "probe outside (search_low, search_high]") + " within "
                    + (n + 1) + " rounds of connect " + at;
            // a threshold free over a range: solved alone under a resource limit, so that where the solver gives up is
            // the same on every machine (prove --check compares the result's text)
            Query q = lo == hi ? Query.run(ctx, BMC_TIMEOUT_MS, id, claim, st.domain, fixT, goal)
                    : Query.runAlone(ctx, RANGED_RLIMIT, id, claim, st.domain, fixT, goal);
            if (q == null) {
                return new Reach(null, n + 1); // the solver gave up: reported as such
            }
            if (q.sat()) {
                return new Reach(q, 0);
            }
        }
        return new Reach(null, 0);
    }

    /** An unrolling's answer: the sat query, or none (gaveUpAt 0: unsat at every depth; else the depth it gave up at). */
    private record Reach(Query query, int gaveUpAt) {}

}
