package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.engine.CellCache;
import pmtuverify.props.engine.Verdict;

/**
 * The report's cells judged on one worker and on two give the same report: the same files rendered from the verdicts
 * (what {@code report --check} compares), the same cells judged and reused, in the catalogue's order.
 */
class ParallelCellsTest {
    private static final int TRIES = 60;
    private static final long SEED = 7;
    /**
     * Cheap cells (small explorations) of each kind the report judges: PLPMTUD violated by the explorer and by the random
     * engine (with their causes), a liveness cell proven under fairness, a sysctl cell, HyStart cells. Listed out of the
     * catalogue's order: the result must come in the catalogue's.
     */
    private static final Set<String> CELLS = Set.of("HY_IDLE_GAP/HYSTART_4_5", "ORDER_LOW_HIGH/PRE", "PROBE_IS_MIDPOINT/V1",
            "TERMINATION/PRE", "SYSCTL_MEANING/V1", "HY_ROUND_START/HYSTART_2021");
    private static final Function<String, String> RULES = v -> CellCache.fieldsOf(Variant.byName(v));

    private static Map<String, String> rendered(List<Verdict> vs) {
        return Report.render(vs, List.of(), Map.of(), Report.proofsDir(), TRIES, SEED);
    }

    private static List<String> names(List<Verdict> vs) {
        return vs.stream().map(v -> v.invariantId + "/" + v.variant).toList();
    }

    @Test
    void oneWorkerAndTwoJudgeTheSameCellsInTheCataloguesOrder(@TempDir Path dir) throws Exception {
        List<String> ranOne = new ArrayList<>();
        List<Verdict> one = Checks.reportCells(TRIES, SEED, null, RULES, CELLS::contains, new ArrayList<>(), ranOne, 1);
        List<String> reusedTwo = new ArrayList<>();
        List<String> ranTwo = new ArrayList<>();
        CellCache cache = new CellCache(dir, "code 1");
        List<Verdict> two = Checks.reportCells(TRIES, SEED, cache, RULES, CELLS::contains, reusedTwo, ranTwo, 2);

        assertThat(names(one)).containsExactlyInAnyOrderElementsOf(CELLS).isEqualTo(ranOne).isEqualTo(ranTwo).isEqualTo(names(two));
        assertThat(reusedTwo).isEmpty();
        // in the catalogue's order, as the table's fingerprints list the cells
        List<String> catalogue = new ArrayList<>(StoredCells.fingerprints(cache, RULES, TRIES, SEED).keySet());
        catalogue.retainAll(CELLS);
        assertThat(ranOne).isEqualTo(catalogue);
        // the kinds the cells were chosen for are there
        assertThat(one.stream().map(v -> v.kind.name()).distinct()).contains("VIOLATED", "PROVEN");
        assertThat(one.stream().filter(v -> v.causes != null && !v.causes.isEmpty())).isNotEmpty();

        Map<String, String> files = rendered(one);
        assertThat(rendered(two)).isEqualTo(files);

        // read back from the cache on two workers: every cell reused, in the same order, rendering the same files
        reusedTwo.clear();
        ranTwo.clear();
        List<Verdict> again = Checks.reportCells(TRIES, SEED, cache, RULES, CELLS::contains, reusedTwo, ranTwo, 2);
        assertThat(ranTwo).isEmpty();
        assertThat(reusedTwo).isEqualTo(catalogue);
        assertThat(rendered(again)).isEqualTo(files);
    }
}
