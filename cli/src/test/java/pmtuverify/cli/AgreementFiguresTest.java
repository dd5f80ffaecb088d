package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import pmtuverify.explore.Agreement;

/** README's account of explore --agree names the shared bounds' figures the code uses. */
class AgreementFiguresTest {
    @Test
    void readmeNamesTheAgreementsDepthAndTries() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md")).replaceAll("\\s+", " ");
        assertThat(readme).contains("the standard domains, " + Agreement.DEPTH + " events, the steady profile 200")
                .contains("makes " + String.format(Locale.ROOT, "%,d", Agreement.TRIES) + " runs (seed 1) of the same harness");
    }

    @Test
    void readmeNamesExploresDefaultStateCap() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md")).replaceAll("\\s+", " ");
        String phrase = "The state cap (`--max-states`, default "
                + pmtuverify.report.Explorations.DEFAULT_MAX_STATES / 1_000_000 + " M)";
        assertThat(readme.contains(phrase)).as("README says \"%s\"", phrase).isTrue();
        assertThat(pmtuverify.report.Explorations.DEFAULT_MAX_STATES % 1_000_000).isZero();
    }
}
