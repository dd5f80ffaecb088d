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
 * Every distinct cause of a violated PLPMTUD cell, each with its own counterexample. A cause is the set of kernel
 * functions that last wrote the fields the invariant's formula reads, at the violating line ({@link Writers#cause}).
 * The cell's shown counterexample gives the first; the random engine's tries (the cell's own seeds) are then searched
 * for runs of other causes, each shrunk keeping its cause. On LATEST, each cause's counterexample is replayed under
 * every FIX variant: those under which the same events no longer break the invariant are the FIXes that close it.
 */
public final class Causes {
    private Causes() {}

    /** At most this many causes per cell. */
    public static final int MAX = 6;
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
        Map<String, InvariantViolation> more = new RandomEngine(tries, seed, SHRINK_RUNS).causes(h, s.invariant().id(), v -> {
            String c = Writers.cause(v);
            return c.equals(first) ? null : c;
        }, MAX - 1);
        causes.putAll(more);
        return d.withCauses(causes);
    }

    /** Where the report stores the counterexample of cause {@code n} (1-based; cause 1 is the cell's own file). */
    public static String file(String invariant, String variant, int n) {
        return n == 1 ? Checks.counterexampleFile(invariant, variant) : "counterexamples/causes/" + invariant + "-" + variant + "-" + n + ".jsonl";
    }

    /**
     * The FIX variants of LATEST under which {@code cex}'s events, replayed, no longer break {@code invariant}; a FIX
     * whose sysctl handler refuses a value of the config line is listed with that reason.
     */
    public static List<String> closedBy(String invariant, InvariantViolation cex) {
        List<String> out = new ArrayList<>();
        for (Variant v : Variant.values()) {
            if (v.fixOf != Variant.LATEST) {
                continue;
            }
            try {
                if (!PmtuReplay.replay(cex.trace(), v, List.of(invariant), r -> { }).violated()) {
                    out.add(v.name());
                }
            } catch (BadInput refused) {
                // the FIX's proc handler refuses a sysctl of the config line: the connection cannot be set up as it was
                out.add(v.name() + " (its handler refuses the config's sysctl)");
            }
        }
        return out;
    }
}
