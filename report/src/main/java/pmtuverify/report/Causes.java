package pmtuverify.report;

import pmtuverify.trace.BadInput;
import pmtuverify.trace.PmtuReplay;
import pmtuverify.trace.Writers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Harness;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.Protocol;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;

/**
 * Every distinct cause of a violated PLPMTUD cell, each with its own counterexample. A cause is the set of deciding
 * statements at the violating line: the kernel statement that last wrote each field the invariant's formula reads, with
 * the function it was called from, and the floors of __tcp_mtu_to_mss that raised an MSS there ({@link Writers#cause}).
 * The cell's shown counterexample gives the first; the random engine's runs (the cell's own seed) are then searched
 * until no new cause comes in the second half of the runs ({@link RandomEngine#causes}), each further cause shrunk
 * keeping its cause. On LATEST the counterexamples of the FIX cells that still break the invariant are replayed on
 * LATEST too ({@link #ofLatest}): a run a FIX does not close is a cause of LATEST, found or not by LATEST's own search.
 * Each cause is then replayed under every FIX variant: those under which its events no longer break the invariant
 * are the FIXes that close it.
 */
public final class Causes {
    private Causes() {}

    /** The shrink budget of each further cause (the cell's own counterexample had the engine's). */
    public static final int SHRINK_RUNS = 3000;

    /** {@code d} with its causes (the shown counterexample's first), when it is a violated PLPMTUD cell; else {@code d}. */
    public static Verdict find(Verdict d, CheckSpec s, String variant, int tries, long seed) {
        if (d.counterexample == null || s.invariant().protocol() != Protocol.PLPMTUD) {
            return d;
        }
        Map<String, InvariantViolation> causes = new LinkedHashMap<>();
        String first = Writers.cause(d.counterexample);
        causes.put(first, d.counterexample);
        Harness h = s.factory().create(variant);
        RandomEngine.CauseSearch more = new RandomEngine(tries, seed, SHRINK_RUNS).causes(h, s.invariant().id(), v -> {
            String c = Writers.cause(v);
            return c.equals(first) ? null : c;
        }, Integer.MAX_VALUE, 1);
        causes.putAll(more.found());
        return d.withCauses(causes, more);
    }

    /** Where the report stores the counterexample of cause {@code n} (1-based; cause 1 is the cell's own file). */
    public static String file(String invariant, String variant, int n) {
        return n == 1 ? Checks.counterexampleFile(invariant, variant) : "counterexamples/causes/" + invariant + "-" + variant + "-" + n + ".jsonl";
    }

    /**
     * A cause of a LATEST cell: its name, its counterexample's lines, the report's file for them, the command that
     * replays it on LATEST, and where it was found (the cell's search, or a FIX cell's counterexample).
     */
    public record Found(String cause, List<String> trace, String file, String replay, String origin) {}

    /**
     * The causes of LATEST's cell {@code latest}: its own (in the order found), then the cause on LATEST of each FIX
     * cell's counterexample ({@code cells} by variant name) that LATEST also breaks and that is not among them.
     */
    public static List<Found> ofLatest(Verdict latest, java.util.function.Function<String, Verdict> cells) {
        List<Found> out = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        int n = 0;
        for (Map.Entry<String, InvariantViolation> c : latest.causes.entrySet()) {
            n++;
            String f = file(latest.invariantId, "LATEST", n);
            out.add(new Found(c.getKey(), c.getValue().trace(), f, "./pmtu replay specs/" + f + " --check", "LATEST's own search"));
            seen.add(c.getKey());
        }
        for (Variant v : Variant.values()) {
            Verdict fix = v.fixOf == Variant.LATEST ? cells.apply(v.name()) : null;
            if (fix == null || fix.counterexample == null) {
                continue;
            }
            String cause = Writers.causeUnder(fix.counterexample.trace(), Variant.LATEST, latest.invariantId);
            if (cause != null && seen.add(cause)) {
                String f = Checks.counterexampleFile(latest.invariantId, v.name());
                out.add(new Found(cause, fix.counterexample.trace(), f, "./pmtu replay specs/" + f + " --variant LATEST --check",
                        v.name() + "'s counterexample, replayed on LATEST"));
            }
        }
        return out;
    }

    /**
     * The FIX variants of LATEST under which {@code trace}'s events, replayed, no longer break {@code invariant}; a FIX
     * whose sysctl handler refuses a value of the config line is listed with that reason.
     */
    public static List<String> closedBy(String invariant, List<String> trace) {
        List<String> out = new ArrayList<>();
        for (Variant v : Variant.values()) {
            if (v.fixOf != Variant.LATEST) {
                continue;
            }
            try {
                if (!PmtuReplay.replay(trace, v, List.of(invariant), r -> { }).violated()) {
                    out.add(v.name());
                }
            } catch (BadInput refused) {
                // the FIX's proc handler refuses a sysctl of the config line: the connection cannot be set up as it was
                out.add(v.name() + " (its handler refuses the config's sysctl)");
            }
        }
        return out;
    }

    /** {@link #closedBy(String, List)} of a counterexample. */
    public static List<String> closedBy(String invariant, InvariantViolation cex) {
        return closedBy(invariant, cex.trace());
    }

    /** The deciding statements of {@code cex}'s cause as the kernel spells them ({@link Writers#causeParts}). */
    public static List<String> statements(InvariantViolation cex) {
        return Writers.causeParts(cex.invariantId(), Writers.row(cex.trace(), cex.violatingLine()), true);
    }
}
