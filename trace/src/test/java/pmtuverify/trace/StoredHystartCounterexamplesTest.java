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
}
