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
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariants;
import pmtuverify.props.pmtu.Profile;

/**
 * The re-execution search enumerates exactly and matches states soundly; on the PLPMTUD harnesses
 * the explorer agrees with the random engine on shared bounds and finds the lassos the review
 * predicted.
 */
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

    /** The shared bounds of the agreement test: the standard domains, 6 events, at most 1 outside event. */
    static final int AGREE_DEPTH = 6;
    /** Random runs per cell: the narrowest violation on the shared bounds (PRE, PROBE_WITHIN_RANGE) needs one exact 6-event run. */
    static final int RANDOM_TRIES = 100_000;

    private static PmtuHarness shared(Invariant inv, Variant v) {
        return PmtuChecks.harness(inv, v, Bounds.SMALL, PmtuHarness.profileOf(inv) == Profile.STEADY ? 200 : AGREE_DEPTH,
                PmtuChecks.exploreOutside(inv));
    }

    /**
     * On the same bounds, every violation one finds the other finds too: the explorer exhausts them,
     * and the random engine's runs, drawn from the same harness, hit every invariant the explorer
     * shows broken there.
     */
    @Test
    void agreesWithTheRandomEngine() {
        List<String> disagree = new ArrayList<>();
        int violated = 0;
        for (Invariant inv : PmtuInvariants.ALL) {
            for (String name : PmtuChecks.variantsOf(inv)) {
                Variant v = Variant.valueOf(name);
                Explorer.Result e = new Explorer(20_000_000, 2, null, Long.MAX_VALUE).explore(shared(inv, v));
                Verdict d = new RandomEngine(RANDOM_TRIES, 1).check(shared(inv, v), inv.id(), name);
                // a lasso search over the general mix cannot close within 6 events; it still sees every lasso of 6 events
                if (inv != PmtuInvariants.TERMINATION_AFTER_OUTSIDE) {
                    assertThat(e.complete).as(inv.id() + " " + name + " exhausted").isTrue();
                }
                if ((e.violation != null) != (d.kind == Verdict.Kind.VIOLATED)) {
                    disagree.add(inv.id() + " " + name + ": explorer " + e.verdict() + ", random " + d.kind);
                }
                if (e.violation != null && d.counterexample != null) {
                    violated++;
                    assertThat(e.violation.invariantId()).isEqualTo(inv.id());
                    assertThat(d.counterexample.trace().size()).as("the explorer's counterexample has the fewest events")
                            .isGreaterThanOrEqualTo(inv == PmtuInvariants.TERMINATION ? 0 : e.violation.trace().size());
                }
            }
        }
        assertThat(disagree).isEmpty();
        assertThat(violated).as("the shared bounds break invariants on both sides").isGreaterThan(30);
    }

    @Test
    void terminationLassoIsFoundForMainlineAndV5ButV3Terminates() {
        for (Variant v : new Variant[] {Variant.MAINLINE, Variant.V5}) {
            Explorer.Result r = new Explorer(1_000_000, null, 1).explore(Harnesses.byName("TERMINATION", v.name(), 0, -1));
            assertThat(r.search).isEqualTo(Explorer.Search.SCC);
            assertThat(r.violation.detail()).startsWith("lasso:").contains("probes repeat forever");
            assertThat(r.violation.trace().get(0)).containsPattern("\"tcp_probe_threshold\":(-?[01]|-\\d+)[,}]");
        }
        Explorer.Result v3 = new Explorer(1_000_000, null, 1).explore(Harnesses.byName("TERMINATION", "V3", 0, -1));
        assertThat(v3.violation).isNull();
        assertThat(v3.closed).as("every reachable state expanded: V3 terminates at every depth").isTrue();
        // every config of the standard bounds: 30 (route, IP version, path) triples (3 paths where the route exceeds the
        // IP minimum, else 1: IPv4 1 + 5 * 3, IPv6 2 + 4 * 3) x 2 option lengths x 15 thresholds x 3 HZ x 3 start times
        assertThat(v3.runs).as("every config of the standard bounds").isEqualTo(2 * 15 * 3 * 3 * 30);
    }
}
