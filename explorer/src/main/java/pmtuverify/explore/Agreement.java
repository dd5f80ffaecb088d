package pmtuverify.explore;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Invariant;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;
import pmtuverify.props.pmtu.Bounds;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariants;
import pmtuverify.props.pmtu.Profile;

/**
 * The explorer against the random engine on shared bounds: the standard domains, {@link #DEPTH} events (the steady
 * profile its own 200) and at most one outside event. The explorer exhausts them; the random engine's
 * {@link #TRIES} runs (seed 1), drawn from the same harness, must hit every invariant the explorer shows broken there
 * and no other, and no random counterexample may be shorter than the explorer's breadth-first one.
 * {@code ./pmtu explore --agree} runs every PLPMTUD cell; the test suite a sample.
 */
public final class Agreement {
    /** Events per run of the shared bounds (the steady profile keeps its 200: its space closes within 28). */
    public static final int DEPTH = 6;
    /** Random runs per cell: the narrowest violations on the shared bounds (PROBE_WITHIN_RANGE on PRE, V5 and MAINLINE) need one exact 6-event run. */
    public static final int TRIES = 400_000;
    /** The explorer's state cap per cell; the shared bounds stay far below it. */
    static final long MAX_STATES = 20_000_000;

    private Agreement() {}

    /** The harness both sides run for {@code inv} on {@code v}. */
    static PmtuHarness shared(Invariant inv, Variant v) {
        return PmtuChecks.harness(inv, v, Bounds.SMALL, PmtuHarness.profileOf(inv) == Profile.STEADY ? 200 : DEPTH,
                PmtuChecks.exploreOutside(inv));
    }

    /**
     * One cell compared: both verdicts, the counterexamples' lengths in lines (0 for none) and what disagrees (empty
     * when the two agree).
     */
    public record Cell(String invariant, String variant, Explorer.Verdict explorer, Verdict.Kind random,
            int explorerEvents, int randomEvents, List<String> problems) {
        public boolean bothViolated() {
            return explorerEvents > 0 && randomEvents > 0;
        }

        @Override
        public String toString() {
            return invariant + " " + variant + ": explorer " + explorer + (explorerEvents > 0 ? " (" + explorerEvents + " lines)" : "")
                    + ", random " + random + (randomEvents > 0 ? " (" + randomEvents + " lines)" : "")
                    + (problems.isEmpty() ? "" : ": " + String.join("; ", problems));
        }
    }

    /** Compares the two engines on {@code inv} over {@code v}, the explorer with {@code threads} threads. */
    public static Cell cell(Invariant inv, Variant v, int threads) {
        return cell(inv, v, threads, TRIES);
    }

    /** As {@link #cell(Invariant, Variant, int)} with {@code tries} random runs (fewer only to show that a disagreement is caught). */
    static Cell cell(Invariant inv, Variant v, int threads, int tries) {
        Explorer.Result e = new Explorer(MAX_STATES, threads, null, Long.MAX_VALUE).explore(shared(inv, v));
        Verdict d = new RandomEngine(tries, 1).check(shared(inv, v), inv.id(), v.name());
        List<String> problems = new ArrayList<>();
        // a lasso search over the general mix cannot close within 6 events; it still sees every lasso of 6 events
        if (inv != PmtuInvariants.TERMINATION_AFTER_OUTSIDE && !e.complete) {
            problems.add("the explorer did not exhaust the shared bounds");
        }
        if ((e.violation != null) != (d.kind == Verdict.Kind.VIOLATED)) {
            problems.add("one engine found a violation, the other none");
        }
        if (e.violation != null && !e.violation.invariantId().equals(inv.id())) {
            problems.add("the explorer reported " + e.violation.invariantId());
        }
        int ee = e.violation == null ? 0 : e.violation.trace().size();
        int re = d.counterexample == null ? 0 : d.counterexample.trace().size();
        // a lasso's stem and loop are not a shortest run; for safety, breadth-first has the fewest events
        if (ee > 0 && re > 0 && inv != PmtuInvariants.TERMINATION && re < ee) {
            problems.add("the random counterexample is shorter than the explorer's");
        }
        return new Cell(inv.id(), v.name(), e.verdict(), d.kind, ee, re, problems);
    }
}
