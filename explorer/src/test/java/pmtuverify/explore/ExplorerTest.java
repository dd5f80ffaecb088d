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
 * The choice enumerator enumerates exactly what the code draws; on the PLPMTUD harnesses
 * the explorer agrees with the random engine on shared bounds and finds the lassos the review
 * predicted.
 */
class ExplorerTest {
    /** Three draws of nextInt(3) enumerate 27 sequences, each once, in lexicographic order. */
    @Test
    void enumeratesEveryChoiceSequenceInOrder() {
        ChoiceEnumerator e = new ChoiceEnumerator();
        List<String> seen = new ArrayList<>();
        do {
            e.startRun();
            seen.add("" + e.nextInt(3) + e.nextInt(3) + e.nextInt(3));
        } while (e.backtrack());
        assertThat(seen).hasSize(27).doesNotHaveDuplicates().isSorted().startsWith("000", "001", "002", "010").endsWith("222");
    }

    /** A draw that depends on an earlier one: only the sequences the code can take. */
    @Test
    void enumeratesOnlyTheDrawsTheCodeMakes() {
        ChoiceEnumerator e = new ChoiceEnumerator();
        List<String> seen = new ArrayList<>();
        do {
            e.startRun();
            int a = e.nextInt(2);
            seen.add(a == 0 ? "0" : "1" + e.nextInt(3));
        } while (e.backtrack());
        assertThat(seen).containsExactly("0", "10", "11", "12");
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
