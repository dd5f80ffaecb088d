package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Protocol;

/**
 * specs/REPORT.html opened in a real browser: headless Chromium (Debian package chromium) runs the page's
 * script and dumps the DOM it built. Skipped, with the reason, only where chromium is not installed;
 * .ci/run installs it.
 */
class ReportHtmlBrowserTest {
    static String chromium() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            for (String name : new String[] {"chromium", "chromium-browser"}) {
                File f = new File(dir, name);
                if (f.canExecute()) {
                    return f.getPath();
                }
            }
        }
        return null;
    }

    static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void everyCounterexampleIsDrawnAsAChart() throws IOException, InterruptedException {
        String browser = chromium();
        assumeTrue(browser != null, "chromium is not installed (apt-get install chromium; .ci/run installs it)");
        Path specs = Report.projectHome().toPath().resolve("specs");
        Path html = specs.resolve("REPORT.html");
        assertThat(html).exists();
        long expected;
        long hystart;
        try (Stream<Path> ce = Files.list(specs.resolve("counterexamples"))) {
            List<CheckSpec> rows = Catalogue.random();
            List<Protocol> protocols = ce.filter(f -> f.getFileName().toString().endsWith(".jsonl")).map(f -> protocolOf(rows, f)).toList();
            expected = protocols.stream().filter(x -> x == Protocol.PLPMTUD).count();
            hystart = protocols.size() - expected;
        }
        assertThat(expected).isPositive();
        assertThat(hystart).isPositive();
        Path profile = Files.createTempDirectory("pmtu-chromium");
        Process p = new ProcessBuilder(browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--user-data-dir=" + profile, "--virtual-time-budget=5000", "--dump-dom", html.toUri().toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(180, TimeUnit.SECONDS)).as("chromium finished").isTrue();
        String dom = new String(out, StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("<body data-timelines=\"(\\d+)\" data-hystart-charts=\"(\\d+)\"").matcher(dom);
        assertThat(m.find()).as("the dumped DOM has the body the script marked").isTrue();
        assertThat(Long.parseLong(m.group(1))).as("PLPMTUD timelines the script drew").isEqualTo(expected);
        assertThat(Long.parseLong(m.group(2))).as("HyStart charts the script drew").isEqualTo(hystart);
        assertThat((long) count(dom, "<svg")).isEqualTo(expected + hystart);
        for (String series : new String[] {"search_low", "search_high", "route_mtu", "mss_cache"}) {
            assertThat((long) count(dom, "data-series=\"" + series + "\"")).as(series).isEqualTo(expected);
        }
        for (String series : new String[] {"delay_min", "cwnd", "delay_exit"}) {
            assertThat((long) count(dom, "data-series=\"" + series + "\"")).as(series).isEqualTo(hystart);
        }
        assertThat((long) count(dom, "class=\"violating-step\"")).isEqualTo(expected + hystart);
        // both panels of every chart have a labelled y axis with ticks
        assertThat((long) count(dom, "class=\"y-axis\"")).isEqualTo(2 * (expected + hystart));
        assertThat((long) count(dom, "class=\"axis-label\"")).isEqualTo(4 * (expected + hystart));
        assertThat((long) count(dom, "class=\"tick\"")).isGreaterThan(6 * (expected + hystart));
        assertThat(count(dom, "class=\"probe\"")).as("probes drawn").isPositive();
        // PROBE_NOT_REFUSED's chart shows the refused probe on the route MTU; TERMINATION's lasso has its loop shaded
        assertThat(chart(dom, "probe_not_refused-latest")).contains("class=\"probe-refused\"", "data-series=\"route_mtu\"");
        assertThat(chart(dom, "termination-latest")).contains("class=\"lasso-loop\"");
        assertThat(chart(dom, "hy_no_spurious_delay_exit-hystart_before")).contains("data-series=\"curr_rtt\"", "class=\"rtt-sample\"");
        // the verdict table scrolls inside its own box instead of running off the page
        assertThat(dom).contains("<div class=\"wide\"><table>");
        assertThat(dom).contains("VIOLATED", "PROVEN");
    }

    /** The part of the DOM from the counterexample heading {@code anchor} to the next heading. */
    private static String chart(String dom, String anchor) {
        int at = dom.indexOf("<h2 id=\"" + anchor + "\"");
        assertThat(at).as("heading " + anchor).isNotNegative();
        int end = dom.indexOf("<h2 ", at + 1);
        return dom.substring(at, end < 0 ? dom.length() : end);
    }

    /** The protocol of the row a counterexample file ({@code INVARIANT-VARIANT.jsonl}) belongs to. */
    private static Protocol protocolOf(List<CheckSpec> specs, Path file) {
        String name = file.getFileName().toString();
        CheckSpec s = Catalogue.byId(specs, name.substring(0, name.indexOf('-')));
        assertThat(s).as(name).isNotNull();
        return s.invariant().protocol();
    }
}
