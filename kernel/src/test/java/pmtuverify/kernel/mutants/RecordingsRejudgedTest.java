package pmtuverify.kernel.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.plpmtud.Result;
import pmtuverify.kernel.plpmtud.Scenario;

/**
 * Every PLPMTUD recording under specs/kernel-runs re-judged offline against LATEST, as the suite judges it: the
 * recording agrees with the model, or differs exactly as its documented finding says. This is the test PIT runs
 * against mutants of model/plpmtud (the kernel module's {@code -Ppit-kernel} profile): a mutant is killed when
 * some recording's verdict changes, so PIT's score is the kernel suite's power over the model's code, not over a
 * list of mutants chosen by hand.
 */
class RecordingsRejudgedTest {
    static final Path RUNS = Path.of("..", "specs", "kernel-runs");

    static Stream<String> recordings() {
        List<String> names = new ArrayList<>();
        for (Scenario s : Scenario.ALL) {
            if (Files.isDirectory(RUNS.resolve(s.name))) {
                names.add(s.name);
            }
        }
        return names.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("recordings")
    void agreesOrDiffersAsDocumented(String name) throws Exception {
        Scenario s = Scenario.byName(name);
        Result r = Conformance.checkRecording(s, "LATEST", RUNS.resolve(name));
        // Scenario.expected: AGREES, or DIFFERS with the finding's text in the first divergence (quiet sends included)
        assertThat(s.expected(r.verdict, r.why)).as(name + ": " + r.verdict + " " + r.why
                + (s.finding == null ? "" : " (documented finding " + s.finding + ")")).isTrue();
    }

    @org.junit.jupiter.api.Test
    void everyScenarioOfTheSuiteHasARecording() {
        assertThat(recordings().count()).isEqualTo(Scenario.ALL.size());
    }
}
