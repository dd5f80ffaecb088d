package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The comparison behind {@code ./pmtu report --check} on a tiny synthetic specs directory (the whole report's
 * regeneration runs in CI's {@code ./pmtu report --check}, after {@code mvn verify}).
 */
class ReportFilesTest {
    /** A report of three files: two top-level documents and one counterexample. */
    static Map<String, String> report() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("CATALOGUE.md", "# Invariant catalogue\n\nTERMINATION\n");
        files.put("counterexamples/TERMINATION-MAINLINE.jsonl", "{\"variant\":\"MAINLINE\"}\n{\"event\":\"xmit\"}\n");
        files.put("VERDICTS.md", "# Verdicts\n\n| a | b |\n| TERMINATION | VIOLATED |\n");
        return files;
    }

    static Path written(Path dir, Map<String, String> files) throws IOException {
        Files.createDirectories(dir);
        ReportFiles.write(files, dir);
        return dir;
    }

    @Test
    void aFreshCopyPasses(@TempDir Path tmp) throws IOException {
        Path specs = written(tmp.resolve("specs"), report());
        // a file of specs/ that the report does not own (outside counterexamples/) is not its business
        Files.writeString(specs.resolve("KERNEL.md"), "# by ./pmtu kernel --report\n");
        assertThat(ReportFiles.compare(written(tmp.resolve("fresh"), report()), specs)).isEmpty();
    }

    @Test
    void aStaleFileIsNamedWithItsFirstDifferentLine(@TempDir Path tmp) throws IOException {
        Map<String, String> old = report();
        old.put("VERDICTS.md", "# Verdicts\n\n| a | b |\n| TERMINATION | PROVEN (bounded) |\n");
        Path specs = written(tmp.resolve("specs"), old);
        assertThat(ReportFiles.compare(written(tmp.resolve("fresh"), report()), specs))
                .containsExactly("stale: " + specs.resolve("VERDICTS.md") + " (first difference at line 4)");
    }

    @Test
    void aMissingAndAnOrphanedCounterexampleAreNamed(@TempDir Path tmp) throws IOException {
        Map<String, String> old = report();
        old.remove("counterexamples/TERMINATION-MAINLINE.jsonl");
        old.put("counterexamples/TERMINATION-V5.jsonl", "{\"variant\":\"V5\"}\n");
        Path specs = written(tmp.resolve("specs"), old);
        assertThat(ReportFiles.compare(written(tmp.resolve("fresh"), report()), specs)).containsExactly(
                "missing: " + specs.resolve("counterexamples/TERMINATION-MAINLINE.jsonl"),
                "orphaned: " + specs.resolve("counterexamples/TERMINATION-V5.jsonl") + " (not written by ./pmtu report)");
    }

    @Test
    void writingAgainRemovesTheOldTraces(@TempDir Path tmp) throws IOException {
        Map<String, String> old = report();
        old.put("counterexamples/TERMINATION-V5.jsonl", "{\"variant\":\"V5\"}\n");
        Path specs = written(tmp.resolve("specs"), old);
        ReportFiles.write(report(), specs);
        assertThat(ReportFiles.compare(written(tmp.resolve("fresh"), report()), specs)).isEmpty();
    }

    @Test
    void aStaleBlockOfAHandWrittenDocumentIsNamedAndRewritten(@TempDir Path tmp) throws IOException {
        Path specs = written(tmp.resolve("specs"), report());
        pmtuverify.props.GeneratedBlock block = pmtuverify.props.GeneratedBlock.named("figure");
        Files.writeString(specs.resolve("HAND.md"), "# by hand\n\n" + block.begin() + "\nold 1\n" + block.end() + "\n\nprose\n");
        java.util.List<ReportFiles.DocBlock> blocks = java.util.List.of(
                new ReportFiles.DocBlock("HAND.md", "figure", block, "new 2\n"),
                new ReportFiles.DocBlock("ABSENT.md", "figure", block, "new 2\n"));
        assertThat(ReportFiles.compareBlocks(blocks, specs)).containsExactly("HAND.md: the figure block differs from a fresh report's");
        assertThat(ReportFiles.writeBlocks(blocks, specs)).containsExactly("HAND.md's figure block");
        assertThat(Files.readString(specs.resolve("HAND.md")))
                .isEqualTo("# by hand\n\n" + block.begin() + "\nnew 2\n" + block.end() + "\n\nprose\n");
        assertThat(ReportFiles.compareBlocks(blocks, specs)).isEmpty();
        // a document without the block's markers is stale, and left alone by the writer
        Files.writeString(specs.resolve("HAND.md"), "# by hand\n");
        assertThat(ReportFiles.compareBlocks(blocks, specs)).hasSize(1);
        assertThat(ReportFiles.writeBlocks(blocks, specs)).isEmpty();
    }

    @Test
    void firstDifferenceCountsLinesFromOne() {
        assertThat(ReportFiles.firstDifference("a\nb\n", "a\nb\n")).isZero();
        assertThat(ReportFiles.firstDifference("a\nb\n", "a\nc\n")).isEqualTo(2);
        assertThat(ReportFiles.firstDifference("a\n", "a\nb\n")).isEqualTo(2);
        assertThat(ReportFiles.firstDifference("x", "a\nb")).isEqualTo(1);
    }
}
