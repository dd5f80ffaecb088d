package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pmtuverify.report.ci.StoredResults;

/**
 * The proof groups' stored lines: the digest of a group's rows of CELLS.tsv and its files, read back from disk without
 * a solver, changes when any of them changes, so a stored file edited without the table fails prove --check.
 */
class StoredProofsTest {
    @Test
    void aGroupsLineDigestsItsRowsAndFilesAndTheStoredFilesAreReadBack(@TempDir Path dir) throws Exception {
        List<String> v1 = List.of("ORDER_LOW_HIGH\tV1\tall\tPROVEN\tevents\t-\tholds", "TERMINATION\tV1\tsane\tPROVEN\tevents\t-\tends");
        List<String> helpers = List.of("HELPERS\t4.x\tall\tPROVEN\tevents\t-\tround trip");
        TreeMap<String, String> v1Files = new TreeMap<>(Map.of("order-v1.smt2", "(check-sat)\n", "ORDER_LOW_HIGH-V1.jsonl", "{}\n"));
        TreeMap<String, String> helperFiles = new TreeMap<>(Map.of("helpers-4x.smt2", "(assert true)\n"));
        Map<String, StoredResults.Entry> stored = new TreeMap<>(Map.of(
                "V1", new StoredResults.Entry("f1", StoredProofs.line(v1, v1Files)),
                "HELPERS", new StoredResults.Entry("f2", StoredProofs.line(helpers, helperFiles))));
        assertThat(stored.get("V1").data()).endsWith(" ORDER_LOW_HIGH-V1.jsonl order-v1.smt2");
        Files.writeString(dir.resolve("CELLS.tsv"), "# header\n" + helpers.get(0) + "\n" + v1.get(1) + "\n" + v1.get(0) + "\n");
        for (Map.Entry<String, String> f : v1Files.entrySet()) {
            Files.writeString(dir.resolve(f.getKey()), f.getValue());
        }
        Files.writeString(dir.resolve("helpers-4x.smt2"), "(assert true)\n");
        Map<String, String> disk = StoredProofs.onDisk(dir, stored);
        assertThat(disk.get("V1")).isEqualTo(stored.get("V1").data());
        assertThat(disk.get("HELPERS")).isEqualTo(stored.get("HELPERS").data());
        assertThat(StoredProofs.listed(stored)).containsExactly("ORDER_LOW_HIGH-V1.jsonl", "helpers-4x.smt2", "order-v1.smt2");

        // a query edited, a row edited, a file removed: each changes that group's line and no other's
        Files.writeString(dir.resolve("order-v1.smt2"), "(check-sat)\n(exit)\n");
        assertThat(StoredProofs.onDisk(dir, stored).get("V1")).isNotEqualTo(stored.get("V1").data());
        assertThat(StoredProofs.onDisk(dir, stored).get("HELPERS")).isEqualTo(stored.get("HELPERS").data());
        Files.writeString(dir.resolve("order-v1.smt2"), "(check-sat)\n");
        Files.writeString(dir.resolve("CELLS.tsv"), helpers.get(0) + "\n" + v1.get(0).replace("holds", "held") + "\n" + v1.get(1) + "\n");
        assertThat(StoredProofs.onDisk(dir, stored).get("V1")).isNotEqualTo(stored.get("V1").data());
        Files.writeString(dir.resolve("CELLS.tsv"), helpers.get(0) + "\n" + v1.get(0) + "\n" + v1.get(1) + "\n");
        assertThat(StoredProofs.onDisk(dir, stored).get("V1")).isEqualTo(stored.get("V1").data());
        Files.delete(dir.resolve("helpers-4x.smt2"));
        assertThat(StoredProofs.onDisk(dir, stored).get("HELPERS")).isEqualTo("missing helpers-4x.smt2");
    }
}
