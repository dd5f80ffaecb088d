package pmtuverify.explore;

import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Invariant;
import pmtuverify.props.pmtu.Bounds;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariants;

/**
 * The JPF entry points: {@code main(args)} with args {@code INVARIANT VARIANT [DEPTH [OUTSIDE]]}
 * runs the PLPMTUD harness of that invariant on that variant once with a plain {@code new Random()},
 * under the explorer's standard bounds. Under Java PathFinder with {@code cg.enumerate_random=true}
 * every draw becomes a choice point, so JPF explores the same space as {@code ./pmtu explore}.
 * A broken invariant escapes as an uncaught {@link pmtuverify.props.InvariantViolation}.
 */
public final class Harnesses {
    private Harnesses() {}

    /** The invariant with id {@code id}, or null. */
    public static Invariant invariant(String id) {
        for (Invariant i : PmtuInvariants.ALL) {
            if (i.id().equals(id)) {
                return i;
            }
        }
        return null;
    }

    /**
     * The harness of {@code invariant} on {@code variant} under the standard bounds; a depth of 0 or
     * less, or a negative outside-event budget, takes the standard one. Null when a name is unknown.
     */
    public static PmtuHarness byName(String invariant, String variant, int depth, int outside) {
        Invariant inv = invariant(invariant);
        Variant v = Variant.byName(variant);
        if (inv == null || v == null) {
            return null;
        }
        int d = depth > 0 ? depth : PmtuChecks.exploreDepth(inv);
        return PmtuChecks.harness(inv, v, Bounds.SMALL, d, outside >= 0 ? outside : PmtuChecks.exploreOutside(inv));
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: Harnesses INVARIANT VARIANT [DEPTH [OUTSIDE]]");
            System.exit(2);
        }
        PmtuHarness h = byName(args[0], args[1], args.length > 2 ? Integer.parseInt(args[2]) : 0,
                args.length > 3 ? Integer.parseInt(args[3]) : -1);
        if (h == null) {
            System.err.println("unknown invariant or variant: " + args[0] + " " + args[1]);
            System.exit(2);
        }
        h.run(new java.util.Random()); // silent: under JPF this line ends every explored path
    }
}
