package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.mutants.Mutants;
import pmtuverify.kernel.hystart.Replayer;
import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.plpmtud.Result;
import pmtuverify.kernel.plpmtud.Scenario;
import pmtuverify.kernel.plpmtud.Transition;
import pmtuverify.kernel.plpmtud.Transitions;

/** The kernel suite's mutation score over the checked-in recordings (specs/kernel-runs), and README's copy of it. */
class KernelMutantsTest {
    static final Path RUNS = Path.of("..", "specs", "kernel-runs");
    static List<Mutants.Recording> recordings;
    static Map<String, Mutants.Outcome> outcomes;
    /** The outcomes in the mutants' order (README's block lists them so). */
    static List<Mutants.Outcome> inOrder;

    @BeforeAll
    static void run() throws Exception {
        recordings = KernelCommand.recordings(RUNS, Scenario.ALL);
        inOrder = Mutants.run(KernelCommand.mutantsOf("LATEST", recordings), recordings, "LATEST", pmtuverify.kernel.plpmtud.PmtuModel.REPLAY);
        outcomes = inOrder.stream().collect(Collectors.toMap(o -> o.mutant().name(), Function.identity()));
    }

    @Test
    void aWrongProbeIntervalIsToldApartOnlyByTheQuietSends() throws Exception {
        // tcp_probe_interval 4 instead of 5: the model reprobes a second before the kernel, at a send where the
        // kernel's state did not change; only a quiet send (an xmit where the kernel's search had stopped) shows it
        Mutants.Outcome o = outcomes.get("tcp_probe_interval -1");
        assertThat(o.killedBy()).isEqualTo("reprobe-removed");
        assertThat(o.why()).startsWith("DIFFERS: transition").contains("(quiet send)");
        Mutants.Recording r = recordings.stream().filter(x -> x.scenario().name.equals("reprobe-removed")).findFirst()
                .orElseThrow();
        List<Transition> quiet = Transitions.extract(Transitions.samples(r.observation().bpftrace), r.scenario().threshold,
                Long.MAX_VALUE).stream().filter(t -> t.label.equals("quiet send")).toList();
        assertThat(quiet).isNotEmpty().allSatisfy(t -> assertThat(t.after.searchHigh - t.after.searchLow)
                .isLessThan(r.scenario().threshold));
    }

    @Test
    void everyMutantThatChangesTheModelsStatesIsKilled() {
        assertThat(outcomes.values().stream().filter(o -> !o.killed() && !o.equivalent()).map(Mutants::line))
                .as("survivors").isEmpty();
        assertThat(outcomes.get("HZ 100").killed()).isTrue();
        assertThat(outcomes.get("variant FIX_RESET_SYNCS").killedBy()).isNotNull();
        // no recording loses a probe after search_high came down: FIX_FAIL_KEEPS_HIGH cannot be told apart here
        assertThat(outcomes.get("variant FIX_FAIL_KEEPS_HIGH").equivalent()).isTrue();
        assertThat(outcomes).doesNotContainKey("HZ 250");
    }

    @Test
    void aRefusedSettingKillsTheMutant() {
        Mutants.Outcome o = outcomes.get("variant FIX_BASE_MSS_RANGE");
        assertThat(o.killedBy()).isEqualTo("base-mss-int-max");
        assertThat(o.why()).contains("the kernel accepted the scenario's settings");
    }

    // the true model's verdict on every recording (quiet sends included) is the kernel module's RecordingsRejudgedTest

    @Test
    void readmeCarriesTheGeneratedScore() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"));
        assertThat(KernelCommand.MUTANTS_BLOCK.section(readme))
                .as("README's kernel-mutants block; regenerate with ./pmtu kernel --mutants --readme README.md")
                .isEqualTo(Mutants.markdown(inOrder, recordings.size()));
    }

    @Test
    void aRecordingMadeAtAnotherHzIsReadAtIt() throws Exception {
        Observation o = Observation.read(RUNS.resolve("reprobe-removed"));
        assertThat(o.hz).isEqualTo(250);
        assertThat(o.withHz(1000).hz).isEqualTo(1000);
        Result r = Conformance.check(Scenario.byName("reprobe-removed"), "LATEST", o.withHz(1000));
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.trace.get(0)).contains("\"hz\":1000");
    }
}
