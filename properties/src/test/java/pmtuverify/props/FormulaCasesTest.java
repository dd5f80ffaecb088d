package pmtuverify.props;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ties each invariant's formula to its predicate: the corner cases stated beside the formula in the
 * invariant's file are evaluated against the predicate its harness calls, with the outcome the file
 * states. Every row of the verdict table states at least one case where it holds and one where it breaks.
 */
class FormulaCasesTest {
    @Test
    void everyFormulaCaseOfTheCatalogueHasItsStatedOutcome() {
        List<CheckSpec> specs = Catalogue.random();
        assertThat(specs).hasSize(30);
        int evaluated = 0;
        for (CheckSpec spec : specs) {
            Invariant inv = spec.invariant();
            List<FormulaCase> cases = inv.cases();
            assertThat(cases).as(inv.id() + " has a case where it holds").anyMatch(c -> c.expected);
            assertThat(cases).as(inv.id() + " has a case where it breaks").anyMatch(c -> !c.expected);
            for (FormulaCase c : cases) {
                assertThat(c.actual()).as(inv.id() + ": " + c.what + " (formula: " + inv.formula() + ")").isEqualTo(c.expected);
                evaluated++;
            }
        }
        assertThat(evaluated).isGreaterThanOrEqualTo(2 * specs.size());
    }

    @Test
    void aBareCatalogueEntryStatesNoCases() {
        assertThat(new Invariant(Protocol.PLPMTUD, "TOY", "TOY", "toy", "toy", "test", "none").cases()).isEmpty();
    }
}
