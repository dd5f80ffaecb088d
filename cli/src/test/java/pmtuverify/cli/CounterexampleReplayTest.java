package pmtuverify.cli;

import pmtuverify.trace.Writers;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every PLPMTUD counterexample the report stores under specs/counterexamples replays to its violation
 * with {@code ./pmtu replay FILE --check} alone: its config line carries the path ({@code "path_mtu"}),
 * so no {@code --path-mtu} is needed. The directory is specs/counterexamples unless the system property
 * {@code pmtu.counterexamples} names another (a regenerated copy).
 */
class CounterexampleReplayTest {
    static Path directory() {
        String d = System.getProperty("pmtu.counterexamples");
        return d != null && !d.isEmpty() ? Paths.get(d) : Paths.get("..", "specs", "counterexamples");
    }

    /** The PLPMTUD counterexamples: INVARIANT-VARIANT.jsonl of a PLPMTUD variant (HyStart ones are checked by ./pmtu check). */
    static List<Path> pmtuCounterexamples(Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> d = Files.newDirectoryStream(dir, "*.jsonl")) {
            for (Path p : d) {
                if (pmtuverify.model.plpmtud.Variant.byName(variantOf(p)) != null) {
                    out.add(p);
                }
            }
        }
        out.sort(null);
        return out;
    }

    static String invariantOf(Path p) {
        String n = p.getFileName().toString();
        return n.substring(0, n.indexOf('-'));
    }

    static String variantOf(Path p) {
        String n = p.getFileName().toString();
        return n.substring(n.indexOf('-') + 1, n.length() - ".jsonl".length());
    }

    @Test
    void everyStoredCounterexampleReplaysToItsViolationWithCheckAlone() throws IOException {
        List<Path> files = pmtuCounterexamples(directory());
        assertThat(files).as("PLPMTUD counterexamples under " + directory()).isNotEmpty();
        List<String> failures = new ArrayList<>();
        for (Path p : files) {
            List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
            assertThat(lines.get(0)).as(p + ": the config line names the path (a stale file: run ./pmtu report)").contains("\"path_mtu\":");
            CliTest.Result r = CliTest.run("", "replay", p.toString(), "--check");
            String expected = invariantOf(p) + ": violated at line " + lines.size() + ":";
            if (r.code != 1 || !r.err.lines().anyMatch(l -> l.startsWith(expected))) {
                failures.add(p.getFileName() + " (exit " + r.code + "): " + r.err.lines()
                        .filter(l -> l.startsWith(invariantOf(p) + ":")).findFirst().orElse(r.err.trim()));
            }
        }
        assertThat(failures).as("counterexamples that do not replay to their violation on their last line with --check alone")
                .isEmpty();
    }

    /**
     * Every further cause's counterexample (counterexamples/causes/INVARIANT-VARIANT-N.jsonl) replays to its violation
     * with --check alone, and names the cause VERDICTS.md lists for it.
     */
    @Test
    void everyCausesCounterexampleReplaysToItsViolationWithItsCause() throws IOException {
        Path dir = directory().resolve("causes");
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> d = Files.newDirectoryStream(dir, "*.jsonl")) {
            d.forEach(files::add);
        }
        assertThat(files).as("counterexamples under " + dir).isNotEmpty();
        String verdicts = Files.readString(directory().resolveSibling("VERDICTS.md"));
        for (Path p : files) {
            String n = p.getFileName().toString();
            String invariant = n.substring(0, n.indexOf('-'));
            List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
            CliTest.Result r = CliTest.run("", "replay", p.toString(), "--check", invariant);
            assertThat(r.code).as(n).isEqualTo(1);
            java.util.regex.Matcher at = java.util.regex.Pattern.compile("^" + invariant + ": violated at line (\\d+): (lasso)?").matcher(r.err);
            assertThat(at.find()).as(n + ": " + r.err).isTrue();
            // a lasso found by the random engine closes where its run first revisits a state it can loop back to; the
            // replay's monitor may close an earlier loop of the same run: at most the last line, never after it
            if (at.group(2) == null) {
                assertThat(Integer.parseInt(at.group(1))).as(n).isEqualTo(lines.size());
            } else {
                assertThat(Integer.parseInt(at.group(1))).as(n).isLessThanOrEqualTo(lines.size());
            }
            String cause = Writers.cause(new pmtuverify.props.InvariantViolation(invariant, "", lines, lines.size()));
            assertThat(verdicts).as(n).containsPattern("\\d\\. " + java.util.regex.Pattern.quote(cause)
                    + ": `./pmtu replay specs/counterexamples/causes/" + java.util.regex.Pattern.quote(n) + " --check`");
        }
    }

    /** V1's black-hole counterexample: without its path, the nine timeouts break nothing; the config line's path_mtu is the path. */
    @Test
    void blackholeNeedsThePathTheConfigLineNames() {
        String config = "{\"variant\":\"V1\",\"ip\":4,\"tcp_options\":0,\"mss_clamp\":1240,\"route_mtu\":1280,\"hz\":100,"
                + "\"jiffies\":0,\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":1,\"tcp_base_mss\":1024}";
        String rtos = "{\"event\":\"rto\"}\n".repeat(9);
        CliTest.Result r = CliTest.run(config + ",\"path_mtu\":576}\n" + rtos, "replay", "-", "--check", "BLACKHOLE_RECOVERY");
        assertThat(r.code).isEqualTo(1);
        assertThat(r.err.trim()).isEqualTo("BLACKHOLE_RECOVERY: violated at line 10: 9 black-hole timeouts in a row and "
                + "mss_cache 1024 (datagram 1064) still exceeds the path MTU 576; search_low 1064");
        CliTest.Result held = CliTest.run(config + "}\n" + rtos, "replay", "-", "--check", "BLACKHOLE_RECOVERY");
        assertThat(held.code).isZero();
        // on the route's own path the MSS fits: no timeout comes while it does not, so nothing is checked
        assertThat(held.err.trim()).isEqualTo("BLACKHOLE_RECOVERY: nothing checked on this trace: its premise (rto while mss above path) never held");
        // --path-mtu overrides the config line's path, both ways
        assertThat(CliTest.run(config + ",\"path_mtu\":576}\n" + rtos, "replay", "-", "--check", "BLACKHOLE_RECOVERY",
                "--path-mtu", "1280").code).isZero();
        assertThat(CliTest.run(config + "}\n" + rtos, "replay", "-", "--check", "BLACKHOLE_RECOVERY",
                "--path-mtu", "576").code).isEqualTo(1);
        // the field is range-checked as a route MTU is, with or without --check
        CliTest.Result bad = CliTest.run(config + ",\"path_mtu\":67}\n", "replay", "-");
        assertThat(bad.code).isEqualTo(2);
        assertThat(bad.err.trim()).isEqualTo("pmtu: line 1: \"path_mtu\" must be an integer in 68..65535, got 67");
    }
}
