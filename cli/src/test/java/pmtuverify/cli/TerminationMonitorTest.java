package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * replay --check TERMINATION counts only real probe outcomes (an ack or a loss of a probe in flight):
 * an outcome event with no probe in flight changes nothing and closes no lasso.
 */
class TerminationMonitorTest {
    /** A config line, then {@code rounds} rounds of an xmit and the ack of its probe. */
    private static String threshold1(String variant, int rounds) {
        StringBuilder b = new StringBuilder("{\"variant\":\"" + variant
                + "\",\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_probe_threshold\":1}}\n");
        for (int i = 0; i < rounds; i++) {
            b.append("{\"event\":\"xmit\",\"cwnd\":20}\n{\"event\":\"probe_acked\"}\n");
        }
        return b.toString();
    }

    @Test
    void anAckWithNoProbeInFlightIsNoOutcome() {
        // probing off: the xmit sends nothing, the ack finds no probe, the state after line 3 is that after line 1
        CliTest.Result r = CliTest.run("{\"variant\":\"LATEST\"}\n{\"event\":\"xmit\"}\n{\"event\":\"probe_acked\"}\n",
                "replay", "-", "--check", "TERMINATION");
        assertThat(r.out.split("\n")[2]).contains("\"probe_size\":0", "\"enabled\":false").doesNotContain("violates");
        assertThat(r.err).contains("TERMINATION: holds on this trace");
        assertThat(r.code).as(r.err).isZero();
    }

    @Test
    void aStoppedSearchIsNoLasso() {
        // FIX_PROBE_IN_RANGE at threshold 1 stops once the probe would leave (search_low, search_high]:
        // after that every xmit reaches the stop test and every ack finds no probe in flight
        CliTest.Result r = CliTest.run(threshold1("FIX_PROBE_IN_RANGE", 14), "replay", "-", "--check", "TERMINATION");
        assertThat(r.out).contains("\"stopped\":true").doesNotContain("violates");
        assertThat(r.err).contains("TERMINATION: holds on this trace");
        assertThat(r.code).as(r.err).isZero();
    }

    @Test
    void aThresholdOneLassoOnLatestIsStillReportedWithItsLoop() {
        // LATEST at threshold 1 probes search_low itself forever once the interval is 1 (1499..1500): the probe
        // of 1499 sent at line 20 is acked at line 21 and line 22 sends it again, the state after line 20
        CliTest.Result r = CliTest.run(threshold1("LATEST", 14), "replay", "-", "--check", "TERMINATION");
        assertThat(r.code).as(r.err).isEqualTo(1);
        assertThat(r.err).contains("TERMINATION: violated at line 22: lasso: the state after line 22 equals the state after line 20, "
                + "and lines 21..22 include a probe outcome");
        String[] out = r.out.split("\n");
        assertThat(out[19]).contains("\"event\":\"xmit\"", "\"search_low\":1499", "\"search_high\":1500", "\"probe_size\":1499");
        assertThat(out[20]).contains("\"event\":\"probe_acked\"", "\"search_low\":1499", "\"probe_size\":0");
        assertThat(out[21]).contains("\"event\":\"xmit\"", "\"probe_size\":1499", "\"violates\":{\"TERMINATION\"");
    }
}
