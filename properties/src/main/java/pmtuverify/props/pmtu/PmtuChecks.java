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

    /** The explorer's default depth (events) per profile: deep enough for the profile's question, small enough to exhaust. */
    public static int exploreDepth(Invariant inv) {
        switch (PmtuHarness.profileOf(inv)) {
            case STEADY: return 80;
            case BLACKHOLE: return 24;
            case REPROBE: return 12;
            default: return 5;
        }
    }

    /** A harness for {@code inv} on variant {@code v}. */
    public static PmtuHarness harness(Invariant inv, Variant v, Bounds bounds, int depth) {
        return new PmtuHarness(v, inv, PmtuHarness.profileOf(inv), bounds, depth);
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
                    return harness(inv, Variant.valueOf(variant), bounds, depth);
                }
            };
            specs.add(new CheckSpec(inv, variantsOf(inv), f, "profile " + PmtuHarness.profileOf(inv).name()
                    + ", " + bounds.name() + " domains, " + depth + " events"));
        }
        return specs;
    }
}
