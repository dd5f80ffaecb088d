package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;
import pmtuverify.doc.Words;

/**
 * README's highlights name verdicts in prose ("V1 and V3 send the datagram midpoint", "violated on 4/5, REFACTOR and
 * FIX_2020"); each such sentence is tied here to the generated specs/VERDICTS.md (whose freshness `./pmtu report
 * --check` tests): the sentence is still in README, and every cell it names has the verdict it says.
 */
class ReadmeHighlightsTest {
    /** A README sentence, and the cells it calls violated, closed (PROVEN, any number of events) or not violated. */
    record Claim(String phrase, String invariant, List<String> violated, List<String> closed, List<String> notViolated) {}

    static final List<String> PLPMTUD = java.util.Arrays.stream(pmtuverify.model.plpmtud.Variant.values())
            .map(Enum::name).toList();

    static final List<Claim> CLAIMS = List.of(
            new Claim("MAINLINE and LATEST (Linux 6.18) probe forever at search_low", "TERMINATION",
                    List.of("MAINLINE", "LATEST", "V5"), List.of(), List.of()),
            new Claim("V3 and PRE terminate within the steady profile's standard bounds (closed)", "TERMINATION",
                    List.of(), List.of("V3", "PRE"), List.of()),
            new Claim("FIX_PROBE_IN_RANGE (stop when the probe datagram is not in `(search_low, search_high]`) closes "
                    + "TERMINATION, TERMINATION_AFTER_OUTSIDE and PROBE_WITHIN_RANGE", "TERMINATION", List.of(),
                    List.of("FIX_PROBE_IN_RANGE"), List.of()),
            new Claim("closes TERMINATION, TERMINATION_AFTER_OUTSIDE and PROBE_WITHIN_RANGE", "TERMINATION_AFTER_OUTSIDE",
                    List.of("LATEST"), List.of(), List.of("FIX_PROBE_IN_RANGE")),
            new Claim("closes TERMINATION, TERMINATION_AFTER_OUTSIDE and PROBE_WITHIN_RANGE", "PROBE_WITHIN_RANGE",
                    List.of("LATEST"), List.of(), List.of("FIX_PROBE_IN_RANGE")),
            new Claim("and pays with CONVERGENCE at threshold <= 1", "CONVERGENCE", List.of("FIX_PROBE_IN_RANGE"),
                    List.of("LATEST"), List.of()),
            new Claim("FIX_STOP_AT_TWO (the review's `max()` with 2) closes the first loop only", "TERMINATION_AFTER_OUTSIDE",
                    List.of("FIX_STOP_AT_TWO"), List.of(), List.of()),
            new Claim("V1 (\"I think this breaks black hole detection\") cannot bring mss_cache below search_low",
                    "BLACKHOLE_RECOVERY", List.of("V1"), PLPMTUD.stream().filter(v -> !v.equals("V1")).toList(), List.of()),
            new Claim("**SYSCTL_MEANING**: V1 enables probing at `tcp_mtu_probing=1`", "SYSCTL_MEANING", List.of("V1"),
                    List.of(), PLPMTUD.stream().filter(v -> !v.equals("V1")).toList()),
            new Claim("**PROBE_IS_MIDPOINT**: V1 and V3 send the datagram midpoint plus headers", "PROBE_IS_MIDPOINT",
                    List.of("V1", "V3"), List.of(), List.of("V5", "MAINLINE", "LATEST")),
            new Claim("**PROBE_WITHIN_RANGE**: V5, MAINLINE and LATEST probe search_low itself", "PROBE_WITHIN_RANGE",
                    List.of("V5", "MAINLINE", "LATEST"), List.of(), List.of()),
            new Claim("(HY_APP_LIMITED_TRAIN: violated on 4/5, REFACTOR and FIX_2020)", "HY_APP_LIMITED_TRAIN",
                    List.of("HYSTART_4_5", "HYSTART_REFACTOR", "HYSTART_FIX_2020"), List.of(),
                    List.of("HYSTART_2021", "HYSTART_LATEST")),
            new Claim("(HY_ROUND_START: violated on 2021 among the microsecond variants; 25c1a9ca53db, v6.14)", "HY_ROUND_START",
                    List.of("HYSTART_2021"), List.of(),
                    List.of("HYSTART_BEFORE", "HYSTART_4_5", "HYSTART_REFACTOR", "HYSTART_FIX_2020", "HYSTART_LATEST")),
            new Claim("before the 2020 fix a drop of the minimum RTT within a round ends slow start "
                    + "(HY_NO_SPURIOUS_DELAY_EXIT)", "HY_NO_SPURIOUS_DELAY_EXIT",
                    List.of("HYSTART_BEFORE", "HYSTART_4_5", "HYSTART_REFACTOR"), List.of(),
                    List.of("HYSTART_FIX_2020", "HYSTART_2021", "HYSTART_LATEST")),
            new Claim("Up to v5.15 the first ACK after 2^31 µs (35.8 min) idle exits by ACK train (HY_IDLE_GAP)", "HY_IDLE_GAP",
                    List.of("HYSTART_BEFORE", "HYSTART_4_5", "HYSTART_REFACTOR", "HYSTART_FIX_2020"), List.of(),
                    List.of("HYSTART_2021", "HYSTART_LATEST")));

    /** Each "### INVARIANT on VARIANT: LABEL" heading of specs/VERDICTS.md. */
    static Map<String, String> labels() throws IOException {
        Map<String, String> out = new HashMap<>();
        Matcher m = Pattern.compile("(?m)^### (\\S+) on (\\S+): (.*)$")
                .matcher(Files.readString(Path.of("..", "specs", "VERDICTS.md")));
        while (m.find()) {
            out.put(m.group(1) + "/" + m.group(2), m.group(3));
        }
        return out;
    }

    @Test
    void everyVerdictTheHighlightsNameIsTheReports() throws IOException {
        Map<String, String> labels = labels();
        assertThat(labels).hasSizeGreaterThan(300);
        for (Claim c : CLAIMS) {
            DocClaims.says("README.md", c.phrase());
            for (String v : c.violated()) {
                assertThat(labels.get(c.invariant() + "/" + v)).as(c.invariant() + " on " + v + ", as README says")
                        .startsWith("VIOLATED");
            }
            for (String v : c.closed()) {
                assertThat(labels.get(c.invariant() + "/" + v)).as(c.invariant() + " on " + v + ", as README says")
                        .startsWith("PROVEN (closed");
            }
            for (String v : c.notViolated()) {
                assertThat(labels.get(c.invariant() + "/" + v)).as(c.invariant() + " on " + v + ", as README says")
                        .isNotNull().doesNotStartWith("VIOLATED");
            }
        }
    }

    /** V1's black-hole counterexample is the one README describes: tcp_base_mss 1024, a 576-byte path, nine timeouts. */
    @Test
    void theBlackHoleSentenceIsV1sCounterexample() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("..", "specs", "counterexamples", "BLACKHOLE_RECOVERY-V1.jsonl"));
        long rtos = lines.stream().skip(1).filter(l -> l.contains("\"event\":\"rto\"")).count();
        assertThat(rtos).as("every event after the config line a timeout").isEqualTo(lines.size() - 1);
        assertThat(lines.get(0)).contains("\"tcp_base_mss\":1024").contains("\"path_mtu\":576");
        DocClaims.says("README.md", "with tcp_base_mss 1024 on a 576-byte path, " + Words.of(rtos)
                + " timeouts in a row change nothing");
    }

    /**
     * "on LATEST, with tcp_probe_threshold at INT_MIN and tcp_min_snd_mss above the locked route's MSS, an ICMP of 0
     * does it in two events": that run, replayed on LATEST, breaks PROBE_WITHIN_RANGE at its second event, and its cause
     * is among the cell's causes in VERDICTS.md.
     */
    @Test
    void theIcmpZeroSentenceIsARunOfOneOfTheCellsCauses() throws IOException {
        DocClaims.says("README.md", "on LATEST, with tcp_probe_threshold at INT_MIN and tcp_min_snd_mss above the locked "
                + "route's MSS, an ICMP of 0 does it in two events (the route is locked at 552, below search_low");
        // the route locked at 552 (ip_rt_min_pmtu): its MSS with 12 option bytes is 552 - 40 - 12 = 500, below 536
        List<String> run = List.of("{\"variant\":\"LATEST\",\"ip\":4,\"tcp_options\":12,\"mss_clamp\":1460,\"route_mtu\":1500,"
                        + "\"hz\":250,\"jiffies\":4294892296,\"snd_cwnd\":11,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_base_mss\":512,"
                        + "\"tcp_probe_threshold\":" + Integer.MIN_VALUE + ",\"tcp_probe_interval\":600,\"tcp_min_snd_mss\":536,"
                        + "\"tcp_mtu_probe_floor\":48},\"path_mtu\":1500}",
                "{\"event\":\"icmp_frag_needed\",\"mtu\":0}", "{\"event\":\"xmit\"}");
        List<pmtuverify.trace.PmtuReplay.Row> rows = new java.util.ArrayList<>();
        pmtuverify.trace.PmtuReplay.replay(run, null, List.of("PROBE_WITHIN_RANGE"), rows::add);
        assertThat(rows.get(1).after().routeMtu).as("the route after the ICMP of 0").isEqualTo(552);
        assertThat(rows.get(2).violates()).as("the xmit").containsKey("PROBE_WITHIN_RANGE");
        String cause = pmtuverify.trace.Writers.causeUnder(run, pmtuverify.model.plpmtud.Variant.LATEST, "PROBE_WITHIN_RANGE");
        assertThat(Files.readString(Path.of("..", "specs", "VERDICTS.md"))).contains("| PROBE_WITHIN_RANGE | " ).contains(": " + cause + " |");
    }
}
