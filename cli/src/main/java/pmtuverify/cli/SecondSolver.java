package pmtuverify.cli;

import pmtuverify.proofs.StoredQueries;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A second solver on the stored queries: Debian's cvc5, an independent implementation of the same SMT-LIB2 bit-vector
 * logic as z3, runs every stored query of specs/proofs under a deterministic resource limit (cvc5's {@code --rlimit},
 * counted in the solver's own steps, not in seconds, so a query it cannot answer is the same one on every machine).
 * Its answers are kept in a table beside the proofs ({@link #table(Path)}): one row per query, with the query's digest, the
 * answer its header records (z3's) and cvc5's. A query cvc5 answers differently (sat against unsat) is a failure; one
 * it does not answer within the limit is counted and said, never taken as agreement.
 *
 * <p>It lives beside the command rather than in the proofs module: the report cells' fingerprints hash every library
 * package's classes and the proof groups' those of pmtuverify.proofs, and a checker of the stored queries changes no
 * cell and no proof.
 */
public final class SecondSolver {
    /** The table's name, beside the proofs' directory (specs/proofs-cvc5.tsv: the directory's manifest lists only the proofs' files). */
    public static final String TABLE = "proofs-cvc5.tsv";

    /** The table of the proofs' directory {@code dir}. */
    public static Path table(Path dir) {
        return dir.toAbsolutePath().normalize().resolveSibling(TABLE);
    }
    /** cvc5's resource limit per query ({@code --rlimit}): about 3 to 20 s of this machine's time on the hardest queries. */
    public static final long RLIMIT = 1_000_000L;
    /** A wall-clock guard around one cvc5 process, far above what {@link #RLIMIT} allows. */
    static final int GUARD_SECONDS = 300;

    private SecondSolver() {}

    /** One row of the table. */
    public record Row(String file, String digest, String expected, String answer) {
        /** cvc5 answered, and not as the header records. */
        public boolean disagrees() {
            return (answer.equals("sat") || answer.equals("unsat")) && !answer.equals(expected);
        }

        /** cvc5 gave no sat or unsat (the limit, or an error it printed). */
        public boolean unanswered() {
            return !answer.equals("sat") && !answer.equals("unsat");
        }
    }

    /** The first executable {@code cvc5} on PATH, or null. */
    public static File onPath() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            File f = new File(dir, "cvc5");
            if (f.canExecute()) {
                return f;
            }
        }
        return null;
    }

    /** What {@code cvc5 --version} says on its first line ("This is cvc5 version 1.0.3"), trimmed to the version. */
    public static String version(File cvc5) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cvc5.getPath(), "--version").redirectErrorStream(true).start();
        p.waitFor(30, TimeUnit.SECONDS);
        String first = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).split("\n")[0].trim();
        return first.startsWith("This is cvc5 version ") ? first.substring("This is cvc5 version ".length()) : first;
    }

    /** cvc5's answer to the stored query {@code f} under {@link #RLIMIT}: sat, unsat, unknown, or what it printed. */
    public static String answer(File cvc5, Path f) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cvc5.getPath(), "--rlimit=" + RLIMIT, f.toString()).redirectErrorStream(true).start();
        if (!p.waitFor(GUARD_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return "no answer in " + GUARD_SECONDS + " s";
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        String first = out.isEmpty() ? "(nothing printed)" : out.split("\n")[0].trim();
        return first.replace('\t', ' ');
    }

    /** The first 16 hex digits of the SHA-256 of the query's text. */
    public static String digest(Path f) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f))).substring(0, 16);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every stored query of {@code files} through {@code cvc5}, on {@code threads} threads, in the files' order. */
    public static List<Row> run(List<Path> files, File cvc5, int threads, java.util.function.Consumer<Path> done) {
        return pmtuverify.work.Parallel.map(files, threads, f -> {
            try {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                return new Row(f.getFileName().toString(), digest(f), StoredQueries.expected(text), answer(cvc5, f));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }, done);
    }

    /** The table's text: a header naming the solver, its version and limit, then one row per query. */
    public static String table(List<Row> rows, String version) {
        StringBuilder b = new StringBuilder();
        b.append("# cvc5 ").append(version).append(" (Debian) on every stored query of specs/proofs, --rlimit=").append(RLIMIT)
                .append(" per query; generated by ./pmtu prove --cvc5\n");
        b.append("# query\tsha256 (16 hex digits)\texpected (z3, the header)\tcvc5\n");
        for (Row r : rows) {
            b.append(r.file).append('\t').append(r.digest).append('\t').append(r.expected).append('\t').append(r.answer)
                    .append('\n');
        }
        return b.toString();
    }

    /** The table's rows by query file name (comment lines skipped). */
    public static Map<String, Row> read(Path table) throws IOException {
        Map<String, Row> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(table, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (f.length != 4) {
                throw new IOException(table + ": a row without 4 tab-separated fields: " + line);
            }
            out.put(f[0], new Row(f[0], f[1], f[2], f[3]));
        }
        return out;
    }

    /** The version the table's header names, or null. */
    public static String tableVersion(Path table) throws IOException {
        String first = Files.readAllLines(table, StandardCharsets.UTF_8).get(0);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^# cvc5 (\\S+) ").matcher(first);
        return m.find() ? m.group(1) : null;
    }

    /** The summary line: how many queries, as recorded, unanswered within the limit, answered otherwise. */
    public static String summary(List<Row> rows, String version) {
        int agree = 0;
        int unanswered = 0;
        int disagree = 0;
        for (Row r : rows) {
            if (r.disagrees()) {
                disagree++;
            } else if (r.unanswered()) {
                unanswered++;
            } else {
                agree++;
            }
        }
        return "cvc5 " + version + " (--rlimit=" + RLIMIT + " per query) on " + rows.size() + " stored queries: " + agree
                + " answered as recorded, " + unanswered + " not answered within the limit, " + disagree
                + " answered otherwise";
    }

    /** The rows that are not fresh for {@code files}: a query without a row, a row of another text, a row of no query. */
    public static List<String> stale(Map<String, Row> table, List<Path> files) throws IOException {
        List<String> out = new ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
        for (Path f : files) {
            String n = f.getFileName().toString();
            names.add(n);
            Row r = table.get(n);
            if (r == null) {
                out.add(n + " has no row");
            } else if (!r.digest.equals(digest(f))) {
                out.add(n + " changed since cvc5 ran it");
            }
        }
        for (String n : table.keySet()) {
            if (!names.contains(n)) {
                out.add(n + " is no stored query");
            }
        }
        return out;
    }
}
