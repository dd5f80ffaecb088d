package pmtuverify.cli;

import pmtuverify.report.Report;
import pmtuverify.report.DefaultsFigure;
import pmtuverify.report.Causes;
import pmtuverify.report.Checks;
import pmtuverify.report.Progress;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.Replayed;
import pmtuverify.trace.TraceReplay;
import pmtuverify.trace.JsonFields;
import pmtuverify.trace.Names;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.engine.Verdict;

/** {@code ./pmtu check}: the verdict table, variant x invariant. */
@Command(name = "check", mixinStandardHelpOptions = true, description = "Check the invariant catalogue on every variant with the random engine.")
public final class CheckCommand implements Callable<Integer> {
    @Option(names = "--variant", completionCandidates = Names.Variants.class,
            description = "only this variant: ${COMPLETION-CANDIDATES}")
    String variant;

    @Option(names = "--invariant", completionCandidates = Names.Invariants.class,
            description = "only this invariant id (the rows of the table; specs/CATALOGUE.md): ${COMPLETION-CANDIDATES}")
    String invariant;

    @Option(names = "--tries", description = "random runs per cell, 1..10000000 (default ${DEFAULT-VALUE})")
    int tries = 1000;

    @Option(names = "--seed", description = "seed of the whole check; the same seed gives the same table (default ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--json", description = "one JSON object per cell, with the counterexample's lines")
    boolean json;

    @Option(names = "--show", description = "under each violated cell, print its counterexample: every replay line, "
            + "the violating one marked with >, and the state before and after the violating step")
    boolean show;

    @Option(names = "--out", description = "directory where each counterexample found is written as INVARIANT-VARIANT.jsonl, "
            + "the file `./pmtu replay FILE --check INVARIANT` replays to its violation (default: a new temporary directory, "
            + "named on the first line; '-' for none)")
    String out;

    @Option(names = "--against", paramLabel = "VERDICTS", description = "the verdict gate: compare each cell with the committed "
            + "report (a VERDICTS.md, or the directory holding it with its counterexamples/ and proofs/); exit 1 when a cell is "
            + "VIOLATED on one side only, each such cell named. A committed witness that still breaks the invariant, replayed, "
            + "makes the cell VIOLATED on this side too")
    java.nio.file.Path against;

    @Option(names = "--fail-on", paramLabel = "WHAT", description = "'violated': exit 1 when any cell is VIOLATED")
    String failOn;

    @Option(names = "--junit", paramLabel = "FILE", description = "write the check as JUnit XML: a test case per cell, a "
            + "failure per cell that fails the run (--against, --fail-on), a skipped test case per n/a cell")
    java.nio.file.Path junit;

    @Option(names = "--sarif", paramLabel = "FILE", description = "write the check as a SARIF 2.1.0 log: a result per cell "
            + "with a counterexample, its code flow the counterexample's lines and the kernel statements that wrote the state")
    java.nio.file.Path sarif;

    /** Width of a line before the detail goes on continuation lines. */
    static final int WIDTH = 160;

    @Override
    public Integer call() throws java.io.IOException {
        if (tries < 1 || tries > 10_000_000) {
            throw new BadInput("--tries must be in 1..10000000, got " + tries);
        }
        if (failOn != null && !"violated".equals(failOn)) {
            throw new BadInput("--fail-on takes 'violated', got \"" + failOn + "\"");
        }
        java.nio.file.Path committed = against == null ? null : pmtuverify.report.ci.Gate.specsDir(against);
        // the cells one by one (each draws from seeds of its own: the same verdicts as one run), for the progress line
        List<CheckSpec> catalogue = Catalogue.random();
        if (invariant != null && Catalogue.byId(catalogue, invariant) == null) {
            throw new BadInput("unknown invariant \"" + invariant + "\" (" + Names.list(Names.invariants()) + ")");
        }
        Checks.requireKnownVariant(catalogue, variant);
        Names.requireApplicable(catalogue, invariant, variant);
        List<String[]> cells = new java.util.ArrayList<>();
        for (CheckSpec s : catalogue) {
            for (String v : s.variants()) {
                if ((invariant == null || invariant.equals(s.invariant().id())) && (variant == null || variant.equals(v))) {
                    cells.add(new String[] {s.invariant().id(), v});
                }
            }
        }
        Progress progress = Progress.of("cells", cells.size());
        List<Verdict> vs = new java.util.ArrayList<>();
        for (String[] c : cells) {
            for (Verdict d : Checks.run(c[1], c[0], tries, seed)) {
                vs.add(Causes.find(d, Catalogue.byId(catalogue, c[0]), c[1], tries, seed));
            }
            progress.done(c[0] + "/" + c[1]);
        }
        java.nio.file.Path outDir = "-".equals(out) ? null
                : out == null ? java.nio.file.Files.createTempDirectory("pmtu-check-") : java.nio.file.Path.of(out);
        if (outDir != null) {
            java.nio.file.Files.createDirectories(outDir);
            for (Verdict v : vs) {
                if (v.counterexample != null) {
                    java.nio.file.Files.writeString(outDir.resolve(fileName(v)), String.join("\n", v.counterexample.trace()) + "\n");
                }
                int n = 0;
                for (pmtuverify.props.InvariantViolation c : v.causes.values()) {
                    if (++n > 1) {
                        java.nio.file.Files.writeString(outDir.resolve(causeFile(v, n)), String.join("\n", c.trace()) + "\n");
                    }
                }
            }
        }
        java.nio.file.Path specsDir = Report.projectHome().toPath().resolve("specs");
        List<Report.SmtCell> smt = Report.smtCells();
        java.util.Map<String, String> reportLabels = Report.storedLabels(specsDir);
        java.nio.file.Path gateSpecs = committed != null ? committed
                : java.nio.file.Files.isRegularFile(specsDir.resolve("VERDICTS.md")) ? specsDir : null;
        List<pmtuverify.report.ci.Gate.Cell> gate = gateSpecs == null ? null : pmtuverify.report.ci.Gate.compare(vs, gateSpecs);
        List<pmtuverify.report.ci.Outcome> outcomes = outcomes(vs, gate, committed != null, outDir);
        writeReports(outcomes, cells.isEmpty() ? List.of() : notApplicable(catalogue));
        int status = status(outcomes);
        if (json) {
            ObjectMapper m = JsonFields.mapper();
            List<CheckSpec> specs = Catalogue.random();
            for (Verdict v : vs) {
                ObjectNode o = m.createObjectNode();
                CheckSpec s = Catalogue.byId(specs, v.invariantId);
                o.put("invariant", v.invariantId);
                o.put("family", s.invariant().family());
                o.put("variant", v.variant);
                o.put("verdict", word(v).toUpperCase().replace(' ', '_'));
                o.put("label", v.label());
                ObjectNode rec = o.putObject("record");
                rec.put("method", v.record.method().words);
                rec.put("events", v.record.events());
                rec.put("domain", v.record.domain().words);
                rec.put("reach", v.record.reach().name());
                rec.put("runs", v.record.runs());
                rec.put("depth", v.record.depth());
                String differs = reportDiffers(v, specsDir, Report.smt(smt, v.invariantId, v.variant), reportLabels);
                if (differs == null) {
                    o.putNull("report_differs");
                } else {
                    o.put("report_differs", differs);
                }
                String reportLabel = reportLabels.get(v.invariantId + " on " + v.variant);
                if (reportLabel == null) {
                    o.putNull("report_label");
                } else {
                    o.put("report_label", reportLabel);
                }
                o.set("evidence", m.valueToTree(v.evidence));
                ArrayNode ce = o.putArray("counterexample");
                if (v.counterexample != null) {
                    for (String l : v.counterexample.trace()) {
                        ce.add(l);
                    }
                    o.put("violating_line", v.counterexample.violatingLine());
                    o.put("detail", v.counterexample.detail());
                    if (outDir != null) {
                        o.put("file", outDir.resolve(fileName(v)).toString());
                        o.put("replay", replayCommand(outDir, v));
                    }
                } else {
                    o.putNull("violating_line");
                }
                if (gate != null) {
                    pmtuverify.report.ci.Gate.Cell g = gate.get(vs.indexOf(v));
                    o.put("committed_violated", g.committedViolated());
                    o.put("violated", g.violated());
                    if (g.replayedWitness() == null) {
                        o.putNull("committed_witness_replayed");
                    } else {
                        o.put("committed_witness_replayed", g.replayedWitness());
                    }
                    if (g.difference() == null) {
                        o.putNull("differs_from_committed");
                    } else {
                        o.put("differs_from_committed", g.difference());
                    }
                }
                o.put("fails", outcomes.get(vs.indexOf(v)).failure() != null);
                if (v.causeSearch != null) {
                    ObjectNode cs = o.putObject("cause_search");
                    cs.put("runs", v.causeSearch.runs());
                    cs.put("last_new_at_run", v.causeSearch.lastNew());
                    cs.put("saturated", v.causeSearch.saturated());
                }
                ArrayNode causes = o.putArray("causes");
                int n = 0;
                for (Map.Entry<String, pmtuverify.props.InvariantViolation> c : v.causes.entrySet()) {
                    n++;
                    ObjectNode co = causes.addObject();
                    co.put("cause", c.getKey());
                    co.put("lines", c.getValue().trace().size());
                    if (outDir != null) {
                        co.put("file", outDir.resolve(n == 1 ? fileName(v) : causeFile(v, n)).toString());
                    }
                }
                System.out.println(o.toString());
            }
            return status;
        }
        System.out.printf("# random engine: %d tries per cell, seed %d%n", tries, seed);
        int wi = "invariant".length();
        int wv = "variant".length();
        for (Verdict v : vs) {
            wi = Math.max(wi, v.invariantId.length());
            wv = Math.max(wv, v.variant.length());
        }
        System.out.printf("%-" + wi + "s  %-" + wv + "s  %-12s  %s%n", "invariant", "variant", "verdict", "evidence");
        for (Verdict v : vs) {
            String differs = reportDiffers(v, specsDir, Report.smt(smt, v.invariantId, v.variant), reportLabels);
            String head = String.format("%-" + wi + "s  %-" + wv + "s  %-12s  ", v.invariantId, v.variant, word(v));
            System.out.print(wrap(head, v.label(), WIDTH));
            String indent = " ".repeat(wi + 2);
            System.out.print(wrap(indent, Checks.summary(v), WIDTH));
            if (v.counterexample != null && pmtuverify.report.DefaultsFigure.counted(catalogue, v)) {
                System.out.print(wrap(indent, pmtuverify.report.SysctlDistance.sentence(v.counterexample.trace()), WIDTH));
                for (pmtuverify.report.Explain.Need n : pmtuverify.report.Explain.of(v.invariantId, v.counterexample.trace())) {
                    System.out.print(wrap(indent, "explain: " + n.words(), WIDTH));
                }
            }
            if (v.counterexample != null && outDir != null) {
                System.out.println(indent + "replay: " + replayCommand(outDir, v));
            }
            int n = 0;
            for (java.util.Map.Entry<String, pmtuverify.props.InvariantViolation> c : v.causes.entrySet()) {
                n++;
                String where = outDir == null ? "" : "; " + (n == 1 ? "the counterexample above" : "./pmtu replay "
                        + outDir.resolve(causeFile(v, n)) + " --check " + v.invariantId);
                System.out.print(wrap(indent, "cause " + n + " of " + v.causes.size() + ": " + c.getKey() + " ("
                        + c.getValue().trace().size() + " lines" + where + ")", WIDTH));
            }
            if (v.causeSearch != null) {
                System.out.print(wrap(indent, "causes: " + v.causeSearch.describe(v.causes.size()), WIDTH));
            }
            if (differs != null) {
                // the report's verdict beside this check's, then the report's files, each wrapped under the evidence column
                for (String part : differs.split("; (?=the report )")) {
                    System.out.print(wrap(indent, part, WIDTH));
                }
            }
            if (gate != null) {
                pmtuverify.report.ci.Gate.Cell g = gate.get(vs.indexOf(v));
                if (g.replayedWitness() != null) {
                    System.out.print(wrap(indent, "the committed witness " + g.replayedWitness() + " still breaks it, replayed: "
                            + "VIOLATED on both sides (these runs found no violation of their own)", WIDTH));
                }
                if (g.difference() != null) {
                    System.out.print(wrap(indent, "differs from the committed report: " + g.difference(), WIDTH));
                }
            }
            if (show && v.counterexample != null) {
                System.out.print(show(v.counterexample.trace(), v.counterexample.violatingLine()));
            }
        }
        System.out.print(totals(vs));
        if (outDir != null) {
            System.out.println("# counterexamples written to " + outDir);
        }
        if (gate != null) {
            System.out.printf("# %d of %d cells differ from the committed report (%s)%s%n", pmtuverify.report.ci.Gate.differing(gate).size(),
                    gate.size(), gateSpecs.resolve("VERDICTS.md"), committed == null ? "; --against makes that fail the run" : "");
        }
        long failing = outcomes.stream().filter(o -> o.failure() != null).count();
        if (failing > 0) {
            System.out.printf("# FAIL: %d cells fail the run (%s)%n", failing, committed != null && failOn != null
                    ? "--against, --fail-on violated" : committed != null ? "--against" : "--fail-on violated");
        }
        return status;
    }

    /** The exit status: 1 when a cell fails the run (a verdict differs under --against; a violation under --fail-on). */
    static int status(List<pmtuverify.report.ci.Outcome> outcomes) {
        return outcomes.stream().anyMatch(o -> o.failure() != null) ? 1 : 0;
    }

    /** Each cell as a CI report shows it; a cell fails when its verdict differs under --against, or is VIOLATED under --fail-on. */
    List<pmtuverify.report.ci.Outcome> outcomes(List<Verdict> vs, List<pmtuverify.report.ci.Gate.Cell> gate, boolean gating,
            java.nio.file.Path outDir) throws java.io.IOException {
        List<pmtuverify.report.ci.Outcome> out = new java.util.ArrayList<>();
        for (int i = 0; i < vs.size(); i++) {
            Verdict v = vs.get(i);
            pmtuverify.report.ci.Gate.Cell g = gate == null ? null : gate.get(i);
            pmtuverify.props.InvariantViolation cex = v.counterexample;
            String file = cex != null && outDir != null ? outDir.resolve(fileName(v)).toString() : null;
            String label = g == null ? v.label() : g.label();
            if (cex == null && g != null && g.replayedWitness() != null) {
                // the committed witness that still breaks the cell: its lines, cut at the violation the replay finds
                java.nio.file.Path w = g.replayedWitnessPath();
                cex = pmtuverify.report.ci.Gate.violation(java.nio.file.Files.readAllLines(w), v.invariantId, v.variant);
                file = w.toString();
            }
            String replay = file == null ? null : "./pmtu replay " + file + (cex != null && isPmtu(v.invariantId) ? " --check " + v.invariantId : "");
            List<String> why = new java.util.ArrayList<>();
            if (gating && g != null && g.difference() != null) {
                why.add("differs from the committed report: " + g.difference());
            }
            boolean violated = g != null ? g.violated() : cex != null;
            if ("violated".equals(failOn) && violated) {
                why.add("VIOLATED (--fail-on violated)");
            }
            out.add(new pmtuverify.report.ci.Outcome(v.invariantId, v.variant, label, cex, file, replay,
                    why.isEmpty() ? null : String.join("; ", why)));
        }
        return out;
    }

    private static boolean isPmtu(String invariant) {
        return Names.pmtuInvariants().contains(invariant);
    }

    /** The cells of the selection (--variant, --invariant) an invariant does not apply to. */
    List<pmtuverify.report.ci.Outcome.NotApplicable> notApplicable(List<CheckSpec> catalogue) {
        List<pmtuverify.report.ci.Outcome.NotApplicable> out = new java.util.ArrayList<>();
        for (CheckSpec s : catalogue) {
            if (invariant != null && !invariant.equals(s.invariant().id())) {
                continue;
            }
            for (String v : Names.variants()) {
                if ((variant == null || variant.equals(v)) && !s.variants().contains(v)) {
                    out.add(new pmtuverify.report.ci.Outcome.NotApplicable(s.invariant().id(), v));
                }
            }
        }
        return out;
    }

    private void writeReports(List<pmtuverify.report.ci.Outcome> outcomes, List<pmtuverify.report.ci.Outcome.NotApplicable> na)
            throws java.io.IOException {
        if (junit != null) {
            write(junit, pmtuverify.report.ci.JUnitXml.of(outcomes, na));
        }
        if (sarif != null) {
            write(sarif, pmtuverify.report.ci.Sarif.of(outcomes));
        }
    }

    private static void write(java.nio.file.Path f, String text) throws java.io.IOException {
        java.nio.file.Path parent = f.toAbsolutePath().getParent();
        if (parent != null) {
            java.nio.file.Files.createDirectories(parent);
        }
        java.nio.file.Files.writeString(f, text);
    }

    /**
     * The verdict in the labels' words: VIOLATED, PROVEN, or "no violation" (found by these runs: the label says how
     * many runs of how many events; nothing is proven by them).
     */
    static String word(Verdict.Kind k) {
        return k == Verdict.Kind.HOLDS ? "no violation" : k.name();
    }

    static String word(Verdict v) {
        return word(v.kind);
    }

    /** The file of cause {@code n} (from 2; cause 1 is the cell's counterexample). */
    static String causeFile(Verdict v, int n) {
        return v.invariantId + "-" + v.variant + "-cause" + n + ".jsonl";
    }

    static String fileName(Verdict v) {
        return v.invariantId + "-" + v.variant + ".jsonl";
    }

    /** The command that replays {@code v}'s counterexample from {@code dir} to its violation. */
    static String replayCommand(java.nio.file.Path dir, Verdict v) {
        return "./pmtu replay " + dir.resolve(fileName(v)) + " --check " + v.invariantId;
    }

    /**
     * {@code text} after {@code head}, words wrapped at {@code width}; continuation lines are indented as deep as
     * {@code head} is long (at most 40), so the columns before it stay clear.
     */
    static String wrap(String head, String text, int width) {
        String indent = " ".repeat(Math.min(head.length(), 40));
        StringBuilder b = new StringBuilder(head);
        int col = head.length();
        boolean first = true;
        for (String w : text.split(" ")) {
            if (!first && col + 1 + w.length() > width) {
                b.append('\n').append(indent);
                col = indent.length();
                first = true;
            }
            if (!first) {
                b.append(' ');
                col++;
            }
            b.append(w);
            col += w.length();
            first = false;
        }
        return b.append('\n').toString();
    }

    /** The summary: cells by verdict, overall and per invariant family. */
    static String totals(List<Verdict> vs) {
        List<CheckSpec> specs = Catalogue.random();
        java.util.Map<String, int[]> byFamily = new java.util.TreeMap<>();
        int[] all = new int[Verdict.Kind.values().length];
        for (Verdict v : vs) {
            CheckSpec s = Catalogue.byId(specs, v.invariantId);
            String family = s == null ? "other" : s.invariant().family();
            byFamily.computeIfAbsent(family, f -> new int[Verdict.Kind.values().length])[v.kind.ordinal()]++;
            all[v.kind.ordinal()]++;
        }
        StringBuilder b = new StringBuilder("# ").append(vs.size()).append(" cells: ").append(counts(all)).append('\n');
        for (java.util.Map.Entry<String, int[]> e : byFamily.entrySet()) {
            b.append("#   ").append(e.getKey()).append(": ").append(counts(e.getValue())).append('\n');
        }
        return b.toString();
    }

    private static String counts(int[] byKind) {
        List<String> out = new java.util.ArrayList<>();
        for (Verdict.Kind k : Verdict.Kind.values()) {
            out.add(byKind[k.ordinal()] + " " + word(k));
        }
        return String.join(", ", out);
    }

    /**
     * Where this quick answer differs from the report's recorded one, in words, or null: the report keeps one
     * counterexample file per VIOLATED cell under {@code specs/counterexamples/} and the SMT witnesses under
     * {@code specs/proofs/} (listed by CELLS.tsv), so a cell these runs did not break but the report did, or the
     * reverse, is named with the file.
     */
    static String reportDiffers(Verdict v, java.nio.file.Path specs, List<Report.SmtCell> smt) {
        return reportDiffers(v, specs, smt, Report.storedLabels(specs));
    }

    /**
     * {@link #reportDiffers(Verdict, java.nio.file.Path, List)} with the report's labels ({@link Report#storedLabels}):
     * where VERDICTS.md's label of the cell is VIOLATED and this check's is not, or the reverse, the answer starts with
     * "the report (specs/VERDICTS.md) says L1 where this check says L2".
     */
    static String reportDiffers(Verdict v, java.nio.file.Path specs, List<Report.SmtCell> smt, java.util.Map<String, String> reportLabels) {
        String stored = reportLabels.get(v.invariantId + " on " + v.variant);
        String files = filesDiffer(v, specs, smt);
        if (stored == null || stored.startsWith("VIOLATED") == (v.counterexample != null)) {
            return files;
        }
        String says = "the report (specs/VERDICTS.md) says " + stored + " where this check says " + v.label();
        return files == null ? says : says + "; " + files;
    }

    /** Where the report's stored witness files differ from this quick answer, in words, or null. */
    static String filesDiffer(Verdict v, java.nio.file.Path specs, List<Report.SmtCell> smt) {
        if (!java.nio.file.Files.isDirectory(specs.resolve("counterexamples"))) {
            return null;
        }
        String file = Checks.counterexampleFile(v.invariantId, v.variant);
        boolean recorded = java.nio.file.Files.isRegularFile(specs.resolve(file));
        List<String> smtWitnesses = new java.util.ArrayList<>();
        for (Report.SmtCell c : smt) {
            if (c.strength.startsWith("VIOLATED")) {
                smtWitnesses.add("specs/" + c.link() + " (SMT, " + ("all".equals(c.domain) ? "every value" : "domain sane") + ")");
            }
        }
        if (v.counterexample == null && (recorded || !smtWitnesses.isEmpty())) {
            List<String> has = new java.util.ArrayList<>();
            if (recorded) {
                has.add("a counterexample (specs/" + file + ")");
            }
            if (!smtWitnesses.isEmpty()) {
                has.add("SMT witnesses: " + String.join(", ", smtWitnesses));
            }
            return "the report has " + String.join("; ", has);
        }
        if (v.counterexample != null && !recorded) {
            return "the report records no counterexample for this cell (specs/VERDICTS.md)"
                    + (smtWitnesses.isEmpty() ? "" : "; SMT witnesses: " + String.join(", ", smtWitnesses));
        }
        return null;
    }

    /** A counterexample on screen: its lines numbered, the violating one marked, and the states around that step. */
    static String show(List<String> trace, int violating) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < trace.size(); i++) {
            b.append(String.format("  %s%3d  %s%n", i + 1 == violating ? ">" : " ", i + 1, trace.get(i)));
        }
        List<String> after = TraceReplay.rows(trace).stream().map(Replayed::json).toList();
        if (violating >= 2 && violating - 2 < after.size()) {
            b.append("       state before line ").append(violating).append(": ").append(after.get(violating - 2)).append('\n');
        }
        if (violating >= 1 && violating - 1 < after.size()) {
            b.append("       state after line ").append(violating).append(":  ").append(after.get(violating - 1)).append('\n');
        }
        return b.toString();
    }
}
