package pmtuverify.proofs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;
import pmtuverify.doc.Words;
import pmtuverify.model.plpmtud.Variant;

/**
 * README's "Every event sequence" result says which cells ./pmtu prove decided how; this holds each of its sentences to
 * the stored cells (specs/proofs/CELLS.tsv, rows whose events are every event sequence), so the text goes stale the day
 * a regeneration changes a verdict. It also holds the brief's floor: at least 20 cells decided (PROVEN or VIOLATED) for
 * every event sequence and every value.
 */
class EverySequenceClaimsTest {
    static final Path CELLS = Path.of("..", "specs", "proofs", Proofs.CELLS);
    static final Path README = Path.of("..", "README.md");

    /** invariant/variant -> the first word of the stored strength, for the every-event-sequence cells. */
    static Map<String, String> stored() throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(CELLS, StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            if (!line.startsWith("#") && f.length >= 5 && f[4].startsWith("every event sequence")) {
                assertThat(f[2]).isEqualTo("all");
                out.put(f[0] + "/" + f[1], f[3].split(" ")[0]);
            }
        }
        return out;
    }

    static TreeSet<String> cells(String invariant, Variant... variants) {
        TreeSet<String> out = new TreeSet<>();
        for (Variant v : variants.length == 0 ? Variant.values() : variants) {
            out.add(invariant + "/" + v.name());
        }
        return out;
    }

    /** README's account of the steady-path proofs names the unrolling bound the code and the stored results use. */
    @Test
    void readmeNamesTheLassoUnrolling() throws Exception {
        DocClaims.says("README.md", "An unrolling from connect (" + Steady.LASSO_ROUNDS + " rounds)");
        String cells = Files.readString(CELLS, StandardCharsets.UTF_8);
        assertThat(cells).contains("no run of " + Steady.LASSO_ROUNDS + " rounds from connect");
    }

    @Test
    void readmeSaysWhatTheStoredCellsSay() throws Exception {
        Map<String, String> stored = stored();
        assertThat(stored).hasSize(EverySequence.INVARIANTS.size() * Variant.values().length);
        // each README sentence, and the cells it names
        Map<String, TreeSet<String>> proven = new LinkedHashMap<>();
        proven.put("HIGH_ONLY_ON_NEGATIVE_SIGNAL is PROVEN on every variant.", cells("HIGH_ONLY_ON_NEGATIVE_SIGNAL"));
        proven.put("PROBE_LOSS_NEVER_RAISES_HIGH is PROVEN on FIX_FAIL_KEEPS_HIGH and FIX_ALL.",
                cells("PROBE_LOSS_NEVER_RAISES_HIGH", Variant.FIX_FAIL_KEEPS_HIGH, Variant.FIX_ALL));
        proven.put("PROBE_NOT_REFUSED is PROVEN on FIX_ALL, and PROBE_WITHIN_RANGE on FIX_PROBE_IN_RANGE.", new TreeSet<>(List.of(
                "PROBE_NOT_REFUSED/FIX_ALL", "PROBE_WITHIN_RANGE/FIX_PROBE_IN_RANGE")));
        proven.put("ORDER_LOW_HIGH, PROBE_WITHIN_RANGE and SANE_SIZES are PROVEN on FIX_ALL.", new TreeSet<>(List.of(
                "ORDER_LOW_HIGH/FIX_ALL", "PROBE_WITHIN_RANGE/FIX_ALL", "SANE_SIZES/FIX_ALL")));
        TreeSet<String> open = cells("PROBE_WITHIN_RANGE", Variant.PRE);
        TreeSet<String> allProven = new TreeSet<>();
        for (Map.Entry<String, TreeSet<String>> e : proven.entrySet()) {
            DocClaims.says("README.md", e.getKey());
            allProven.addAll(e.getValue());
        }
        DocClaims.says("README.md", "PROBE_WITHIN_RANGE on PRE stays OPEN.", "Every other cell of the "
                + Words.of(EverySequence.INVARIANTS.size()) + " is VIOLATED with a replayed run");
        for (Map.Entry<String, String> c : stored.entrySet()) {
            String want = allProven.contains(c.getKey()) ? "PROVEN" : open.contains(c.getKey()) ? "OPEN" : "VIOLATED";
            assertThat(c.getValue()).as(c.getKey()).isEqualTo(want);
        }
        long decided = stored.values().stream().filter(s -> s.equals("PROVEN") || s.equals("VIOLATED")).count();
        assertThat(decided).isGreaterThanOrEqualTo(20);
    }
}
