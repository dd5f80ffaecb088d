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
}
