package pmtuverify.props.pmtu;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;
import pmtuverify.props.Domain;
import pmtuverify.props.pmtu.Bounds.Dimension;

/** The two bounds values: the README's table is theirs, and the domains draw what they say. */
class BoundsTest {
    @Test
    void theReadmeTableIsGeneratedFromTheBoundsValues() throws IOException {
        String readme = new String(Files.readAllBytes(Paths.get("..", "README.md")), StandardCharsets.UTF_8);
        assertThat(BoundsTable.section(readme)).as("README bounds table; regenerate with BoundsTable (see its javadoc)")
                .isEqualTo(Bounds.markdownTable());
        DocClaims.says("README.md", Bounds.markdownTable());
    }

    @Test
    void theTableHasARowPerDimensionWithBothDomains() {
        String t = Bounds.markdownTable();
        assertThat(t.split("\n")).hasSize(Dimension.values().length + 2);
        assertThat(t).contains("| route MTU at connect (IPv6 raises it to 1280; the black-hole profile to 576) | {1500, 576, 1280, 1400, 1450, 9000} | "
                + "{1500, 576, 1280, 1400, 1450, 9000}; 68..65535 one time in 4, otherwise that |");
        assertThat(t).contains("| ICMP fragmentation-needed MTU | {1400, 1280, 552, 0, P} |");
    }

    @Test
    void domainsDrawWithinWhatTheyDescribe() {
        Random r = new Random(7);
        for (int i = 0; i < 2000; i++) {
            assertThat(Bounds.SMALL.drawInt(Dimension.ROUTE_MTU, r, 0)).isIn(576, 1280, 1400, 1450, 1500, 9000);
            assertThat(Bounds.WIDE.drawInt(Dimension.ROUTE_MTU, r, 0)).isBetween(68, 65535);
            assertThat(Bounds.SMALL.drawInt(Dimension.ICMP_MTU, r, 1234)).isIn(0, 552, 1280, 1400, 1234);
            assertThat(Bounds.SMALL.drawInt(Dimension.SND_CWND, r, 3)).isEqualTo(20);
            assertThat(Bounds.SMALL.drawInt(Dimension.MSS_CLAMP, r, 1460)).isEqualTo(1460);
            assertThat(Bounds.SMALL.draw(Dimension.JIFFIES, r, 250)).isIn(0L, 4294892296L, 4294967294L);
        }
        assertThat(Domain.oneOf(Integer.MIN_VALUE, 0, Integer.MAX_VALUE).describe()).isEqualTo("{INT_MIN, 0, INT_MAX}");
    }
}
