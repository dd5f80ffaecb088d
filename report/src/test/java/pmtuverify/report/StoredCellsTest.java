package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.engine.CellCache;
import pmtuverify.props.engine.Verdict;
import pmtuverify.report.ci.StoredResults;
import pmtuverify.trace.BadInput;

/**
 * The content-addressed check of the report's cells: the plan's stale, changed and sampled cells, the rotation, and a
 * wrong stored verdict in the sample caught by re-deriving it.
 */
class StoredCellsTest {
    private static final Function<String, String> RULES = v -> CellCache.fieldsOf(Variant.byName(v));
    private static final CellCache CODE = new CellCache(null, "code 1");

    private static Map<String, StoredResults.Entry> stored(Map<String, String> keys, String data) {
        Map<String, StoredResults.Entry> out = new TreeMap<>();
        keys.forEach((n, k) -> out.put(n, new StoredResults.Entry(k, data + " " + n)));
        return out;
    }

    @Test
    void aChangeToOneVariantsRulesMarksExactlyThatVariantsCellsChanged() {
        Map<String, String> before = StoredCells.fingerprints(CODE, RULES, 1000, 1);
        Function<String, String> oneRuleChanged = v -> "FIX_RESET_SYNCS".equals(v)
                ? RULES.apply(v).replace("highResetRule=SYNC", "highResetRule=NO_SYNC") : RULES.apply(v);
        assertThat(oneRuleChanged.apply("FIX_RESET_SYNCS")).isNotEqualTo(RULES.apply("FIX_RESET_SYNCS"));
        Map<String, String> after = StoredCells.fingerprints(CODE, oneRuleChanged, 1000, 1);
        Map<String, StoredResults.Entry> previous = stored(before, "verdict");
        // ./pmtu report rewrote the table: new fingerprints, the re-run cells' verdicts (here: the same data)
        Map<String, StoredResults.Entry> now = stored(after, "verdict");
        StoredResults.Plan plan = StoredResults.plan(after, now,
                StoredResults.landing(3, StoredResults.format("h", previous), "the table against HEAD~1's"));
        List<String> expected = after.keySet().stream().filter(n -> n.endsWith("/FIX_RESET_SYNCS")).sorted().toList();
        assertThat(expected).isNotEmpty();
        assertThat(plan.stale()).isEmpty();
        assertThat(plan.changed()).containsExactlyElementsOf(expected);
        assertThat(plan.sampled()).doesNotContainAnyElementsOf(expected).isNotEmpty();
        assertThat(plan.changed().size() + plan.sampled().size() + plan.unchecked().size()).isEqualTo(after.size());

        // the code was changed but the table not regenerated: that variant's cells are stale, the check fails on them
        StoredResults.Plan notRegenerated = StoredResults.plan(after, previous,
                StoredResults.landing(3, StoredResults.format("h", previous), "the table against HEAD~1's"));
        assertThat(notRegenerated.stale().keySet()).containsExactlyElementsOf(expected);
    }

    @Test
    void aTamperedStoredFingerprintFailsTheCheck() throws Exception {
        Map<String, String> keys = StoredCells.fingerprints(CODE, RULES, 1000, 1);
        Map<String, StoredResults.Entry> table = stored(keys, "verdict");
        String cell = "ORDER_LOW_HIGH/LATEST";
        assertThat(table).containsKey(cell);
        table.put(cell, new StoredResults.Entry("0".repeat(64), table.get(cell).data()));
        String text = StoredResults.format("h", table);
        StoredResults.Plan plan = StoredResults.plan(keys, StoredResults.parse(text, "table"), StoredResults.landing(0, text, "the table against HEAD's"));
        assertThat(plan.stale().keySet()).containsExactly(cell);
        String line = StoredResults.staleLine(cell, plan.stale().get(cell), "./pmtu report");
        assertThat(line).startsWith("stale fingerprint: ORDER_LOW_HIGH/LATEST (regenerate with ./pmtu report)");
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        assertThat(StoredCells.rederive(plan, table, keys, RULES, 10, 1, 1, new PrintStream(b, true, StandardCharsets.UTF_8))).isNull();
        assertThat(b.toString(StandardCharsets.UTF_8)).contains(line).contains("no cell re-derived, no file compared");
        // a cell stored but no longer computed is stale too
        table.put("NO_SUCH/CELL", new StoredResults.Entry("f", "d"));
        assertThat(StoredResults.plan(keys, table, StoredResults.landing(0, null, "none")).stale()).containsKeys(cell, "NO_SUCH/CELL");
        assertThatThrownBy(() -> StoredResults.parse("a\tb\n", "t.tsv")).isInstanceOf(BadInput.class).hasMessage("t.tsv:1: not NAME TAB FINGERPRINT TAB DATA");
    }

    @Test
    void theSampleCoversEveryCellInAnyTwentyConsecutiveLandings() {
        Map<String, String> keys = StoredCells.fingerprints(CODE, RULES, 1000, 1);
        Map<String, StoredResults.Entry> table = stored(keys, "verdict");
        String text = StoredResults.format("h", table);
        for (long start : new long[] {0, 7, 1234}) {
            Set<String> covered = new HashSet<>();
            for (long c = start; c < start + StoredResults.ROTATION; c++) {
                StoredResults.Plan plan = StoredResults.plan(keys, table, StoredResults.landing(c, text, "the table against HEAD~1's"));
                assertThat(plan.changed()).isEmpty();
                assertThat(plan.sampled().size()).isBetween(keys.size() / StoredResults.ROTATION, keys.size() / StoredResults.ROTATION + 1);
                covered.addAll(plan.sampled());
            }
            assertThat(covered).containsExactlyInAnyOrderElementsOf(keys.keySet());
        }
        // without a base every cell is re-derived, and the output says why
        StoredResults.Plan none = StoredResults.plan(keys, table, StoredResults.landing(5, null, "HEAD~1 has no such table"));
        assertThat(none.rederive()).containsExactlyInAnyOrderElementsOf(keys.keySet());
        assertThat(String.join("\n", none.describe("report --check"))).contains("HEAD~1 has no such table")
                .contains(keys.size() + " changed since the base").contains("0 unchanged and outside the sample");
    }

    @Test
    void aWrongStoredVerdictInTheSampleIsCaught(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        int tries = 60;
        long seed = 7;
        List<String> cells = List.of("PROBE_LOSS_NEVER_RAISES_HIGH/FIX_FAIL_KEEPS_HIGH", "PROBE_LOSS_NEVER_RAISES_HIGH/FIX_RESET_SYNCS");
        Map<String, String> all = StoredCells.fingerprints(CODE, RULES, tries, seed);
        Map<String, String> keys = new LinkedHashMap<>();
        cells.forEach(c -> keys.put(c, all.get(c)));
        List<Verdict> vs = Checks.reportCells(tries, seed, new CellCache(dir, "code 1"), RULES, cells::contains, new ArrayList<>(), new ArrayList<>());
        assertThat(vs).hasSize(2);
        // the table's fingerprints are the keys the report's cell cache uses
        for (String c : cells) {
            assertThat(dir.resolve(keys.get(c) + ".ser")).isRegularFile();
        }
        String right = StoredCells.table(keys, vs);
        // the first cell's stored verdict replaced by the second's (fingerprint kept)
        Map<String, StoredResults.Entry> wrong = StoredResults.parse(right, "right");
        wrong.put(cells.get(0), new StoredResults.Entry(keys.get(cells.get(0)), wrong.get(cells.get(1)).data()));
        String wrongText = StoredResults.format("h", wrong);
        // the base has the same wrong line, so the cell is unchanged: only the sample re-derives it (index 0: slot 0)
        StoredResults.Plan plan = StoredResults.plan(keys, wrong, StoredResults.landing(20, wrongText, "the table against HEAD~1's"));
        assertThat(plan.sampled()).containsExactly(cells.get(0));
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        List<Verdict> merged = StoredCells.rederive(plan, wrong, keys, RULES, tries, seed, 1, new PrintStream(b, true, StandardCharsets.UTF_8));
        String printed = b.toString(StandardCharsets.UTF_8);
        Map<String, Verdict> byName = new LinkedHashMap<>();
        vs.forEach(v -> byName.put(v.invariantId + "/" + v.variant, v));
        assertThat(printed).contains("re-derived " + cells.get(0) + " (sample): " + byName.get(cells.get(0)).kind
                + ", serialised apart from the stored verdict (stored: " + byName.get(cells.get(1)).kind + "; what each renders is compared below)")
                .contains("1 cells re-derived, 1 serialised apart").contains("1 read from " + StoredCells.TABLE);
        // the rendered table differs from the stored one, so the file comparison fails
        assertThat(StoredCells.table(keys, merged)).isEqualTo(right).isNotEqualTo(wrongText);
        // and the right table read back renders the same table: the stored form is canonical
        assertThat(StoredCells.table(keys, StoredCells.merge(cells, Map.of(), StoredResults.parse(right, "right")))).isEqualTo(right);
    }
}
