package pmtuverify.trace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pmtuverify.props.hystart.HystartChecks;

/**
 * Every stored HyStart counterexample (specs/counterexamples/HY_*.jsonl) is a kernel-consistent ACK sequence: `./pmtu
 * replay` accepts each of its lines, whose round_end must agree with end_seq as the state holds it (a round end the
 * state forces cannot be false), and it reaches an ACK the file's name says the variant gets wrong.
 */
class StoredHystartCounterexamplesTest {
    @Test
    void everyStoredCounterexampleIsAKernelRun() throws IOException {
        Path dir = Paths.get("..", "specs", "counterexamples");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().startsWith("HY_")).sorted().collect(Collectors.toList());
        }
        assertThat(files).isNotEmpty();
        List<String> bad = new ArrayList<>();
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            String name = f.getFileName().toString();
            String variant = name.substring(name.indexOf("-HYSTART_") + 1, name.length() - ".jsonl".length());
            assertThat(lines.get(0)).as(name).contains("\"variant\":\"" + variant + "\"");
            assertThat(HystartChecks.VARIANTS).as(name).contains(variant);
            try {
                String[] out = HystartReplayTest.replay(lines.toArray(new String[0]));
                assertThat(out).as(name).hasSize(lines.size());
            } catch (BadInput e) {
                bad.add(name + ": " + e.getMessage());
            }
        }
        assertThat(bad).as("counterexamples that no kernel run produces").isEmpty();
    }

    /**
     * Every stored HyStart counterexample breaks the invariant its file names (INVARIANT-VARIANT.jsonl), on its variant,
     * at its last line, replayed through the invariant's own monitor; and no earlier line breaks it.
     */
    @Test
    void everyStoredCounterexampleViolatesTheInvariantItsFileNamesAtItsLastLine() throws IOException {
        Path dir = Paths.get("..", "specs", "counterexamples");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().startsWith("HY_")).sorted().collect(Collectors.toList());
        }
        assertThat(files).isNotEmpty();
        List<String> wrong = new ArrayList<>();
        for (Path f : files) {
            String name = f.getFileName().toString();
            String id = name.substring(0, name.indexOf("-HYSTART_"));
            pmtuverify.props.hystart.HystartInvariant inv = java.util.Arrays.stream(pmtuverify.props.hystart.HystartInvariants.ALL)
                    .filter(x -> x.id().equals(id)).findFirst().orElse(null);
            if (inv == null) {
                wrong.add(name + ": no HyStart invariant " + id);
                continue;
            }
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).collect(Collectors.toList());
            pmtuverify.props.InvariantViolation v = HystartReplay.check(lines, inv);
            if (v == null) {
                wrong.add(name + ": keeps " + id);
            } else if (!v.invariantId().equals(id) || v.violatingLine() != lines.size()) {
                wrong.add(name + ": " + v.invariantId() + " violated at line " + v.violatingLine() + " of " + lines.size() + ": " + v.detail());
            }
        }
        assertThat(wrong).as("stored HyStart counterexamples that do not break their invariant at their last line").isEmpty();
    }

    /** The check is no tautology: the counterexample of the 2020 delay fix's cell replayed on the fixed variant keeps it. */
    @Test
    void theSameLinesOnTheFixedVariantKeepTheInvariant() throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(Paths.get("..", "specs", "counterexamples",
                "HY_NO_SPURIOUS_DELAY_EXIT-HYSTART_BEFORE.jsonl"), StandardCharsets.UTF_8));
        pmtuverify.props.hystart.HystartInvariant inv = java.util.Arrays.stream(pmtuverify.props.hystart.HystartInvariants.ALL)
                .filter(x -> x.id().equals("HY_NO_SPURIOUS_DELAY_EXIT")).findFirst().orElseThrow();
        assertThat(HystartReplay.check(lines, inv)).isNotNull();
        lines.set(0, lines.get(0).replace("HYSTART_BEFORE", "HYSTART_FIX_2020"));
        assertThat(HystartReplay.check(lines, inv)).isNull();
    }
}
