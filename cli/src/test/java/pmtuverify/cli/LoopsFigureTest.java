package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * README's loops block is written by .ci/measure-loops, not by hand: it has the script's shape (both loops, a wall time
 * and a peak memory each) and names a commit of this repository's history, the one it was measured at.
 */
class LoopsFigureTest {
    @Test
    void theLoopsBlockIsTheScriptsAndNamesAMeasuredCommit() throws IOException, InterruptedException {
        String readme = Files.readString(Path.of("..", "README.md"));
        Matcher m = Pattern.compile("(?s)<!-- loops:begin \\(written by \\.ci/measure-loops[^>]*-->\n(.*?)<!-- loops:end -->").matcher(readme);
        assertThat(m.find()).as("README's loops block").isTrue();
        String block = m.group(1);
        assertThat(block).as("run .ci/measure-loops --readme README.md on a quiet machine")
                .containsPattern("Measured at commit [0-9a-f]{12} \\(\\d{4}-\\d\\d-\\d\\d, Linux [0-9.]+, \\d+ cores,")
                .containsPattern("\\| `mvn -B -ntp verify` \\(\\d+ tests\\) \\| \\d+ min \\d\\d s \\| \\d+\\.\\d GiB \\|")
                .containsPattern("\\| one FIX rule changed, then `./pmtu report` \\(.*\\d+ cells judged, \\d+ reused.*\\) \\| \\d+ min \\d\\d s \\| \\d+\\.\\d GiB \\|");
        Matcher c = Pattern.compile("Measured at commit ([0-9a-f]{12})").matcher(block);
        assertThat(c.find()).isTrue();
        assertCommitOfThisRepository(c.group(1));
    }

    /** {@code commit} is in this repository's history (not checked in a shallow clone, which holds none). */
    static void assertCommitOfThisRepository(String commit) throws IOException, InterruptedException {
        if (Files.exists(Path.of("..", ".git", "shallow"))) {
            return; // a shallow clone holds no history to look the commit up in; the block's shape is still checked
        }
        Process p = new ProcessBuilder("git", "cat-file", "-e", commit + "^{commit}").directory(Path.of("..").toFile())
                .redirectErrorStream(true).start();
        assertThat(p.waitFor()).as("commit " + commit + " in this repository").isZero();
    }
}
