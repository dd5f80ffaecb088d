package pmtuverify.report;

import pmtuverify.trace.BadInput;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class HystartShortRttTest {
    @Test
    void tsoAutosize() {
        assertThat(HystartShortRtt.tsoSegs(0)).isEqualTo(2);
        assertThat(HystartShortRtt.tsoSegs(-1L)).isEqualTo(44); // ~0UL
        assertThat(HystartShortRtt.tsoSegs(1448L * 1024 * 10)).isEqualTo(10);
    }

    @Test
    void scenarioShowsTheCommitMessagesDirection() {
        List<HystartShortRtt.Row> rows = HystartShortRtt.rows(40, 0.5);
        assertThat(rows).hasSize(HystartShortRtt.BASE_RTTS.length);
        for (HystartShortRtt.Row r : rows) {
            for (HystartShortRtt.Exit e : r.exits) {
                assertThat(e.cwnd).isGreaterThanOrEqualTo(16); // hystart_low_window
            }
        }
        HystartShortRtt.Row shortest = rows.get(0);
        assertThat(shortest.baseUs).isEqualTo(20);
        assertThat(shortest.exits[0].cwnd).isEqualTo(20); // before 4/5: ssthresh 20 for very low RTT flows
        assertThat(shortest.exits[0].reason).isEqualTo("ack_train");
        for (int i = 0; i < 6; i++) { // base RTT 20..500 us: the cushion delays the exit
            assertThat(rows.get(i).exits[1].cwnd).as("base " + rows.get(i).baseUs).isGreaterThan(rows.get(i).exits[0].cwnd);
        }
    }

    @Test
    void tableAndSvg() {
        List<HystartShortRtt.Row> rows = HystartShortRtt.rows(40, 0.5);
        String t = HystartShortRtt.table(40, 0.5, rows);
        assertThat(t).startsWith("# HyStart exit").contains("assumptions", "base_rtt_us", "HYSTART_REFACTOR",
                "HYSTART_FIX_2020", "HYSTART_LATEST", "LATEST+fq", "handshake RTT (= base RTT)");
        String d = HystartShortRtt.distribution(HystartShortRtt.Params.of(40, 0.5));
        assertThat(d).contains("10 flows per cell", "U[0, 10.0] us", "TcpExtTCPHystartTrainCwnd 200 before, 1670 after 4/5");
        String svg = HystartShortRtt.svg(40, 0.5, rows);
        assertThat(svg).startsWith("<svg").endsWith("</svg>\n");
        assertThat(svg.split("<polyline", -1)).hasSize(HystartShortRtt.COLUMNS.length + 1);
        assertThatThrownBy(() -> new HystartShortRtt.Params(0, 0.5, 0, 10, 10, 1)).isInstanceOf(BadInput.class)
                .hasMessageContaining("--link-gbps");
        assertThatThrownBy(() -> new HystartShortRtt.Params(40, 0.5, -1, 10, 10, 1)).isInstanceOf(BadInput.class)
                .hasMessageContaining("--handshake-rtt-us");
        assertThatThrownBy(() -> new HystartShortRtt.Params(40, 0.5, 0, 0, 10, 1)).isInstanceOf(BadInput.class)
                .hasMessageContaining("--flows");
    }

    @Test
    void distributionAndHandshake() {
        HystartShortRtt.Params p = HystartShortRtt.Params.of(40, 0.5);
        int[][] f = HystartShortRtt.flows(p, 20);
        assertThat(f).hasNumberOfRows(HystartShortRtt.COLUMNS.length);
        assertThat(f[0]).hasSize(10).containsOnly(20); // before 4/5: all ten flows at 20, sum 200 as the commit measured
        assertThat(f[1][f[1].length - 1]).isGreaterThan(f[1][0]); // 4/5: the jitter spreads the exits
        // LATEST: the round-ending ACK is not measured against the old round any more, so the exit is later
        assertThat(f[4][0]).isGreaterThan(f[3][f[3].length - 1]);
        // A slower handshake (srtt 100 us at base 20 us) lowers the first pacing rate and raises 4/5's first cushions
        HystartShortRtt.Params slow = new HystartShortRtt.Params(40, 0.5, 100, 10, 10, 1);
        int sum = 0;
        for (int x : HystartShortRtt.flows(slow, 20)[1]) {
            sum += x;
        }
        assertThat(sum).isEqualTo(1600);
        assertThat(HystartShortRtt.flows(slow, 20)[0]).containsOnly(20);
    }
}
