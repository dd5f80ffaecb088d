package pmtuverify.props.pmtu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;

/**
 * README's table of profiles ("Standard bounds") is the invariants' own: each row names exactly the invariants whose
 * profile it is (an {@code X_*} entry standing for every invariant of that prefix), with their explorer depth and
 * outside-event budget.
 */
class ReadmeProfilesTest {
    record Row(String label, String invariants, String adds, PmtuInvariant representative) {}

    static final List<Row> ROWS = List.of(
            new Row("steady", "TERMINATION, CONVERGENCE", "a clean path, xmits and probe outcomes only", PmtuInvariants.TERMINATION),
            new Row("black hole", "BLACKHOLE_RECOVERY", "datagrams above the path vanish; timeouts", PmtuInvariants.BLACKHOLE_RECOVERY),
            new Row("general mix", "ORDER_*, HIGH_ONLY_ON_NEGATIVE_SIGNAL, PROBE_*, SANE_*",
                    "at most " + PmtuChecks.exploreOutside(PmtuInvariants.ORDER_LOW_HIGH) + " outside event per run",
                    PmtuInvariants.ORDER_LOW_HIGH),
            new Row("general mix, liveness", "TERMINATION_AFTER_OUTSIDE",
                    "as the general mix; a reprobe ends the run (the search reached its stop test)",
                    PmtuInvariants.TERMINATION_AFTER_OUTSIDE),
            new Row("sysctl", "SYSCTL_MEANING", "as the general mix, tcp_mtu_probing fixed, no time passing", PmtuInvariants.SYSCTL_MEANING),
            new Row("reprobe", "REPROBE_*", "idle gaps around the probe interval and the u32 wrap", PmtuInvariants.REPROBE_TIMING));

    static boolean names(String entries, String id) {
        for (String e : entries.split(", ")) {
            if (e.endsWith("*") ? id.startsWith(e.substring(0, e.length() - 1)) : id.equals(e)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theProfileTableIsTheInvariants() {
        List<String> placed = new ArrayList<>();
        for (Row r : ROWS) {
            DocClaims.says("README.md", "| " + r.label() + " | " + r.invariants() + " | " + r.adds() + " | "
                    + r.representative().exploreDepth() + " events |");
            for (PmtuInvariant i : PmtuInvariants.ALL) {
                if (names(r.invariants(), i.id()) && !placed.contains(i.id())) {
                    assertThat(i.profile()).as(i.id() + " in row " + r.label()).isEqualTo(r.representative().profile());
                    assertThat(i.exploreDepth()).as(i.id() + "'s depth").isEqualTo(r.representative().exploreDepth());
                    assertThat(PmtuChecks.exploreOutside(i)).as(i.id() + "'s outside budget")
                            .isEqualTo(PmtuChecks.exploreOutside(r.representative()));
                    placed.add(i.id());
                }
            }
        }
        long general = java.util.Arrays.stream(PmtuInvariants.ALL).filter(i -> i.profile() == Profile.GENERAL).count();
        int depth = PmtuInvariants.ORDER_LOW_HIGH.exploreDepth();
        assertThat(PmtuInvariants.SYSCTL_MEANING.exploreDepth()).isEqualTo(depth);
        assertThat(PmtuInvariants.REPROBE_TIMING.exploreDepth()).isEqualTo(depth);
        DocClaims.says("README.md", "The general mix checks " + general + " invariants on ",
                "**The general, sysctl and reprobe searches stop at " + depth + " events**",
                "Their label says so: no violation within " + depth + " events.");
        assertThat(placed).as("every invariant in one row")
                .containsExactlyInAnyOrder(java.util.Arrays.stream(PmtuInvariants.ALL).map(PmtuInvariant::id).toArray(String[]::new));
    }
}
