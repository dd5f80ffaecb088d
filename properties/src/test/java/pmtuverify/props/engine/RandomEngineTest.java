package pmtuverify.props.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pmtuverify.props.Harness;
import pmtuverify.props.InvariantViolation;

/** The random engine finds, shrinks and reproduces; and says HOLDS when nothing breaks. */
class RandomEngineTest {
    /** Draws up to 20 values in 0..99 and fails when three in a row exceed 90. */
    static final class ThreeHigh implements Harness {
        @Override
        public String name() {
            return "three-high";
        }

        @Override
        public void run(Random r) {
            List<String> trace = new ArrayList<>();
            int run = 0;
            for (int i = 0; i < 20; i++) {
                int v = r.nextInt(100);
                trace.add("{\"v\":" + v + "}");
                run = v > 90 ? run + 1 : 0;
                if (run == 3) {
                    throw new InvariantViolation("TOY", "three values above 90", trace, trace.size());
                }
            }
        }
    }

    @Test
    void shrinksToTheMinimalCounterexample() {
        Verdict d = new RandomEngine(5000, 7).check(new ThreeHigh(), "TOY", "toy");
        assertThat(d.kind).isEqualTo(Verdict.Kind.VIOLATED);
        assertThat(d.counterexample.trace()).containsExactly("{\"v\":91}", "{\"v\":91}", "{\"v\":91}");
    }

    @Test
    void sameSeedSameResult() {
        Verdict a = new RandomEngine(5000, 11).check(new ThreeHigh(), "TOY", "toy");
        Verdict b = new RandomEngine(5000, 11).check(new ThreeHigh(), "TOY", "toy");
        assertThat(a.evidence).isEqualTo(b.evidence);
    }

    @Test
    void holdsWhenNothingBreaks() {
        Harness never = new Harness() {
            @Override
            public String name() {
                return "never";
            }

            @Override
            public void run(Random r) {
                r.nextInt(10);
            }
        };
        Verdict d = new RandomEngine(100, 1).check(never, "TOY", "toy");
        assertThat(d.kind).isEqualTo(Verdict.Kind.HOLDS);
        assertThat(d.evidence).containsEntry("tries", 100);
    }

    @Test
    void replayingChoicesReducesOutOfRangeValues() {
        ChoiceRandom r = ChoiceRandom.replaying(new int[] {7, 3});
        assertThat(r.nextInt(5)).isEqualTo(2);
        assertThat(r.nextBoolean()).isTrue();
        assertThat(r.nextInt(9)).isZero();
        assertThat(r.choices()).containsExactly(2, 1, 0);
    }

    /**
     * A config of three inputs with kernel defaults (route 1500, hz 250, threshold 8) and a defect that needs only
     * the threshold below 2: the kernel-defaults pass sets the two others and names the one the cause needs.
     */
    static final class Connection implements Harness {
        private final List<String> defaulted;

        Connection(List<String> defaulted) {
            this.defaulted = defaulted;
        }

        @Override
        public String name() {
            return "connection";
        }

        @Override
        public List<String> defaultable() {
            return List.of("route_mtu", "hz", "tcp_probe_threshold");
        }

        @Override
        public Harness withDefaults(List<String> inputs) {
            return new Connection(inputs);
        }

        @Override
        public void run(Random r) {
            // drawn with choice 0 far from the default, as a domain that is not ordered for shrinking would be
            int route = defaulted.contains("route_mtu") ? 1500 + 0 * r.nextInt(9000) : 68 + r.nextInt(9000);
            int hz = defaulted.contains("hz") ? 250 + 0 * r.nextInt(4) : new int[] {100, 300, 1000, 250}[r.nextInt(4)];
            int threshold = defaulted.contains("tcp_probe_threshold") ? 8 + 0 * r.nextInt(20) : r.nextInt(20) - 10;
            List<String> trace = List.of("{\"route_mtu\":" + route + ",\"hz\":" + hz + ",\"tcp_probe_threshold\":" + threshold + "}");
            if (threshold < 2) {
                throw new InvariantViolation("LOOP", "threshold " + threshold, trace, 1);
            }
        }
    }

    @Test
    void kernelDefaultsPassSetsTheInputsTheCauseDoesNotNeedAndNamesTheOthers() {
        Verdict d = new RandomEngine(100, 3).check(new Connection(List.of()), "LOOP", "toy");
        assertThat(d.kind).isEqualTo(Verdict.Kind.VIOLATED);
        // lower values shrinks the threshold's choice to 0 (threshold -10); the route and HZ go to their defaults
        assertThat(d.counterexample.trace()).containsExactly("{\"route_mtu\":1500,\"hz\":250,\"tcp_probe_threshold\":-10}");
        assertThat(d.evidence.get("set_to_kernel_defaults")).isEqualTo("route_mtu, hz");
        assertThat(d.evidence.get("needs_non_default")).isEqualTo("tcp_probe_threshold");
    }

    @Test
    void aHarnessWithoutDefaultsKeepsItsShrunkRunAndSaysNothingOfDefaults() {
        Verdict d = new RandomEngine(5000, 7).check(new ThreeHigh(), "TOY", "toy");
        assertThat(d.evidence).doesNotContainKeys("set_to_kernel_defaults", "needs_non_default");
    }
}
