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
    public static final String[] VARIANTS = {"HYSTART_BEFORE", "HYSTART_4_5", "HYSTART_REFACTOR", "HYSTART_FIX_2020",
        "HYSTART_2021", "HYSTART_LATEST"};

    /** A harness for {@code inv} on variant {@code v}, with its kind's standard depth. */
    public static HystartHarness harness(Invariant inv, Variant v) {
        HystartHarness.Kind k = HystartHarness.kindOf(inv);
        return new HystartHarness(v, inv, k, HystartHarness.depthOf(k));
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
            specs.add(new CheckSpec(inv, variants, f, bounds(HystartHarness.kindOf(inv))));
        }
        return specs;
    }

    /** What a harness of kind {@code k} ranges over, in words (exhaustible: every draw is from a small table). */
    static String bounds(HystartHarness.Kind k) {
        switch (k) {
            case CUSHION:
                return "2 ACKs 10 us apart, cwnd 16; rtt_us in {-1, 0, 1, 100, 1000, INT_MAX}; sk_pacing_rate in 17 corners "
                        + "{0, 1, 2, 1000, 262143999, 262144000, 262144001, 1.25e9, 5e9, 2^32-1, 2^32, 262144000000, 262144000001, "
                        + "2^63-1, 2^63, ~0UL-1, ~0UL}; pacing drawn";
            case DELAY_MIN:
                return "4 ACKs 2500 us apart, cwnd 16; HZ {100, 250, 1000}; epoch_start {0, 0.5 s ago, 2 s ago}; rtt_us {-1, 20, 9500, 30000}; "
                        + "rate {0, 262144000, ~0UL}";
            case CLOCK_WRAP:
                return "4 ACKs, cwnd 16; clock_us start {2^32-1000, 2^32-30, 2^31-500}; gaps {30, 2001} us; rtt_us {100, 5000}; "
                        + "round_end drawn; pacing drawn; rate ~0UL; twin run at clock_us 0";
            case CLOCK_IDLE:
                return "3 ACKs, cwnd 16, clock_us 0; gaps {30, 2001, 2^31-1, 2^31, 2^32+30} us; rtt_us 100; round_end drawn, "
                        + "forced after a gap >= 2^31-1 (an idle period: the next ACK acknowledges data beyond end_seq); pacing drawn";
            case DELAY_EXIT:
                return "11 ACKs 2500 us apart, cwnd 16; rtt_us {4000, 10000}; rate fixed per run from {0, 262144000, ~0UL}; "
                        + "one round end drawn per run: none, at the first or at the second ACK";
            case APP_LIMITED:
                return "4 ACKs, cwnd 15 growing by one per cwnd-limited ACK; gaps {20, 600, 2500} us; rtt_us 1000; rate 46336000; "
                        + "round_end and tcp_is_cwnd_limited drawn per ACK";
            default:
                return "4 ACKs, cwnd 16; gaps {20, 400} us; rtt_us {100, 1000}; rate {524288000, 262144000}; pacing drawn once";
        }
    }
}
