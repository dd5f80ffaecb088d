package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;

/** docs/REFERENCE.md's figures of the command line (defaults, exit statuses, limits) are the commands' own. */
class ReferenceCommandFactsTest {
    static final String DOC = "docs/REFERENCE.md";

    @Test
    void theDefaultsAreTheCommands() {
        CheckCommand check = new CheckCommand();
        DocClaims.says(DOC, "verdict table from the random engine (default " + check.tries + " runs per cell, seed " + check.seed + ")",
                "JPF is stopped after `--time-limit` minutes (default " + new JpfCommand().timeLimit + ")");
        String paths = Arrays.stream(ConvergeCommand.PATHS).map(p -> Integer.toString(p[0])).collect(Collectors.joining("/"));
        // the least --cwnd converge takes, found by asking it
        int least = 1;
        while (CliTest.run("", "converge", "--cwnd", Integer.toString(least)).code == PmtuCli.BAD_INPUT) {
            least++;
            assertThat(least).as("converge takes some --cwnd up to 64").isLessThanOrEqualTo(64);
        }
        DocClaims.says(DOC, "on clean " + paths + " paths (N: u32, at least " + least + ")");
    }

    @Test
    void theExitStatusesAreTheCommands() {
        CliTest.Result bad = CliTest.run("", "replay", "no-such-file.jsonl");
        assertThat(bad.err.strip()).doesNotContain("\n").doesNotContain("Exception");
        DocClaims.says(DOC, "| " + bad.code + " | bad input: one line on stderr naming the problem");
        DocClaims.says(DOC, "| " + PmtuCli.INTERNAL_ERROR + " | an internal error (a defect of this project");
        assertThat(bad.code).isEqualTo(PmtuCli.BAD_INPUT);
    }
}
