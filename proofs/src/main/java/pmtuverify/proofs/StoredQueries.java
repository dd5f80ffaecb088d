package pmtuverify.proofs;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The stored SMT-LIB2 queries of a proofs directory, re-run to the answer each header records ({@code ; expected:}):
 * through the Java binding's SMT-LIB2 parser, and through a z3 binary (Debian's package) when one is on PATH, so the
 * files stand on their own. {@code ./pmtu prove --recheck} runs every query; the test suite a sample.
 */
public final class StoredQueries {
    /** The solver's time limit per query, as when the proofs ran. */
    static final int TIMEOUT_SECONDS = 120;

    private StoredQueries() {}

    /** The {@code .smt2} files of {@code dir} that {@code which} accepts (by file name), in name order. */
    public static List<Path> files(Path dir, Predicate<String> which) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".smt2") && which.test(p.getFileName().toString())).sorted().toList();
        }
    }

    /** The answer a stored query's header records. */
    public static String expected(String text) {
        for (String line : text.split("\n")) {
            if (line.startsWith("; expected: ")) {
                return line.substring("; expected: ".length()).trim();
            }
        }
        throw new IllegalArgumentException("no '; expected:' line in the header");
    }

    /** The first executable {@code z3} on PATH, or null. */
    public static File z3OnPath() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            File f = new File(dir, "z3");
            if (f.canExecute()) {
                return f;
            }
        }
        return null;
    }

    /** The Java binding's answer to the SMT-LIB2 script {@code text}: sat, unsat or unknown. */
    static String binding(Context ctx, String text) {
        Solver s = ctx.mkSolver("QF_BV");
        Params p = ctx.mkParams();
        p.add("timeout", TIMEOUT_SECONDS * 1000);
        s.setParameters(p);
        BoolExpr[] asserted = ctx.parseSMTLIB2String(text.replace("(check-sat)", ""), null, null, null, null);
        s.add(asserted);
        Status st = s.check();
        return st == Status.SATISFIABLE ? "sat" : st == Status.UNSATISFIABLE ? "unsat" : "unknown";
    }

    /** What the z3 binary prints for the file {@code f} (its answer, or an error), or a note when it did not finish. */
    static String binary(File z3, Path f) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(z3.getPath(), "-T:" + TIMEOUT_SECONDS, f.toString()).redirectErrorStream(true).start();
        if (!p.waitFor(TIMEOUT_SECONDS + 30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return "no answer in " + (TIMEOUT_SECONDS + 30) + " s";
        }
        return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
    }

    /** The outcome of re-running a set of stored queries. */
    public static final class Result {
        /** Queries run; of those, answered sat. */
        public int queries;
        public int sat;
        /** Whether a z3 binary ran them too (and which). */
        public String binary;
        /** One line per query whose answer is not the recorded one: {@code FILE: SOLVER answered X, expected Y}. */
        public final List<String> wrong = new ArrayList<>();
    }

    /** Re-runs {@code files} through the Java binding and, when {@code z3} is not null, through that binary. */
    public static Result check(List<Path> files, File z3) throws IOException, InterruptedException {
        return check(files, z3, 1);
    }

    /**
     * {@link #check(List, File)} on {@code threads} threads (each query in a z3 context of its own, so an answer does not
     * depend on the queries run before it); the wrong answers are listed in the files' order whatever the thread count.
     */
    public static Result check(List<Path> files, File z3, int threads) {
        Result r = new Result();
        r.binary = z3 == null ? null : z3.getPath();
        for (Checked c : pmtuverify.work.Parallel.map(files, threads, f -> checkOne(f, z3), f -> { })) {
            r.queries += c.ran ? 1 : 0;
            r.sat += c.sat ? 1 : 0;
            r.wrong.addAll(c.wrong);
        }
        return r;
    }

    /** One stored query re-run: whether it ran (its header records an answer), whether the binding said sat, what was wrong. */
    private record Checked(boolean ran, boolean sat, List<String> wrong) {}

    private static Checked checkOne(Path f, File z3) {
        List<String> wrong = new ArrayList<>();
        try {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            String want;
            try {
                want = expected(text);
            } catch (IllegalArgumentException e) {
                return new Checked(false, false, List.of(f + ": " + e.getMessage()));
            }
            String got;
            try (Context ctx = new Context()) {
                got = binding(ctx, text);
            }
            if (!got.equals(want)) {
                wrong.add(f + ": the Java binding answered " + got + ", expected " + want);
            }
            if (z3 != null) {
                String out = binary(z3, f);
                if (!out.equals(want)) {
                    wrong.add(f + ": " + z3.getPath() + " answered " + out.replace('\n', ' ') + ", expected " + want);
                }
            }
            return new Checked(true, got.equals("sat"), wrong);
        } catch (IOException e) {
            return new Checked(false, false, List.of(f + ": cannot be read (" + e.getMessage() + ")"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
