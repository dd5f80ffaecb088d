package pmtuverify.cli;

import pmtuverify.report.Report;
import pmtuverify.report.BenchFigures;
import pmtuverify.report.Explorations;
import pmtuverify.trace.JsonFields;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Protocol;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;

/**
 * The command line's defects found by trying it as a new user (one test per defect, each of which failed
 * before its fix), and the help, counterexample and xmit-reason output that came with them.
 */
class CommandLineDefectsTest {
    /** Runs the command line with {@code stdin} as raw bytes. */
    static synchronized CliTest.Result runBytes(byte[] stdin, String... args) {
        PrintStream oldOut = System.out;
        InputStream oldIn = System.in;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setIn(new ByteArrayInputStream(stdin));
            PrintWriter o = new PrintWriter(System.out, true);
            int code = PmtuCli.run(args, o, new PrintWriter(err, true));
            o.flush();
            return new CliTest.Result(code, out.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(oldOut);
            System.setIn(oldIn);
        }
    }

    static CliTest.Result run(String... args) {
        return CliTest.run("", args);
    }

    static void assertBadInput(CliTest.Result r, String what, String message) {
        assertThat(r.code).as(what).isEqualTo(2);
        assertThat(r.err.trim()).as(what).startsWith("pmtu: ").contains(message).doesNotContain("\n")
                .doesNotContain("Exception").doesNotContain("internal error");
    }

    // 1. --outside changed harnesses it does not apply to

    @Test
    void outsideIsRefusedWhereItDoesNotApplyAndLeavesOtherProfilesAlone() {
        assertBadInput(run("explore", "--harness", "TERMINATION", "--variant", "V3", "--outside", "0"),
                "TERMINATION --outside 0", "not applicable: --outside applies to the general and sysctl mixes only");
        assertBadInput(run("explore", "--harness", "BLACKHOLE_RECOVERY", "--variant", "V3", "--outside", "1"),
                "BLACKHOLE_RECOVERY --outside 1", "blackhole profile");
        List<CheckSpec> specs = Catalogue.random();
        CheckSpec term = Catalogue.byId(specs, "TERMINATION");
        Explorations.Run standard = Explorations.of(term, "V3", 0, -1);
        Explorations.Run withOutside = Explorations.of(term, "V3", 0, 0);
        // a run over every harness with --outside: the steady profile keeps its standard, unlimited budget, and says so
        assertThat(((pmtuverify.props.pmtu.PmtuHarness) withOutside.harness).outside())
                .isEqualTo(((pmtuverify.props.pmtu.PmtuHarness) standard.harness).outside());
        assertThat(withOutside.bounds).contains("--outside applies to the general and sysctl mixes only");
        CliTest.Result r = run("explore", "--harness", "TERMINATION", "--variant", "V3", "--json");
        assertThat(r.out).contains("\"verdict\":\"PROVEN\"", "\"closed\":true");
    }

    // 2. help on every command

    @Test
    void everyCommandHasHelpAndEveryOptionADescription() {
        CommandLine cl = PmtuCli.commandLine(new String[0]);
        assertThat(cl.getSubcommands()).containsKey("help");
        for (String name : cl.getSubcommands().keySet()) {
            CliTest.Result r = run(name, "--help");
            if (!"help".equals(name)) {
                assertThat(r.code).as(name + " --help").isZero();
                assertThat(r.out).as(name + " --help").startsWith("Usage: pmtu " + name);
                CliTest.Result h = run("help", name);
                assertThat(h.code).as("help " + name).isZero();
                assertThat(h.out).as("help " + name).startsWith("Usage: pmtu " + name);
            }
            CommandSpec spec = cl.getSubcommands().get(name).getCommandSpec();
            for (OptionSpec o : spec.options()) {
                assertThat(String.join(" ", o.description())).as(name + " " + o.longestName()).isNotBlank();
            }
        }
        assertThat(run("help").code).isZero();
        assertThat(run("replay", "--help").out).contains("FILE");
        assertThat(run("bench", "--help").out).contains("--warmup", "--repeat");
        assertThat(run("report", "--help").out).contains("--specs", "--check");
    }

    @Test
    void reportCheckOfAMissingDirectoryIsBadInput(@TempDir Path dir) {
        String none = dir.resolve("none").toString();
        assertBadInput(run("report", "--check", "--specs", none), "no specs directory", "no such directory: " + none);
    }

    @Test
    void reportWithoutWorkersIsBadInput() {
        assertBadInput(run("report", "--jobs", "0"), "--jobs 0", "--jobs must be at least 1, got 0");
    }

    // 3. exit 3 "internal error" for user input; the same strict decoding for files and stdin

    @Test
    void unreadableInputIsBadInputNamingTheLine(@TempDir Path dir) throws IOException {
        assertBadInput(run("replay", dir.toString()), "a directory", "is a directory");
        assertBadInput(run("replay", ""), "empty name", "the trace file name is empty");
        if (new File("/proc/self/mem").exists()) {
            assertBadInput(run("replay", "/proc/self/mem"), "/proc/self/mem", "cannot read /proc/self/mem");
        }
        byte[] bad = "{}\n{\"event\":\"xmit\"}\n{\"event\":\"x\u00ff\"}\n".getBytes(StandardCharsets.ISO_8859_1);
        Path f = dir.resolve("bad.jsonl");
        Files.write(f, bad);
        CliTest.Result fromFile = run("replay", f.toString());
        CliTest.Result fromStdin = runBytes(bad, "replay", "-");
        assertBadInput(fromFile, "file", "line 3: not valid UTF-8");
        assertBadInput(fromStdin, "stdin", "line 3: not valid UTF-8");
        assertThat(fromFile.out).isEqualTo(fromStdin.out);
        assertThat(fromFile.out.split("\n")).hasSize(2);
        // CRLF line ends read the same as LF
        assertThat(runBytes("{}\r\n{\"event\":\"xmit\"}\r\n".getBytes(StandardCharsets.UTF_8), "replay", "-").code).isZero();
    }

    // 4. trailing content, duplicate keys and null

    @Test
    void strictJsonLines() {
        assertBadInput(CliTest.run("{}\n{\"event\":\"xmit\"} {\"event\":\"rto\"}\n", "replay", "-"), "trailing",
                "line 2: malformed JSON: content after the JSON object");
        assertBadInput(CliTest.run("{}\n{\"event\":\"xmit\",\"event\":\"rto\"}\n", "replay", "-"), "duplicate",
                "line 2: malformed JSON: duplicate field \"event\"");
        assertBadInput(CliTest.run("{\"sysctl\":{\"tcp_base_mss\":512,\"tcp_base_mss\":1024}}\n", "replay", "-"),
                "nested duplicate", "line 1: malformed JSON: duplicate field \"tcp_base_mss\"");
        assertBadInput(CliTest.run("{}\n{\"event\":\"icmp_frag_needed\",\"mtu\":null}\n", "replay", "-"), "null",
                "line 2: \"mtu\" is null");
        assertBadInput(CliTest.run("{\"sysctl\":{\"tcp_mtu_probing\":null}}\n", "replay", "-"), "nested null",
                "line 1: \"tcp_mtu_probing\" is null");
        assertBadInput(CliTest.run("{\"variant\":null}\n", "replay", "-"), "null variant", "line 1: \"variant\" is null");
    }

    // 5. ranges the messages promise

    @Test
    void rangesAreEnforcedAsStated() {
        assertBadInput(run("explore", "--depth", "0"), "--depth 0", "--depth must be in 1..100000, got 0");
        assertBadInput(run("explore", "--outside", "-1"), "--outside -1", "--outside must be in 0..100000, got -1");
        assertThat(run("explore", "--help").out).contains("checked after the initial states and after each");
        CliTest.Result c = run("converge", "--cwnd", "4294967295");
        assertThat(c.code).as(c.err).isZero();
        assertThat(c.out).contains("snd_cwnd=4294967295");
        assertBadInput(run("converge", "--cwnd", "4294967296"), "--cwnd 2^32", "--cwnd must be in 11..4294967295");
        assertBadInput(run("converge", "--cwnd", "10"), "--cwnd 10", "--cwnd must be in 11..4294967295");
    }

    // 6. not applicable, said the same way everywhere

    @Test
    void notApplicableIsOneMessageEverywhere() {
        String msg = "not applicable: invariant REPROBE_TIMING does not apply to variant PRE (it applies to V3, V5, MAINLINE";
        assertBadInput(run("check", "--variant", "PRE", "--invariant", "REPROBE_TIMING"), "check", msg);
        assertBadInput(run("check", "--variant", "PRE", "--invariant", "REPROBE_TIMING", "--json"), "check --json", msg);
        assertBadInput(run("explore", "--variant", "PRE", "--harness", "REPROBE_TIMING"), "explore", msg);
        assertBadInput(run("bench", "--variant", "PRE", "--harness", "REPROBE_TIMING"), "bench", msg);
        assertBadInput(run("explore", "--harness", "HY_WRAP", "--depth", "5"), "HyStart --depth",
                "not applicable: --depth and --outside apply to PLPMTUD harnesses only");
        CheckSpec hy = Catalogue.byId(Catalogue.random(), "HY_WRAP");
        assertThat(Explorations.of(hy, hy.variants().get(0), 5, 1).bounds).contains("apply to PLPMTUD harnesses only");
    }

    // 7. a BLACKHOLE_RECOVERY counterexample must meet the statement's assumption P >= 576

    @Test
    void blackHoleCounterexamplesKeepThePathAtLeast576() {
        CheckSpec s = Catalogue.byId(Catalogue.random(), "BLACKHOLE_RECOVERY");
        Pattern path = Pattern.compile("path MTU (\\d+)");
        int found = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Verdict v = new RandomEngine(300, seed).check(s.factory().create("V1"), "BLACKHOLE_RECOVERY", "V1");
            if (v.counterexample == null) {
                continue;
            }
            found++;
            Matcher m = path.matcher(v.counterexample.detail());
            assertThat(m.find()).as(v.counterexample.detail()).isTrue();
            assertThat(Integer.parseInt(m.group(1))).as("seed " + seed + ": " + v.counterexample.detail())
                    .isGreaterThanOrEqualTo(576);
            JsonNode config = readTree(v.counterexample.trace().get(0));
            if (config.has("route_mtu")) {
                assertThat(config.get("route_mtu").asInt()).isGreaterThanOrEqualTo(576);
            }
        }
        assertThat(found).as("V1 breaks black-hole recovery under most seeds").isGreaterThan(20);
    }

    static JsonNode readTree(String s) {
        try {
            return JsonFields.mapper().readTree(s);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    // 8. no parser internals, no repeated path, no output before a failing --svg

    @Test
    void messagesSpeakJsonNotParser() {
        String[][] cases = {
            {"{}\n{\"event\":\"xmit\"} // comment\n", "JSON has no comments"},
            {"{}\n{\"event\":\"icmp_frag_needed\",\"mtu\":1e400}\n", "got 1E+400"},
            {"[".repeat(1200) + "\n", "nested too deeply"},
            {"{}\n{\"event\":NaN}\n", "line 2: malformed JSON"},
            {"{}\n{\"event\":\"xmit\"\n", "line 2: malformed JSON"},
            {"{}\n{'event':'xmit'}\n", "line 2: malformed JSON"},
        };
        for (String[] c : cases) {
            CliTest.Result r = CliTest.run(c[0], "replay", "-");
            assertBadInput(r, c[0], c[1]);
            assertThat(r.err).as(c[0]).doesNotContain("Feature", "StreamRead", "JsonRead", "`", "getMax", "Infinity",
                    "[Source", "code 47");
        }
        CliTest.Result missing = run("replay", "/nonexistent/dir/t.jsonl");
        assertBadInput(missing, "missing file", "no such trace file: /nonexistent/dir/t.jsonl");
        CliTest.Result svg = run("hystart", "--svg", "/nonexistent/x.svg");
        assertBadInput(svg, "--svg", "cannot write /nonexistent/x.svg");
        assertThat(svg.out).as("nothing printed before the failure").isEmpty();
    }

    // 9. jpf from anywhere and with .jpf; bench's median of an even count

    @Test
    void jpfFindsItsConfigsAndBenchTakesTheTrueMedian() {
        File home = Report.projectHome();
        assertThat(new File(home, "jpf-config/termination-v5.jpf")).isFile();
        assertThat(JpfCommand.config("termination-v5.jpf", home)).isEqualTo(JpfCommand.config("termination-v5", home));
        assertThat(JpfCommand.config("termination-v5", home)).isFile();
        assertThat(JpfCommand.config("/x/y.jpf", home)).isEqualTo(new File("/x/y.jpf"));
        assertThat(BenchFigures.median(new double[] {1.0, 3.0})).isEqualTo(2.0);
        assertThat(BenchFigures.median(new double[] {1.0, 2.0, 9.0})).isEqualTo(2.0);
        assertThat(BenchFigures.median(new double[] {1.0, 2.0, 4.0, 9.0})).isEqualTo(3.0);
    }

    @Test
    void jpfAndBenchAsAUserRunsThem() throws IOException {
        // surefire runs in cli/, not the project root: the config is found all the same, with or without .jpf
        org.junit.jupiter.api.Assumptions.assumeTrue(System.getenv("JPF_HOME") == null, "JPF_HOME is set: this would run JPF");
        for (String name : new String[] {"termination-v5", "termination-v5.jpf"}) {
            CliTest.Result r = run("jpf", name);
            assertBadInput(r, "jpf " + name, "JPF_HOME is not set");
        }
        CliTest.Result b = run("bench", "--harness", "BLACKHOLE_RECOVERY", "--variant", "PRE", "--warmup", "0", "--repeat", "2",
                "--threads", "1", "--skip-standard", "--cold", "0", "--json");
        assertThat(b.code).as(b.err).isZero();
        assertBadInput(run("bench", "--cold", "21"), "bench --cold 21", "--cold must be in 0..20, got 21");
        Path noMarkers = Files.createTempFile("readme", ".md");
        Files.write(noMarkers, "# no markers\n".getBytes(StandardCharsets.UTF_8));
        assertBadInput(run("bench", "--readme", noMarkers.toString()), "bench --readme", "has no block between");
        JsonNode one = readTree(b.out.trim()).get("reference_runs").get(0);
        double min = one.get("min_seconds").asDouble();
        double max = one.get("max_seconds").asDouble();
        assertThat(one.get("median_seconds").asDouble()).as("the median of two runs is their mean")
                .isCloseTo((min + max) / 2, org.assertj.core.data.Offset.offset(0.0011));
    }

    @Test
    void theLauncherStripsColourAndInstallsNothing() throws IOException {
        String launcher = new String(Files.readAllBytes(Report.projectHome().toPath().resolve("pmtu")), StandardCharsets.UTF_8);
        List<String> mvn = new ArrayList<>();
        for (String l : launcher.split("\n")) {
            if (l.contains("mvn ") && !l.trim().startsWith("#") && !l.trim().startsWith("echo")) {
                mvn.add(l);
            }
        }
        assertThat(mvn).isNotEmpty();
        for (String l : mvn) {
            assertThat(l).doesNotContain(" install").contains("package");
        }
        assertThat(launcher).contains("nothing is installed").contains("\\x1b").contains("-Dpmtu.home=");
    }

    // 10. the reference's config example: one pasteable line that probes

    @Test
    void theReferencesConfigExampleIsOneLineThatProbes() throws IOException {
        Path reference = Report.projectHome().toPath().resolve("docs/REFERENCE.md");
        String text = new String(Files.readAllBytes(reference), StandardCharsets.UTF_8);
        int at = text.indexOf("## Trace format (PLPMTUD)");
        assertThat(at).isPositive();
        String example = null;
        for (String l : text.substring(at).split("\n")) {
            if (l.startsWith("    {\"variant\"")) {
                example = l.trim();
                break;
            }
        }
        assertThat(example).as("an indented config line starting {\"variant\"").isNotNull();
        CliTest.Result r = CliTest.run(example + "\n{\"event\":\"xmit\"}\n", "replay", "-");
        assertThat(r.code).as(r.err).isZero();
        String[] lines = r.out.split("\n");
        assertThat(lines).hasSize(2);
        assertThat(readTree(lines[1]).get("sent").asInt()).as("the example's first xmit sends a probe").isPositive();
    }

    // counterexamples on screen, and why an xmit sent nothing

    @Test
    void xmitThatSendsNothingSaysWhy() {
        String[] out = CliTest.run("{\"sysctl\":{\"tcp_mtu_probing\":0}}\n{\"event\":\"xmit\"}\n", "replay", "-").out.split("\n");
        assertThat(readTree(out[1]).get("no_probe").asText()).startsWith("probing is off");
        out = CliTest.run("{\"snd_cwnd\":10,\"sysctl\":{\"tcp_mtu_probing\":2}}\n{\"event\":\"xmit\"}\n", "replay", "-").out.split("\n");
        assertThat(readTree(out[1]).get("no_probe").asText()).isEqualTo("snd_cwnd 10 < 11");
        out = CliTest.run("{\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2}}\n{\"event\":\"xmit\"}\n{\"event\":\"xmit\"}\n",
                "replay", "-").out.split("\n");
        assertThat(readTree(out[1]).has("no_probe")).isFalse();
        assertThat(readTree(out[2]).get("no_probe").asText()).startsWith("a probe of 1288 bytes is in flight");
        out = CliTest.run("{\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_probe_threshold\":1000}}\n{\"event\":\"xmit\"}\n",
                "replay", "-").out.split("\n");
        assertThat(readTree(out[1]).get("no_probe").asText()).startsWith("stop test").contains("tcp_probe_threshold 1000");
    }

    @Test
    void checkShowPrintsTheCounterexampleAndTheViolatingStep() {
        CliTest.Result r = run("check", "--invariant", "BLACKHOLE_RECOVERY", "--variant", "V1", "--tries", "200", "--show");
        assertThat(r.code).isZero();
        String[] lines = r.out.split("\n");
        assertThat(lines[1]).startsWith("invariant").contains("verdict", "evidence");
        assertThat(lines[2]).contains("BLACKHOLE_RECOVERY", "V1", "VIOLATED");
        assertThat(r.out).containsPattern("(?m)^  >\\s+\\d+  \\{\"event\":\"rto\"").contains("state before line ", "state after line ");
        assertThat(r.out).containsPattern("(?m)^   \\s+1  \\{\"variant\":\"V1\"");
    }

    // replay --check: every PLPMTUD counterexample of the report, checked on its own trace, breaks at the line the report names

    @Test
    void replayCheckMarksTheReportsViolatingLine() throws IOException {
        Path home = Report.projectHome().toPath();
        String verdicts = new String(Files.readAllBytes(home.resolve("specs/VERDICTS.md")), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("Replay: `./pmtu replay specs/counterexamples/(([A-Z_]+)-([A-Z0-9_]+))\\.jsonl(?: --check)?` \\(\\d+ lines, violated at line (\\d+)")
                .matcher(verdicts);
        int checked = 0;
        List<CheckSpec> specs = Catalogue.random();
        while (m.find()) {
            if (Catalogue.byId(specs, m.group(2)).invariant().protocol() != Protocol.PLPMTUD) {
                continue;
            }
            String file = home.resolve("specs/counterexamples/" + m.group(1) + ".jsonl").toString();
            // the trace's config line names its path (path_mtu): --check alone replays it
            String[] args = {"replay", file, "--check", m.group(2)};
            CliTest.Result r = run(args);
            assertThat(r.code).as(m.group(1) + ": " + r.err).isEqualTo(1);
            assertThat(r.err).as(m.group(1)).contains(m.group(2) + ": violated at line " + m.group(4) + ": ");
            String[] out = r.out.split("\n");
            int marked = 0;
            for (String l : out) {
                JsonNode o = readTree(l);
                if (o.has("violates")) {
                    assertThat(o.get("line").asInt()).as(m.group(1)).isEqualTo(Integer.parseInt(m.group(4)));
                    assertThat(o.get("violates").has(m.group(2))).isTrue();
                    marked++;
                }
            }
            assertThat(marked).as(m.group(1)).isEqualTo(1);
            checked++;
        }
        assertThat(checked).isGreaterThan(30);
        // a trace that breaks nothing: exit 0, each invariant holds
        CliTest.Result ok = CliTest.run("{\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2}}\n{\"event\":\"xmit\"}\n{\"event\":\"probe_acked\"}\n",
                "replay", "-", "--check", "ORDER_LOW_HIGH", "PROBE_WITHIN_RANGE");
        assertThat(ok.code).as(ok.err).isZero();
        assertThat(ok.err).contains("ORDER_LOW_HIGH: holds on this trace", "PROBE_WITHIN_RANGE: holds on this trace");
        assertBadInput(CliTest.run("{\"variant\":\"PRE\"}\n", "replay", "-", "--check", "REPROBE_TIMING"), "n/a",
                "not applicable: invariant REPROBE_TIMING does not apply to variant PRE");
        assertBadInput(CliTest.run("{}\n", "replay", "-", "--check", "NOPE"), "unknown", "unknown PLPMTUD invariant \"NOPE\"");
    }

    @Test
    void unknownScenarioIsOneLineAndExit2() {
        java.io.StringWriter err = new java.io.StringWriter();
        int rc = PmtuCli.run(new String[] {"kernel", "--scenario", "nope"}, new java.io.PrintWriter(new java.io.StringWriter()),
                new java.io.PrintWriter(err));
        assertThat(rc).isEqualTo(2);
        assertThat(err.toString().trim()).isEqualTo("pmtu: unknown scenario \"nope\" (see ./pmtu kernel --list)");
    }
}
