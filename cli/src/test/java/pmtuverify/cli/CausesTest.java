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
 * PROBE_NOT_REFUSED on LATEST has (at least) three causes, each named by its deciding statements and their call sites:
 * tcp_init_transfer's tcp_mtup_init after the last sync, tcp_mtu_check_reprobe (called from tcp_mtu_probe) on a route
 * below mss_clamp + 40, and a probe lost (tcp_mtup_probe_failed from tcp_fastretrans_alert) whose search_high lifts the
 * range above the route again. Each has its own counterexample, and the FIX that targets it closes it; the search for
 * them saturates.
 */
class CausesTest {
    static final String INIT_TRANSFER = "search_low \u2190 tcp_mtup_init (from tcp_init_transfer); search_high \u2190 tcp_mtup_init (from tcp_init_transfer)";
    static final String REPROBE = "search_low \u2190 tcp_mtu_check_reprobe (from tcp_mtu_probe); search_high \u2190 tcp_mtu_check_reprobe (from tcp_mtu_probe)";

    @Test
    void probeNotRefusedOnLatestShowsEachCauseWithItsOwnCounterexampleAndTheFixThatClosesIt() {
        CheckSpec s = Catalogue.byId(Catalogue.random(), "PROBE_NOT_REFUSED");
        Verdict d = Causes.find(Checks.run("LATEST", "PROBE_NOT_REFUSED", 1000, 1).get(0), s, "LATEST", 1000, 1);
        List<String> causes = new ArrayList<>(d.causes.keySet());
        assertThat(causes).contains(INIT_TRANSFER, REPROBE).anyMatch(c -> c.contains("search_high \u2190 tcp_mtup_probe_failed (from tcp_fastretrans_alert)"));
        assertThat(d.causeSearch.saturated()).as(d.causeSearch.describe(causes.size())).isTrue();
        assertThat(d.causeSearch.runs()).isGreaterThanOrEqualTo(1000).isGreaterThanOrEqualTo(2 * d.causeSearch.lastNew());
        assertThat(d.causes.get(causes.get(0))).isSameAs(d.counterexample);
        for (Map.Entry<String, InvariantViolation> c : d.causes.entrySet()) {
            InvariantViolation v = c.getValue();
            assertThat(Writers.cause(v)).as("the counterexample of " + c.getKey()).isEqualTo(c.getKey());
            CliTest.Result r = CliTest.run(String.join("\n", v.trace()) + "\n", "replay", "-", "--check", "PROBE_NOT_REFUSED");
            assertThat(r.err).as(c.getKey()).startsWith("PROBE_NOT_REFUSED: violated at line " + v.violatingLine() + ":");
        }
        for (String cause : List.of(INIT_TRANSFER, REPROBE)) {
            assertThat(Causes.closedBy("PROBE_NOT_REFUSED", d.causes.get(cause))).as(cause).contains("FIX_RESET_SYNCS")
                    .anyMatch(f -> f.startsWith("FIX_ALL"));
        }
        assertThat(Causes.statements(d.causes.get(INIT_TRANSFER))).contains(
                "search_low \u2190 tcp_mtup_init (from tcp_init_transfer): `" + pmtuverify.model.plpmtud.Assignment.MTUP_INIT_LOW.statement
                        + "` (net/ipv4/tcp_output.c)");
        String failed = causes.stream().filter(c -> c.contains("tcp_mtup_probe_failed")).findFirst().orElseThrow();
        assertThat(Causes.closedBy("PROBE_NOT_REFUSED", d.causes.get(failed))).doesNotContain("FIX_RESET_SYNCS");
    }

    /** PROBE_WITHIN_RANGE on LATEST: a probe raised above the range by __tcp_mtu_to_mss's tcp_min_snd_mss floor is a cause of its own. */
    @Test
    void theFloorThatRaisesAProbeIsNamedWithItsCaller() {
        CheckSpec s = Catalogue.byId(Catalogue.random(), "PROBE_WITHIN_RANGE");
        Verdict d = Causes.find(Checks.run("LATEST", "PROBE_WITHIN_RANGE", 1000, 1).get(0), s, "LATEST", 1000, 1);
        assertThat(d.causes.keySet()).anyMatch(c -> c.startsWith("probe_size \u2190 tcp_mtu_probe (from tcp_write_xmit)")
                && c.contains("max(mss_now, tcp_min_snd_mss) in __tcp_mtu_to_mss (from tcp_mtu_probe)"));
    }

    @Test
    void aCellThatHoldsHasNoCauses() {
        CheckSpec s = Catalogue.byId(Catalogue.random(), "PROBE_NOT_REFUSED");
        Verdict d = Checks.run("FIX_ALL", "PROBE_NOT_REFUSED", 200, 1).get(0);
        assertThat(d.counterexample).isNull();
        assertThat(Causes.find(d, s, "FIX_ALL", 200, 1).causes).isEmpty();
    }
}
