package pmtuverify.proofs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;

/** README's account of what each SMT proof fixes and over which domain quotes the proofs' own coverage records. */
class ReadmeProofDomainsTest {
    @Test
    void theSteadyPathAndItsDomainsAreTheCoverages() {
        DocClaims.says("README.md", "outcomes on a fixed path: " + Coverage.STEADY_FIXED + ". The domain",
                "(`sane`: " + Steady.SANE + "; " + Steady.IPV4_ROUTE_FLOOR_SANE + " is ip_rt_min_pmtu's default",
                "an IPv4 route MTU from " + Steady.IPV4_ROUTE_FLOOR + ", the least a route can be configured with, IPv6 from ");
        assertThat(Steady.SANE).endsWith("IPv4 route MTU >= " + Steady.IPV4_ROUTE_FLOOR_SANE);
    }

    @Test
    void theEverySequenceAndReprobeDomainsAreTheCoverages() {
        String[] r = EverySequence.RESTRICTION.split("; ");
        assertThat(r).hasSize(2);
        assertThat(r[1]).contains("from " + Steady.IPV4_ROUTE_FLOOR + " (IPv6 ");
        // the IPv6 floor of the all domain is the one the every-sequence restriction names
        Matcher v6 = Pattern.compile("\\(IPv6 (\\d+)\\)").matcher(r[1]);
        assertThat(v6.find()).isTrue();
        DocClaims.says("README.md", "IPv4 route MTU from " + Steady.IPV4_ROUTE_FLOOR
                + ", the least a route can be configured with, IPv6 from " + v6.group(1) + ")");
        DocClaims.says("README.md", "every value of the C types, with " + r[0] + "; " + r[1] + "**",
                "time jumping by any amount at any event, and " + r[0] + "; " + r[1] + ". Method:",
                "every 64-bit stamp, with " + Reprobe.COVERAGE.restriction + ". The proofs");
    }

    @Test
    void theHelpersFloorsAreTheStoredProofs() {
        Matcher m = Pattern.compile("4\\.x floor (\\d+)").matcher(DocClaims.folded("specs/proofs/PROOFS.md"));
        assertThat(m.find()).isTrue();
        DocClaims.says("README.md", "- **Helpers**, for 4.x (floor " + m.group(1) + ") and 6.x (floor tcp_min_snd_mss over");
    }
}
