package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * specs/HYSTART.md's figures are generated, not typed: its kernel block is what the HyStart recordings give
 * ({@code ./pmtu kernel --report}), its short-RTT block what the sample model gives and its counterexample block what
 * VERDICTS.md says ({@code ./pmtu report}); specs/hystart-short-rtt.txt and .svg are the sample model's too.
 */
class HystartDocFreshnessTest {
    static final Path SPECS = Path.of("..", "specs");

    static String hystartMd() throws Exception {
        return Files.readString(SPECS.resolve("HYSTART.md"), StandardCharsets.UTF_8);
    }

    @Test
    void kernelBlockIsRegeneratedFromTheRecordings() throws Exception {
        String fresh = HystartRunsFigure.markdown(SPECS.resolve("kernel-runs"));
        assertThat(fresh).contains("| hystart-delay | ", "| HYSTART_2021 | ", "The ack_seq check over every line");
        assertThat(HystartRunsFigure.BLOCK.section(hystartMd()))
                .as("specs/HYSTART.md's hystart-kernel-runs block is stale: ./pmtu kernel --from specs/kernel-runs --report")
                .isEqualTo(fresh);
    }

    @Test
    void reportBlocksAndFilesAreFresh() throws Exception {
        String verdicts = Files.readString(SPECS.resolve("VERDICTS.md"), StandardCharsets.UTF_8);
        List<ReportFiles.DocBlock> blocks = Report.docBlocks(verdicts);
        assertThat(blocks).extracting(ReportFiles.DocBlock::name)
                .containsExactly("latest", "defaults", "hystart-short-rtt", "hystart-counterexamples");
        assertThat(ReportFiles.compareBlocks(blocks, SPECS)).as("stale blocks: ./pmtu report").isEmpty();
        for (Map.Entry<String, String> f : HystartShortRtt.files().entrySet()) {
            assertThat(Files.readString(SPECS.resolve(f.getKey()), StandardCharsets.UTF_8))
                    .as("specs/" + f.getKey() + " is stale: ./pmtu report").isEqualTo(f.getValue());
        }
    }

    @Test
    void counterexampleBlockNamesEveryViolatedHystartCellAndItsFile() throws Exception {
        String verdicts = Files.readString(SPECS.resolve("VERDICTS.md"), StandardCharsets.UTF_8);
        List<HystartCounterexamples.Cell> cells = HystartCounterexamples.cells(verdicts);
        long violated = Report.storedLabels(SPECS).entrySet().stream()
                .filter(e -> e.getKey().startsWith("HY_") && e.getValue().startsWith("VIOLATED")).count();
        assertThat(cells).hasSize((int) violated).isNotEmpty();
        for (HystartCounterexamples.Cell c : cells) {
            assertThat(SPECS.resolve(c.file())).as(c.invariant() + " on " + c.variant()).isRegularFile();
            assertThat(Files.readAllLines(SPECS.resolve(c.file()))).hasSize(c.lines());
            assertThat(c.shows()).isNotBlank().doesNotContain("Replay:");
        }
    }

    @Test
    void shortRttFiguresChooseTheirWordsFromTheFigures() {
        String md = HystartShortRtt.markdown(HystartShortRtt.Params.defaults());
        // the commit messages' numbers are quoted; what the sample model makes of them is computed
        assertThat(md).contains("- Reproduced: \"before\" \u2014 TcpExtTCPHystartTrainCwnd 200 for 10 flows.",
                "- Not reproduced at the default assumptions: \"after\" \u2014 1670 (8.35\u00d7).",
                "FIX_2020 equals REFACTOR in every cell", "LATEST exits later than FIX_2020 at every base RTT below 2 ms");
        // a slower link changes the figures, and the words follow them
        String slow = HystartShortRtt.markdown(new HystartShortRtt.Params(1, 0.5, 0, 10, 10, 1));
        assertThat(slow).contains("a 1.0 Gbit/s sender link").isNotEqualTo(md);
        assertThat(HystartShortRtt.ratio(480, 200)).isEqualTo("2.4\u00d7");
        assertThat(HystartShortRtt.ratio(1600, 200)).isEqualTo("8\u00d7");
    }

    @Test
    void runsFigureReadsTheDivergenceFields() {
        assertThat(HystartRunsFigure.fields("ACK 1: differs: delay_min 1/187, curr_rtt 0/4294967295; round reset model false/kernel true"))
                .isEqualTo("delay_min, curr_rtt, round reset");
        assertThat(HystartRunsFigure.group(66732)).isEqualTo("66,732");
    }

    @Test
    void noRecordingsNoFigures(@TempDir Path dir) throws Exception {
        assertThat(HystartRunsFigure.markdown(dir)).startsWith("No HyStart recording");
    }
}
