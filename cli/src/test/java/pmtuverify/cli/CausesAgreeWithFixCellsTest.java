package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.engine.Verdict;
import pmtuverify.report.Causes;
import pmtuverify.report.StoredCells;
import pmtuverify.report.ci.StoredResults;
import pmtuverify.trace.Writers;

/**
 * The committed report's per-cause table agrees with its FIX cells' verdicts. For every violated PLPMTUD cell of LATEST
 * and every FIX variant: when a cause's counterexample, replayed under the FIX, still breaks the invariant, the FIX's
 * cell is VIOLATED; and when the FIX's cell is VIOLATED by a run that LATEST breaks as well, some cause survives the FIX.
 * Both sides are replays and verdicts of the stored report, each computed apart: a cause list cut short, or a FIX cell
 * weaker than a replay of a LATEST cause, fails here.
 */
class CausesAgreeWithFixCellsTest {
    @Test
    void everyFixCellVerdictAgreesWithTheCausesItCloses() throws IOException {
        Map<String, Verdict> cells = new TreeMap<>();
        for (Map.Entry<String, StoredResults.Entry> e : StoredResults.parse(
                Files.readString(CheckReportsTest.SPECS.resolve(StoredCells.TABLE)), StoredCells.TABLE).entrySet()) {
            cells.put(e.getKey(), StoredCells.decode(e.getValue().data(), e.getKey()));
        }
        List<String> disagreements = new ArrayList<>();
        int checked = 0;
        for (Verdict latest : cells.values()) {
            if (!latest.variant.equals("LATEST") || latest.causes.isEmpty()) {
                continue;
            }
            String inv = latest.invariantId;
            List<Causes.Found> found = pmtuverify.report.LatestCauses.of(latest, v -> cells.get(inv + "/" + v));
            for (Variant f : Variant.values()) {
                if (f.fixOf != Variant.LATEST) {
                    continue;
                }
                Verdict fix = cells.get(inv + "/" + f.name());
                boolean violated = fix != null && fix.counterexample != null;
                List<String> surviving = new ArrayList<>();
                for (Causes.Found c : found) {
                    if (Causes.closedBy(inv, c.trace()).stream().noneMatch(x -> x.startsWith(f.name()))) {
                        surviving.add(c.cause());
                    }
                }
                boolean sharedWithLatest = violated && Writers.causeUnder(fix.counterexample.trace(), Variant.LATEST, inv) != null;
                checked++;
                if (!surviving.isEmpty() && !violated) {
                    disagreements.add(inv + " on " + f + ": not VIOLATED, yet these causes survive it: " + surviving);
                }
                if (sharedWithLatest && surviving.isEmpty()) {
                    disagreements.add(inv + " on " + f + ": VIOLATED by a run LATEST breaks too, yet every listed cause is closed");
                }
            }
        }
        assertThat(checked).as("LATEST cells with causes, times FIX variants").isGreaterThan(50);
        assertThat(disagreements).isEmpty();
    }
}
