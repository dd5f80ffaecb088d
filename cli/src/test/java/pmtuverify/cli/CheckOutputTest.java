package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `./pmtu check` on screen: aligned columns, short lines, each counterexample's file and replay command, a summary. */
class CheckOutputTest {
    @Test
    void aViolatedCellNamesItsFileAndTheCommandThatReplaysIt(@TempDir Path dir) {
        CliTest.Result r = CliTest.run("", "check", "--invariant", "PROBE_LOSS_NEVER_RAISES_HIGH", "--tries", "300",
                "--out", dir.toString());
        assertThat(r.code).as(r.err).isZero();
        String[] lines = r.out.split("\n");
        assertThat(lines[1]).startsWith("invariant").contains("variant").contains("verdict").contains("evidence");
        // the verdict column starts at the same place on every cell line, whatever the variant's name
        int col = lines[1].indexOf("verdict");
        long cellLines = Arrays.stream(lines).filter(l -> l.startsWith("PROBE_LOSS_NEVER_RAISES_HIGH")).peek(l ->
                assertThat(l.substring(col)).matches("(VIOLATED    |no violation|PROVEN      )  .*")).count();
        assertThat(cellLines).isGreaterThan(5);
        // every line but the replay commands (never wrapped, so that they paste whole) fits the width
        assertThat(lines).filteredOn(l -> !l.trim().startsWith("replay: "))
                .allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(CheckCommand.WIDTH));
        String replay = Arrays.stream(lines).filter(l -> l.contains("replay: ./pmtu replay ")).filter(l -> l.contains("-LATEST.jsonl"))
                .findFirst().orElseThrow().trim();
        Path file = dir.resolve("PROBE_LOSS_NEVER_RAISES_HIGH-LATEST.jsonl");
        assertThat(replay).isEqualTo("replay: ./pmtu replay " + file + " --check PROBE_LOSS_NEVER_RAISES_HIGH");
        assertThat(file).exists();
        // the command does what it says: the file replays to its violation with --check alone
        CliTest.Result again = CliTest.run("", "replay", file.toString(), "--check", "PROBE_LOSS_NEVER_RAISES_HIGH");
        assertThat(again.code).isEqualTo(1);
        assertThat(again.err).contains("PROBE_LOSS_NEVER_RAISES_HIGH");
        int total = Arrays.asList(lines).indexOf(Arrays.stream(lines).filter(l -> l.matches("# \\d+ cells: .*")).findFirst().orElseThrow());
        assertThat(lines[total]).matches("# \\d+ cells: \\d+ no violation, [1-9]\\d* VIOLATED, \\d+ PROVEN");
        assertThat(lines[total + 1]).startsWith("#   ");
        assertThat(r.out).doesNotContain("HOLDS");
    }

    @Test
    void noCounterexampleIsWrittenWithOutDash() {
        CliTest.Result r = CliTest.run("", "check", "--invariant", "PROBE_LOSS_NEVER_RAISES_HIGH", "--variant", "LATEST",
                "--tries", "300", "--out", "-");
        assertThat(r.code).as(r.err).isZero();
        assertThat(r.out).contains("LATEST").doesNotContain("replay: ");
    }

    @Test
    void longTextWrapsUnderItsColumn() {
        String w = CheckCommand.wrap("ID  V  ", "aaaa bbbb cccc dddd", 16);
        assertThat(w).isEqualTo("ID  V  aaaa bbbb\n       cccc dddd\n");
        assertThat(CheckCommand.wrap("x ", "short", 160)).isEqualTo("x short\n");
    }
}
