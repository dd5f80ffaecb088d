package pmtuverify.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Invariant;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuInvariants;

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

    /**
     * On the shared bounds ({@link Agreement}), every violation one finds the other finds too: here a sample of three
     * cells, a lasso (TERMINATION on MAINLINE), a safety violation (ORDER_LOW_HIGH on MAINLINE) and a cell both find
     * unbroken (PROBE_WITHIN_RANGE on PRE, all 100,000 random runs); CI's {@code ./pmtu explore --agree} runs every cell
     * with the same code.
     */
    @Test
    void agreesWithTheRandomEngineOnASample() {
        Agreement.Cell lasso = Agreement.cell(PmtuInvariants.TERMINATION, Variant.MAINLINE, 2);
        Agreement.Cell safety = Agreement.cell(PmtuInvariants.ORDER_LOW_HIGH, Variant.MAINLINE, 2);
        Agreement.Cell holds = Agreement.cell(PmtuInvariants.PROBE_WITHIN_RANGE, Variant.PRE, 2);
        for (Agreement.Cell c : List.of(lasso, safety, holds)) {
            assertThat(c.problems()).as(c.toString()).isEmpty();
        }
        assertThat(lasso.explorer()).isEqualTo(Explorer.Verdict.VIOLATED);
        assertThat(lasso.bothViolated()).as(lasso.toString()).isTrue();
        assertThat(safety.bothViolated()).as(safety.toString()).isTrue();
        assertThat(safety.randomEvents()).as("breadth-first: no run within the bounds is shorter").isGreaterThanOrEqualTo(safety.explorerEvents());
        assertThat(holds.explorer()).isEqualTo(Explorer.Verdict.PROVEN);
        assertThat(holds.explorerEvents() + holds.randomEvents()).isZero();
    }

    /** A random engine that makes no run misses what the explorer finds: the cell is reported as a disagreement. */
    @Test
    void aDisagreementIsReported() {
        Agreement.Cell c = Agreement.cell(PmtuInvariants.ORDER_LOW_HIGH, Variant.MAINLINE, 2, 0);
        assertThat(c.explorer()).isEqualTo(Explorer.Verdict.VIOLATED);
        assertThat(c.problems()).containsExactly("one engine found a violation, the other none");
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

    /**
     * Under TERMINATION's fairness assumption (a path that carries the data segments does not lose every probe of their
     * size forever) the threshold loop on LATEST is still a violation: its loop is probes of search_low, acked forever,
     * no unfair step in it.
     */
    @Test
    void underFairnessTheThresholdLoopIsStillAViolation() {
        Explorer.Result latest = new Explorer(1_000_000, null, 1).explore(Harnesses.byName("TERMINATION", "LATEST", 0, -1));
        assertThat(latest.fairLasso()).isSameAs(latest.violation);
        assertThat(latest.unfairLasso).isNull();
        assertThat(latest.violation.detail()).isEqualTo("lasso: stem is trace lines 1..3, loop is lines 4..5 (the state after line 5 "
                + "equals the state after line 3); probes repeat forever at 576..576");
        assertThat(latest.violation.trace().get(0)).contains("\"tcp_probe_threshold\":-2147483648", "\"path_mtu\":576");
        assertThat(latest.violation.trace().subList(1, 5)).containsExactly("{\"event\":\"xmit\",\"cwnd\":20}", "{\"event\":\"probe_acked\"}",
                "{\"event\":\"xmit\",\"cwnd\":20}", "{\"event\":\"probe_acked\"}");
    }
}
