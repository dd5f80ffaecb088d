package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The explain phase replays a counterexample with one sysctl at a time at the kernel's default: a value the run needs
 * is named with where the default run goes another way, one it does not need is said so.
 */
class ExplainTest {
    /** An ICMP of 552 puts search_high below tcp_base_mss's search_low: probing must be on; the interval plays no part. */
    static final List<String> TRACE = List.of(
            "{\"variant\":\"LATEST\",\"ip\":4,\"tcp_options\":12,\"mss_clamp\":1460,\"route_mtu\":1500,\"hz\":250,\"jiffies\":4294892296,"
                    + "\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_base_mss\":1024,\"tcp_probe_threshold\":8,"
                    + "\"tcp_probe_interval\":1000,\"tcp_min_snd_mss\":48,\"tcp_mtu_probe_floor\":48},\"path_mtu\":1500}",
            "{\"event\":\"icmp_frag_needed\",\"mtu\":552}");

    @Test
    void eachNonDefaultIsNeededOrNotWithWhere() {
        List<Explain.Need> needs = Explain.of("ORDER_LOW_HIGH", TRACE);
        assertThat(needs).extracting(n -> n.away().sysctl()).containsExactly("tcp_mtu_probing", "tcp_probe_interval");
        assertThat(needs.get(0).needed()).isTrue();
        assertThat(needs.get(0).words()).isEqualTo("tcp_mtu_probing 2 (default 0, set at connect): needed: with 0, line 1 (connect) "
                + "leaves enabled false, not true, and the run breaks nothing");
        assertThat(needs.get(1).needed()).isFalse();
        assertThat(needs.get(1).words()).startsWith("tcp_probe_interval 1000 (default 600, set at connect): not needed: with 600 the run "
                + "still breaks the invariant");
    }

    /** A threshold of 1 lets a search go on to a probe of two bytes' step; at the default 8 tcp_mtu_probe's stop test ends it. */
    @Test
    void aTestTakenTheOtherWayIsNamedWithItsCondition() {
        List<String> t = List.of(TRACE.get(0).replace("\"tcp_probe_threshold\":8", "\"tcp_probe_threshold\":100000")
                        .replace("\"tcp_probe_interval\":1000", "\"tcp_probe_interval\":600"),
                "{\"event\":\"xmit\"}");
        List<Explain.Need> needs = Explain.of("ORDER_LOW_HIGH", t);
        Explain.Need threshold = needs.stream().filter(n -> n.away().sysctl().equals("tcp_probe_threshold")).findFirst().orElseThrow();
        assertThat(threshold.words()).contains("with 8, line 2 (xmit) takes tcp_mtu_probe's test");
    }
}
