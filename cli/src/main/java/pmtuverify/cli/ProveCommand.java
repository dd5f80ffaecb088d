package pmtuverify.cli;

import pmtuverify.report.Progress;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.Names;
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
import pmtuverify.report.ci.StoredResults;
import java.util.Map;

/** {@code ./pmtu prove}: the SMT proofs (z3, bit-vectors) over every value, with their SMT-LIB2 files. */
@Command(name = "prove", mixinStandardHelpOptions = true, description = {"Run the SMT proofs over every value of the C types; write specs/proofs/.",
    "With --recheck, run no proof: re-run every stored query of specs/proofs/ (or --out) to the answer its header records, "
        + "through the Java binding and through a z3 binary on PATH when there is one; exit 1 with one line per wrong answer."})
public final class ProveCommand implements Callable<Integer> {
    @Option(names = "--invariant", completionCandidates = ProveCommand.ProofInvariants.class,
            description = "one of ${COMPLETION-CANDIDATES}")
    String invariant;

    @Option(names = "--variant", completionCandidates = Names.PmtuVariants.class,
            description = "a PLPMTUD variant (default: all): ${COMPLETION-CANDIDATES}")
    String variant;

    @Option(names = "--json", description = "one JSON object per proof")
    boolean json;

    @Option(names = "--out", description = "directory for the .smt2 queries and witness traces (default ${DEFAULT-VALUE}; '-' for none)")
    String out = "specs/proofs";

    @Option(names = "--check", description = "write nothing: without --invariant and --variant, fail on a stored proof-group "
            + "fingerprint (fingerprints/proof-groups.tsv beside --out) the code does not compute, digest every group's stored "
            + "rows and files against its line, re-run the groups changed since the previous commit and a rotating sample "
            + "(every group once in any 20 commits) and compare; with --full, --invariant or --variant: re-run those proofs and "
            + "compare every query and witness file, CELLS.tsv's rows, and, without --invariant and --variant, no file outside "
            + "the manifest; exit 1 when stale")
    boolean check;

    @Option(names = "--recheck", description = "write nothing, prove nothing: re-run every stored .smt2 query under --out "
            + "through the Java binding and Debian's z3 (when on the PATH); exit 1 when one gives another answer than "
            + "its header records (not with --invariant, --variant or --json)")
    boolean recheck;

    @Option(names = "--cvc5", description = "prove nothing: run every stored .smt2 query under --out through Debian's cvc5 "
            + "(on the PATH) under a deterministic resource limit and write its answers beside --out (proofs-cvc5.tsv); "
            + "exit 1 when cvc5 answers a query otherwise than its header records (not with --invariant, --variant or --json)")
    boolean cvc5;

    @Option(names = "--full", description = "with --check: re-derive every proof group, not only the changed ones and the sample")
    boolean full;

    @Option(names = "--threads", description = "proof groups (the helpers, each variant) or stored queries run at once (default: "
            + "the machine's processors); the files written and the lines printed are the same whatever the count")
    int threads = pmtuverify.work.Parallel.defaultThreads();

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (threads < 1) {
            throw new BadInput("--threads must be at least 1, got " + threads);
        }
        if (recheck && cvc5) {
            throw new BadInput("--recheck and --cvc5 are two runs: give one");
        }
        if (recheck) {
            return recheck();
        }
        if (cvc5) {
            return cvc5();
        }
        if (invariant != null && !Proofs.INVARIANTS.contains(invariant)) {
            throw new BadInput("--invariant must be one of " + String.join(", ", Proofs.INVARIANTS) + ", got " + invariant);
        }
        Variant v = variant == null ? null : Variant.byName(variant);
        if (variant != null && v == null) {
            throw new BadInput("unknown --variant " + variant + " (a PLPMTUD variant: " + Names.list(Names.pmtuVariants()) + ")");
        }
        if (check && "-".equals(out)) {
            throw new BadInput("--check compares a directory: give --out DIR, not '-'");
        }
        if (check && !java.nio.file.Files.isDirectory(Path.of(out))) {
            throw new BadInput("--check: no directory " + out);
        }
        if (full && (!check || invariant != null || variant != null)) {
            throw new BadInput("--full goes with --check, without --invariant and --variant");
        }
        if (check && !full && invariant == null && variant == null) {
            return sampledCheck(Path.of(out));
        }
        Set<String> invariants = invariant == null ? null : Set.of(invariant);
        Set<Variant> variants = v == null ? null : Set.of(v);
        Progress progress = Progress.of("proof groups (the helpers, then each variant)", Proofs.groups(invariants, variants).size());
        List<Proof> proofs = Proofs.run(invariants, variants, threads, progress::done);
        if (check) {
            List<String> stale = stale(proofs, Path.of(out), invariant == null, invariant == null && variant == null);
            for (String s : stale) {
                System.out.println("stale: " + s);
            }
            System.out.println(stale.isEmpty() ? out + ": fresh (" + Proofs.files(proofs).size() + " files of " + proofs.size() + " cells)"
                    : out + ": " + stale.size() + " stale entries: run ./pmtu prove" + (invariant == null && variant == null ? "" : " with the same options"));
            return stale.isEmpty() ? 0 : 1;
        }
        if (!"-".equals(out)) {
            Proofs.write(proofs, Path.of(out), invariant != null || variant != null);
            Path table = Path.of(out, "PROOFS.md");
            Path cells = Path.of(out, Proofs.CELLS);
            if (invariant == null && variant == null || !java.nio.file.Files.exists(table) || !java.nio.file.Files.exists(cells)) {
                java.nio.file.Files.writeString(table, Proofs.table(proofs));
                java.nio.file.Files.writeString(cells, Proofs.cells(proofs));
                if (invariant == null && variant == null) {
                    writeTable(proofs, Path.of(out));
                }
            } else {
                // a subset: its rows replace the same cells' rows, the other cells' rows stay as the last run wrote them
                java.nio.file.Files.writeString(table, mergeRows(java.nio.file.Files.readString(table), Proofs.table(proofs), "|"));
                java.nio.file.Files.writeString(cells, mergeRows(java.nio.file.Files.readString(cells), Proofs.cells(proofs), "\t"));
                System.err.println("pmtu: " + StoredProofs.table(Path.of(out)) + " not rewritten by a run of some proofs: ./pmtu prove --check "
                        + "fails on the groups this run rewrote until a whole ./pmtu prove");
            }
        }
        for (Proof p : proofs) {
            if (json) {
                StringBuilder b = new StringBuilder("{\"invariant\":\"").append(p.invariant).append("\",\"variant\":\"")
                        .append(p.variant).append("\",\"domain\":\"").append(p.coverage.domainKey()).append("\",\"verdict\":\"")
                        .append(p.verdict).append("\",\"strength\":\"").append(p.strength().replace("\"", "\\\"")).append("\",\"solver_ms\":").append(p.millis()).append(",\"query_bytes\":")
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
                        p.coverage.domainKey(), p.verdict, p.millis(), p.bytes(), p.statement,
                        p.trace.isEmpty() ? "" : " [trace " + p.traceName() + ".jsonl]");
            }
        }
        return 0;
    }

    /**
     * The stored queries of {@code out} for a run over all of them ({@code --recheck}, {@code --cvc5}, named by
     * {@code what}): bad input when another option narrows the run, or when there is no directory or no query.
     */
    private List<Path> storedQueries(String what) throws IOException {
        if (invariant != null || variant != null || json || check) {
            throw new BadInput(what + " every stored query: it takes no --check, --invariant, --variant or --json");
        }
        Path dir = Path.of(out);
        if (!java.nio.file.Files.isDirectory(dir)) {
            throw new BadInput("no such directory: " + out);
        }
        List<Path> files = StoredQueries.files(dir, name -> true);
        if (files.isEmpty()) {
            throw new BadInput("no .smt2 query under " + out);
        }
        return files;
    }

    /** {@code --recheck}: every stored query under {@code out} gives its recorded answer. */
    private int recheck() throws IOException, InterruptedException {
        List<Path> files = storedQueries("--recheck re-runs");
        Path dir = Path.of(out);
        java.io.File z3 = StoredQueries.z3OnPath();
        if (z3 == null) {
            System.err.println("pmtu: no z3 binary on PATH: the Java binding's answers only");
        }
        StoredQueries.Result r = StoredQueries.check(files, z3, threads);
        r.wrong.forEach(System.out::println);
        System.out.println(r.queries + " stored queries under " + dir + " (" + r.sat + " sat), run through the Java binding"
                + (z3 == null ? "" : " and " + z3) + ": " + (r.wrong.isEmpty() ? "every answer as recorded" : r.wrong.size() + " wrong answers"));
        return r.wrong.isEmpty() ? 0 : 1;
    }

    /** {@code --cvc5}: every stored query under {@code out} through cvc5, its answers written beside {@code out}. */
    private int cvc5() throws IOException, InterruptedException {
        List<Path> files = storedQueries("--cvc5 runs");
        Path dir = Path.of(out);
        java.io.File solver = SecondSolver.onPath();
        if (solver == null) {
            throw new BadInput("no cvc5 on PATH (Debian: apt-get install cvc5)");
        }
        String version = SecondSolver.version(solver);
        Progress progress = Progress.of("stored queries through cvc5 " + version, files.size());
        List<SecondSolver.Row> rows = SecondSolver.run(files, solver, threads, f -> progress.done(f.getFileName().toString()));
        Path table = SecondSolver.table(dir);
        java.nio.file.Files.writeString(table, SecondSolver.table(rows, version));
        for (SecondSolver.Row r : rows) {
            if (r.disagrees()) {
                System.out.println(r.file() + ": cvc5 answered " + r.answer() + ", expected " + r.expected());
            }
        }
        System.out.println(SecondSolver.summary(rows, version) + "; written to " + table);
        return rows.stream().anyMatch(SecondSolver.Row::disagrees) ? 1 : 0;
    }

    /**
     * What differs between {@code dir} and the files {@code proofs} generate: a missing or different query or witness file, a
     * CELLS.tsv row, and, when {@code whole} (every cell was run), a file in the directory or the manifest that no proof writes.
     * Each variant's proofs run in contexts of their own, so a run of some variants finds what a whole run finds
     * ({@code exact}); z3's models depend on the queries run before in the same context, so a run of some invariants
     * gives the queries of a whole run but may pick other witnesses: then only the queries, the witnesses' presence and
     * the rows' first four fields (invariant, variant, domain, strength) are compared.
     */
    static List<String> stale(List<Proof> proofs, Path dir, boolean exact, boolean whole) throws IOException {
        List<String> out = new java.util.ArrayList<>();
        java.util.SortedMap<String, String> files = Proofs.files(proofs);
        for (java.util.Map.Entry<String, String> f : files.entrySet()) {
            Path p = dir.resolve(f.getKey());
            if (!java.nio.file.Files.exists(p)) {
                out.add(f.getKey() + " is missing");
            } else if ((exact || f.getKey().endsWith(".smt2")) && !java.nio.file.Files.readString(p).equals(f.getValue())) {
                out.add(f.getKey() + " differs");
            }
        }
        Path cells = dir.resolve(Proofs.CELLS);
        String have = java.nio.file.Files.exists(cells) ? java.nio.file.Files.readString(cells) : "";
        java.util.Set<String> rows = new java.util.HashSet<>();
        for (String row : have.split("\n")) {
            rows.add(exact ? row : head(row));
        }
        for (String row : Proofs.cells(proofs).split("\n")) {
            if (!row.startsWith("#") && !rows.contains(exact ? row : head(row))) {
                out.add(Proofs.CELLS + " lacks the row " + row.substring(0, Math.min(row.length(), 160)));
            }
        }
        if (whole) {
            // rows compared as a multiset: a subset run (--invariant/--variant) merges its rows in place and appends
            // new cells, so the row order of a file kept fresh by subset runs may differ from a whole run's
            if (cellsDiffer(have, Proofs.cells(proofs))) {
                out.add(Proofs.CELLS + " differs (it has rows no proof writes, or a row twice)");
            }
            Path m = dir.resolve(Proofs.MANIFEST);
            if (!java.nio.file.Files.exists(m) || !java.nio.file.Files.readString(m).equals(Proofs.manifest(files.keySet()))) {
                out.add(Proofs.MANIFEST + " differs");
            }
            try (java.util.stream.Stream<Path> s = java.nio.file.Files.list(dir)) {
                s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".smt2") || n.endsWith(".jsonl"))
                        .filter(n -> !files.containsKey(n)).sorted().forEach(n -> out.add(n + " is an orphan: no proof writes it"));
            }
        }
        return out;
    }

    /** Whether two CELLS.tsv texts have other data rows (each row counted, their order not). */
    static boolean cellsDiffer(String have, String fresh) {
        return !sortedRows(have).equals(sortedRows(fresh));
    }

    /** The data rows of a CELLS.tsv text, sorted. */
    private static List<String> sortedRows(String cells) {
        return java.util.Arrays.stream(cells.split("\n")).filter(r -> !r.isEmpty() && !r.startsWith("#")).sorted().toList();
    }

    /** invariant, variant, domain and strength of a CELLS.tsv row. */
    private static String head(String row) {
        String[] f = row.split("\t", 5);
        return f.length < 4 ? row : String.join("\t", f[0], f[1], f[2], f[3]);
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

    /** The invariants the proofs cover, for picocli's {@code ${COMPLETION-CANDIDATES}}. */
    static final class ProofInvariants extends Names.Candidates {
        ProofInvariants() { super(() -> Proofs.INVARIANTS); }
    }

    /** Writes the fingerprint table of a whole run's proofs ({@link StoredProofs}). */
    private static void writeTable(List<Proof> proofs, Path out) throws IOException {
        Map<String, String> keys = StoredProofs.fingerprints();
        if (keys == null) {
            throw new BadInput("no pmtuverify class on the class path to fingerprint the proofs with");
        }
        Map<String, String> data = StoredProofs.data(proofs);
        Map<String, StoredResults.Entry> entries = new java.util.TreeMap<>();
        for (Map.Entry<String, String> k : keys.entrySet()) {
            entries.put(k.getKey(), new StoredResults.Entry(k.getValue(), data.getOrDefault(k.getKey(), "")));
        }
        Path table = StoredProofs.table(out);
        java.nio.file.Files.createDirectories(table.getParent());
        java.nio.file.Files.writeString(table, StoredResults.format(StoredProofs.HEADER, entries));
    }

    /**
     * {@code --check} without {@code --full}: every group's fingerprint recomputed (a stale one fails, and then
     * nothing is re-derived), every group's stored rows and files read and digested against its stored line (no
     * solver: a stored file changed without the table fails), the manifest against the files the lines name, then
     * the changed groups and the sample ({@link StoredResults#plan}) re-derived and compared with what is stored.
     */
    private int sampledCheck(Path dir) throws IOException {
        Map<String, String> keys = StoredProofs.fingerprints();
        if (keys == null) {
            throw new BadInput("no pmtuverify class on the class path to fingerprint the proofs with");
        }
        Path table = StoredProofs.table(dir);
        if (!java.nio.file.Files.isRegularFile(table)) {
            System.out.println("stale fingerprint: every proof group (regenerate with ./pmtu prove): no " + table);
            return 1;
        }
        Map<String, StoredResults.Entry> stored = StoredResults.parse(java.nio.file.Files.readString(table), table.toString());
        StoredResults.Plan plan = StoredResults.plan(keys, stored, StoredResults.landing(table));
        plan.describe("prove --check").forEach(System.out::println);
        plan.stale().forEach((n, why) -> System.out.println(StoredResults.staleLine(n, why, "./pmtu prove")));
        if (!plan.stale().isEmpty()) {
            System.out.println(plan.stale().size() + " proof groups' stored fingerprints do not match the code: no proof re-derived; "
                    + "run ./pmtu prove");
            return 1;
        }
        List<String> findings = new java.util.ArrayList<>();
        Map<String, String> disk = StoredProofs.onDisk(dir, stored);
        for (Map.Entry<String, StoredResults.Entry> e : stored.entrySet()) {
            if (!disk.get(e.getKey()).equals(e.getValue().data())) {
                findings.add(e.getKey() + ": its rows of " + Proofs.CELLS + " or its files under " + dir + " differ from its line in "
                        + StoredProofs.TABLE + (disk.get(e.getKey()).startsWith("missing ") ? " (" + disk.get(e.getKey()) + ")" : ""));
            }
        }
        java.util.TreeSet<String> listed = StoredProofs.listed(stored);
        Path m = dir.resolve(Proofs.MANIFEST);
        if (!java.nio.file.Files.exists(m) || !java.nio.file.Files.readString(m).equals(Proofs.manifest(listed))) {
            findings.add(Proofs.MANIFEST + " differs from the files " + StoredProofs.TABLE + " names");
        }
        try (java.util.stream.Stream<Path> s = java.nio.file.Files.list(dir)) {
            s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".smt2") || n.endsWith(".jsonl"))
                    .filter(n -> !listed.contains(n)).sorted().forEach(n -> findings.add(n + " is an orphan: no proof group lists it"));
        }
        Path cellsFile = dir.resolve(Proofs.CELLS);
        for (String r : java.nio.file.Files.exists(cellsFile) ? java.nio.file.Files.readString(cellsFile).split("\n") : new String[0]) {
            if (!r.isEmpty() && !r.startsWith("#") && !stored.containsKey(StoredProofs.group(r))) {
                findings.add(Proofs.CELLS + " has a row of no proof group: " + r.substring(0, Math.min(r.length(), 120)));
            }
        }
        System.out.println("prove --check: every group's stored rows and files digested against " + StoredProofs.TABLE + ": "
                + (findings.isEmpty() ? "all agree" : findings.size() + " findings"));
        List<String> redo = plan.rederive();
        if (!redo.isEmpty()) {
            Set<Variant> variants = new java.util.LinkedHashSet<>();
            List<Proof> proofs = new java.util.ArrayList<>();
            for (String g : redo) {
                if (!g.equals("HELPERS")) {
                    variants.add(Variant.valueOf(g));
                }
            }
            Progress progress = Progress.of("proof groups re-derived", redo.size());
            if (redo.contains("HELPERS")) {
                proofs.addAll(Proofs.run(Set.of("HELPERS"), Set.of(Variant.MAINLINE, Variant.LATEST), threads, g -> { }));
                progress.done("HELPERS");
            }
            if (!variants.isEmpty()) {
                // every invariant, as a whole run proves them (a variant's proofs share z3 contexts, whose models depend on
                // what ran before): the helpers' group comes along and is dropped here
                for (Proof p : Proofs.run(null, variants, threads, g -> {
                    if (!g.equals("HELPERS")) {
                        progress.done(g);
                    }
                })) {
                    if (!StoredProofs.group(p).equals("HELPERS")) {
                        proofs.add(p);
                    }
                }
            }
            Map<String, String> data = StoredProofs.data(proofs);
            for (String g : redo) {
                String now = data.getOrDefault(g, "");
                boolean same = now.equals(stored.get(g).data());
                List<Proof> mine = proofs.stream().filter(p -> StoredProofs.group(p).equals(g)).toList();
                System.out.println("prove --check: re-derived " + g + " (" + (plan.changed().contains(g) ? "changed" : "sample") + "): "
                        + mine.size() + " rows, " + Proofs.files(mine).size() + " files, "
                        + (same ? "equal to the stored ones" : "DIFFER from the stored ones"));
                if (!same) {
                    findings.add(g + ": re-derived, differs from what is stored");
                    for (String s : stale(mine, dir, true, false)) {
                        findings.add(g + ": " + s);
                    }
                }
            }
        }
        findings.forEach(f -> System.out.println("stale: " + f));
        System.out.println(findings.isEmpty()
                ? dir + ": fresh (" + redo.size() + " of " + plan.total() + " proof groups re-derived, " + plan.unchecked().size()
                        + " not re-derived this run: their fingerprints match the code, their stored files their lines; "
                        + "./pmtu prove --check --full re-derives all)"
                : dir + ": " + findings.size() + " stale entries: run ./pmtu prove");
        return findings.isEmpty() ? 0 : 1;
    }
}
