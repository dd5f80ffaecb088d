package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.props.pmtu.BoundaryAttack;

/**
 * Every cell the stored SMT proofs (specs/proofs/CELLS.tsv) call PROVEN survives the boundary attack over its events and
 * domain: here with {@link #RUNS} runs per cell, so that mvn verify stays short; the report's figure makes
 * {@link BoundaryAttack#RUNS} per cell.
 */
class BoundaryAttackCellsTest {
    static final int RUNS = BoundaryAttack.RUNS;

    @Test
    void everySmtProvenCellSurvivesTheBoundaryAttack() {
        List<Report.SmtCell> cells = Report.smtCells();
        long proven = cells.stream().filter(Report::provenCell).count();
        assertThat(proven).as("PROVEN cells of the table in specs/proofs/CELLS.tsv").isPositive();
        List<BoundaryAttack.Result> results = Report.boundaryAttacks(cells, RUNS);
        assertThat(results).hasSize((int) proven);
        assertThat(results.stream().filter(r -> !r.survived()).map(r -> r.invariant() + " on " + r.variant() + ": " + r.describe()))
                .as("SMT-PROVEN cells the boundary attack breaks").isEmpty();
        assertThat(results).allMatch(r -> r.runs() == RUNS);
        String sentence = Report.boundaryAttackSentence(results, RUNS);
        assertThat(sentence).contains("each of the " + proven + " PROVEN (SMT) cells", "with " + RUNS + " runs",
                proven + " of " + proven + " survived.");
    }

    @Test
    void theSentenceNamesABrokenCellWithItsCounterexample() {
        BoundaryAttack.Result broken = BoundaryAttack.attack(pmtuverify.props.pmtu.PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL,
                pmtuverify.model.plpmtud.Variant.MAINLINE, pmtuverify.props.pmtu.Profile.REPROBE, pmtuverify.props.Evidence.Scope.ALL, 2000);
        String sentence = Report.boundaryAttackSentence(List.of(broken), 2000);
        assertThat(sentence).contains("0 of 1 survived; broken: REPROBE_TIMING_ANY_INTERVAL on MAINLINE: VIOLATED: "
                + "REPROBE_TIMING_ANY_INTERVAL: reprobed early");
    }
}
