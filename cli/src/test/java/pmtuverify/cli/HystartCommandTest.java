package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pmtuverify.report.HystartShortRtt;

/** {@code ./pmtu hystart} parses its options and prints HystartShortRtt's table (its logic is tested there). */
class HystartCommandTest {
    @Test
    void registeredAsSubcommand() {
        CliTest.Result r = CliTest.run("", "hystart", "--link-gbps", "10");
        assertThat(r.code).isZero();
        assertThat(r.out).contains("sender link 10.0 Gbit/s", "base_rtt_us", "Distribution");
        CliTest.Result bad = CliTest.run("", "hystart", "--gro-us-per-seg", "-1");
        assertThat(bad.code).isEqualTo(2);
        assertThat(bad.err).contains("--gro-us-per-seg must be in 0..100");
    }

    @Test
    void svgWrittenAsTheLibraryDrawsIt(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.svg");
        HystartCommand c = new HystartCommand();
        c.svg = f.toString();
        assertThat(c.call()).isZero();
        String svg = HystartShortRtt.svg(40, 0.5, HystartShortRtt.rows(HystartShortRtt.Params.of(40, 0.5)));
        assertThat(new String(Files.readAllBytes(f), StandardCharsets.UTF_8)).isEqualTo(svg);
    }
}
