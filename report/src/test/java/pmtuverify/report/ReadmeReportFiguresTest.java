package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.props.pmtu.BoundaryAttack;
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.PmtuInvariants;
import pmtuverify.props.pmtu.Profile;

/** README's figures about the report's own runs (the attack, the causes, which searches close) are the code's and VERDICTS.md's. */
class ReadmeReportFiguresTest {
    @Test
    void theAttackAndTheCausesAreTheCodes() {
        DocClaims.says("README.md", "(`BoundaryAttack`, `Bounds.BOUNDARY`), " + String.format(Locale.ROOT, "%,d", BoundaryAttack.RUNS)
                        + " runs per cell");
    }

    /** "The general, sysctl and reprobe searches stop ... with states still new at the last level (except on PRE)". */
    @Test
    void onlyPresBoundedSearchesClose() throws IOException {
        Map<String, String> labels = ReadmeHighlightsTest.labels();
        int bounded = 0;
        for (PmtuInvariant i : PmtuInvariants.ALL) {
            if (i.profile() != Profile.GENERAL && i.profile() != Profile.SYSCTL && i.profile() != Profile.REPROBE
                    || i.exploreDepth() != PmtuInvariants.ORDER_LOW_HIGH.exploreDepth()) {
                continue;
            }
            for (Map.Entry<String, String> e : labels.entrySet()) {
                if (!e.getKey().startsWith(i.id() + "/") || e.getValue().startsWith("VIOLATED")) {
                    continue;
                }
                boolean pre = e.getKey().endsWith("/PRE");
                if (pre) {
                    assertThat(e.getValue()).as(e.getKey()).startsWith("PROVEN (closed");
                } else {
                    assertThat(e.getValue()).as(e.getKey()).startsWith("no violation within " + i.exploreDepth() + " events");
                    bounded++;
                }
            }
        }
        assertThat(bounded).isPositive();
        DocClaims.says("README.md", "with states still new at the last level (except on PRE)");
    }

    @Test
    void theHystartHighlightsFiguresAreTheModuleDefaults() {
        HyConfig c = HyConfig.defaults(pmtuverify.model.hystart.Variant.HYSTART_LATEST);
        DocClaims.says("README.md", "a round end below hystart_low_window is deferred to the first ACK at cwnd " + c.hystartLowWindow,
                "the " + c.hystartAckDeltaUs / 1000 + " ms ACK spacing (hystart_ack_delta_us)");
    }
}
