package pmtuverify.props.pmtu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.Invariant;

/**
 * Ties each PLPMTUD invariant's formula to its predicate: the corner cases stated beside the formula
 * in the invariant's file are evaluated against the predicate the harness calls, with the outcome
 * the file states; every invariant states at least one case where it holds and one where it breaks.
 */
class PmtuInvariantsTest {
    @Test
    void everyFormulaCaseHasItsStatedOutcome() {
        int evaluated = 0;
        for (PmtuInvariant inv : PmtuInvariants.ALL) {
            List<FormulaCase> cases = inv.cases();
            assertThat(cases).as(inv.id() + " states corner cases").isNotEmpty();
            assertThat(cases).as(inv.id() + " has a case where it holds").anyMatch(c -> c.expected);
            assertThat(cases).as(inv.id() + " has a case where it breaks").anyMatch(c -> !c.expected);
            for (FormulaCase c : cases) {
                assertThat(c.actual()).as(inv.id() + ": " + c.what + " (formula: " + inv.formula() + ")").isEqualTo(c.expected);
                evaluated++;
            }
        }
        assertThat(evaluated).isGreaterThanOrEqualTo(2 * PmtuInvariants.ALL.length);
    }

    @Test
    void theListHoldsEachInvariantOnceAndLooksUpItsOwnEntries() {
        Set<String> ids = new HashSet<>();
        for (PmtuInvariant inv : PmtuInvariants.ALL) {
            assertThat(ids.add(inv.id())).as("duplicate id " + inv.id()).isTrue();
            Invariant entry = new Invariant(inv.id(), inv.family(), inv.statement(), inv.formula(), inv.origin(), inv.assumptions());
            assertThat(PmtuInvariants.of(entry)).isSameAs(inv);
            assertThat(PmtuHarness.profileOf(entry)).isEqualTo(inv.profile());
        }
        assertThat(ids).hasSize(18);
    }

    @Test
    void theHarnessDeclaresTheCornersOfItsInvariantsProfile() {
        for (PmtuInvariant inv : PmtuInvariants.ALL) {
            PmtuHarness h = PmtuChecks.harness(inv, Variant.MAINLINE, Bounds.SMALL, 5);
            assertThat(h.coverage().snapshot().keySet()).containsExactly(inv.profile().corners());
            assertThat(h.liveness()).isEqualTo(inv.liveness());
            assertThat(h.keyWords()).isEqualTo(inv.readsElapsed() ? 10 : 9);
        }
    }

    @Test
    void theReprobeTimingValuesShareOnePredicateOverDifferentIntervals() {
        assertThat(PmtuInvariants.REPROBE_TIMING.assumedIntervals()).containsExactly(0, 1, 2, 600, 42949, 1000);
        assertThat(PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL.assumedIntervals()).isNull();
        assertThat(PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL.readsElapsed()).isTrue();
    }
}
