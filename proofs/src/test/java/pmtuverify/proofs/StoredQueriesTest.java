package pmtuverify.proofs;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every stored query under specs/proofs/ re-runs to the answer its header records: through the
 * Java binding's SMT-LIB2 parser, and through a z3 binary on PATH when there is one (Debian's
 * package), so the files stand on their own.
 */
class StoredQueriesTest {
    static final Path DIR = Path.of("..", "specs", "proofs");

    static List<Path> files() throws Exception {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.toString().endsWith(".smt2")).sorted().collect(Collectors.toList());
        }
    }

    static String expected(String text) {
        for (String line : text.split("\n")) {
            if (line.startsWith("; expected: ")) {
                return line.substring("; expected: ".length()).trim();
            }
        }
        throw new AssertionError("no expected answer");
    }

    @Test
    void everyStoredQueryGivesItsRecordedAnswer() throws Exception {
        List<Path> files = files();
        assertThat(files).hasSizeGreaterThan(50);
        int sat = 0;
        try (Context ctx = new Context()) {
            for (Path f : files) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                Solver s = ctx.mkSolver("QF_BV");
                Params p = ctx.mkParams();
                p.add("timeout", 120_000);
                s.setParameters(p);
                BoolExpr[] asserted = ctx.parseSMTLIB2String(text.replace("(check-sat)", ""), null, null, null, null);
                s.add(asserted);
                Status st = s.check();
                String got = st == Status.SATISFIABLE ? "sat" : st == Status.UNSATISFIABLE ? "unsat" : "unknown";
                assertThat(got).as(f.getFileName().toString()).isEqualTo(expected(text));
                sat += got.equals("sat") ? 1 : 0;
            }
        }
        assertThat(sat).isPositive().isLessThan(files.size());
    }

    /** Every .smt2 and .jsonl file is one the proofs write (the manifest ./pmtu prove writes lists them), and every listed file is there. */
    @Test
    void noOrphanedFiles() throws Exception {
        java.util.Set<String> listed = Proofs.manifestNames(Files.readString(DIR.resolve(Proofs.MANIFEST), StandardCharsets.UTF_8));
        java.util.Set<String> present;
        try (Stream<Path> s = Files.list(DIR)) {
            present = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".smt2") || n.endsWith(".jsonl"))
                    .collect(Collectors.toCollection(java.util.TreeSet::new));
        }
        assertThat(present).as("files no proof writes (orphans): delete them, or run ./pmtu prove").isSubsetOf(listed);
        assertThat(listed).as("files the manifest lists but specs/proofs lacks: run ./pmtu prove").isSubsetOf(present);
        // the witnesses the cells name are exactly the .jsonl files
        java.util.Set<String> named = new java.util.TreeSet<>();
        for (String line : Files.readAllLines(DIR.resolve(Proofs.CELLS), StandardCharsets.UTF_8)) {
            String[] f = line.split("\t", 6);
            if (!line.startsWith("#") && f.length == 6 && !f[4].equals("-")) {
                named.add(f[4]);
            }
        }
        assertThat(present.stream().filter(n -> n.endsWith(".jsonl"))).containsExactlyInAnyOrderElementsOf(named);
    }

    @Test
    void debiansZ3AgreesWhenInstalled() throws Exception {
        File z3 = null;
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            File f = new File(dir, "z3");
            if (f.canExecute()) {
                z3 = f;
                break;
            }
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(z3 != null, "no z3 binary on PATH");
        for (Path f : files()) {
            Process p = new ProcessBuilder(z3.getPath(), "-T:120", f.toString()).redirectErrorStream(true).start();
            assertThat(p.waitFor(150, TimeUnit.SECONDS)).isTrue();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            assertThat(out).as(f.getFileName().toString()).isEqualTo(expected(Files.readString(f)));
        }
    }
}
