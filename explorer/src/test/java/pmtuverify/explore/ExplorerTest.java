package pmtuverify.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Harness;
import pmtuverify.props.Invariant;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.StateKey;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;
import pmtuverify.props.pmtu.Bounds;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuInvariants;

/** The explorer enumerates exactly, matches states soundly, and agrees with the random engine on shared bounds. */
class ExplorerTest {
    /** Three draws of nextInt(3): 27 sequences; fails only on (2, 1, 0). */
    static final class Grid implements Harness {
        int runs;

        @Override
        public String name() {
            return "grid";
        }

        @Override
        public void run(Random r) {
            runs++;
            int a = r.nextInt(3);
            int b = r.nextInt(3);
            int c = r.nextInt(3);
            if (a == 2 && b == 1 && c == 0) {
                List<String> t = new ArrayList<>();
                t.add("{\"a\":2,\"b\":1,\"c\":0}");
                throw new InvariantViolation("GRID", "found", t, 1);
            }
        }
    }

    @Test
    void enumeratesEverySequence() {
        Grid g = new Grid();
        Explorer.Result r = new Explorer(1000, null, 1000).explore(g);
        assertThat(r.violation).isNotNull();
        // shrunk: a replay answers 0 past the end, so the trailing choice 0 is implied
        assertThat(r.violatingChoices).containsExactly(2, 1);
        assertThat(r.runs).as("a=0 and a=1: 9 each; a=2,b=0: 3; then (2,1,0)").isEqualTo(2 * 9 + 3 + 1);
    }

    /** A counter walk: state = (step, sum mod 4); state matching collapses 2^10 paths to at most 40 states. */
    @Test
    void stateMatchingPrunesEqualStates() {
        final int[] state = new int[2];
        Harness walk = new Harness() {
            StateKey key;

            @Override
            public String name() {
                return "walk";
            }

            @Override
            public Object stateKey() {
                return key;
            }

            @Override
            public void run(Random r) {
                state[0] = 0;
                state[1] = 0;
                for (int i = 0; i < 10; i++) {
                    key = new StateKey(new long[] {i, state[1]});
                    state[1] = (state[1] + (r.nextBoolean() ? 1 : 3)) % 4;
                }
            }
        };
        Explorer.Result r = new Explorer(1000, null, 1000).explore(walk);
        assertThat(r.complete).isTrue();
        assertThat(r.statesNew).isLessThanOrEqualTo(40);
        assertThat(r.runs).isLessThan(1 << 10);
    }

    private static Verdict random(Invariant inv, Variant v) {
        return new RandomEngine(2000, 1).check(PmtuChecks.harness(inv, v, Bounds.SMALL, PmtuChecks.exploreDepth(inv)),
                inv.id(), v.name());
    }

    private static Explorer.Result explore(Invariant inv, Variant v) {
        return new Explorer(2_000_000, null, 1_000_000)
                .explore(PmtuChecks.harness(inv, v, Bounds.SMALL, PmtuChecks.exploreDepth(inv)));
    }

    /** On the same (SMALL) bounds, every violation one finds the other finds too. */
    @Test
    void agreesWithTheRandomEngine() {
        Invariant[] invs = {PmtuInvariants.TERMINATION, PmtuInvariants.CONVERGENCE, PmtuInvariants.BLACKHOLE_RECOVERY,
            PmtuInvariants.REPROBE_TIMING, PmtuInvariants.SYSCTL_MEANING, PmtuInvariants.PROBE_IS_MIDPOINT};
        for (Invariant inv : invs) {
            for (String name : PmtuChecks.variantsOf(inv)) {
                Variant v = Variant.valueOf(name);
                if (inv == PmtuInvariants.SYSCTL_MEANING && v != Variant.V1 && v != Variant.PRE) {
                    continue; // the other variants' state spaces take minutes; ./pmtu explore covers them
                }
                if (inv == PmtuInvariants.PROBE_IS_MIDPOINT && (v == Variant.V5 || v == Variant.MAINLINE)) {
                    continue;
                }
                Explorer.Result e = explore(inv, v);
                Verdict d = random(inv, v);
                assertThat(e.complete).as(inv.id() + " " + name + " exhausted").isTrue();
                assertThat(e.violation != null).as(inv.id() + " " + name)
                        .isEqualTo(d.kind == Verdict.Kind.VIOLATED);
                if (e.violation != null) {
                    assertThat(e.violation.invariantId()).isEqualTo(inv.id());
                    assertThat(d.counterexample.invariantId()).isEqualTo(inv.id());
                }
            }
        }
    }

    @Test
    void terminationLassoIsFoundExhaustivelyForMainlineButNotV3() {
        Explorer.Result main = explore(PmtuInvariants.TERMINATION, Variant.MAINLINE);
        assertThat(main.violation).isNotNull();
        assertThat(main.violation.detail()).startsWith("lasso:");
        Explorer.Result v3 = explore(PmtuInvariants.TERMINATION, Variant.V3);
        assertThat(v3.complete).isTrue();
        assertThat(v3.violation).isNull();
        assertThat(v3.runs).as("every config of the standard bounds").isEqualTo(6 * 2 * 2 * 15 * 5 / 2);
    }
}
