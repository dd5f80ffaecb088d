package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** specs/ is generated: this fails when the checked-in copy is stale (run ./pmtu report). */
class ReportFreshnessTest {
    @Test
    void checkedInReportIsCurrent() throws IOException {
        Path specs = Paths.get("..", "specs");
        Map<String, String> files = Report.generate(Report.TRIES, Report.SEED, specs.resolve("kernel-runs"));
        for (Map.Entry<String, String> e : files.entrySet()) {
            Path p = specs.resolve(e.getKey());
            assertThat(p).as("run ./pmtu report: missing " + p).exists();
            assertThat(new String(Files.readAllBytes(p), StandardCharsets.UTF_8))
                    .as("run ./pmtu report: stale " + p).isEqualTo(e.getValue());
        }
        try (java.util.stream.Stream<Path> ce = Files.list(specs.resolve("counterexamples"))) {
            ce.forEach(p -> assertThat(files).as("run ./pmtu report: stale extra " + p)
                    .containsKey("counterexamples/" + p.getFileName()));
        }
    }
}
