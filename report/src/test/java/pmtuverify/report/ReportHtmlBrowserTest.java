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
        assertThat(dom).contains("<div class=\"wide\"><table class=\"verdicts\">");
        assertThat(dom).contains("VIOLATED", "PROVEN");
    }

    /**
     * The page's layout, measured by a probe script run in the page after its own at a window of 1400 px (an overview
     * on a laptop) and of 700 px (a phone held sideways, a half-screen window): the page never scrolls sideways (the
     * verdict table scrolls in its box), the last column is reachable and the first column stays in view beside it,
     * every cell has one short label with its records on demand (a details element and a title) and no row of the
     * table is a paragraph, every chart fits the window, every violating state is a shaded column at least 2 px wide
     * inside its chart, no two labels of a chart overprint, and a lasso's label sits above the plots.
     */
    @Test
    void readableAsAnOverviewAt1400AndOnAPhoneAt700() throws IOException, InterruptedException {
        String browser = chromium();
        assumeTrue(browser != null, "chromium is not installed (apt-get install chromium; .ci/run installs it)");
        Path html = Report.projectHome().toPath().resolve("specs").resolve("REPORT.html");
        String page = Files.readString(html, StandardCharsets.UTF_8);
        int end = page.lastIndexOf("</body>");
        assertThat(end).isPositive();
        Path dir = Files.createTempDirectory("pmtu-layout");
        Path probed = dir.resolve("REPORT.html");
        Files.writeString(probed, page.substring(0, end) + "<script>\n" + PROBE + "</script>\n" + page.substring(end), StandardCharsets.UTF_8);
        for (int width : new int[] {1400, 700}) {
            Process p = new ProcessBuilder(browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                    "--user-data-dir=" + dir.resolve("profile-" + width), "--window-size=" + width + ",900",
                    "--virtual-time-budget=5000", "--dump-dom", probed.toUri().toString())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            byte[] out = p.getInputStream().readAllBytes();
            assertThat(p.waitFor(180, TimeUnit.SECONDS)).as("chromium finished").isTrue();
            String dom = new String(out, StandardCharsets.UTF_8);
            Matcher m = Pattern.compile("data-layout=\"([^\"]*)\"").matcher(dom);
            assertThat(m.find()).as("the probe ran at " + width + " px").isTrue();
            com.fasterxml.jackson.databind.JsonNode layout = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(m.group(1).replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"));
            assertThat(layout.get("width").asInt()).as("the window's width").isEqualTo(width);
            assertThat(layout.get("problems")).as("layout problems at " + width + " px").isEmpty();
            assertThat(layout.get("cells").asInt()).as("labelled cells").isGreaterThan(100);
            assertThat(layout.get("charts").asInt()).as("charts measured").isGreaterThan(10);
            assertThat(layout.get("lassos").asInt()).as("lasso labels measured").isPositive();
            if (width == 1400) {
                // an overview: most of the variants at once, not 9 of 22 columns
                assertThat(layout.get("visible").asInt()).as("columns in view at once of " + layout.get("columns").asInt())
                        .isGreaterThanOrEqualTo(Math.min(layout.get("columns").asInt(), 12));
            }
        }
    }

    /** The layout probe: measures the page as drawn and sets body's data-layout to {width, visible, columns, cells, charts, lassos, problems}. */
    static final String PROBE = String.join("\n",
            "(function () {",
            "  var out = [], W = window.innerWidth;",
            "  function r(e) { return e.getBoundingClientRect(); }",
            "  function overlap(a, b) { return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1; }",
            "  if (document.documentElement.scrollWidth > W + 1) { out.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + W); }",
            "  var t = document.querySelector('table.verdicts'), wide = t.parentElement, heads = t.rows[0].cells;",
            "  var wr = r(wide), visible = 0;",
            "  for (var k = 0; k < heads.length; k++) { if (r(heads[k]).right <= wr.right + 1) { visible++; } }",
            "  var cells = 0, maxH = 0, tallest = '';",
            "  for (var i = 1; i < t.rows.length; i++) {",
            "    if (r(t.rows[i]).height > maxH) { maxH = r(t.rows[i]).height; tallest = t.rows[i].cells[0].textContent; }",
            "    for (var j = 1; j < t.rows[i].cells.length; j++) {",
            "      var c = t.rows[i].cells[j];",
            "      if (c.classList.contains('na')) { continue; }",
            "      cells++;",
            "      if (c.querySelectorAll('summary').length !== 1 || !c.querySelector('details li') || !c.title) { out.push('row ' + i + ' cell ' + j + ' has not one label with its records'); }",
            "    }",
            "  }",
            "  if (maxH > 100) { out.push('the row of ' + tallest + ' is ' + maxH + ' px tall'); }",
            "  wide.scrollLeft = wide.scrollWidth;",
            "  var last = r(heads[heads.length - 1]), first = r(t.rows[1].cells[0]);",
            "  if (last.right > wr.right + 1 || last.left < first.right - 1) { out.push('the last column is not reachable beside the first: ' + last.left + '..' + last.right + ' in ' + wr.left + '..' + wr.right); }",
            "  if (Math.abs(first.left - wr.left) > 2) { out.push('the first column scrolled away: ' + first.left + ' vs ' + wr.left); }",
            "  wide.scrollLeft = 0;",
            "  var charts = 0, lassos = 0;",
            "  document.querySelectorAll('svg.timeline').forEach(function (svg) {",
            "    var h = svg.parentElement; while (h && h.tagName !== 'H2') { h = h.previousElementSibling; }",
            "    var id = h ? h.id : '?', s = r(svg);",
            "    charts++;",
            "    if (s.left < 0 || s.right > W + 1) { out.push(id + ': the chart is cut (' + s.left + '..' + s.right + ' of ' + W + ')'); }",
            "    var v = r(svg.querySelector('.violating-step'));",
            "    if (v.width < 2 || v.left < s.left || v.right > s.right + 1) { out.push(id + ': the violating state is ' + v.width + ' px at ' + v.left + '..' + v.right); }",
            "    var texts = Array.prototype.slice.call(svg.querySelectorAll('text')).map(function (e) { return {e: e, b: r(e)}; });",
            "    for (var a = 0; a < texts.length; a++) {",
            "      for (var b = a + 1; b < texts.length; b++) {",
            "        if (overlap(texts[a].b, texts[b].b)) { out.push(id + ': labels overprint: ' + texts[a].e.textContent + ' / ' + texts[b].e.textContent); }",
            "      }",
            "    }",
            "    var ll = svg.querySelector('.lasso-label');",
            "    if (ll) {",
            "      lassos++;",
            "      var lb = r(ll), loop = r(svg.querySelector('.lasso-loop'));",
            "      if (lb.bottom > loop.top + 1) { out.push(id + ': the loop label reaches into the plot'); }",
            "      svg.querySelectorAll('polyline').forEach(function (p) { if (overlap(lb, r(p))) { out.push(id + ': the loop label overprints ' + p.getAttribute('data-series')); } });",
            "    }",
            "  });",
            "  document.body.setAttribute('data-layout', JSON.stringify({width: W, visible: visible, columns: heads.length, cells: cells, charts: charts, lassos: lassos, problems: out.slice(0, 40)}));",
            "})();",
            "");

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
