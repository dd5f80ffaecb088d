package pmtuverify.props.hystart;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Harness;
import pmtuverify.props.HarnessFactory;
import pmtuverify.props.Invariant;

/** The HyStart rows of the verdict table: every {@link HystartInvariants} entry on every {@link Variant}. */
public final class HystartChecks {
    private HystartChecks() {}

    /** The variants every HyStart invariant is checked on. */
    public static final String[] VARIANTS = {"HYSTART_MS", "HYSTART_MS_STABLE", "HYSTART_BEFORE", "HYSTART_4_5", "HYSTART_REFACTOR", "HYSTART_FIX_2020",
        "HYSTART_2021", "HYSTART_LATEST"};

    /** A harness for {@code inv} on variant {@code v}, with its kind's standard depth. */
    public static HystartHarness harness(Invariant inv, Variant v) {
        Kind k = HystartHarness.kindOf(inv);
        return new HystartHarness(v, inv, k, k.depth);
    }

    public static List<CheckSpec> all() {
        List<CheckSpec> specs = new ArrayList<>();
        List<String> variants = new ArrayList<>();
        for (String v : VARIANTS) {
            variants.add(v);
        }
        for (final Invariant inv : HystartInvariants.ALL) {
            HarnessFactory f = new HarnessFactory() {
                @Override
                public Harness create(String variant) {
                    return harness(inv, Variant.valueOf(variant));
                }
            };
            specs.add(new CheckSpec(inv, variants, f, HystartHarness.kindOf(inv).bounds.describe()));
        }
        return specs;
    }
}
