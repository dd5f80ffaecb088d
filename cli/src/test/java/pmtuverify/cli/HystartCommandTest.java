package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HystartCommandTest {
    @Test
    void tsoAutosize() {
        assertThat(HystartCommand.tsoSegs(0)).isEqualTo(2);
        assertThat(HystartCommand.tsoSegs(-1L)).isEqualTo(44); // ~0UL
        assertThat(HystartCommand.tsoSegs(1448L * 1024 * 10)).isEqualTo(10);
    }

    @Test
    void scenarioShowsTheCommitMessagesDirection() {
        List<HystartCommand.Row> rows = HystartCommand.rows(40, 0.5);
        assertThat(rows).hasSize(HystartCommand.BASE_RTTS.length);
        for (HystartCommand.Row r : rows) {
            for (HystartCommand.Exit e : r.exits) {
                assertThat(e.cwnd).isGreaterThanOrEqualTo(16); // hystart_low_window
            }
        }
        HystartCommand.Row shortest = rows.get(0);
        assertThat(shortest.baseUs).isEqualTo(20);
        assertThat(shortest.exits[0].cwnd).isEqualTo(20); // before 4/5: ssthresh 20 for very low RTT flows
        assertThat(shortest.exits[0].reason).isEqualTo("ack_train");
        for (int i = 0; i < 6; i++) { // base RTT 20..500 us: the cushion delays the exit
            assertThat(rows.get(i).exits[1].cwnd).as("base " + rows.get(i).baseUs).isGreaterThan(rows.get(i).exits[0].cwnd);
        }
    }

    @Test
    void tableAndSvg(@TempDir Path dir) throws Exception {
        List<HystartCommand.Row> rows = HystartCommand.rows(40, 0.5);
        String t = HystartCommand.table(40, 0.5, rows);
        assertThat(t).startsWith("# HyStart exit").contains("assumptions", "base_rtt_us", "HYSTART_REFACTOR",
                "TcpExtTCPHystartTrainCwnd 200 before, 1670 after");
        String svg = HystartCommand.svg(40, 0.5, rows);
        assertThat(svg).startsWith("<svg").endsWith("</svg>\n");
        assertThat(svg.split("<polyline", -1)).hasSize(5);
        Path f = dir.resolve("p.svg");
        HystartCommand c = new HystartCommand();
        c.svg = f.toString();
        assertThat(c.call()).isZero();
        assertThat(new String(Files.readAllBytes(f), StandardCharsets.UTF_8)).isEqualTo(svg);
        assertThatThrownBy(() -> HystartCommand.check(0, 0.5)).isInstanceOf(BadInput.class).hasMessageContaining("--link-gbps");
    }

    @Test
    void registeredAsSubcommand() {
        CliTest.Result r = CliTest.run("", "hystart", "--link-gbps", "10");
        assertThat(r.code).isZero();
        assertThat(r.out).contains("sender link 10.0 Gbit/s", "base_rtt_us");
        CliTest.Result bad = CliTest.run("", "hystart", "--gro-us-per-seg", "-1");
        assertThat(bad.code).isEqualTo(2);
        assertThat(bad.err).contains("--gro-us-per-seg must be in 0..100");
    }
}
