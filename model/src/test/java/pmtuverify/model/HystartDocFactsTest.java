package pmtuverify.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;

/** The constants and defaults specs/HYSTART.md states for the HyStart model are the model's. */
class HystartDocFactsTest {
    static final String DOC = "specs/HYSTART.md";

    @Test
    void theConstantsAreTheModels() {
        int n = Hystart.HYSTART_MIN_SAMPLES;
        DocClaims.says(DOC, "the first HYSTART_MIN_SAMPLES (" + n + ") samples of a round", "after " + n + " samples `if",
                "| first " + n + " samples");
        long gso = Hystart.GSO_MAX_SIZE;
        DocClaims.says(DOC, "with size GSO_MAX_SIZE (" + gso + ")", "sk_gso_max_size (from v5.19; " + gso + " by default",
                "GSO_MAX_SIZE · 4 · USEC_PER_SEC = " + String.format(Locale.ROOT, "%,d", gso * 4 * 1_000_000L) + " < 2^64");
        // delay_min is ms << 3: one step is USEC_PER_MSEC >> 3 microseconds
        DocClaims.says(DOC, "read delay_min as " + (1000 >> 3) + " us steps");
        DocClaims.says(DOC, "ACK-train exit after 2^31 µs (" + String.format(Locale.ROOT, "%.1f", (1L << 31) / 60e6) + " min) idle");
    }

    @Test
    void theTraceDefaultsAreTheConfigsDefaults() {
        HyConfig c = HyConfig.defaults(Variant.HYSTART_LATEST);
        String hzs = Arrays.stream(Jiffies.HZ_VALUES).mapToObj(Integer::toString).collect(Collectors.joining(", "));
        DocClaims.says(DOC, "`hz` ∈ {" + hzs + "} (" + c.hz + ")", "`cwnd` (" + c.cwnd + ")",
                "`sk_gso_max_size` (u32, " + c.gsoMaxSize + ";", "`hystart_ack_delta` " + c.hystartAckDeltaUs / 1000 + " ms",
                "e.g. 2021 not resetting at snd_cwnd " + c.cwnd + ",");
        assertThat(c.gsoMaxSize).isEqualTo(Hystart.GSO_MAX_SIZE);
    }
}
