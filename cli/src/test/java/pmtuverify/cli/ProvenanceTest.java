package pmtuverify.cli;

import pmtuverify.report.Report;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The project speaks of itself only: no spec, README or reference page names an issue, a seed file, a tool or a path of a machine. */
class ProvenanceTest {
    static final Pattern FORBIDDEN = Pattern.compile(
            "(?i)\\bseed 0\\d\\d\\b|\\bissue \\d+|/w[o]rk/|/home/|/tmp/|code c[o]rpus|find_string|find_files|read_file|from memory");

    @Test
    void specsAndReadmeCiteSourcesNotThisMachine() throws IOException {
        Path home = Report.projectHome().toPath();
        List<Path> files;
        try (Stream<Path> s = Files.list(home.resolve("specs"))) {
            files = s.filter(p -> p.toString().endsWith(".md")).collect(Collectors.toList());
        }
        files.add(home.resolve("README.md"));
        files.add(home.resolve("docs/REFERENCE.md"));
        assertThat(files).hasSizeGreaterThan(3);
        for (Path f : files) {
            String[] lines = new String(Files.readAllBytes(f), StandardCharsets.UTF_8).split("\n");
            for (int i = 0; i < lines.length; i++) {
                assertThat(FORBIDDEN.matcher(lines[i]).find()).as(f.getFileName() + ":" + (i + 1) + ": " + lines[i]).isFalse();
            }
        }
        String hystart = new String(Files.readAllBytes(home.resolve("specs/HYSTART.md")), StandardCharsets.UTF_8);
        assertThat(hystart).contains("https://lore.kernel.org/netdev/20191223202754.127546-5-edumazet@google.com/");
    }
}
