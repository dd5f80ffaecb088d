package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.engine.CellCache;
import pmtuverify.props.engine.Verdict;

/**
 * Incremental report: each cell cached under the fingerprint of what it depends on. A change to one variant's rules
 * re-runs exactly that variant's cells, and cached cells equal freshly judged ones.
 */
class CellCacheTest {
    private static final int TRIES = 60;
    private static final long SEED = 7;
    private static final Set<String> CELLS = Set.of("PROBE_LOSS_NEVER_RAISES_HIGH/FIX_RESET_SYNCS",
            "PROBE_LOSS_NEVER_RAISES_HIGH/FIX_FAIL_KEEPS_HIGH");
    private static final Function<String, String> RULES = v -> CellCache.fieldsOf(Variant.byName(v));

    /** What the report shows of a verdict: kind, label, counterexample, evidence and every record. */
    private static String shown(Verdict d) {
        return d.invariantId + "/" + d.variant + " " + d.kind + " " + d.label() + " " + d.evidence + " " + d.records
                + (d.counterexample == null ? "" : " " + d.counterexample.violatingLine() + " " + d.counterexample.trace());
    }

    private static List<String> shown(List<Verdict> vs) {
        return vs.stream().map(CellCacheTest::shown).toList();
    }

    @Test
    void aChangeToOneVariantsRulesRerunsExactlyItsCellsAndCachedCellsEqualFreshOnes(@TempDir Path dir) throws Exception {
        CellCache cache = new CellCache(dir, "code 1");
        List<String> reused = new ArrayList<>();
        List<String> ran = new ArrayList<>();
        List<Verdict> first = Checks.reportCells(TRIES, SEED, cache, RULES, CELLS::contains, reused, ran);
        assertThat(ran).containsExactlyInAnyOrderElementsOf(CELLS);
        assertThat(reused).isEmpty();
        // the same cells judged without a cache, as a whole report judges them
        List<Verdict> fresh = Checks.reportCells(TRIES, SEED, null, RULES, CELLS::contains, new ArrayList<>(), new ArrayList<>());
        assertThat(shown(first)).isEqualTo(shown(fresh));

        reused.clear();
        ran.clear();
        List<Verdict> again = Checks.reportCells(TRIES, SEED, cache, RULES, CELLS::contains, reused, ran);
        assertThat(ran).isEmpty();
        assertThat(reused).containsExactlyInAnyOrderElementsOf(CELLS);
        assertThat(shown(again)).isEqualTo(shown(fresh));

        // FIX_RESET_SYNCS's rule changed (as an edit of its constant in Variant.java would change its resolved rules)
        Function<String, String> oneRuleChanged = v -> "FIX_RESET_SYNCS".equals(v)
                ? RULES.apply(v).replace("highResetRule=SYNC", "highResetRule=NO_SYNC") : RULES.apply(v);
        assertThat(oneRuleChanged.apply("FIX_RESET_SYNCS")).isNotEqualTo(RULES.apply("FIX_RESET_SYNCS"));
        reused.clear();
        ran.clear();
        Checks.reportCells(TRIES, SEED, cache, oneRuleChanged, CELLS::contains, reused, ran);
        assertThat(ran).containsExactly("PROBE_LOSS_NEVER_RAISES_HIGH/FIX_RESET_SYNCS");
        assertThat(reused).containsExactly("PROBE_LOSS_NEVER_RAISES_HIGH/FIX_FAIL_KEEPS_HIGH");
    }

    @Test
    void everyDependencyIsInTheKey(@TempDir Path dir) {
        String rules = RULES.apply("LATEST");
        String key = new CellCache(dir, "code 1").key("ORDER_LOW_HIGH", "LATEST", rules, "tries 1000");
        assertThat(new CellCache(dir, "code 1").key("ORDER_LOW_HIGH", "LATEST", rules, "tries 1000")).isEqualTo(key);
        assertThat(List.of(new CellCache(dir, "code 2").key("ORDER_LOW_HIGH", "LATEST", rules, "tries 1000"),
                new CellCache(dir, "code 1").key("ORDER_MSS_IN_RANGE", "LATEST", rules, "tries 1000"),
                new CellCache(dir, "code 1").key("ORDER_LOW_HIGH", "MAINLINE", rules, "tries 1000"),
                new CellCache(dir, "code 1").key("ORDER_LOW_HIGH", "LATEST", RULES.apply("MAINLINE"), "tries 1000"),
                new CellCache(dir, "code 1").key("ORDER_LOW_HIGH", "LATEST", rules, "tries 1001"))).doesNotContain(key).doesNotHaveDuplicates();
    }

    @Test
    void anUnreadableEntryIsAMiss(@TempDir Path dir) throws Exception {
        CellCache cache = new CellCache(dir, "code");
        String key = cache.key("ORDER_LOW_HIGH", "LATEST", RULES.apply("LATEST"), "b");
        Files.writeString(dir.resolve(key + ".ser"), "not a verdict");
        assertThat(cache.get(key)).isNull();
    }

    @Test
    void aVariantsRulesAreItsResolvedFields() {
        assertThat(RULES.apply("FIX_RESET_SYNCS")).contains("highResetRule=SYNC", "fixOf=LATEST", "tcpBaseMss=1024");
        assertThat(RULES.apply("LATEST")).contains("highResetRule=NO_SYNC");
        assertThat(RULES.apply("HYSTART_LATEST")).isEmpty();
    }

    /** The class path's own code: Variant.java's constants cut out, its methods kept; the cells' code hashed, the rest not. */
    @Test
    void theCodeFingerprintCutsVariantsConstantsOnly(@TempDir Path dir) throws Exception {
        Path src = Path.of(System.getProperty("user.dir")).resolveSibling("model/src/main/java/pmtuverify/model/plpmtud/Variant.java");
        String variant = Files.readString(src);
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes.resolve("pmtuverify/model/plpmtud"));
        Files.createDirectories(classes.resolve("pmtuverify/report"));
        Files.writeString(classes.resolve(CellCache.VARIANT_CLASS), "bytes 1");
        Files.writeString(classes.resolve("pmtuverify/model/plpmtud/Sk.class"), "sk 1");
        Files.writeString(classes.resolve("pmtuverify/report/ReportHtml.class"), "html 1");
        Files.writeString(classes.resolve("pmtuverify/report/Checks.class"), "checks 1");
        Path copy = dir.resolve("Variant.java");
        Files.writeString(copy, variant);
        String base = CellCache.codeFingerprint(classes.toString(), Checks::computesCells, copy);
        assertThat(base).isNotNull();

        // a FIX constant's rule edited, and Variant.class recompiled: same fingerprint
        String edited = variant.replace("FIX_RESET_SYNCS(LATEST, HighResetRule.SYNC)", "FIX_RESET_SYNCS(LATEST, HighResetRule.NO_SYNC)");
        assertThat(edited).isNotEqualTo(variant);
        Files.writeString(copy, edited);
        Files.writeString(classes.resolve(CellCache.VARIANT_CLASS), "bytes 2");
        assertThat(CellCache.codeFingerprint(classes.toString(), Checks::computesCells, copy)).isEqualTo(base);

        // a method of Variant edited: another fingerprint
        String method = variant.replace("return stopRule != StopRule.ABOVE_SEARCH_HIGH;", "return true;");
        assertThat(method).isNotEqualTo(variant);
        Files.writeString(copy, method);
        assertThat(CellCache.codeFingerprint(classes.toString(), Checks::computesCells, copy)).isNotEqualTo(base);
        Files.writeString(copy, variant);

        // rendering code is not a cell's dependency; model code and the cells' own report code are
        Files.writeString(classes.resolve("pmtuverify/report/ReportHtml.class"), "html 2");
        assertThat(CellCache.codeFingerprint(classes.toString(), Checks::computesCells, copy)).isEqualTo(base);
        Files.writeString(classes.resolve("pmtuverify/report/Checks.class"), "checks 2");
        String checks = CellCache.codeFingerprint(classes.toString(), Checks::computesCells, copy);
        assertThat(checks).isNotEqualTo(base);
        Files.writeString(classes.resolve("pmtuverify/model/plpmtud/Sk.class"), "sk 2");
        assertThat(CellCache.codeFingerprint(classes.toString(), Checks::computesCells, copy)).isNotEqualTo(checks);

        // the trace module's replay is a cell's dependency (its causes run through it); a command's class is not
        Files.createDirectories(classes.resolve("pmtuverify/trace"));
        Files.createDirectories(classes.resolve("pmtuverify/cli"));
        Files.writeString(classes.resolve("pmtuverify/trace/PmtuReplay.class"), "replay 1");
        Files.writeString(classes.resolve("pmtuverify/cli/ReportCommand.class"), "command 1");
        String layers = CellCache.codeFingerprint(classes.toString(), Checks::computesCells, copy);
        Files.writeString(classes.resolve("pmtuverify/cli/ReportCommand.class"), "command 2");
        assertThat(CellCache.codeFingerprint(classes.toString(), Checks::computesCells, copy)).isEqualTo(layers);
        Files.writeString(classes.resolve("pmtuverify/trace/PmtuReplay.class"), "replay 2");
        assertThat(CellCache.codeFingerprint(classes.toString(), Checks::computesCells, copy)).isNotEqualTo(layers);

        // without Variant.java, Variant.class is hashed whole
        Path none = dir.resolve("missing.java");
        String whole = CellCache.codeFingerprint(classes.toString(), Checks::computesCells, none);
        Files.writeString(classes.resolve(CellCache.VARIANT_CLASS), "bytes 3");
        assertThat(CellCache.codeFingerprint(classes.toString(), Checks::computesCells, none)).isNotEqualTo(whole);

        // nothing to hash: no fingerprint
        assertThat(CellCache.codeFingerprint(dir.resolve("empty").toString(), Checks::computesCells, copy)).isNull();
    }
}
