package pmtuverify.model.pit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The survivor list: scores per package, reviewed reasons by key, UNREVIEWED survivors counted and flagged. */
class MutationReportTest {
    private static String mutation(String status, String cls, String method, int line, String mutator, String d) {
        return "<mutation detected='" + status.equals("KILLED") + "' status='" + status + "' numberOfTestsRun='1'>"
                + "<sourceFile>X.java</sourceFile><mutatedClass>pmtuverify.model.x." + cls + "</mutatedClass>"
                + "<mutatedMethod>" + method + "</mutatedMethod><methodDescription>()I</methodDescription>"
                + "<lineNumber>" + line + "</lineNumber><mutator>org.pitest.mutationtest.engine.gregor.mutators."
                + mutator + "</mutator><indexes><index>1</index></indexes><blocks><block>0</block></blocks>"
                + "<killingTest/><description>" + d + "</description></mutation>\n";
    }

    @Test
    void survivorsNeedAReviewedReason(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("x"));
        Files.writeString(dir.resolve("x/mutations.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<mutations>\n"
                + mutation("KILLED", "A", "f", 3, "MathMutator", "Replaced integer addition with subtraction")
                + mutation("SURVIVED", "A", "g", 9, "ConditionalsBoundaryMutator", "changed conditional boundary")
                + mutation("NO_COVERAGE", "B", "h", 5, "MathMutator", "Replaced a | b")
                + mutation("TIMED_OUT", "B", "k", 7, "MathMutator", "Replaced integer addition with subtraction")
                + "</mutations>\n");
        Path tsv = dir.resolve("reviewed.tsv");
        Files.writeString(tsv, "# comment\n\nA\tg\tConditionalsBoundaryMutator\tchanged conditional boundary\tEquivalent.\n"
                + "C\tz\tMathMutator\tgone\tOld reason.\n");
        Path out = dir.resolve("out/M.md");
        assertThat(MutationReport.run(dir, tsv, out, "DEFAULTS", List.of("x"))).isEqualTo(1);
        String page = Files.readString(out);
        assertThat(page).contains("| pmtuverify.model.x | 4 | 2 | 1 | 1 | 50% |")
                .contains("| **all** | 4 | 2 | 1 | 1 | 50% |")
                .contains("1 survivors are UNREVIEWED.")
                .contains("| A | g | 9 | ConditionalsBoundaryMutator | changed conditional boundary | SURVIVED | Equivalent. |")
                .contains("| B | h | 5 | MathMutator | Replaced a \\| b | NO_COVERAGE | **UNREVIEWED** |")
                .contains("matched no survivor of this run (killed now, or written for another mutator group): 1.")
                .doesNotContain("| A | f |");
        Files.writeString(tsv, "A\tg\tConditionalsBoundaryMutator\tchanged conditional boundary\tEquivalent.\n"
                + "B\th\tMathMutator\tReplaced a | b\tLeft: reason.\n", java.nio.charset.StandardCharsets.UTF_8);
        assertThat(MutationReport.run(dir, tsv, out, "DEFAULTS", List.of("x"))).isZero();
        assertThat(Files.readString(out)).contains("Every survivor has a reviewed reason.").doesNotContain("matched no");
        Files.writeString(tsv, "A\tg\tConditionalsBoundaryMutator\tno reason\n");
        assertThatThrownBy(() -> MutationReport.readReasons(tsv)).hasMessageEndingWith(
                ":1: expected 5 tab-separated fields with a reason");
    }
}
