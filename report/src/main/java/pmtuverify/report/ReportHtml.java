package pmtuverify.report;

import pmtuverify.trace.Replayed;
import pmtuverify.trace.TraceReplay;
import pmtuverify.trace.JsonFields;
import pmtuverify.trace.Writers;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Evidence;
import pmtuverify.props.Invariant;
import pmtuverify.props.engine.Verdict;

/**
 * specs/REPORT.html: the data of VERDICTS.md as one self-contained page (no network, no external files).
 * Each counterexample is drawn by the page's script ({@link #SCRIPT}); the script sets {@code data-timelines} (PLPMTUD)
 * and {@code data-hystart-charts} on the body to the numbers drawn, which a headless browser test reads back.
 */
public final class ReportHtml {
    private ReportHtml() {}

    /**
     * A cell's colour, from the records it shows (its own record, the SMT records and the kernel runs that witness it):
     * VIOLATED when every shown record that decides anything has a witness; MIXED when some shown records violate it and
     * others do not (over other events or domains: an SMT witness over every value beside a closed standard search);
     * otherwise from the strongest clean record shown: PROVEN-SMT for an SMT proof over every event sequence and every
     * value, PROVEN for any other closed record (an SMT proof over part of the state machine or domain sane, a closed
     * explorer search), BOUNDED for a bound or a sample, OPEN when nothing shown went beyond a partial search.
     */
    public static String cssClass(List<Evidence> shown) {
        boolean any = false;
        boolean all = true;
        for (Evidence e : shown) {
            if (e.violated()) {
                any = true;
            } else if (e.reach() != Evidence.Reach.PARTIAL && e.method() != Evidence.Method.RANDOM || e == shown.get(0)) {
                all = false;
            }
        }
        if (any) {
            return all ? "VIOLATED" : "MIXED";
        }
        Evidence best = strongestClean(shown);
        return switch (best.reach()) {
            case CLOSED -> provenEverywhere(best) ? "PROVEN-SMT" : "PROVEN";
            case BOUNDED, SAMPLED -> "BOUNDED";
            case PARTIAL -> "OPEN";
        };
    }

    /** An SMT proof over every event sequence and every value the C types allow (not fair paths only). */
    static boolean provenEverywhere(Evidence e) {
        return e.method() == Evidence.Method.SMT && e.reach() == Evidence.Reach.CLOSED && e.domain() == Evidence.Scope.ALL
                && e.events().startsWith(Evidence.EVERY_SEQUENCE) && !e.events().endsWith(Checks.FAIR_PATHS);
    }

    /** How strong a record without a witness is: a proof over everything, any other closed record, a bound, a sample, a partial search. */
    static int cleanRank(Evidence e) {
        if (provenEverywhere(e)) {
            return 5;
        }
        return switch (e.reach()) {
            case CLOSED -> e.method() == Evidence.Method.SMT && e.domain() == Evidence.Scope.ALL ? 4 : 3;
            case BOUNDED -> 2;
            case SAMPLED -> 1;
            case PARTIAL -> 0;
        };
    }

    /** How strong a witness is for this page: a run on the kernel, an SMT witness over every value, over sane, the explorer's, a random run's. */
    static int witnessRank(Evidence e) {
        return switch (e.method()) {
            case KERNEL -> 4;
            case SMT -> e.domain() == Evidence.Scope.ALL ? 3 : 2;
            case EXPLORER -> 1;
            case RANDOM -> 0;
        };
    }

    static Evidence strongestClean(List<Evidence> shown) {
        Evidence best = shown.get(0);
        for (Evidence e : shown) {
            if (!e.violated() && (best.violated() || cleanRank(e) > cleanRank(best))) {
                best = e;
            }
        }
        return best;
    }

    static Evidence strongestWitness(List<Evidence> shown) {
        Evidence best = null;
        for (Evidence e : shown) {
            if (e.violated() && (best == null || witnessRank(e) > witnessRank(best))) {
                best = e;
            }
        }
        return best;
    }

    /**
     * A record in a few words: the verdict, the method and what bounds it (the domain of an SMT record, the events of a
     * proof over part of the state machine, the depth of a bound, the count of a sample). The record's full label is
     * one click away ({@code <details>}) and in the cell's title.
     */
    static String shortLabel(Evidence e) {
        if (e.violated()) {
            return switch (e.method()) {
                case KERNEL -> "VIOLATED \u00b7 kernel";
                case SMT -> "VIOLATED \u00b7 SMT, " + (e.domain() == Evidence.Scope.ALL ? "every value" : "sane");
                case EXPLORER -> "VIOLATED \u00b7 explorer";
                case RANDOM -> "VIOLATED \u00b7 random";
            };
        }
        if (e.method() == Evidence.Method.SMT) {
            String events = e.events().startsWith(Evidence.EVERY_SEQUENCE) ? "every sequence"
                    : e.events().startsWith(pmtuverify.props.pmtu.Profile.STEADY.words) || e.events().startsWith("the steady path") ? "steady path"
                    : e.events().startsWith("each encoded transition") ? "each transition" : "part";
            if (e.events().endsWith(Checks.FAIR_PATHS)) {
                events += ", fair paths";
            }
            return (e.reach() == Evidence.Reach.CLOSED ? "PROVEN \u00b7 SMT, " : "OPEN \u00b7 SMT, ") + events + ", "
                    + (e.domain() == Evidence.Scope.ALL ? "every value" : "sane");
        }
        return switch (e.reach()) {
            case CLOSED -> "PROVEN \u00b7 " + e.method().words + ", " + e.events().split(",")[0]
                    + (e.events().endsWith(Checks.FAIR_PATHS) ? ", fair paths" : "") + ", " + e.domain().words;
            case BOUNDED -> "no violation \u00b7 within " + e.depth() + " events";
            case SAMPLED -> "no violation \u00b7 in " + e.runs() + " runs";
            case PARTIAL -> "no violation \u00b7 in the part searched, search incomplete";
        };
    }

    /**
     * A cell's one label: its strongest witness, or its strongest clean record; a MIXED cell names both (the witness,
     * then what found none and over what).
     */
    public static String cellLabel(List<Evidence> shown) {
        Evidence w = strongestWitness(shown);
        String css = cssClass(shown);
        if (w == null) {
            return shortLabel(strongestClean(shown));
        }
        return "MIXED".equals(css) ? shortLabel(w) + " / " + shortLabel(strongestClean(shown)) : shortLabel(w);
    }

    public static String render(List<CheckSpec> specs, List<String> variants, List<Verdict> vs, List<Report.SmtCell> cells,
                         java.util.Map<String, List<KernelEvidence.Seen>> kernel, java.nio.file.Path proofs) {
        StringBuilder b = new StringBuilder(1 << 16);
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>pmtu-verify: verdicts</title>\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<style>\n")
                .append("body{font-family:sans-serif;margin:1em}table{border-collapse:collapse}div.wide{overflow-x:auto;max-width:100%}")
                .append("td,th{border:1px solid #999;padding:2px 6px;font-size:90%}")
                .append("table.verdicts th:first-child{position:sticky;left:0;z-index:1;background:#fff;text-align:left}")
                .append("table.verdicts th,table.verdicts td{font-size:80%}table.verdicts th:first-child{max-width:11em}")
                .append("table.verdicts td{min-width:6.5em;max-width:10em;vertical-align:top}table.verdicts small{font-size:85%}table.verdicts td details[open]{min-width:24em}")
                .append("summary{cursor:pointer}details ul{margin:2px 0;padding-left:1.2em;font-size:90%}")
                .append(".VIOLATED{background:#f6c6c6}.PROVEN-SMT{background:#4caf50;color:#fff;font-weight:bold}.PROVEN-SMT a{color:#fff}")
                .append(".PROVEN{background:#c6ecc6}.BOUNDED{background:#eef5d8}.OPEN{background:#e8e8e8}.MIXED{background:#f6e2b0}.na{color:#999}")
                .append("span.key{display:inline-block;padding:0 6px;margin:0 2px;border:1px solid #999}")
                .append("pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:80%;background:#f4f4f4;padding:4px}code{overflow-wrap:anywhere}")
                .append("svg.timeline{border:1px solid #ccc;background:#fff;max-width:100%;height:auto}.violating{font-weight:bold;color:#b00}\n")
                .append("</style>\n</head>\n<body data-timelines=\"0\">\n");
        defects(b, specs, vs, kernel);
        b.append("<h1>Verdicts</h1>\n<p>Generated by <code>./pmtu report</code> with VERDICTS.md, from the same evidence ")
                .append("records and with the same labels (VERDICTS.md defines them); the statements and replay tables are there. ")
                .append("Each cell shows one short label, its strongest record: a witness (the kernel's, then SMT's over every ")
                .append("value, over domain sane, the explorer's, a random run's), else the strongest record that found none; a ")
                .append("cell whose records disagree names both. Open a cell (or hover) for every record's full label: the events, ")
                .append("the domain and the bound it covers. The colour comes from the records the cell shows: ")
                .append("<span class=\"key VIOLATED\">red</span> every deciding record violated; ")
                .append("<span class=\"key MIXED\">amber</span> some violated and others not (over other events or domains); ")
                .append("<span class=\"key PROVEN-SMT\">dark green</span> PROVEN by SMT over every event sequence and every value; ")
                .append("<span class=\"key PROVEN\">green</span> PROVEN over part of the state machine, domain sane, or a closed ")
                .append("explorer search; <span class=\"key BOUNDED\">pale green</span> no violation within a bound or a sample; ")
                .append("<span class=\"key OPEN\">grey</span> a search or proof that did not finish. The first column stays ")
                .append("in view while the table scrolls sideways. Each counterexample below replays with ")
                .append("<code>./pmtu replay specs/counterexamples/FILE</code>.</p>\n<div class=\"wide\"><table class=\"verdicts\">\n<tr><th>invariant</th>");
        for (String v : variants) {
            b.append("<th>").append(breakable(v)).append("</th>");
        }
        b.append("</tr>\n");
        for (CheckSpec s : specs) {
            String id = s.invariant().id();
            b.append("<tr><th>").append(breakable(id)).append("</th>");
            for (String v : variants) {
                Verdict d = Report.find(vs, id, v);
                if (d == null) {
                    b.append("<td class=\"na\">n/a</td>");
                    continue;
                }
                List<Report.SmtCell> smt = Report.smt(cells, id, v);
                List<KernelEvidence.Seen> seen = Report.kernelFor(d, kernel);
                // what the cell shows: its record, the SMT records, the kernel runs that witness it; the colour and
                // the one label come from these alone
                List<Report.Shown> labels = new java.util.ArrayList<>(Report.shown(d, smt, proofs));
                List<Evidence> shown = new java.util.ArrayList<>();
                shown.add(d.record);
                for (Report.SmtCell c : smt) {
                    shown.add(c.record(proofs));
                }
                for (KernelEvidence.Seen k : seen) {
                    Evidence e = Report.kernelRecord(k);
                    shown.add(e);
                    labels.add(new Report.Shown(e.label(), null, null));
                }
                String css = cssClass(shown);
                StringBuilder title = new StringBuilder();
                StringBuilder list = new StringBuilder();
                for (Report.Shown x : labels) {
                    // the cell's own counterexample is drawn on this page: its label links there
                    String href = x.link() == null ? null : x.link().startsWith("counterexamples/") ? "#" + anchor(id, v) : x.link();
                    String text = x.label() + (x.note() == null ? "" : " (" + x.note() + ")");
                    title.append(title.length() == 0 ? "" : "\n").append(text);
                    list.append("<li>").append(href == null ? esc(text) : "<a href=\"" + esc(href) + "\">" + esc(text) + "</a>").append("</li>");
                }
                b.append("<td class=\"").append(css).append("\" title=\"").append(esc(title.toString())).append("\"><details><summary>")
                        .append(summary(cellLabel(shown))).append("</summary><ul>").append(list).append("</ul></details></td>");
            }
            b.append("</tr>\n");
        }
        b.append("</table></div>\n<h1>Evidence records</h1>\n<div class=\"wide\"><table>\n<tr><th>invariant</th><th>variant</th><th>method</th><th>label</th></tr>\n");
        for (CheckSpec s : specs) {
            for (String v : s.variants()) {
                Verdict d = Report.find(vs, s.invariant().id(), v);
                if (d == null) {
                    continue;
                }
                for (Evidence e : Report.records(d, Report.smt(cells, s.invariant().id(), v), Report.kernelFor(d, kernel), proofs)) {
                    b.append("<tr><td>").append(esc(s.invariant().id())).append("</td><td>").append(esc(v)).append("</td><td>")
                            .append(esc(e.method().words)).append("</td><td>").append(esc(e.label())).append("</td></tr>\n");
                }
            }
        }
        b.append("</table></div>\n<h1>Counterexamples</h1>\n");
        for (CheckSpec s : specs) {
            Invariant inv = s.invariant();
            for (String v : s.variants()) {
                Verdict d = Report.find(vs, inv.id(), v);
                if (d == null || d.counterexample == null) {
                    continue;
                }
                List<String> trace = d.counterexample.trace();
                List<Replayed> after = TraceReplay.rows(trace);
                b.append("<h2 id=\"").append(anchor(inv.id(), v)).append("\">").append(esc(inv.id())).append(" on ")
                        .append(esc(v)).append("</h2>\n<p>").append(esc(inv.statement())).append("</p>\n<p class=\"violating\">")
                        .append(esc(d.counterexample.detail())).append(" (line ").append(d.counterexample.violatingLine())
                        .append(" of ").append(trace.size()).append(", <code>counterexamples/").append(esc(inv.id())).append('-')
                        .append(esc(v)).append(".jsonl</code>)</p>\n");
                ArrayNode states = JsonFields.mapper().createArrayNode();
                for (Replayed a : after) {
                    // each state as replay prints it (the same text a parse and a re-serialization would give)
                    states.addRawValue(new com.fasterxml.jackson.databind.util.RawValue(a.json()));
                }
                ObjectNode data = JsonFields.mapper().createObjectNode();
                data.put("violating", d.counterexample.violatingLine());
                int[] loop = loop(d.counterexample.detail());
                if (loop != null) {
                    data.putArray("loop").add(loop[0]).add(loop[1]);
                }
                JsonFields config = JsonFields.parse(1, trace.get(0));
                if (config.has("path_mtu")) {
                    data.put("path_mtu", config.integer("path_mtu", Integer.MIN_VALUE, Integer.MAX_VALUE, 0));
                }
                data.set("states", states);
                b.append("<div class=\"timeline\"><script type=\"application/json\">")
                        .append(data.toString().replace("</", "<\\/")).append("</script></div>\n<pre>");
                for (int i = 0; i < trace.size(); i++) {
                    String mark = i + 1 == d.counterexample.violatingLine() ? "&gt;" : " ";
                    b.append(mark).append(String.format("%3d  ", i + 1)).append(esc(trace.get(i))).append('\n');
                }
                b.append("</pre>\n");
                if (inv.protocol() == pmtuverify.props.Protocol.PLPMTUD) {
                    b.append("<p class=\"sysctls\">").append(esc(SysctlDistance.sentence(trace))).append("</p>\n");
                    List<Explain.Need> needs = Explain.of(inv.id(), trace);
                    if (!needs.isEmpty()) {
                        b.append("<p>Explain (the same events replayed with one sysctl at a time at the kernel's default):</p>\n<ul class=\"explain\">");
                        for (Explain.Need n : needs) {
                            b.append("<li>").append(esc(n.words())).append("</li>");
                        }
                        b.append("</ul>\n");
                    }
                    b.append("<p class=\"writers\">Last writers, after line ").append(d.counterexample.violatingLine())
                            .append(", of the fields the formula reads: ")
                            .append(esc(Writers.prose(Writers.at(inv.id(), trace, d.counterexample.violatingLine())))).append("</p>\n");
                }
                if (!d.causes.isEmpty()) {
                    b.append("<p>Causes (the deciding statements at the violating line: the last writer of each field the formula reads, ")
                            .append("with the function it was called from, and any floor of __tcp_mtu_to_mss that raised an MSS there); ")
                            .append(esc(d.causeSearch == null ? d.causes.size() + " found" : d.causeSearch.describe(d.causes.size())))
                            .append(":</p>\n<ol class=\"causes\">");
                    List<Causes.Found> found = new java.util.ArrayList<>();
                    if ("LATEST".equals(v)) {
                        found = LatestCauses.of(d, w -> Report.find(vs, inv.id(), w));
                    } else {
                        int n = 0;
                        for (java.util.Map.Entry<String, pmtuverify.props.InvariantViolation> c : d.causes.entrySet()) {
                            n++;
                            found.add(new Causes.Found(c.getKey(), c.getValue().trace(), Causes.file(inv.id(), v, n), null, null));
                        }
                    }
                    for (Causes.Found c : found) {
                        b.append("<li>").append(esc(c.cause())).append(": <code>").append(esc(c.file()))
                                .append("</code> (").append(c.trace().size()).append(" lines");
                        if (c.origin() != null && !c.origin().startsWith("LATEST")) {
                            b.append(", ").append(esc(c.origin()));
                        }
                        b.append(")");
                        if ("LATEST".equals(v)) {
                            List<String> closed = Causes.closedBy(inv.id(), c.trace());
                            b.append("; no longer broken, replayed under: ").append(esc(closed.isEmpty() ? "no FIX variant" : String.join(", ", closed)));
                        }
                        b.append("</li>");
                    }
                    b.append("</ol>\n");
                }
            }
        }
        b.append("<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return b.toString();
    }

    /**
     * Today's kernel first: each VIOLATED PLPMTUD cell of LATEST, most severe first ({@link Severity}), with what it
     * needs, what the connection suffers, after how long, its replay, causes, kernel witness and the FIX that closes it.
     */
    static void defects(StringBuilder b, List<CheckSpec> specs, List<Verdict> vs, java.util.Map<String, List<KernelEvidence.Seen>> kernel) {
        List<Severity.Defect> ds = Severity.defects(specs, vs, kernel);
        if (ds.isEmpty()) {
            return;
        }
        b.append("<h1 id=\"latest\">").append(esc(Severity.HEADING.replaceFirst("^## ", ""))).append("</h1>\n<p>Severity: high, then one ")
                .append("step down for each of a root-only sysctl away from the kernel's default, an impact milder than wasted probes, ")
                .append("more than a day of jiffies before the violation (VERDICTS.md's section of the same name says more). Each row ")
                .append("links to its counterexample below.</p>\n<div class=\"wide\"><table class=\"defects\">\n<tr><th>invariant</th>")
                .append("<th>severity</th><th>needs</th><th>suffers</th><th>after</th><th>replay</th><th>causes</th><th>kernel</th>")
                .append("<th>closed by</th></tr>\n");
        for (Severity.Defect d : ds) {
            b.append("<tr><th><a href=\"#").append(anchor(d.invariant(), "LATEST")).append("\">").append(esc(d.invariant()))
                    .append("</a></th><td class=\"").append(d.steps() == 0 ? "VIOLATED" : d.steps() == 1 ? "MIXED" : "BOUNDED").append("\">")
                    .append(esc(d.severity())).append("</td><td>").append(esc(d.needs())).append("</td><td>")
                    .append(esc(d.impact().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))).append("</td><td>")
                    .append(esc(d.after())).append("</td><td><code>").append(esc(d.replay())).append("</code></td><td>")
                    .append(esc(d.causes())).append("</td><td>").append(esc(d.witness())).append("</td><td>")
                    .append(esc(d.closedBy().isEmpty() ? "none" : String.join(", ", d.closedBy()))).append("</td></tr>\n");
        }
        b.append("</table></div>\n");
    }

    /**
     * Draws each counterexample as an SVG of two panels, both as step plots (a state holds from one trace line to the
     * next): for PLPMTUD, IP datagram sizes (search_low, search_high, the route MTU, the path MTU, and each probe sent,
     * acked, lost, cancelled or refused) above TCP segment sizes (mss_cache); for HyStart, delay_min, curr_rtt, the delay
     * exit's bound, the RTT samples and the ACK-train threshold above snd_cwnd and snd_ssthresh. A lasso's loop is shaded.
     */
    public static final String SCRIPT = String.join("\n",
            "(function () {",
            "  var NS = 'http://www.w3.org/2000/svg';",
            "  var UNSET = 4294967295;",
            "  function el(name, attrs, parent) {",
            "    var e = document.createElementNS(NS, name);",
            "    for (var k in attrs) { e.setAttribute(k, attrs[k]); }",
            "    if (parent) { parent.appendChild(e); }",
            "    return e;",
            "  }",
            "  function text(parent, x, y, s, attrs) {",
            "    var a = {x: x, y: y, 'font-size': 10};",
            "    for (var k in attrs || {}) { a[k] = attrs[k]; }",
            "    var t = el('text', a, parent); t.textContent = s; return t;",
            "  }",
            "  // a tick's value; from a million on in powers of ten (-1.5e9), which fit beside the axis label",
            "  function tickText(v) {",
            "    if (Math.abs(v) < 1e6) { return String(Math.round(v)); }",
            "    var e = Math.floor(Math.log10(Math.abs(v)));",
            "    return String(Math.round(v / Math.pow(10, e) * 10) / 10) + 'e' + e;",
            "  }",
            "  // round tick values: 1, 2 or 5 times a power of ten, about five of them",
            "  function ticks(lo, hi) {",
            "    var span = hi - lo, raw = span / 5, p = Math.pow(10, Math.floor(Math.log10(raw))), out = [];",
            "    var step = Math.max(1, raw / p < 1.5 ? p : raw / p < 3.5 ? 2 * p : raw / p < 7.5 ? 5 * p : 10 * p);",
            "    for (var v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) { out.push(v); }",
            "    return out;",
            "  }",
            "  // T: a band above the plots for the loop's label, which then overprints neither data nor legend",
            "  var W = 760, L = 70, R = 190, PH = 150, GAP = 46, T = 26;",
            "  // n states, each its own column: state i holds from x(i) to x(i + 1), the last one up to the right edge",
            "  function x(i, n) { return L + (W - L - R) * i / n; }",
            "  // a panel: its own y axis (label, ticks), the x axis (trace lines), and a function from value to y",
            "  function panel(svg, top, lo, hi, label, n, lines) {",
            "    if (hi === lo) { hi = lo + 1; }",
            "    var pad = (hi - lo) * 0.06; lo -= pad; hi += pad;",
            "    var y = function (v) { return top + PH * (1 - (v - lo) / (hi - lo)); };",
            "    el('line', {x1: L, y1: top + PH, x2: W - R, y2: top + PH, stroke: '#000'}, svg);",
            "    el('line', {x1: L, y1: top, x2: L, y2: top + PH, stroke: '#000', 'class': 'y-axis'}, svg);",
            "    ticks(lo, hi).forEach(function (v) {",
            "      el('line', {x1: L - 3, y1: y(v), x2: L, y2: y(v), stroke: '#000'}, svg);",
            "      el('line', {x1: L, y1: y(v), x2: W - R, y2: y(v), stroke: '#eee'}, svg);",
            "      text(svg, L - 5, y(v) + 3, tickText(v), {'text-anchor': 'end', 'class': 'tick'});",
            "    });",
            "    var t = text(svg, 12, top + PH / 2, label, {'text-anchor': 'middle', transform: 'rotate(-90 12 ' + (top + PH / 2) + ')', 'class': 'axis-label'});",
            "    var every = Math.max(1, Math.ceil(lines / 20));",
            "    for (var i = 0; i < lines; i += every) {",
            "      el('line', {x1: x(i + 0.5, n), y1: top + PH, x2: x(i + 0.5, n), y2: top + PH + 3, stroke: '#000'}, svg);",
            "      text(svg, x(i + 0.5, n), top + PH + 13, String(i + 1), {'text-anchor': 'middle', 'class': 'tick'});",
            "    }",
            "    text(svg, (L + W - R) / 2, top + PH + 26, 'trace line (state after the line; 1 = the config line)', {'text-anchor': 'middle', 'class': 'axis-label'});",
            "    return y;",
            "  }",
            "  // a step plot: the value holds from one line to the next, then changes",
            "  function steps(svg, st, key, y, n, color, dash, name) {",
            "    var pts = [], prev = null;",
            "    st.forEach(function (s, i) {",
            "      var v = s[key];",
            "      if (v === null || v === undefined || v === UNSET) { prev = null; return; }",
            "      if (prev !== null) { pts.push(x(i, n) + ',' + y(prev)); }",
            "      pts.push(x(i, n) + ',' + y(v)); prev = v;",
            "    });",
            "    if (prev !== null) { pts.push((W - R) + ',' + y(prev)); }",
            "    if (pts.length) {",
            "      el('polyline', {points: pts.join(' '), fill: 'none', stroke: color, 'stroke-width': 2, 'stroke-dasharray': dash || '', 'data-series': name || key}, svg);",
            "    }",
            "  }",
            "  function legend(svg, k, top, color, label, marker) {",
            "    var yy = top + 12 + 14 * k;",
            "    if (marker) { marker(svg, W - R + 14, yy - 4); } else { el('line', {x1: W - R + 8, y1: yy - 4, x2: W - R + 22, y2: yy - 4, stroke: color, 'stroke-width': 2}, svg); }",
            "    text(svg, W - R + 28, yy, label, {fill: color, 'font-size': 11});",
            "  }",
            "  var MARK = {",
            "    sent: function (svg, cx, cy) { return el('circle', {cx: cx, cy: cy, r: 4, fill: '#ff7f0e', 'class': 'probe'}, svg); },",
            "    acked: function (svg, cx, cy) { return el('path', {d: 'M' + (cx - 4) + ' ' + cy + ' l3 4 l6 -8', stroke: '#2ca02c', 'stroke-width': 2.5, fill: 'none', 'class': 'probe-acked'}, svg); },",
            "    lost: function (svg, cx, cy) { return el('path', {d: 'M' + (cx - 4) + ' ' + (cy - 4) + ' l8 8 m0 -8 l-8 8', stroke: '#d62728', 'stroke-width': 2.5, 'class': 'probe-lost'}, svg); },",
            "    cancelled: function (svg, cx, cy) { return el('path', {d: 'M' + (cx - 5) + ' ' + cy + ' l10 0', stroke: '#7f7f7f', 'stroke-width': 3, 'class': 'probe-cancelled'}, svg); },",
            "    refused: function (svg, cx, cy) { return el('rect', {x: cx - 4, y: cy - 4, width: 8, height: 8, fill: 'none', stroke: '#b00', 'stroke-width': 2, 'class': 'probe-refused'}, svg); }",
            "  };",
            "  function lasso(svg, data, n, top, height) {",
            "    if (!data.loop) { return; }",
            "    // the loop's states, first to last, each its whole column; the label in the band above the plots",
            "    var a = x(data.loop[0] - 1, n), b = x(data.loop[1], n);",
            "    el('rect', {x: a, y: top, width: Math.max(2, b - a), height: height, fill: '#9467bd', 'fill-opacity': 0.15, 'class': 'lasso-loop'}, svg);",
            "    el('line', {x1: a, y1: top - 6, x2: b, y2: top - 6, stroke: '#9467bd', 'stroke-width': 2}, svg);",
            "    var s = 'loop: lines ' + data.loop[0] + '..' + data.loop[1] + ', repeats forever';",
            "    var left = a + 240 <= W - R;",
            "    text(svg, left ? a : b, top - 10, s, {'text-anchor': left ? 'start' : 'end', fill: '#9467bd', 'class': 'lasso-label'});",
            "  }",
            "  function VMARK(g, cx, cy) { return el('rect', {x: cx - 6, y: cy - 5, width: 12, height: 10, fill: '#d62728', 'fill-opacity': 0.18, stroke: '#b00', 'stroke-dasharray': '3 2'}, g); }",
            "  function violating(svg, data, n, top, height) {",
            "    // the violating state's whole column, shaded, with a dashed line where it begins",
            "    var v = data.violating - 1;",
            "    el('rect', {x: x(v, n), y: top, width: Math.max(3, x(v + 1, n) - x(v, n)), height: height, fill: '#d62728', 'fill-opacity': 0.18, 'class': 'violating-step'}, svg);",
            "    el('line', {x1: x(v, n), y1: top, x2: x(v, n), y2: top + height, stroke: '#b00', 'stroke-dasharray': '4 3'}, svg);",
            "  }",
            "  function plpmtud(div, data) {",
            "    var st = data.states, n = st.length, lines = st.length;",
            "    var mtuKeys = ['search_low', 'search_high', 'route_mtu'];",
            "    var lo = Infinity, hi = -Infinity;",
            "    function see(v) { if (v !== null && v !== undefined) { lo = Math.min(lo, v); hi = Math.max(hi, v); } }",
            "    st.forEach(function (s) { mtuKeys.forEach(function (k) { see(s[k]); }); if (s.sent > 0) { see(s.sent); } });",
            "    if (data.path_mtu) { see(data.path_mtu); }",
            "    var mlo = Infinity, mhi = -Infinity;",
            "    st.forEach(function (s) { mlo = Math.min(mlo, s.mss_cache); mhi = Math.max(mhi, s.mss_cache); });",
            "    var H = T + PH + GAP + PH + 40;",
            "    var svg = el('svg', {'class': 'timeline', width: W, height: H, viewBox: '0 0 ' + W + ' ' + H});",
            "    var top2 = T + PH + GAP;",
            "    lasso(svg, data, n, T, top2 + PH - T);",
            "    var y = panel(svg, T, lo, hi, 'IP datagram bytes (MTU)', n, lines);",
            "    steps(svg, st, 'search_low', y, n, '#1f77b4');",
            "    steps(svg, st, 'search_high', y, n, '#d62728');",
            "    steps(svg, st, 'route_mtu', y, n, '#555', '6 3');",
            "    if (data.path_mtu) {",
            "      el('line', {x1: L, y1: y(data.path_mtu), x2: W - R, y2: y(data.path_mtu), stroke: '#8c564b', 'stroke-dasharray': '2 3', 'stroke-width': 2, 'data-series': 'path_mtu'}, svg);",
            "    }",
            "    st.forEach(function (s, i) {",
            "      var prev = i > 0 ? st[i - 1] : null;",
            "      if (s.sent > 0) { MARK.sent(svg, x(i, n), y(s.sent)); }",
            "      if (prev && prev.probe_size > 0 && !(s.probe_size > 0 && s.event === 'xmit')) {",
            "        var at = y(prev.probe_size);",
            "        if (s.event === 'probe_acked') { MARK.acked(svg, x(i, n), at); }",
            "        else if (s.event === 'probe_lost') { MARK.lost(svg, x(i, n), at); }",
            "        else if (s.probe_size === 0) { MARK.cancelled(svg, x(i, n), at); }",
            "      }",
            "      // IP output refused the probe (its datagram above the route MTU): drawn on the route's line",
            "      if (s.refused) { MARK.refused(svg, x(i, n), y(s.route_mtu)); }",
            "    });",
            "    violating(svg, data, n, T, top2 + PH - T);",
            "    var k = 0;",
            "    legend(svg, k++, T, '#1f77b4', 'search_low');",
            "    legend(svg, k++, T, '#d62728', 'search_high');",
            "    legend(svg, k++, T, '#555', 'route MTU');",
            "    if (data.path_mtu) { legend(svg, k++, T, '#8c564b', 'path MTU ' + data.path_mtu); }",
            "    legend(svg, k++, T, '#ff7f0e', 'probe sent', MARK.sent);",
            "    legend(svg, k++, T, '#2ca02c', 'probe acked', MARK.acked);",
            "    legend(svg, k++, T, '#d62728', 'probe lost', MARK.lost);",
            "    legend(svg, k++, T, '#7f7f7f', 'probe cancelled', MARK.cancelled);",
            "    legend(svg, k++, T, '#b00', 'probe refused (> route)', MARK.refused);",
            "    legend(svg, k++, T, '#b00', 'violating state', VMARK);",
            "    var y2 = panel(svg, top2, mlo, mhi, 'TCP segment bytes (MSS)', n, lines);",
            "    steps(svg, st, 'mss_cache', y2, n, '#2ca02c');",
            "    legend(svg, 0, top2, '#2ca02c', 'mss_cache');",
            "    div.appendChild(svg);",
            "  }",
            "  function hystart(div, data) {",
            "    var st = data.states, n = st.length, lines = st.length;",
            "    st.forEach(function (s) {",
            "      // the delay exit's bound: delay_min + HYSTART_DELAY_THRESH(delay_min >> 3), the clamp in 4..16 ms",
            "      s.delay_exit = s.delay_min ? s.delay_min + Math.min(16000, Math.max(4000, Math.floor(s.delay_min / 8))) : null;",
            "    });",
            "    var lo = Infinity, hi = -Infinity;",
            "    st.forEach(function (s) { ['delay_min', 'curr_rtt', 'delay', 'threshold', 'delay_exit'].forEach(function (k) {",
            "      var v = s[k]; if (v !== null && v !== undefined && v !== UNSET) { lo = Math.min(lo, v); hi = Math.max(hi, v); } }); });",
            "    if (lo === Infinity) { lo = 0; hi = 1; }",
            "    var clo = Infinity, chi = -Infinity;",
            "    st.forEach(function (s) { clo = Math.min(clo, s.cwnd); chi = Math.max(chi, s.cwnd); if (s.ssthresh < 2147483647) { chi = Math.max(chi, s.ssthresh); } });",
            "    var H = T + PH + GAP + PH + 40, top2 = T + PH + GAP;",
            "    var svg = el('svg', {'class': 'timeline hystart', width: W, height: H, viewBox: '0 0 ' + W + ' ' + H});",
            "    var y = panel(svg, T, lo, hi, 'microseconds', n, lines);",
            "    steps(svg, st, 'delay_min', y, n, '#1f77b4');",
            "    steps(svg, st, 'curr_rtt', y, n, '#d62728');",
            "    steps(svg, st, 'delay_exit', y, n, '#9467bd', '6 3');",
            "    st.forEach(function (s, i) {",
            "      if (s.delay !== null && s.delay !== undefined) { el('circle', {cx: x(i, n), cy: y(s.delay), r: 3, fill: '#7f7f7f', 'class': 'rtt-sample'}, svg); }",
            "      if (s.threshold !== null && s.threshold !== undefined) { el('rect', {x: x(i, n) - 3, y: y(s.threshold) - 3, width: 6, height: 6, fill: '#ff7f0e', 'class': 'train-threshold'}, svg); }",
            "    });",
            "    violating(svg, data, n, T, top2 + PH - T);",
            "    legend(svg, 0, T, '#1f77b4', 'delay_min');",
            "    legend(svg, 1, T, '#d62728', 'curr_rtt (round minimum)');",
            "    legend(svg, 2, T, '#9467bd', 'delay exit bound');",
            "    legend(svg, 3, T, '#7f7f7f', 'RTT sample (delay)', function (g, cx, cy) { return el('circle', {cx: cx, cy: cy, r: 3, fill: '#7f7f7f'}, g); });",
            "    legend(svg, 4, T, '#ff7f0e', 'ACK-train threshold', function (g, cx, cy) { return el('rect', {x: cx - 3, y: cy - 3, width: 6, height: 6, fill: '#ff7f0e'}, g); });",
            "    legend(svg, 5, T, '#b00', 'violating state', VMARK);",
            "    var y2 = panel(svg, top2, clo, chi, 'packets', n, lines);",
            "    steps(svg, st, 'cwnd', y2, n, '#2ca02c');",
            "    st.forEach(function (s) { if (s.ssthresh >= 2147483647) { s.ssthresh_shown = null; } else { s.ssthresh_shown = s.ssthresh; } });",
            "    steps(svg, st, 'ssthresh_shown', y2, n, '#8c564b', '6 3', 'ssthresh');",
            "    legend(svg, 0, top2, '#2ca02c', 'snd_cwnd');",
            "    legend(svg, 1, top2, '#8c564b', 'snd_ssthresh (once set)');",
            "    div.appendChild(svg);",
            "  }",
            "  var drawn = 0, hy = 0;",
            "  document.querySelectorAll('div.timeline').forEach(function (div) {",
            "    var data = JSON.parse(div.querySelector('script').textContent);",
            "    if (!data.states.length) { return; }",
            "    if ('search_low' in data.states[0]) { plpmtud(div, data); drawn++; }",
            "    else if ('delay_min' in data.states[0]) { hystart(div, data); hy++; }",
            "  });",
            "  document.body.setAttribute('data-timelines', String(drawn));",
            "  document.body.setAttribute('data-hystart-charts', String(hy));",
            "})();",
            "");

    /** The loop's first and last trace lines of a lasso's detail ("loop is lines A..B"), or null. */
    public static int[] loop(String detail) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("loop is lines (\\d+)\\.\\.(\\d+)").matcher(detail);
        return m.find() ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))} : null;
    }

    public static String anchor(String id, String v) {
        return (id + "-" + v).toLowerCase();
    }

    /** A cell's label as its summary: the verdict word on its own line, what bounds it below in smaller type. */
    static String summary(String label) {
        int dot = label.indexOf(" \u00b7 ");
        return dot < 0 ? "<b>" + esc(label) + "</b>" : "<b>" + esc(label.substring(0, dot)) + "</b><br><small>" + esc(label.substring(dot + 3)) + "</small>";
    }

    /** A name escaped, with a line-break opportunity after each underscore (a narrow column wraps FIX_PROBE_IN_RANGE there). */
    static String breakable(String s) {
        return esc(s).replace("_", "_<wbr>");
    }

    public static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
