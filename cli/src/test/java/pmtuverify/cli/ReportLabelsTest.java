package pmtuverify.cli;

import pmtuverify.report.Report;
import pmtuverify.report.KernelEvidence;
import pmtuverify.report.Checks;
import pmtuverify.trace.JsonFields;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pmtuverify.props.Evidence;
import pmtuverify.props.engine.Verdict;

/**
 * The report on a few cells (not the whole catalogue): VERDICTS.md, REPORT.html, check and check --json show the
 * same record-derived label per cell, SMT evidence included, and a contradiction stops generation.
 */
class ReportLabelsTest {
    /** TERMINATION on V1 (closed), V5 (violated), LATEST and FIX_PROBE_IN_RANGE (the FIX table), with the checked-in SMT cells. */
    static Map<String, String> small(List<Verdict> vs) {
        return Report.render(vs, Report.smtCells(), Map.of(), Report.proofsDir(), 50, 1);
    }

    static List<Verdict> termination() {
        List<Verdict> vs = new ArrayList<>();
        for (String v : new String[] {"V1", "V5", "LATEST", "FIX_PROBE_IN_RANGE"}) {
            vs.addAll(Checks.withExplorer(Checks.run(v, "TERMINATION", 50, 1)));
        }
        return vs;
    }

    @Test
    void everyOutputShowsTheRecordsLabel() throws Exception {
        List<Verdict> vs = termination();
        Map<String, String> files = small(vs);
        String md = files.get("VERDICTS.md");
        String html = files.get("REPORT.html");
        Verdict v1 = Report.find(vs, "TERMINATION", "V1");
        Verdict v5 = Report.find(vs, "TERMINATION", "V5");
        // V1: the explorer closes the steady profile (its lassos must be fair: TERMINATION's fairness assumption); the SMT
        // proof over every value finds the ranking function failing but only an unfair lasso: OPEN, that lasso its trace
        assertThat(v1.label()).isEqualTo("PROVEN (closed: any number of events; steady profile, fair paths only, standard bounds)");
        String smtAll = "OPEN (SMT: steady profile, every value)";
        String unfair = " (" + Report.Shown.UNFAIR_LASSO + ")";
        assertThat(unfair).isEqualTo(" (its trace: a lasso on an unfair path only, not a violation)");
        assertThat(md).contains("| " + v1.label() + "; [" + smtAll + "](proofs/TERMINATION-V1.jsonl)" + unfair + "; "
                + "[PROVEN (SMT: steady profile, domain sane)](proofs/PROOFS.md) |");
        assertThat(md).contains("### TERMINATION on V1: " + v1.label());
        assertThat(md).doesNotContain("PROVEN (bounded)").doesNotContain("HOLDS");
        // REPORT.html: the same labels, the open SMT cell linked to its unfair lasso; no SMT witness contradicts the
        // explorer's PROVEN under fairness, so the cell stays green
        // REPORT.html's cell: one short label, the strongest record it shows (the explorer's closed search: the SMT proof
        // over domain sane is no stronger, the one over every value is OPEN), every record's label on demand
        assertThat(html).containsPattern("<td class=\"PROVEN\" title=\"[^\"]*\"><details><summary>"
                + java.util.regex.Pattern.quote("<b>PROVEN</b><br><small>explorer, steady profile, fair paths, standard bounds</small>") + "</summary><ul><li>"
                + java.util.regex.Pattern.quote(v1.label() + "</li><li><a href=\"proofs/TERMINATION-V1.jsonl\">" + smtAll + unfair + "</a></li>"));
        // a VIOLATED SMT cell's trace is a witness: no such note
        assertThat(md).doesNotContain("(proofs/TERMINATION-V5.jsonl)" + unfair);
        assertThat(html).doesNotContain("<td class=\"PROVEN\">PROVEN</td>");
        // V5: the explorer's lasso
        assertThat(v5.label()).startsWith("VIOLATED (explorer witness, ").endsWith("lines; steady profile, fair paths only, standard bounds)");
        assertThat(md).contains("[" + v5.label() + "](counterexamples/TERMINATION-V5.jsonl)");
        assertThat(html).containsPattern("<td class=\"VIOLATED\" title=\"[^\"]*\"><details><summary><b>VIOLATED</b><br><small>[^<]*</small></summary><ul><li>"
                + java.util.regex.Pattern.quote("<a href=\"#termination-v5\">" + v5.label())
                // what the witness needs beyond probing, when it needs a root-only sysctl (Report.needs)
                + "( \\(" + java.util.regex.Pattern.quote(Report.needs(v5) == null ? "" : Report.needs(v5)) + "\\))?</a></li>");
        // the FIX table: FIX_PROBE_IN_RANGE closes TERMINATION, with its label
        Verdict fix = Report.find(vs, "TERMINATION", "FIX_PROBE_IN_RANGE");
        assertThat(md).containsPattern("\\| FIX_PROBE_IN_RANGE \\| [^|]+ \\| TERMINATION: " + java.util.regex.Pattern.quote(fix.label()) + " \\|");
        // check and check --json: the random engine's record, by the same rule
        CliTest.Result r = CliTest.run("", "check", "--invariant", "TERMINATION", "--variant", "V1", "--tries", "50");
        Verdict quick = Checks.run("V1", "TERMINATION", 50, 1).get(0);
        assertThat(quick.label()).isEqualTo("no violation in 50 runs of up to 40 events (steady profile, fair paths only, wide domains)");
        assertThat(r.out).contains("TERMINATION", "V1", quick.label() + "\n");
        JsonNode o = JsonFields.mapper().readTree(
                CliTest.run("", "check", "--invariant", "TERMINATION", "--variant", "V1", "--tries", "50", "--json").out.trim());
        assertThat(o.get("label").asText()).isEqualTo(quick.label());
        assertThat(o.get("record").get("method").asText()).isEqualTo("random engine");
        assertThat(o.get("record").get("reach").asText()).isEqualTo("SAMPLED");
        // the SMT cell over every value is OPEN (its lasso is unfair): no witness for check to cite against its answer
        assertThat(o.path("report_differs").asText()).doesNotContain("TERMINATION-V1.jsonl");
    }

    @Test
    void checkNamesTheReportsCounterexampleWhereItsQuickAnswerDiffers() throws Exception {
        // 5 runs of the delay-exit kind miss the spurious exit the report found on HYSTART_BEFORE (seed 1)
        CliTest.Result r = CliTest.run("", "check", "--invariant", "HY_NO_SPURIOUS_DELAY_EXIT", "--variant", "HYSTART_BEFORE",
                "--tries", "5");
        assertThat(r.code).isZero();
        assertThat(r.out.replaceAll("\\s+", " ")).contains("HY_NO_SPURIOUS_DELAY_EXIT", "no violation in 5 runs of up to 11 events (delay exit kind, "
                + "the kind's HyStart bounds)", "the report has a counterexample (specs/counterexamples/HY_NO_SPURIOUS_DELAY_EXIT-HYSTART_BEFORE.jsonl)");
        // one line names both labels: the report's (read from the checked-in VERDICTS.md) and this check's
        String stored = Report.storedLabels(Report.projectHome().toPath().resolve("specs")).get("HY_NO_SPURIOUS_DELAY_EXIT on HYSTART_BEFORE");
        assertThat(stored).startsWith("VIOLATED (");
        String quick = Checks.run("HYSTART_BEFORE", "HY_NO_SPURIOUS_DELAY_EXIT", 5, 1).get(0).label();
        assertThat(r.out.replaceAll("\\s+", " ")).contains(" the report (specs/VERDICTS.md) says " + stored + " where this check says " + quick + " ");
        CliTest.Result j = CliTest.run("", "check", "--invariant", "HY_NO_SPURIOUS_DELAY_EXIT", "--variant", "HYSTART_BEFORE", "--tries", "5", "--json");
        JsonNode o = JsonFields.mapper().readTree(j.out.trim());
        assertThat(o.get("report_differs").asText()).startsWith("the report (specs/VERDICTS.md) says " + stored + " where this check says " + quick + "; ");
        assertThat(o.get("report_label").asText()).isEqualTo(stored);
        // a cell where both agree says nothing more
        CliTest.Result same = CliTest.run("", "check", "--invariant", "HY_NO_SPURIOUS_DELAY_EXIT", "--variant", "HYSTART_LATEST");
        assertThat(same.out).doesNotContain("the report");
    }

    @Test
    void aContradictionStopsGeneration() {
        // a witness on the standard bounds beside a closed search of the same events and domain
        Evidence.Witness w = new Evidence.Witness("counterexamples/TERMINATION-V1.jsonl", 3, 3);
        Evidence closed = new Evidence(Evidence.Method.EXPLORER, "steady profile", Evidence.Scope.STANDARD, Evidence.Reach.CLOSED, 0, 200, null);
        Evidence found = new Evidence(Evidence.Method.RANDOM, "steady profile", Evidence.Scope.STANDARD, Evidence.Reach.SAMPLED, 7, 40, w);
        Verdict bad = new Verdict("TERMINATION", "V1", Verdict.Kind.PROVEN, Map.of(), null, closed, List.of(closed, found));
        assertThatThrownBy(() -> small(List.of(bad)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("contradicting evidence for TERMINATION on V1: " + closed.label() + " contradicts " + found.label())
                // the checked-in SMT proof over domain sane (which holds the standard bounds) is contradicted too
                .hasMessageEndingWith("; " + found.label() + " contradicts PROVEN (SMT: steady profile, domain sane)");
        // the same records over the wide domains stand side by side
        Evidence wide = new Evidence(Evidence.Method.RANDOM, "steady profile", Evidence.Scope.WIDE, Evidence.Reach.SAMPLED, 7, 40, w);
        Report.requireConsistent("TERMINATION", "V1", List.of(closed, wide));
    }

    /**
     * A cell of ./pmtu prove over every event sequence keeps its own events in its label, PROVEN or VIOLATED: never the
     * steady profile's (which a PROBE_WITHIN_RANGE cell of the steady path takes), so its witness, a general sequence,
     * is never compared with the steady profile's closed search.
     */
    @Test
    void anEverySequenceCellIsLabelledWithEverySequence() {
        List<Report.SmtCell> every = Report.smtCells().stream().filter(c -> c.events.startsWith(Evidence.EVERY_SEQUENCE)).toList();
        assertThat(every).hasSizeGreaterThanOrEqualTo(20);
        Report.SmtCell violated = every.stream().filter(c -> c.invariant.equals("PROBE_WITHIN_RANGE") && c.strength.startsWith("VIOLATED"))
                .findFirst().orElseThrow();
        assertThat(violated.record(Report.proofsDir()).label()).startsWith("VIOLATED (SMT witness, ")
                .endsWith("; every event sequence, every value)");
        Report.SmtCell proven = every.stream().filter(c -> c.strength.startsWith("PROVEN")).findFirst().orElseThrow();
        assertThat(proven.record(Report.proofsDir()).label()).startsWith("PROVEN (SMT: every event sequence (connect, then any sequence of ")
                .endsWith(", every value)");
    }

    @Test
    void theKernelsWitnessIsARecordOfTheCellInBothFiles() {
        List<Verdict> vs = Checks.withExplorer(Checks.run("LATEST", "TERMINATION", 50, 1));
        Map<String, List<KernelEvidence.Seen>> kernel = KernelEvidence.witnesses(Report.projectHome().toPath().resolve("specs").resolve("kernel-runs"));
        List<KernelEvidence.Seen> seen = kernel.get("TERMINATION");
        assertThat(seen).as("the checked-in recordings witness TERMINATION on LATEST").isNotEmpty();
        Map<String, String> files = Report.render(vs, Report.smtCells(), kernel, Report.proofsDir(), 50, 1);
        String label = Report.kernelRecord(seen.get(0)).label();
        assertThat(label).isEqualTo("VIOLATED (kernel witness: " + seen.get(0).scenario() + "; scenario " + seen.get(0).scenario()
                + ", the running kernel)");
        assertThat(files.get("VERDICTS.md")).contains("- kernel: " + label);
        assertThat(files.get("REPORT.html")).contains("<td>TERMINATION</td><td>LATEST</td><td>kernel</td><td>" + label + "</td>");
    }

    @Test
    void checkSaysWhenItFindsWhatTheReportDoesNot() throws Exception {
        java.nio.file.Path specs = java.nio.file.Files.createTempDirectory("specs");
        java.nio.file.Files.createDirectories(specs.resolve("counterexamples"));
        Verdict v5 = Checks.run("V5", "TERMINATION", 200, 1).get(0);
        assertThat(v5.counterexample).isNotNull();
        assertThat(CheckCommand.reportDiffers(v5, specs, List.of()))
                .isEqualTo("the report records no counterexample for this cell (specs/VERDICTS.md)");
        java.nio.file.Files.writeString(specs.resolve("counterexamples/TERMINATION-V5.jsonl"), "{}\n");
        assertThat(CheckCommand.reportDiffers(v5, specs, List.of())).isNull();
        // a VERDICTS.md that says otherwise: both labels named, the report's first
        String closed = "PROVEN (closed: any number of events; steady profile, standard bounds)";
        java.nio.file.Files.writeString(specs.resolve("VERDICTS.md"), "# Verdicts\n\n### TERMINATION on V5: " + closed + "\n\n");
        assertThat(CheckCommand.reportDiffers(v5, specs, List.of()))
                .isEqualTo("the report (specs/VERDICTS.md) says " + closed + " where this check says " + v5.label());
        java.nio.file.Files.writeString(specs.resolve("VERDICTS.md"), "# Verdicts\n\n### TERMINATION on V5: VIOLATED (explorer witness, 5 lines; "
                + "steady profile, standard bounds)\n\n");
        assertThat(CheckCommand.reportDiffers(v5, specs, List.of())).as("both VIOLATED").isNull();
        // no specs/ beside the command: nothing to compare with, nothing said
        assertThat(CheckCommand.reportDiffers(v5, specs.resolve("none"), List.of())).isNull();
    }
}
