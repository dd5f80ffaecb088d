package pmtuverify.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.proofs.Proof;
import pmtuverify.proofs.Proofs;
import pmtuverify.proofs.Query;
import pmtuverify.proofs.StoredQueries;

/** {@code ./pmtu prove}: the SMT proofs (z3, bit-vectors) over every value, with their SMT-LIB2 files. */
@Command(name = "prove", mixinStandardHelpOptions = true, description = {"Run the SMT proofs over every value of the C types; write specs/proofs/.",
    "With --check, run no proof: re-run every stored query of specs/proofs/ (or --out) to the answer its header records, "
        + "through the Java binding and through a z3 binary on PATH when there is one; exit 1 with one line per wrong answer."})
public final class ProveCommand implements Callable<Integer> {
    @Option(names = "--invariant", description = "one of HELPERS, TERMINATION, PROBE_WITHIN_RANGE, ORDER_LOW_HIGH, ORDER_MSS_IN_RANGE, REPROBE_TIMING, SANE_CWND")
    String invariant;

    @Option(names = "--variant", description = "a PLPMTUD variant (default: all)")
    String variant;

    @Option(names = "--json", description = "one JSON object per proof")
    boolean json;

    @Option(names = "--out", description = "directory for the .smt2 queries and witness traces (default ${DEFAULT-VALUE}; '-' for none)")
    String out = "specs/proofs";

    @Option(names = "--check", description = "re-run the stored .smt2 queries under --out instead of proving (not with --invariant, --variant or --json)")
    boolean check;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (check) {
            return check();
        }
        if (invariant != null && !Proofs.INVARIANTS.contains(invariant)) {
            throw new BadInput("--invariant must be one of " + String.join(", ", Proofs.INVARIANTS) + ", got " + invariant);
        }
        Variant v = variant == null ? null : Variant.byName(variant);
        if (variant != null && v == null) {
            throw new BadInput("unknown --variant " + variant);
        }
        List<Proof> proofs = Proofs.run(invariant == null ? null : Set.of(invariant), v == null ? null : Set.of(v));
        if (!"-".equals(out)) {
            Proofs.write(proofs, Path.of(out));
            Path table = Path.of(out, "PROOFS.md");
            Path cells = Path.of(out, Proofs.CELLS);
            if (invariant == null && variant == null || !java.nio.file.Files.exists(table) || !java.nio.file.Files.exists(cells)) {
                java.nio.file.Files.writeString(table, Proofs.table(proofs));
                java.nio.file.Files.writeString(cells, Proofs.cells(proofs));
            } else {
                // a subset: its rows replace the same cells' rows, the other cells' rows stay as the last run wrote them
                java.nio.file.Files.writeString(table, mergeRows(java.nio.file.Files.readString(table), Proofs.table(proofs), "|"));
                java.nio.file.Files.writeString(cells, mergeRows(java.nio.file.Files.readString(cells), Proofs.cells(proofs), "\t"));
            }
        }
        for (Proof p : proofs) {
            if (json) {
                StringBuilder b = new StringBuilder("{\"invariant\":\"").append(p.invariant).append("\",\"variant\":\"")
                        .append(p.variant).append("\",\"domain\":\"").append(p.domain).append("\",\"verdict\":\"")
                        .append(p.verdict).append("\",\"solver_ms\":").append(p.millis()).append(",\"query_bytes\":")
                        .append(p.bytes()).append(",\"queries\":[");
                for (int i = 0; i < p.queries.size(); i++) {
                    Query q = p.queries.get(i);
                    b.append(i > 0 ? "," : "").append("{\"id\":\"").append(q.id).append("\",\"answer\":\"").append(q.answer)
                            .append("\",\"ms\":").append(q.millis).append(",\"bytes\":").append(q.bytes()).append('}');
                }
                b.append("],\"statement\":\"").append(p.statement.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"}");
                System.out.println(b);
            } else {
                System.out.printf("%-18s %-18s %-9s %-8s %7d ms %8d B  %s%s%n", p.invariant, p.variant,
                        p.allValues() ? "all" : "sane", p.verdict, p.millis(), p.bytes(), p.statement,
                        p.trace.isEmpty() ? "" : " [trace " + p.traceName() + ".jsonl]");
            }
        }
        return 0;
    }

    /** {@code --check}: every stored query under {@code out} gives its recorded answer. */
    private int check() throws IOException, InterruptedException {
        if (invariant != null || variant != null || json) {
            throw new BadInput("--check re-runs every stored query: it takes no --invariant, --variant or --json");
        }
        Path dir = Path.of(out);
        if (!java.nio.file.Files.isDirectory(dir)) {
            throw new BadInput("no such directory: " + out);
        }
        List<Path> files = StoredQueries.files(dir, name -> true);
        if (files.isEmpty()) {
            throw new BadInput("no .smt2 query under " + out);
        }
        java.io.File z3 = StoredQueries.z3OnPath();
        if (z3 == null) {
            System.err.println("pmtu: no z3 binary on PATH: the Java binding's answers only");
        }
        StoredQueries.Result r = StoredQueries.check(files, z3);
        r.wrong.forEach(System.out::println);
        System.out.println(r.queries + " stored queries under " + dir + " (" + r.sat + " sat), run through the Java binding"
                + (z3 == null ? "" : " and " + z3) + ": " + (r.wrong.isEmpty() ? "every answer as recorded" : r.wrong.size() + " wrong answers"));
        return r.wrong.isEmpty() ? 0 : 1;
    }

    /**
     * The rows of {@code existing} with each cell that {@code fresh} has (same invariant, variant and domain: the first
     * three fields split by {@code sep}) replaced by its fresh row; fresh cells not yet there are appended.
     */
    static String mergeRows(String existing, String fresh, String sep) {
        java.util.Map<String, String> rows = new java.util.LinkedHashMap<>();
        for (String l : fresh.split("\n")) {
            String k = key(l, sep);
            if (k != null) {
                rows.put(k, l);
            }
        }
        StringBuilder b = new StringBuilder();
        for (String l : existing.split("\n", -1)) {
            String k = key(l, sep);
            b.append(k != null && rows.containsKey(k) ? rows.remove(k) : l).append('\n');
        }
        b.setLength(b.length() - 1);
        String out = b.toString();
        for (String l : rows.values()) {
            out = out + (out.endsWith("\n") ? "" : "\n") + l + "\n";
        }
        return out;
    }

    /** invariant, variant and domain of a data row, or null for a header, separator or comment line. */
    private static String key(String line, String sep) {
        String l = "|".equals(sep) ? line.replaceFirst("^\\| ", "") : line;
        String[] f = l.split("|".equals(sep) ? " \\| " : sep, 4);
        if (f.length < 4 || line.startsWith("#") || line.startsWith("|---") || f[0].equals("invariant")
                || f[0].startsWith("# invariant") || !(f[2].equals("all") || f[2].equals("sane"))) {
            return null;
        }
        return f[0] + "/" + f[1] + "/" + f[2];
    }
}
