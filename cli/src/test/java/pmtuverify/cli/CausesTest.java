package pmtuverify.cli;

import pmtuverify.report.Causes;
import pmtuverify.report.Checks;
import pmtuverify.trace.Writers;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.engine.Verdict;

/**
 * PROBE_NOT_REFUSED on LATEST has (at least) three causes: tcp_init_transfer's tcp_mtup_init after the last sync,
 * tcp_mtu_check_reprobe on a route below mss_clamp + 40, and a probe lost (tcp_mtup_probe_failed) whose search_high lifts
 * the range above the route again. Each has its own counterexample, and the FIX that targets it closes it.
 */
class CausesTest {
    @Test
    void probeNotRefusedOnLatestShowsEachCauseWithItsOwnCounterexampleAndTheFixThatClosesIt() {
        CheckSpec s = Catalogue.byId(Catalogue.random(), "PROBE_NOT_REFUSED");
        Verdict d = Causes.find(Checks.run("LATEST", "PROBE_NOT_REFUSED", 1000, 1).get(0), s, "LATEST", 1000, 1);
        List<String> causes = new ArrayList<>(d.causes.keySet());
        assertThat(causes).contains("tcp_mtup_init", "tcp_mtu_check_reprobe").anyMatch(c -> c.contains("tcp_mtup_probe_failed"));
        assertThat(d.causes.get(causes.get(0))).isSameAs(d.counterexample);
        for (Map.Entry<String, InvariantViolation> c : d.causes.entrySet()) {
            InvariantViolation v = c.getValue();
            assertThat(Writers.cause(v)).as("the counterexample of " + c.getKey()).isEqualTo(c.getKey());
            CliTest.Result r = CliTest.run(String.join("\n", v.trace()) + "\n", "replay", "-", "--check", "PROBE_NOT_REFUSED");
            assertThat(r.err).as(c.getKey()).startsWith("PROBE_NOT_REFUSED: violated at line " + v.violatingLine() + ":");
        }
        for (String cause : List.of("tcp_mtup_init", "tcp_mtu_check_reprobe")) {
            assertThat(Causes.closedBy("PROBE_NOT_REFUSED", d.causes.get(cause))).as(cause).contains("FIX_RESET_SYNCS")
                    .anyMatch(f -> f.startsWith("FIX_ALL"));
        }
        String failed = causes.stream().filter(c -> c.contains("tcp_mtup_probe_failed")).findFirst().orElseThrow();
        assertThat(Causes.closedBy("PROBE_NOT_REFUSED", d.causes.get(failed))).doesNotContain("FIX_RESET_SYNCS");
    }

    @Test
    void aCellThatHoldsHasNoCauses() {
        CheckSpec s = Catalogue.byId(Catalogue.random(), "PROBE_NOT_REFUSED");
        Verdict d = Checks.run("FIX_ALL", "PROBE_NOT_REFUSED", 200, 1).get(0);
        assertThat(d.counterexample).isNull();
        assertThat(Causes.find(d, s, "FIX_ALL", 200, 1).causes).isEmpty();
    }
}
