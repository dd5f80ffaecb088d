package pmtuverify.kernel;

import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.plpmtud.Conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every attempt that does not agree keeps its recording in DIR/SCENARIO/attempt-K, the first one of a rerun scenario
 * included, and each attempt's verdict is logged for --repeat's table (no kernel: the runs are stand-ins that write a
 * file, the checks hand out verdicts in turn).
 */
class AttemptsKeptTest {
    static final Observation EMPTY = new Observation("6.18", 250, List.of(), List.of(), Map.of(), Map.of());

    /** A run that writes bpftrace.txt naming its attempt, checked to {@code verdicts} in turn. */
    static Conformance.Verdict run(String name, String keep, Conformance.Verdict... verdicts) throws Exception {
        Deque<Conformance.Verdict> left = new ArrayDeque<>(List.of(verdicts));
        int[] n = {0};
        return Runner.withReruns(name, null, keep, false, dir -> {
            Files.writeString(dir.resolve("bpftrace.txt"), "attempt " + ++n[0] + "\n");
            return EMPTY;
        }, a -> left.pop(), v -> v, v -> "a stand-in");
    }

    @Test
    void aRerunKeepsItsFirstAttemptAndAnAgreeingOneGoesWithoutKeep() throws Exception {
        Runner.drainAttempts();
        String name = "kept-" + ProcessHandle.current().pid();
        assertThat(run(name, null, Conformance.Verdict.NO_DATA, Conformance.Verdict.AGREES)).isEqualTo(Conformance.Verdict.AGREES);
        Path root = Runner.attemptsRoot(null);
        assertThat(root.resolve(name).resolve("attempt-1").resolve("bpftrace.txt")).hasContent("attempt 1");
        assertThat(root.resolve(name).resolve("attempt-2")).doesNotExist();
        assertThat(Runner.drainAttempts()).extracting(a -> a[0] + " " + a[1])
                .containsExactly(name + " NO_DATA", name + " AGREES");
    }

    @Test
    void withKeepEveryAttemptStaysAndTheLastIsWhereFromReadsIt(@TempDir Path keep) throws Exception {
        Runner.drainAttempts();
        assertThat(run("s", keep.toString(), Conformance.Verdict.NOISY, Conformance.Verdict.NO_DATA, Conformance.Verdict.NO_DATA))
                .isEqualTo(Conformance.Verdict.NO_DATA);
        for (int k = 1; k <= Runner.RERUNS + 1; k++) {
            assertThat(keep.resolve("s").resolve("attempt-" + k).resolve("bpftrace.txt")).hasContent("attempt " + k);
        }
        assertThat(keep.resolve("s").resolve("bpftrace.txt")).hasContent("attempt " + (Runner.RERUNS + 1));
        assertThat(Runner.drainAttempts()).extracting(a -> a[1]).containsExactly("NOISY", "NO_DATA", "NO_DATA");
    }

    /**
     * A recording run keeps its last attempt in RECORDS/NAME and each earlier, rerun attempt in RECORDS/NAME/attempt-K;
     * the next recording of the scenario drops them.
     */
    @Test
    void aRecordingKeepsItsRerunAttemptsUntilItIsRecordedAgain(@TempDir Path records) throws Exception {
        Deque<Conformance.Verdict> left = new ArrayDeque<>(List.of(Conformance.Verdict.NOISY, Conformance.Verdict.NO_DATA,
                Conformance.Verdict.AGREES, Conformance.Verdict.AGREES));
        int[] n = {0};
        Runner.RunInto run = dir -> {
            Files.writeString(dir.resolve("bpftrace.txt"), "attempt " + ++n[0] + "\n");
            return EMPTY;
        };
        Runner.drainAttempts();
        assertThat(Runner.<Conformance.Verdict>withReruns("r", null, null, records, run, a -> left.pop(), v -> v, v -> "a stand-in"))
                .isEqualTo(Conformance.Verdict.AGREES);
        assertThat(records.resolve("r").resolve("bpftrace.txt")).hasContent("attempt 3");
        assertThat(records.resolve("r").resolve("attempt-1").resolve("bpftrace.txt")).hasContent("attempt 1");
        assertThat(records.resolve("r").resolve("attempt-2").resolve("bpftrace.txt")).hasContent("attempt 2");
        assertThat(Runner.earlierAttempts(records.resolve("r")))
                .containsExactly(records.resolve("r").resolve("attempt-1"), records.resolve("r").resolve("attempt-2"));
        // recorded again, agreeing at once: no earlier attempt is left from the run before
        assertThat(Runner.<Conformance.Verdict>withReruns("r", null, null, records, run, a -> left.pop(), v -> v, v -> "a stand-in"))
                .isEqualTo(Conformance.Verdict.AGREES);
        assertThat(records.resolve("r").resolve("bpftrace.txt")).hasContent("attempt 4");
        assertThat(Runner.earlierAttempts(records.resolve("r"))).isEmpty();
        Runner.drainAttempts();
    }

    @Test
    void aFailedRunKeepsWhatItWroteAndIsLoggedAsFailed(@TempDir Path keep) throws Exception {
        Runner.drainAttempts();
        Conformance.Verdict v = Runner.withReruns("f", null, keep.toString(), false, dir -> {
            Files.writeString(dir.resolve("scenario.log"), "no listener\n");
            throw new java.io.IOException("f: scenario failed: no listener");
        }, a -> Conformance.Verdict.AGREES, x -> x, x -> "");
        assertThat(v).isNull();
        assertThat(keep.resolve("f").resolve("attempt-1").resolve("scenario.log")).hasContent("no listener");
        assertThat(Runner.drainAttempts()).extracting(a -> a[1]).containsOnly(Stability.FAILED).hasSize(Runner.RERUNS + 1);
    }
}
