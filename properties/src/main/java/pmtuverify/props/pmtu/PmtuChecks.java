package pmtuverify.props.pmtu;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Harness;
import pmtuverify.props.HarnessFactory;
import pmtuverify.props.Invariant;

/** The PLPMTUD rows of the verdict table. */
public final class PmtuChecks {
    private PmtuChecks() {}

    /** Events per run under the random engine. */
    public static final int WIDE_DEPTH = 40;

    /** The explorer's standard depth (events): the invariant's ({@link PmtuInvariant#exploreDepth}). */
    public static int exploreDepth(Invariant inv) {
        return PmtuInvariants.of(inv).exploreDepth();
    }

    /**
     * The explorer's standard budget of outside events per run: one for the general and sysctl
     * mixes (about 40 outside events are on offer at every step, and two of them in 30 events
     * exceed 30 million states), no limit for the other profiles, which draw none.
     */
    public static int exploreOutside(Invariant inv) {
        Profile p = PmtuHarness.profileOf(inv);
        return p == Profile.GENERAL || p == Profile.SYSCTL ? 1 : PmtuHarness.UNLIMITED;
    }

    /** The random engine's budget of outside events per run: the invariant's ({@link PmtuInvariant#randomOutside}). */
    public static int randomOutside(Invariant inv, int depth) {
        return PmtuInvariants.of(inv).randomOutside(depth);
    }

    /** The explorer's bounds in words: domains, depth, outside events. */
    public static String describe(Invariant inv, int depth, int outside) {
        Profile p = PmtuHarness.profileOf(inv);
        boolean budget = (p == Profile.GENERAL || p == Profile.SYSCTL) && outside < depth;
        return "standard bounds (README, Exploration), " + depth + " events"
                + (budget ? ", at most " + outside + " outside event" + (outside == 1 ? "" : "s") : "");
    }

    /** A harness for {@code inv} on variant {@code v}, with no limit on outside events. */
    public static PmtuHarness harness(Invariant inv, Variant v, Bounds bounds, int depth) {
        return harness(inv, v, bounds, depth, depth);
    }

    /** A harness for {@code inv} on variant {@code v} with at most {@code outside} outside events per run. */
    public static PmtuHarness harness(Invariant inv, Variant v, Bounds bounds, int depth, int outside) {
        return new PmtuHarness(v, PmtuInvariants.of(inv), bounds, depth, outside);
    }

    /** The variants an invariant applies to (the timer invariants need patch 4/4). */
    public static List<String> variantsOf(Invariant inv) {
        List<String> vs = new ArrayList<>();
        for (Variant v : Variant.values()) {
            if (PmtuHarness.profileOf(inv) != Profile.REPROBE || v.reprobeTimer) {
                vs.add(v.name());
            }
        }
        return vs;
    }

    public static List<CheckSpec> all(final Bounds bounds, final int depth) {
        List<CheckSpec> specs = new ArrayList<>();
        for (final Invariant inv : PmtuInvariants.ALL) {
            HarnessFactory f = new HarnessFactory() {
                @Override
                public Harness create(String variant) {
                    return harness(inv, Variant.valueOf(variant), bounds, depth, randomOutside(inv, depth));
                }
            };
            int outside = randomOutside(inv, depth);
            specs.add(new CheckSpec(inv, variantsOf(inv), f, "profile " + PmtuHarness.profileOf(inv).name()
                    + ", " + bounds.name() + " domains, " + depth + " events"
                    + (outside < depth ? ", at most " + outside + " outside events" : "")));
        }
        return specs;
    }
}
