package pmtuverify.cli;

import pmtuverify.trace.BadInput;
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
                "HYSTART_FIX_2020", "HYSTART_LATEST", "LATEST+fq", "handshake RTT (= base RTT)");
        String d = HystartCommand.distribution(HystartCommand.Params.of(40, 0.5));
        assertThat(d).contains("10 flows per cell", "U[0, 10.0] us", "TcpExtTCPHystartTrainCwnd 200 before, 1670 after 4/5");
        String svg = HystartCommand.svg(40, 0.5, rows);
        assertThat(svg).startsWith("<svg").endsWith("</svg>\n");
        assertThat(svg.split("<polyline", -1)).hasSize(HystartCommand.COLUMNS.length + 1);
        Path f = dir.resolve("p.svg");
        HystartCommand c = new HystartCommand();
        c.svg = f.toString();
        assertThat(c.call()).isZero();
        assertThat(new String(Files.readAllBytes(f), StandardCharsets.UTF_8)).isEqualTo(svg);
        assertThatThrownBy(() -> new HystartCommand.Params(0, 0.5, 0, 10, 10, 1)).isInstanceOf(BadInput.class)
                .hasMessageContaining("--link-gbps");
        assertThatThrownBy(() -> new HystartCommand.Params(40, 0.5, -1, 10, 10, 1)).isInstanceOf(BadInput.class)
                .hasMessageContaining("--handshake-rtt-us");
        assertThatThrownBy(() -> new HystartCommand.Params(40, 0.5, 0, 0, 10, 1)).isInstanceOf(BadInput.class)
                .hasMessageContaining("--flows");
    }

    @Test
    void distributionAndHandshake() {
        HystartCommand.Params p = HystartCommand.Params.of(40, 0.5);
        int[][] f = HystartCommand.flows(p, 20);
        assertThat(f).hasNumberOfRows(HystartCommand.COLUMNS.length);
        assertThat(f[0]).hasSize(10).containsOnly(20); // before 4/5: all ten flows at 20, sum 200 as the commit measured
        assertThat(f[1][f[1].length - 1]).isGreaterThan(f[1][0]); // 4/5: the jitter spreads the exits
        // LATEST: the round-ending ACK is not measured against the old round any more, so the exit is later
        assertThat(f[4][0]).isGreaterThan(f[3][f[3].length - 1]);
        // A slower handshake (srtt 100 us at base 20 us) lowers the first pacing rate and raises 4/5's first cushions
        HystartCommand.Params slow = new HystartCommand.Params(40, 0.5, 100, 10, 10, 1);
        int sum = 0;
        for (int x : HystartCommand.flows(slow, 20)[1]) {
            sum += x;
        }
        assertThat(sum).isEqualTo(1600);
        assertThat(HystartCommand.flows(slow, 20)[0]).containsOnly(20);
    }

    @Test
    void registeredAsSubcommand() {
        CliTest.Result r = CliTest.run("", "hystart", "--link-gbps", "10");
        assertThat(r.code).isZero();
        assertThat(r.out).contains("sender link 10.0 Gbit/s", "base_rtt_us", "Distribution");
        CliTest.Result bad = CliTest.run("", "hystart", "--gro-us-per-seg", "-1");
        assertThat(bad.code).isEqualTo(2);
        assertThat(bad.err).contains("--gro-us-per-seg must be in 0..100");
    }
}
