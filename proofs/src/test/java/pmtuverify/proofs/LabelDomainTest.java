package pmtuverify.proofs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.model.c.Jiffies;

/**
 * Every PROVEN label names its whole domain where the verdict stands: the events its queries encode, the value domain
 * (every value of the C types, or the sane domain's bounds), the fixed HZ values and route MTUs where the encoding
 * fixes them, and what the encoding holds fixed or leaves out. Checked on each coverage the proofs use and on every
 * stored row of CELLS.tsv, so a label wider than its query's domain fails here.
 */
class LabelDomainTest {
    static final Path CELLS = Path.of("..", "specs", "proofs", Proofs.CELLS);

    /** Each coverage's PROVEN label carries its events, its domain, its restriction and its conditions, word for word. */
    @Test
    void eachCoverageLabelNamesEventsDomainAndConditions() {
        for (Coverage c : List.of(EverySequence.coverage(), Cwnd.COVERAGE, Helpers.COVERAGE, Reprobe.COVERAGE)) {
            String label = c.proven();
            assertThat(label).as(label).contains(c.scopeWithEvents()).contains(c.domain()).contains("conditions: " + c.fixed);
            if (!c.restriction.isEmpty()) {
                assertThat(label).contains(c.restriction);
            }
        }
        String every = EverySequence.coverage().proven();
        for (int hz : Jiffies.HZ_VALUES) {
            assertThat(every).contains(String.valueOf(hz));
        }
        // what the encoding leaves out of the trace format: the peer window, SACK, IP options, the congestion state
        assertThat(every).contains("max_window 0").contains("no SACK blocks").contains("no IP options").contains("congestion state Open");
    }

    /** Every stored PROVEN row: a domain phrase, conditions, and no "every value" for a sane-domain cell. */
    @Test
    void everyStoredProvenRowStatesItsDomain() throws Exception {
        int proven = 0;
        for (String line : Files.readAllLines(CELLS, StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            String domain = f[2];
            String strength = f[3];
            if (!strength.startsWith("PROVEN by")) {
                continue;
            }
            proven++;
            String cell = f[0] + " " + f[1] + " " + domain;
            assertThat(strength).as(cell).contains("; conditions: ");
            if (domain.equals("sane")) {
                assertThat(strength).as(cell).contains("sane domain (").doesNotContain("every value");
            } else {
                assertThat(strength).as(cell).contains("every value of the C types");
            }
            if (f[4].startsWith("every event sequence")) {
                assertThat(strength).as(cell).contains(EverySequence.RESTRICTION).contains("max_window 0");
            }
        }
        assertThat(proven).isPositive();
    }
}
