package pmtuverify.report.ci;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Catalogue;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Protocol;
import pmtuverify.props.engine.Verdict;
import pmtuverify.report.Checks;
import pmtuverify.report.Report;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.HystartReplay;
import pmtuverify.trace.PmtuReplay;

/**
 * The verdict gate of {@code ./pmtu check --against}: each cell a check judged, set beside the committed report's
 * verdict of the same cell. The comparison is of one bit, VIOLATED or not: a check's random runs prove nothing, so
 * "PROVEN" and "no violation within N events" are one side, VIOLATED the other.
 *
 * <p>The committed verdict is VIOLATED when the cell's label in VERDICTS.md is, or when one of its SMT records in
 * proofs/CELLS.tsv is. The check's verdict is VIOLATED when its random runs broke the invariant, or when a witness the
 * committed report keeps for the cell (counterexamples/INVARIANT-VARIANT.jsonl, counterexamples/causes/, the SMT
 * witnesses CELLS.tsv lists) still breaks it, replayed by the current model: a few hundred random runs miss
 * violations the explorer or the solver found, and the replay decides those cells exactly. A cell the committed report
 * does not have differs too.
 */
public final class Gate {
    private Gate() {}

    /** One cell of a check beside the committed report. */
    public record Cell(Verdict verdict, String committedLabel, List<String> committedSmt, boolean committedViolated,
            Path replayedWitnessPath) {
        /** The committed witness that still breaks the cell, named under the committed report's directory, or null. */
        public String replayedWitness() {
            return replayedWitnessPath == null ? null
                    : replayedWitnessPath.getParent().getParent().getFileName() + "/" + replayedWitnessPath.getParent().getFileName()
                            + "/" + replayedWitnessPath.getFileName();
        }

        /** Whether this check calls the cell VIOLATED: its runs broke it, or a committed witness still does. */
        public boolean violated() {
            return verdict.counterexample != null || replayedWitnessPath != null;
        }

        /** Whether the committed report has this cell. */
        public boolean committed() {
            return committedLabel != null;
        }

        public boolean differs() {
            return !committed() || committedViolated != violated();
        }

        /** This check's label of the cell: its runs', or the committed witness that still breaks it. */
        public String label() {
            if (verdict.counterexample == null && replayedWitnessPath != null) {
                return "VIOLATED (the committed witness " + replayedWitness() + ", replayed)";
            }
            return verdict.label();
        }

        /** The committed labels of the cell: VERDICTS.md's, then each SMT record's; "absent" when there is none. */
        public String committedLabels() {
            if (!committed()) {
                return "absent";
            }
            List<String> all = new ArrayList<>();
            all.add(committedLabel);
            all.addAll(committedSmt);
            return String.join("; ", all);
        }

        /** One line naming the difference, or null when the verdicts agree. */
        public String difference() {
            String cell = verdict.invariantId + " on " + verdict.variant;
            if (!committed()) {
                return cell + ": not in the committed report; this check says " + label();
            }
            if (!differs()) {
                return null;
            }
            if (committedViolated) {
                return cell + ": the committed report says " + committedLabels() + "; this check says " + label()
                        + ", and no committed witness of the cell breaks it any more";
            }
            return cell + ": the committed report says " + committedLabels() + "; this check says " + label();
        }
    }

    /**
     * Where the committed report is: {@code against} is a VERDICTS.md file or the directory holding it (with
     * counterexamples/ and proofs/ beside it). Bad input when there is no VERDICTS.md there.
     */
    public static Path specsDir(Path against) {
        Path dir = Files.isDirectory(against) ? against : against.toAbsolutePath().getParent();
        if (dir == null || !Files.isRegularFile(dir.resolve("VERDICTS.md"))) {
            throw new BadInput("--against " + against + ": no VERDICTS.md there (give the file or its directory)");
        }
        return dir;
    }

    /** Each of {@code verdicts} beside the committed report in {@code specs}. */
    public static List<Cell> compare(List<Verdict> verdicts, Path specs) {
        Map<String, String> labels = Report.storedLabels(specs);
        List<Report.SmtCell> smt = Report.smtCells(specs.resolve("proofs").resolve("CELLS.tsv"));
        List<Cell> out = new ArrayList<>();
        for (Verdict v : verdicts) {
            String label = labels.get(v.invariantId + " on " + v.variant);
            List<String> smtLabels = new ArrayList<>();
            List<String> smtWitnesses = new ArrayList<>();
            boolean smtViolated = false;
            for (Report.SmtCell c : Report.smt(smt, v.invariantId, v.variant)) {
                smtLabels.add(c.strength);
                if (c.strength.startsWith("VIOLATED") && !"-".equals(c.trace)) {
                    smtViolated = true;
                    smtWitnesses.add("proofs/" + c.trace);
                }
            }
            boolean committedViolated = label != null && (label.startsWith("VIOLATED") || smtViolated);
            Path replayed = null;
            if (committedViolated && v.counterexample == null) {
                replayed = stillBreaking(specs, v.invariantId, v.variant, smtWitnesses);
            }
            out.add(new Cell(v, label, smtLabels, committedViolated, replayed));
        }
        return out;
    }

    /**
     * The first of the committed witnesses of the cell that still breaks the invariant under the current model, as a
     * path under {@code specs}, or null. A witness the variant refuses (a sysctl it lacks) breaks nothing.
     */
    static Path stillBreaking(Path specs, String invariant, String variant, List<String> smtWitnesses) {
        if (Catalogue.byId(Catalogue.random(), invariant) == null) {
            return null;
        }
        for (String w : witnesses(specs, invariant, variant, smtWitnesses)) {
            try {
                if (violation(Files.readAllLines(specs.resolve(w), StandardCharsets.UTF_8), invariant, variant) != null) {
                    return specs.resolve(w);
                }
            } catch (BadInput refused) {
                // the variant refuses the trace's config: this witness decides nothing
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return null;
    }

    /**
     * The first violation of {@code invariant} on {@code trace} replayed under {@code variant} (a HyStart trace under its
     * own), the trace whole and its violating line, or null when no line breaks it. Bad input when the variant refuses
     * the trace.
     */
    public static InvariantViolation violation(List<String> trace, String invariant, String variant) {
        CheckSpec s = Catalogue.byId(Catalogue.random(), invariant);
        if (s.invariant().protocol() == Protocol.HYSTART) {
            InvariantViolation v = HystartReplay.check(trace, s.invariant());
            return v == null ? null : new InvariantViolation(invariant, v.detail(), trace, v.violatingLine());
        }
        List<PmtuReplay.Row> rows = new ArrayList<>();
        PmtuReplay.replay(trace, Variant.byName(variant), List.of(invariant), rows::add);
        for (PmtuReplay.Row r : rows) {
            if (r.violates() != null && r.violates().containsKey(invariant)) {
                return new InvariantViolation(invariant, r.violates().get(invariant), trace, r.line());
            }
        }
        return null;
    }

    /** The committed witness files of a cell, relative to {@code specs}: its counterexample, its causes', its SMT ones. */
    static List<String> witnesses(Path specs, String invariant, String variant, List<String> smtWitnesses) {
        List<String> out = new ArrayList<>();
        String own = Checks.counterexampleFile(invariant, variant);
        if (Files.isRegularFile(specs.resolve(own))) {
            out.add(own);
        }
        Path causes = specs.resolve("counterexamples").resolve("causes");
        if (Files.isDirectory(causes)) {
            try (Stream<Path> files = Files.list(causes)) {
                String prefix = invariant + "-" + variant + "-";
                files.map(p -> p.getFileName().toString())
                        .filter(n -> n.startsWith(prefix) && n.substring(prefix.length()).matches("[0-9]+\\.jsonl"))
                        .sorted().forEach(n -> out.add("counterexamples/causes/" + n));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        for (String w : smtWitnesses) {
            if (Files.isRegularFile(specs.resolve(w))) {
                out.add(w);
            }
        }
        return out;
    }

    /** The cells whose verdict differs from the committed one. */
    public static List<Cell> differing(List<Cell> cells) {
        return cells.stream().filter(Cell::differs).toList();
    }
}
