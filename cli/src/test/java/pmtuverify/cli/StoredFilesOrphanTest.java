package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pmtuverify.report.Report;

/**
 * Every file under specs/counterexamples/ and specs/proofs/ belongs to a current cell: a counterexample (or a further
 * cause's) to a cell VERDICTS.md labels VIOLATED; a stored SMT witness to a VIOLATED row of CELLS.tsv that names it; a
 * query to MANIFEST.txt and a current variant. An orphaned file fails with its name.
 */
class StoredFilesOrphanTest {
    static final Path SPECS = Path.of("..", "specs");

    /** The orphans among the files of {@code specs}, each as "FILE: why". */
    static List<String> orphans(Path specs) throws IOException {
        Map<String, String> labels = Report.storedLabels(specs);
        List<String> out = new ArrayList<>();
        for (Path f : list(specs.resolve("counterexamples"))) {
            String n = f.getFileName().toString();
            String cell = cellOf(n.replaceFirst("-\\d+\\.jsonl$", ".jsonl"));
            String label = cell == null ? null : labels.get(cell);
            if (label == null || !label.startsWith("VIOLATED")) {
                out.add("counterexamples/" + specs.resolve("counterexamples").relativize(f) + ": "
                        + (label == null ? "no cell of VERDICTS.md" : cell + " is " + label));
            }
        }
        List<Report.SmtCell> cells = Report.smtCells(specs.resolve("proofs").resolve("CELLS.tsv"));
        // a VIOLATED row's witness, or the unfair lasso an OPEN TERMINATION row names as its trace
        Set<String> witnesses = cells.stream().filter(c -> c.strength.startsWith("VIOLATED")
                || c.strength.startsWith("OPEN") && c.result.contains("the unfair lasso is the cell's trace"))
                .map(c -> c.trace).collect(Collectors.toSet());
        Path manifest = specs.resolve("proofs").resolve("MANIFEST.txt");
        Set<String> listed = Files.isRegularFile(manifest) ? Files.readAllLines(manifest, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.startsWith("#")).collect(Collectors.toSet()) : Set.of();
        Set<String> variants = java.util.Arrays.stream(pmtuverify.model.plpmtud.Variant.values())
                .map(v -> v.name().toLowerCase().replace('_', '-')).collect(Collectors.toSet());
        for (Path f : list(specs.resolve("proofs"))) {
            String n = f.getFileName().toString();
            if (n.equals("CELLS.tsv") || n.equals("MANIFEST.txt") || n.equals("PROOFS.md")) {
                continue;
            }
            if (n.endsWith(".jsonl") && !witnesses.contains(n)) {
                out.add("proofs/" + n + ": the witness of no VIOLATED row of CELLS.tsv");
            } else if (!n.endsWith(".jsonl") && !listed.contains(n)) {
                out.add("proofs/" + n + ": not in MANIFEST.txt");
            } else if (n.endsWith(".smt2") && !n.startsWith("helpers-")
                    && java.util.Arrays.stream(n.replace(".smt2", "").split("-(?=[a-z0-9])")).noneMatch(variants::contains)
                    && variants.stream().noneMatch(v -> n.contains("-" + v + "-") || n.endsWith("-" + v + ".smt2"))) {
                out.add("proofs/" + n + ": names no current variant");
            }
        }
        return out;
    }

    /** "INVARIANT on VARIANT" of a file INVARIANT-VARIANT.jsonl, or null. */
    static String cellOf(String name) {
        int dash = name.indexOf('-');
        return dash < 0 || !name.endsWith(".jsonl") ? null : name.substring(0, dash) + " on " + name.substring(dash + 1, name.length() - 6);
    }

    static List<Path> list(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        }
    }

    @Test
    void everyStoredFileBelongsToACurrentCell() throws IOException {
        assertThat(list(SPECS.resolve("counterexamples"))).hasSizeGreaterThan(10);
        assertThat(list(SPECS.resolve("proofs"))).hasSizeGreaterThan(100);
        assertThat(orphans(SPECS)).as("orphaned files under specs/counterexamples and specs/proofs").isEmpty();
    }

    @Test
    void anOrphanIsNamed() throws IOException {
        Path specs = Files.createTempDirectory("specs");
        Files.createDirectories(specs.resolve("counterexamples/causes"));
        Files.createDirectories(specs.resolve("proofs"));
        Files.writeString(specs.resolve("VERDICTS.md"), "# Verdicts\n\n### TERMINATION on V5: VIOLATED (explorer witness, 5 lines; steady "
                + "profile, standard bounds)\n\n### TERMINATION on V3: PROVEN (closed: any number of events; steady profile, standard bounds)\n\n");
        Files.writeString(specs.resolve("proofs/CELLS.tsv"), "# header\nSANE_CWND\tLATEST\tall\tVIOLATED (SMT witness, replayed)\tthe snd_cwnd "
                + "updates\tSANE_CWND-LATEST.jsonl\tbroken\n");
        Files.writeString(specs.resolve("proofs/MANIFEST.txt"), "# list\nSANE_CWND-LATEST.jsonl\nsane-cwnd-latest-loss.smt2\nsane-cwnd-v2-loss.smt2\n");
        for (String f : List.of("counterexamples/TERMINATION-V5.jsonl", "counterexamples/causes/TERMINATION-V5-2.jsonl",
                "proofs/SANE_CWND-LATEST.jsonl", "proofs/sane-cwnd-latest-loss.smt2")) {
            Files.writeString(specs.resolve(f), "{}\n");
        }
        assertThat(orphans(specs)).isEmpty();
        for (String f : List.of("counterexamples/TERMINATION-V3.jsonl", "counterexamples/causes/GONE-V5-2.jsonl", "proofs/SANE_CWND-V9.jsonl",
                "proofs/sane-cwnd-v9-loss.smt2", "proofs/sane-cwnd-v2-loss.smt2")) {
            Files.writeString(specs.resolve(f), "{}\n");
        }
        assertThat(orphans(specs)).containsExactlyInAnyOrder(
                "counterexamples/TERMINATION-V3.jsonl: TERMINATION on V3 is PROVEN (closed: any number of events; steady profile, standard bounds)",
                "counterexamples/causes/GONE-V5-2.jsonl: no cell of VERDICTS.md",
                "proofs/SANE_CWND-V9.jsonl: the witness of no VIOLATED row of CELLS.tsv",
                "proofs/sane-cwnd-v9-loss.smt2: not in MANIFEST.txt",
                "proofs/sane-cwnd-v2-loss.smt2: names no current variant");
    }
}
