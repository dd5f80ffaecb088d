package pmtuverify.cli;

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

    @Override
    public Integer call() {
        if (tries < 1 || tries > 10_000_000) {
            throw new BadInput("--tries must be in 1..10000000, got " + tries);
        }
        List<Verdict> vs = Checks.run(variant, invariant, tries, seed);
        java.nio.file.Path specsDir = JpfCommand.projectHome().toPath().resolve("specs");
        List<Report.SmtCell> smt = Report.smtCells();
        if (json) {
            ObjectMapper m = JsonFields.mapper();
            List<CheckSpec> specs = Catalogue.random();
            for (Verdict v : vs) {
                ObjectNode o = m.createObjectNode();
                CheckSpec s = Catalogue.byId(specs, v.invariantId);
                o.put("invariant", v.invariantId);
                o.put("family", s.invariant().family());
                o.put("variant", v.variant);
                o.put("verdict", v.kind.name());
                o.put("label", v.label());
                ObjectNode rec = o.putObject("record");
                rec.put("method", v.record.method().words);
                rec.put("events", v.record.events());
                rec.put("domain", v.record.domain().words);
                rec.put("reach", v.record.reach().name());
                rec.put("runs", v.record.runs());
                rec.put("depth", v.record.depth());
                String differs = reportDiffers(v, specsDir, Report.smt(smt, v.invariantId, v.variant));
                if (differs == null) {
                    o.putNull("report_differs");
                } else {
                    o.put("report_differs", differs);
                }
                o.set("evidence", m.valueToTree(v.evidence));
                ArrayNode ce = o.putArray("counterexample");
                if (v.counterexample != null) {
                    for (String l : v.counterexample.trace()) {
                        ce.add(l);
                    }
                    o.put("violating_line", v.counterexample.violatingLine());
                    o.put("detail", v.counterexample.detail());
                } else {
                    o.putNull("violating_line");
                }
                System.out.println(o.toString());
            }
            return 0;
        }
        System.out.printf("# random engine: %d tries per cell, seed %d%n", tries, seed);
        for (Verdict v : vs) {
            String differs = reportDiffers(v, specsDir, Report.smt(smt, v.invariantId, v.variant));
            System.out.printf("%-30s %-17s %s: %s%s%n", v.invariantId, v.variant, v.label(), summary(v),
                    differs == null ? "" : "; " + differs);
            if (show && v.counterexample != null) {
                System.out.print(show(v.counterexample.trace(), v.counterexample.violatingLine()));
            }
        }
        return 0;
    }

    /**
     * Where this quick answer differs from the report's recorded one, in words, or null: the report keeps one
     * counterexample file per VIOLATED cell under {@code specs/counterexamples/} and the SMT witnesses under
     * {@code specs/proofs/} (listed by CELLS.tsv), so a cell these runs did not break but the report did, or the
     * reverse, is named with the file.
     */
    static String reportDiffers(Verdict v, java.nio.file.Path specs, List<Report.SmtCell> smt) {
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
        List<String> after = Checks.replay(trace);
        if (violating >= 2 && violating - 2 < after.size()) {
            b.append("       state before line ").append(violating).append(": ").append(after.get(violating - 2)).append('\n');
        }
        if (violating >= 1 && violating - 1 < after.size()) {
            b.append("       state after line ").append(violating).append(":  ").append(after.get(violating - 1)).append('\n');
        }
        return b.toString();
    }

    static String summary(Verdict v) {
        if (v.counterexample != null) {
            return v.counterexample.trace().size() + "-line trace, line " + v.counterexample.violatingLine() + ": "
                    + v.counterexample.detail();
        }
        StringBuilder b = new StringBuilder();
        b.append(v.evidence.get("tries")).append(" tries");
        Object cov = v.evidence.get("coverage");
        if (cov instanceof Map) {
            for (Map.Entry<?, ?> e : ((Map<?, ?>) cov).entrySet()) {
                b.append("; ").append(e.getKey()).append(' ').append(e.getValue());
            }
        }
        return b.toString();
    }
}
