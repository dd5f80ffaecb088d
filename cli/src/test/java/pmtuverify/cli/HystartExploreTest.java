package pmtuverify.cli;

import pmtuverify.trace.JsonFields;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** `./pmtu explore` on HyStart rows: the breadth-first search over the machine's states, depth in ACKs (events). */
class HystartExploreTest {
    private static JsonNode explore(int code, String... args) throws Exception {
        CliTest.Result r = CliTest.run("", args);
        assertThat(r.code).as(r.err).isEqualTo(code);
        return JsonFields.mapper().readTree(r.out.trim());
    }

    @Test
    void theIdleGapBreaksAtTheFirstAckOnBefore() throws Exception {
        JsonNode o = explore(1, "explore", "--harness", "HY_IDLE_GAP", "--variant", "HYSTART_BEFORE", "--json");
        assertThat(o.get("verdict").asText()).isEqualTo("VIOLATED");
        assertThat(o.get("search").asText()).isEqualTo("BFS");
        assertThat(o.get("depth").asInt()).isEqualTo(3); // the kind's ACK count
        assertThat(o.get("depth_unit").asText()).isEqualTo("events");
        assertThat(o.get("max_depth").asInt()).isEqualTo(1);
        assertThat(o.get("detail").asText()).isEqualTo("spacing test says close for a gap of 2147483648 us since last_ack");
        assertThat(o.get("counterexample").size()).isEqualTo(2);
        assertThat(o.get("counterexample").get(1).asText())
                .isEqualTo("{\"event\":\"ack\",\"at\":2147483648,\"rtt_us\":100,\"cwnd\":16,\"pacing_rate\":\"18446744073709551615\",\"round_end\":true}");
    }

    @Test
    void theDelayExitHoldsOnLatestOverEveryState() throws Exception {
        JsonNode o = explore(0, "explore", "--harness", "HY_NO_SPURIOUS_DELAY_EXIT", "--variant", "HYSTART_LATEST", "--json");
        assertThat(o.get("verdict").asText()).isEqualTo("PROVEN");
        assertThat(o.get("search").asText()).isEqualTo("BFS");
        assertThat(o.get("depth").asInt()).isEqualTo(11);
        assertThat(o.get("depth_unit").asText()).isEqualTo("events");
        assertThat(o.get("max_depth").asInt()).isEqualTo(11);
        assertThat(o.get("states_new").asLong()).isGreaterThan(100L);
        assertThat(o.get("counterexample").size()).isZero();
    }
}
