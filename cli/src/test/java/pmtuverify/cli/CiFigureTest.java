package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * README's ci block is written by .ci/measure-ci from a whole run of .ci/run that passed, not by hand: it has the
 * script's shape, names a commit of this repository's history (the one it measured), and lists exactly the steps of
 * today's .ci/run with today's budgets, so that a step added, dropped or re-budgeted since the measurement makes the
 * block stale until it is measured again.
 */
class CiFigureTest {
    static final Path ROOT = Path.of("..");

    /** The steps of .ci/run in order, each with its budget ("-" for none), as name and budget pairs. */
    static List<String[]> steps() throws IOException {
        String run = Files.readString(ROOT.resolve(".ci/run"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("(?m)(?:^serial |^\\s*(?:pool )?\")([a-z-]+) (\\S+) ").matcher(run);
        List<String[]> out = new ArrayList<>();
        while (m.find()) {
            out.add(new String[] {m.group(1), m.group(2)});
        }
        return out;
    }

    @Test
    void theCiBlockIsTheScriptsAndHasEveryStepWithItsBudget() throws IOException, InterruptedException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("(?s)<!-- ci:begin \\(written by \\.ci/measure-ci[^>]*-->\n(.*?)<!-- ci:end -->").matcher(readme);
        assertThat(m.find()).as("README's ci block (.ci/measure-ci --readme README.md)").isTrue();
        String block = m.group(1);
        // the block's prose is wrapped at any space: its sentences are read with the line breaks as spaces
        assertThat(block.replaceAll("\\s+", " ")).as("run .ci/measure-ci --readme README.md")
                .containsPattern("Measured at commit [0-9a-f]{12} \\(\\d{4}-\\d\\d-\\d\\d, Linux [0-9.]+, \\d+ cores,")
                .containsPattern("the whole `\\.ci/run` from a clean clone: \\d+ min \\d\\d s of CI's \\d+ min");
        Matcher row = Pattern.compile("(?m)^\\| ([a-z-]+) \\| (\\d+:\\d\\d) \\| (\\d+:\\d\\d) \\| (none|\\d+:\\d\\d) \\|$").matcher(block);
        List<String> measured = new ArrayList<>();
        List<String> budgets = new ArrayList<>();
        while (row.find()) {
            measured.add(row.group(1));
            budgets.add(row.group(4));
        }
        List<String[]> steps = steps();
        assertThat(measured).as("the block's steps are .ci/run's, in order (measure again after adding or dropping one)")
                .containsExactlyElementsOf(steps.stream().map(s -> s[0]).toList());
        for (int i = 0; i < steps.size(); i++) {
            String b = steps.get(i)[1];
            String expected = b.equals("-") ? "none" : String.format("%d:%02d", Integer.parseInt(b) / 60, Integer.parseInt(b) % 60);
            assertThat(budgets.get(i)).as(steps.get(i)[0] + "'s budget in the block and in .ci/run").isEqualTo(expected);
        }
        Matcher c = Pattern.compile("Measured at commit ([0-9a-f]{12})").matcher(block);
        assertThat(c.find()).isTrue();
        LoopsFigureTest.assertCommitOfThisRepository(c.group(1));
    }
}
