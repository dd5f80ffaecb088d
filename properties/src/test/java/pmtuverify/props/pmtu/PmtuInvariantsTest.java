package pmtuverify.props.pmtu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Invariant;

/** The PLPMTUD list: lookups, and the hooks the machine reads of each value (formula cases: FormulaCasesTest). */
class PmtuInvariantsTest {
    @Test
    void theListHoldsEachInvariantOnceAndLooksUpItsOwnEntries() {
        Set<String> ids = new HashSet<>();
        for (PmtuInvariant inv : PmtuInvariants.ALL) {
            assertThat(ids.add(inv.id())).as("duplicate id " + inv.id()).isTrue();
            Invariant entry = new Invariant(inv.protocol(), inv.id(), inv.family(), inv.statement(), inv.formula(), inv.origin(), inv.assumptions());
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

    @Test
    void depthsAndOutsideBudgetsAreTheInvariantsOwn() {
        assertThat(PmtuChecks.exploreDepth(PmtuInvariants.TERMINATION_AFTER_OUTSIDE)).isEqualTo(20);
        assertThat(PmtuChecks.exploreDepth(PmtuInvariants.TERMINATION)).isEqualTo(200);
        assertThat(PmtuChecks.exploreDepth(PmtuInvariants.BLACKHOLE_RECOVERY)).isEqualTo(200);
        assertThat(PmtuChecks.exploreDepth(PmtuInvariants.SANE_SIZES)).isEqualTo(30);
        assertThat(PmtuChecks.randomOutside(PmtuInvariants.TERMINATION_AFTER_OUTSIDE, 40)).isEqualTo(3);
        assertThat(PmtuChecks.randomOutside(PmtuInvariants.SANE_SIZES, 40)).isEqualTo(40);
    }
}
