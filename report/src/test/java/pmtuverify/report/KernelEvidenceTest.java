package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pmtuverify.kernel.plpmtud.Conformance;

/** The report's kernel evidence, read from the checked-in recordings (specs/kernel-runs). */
class KernelEvidenceTest {
    static final Path RUNS = Path.of("..", "specs", "kernel-runs");

    @Test
    void everyWitnessScenarioWitnessesItsCellAndAgreesWithLatest() {
        Map<String, List<KernelEvidence.Seen>> w = KernelEvidence.witnesses(RUNS);
        assertThat(w.keySet()).containsExactly("ORDER_LOW_HIGH", "ORDER_MSS_IN_RANGE", "PROBE_WITHIN_RANGE",
                "PROBE_NOT_REFUSED", "TERMINATION", "SANE_SIZES", "SANE_NO_WRAP");
        assertThat(w.get("PROBE_NOT_REFUSED")).extracting(KernelEvidence.Seen::scenario)
                .containsExactly("refused-setup-1200", "refused-reprobe-1400");
        assertThat(w.get("ORDER_LOW_HIGH")).extracting(KernelEvidence.Seen::scenario).containsExactly("icmp-68");
        assertThat(w.get("SANE_NO_WRAP").get(0).figures()).startsWith("search_low -2147483597");
        assertThat(w.get("TERMINATION")).extracting(KernelEvidence.Seen::scenario)
                .containsExactly("threshold-1", "threshold-0", "threshold--1", "threshold-1-quick");
        assertThat(w.values()).allSatisfy(l -> assertThat(l).allSatisfy(s -> {
            assertThat(s.verdict()).as(s.scenario()).isEqualTo(Conformance.Verdict.AGREES);
            assertThat(s.release()).startsWith("6.18");
        }));
    }

    @Test
    void theReportSectionListsEachWitnessedInvariantOnce() {
        StringBuilder b = new StringBuilder();
        Report.kernelWitnesses(b, Map.of("SANE_SIZES", List.of(
                new KernelEvidence.Seen("ipv6-clean-1280", "6.18.44", Conformance.Verdict.AGREES, "a probe of 1188 bytes"))));
        assertThat(b.toString()).contains("## LATEST on the running kernel")
                .contains("| SANE_SIZES | Linux 6.18.44 | ipv6-clean-1280 |");
        StringBuilder none = new StringBuilder();
        Report.kernelWitnesses(none, Map.of());
        assertThat(none.toString()).isEmpty();
    }

    @Test
    void noRecordingsNoEvidence() {
        assertThat(KernelEvidence.witnesses(Path.of("..", "specs", "no-such-dir"))).isEmpty();
    }
}
