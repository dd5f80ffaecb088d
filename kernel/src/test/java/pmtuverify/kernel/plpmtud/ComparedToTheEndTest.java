package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.Runner;
import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.hystart.HystartConformance;
import pmtuverify.kernel.hystart.HystartKernel;
import pmtuverify.kernel.hystart.HystartResult;
import pmtuverify.kernel.hystart.HystartScenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pmtuverify.trace.PmtuReplay;

/**
 * A run is compared to its end: after the first difference every later transition and the hold check are compared
 * and the ones that differ counted; a rerun's earlier attempts are re-judged from their recordings.
 */
class ComparedToTheEndTest {
    static final Path RUNS = Path.of("..", "specs", "kernel-runs");

    /** The replay row of each transition's last event (blackhole-1400 has no ICMP before its first sample: row 0 is the connect). */
    static List<Integer> lastLines(Result r) {
        List<Integer> l = new ArrayList<>();
        int line = 0;
        for (Transition t : r.transitions) {
            line += t.events.size();
            l.add(line);
        }
        return l;
    }

    /**
     * The true model, except that the states after transitions k1 and k2 are the connect's: the comparison must
     * stop at k1, then find k2 and nothing else among the later states.
     */
    @Test
    void afterTheFirstDifferenceTheLaterOnesAreCountedAndNothingElse() throws Exception {
        Scenario s = Scenario.byName("blackhole-1400");
        Observation o = Observation.read(RUNS.resolve(s.name));
        Result truth = Conformance.check(s, "LATEST", o);
        assertThat(truth.verdict).as(truth.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(truth.rest).isEqualTo(Conformance.Rest.NONE);
        List<Integer> last = lastLines(truth);
        List<Integer> picked = new ArrayList<>();
        for (int k = 0; k < truth.transitions.size() && picked.size() < 2; k++) {
            boolean quiet = truth.transitions.get(k).label.startsWith("quiet send");
            if (k >= 5 && !quiet && Conformance.differs(truth.transitions.get(k).after, truth.model.get(0)) != null
                    && (picked.isEmpty() || k > picked.get(0) + 5)) {
                picked.add(k);
            }
        }
        assertThat(picked).hasSize(2);
        int k1 = picked.get(0);
        int k2 = picked.get(1);
        PmtuModel perturbed = (config, events) -> {
            List<PmtuReplay.Row> rows = new ArrayList<>(PmtuModel.REPLAY.replay(config, events));
            rows.set(last.get(k1), rows.get(0));
            rows.set(last.get(k2), rows.get(0));
            return rows;
        };
        Result r = Conformance.check(s, "LATEST", o, perturbed);
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.divergence).isEqualTo(k1 + 1);
        boolean hold = !truth.why.contains("no hold check");
        assertThat(r.rest.compared()).isEqualTo(truth.transitions.size() - (k1 + 1) + (hold ? 1 : 0));
        assertThat(r.rest.differing()).isEqualTo(1);
        assertThat(r.rest.last()).isEqualTo(k2 + 1);
        assertThat(r.verdictWords()).isEqualTo("DIFFERS at transition " + (k1 + 1) + "; then 1 of " + r.rest.compared()
                + " later compared states differ, the last at transition " + (k2 + 1) + " (the model runs on from its own state)");
        assertThat(r.text()).contains("  to the end: then 1 of ");
        assertThat(r.json()).contains("\"later_compared\":" + r.rest.compared(), "\"later_differing\":1");
        // the first difference alone: every later state agrees, and the words say so
        PmtuModel once = (config, events) -> {
            List<PmtuReplay.Row> rows = new ArrayList<>(PmtuModel.REPLAY.replay(config, events));
            rows.set(last.get(k1), rows.get(0));
            return rows;
        };
        Result one = Conformance.check(s, "LATEST", o, once);
        assertThat(one.rest.differing()).isZero();
        assertThat(one.rest.last()).isEqualTo(-1);
        assertThat(one.verdictWords()).contains("then 0 of " + r.rest.compared() + " later compared states differ (");
    }

    /** A model that goes wrong at its first probe stays wrong: every later state differs, the hold check's too. */
    @Test
    void aWrongVariantDiffersToTheEnd() throws Exception {
        Scenario s = Scenario.byName("clean-1500");
        Result r = Conformance.check(s, "V3", Observation.read(RUNS.resolve(s.name)));
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.divergence).isEqualTo(1);
        assertThat(r.rest.compared()).isEqualTo(r.transitions.size()); // the later transitions and the hold check
        assertThat(r.rest.differing()).isEqualTo(r.rest.compared());
        assertThat(r.rest.last()).isEqualTo(r.transitions.size() + 1);
        assertThat(r.verdictWords()).contains(", the last at the hold check");
    }

    /** small-window-5107's documented difference: the kernel sends the same probe later, and they agree from there. */
    @Test
    void theWindowEndFindingAgreesAfterItsDifference() throws Exception {
        Result r = ConformanceTest.check("small-window-5107");
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.rest.compared()).isPositive();
        assertThat(r.rest.differing()).isZero();
    }

    /**
     * A recording's attempt-K directories are its earlier attempts, each re-judged; one that holds the recording
     * itself (--keep's copy of the last attempt) is left out.
     */
    @Test
    void earlierAttemptsAreReJudgedFromTheirRecordings(@TempDir Path dir) throws Exception {
        Scenario s = Scenario.byName("clean-1500");
        Path rec = dir.resolve(s.name);
        Observation.copy(RUNS.resolve(s.name), rec);
        Path first = Runner.attemptDir(dir, s.name, 1);
        Observation.copy(RUNS.resolve(s.name), first);
        Files.writeString(first.resolve("bpftrace.txt"), "Attaching 5 probes...\nready\n"); // no sample: NO_DATA
        Path second = Runner.attemptDir(dir, s.name, 2);
        Observation.copy(RUNS.resolve("clean-1500-base512"), second); // tcp_base_mss 512 where clean-1500 has 1024: DIFFERS
        Observation.copy(rec, Runner.attemptDir(dir, s.name, 3)); // the last attempt's own copy
        assertThat(Runner.earlierAttempts(rec)).containsExactly(first, second);
        Result r = Conformance.checkRecording(s, "LATEST", rec);
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.earlier).extracting(e -> e.verdict)
                .containsExactly(Conformance.Verdict.NO_DATA, Conformance.Verdict.DIFFERS);
        assertThat(r.verdictWords()).isEqualTo("AGREES (attempt 3; attempt 1 NO_DATA, attempt 2 DIFFERS)");
        assertThat(r.text()).contains("  earlier attempt 1: NO_DATA (bpftrace saw no ACK of the test connection)\n");
        assertThat(Conformance.checkRecording(s, "LATEST", RUNS.resolve(s.name)).earlier).isEmpty();
    }

    /** HyStart's window is compared to its end too: another variant's first divergence, then every later ACK counted. */
    @Test
    void aHystartWindowIsComparedToItsEnd() throws Exception {
        HystartScenario s = HystartScenario.byName("hystart-delay");
        Path dir = RUNS.resolve(s.name);
        HystartResult truth = HystartConformance.check(s, HystartKernel.VARIANT, Observation.read(dir),
                HystartConformance.params(dir));
        assertThat(truth.verdict).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(truth.rest).isEqualTo(Conformance.Rest.NONE);
        HystartResult r = HystartConformance.check(s, "HYSTART_BEFORE", Observation.read(dir), HystartConformance.params(dir));
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.steps.size() - r.divergence - 1).isPositive();
        assertThat(r.rest.compared()).isEqualTo(r.steps.size() - r.divergence - 1);
        assertThat(r.rest.differing()).isBetween(0, r.rest.compared());
        assertThat(r.verdictWords()).startsWith("DIFFERS at ACK " + r.steps.get(r.divergence).ack + "; then "
                + r.rest.differing() + " of " + r.rest.compared() + " later ACKs differ");
        assertThat(r.text()).contains("  to the window's end: then ");
    }

    /** A HyStart recording's earlier attempts are re-judged as PLPMTUD's are. */
    @Test
    void hystartEarlierAttemptsAreReJudged(@TempDir Path dir) throws Exception {
        HystartScenario s = HystartScenario.byName("hystart-delay");
        Path rec = dir.resolve(s.name);
        Observation.copy(RUNS.resolve(s.name), rec);
        Path first = Runner.attemptDir(dir, s.name, 1);
        Observation.copy(RUNS.resolve(s.name), first);
        Files.writeString(first.resolve("bpftrace.txt"), "Attaching 3 probes...\n"); // no sample: NO_DATA
        HystartResult r = HystartConformance.checkRecording(s, HystartKernel.VARIANT, rec);
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.earlier).extracting(e -> e.verdict).containsExactly(Conformance.Verdict.NO_DATA);
        assertThat(r.verdictWords()).isEqualTo("AGREES (attempt 2; attempt 1 NO_DATA)");
        assertThat(r.text()).contains("  earlier attempt 1: NO_DATA (bpftrace saw 0 ACK(s) of the test connection)\n");
    }
}
