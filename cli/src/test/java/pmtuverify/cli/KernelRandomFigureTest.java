package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import pmtuverify.kernel.random.RandomRun;
import pmtuverify.kernel.random.RandomScenarios;

/**
 * README's figure of the random kernel scenarios: rendered from the stored rows (specs/kernel-runs/random-1.tsv, written
 * by {@code ./pmtu kernel --random 200 --seed 1 --record --readme README.md}), whose scenarios must still be the ones
 * the seed draws: a change to the draw makes the stored run stale.
 */
class KernelRandomFigureTest {
    static final Path TSV = Path.of("..", "specs", "kernel-runs", "random-1.tsv");

    @Test
    void theStoredRowsAreTheSeedsScenarios() throws Exception {
        RandomRun.Stored s = RandomRun.Stored.read(TSV);
        assertThat(s.rows()).hasSizeGreaterThanOrEqualTo(200);
        for (String[] row : s.rows()) {
            assertThat(row[2]).as("row " + row[0] + "; re-run ./pmtu kernel --random 200 --seed 1 --record --readme README.md")
                    .isEqualTo(RandomScenarios.draw(s.seed(), Integer.parseInt(row[0])).setup());
        }
    }

    @Test
    void readmeShowsTheStoredRun() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"));
        assertThat(KernelCommand.RANDOM_BLOCK.section(readme))
                .as("README's kernel-random block; regenerate with ./pmtu kernel --random 200 --seed 1 --record --readme README.md")
                .isEqualTo(RandomRun.markdown(RandomRun.Stored.read(TSV)));
    }

    @Test
    void badRandomOptionsAreOneLine() {
        CliTest.Result zero = CliTest.run("", "kernel", "--random", "0");
        assertThat(zero.code).isEqualTo(2);
        assertThat(zero.err.trim()).isEqualTo("pmtu: --random: N must be at least 1");
        CliTest.Result mixed = CliTest.run("", "kernel", "--random", "3", "--from", "x");
        assertThat(mixed.code).isEqualTo(2);
        assertThat(mixed.err.trim()).startsWith("pmtu: --random draws its own scenarios").doesNotContain("Exception");
    }
}
