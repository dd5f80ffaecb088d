package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;
import pmtuverify.explore.Agreement;

/** README's account of explore --agree names the shared bounds' figures the code uses. */
class AgreementFiguresTest {
    @Test
    void readmeNamesTheAgreementsDepthAndTries() throws IOException {
        DocClaims.says("README.md", "the standard domains, " + Agreement.DEPTH + " events, the steady profile 200",
                "makes " + String.format(Locale.ROOT, "%,d", Agreement.TRIES) + " runs (seed 1) of the same harness");
    }

    @Test
    void readmeNamesExploresDefaultStateCap() throws IOException {
        String phrase = "The state cap (`--max-states`, default "
                + pmtuverify.report.Explorations.DEFAULT_MAX_STATES / 1_000_000 + " M)";
        DocClaims.says("README.md", phrase);
        assertThat(pmtuverify.report.Explorations.DEFAULT_MAX_STATES % 1_000_000).isZero();
    }

    @Test
    void readmeNamesTheExplorersLimitsAndTheGrowthCap() throws IOException {
        String[] phrases = {
            "(`--max-states` up to " + pmtuverify.report.Explorations.MAX_STATES / 1_000_000 + " million)",
            "it reaches the " + pmtuverify.report.BenchFigures.GROWTH_MAX_STATES / 1_000_000 + "-million cap",
            "invariants on " + pmtuverify.model.plpmtud.Variant.values().length + " variants"};
        DocClaims.says("README.md", phrases);
        // the state numbers' width bounds the cap: 2^27 states
        assertThat(pmtuverify.report.Explorations.MAX_STATES).isLessThan(1L << 27);
    }
}
