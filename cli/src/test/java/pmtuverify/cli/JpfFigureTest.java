package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pmtuverify.report.JpfRuns;

/**
 * README's jpf block is written by {@code ./pmtu jpf --all --readme README.md} where a built jpf-core is at hand; CI has
 * none (JPF is in no package registry), so JPF's columns are checked for their shape only. The block has one row per
 * jpf-config/*.jpf file, in name order, names a commit of this repository's history (the one it was measured at) and
 * jpf-core's, and its embedded explorer column is what the explorer gives today on each config's harness and bounds
 * (every one of them takes a second or two, so all are computed here).
 */
class JpfFigureTest {
    static final Path README = Path.of("..", "README.md");

    /** JPF's verdicts, as {@link pmtuverify.report.JpfOutput#verdict} and {@link JpfRuns#run} word them. */
    static final Pattern JPF_RESULT = Pattern.compile("no errors detected( \\(search cut: .*\\))?"
            + "|InvariantViolation \\((lasso, stem )?\\d+ lines?\\)|not finished within \\d+ min|error: .*|JPF failed \\(exit -?\\d+\\)");

    static final String REGENERATE = "regenerate with JPF_HOME=<a built jpf-core> ./pmtu jpf --all --readme README.md";

    /** The block's table rows, each split into its four cells. */
    static List<String[]> rows(String block) {
        List<String[]> rows = new ArrayList<>();
        for (String line : block.split("\n")) {
            if (line.startsWith("| ") && !line.startsWith("| jpf-config |")) {
                String[] cells = line.substring(2, line.length() - 2).split(" \\| ", -1);
                assertThat(cells).as(line).hasSize(4);
                rows.add(cells);
            }
        }
        return rows;
    }

    static String block() throws IOException {
        String block = JpfRuns.BLOCK.section(Files.readString(README));
        assertThat(block).as("README's jpf block; " + REGENERATE).isNotNull();
        return block;
    }

    @Test
    void theBlockHasARowPerConfigAndNamesAMeasuredCommit() throws IOException, InterruptedException {
        String block = block();
        Matcher m = Pattern.compile("^Measured at commit ([0-9a-f]{12}) \\(\\d{4}-\\d\\d-\\d\\d\\) with jpf-core "
                + "\\(github\\.com/javapathfinder/jpf-core, branch java-17, commit [0-9a-f]{7,12}\\),\\neach JPF run "
                + "limited to \\d+ min:\\n\\n\\| jpf-config \\| JPF result \\| JPF wall time \\| embedded explorer \\|\\n"
                + "\\|---\\|---\\|---\\|---\\|\\n").matcher(block);
        assertThat(m.find()).as("the block's heading; " + REGENERATE + "\n" + block).isTrue();
        List<String> names = new ArrayList<>();
        for (JpfRuns.Config c : JpfRuns.configs(Path.of("..", "jpf-config"))) {
            names.add(c.name());
        }
        List<String[]> rows = rows(block);
        assertThat(rows.stream().map(r -> r[0]).toList()).as("one row per jpf-config/*.jpf, in name order; " + REGENERATE)
                .isEqualTo(names);
        for (String[] r : rows) {
            assertThat(r[1]).as(r[0] + "'s JPF result").matches(JPF_RESULT);
            assertThat(r[2]).as(r[0] + "'s JPF wall time").matches("\\d+ s|\\d+ min \\d\\d s");
        }
        if (Files.exists(Path.of("..", ".git", "shallow"))) {
            return; // a shallow clone holds no history to look the commit up in; the shape above is still checked
        }
        Process p = new ProcessBuilder("git", "cat-file", "-e", m.group(1) + "^{commit}").directory(Path.of("..").toFile())
                .redirectErrorStream(true).start();
        assertThat(p.waitFor()).as("commit " + m.group(1) + " in this repository").isZero();
    }

    @Test
    void theExplorerColumnIsTodaysExplorer() throws IOException {
        List<String[]> rows = rows(block());
        List<JpfRuns.Config> configs = JpfRuns.configs(Path.of("..", "jpf-config"));
        assertThat(rows).hasSameSizeAs(configs);
        for (int i = 0; i < configs.size(); i++) {
            JpfRuns.Config c = configs.get(i);
            assertThat(rows.get(i)[3]).as(c.name() + ": ./pmtu explore --harness " + c.invariant() + " --variant "
                    + c.variant() + " on the config's bounds; " + REGENERATE)
                    .isEqualTo(JpfRuns.explorerVerdict(JpfRuns.explore(c, Runtime.getRuntime().availableProcessors())));
        }
    }

    @Test
    void wallTimesAreWrittenAsReadmesFigures() {
        assertThat(JpfRuns.wallTime(4.4)).isEqualTo("4 s");
        assertThat(JpfRuns.wallTime(59.6)).isEqualTo("1 min 00 s");
        assertThat(JpfRuns.wallTime(187)).isEqualTo("3 min 07 s");
    }

    @Test
    void badJpfInputIsOneLine() {
        assertBadInput(CliTest.run("", "jpf", "--all", "termination-v5"), "--all runs every config: it takes no NAME");
        assertBadInput(CliTest.run("", "jpf"), "name a config (NAME) or give --all");
        assertBadInput(CliTest.run("", "jpf", "termination-v5", "--readme", "README.md"), "--readme goes with --all");
        assertBadInput(CliTest.run("", "jpf", "--all", "--jpf-commit", "7ea25de"), "--jpf-commit goes with --readme");
        assertBadInput(CliTest.run("", "jpf", "--all", "--time-limit", "0"), "--time-limit must be in 1..1440, got 0");
        assertBadInput(CliTest.run("", "jpf", "nope", "--time-limit", "5"), "no such JPF config: ");
        if (System.getenv("JPF_HOME") == null) {
            assertBadInput(CliTest.run("", "jpf", "--all"), "JPF_HOME is not set");
        }
    }

    static void assertBadInput(CliTest.Result r, String message) {
        assertThat(r.code).as(r.err).isEqualTo(2);
        assertThat(r.err.trim()).startsWith("pmtu: " + message).doesNotContain("\n");
    }
}
