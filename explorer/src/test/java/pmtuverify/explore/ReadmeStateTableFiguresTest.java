package pmtuverify.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;

/** README's account of the state table, matching and the memory budget gives the explorer's own constants. */
class ReadmeStateTableFiguresTest {
    static void says(String readme, String phrase) {
        DocClaims.says("README.md", phrase);
    }

    @Test
    void theStateTablesFiguresAreTheCodes() throws IOException {
        String r = Files.readString(Path.of("..", "README.md")).replaceAll("\\s+", " ");
        says(r, "pages of " + String.format(Locale.ROOT, "%,d", StateTable.PAGE) + " states");
        says(r, "(the number and " + (32 - StateTable.ID_BITS) + " bits of hash), at most " + StateTable.MAX_LOAD_TENTHS * 10
                + "% full");
        says(r, "next " + BreadthFirst.TOUCH_AHEAD + " successors ahead");
        says(r, "the table may take " + Math.round(MemoryBudget.TABLE_SHARE * 100) + "% of the heap");
        DocClaims.says("docs/REFERENCE.md", "the memory budget, " + Math.round(MemoryBudget.TABLE_SHARE * 100) + "% of the JVM's heap");
        says(r, "the state table's budget (" + Math.round(MemoryBudget.TABLE_SHARE * 100) + "% of the heap) holds more states "
                + "than their " + StateTable.ID_BITS + "-bit numbers");
    }
}
