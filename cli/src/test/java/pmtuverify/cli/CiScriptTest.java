package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * .ci/run runs README's commands, and its step runner (.ci/steps.sh) times each step, fails one that uses more than
 * twice its CPU budget, and runs a pool of steps to the end when one fails. The runner is run here on small commands.
 */
class CiScriptTest {
    static final Path ROOT = Path.of("..");

    /** The commands of README's "Quick start" block (the lines indented by four spaces up to their comment). */
    static List<String> quickStartCommands() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        String block = readme.substring(readme.indexOf("## Quick start"), readme.indexOf("### What CI runs"));
        return block.lines().filter(l -> l.startsWith("    ")).map(l -> l.replaceFirst("#.*", "").trim()).filter(l -> !l.isEmpty()).toList();
    }

    @Test
    void runCallsEveryQuickStartCommandAndGivesEveryCheckABudget() throws IOException {
        String run = Files.readString(ROOT.resolve(".ci/run"), StandardCharsets.UTF_8);
        List<String> commands = quickStartCommands();
        assertThat(commands).contains("mvn -B -ntp verify", "./pmtu check");
        for (String c : commands) {
            assertThat(run).as("README's quick start runs %s; .ci/run must too", c).contains(c);
        }
        // every step but the installs has a number of CPU seconds as its budget
        Matcher m = Pattern.compile("(?m)(?:^serial |^\\s*(?:pool )?\")([a-z-]+) (\\S+) ").matcher(run);
        int steps = 0;
        while (m.find()) {
            steps++;
            if (!m.group(1).equals("install-packages") && !m.group(1).equals("prepare-kernel-host")) {
                assertThat(m.group(2)).as(m.group(1) + "'s budget").matches("\\d+");
            }
        }
        assertThat(steps).isGreaterThanOrEqualTo(10);
    }

    /** Runs {@code script} after sourcing the step runner with its logs under {@code dir}; its output. */
    static String steps(Path dir, String script) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", "set -u; logs=" + dir + "; times_file=" + dir + "/times.tsv; "
                + "source .ci/steps.sh; " + script).directory(ROOT.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return out;
    }

    /** A fraction of a second of CPU in bash itself. */
    static final String BUSY = "bash -c 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done'";

    @Test
    void aStepOverTwiceItsCpuBudgetFailsAndOneWithinPasses(@TempDir Path dir) throws Exception {
        String out = steps(dir, "step slow 0.05 " + BUSY + "; echo rc=$?; step roomy 1000 " + BUSY + "; echo rc=$?; "
                + "step broken 10 bash -c 'exit 5'; echo rc=$?");
        assertThat(out).contains("rc=3\nrc=0\nrc=5");
        List<String> rows = Files.readAllLines(dir.resolve("times.tsv"));
        assertThat(rows).hasSize(3);
        String[] slow = rows.get(0).split("\t");
        assertThat(slow[0]).isEqualTo("slow");
        assertThat(Double.parseDouble(slow[2])).as("CPU seconds of the busy loop").isGreaterThan(0.1);
        assertThat(slow[4]).startsWith("over budget: ").contains("more than twice its 0.05 s");
        assertThat(rows.get(1)).endsWith("\tok");
        assertThat(rows.get(2)).endsWith("\tfailed (exit 5)");
    }

    @Test
    void aPoolRunsEveryStepAndFailsWhenOneFailed(@TempDir Path dir) throws Exception {
        String out = steps(dir, "fail4() { return 4; }; pool 'a 100 echo alpha' 'b 100 fail4' 'c 100 echo gamma'; echo pool=$?");
        assertThat(out).contains("pool=1").contains("==== a\nalpha\n").contains("==== c\ngamma\n")
                .contains("==== b: ").contains("failed (exit 4)");
        assertThat(Files.readAllLines(dir.resolve("times.tsv"))).extracting(r -> r.split("\t")[0]).containsExactlyInAnyOrder("a", "b", "c");
        String ok = steps(dir, "pool 'd 100 true' 'e 100 true'; echo pool=$?");
        assertThat(ok).contains("pool=0");
    }
}
