package pmtuverify.cli;

import pmtuverify.trace.JsonFields;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The command line as a user meets it: outputs, and one-line errors with exit code 2 on bad input. */
class CliTest {
    static final class Result {
        final int code;
        final String out;
        final String err;

        Result(int code, String out, String err) {
            this.code = code;
            this.out = out;
            this.err = err;
        }
    }

    static synchronized Result run(String stdin, String... args) {
        PrintStream oldOut = System.out;
        InputStream oldIn = System.in;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            PrintWriter o = new PrintWriter(System.out, true);
            int code = PmtuCli.run(args, o, new PrintWriter(err, true));
            o.flush();
            return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(oldOut);
            System.setIn(oldIn);
        }
    }

    @Test
    void replayPrintsStateAfterEveryLine() {
        Result r = run("{\"variant\":\"MAINLINE\",\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2}}\n"
                + "{\"event\":\"xmit\"}\n{\"event\":\"probe_acked\"}\n", "replay", "-");
        assertThat(r.code).isZero();
        String[] lines = r.out.split("\n");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).contains("\"search_low\":1076", "\"search_high\":1500", "\"mss_cache\":1024", "\"enabled\":true");
        assertThat(lines[1]).contains("\"sent\":1288", "\"probe_size\":1288", "\"snd_cwnd\":19");
        // 19 * 1076 / 1288 = 15 (u32 division)
        assertThat(lines[2]).contains("\"search_low\":1288", "\"probe_size\":0", "\"mss_cache\":1236", "\"snd_cwnd\":15");
    }

    @Test
    void probeIntervalMinusOneStoresU32() {
        Result r = run("{\"sysctl\":{\"tcp_probe_interval\":-1}}\n{\"event\":\"sysctl\",\"name\":\"tcp_probe_interval\",\"value\":4294967295}\n",
                "replay", "-");
        assertThat(r.code).isZero();
        assertThat(r.out.split("\n")).hasSize(2);
    }

    @Test
    void badInputIsOneLineAndExitCode2() {
        String[][] cases = {
            {"{\"variant\":\"V9\"}\n", "line 1: unknown variant \"V9\""},
            {"{}\n{\"event\":\"teleport\"}\n", "line 2: unknown event \"teleport\""},
            {"{}\n{\"event\":\"sysctl\",\"name\":\"tcp_nope\",\"value\":1}\n", "line 2: unknown sysctl \"tcp_nope\""},
            {"{}\n{\"event\":\"xmit\"\n", "line 2: malformed JSON"},
            {"{\"snd_cwnd\":4294967296}\n", "line 1: \"snd_cwnd\" must be an integer in 0..4294967295"},
            {"{}\n{\"event\":\"sysctl\",\"name\":\"tcp_probe_threshold\",\"value\":2147483648}\n", "line 2: \"value\" must be an integer"},
            {"{\"variant\":\"PRE\",\"sysctl\":{\"tcp_probe_threshold\":8}}\n", "does not exist in variant PRE"},
            {"{\"hz\":1024}\n", "\"hz\" must be one of"},
            {"{\"jiffies\":100}\n{\"event\":\"xmit\",\"at\":5}\n", "line 2: \"at\" goes back in time"},
            {"{}\n{\"event\":\"icmp_frag_needed\",\"mtu\":70000}\n", "line 2: \"mtu\" must be an integer in 0..65535"},
            {"{}\n{\"event\":\"xmit\",\"cwnd_full\":true}\n", "line 2: \"cwnd_full\" belongs to icmp_frag_needed only"},
            {"{}\n{\"event\":\"icmp_frag_needed\",\"mtu\":1400,\"cwnd_full\":1}\n", "line 2: \"cwnd_full\" must be true or false"},
        };
        for (String[] c : cases) {
            Result r = run(c[0], "replay", "-");
            assertThat(r.code).as(c[0]).isEqualTo(2);
            assertThat(r.err.trim()).as(c[0]).contains(c[1]).doesNotContain("\n").doesNotContain("Exception");
        }
        Result lines = run("{}\n{\"event\":\"xmit\"}\n{\"event\":\"bogus\"}\n", "replay", "-");
        assertThat(lines.out.split("\n")).as("lines before the bad one are printed").hasSize(2);
    }

    @Test
    void badArgumentsExitCode2() {
        assertThat(run("", "replay", "/nonexistent/trace.jsonl").err).contains("no such trace file");
        assertThat(run("", "replay", "/nonexistent/trace.jsonl").code).isEqualTo(2);
        assertThat(run("", "check", "--tries", "x").code).isEqualTo(2);
        assertThat(run("", "check", "--variant", "V2").err).contains("unknown variant \"V2\"");
        assertThat(run("", "check", "--invariant", "NOPE").code).isEqualTo(2);
        assertThat(run("", "frobnicate").code).isEqualTo(2);
        // the runs over every stored query take no narrowing option, and one at a time
        for (String[] args : new String[][] {{"prove", "--cvc5", "--variant", "LATEST"}, {"prove", "--recheck", "--json"},
                {"prove", "--recheck", "--cvc5"}, {"prove", "--cvc5", "--out", "/nonexistent/proofs"}}) {
            Result r = run("", args);
            assertThat(r.code).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err.trim()).as(String.join(" ", args)).doesNotContain("\n").doesNotContain("Exception");
        }
        assertThat(run("", "prove", "--cvc5", "--variant", "LATEST").err)
                .contains("--cvc5 runs every stored query: it takes no --check, --invariant, --variant or --json");
    }

    @Test
    void convergeShowsTheSeriesMotivation() {
        Result r = run("", "converge");
        assertThat(r.code).isZero();
        assertThat(r.out).containsPattern("PRE\\s+1500\\s+1500\\s+1\\s+1024\\s+1448")
                .containsPattern("MAINLINE\\s+1500\\s+1500\\s+6\\s+1441\\s+1448");
    }

    @Test
    void checkJsonHasOneObjectPerCell() throws Exception {
        Result r = run("", "check", "--invariant", "TERMINATION", "--tries", "200", "--json");
        assertThat(r.code).isZero();
        String[] lines = r.out.trim().split("\n");
        // PRE, V1, V3, V5, MAINLINE, LATEST and the FIX variants
        assertThat(lines).hasSize(6 + (int) java.util.Arrays.stream(pmtuverify.model.plpmtud.Variant.values())
                .filter(pmtuverify.model.plpmtud.Variant::isFix).count());
        com.fasterxml.jackson.databind.JsonNode main = JsonFields.mapper().readTree(lines[4]);
        assertThat(main.get("variant").asText()).isEqualTo("MAINLINE");
        assertThat(main.get("verdict").asText()).isEqualTo("VIOLATED");
        assertThat(main.get("counterexample").size()).isGreaterThan(2);
        assertThat(main.get("violating_line").asInt()).isEqualTo(main.get("counterexample").size());
    }

    @Test
    void exploreAndBenchRejectBadArgumentsInOneLine() {
        String[][] cases = {
            {"--depth must be in 1..100000, got -1", "explore", "--depth", "-1"},
            {"--outside must be in 0..100000, got -2", "explore", "--outside", "-2"},
            {"--max-states must be in 1..130000000, got 0", "explore", "--max-states", "0"},
            {"--threads must be in 1..64, got 0", "explore", "--threads", "0"},
            {"unknown harness \"NOPE\"", "explore", "--harness", "NOPE"},
            {"unknown variant \"V9\"", "explore", "--variant", "V9"},
            {"not applicable: invariant REPROBE_RESET does not apply to variant PRE", "explore", "--harness", "REPROBE_RESET", "--variant", "PRE"},
            {"--repeat must be in 1..100, got 0", "bench", "--repeat", "0"},
            {"unknown PLPMTUD harness \"HY_WRAP\"", "bench", "--harness", "HY_WRAP"},
            {"not applicable: invariant REPROBE_RESET does not apply to variant V1", "bench", "--harness", "REPROBE_RESET", "--variant", "V1"},
            {"no such JPF config: ", "jpf", "nope"},
        };
        for (String[] c : cases) {
            String[] args = java.util.Arrays.copyOfRange(c, 1, c.length);
            Result r = run("", args);
            assertThat(r.code).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err.trim()).as(String.join(" ", args)).startsWith("pmtu: " + c[0]).doesNotContain("\n")
                    .doesNotContain("Exception");
        }
    }

    @Test
    void exploreFindsTheShortestEmptyRangeAndItReplays() throws Exception {
        Result r = run("", "explore", "--harness", "ORDER_LOW_HIGH", "--variant", "MAINLINE", "--json");
        assertThat(r.code).as("a violation exits 1").isEqualTo(1);
        com.fasterxml.jackson.databind.JsonNode o = JsonFields.mapper().readTree(r.out.trim());
        assertThat(o.get("verdict").asText()).isEqualTo("VIOLATED");
        assertThat(o.get("search").asText()).isEqualTo("BFS");
        assertThat(o.get("max_depth").asInt()).isEqualTo(1);
        // one ICMP after connect empties the range: no shorter run exists
        assertThat(o.get("counterexample").size()).isEqualTo(2);
        assertThat(o.get("counterexample").get(1).asText()).contains("icmp_frag_needed");
        StringBuilder trace = new StringBuilder();
        for (com.fasterxml.jackson.databind.JsonNode l : o.get("counterexample")) {
            trace.append(l.asText()).append('\n');
        }
        String[] after = run(trace.toString(), "replay", "-").out.split("\n");
        int low = Integer.parseInt(after[1].replaceAll(".*\"search_low\":(\\d+).*", "$1"));
        int high = Integer.parseInt(after[1].replaceAll(".*\"search_high\":(\\d+).*", "$1"));
        assertThat(low).isGreaterThan(high);
    }

    @Test
    void exploreClosesTheBlackHoleSpaceOfPre() throws Exception {
        Result r = run("", "explore", "--harness", "BLACKHOLE_RECOVERY", "--variant", "PRE", "--json");
        assertThat(r.code).isZero();
        com.fasterxml.jackson.databind.JsonNode o = JsonFields.mapper().readTree(r.out.trim());
        assertThat(o.get("verdict").asText()).isEqualTo("PROVEN");
        assertThat(o.get("closed").asBoolean()).isTrue();
        assertThat(o.get("depth").asInt()).isEqualTo(200);
        assertThat(o.get("max_depth").asInt()).isLessThan(200);
        assertThat(o.get("states_new").asLong()).isPositive();
        assertThat(o.get("counterexample").size()).isZero();
    }

    @Test
    void theStateCapEndsInAPartialResult() throws Exception {
        Result r = run("", "explore", "--harness", "HIGH_ONLY_ON_NEGATIVE_SIGNAL", "--variant", "V3", "--max-states", "1000",
                "--json");
        assertThat(r.code).as("no violation found: exit 0").isZero();
        com.fasterxml.jackson.databind.JsonNode o = JsonFields.mapper().readTree(r.out.trim());
        assertThat(o.get("verdict").asText()).isEqualTo("PARTIAL");
        assertThat(o.get("stopped_by").asText()).isEqualTo("the state cap");
        assertThat(o.get("closed").asBoolean()).isFalse();
        assertThat(o.get("states_new").asLong()).isGreaterThanOrEqualTo(1000);
    }

    @Test
    void benchReportsDistinctStatesPerSecond() throws Exception {
        Result r = run("", "bench", "--harness", "BLACKHOLE_RECOVERY", "--variant", "PRE", "--warmup", "0", "--repeat", "1",
                "--threads", "2", "--skip-standard", "--cold", "0", "--json");
        assertThat(r.code).as(r.err).isZero();
        com.fasterxml.jackson.databind.JsonNode o = JsonFields.mapper().readTree(r.out.trim());
        assertThat(o.get("reference").asText()).isEqualTo("BLACKHOLE_RECOVERY on PRE");
        assertThat(o.get("reference_runs").size()).isEqualTo(2);
        for (com.fasterxml.jackson.databind.JsonNode run : o.get("reference_runs")) {
            assertThat(run.get("verdict").asText()).isEqualTo("PROVEN");
            assertThat(run.get("states_new").asLong()).isEqualTo(o.get("reference_runs").get(0).get("states_new").asLong());
            assertThat(run.get("distinct_states_per_second").asLong()).isPositive();
            // the table's figure: packed keys, parents, index and dictionaries, over the distinct states
            assertThat(run.get("table_bytes_per_state").asDouble()).isBetween(4.0, 4096.0);
        }
        assertThat(o.has("standard_bounds")).isFalse();
        assertThat(o.has("cold_runs")).isFalse();
        assertThat(o.get("jvm_options").asText()).isNotNull();
    }
}
