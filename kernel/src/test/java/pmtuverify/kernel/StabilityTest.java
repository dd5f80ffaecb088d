package pmtuverify.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --repeat's table: stored, read back, counted, and specs/KERNEL.md's block is the stored tables'. */
class StabilityTest {
    static final Stability.Table TABLE = new Stability.Table("quick", "./pmtu kernel --quick --repeat 3", "6.18.44", List.of(
            new Stability.Row(1, "icmp-1400", "AGREES", List.of("AGREES")),
            new Stability.Row(1, "ipv6-clean-1500", "AGREES", List.of("NO_DATA", "AGREES")),
            new Stability.Row(2, "icmp-1400", "AGREES", List.of("AGREES")),
            new Stability.Row(2, "ipv6-clean-1500", "DIFFERS", List.of("DIFFERS")),
            new Stability.Row(3, "icmp-1400", "NO_DATA", List.of("NO_DATA", "NOISY", "NO_DATA")),
            new Stability.Row(3, "ipv6-clean-1500", "AGREES", List.of("AGREES"))));

    @Test
    void theTableIsReadBackAsStoredAndCounted(@TempDir Path runs) throws Exception {
        Path f = Stability.path(runs, "quick");
        Files.writeString(f, Stability.tsv(TABLE));
        assertThat(Stability.readAll(runs)).containsExactly(TABLE);
        assertThat(Stability.markdown(Stability.readAll(runs))).isEqualTo(
                "`./pmtu kernel --quick --repeat 3` on Linux 6.18.44: 3 suite runs in a row, 2 scenarios; 0 of 2 with the "
                        + "same verdict in every run, 0 of 2 AGREES in every run.\n\n"
                        + "| scenario | runs | AGREES | other verdicts | attempts not agreeing (reruns included) |\n"
                        + "|---|---|---|---|---|\n"
                        + "| icmp-1400 | 3 | 2 | NO_DATA 1 | NOISY 1, NO_DATA 2 |\n"
                        + "| ipv6-clean-1500 | 3 | 2 | DIFFERS 1 | DIFFERS 1, NO_DATA 1 |\n\n");
    }

    @Test
    void aRepetitionStoppedEarlySaysHowFarItWent() {
        Stability.Table t = new Stability.Table("quick", "./pmtu kernel --quick --repeat 20", "6.18.44",
                TABLE.rows().subList(0, 2));
        assertThat(Stability.markdown(List.of(t))).startsWith("`./pmtu kernel --quick --repeat 20` on Linux 6.18.44: "
                + "1 of 20 suite runs in a row (stopped after run 1), 2 scenarios;");
    }

    @Test
    void noTableNoFigure(@TempDir Path runs) throws Exception {
        assertThat(Stability.markdown(Stability.readAll(runs))).startsWith("No stability run stored yet");
    }

    /** specs/KERNEL.md's kernel-stability block is what the tables stored under specs/kernel-runs give. */
    @Test
    void kernelMdsBlockIsTheStoredTables() throws Exception {
        String md = Files.readString(Path.of("..", "specs", "KERNEL.md"));
        assertThat(Stability.BLOCK.section(md)).as("specs/KERNEL.md has no kernel-stability block").isNotNull()
                .as("stale: ./pmtu kernel --quick --repeat N rewrites it")
                .isEqualTo(Stability.markdown(Stability.readAll(Path.of("..", "specs", "kernel-runs"))));
    }
}
