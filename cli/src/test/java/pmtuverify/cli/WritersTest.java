package pmtuverify.cli;

import pmtuverify.trace.Writers;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import pmtuverify.trace.JsonFields;
import org.junit.jupiter.api.Test;

/** Each state field's last writer: replay --why, the writers a violation names, and VERDICTS.md's counterexamples. */
class WritersTest {
    /** One line of replay's output, parsed. */
    static JsonNode parse(String line) {
        try {
            return JsonFields.mapper().readTree(line);
        } catch (IOException e) {
            throw new AssertionError("replay printed a line that is not JSON: " + line, e);
        }
    }

    /** An active open on a 1280 route to a peer whose MSS is 1460 (PROBE_NOT_REFUSED's first cause on 6.18). */
    static final String TRACE = "{\"variant\":\"LATEST\",\"route_mtu\":1280,\"mss_clamp\":1460,\"snd_cwnd\":20,"
            + "\"sysctl\":{\"tcp_mtu_probing\":2}}\n{\"event\":\"xmit\"}\n";

    @Test
    void whyNamesTcpMtupInitOf618AndTcpSyncMssOf41ForSearchHigh() {
        CliTest.Result r = CliTest.run(TRACE, "replay", "-", "--why");
        assertThat(r.code).isZero();
        JsonNode line1 = parse(r.out.split("\n")[0]);
        assertThat(line1.get("search_high").asInt()).isEqualTo(1500);
        assertThat(line1.get("why").get("search_high").asText()).startsWith("tcp_mtup_init: icsk_mtup.search_high = rx_opt.mss_clamp")
                .endsWith("(net/ipv4/tcp_output.c@v6.18)");
        assertThat(line1.get("why").get("route_mtu").asText()).startsWith("the config line");
        r = CliTest.run(TRACE, "replay", "-", "--why", "--variant", "MAINLINE");
        JsonNode mainline = parse(r.out.split("\n")[0]);
        assertThat(mainline.get("search_high").asInt()).isEqualTo(1280);
        assertThat(mainline.get("why").get("search_high").asText()).startsWith("tcp_sync_mss: if (icsk_mtup.search_high > pmtu)")
                .endsWith("(net/ipv4/tcp_output.c@v4.1)");
    }

    @Test
    void aViolationNamesTheWritersOfTheFieldsItsFormulaReads() {
        CliTest.Result r = CliTest.run(TRACE, "replay", "-", "--check", "PROBE_NOT_REFUSED");
        assertThat(r.code).isEqualTo(1);
        JsonNode line2 = parse(r.out.split("\n")[1]);
        assertThat(line2.get("violates").has("PROBE_NOT_REFUSED")).isTrue();
        JsonNode w = line2.get("writers").get("PROBE_NOT_REFUSED");
        assertThat(List.of(w.fieldNames().next())).containsExactly("search_low");
        assertThat(w.get("search_high").asText()).startsWith("tcp_mtup_init:");
        assertThat(w.has("route_mtu")).isTrue();
        assertThat(parse(r.out.split("\n")[0]).has("writers")).isFalse();
    }

    @Test
    void whyTakesNoTable() {
        CliTest.Result r = CliTest.run(TRACE, "replay", "-", "--why", "--table");
        assertThat(r.code).isEqualTo(2);
        assertThat(r.err.strip()).doesNotContain("\n").contains("--why");
    }

    @Test
    void formulasReadTheirFields() {
        assertThat(Writers.read("enabled != 0  =>  search_low <= search_high")).containsExactly("enabled", "search_low", "search_high");
        assertThat(Writers.read("xmit  =>  not refused   (refused: tcp_mss_to_mtu(probe) > dst_mtu with DF set)"))
                .containsExactly("search_low", "search_high", "route_mtu");
        assertThat(Writers.read("snd_cwnd >= 1 before the event  =>  snd_cwnd' >= 1")).containsExactly("snd_cwnd");
    }

    /** Every PLPMTUD counterexample of VERDICTS.md names the last writers at its violating line. */
    @Test
    void everyPlpmtudCounterexampleOfTheReportNamesItsWriters() throws IOException {
        String verdicts = Files.readString(Path.of("..", "specs", "VERDICTS.md"));
        int away = verdicts.split("\nSysctls away from the kernel's own defaults: ", -1).length - 1;
        int writers = verdicts.split("\nLast writers, after line \\d+, of the fields the formula reads: ", -1).length - 1;
        assertThat(away).isGreaterThan(100);
        assertThat(writers).as("regenerate with ./pmtu report").isEqualTo(away);
    }
}
