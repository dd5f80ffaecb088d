package pmtuverify.cli;

import pmtuverify.proofs.StoredQueries;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * cvc5's answers on the stored queries (specs/proofs-cvc5.tsv, written by {@code ./pmtu prove --cvc5}): a row for
 * every stored query of today's text, none answered otherwise than z3, README's figure the table's, and, with Debian's
 * cvc5 of the table's version on PATH, a sample of answered rows re-run to the same answer (the limit is counted in
 * cvc5's own steps, so the answer is the machine's whatever its speed).
 */
class SecondSolverTest {
    static final Path DIR = Path.of("..", "specs", "proofs");

    static Map<String, SecondSolver.Row> table() throws Exception {
        return SecondSolver.read(SecondSolver.table(DIR));
    }

    @Test
    void everyStoredQueryHasAFreshRowAndNoneIsAnsweredOtherwise() throws Exception {
        List<Path> files = StoredQueries.files(DIR, n -> true);
        Map<String, SecondSolver.Row> t = table();
        assertThat(SecondSolver.stale(t, files)).as("stale rows: run ./pmtu prove --cvc5").isEmpty();
        assertThat(t.values().stream().filter(SecondSolver.Row::disagrees).map(SecondSolver.Row::toString))
                .as("queries cvc5 answers otherwise than z3").isEmpty();
        // the table's expected column is each header's
        for (Path f : files.subList(0, 20)) {
            assertThat(t.get(f.getFileName().toString()).expected())
                    .isEqualTo(StoredQueries.expected(Files.readString(f, StandardCharsets.UTF_8)));
        }
    }

    @Test
    void readmeCarriesTheTablesSummary() throws Exception {
        // README's cvc5 figure is the table's (run ./pmtu prove --cvc5 and copy its summary line); held in the ledger
        Path table = SecondSolver.table(DIR);
        pmtuverify.doc.DocClaims.says("README.md",
                SecondSolver.summary(new ArrayList<>(table().values()), SecondSolver.tableVersion(table)));
    }

    @Test
    void aSampleOfAnsweredRowsGivesTheSameAnswerAgain() throws Exception {
        File cvc5 = SecondSolver.onPath();
        Path table = SecondSolver.table(DIR);
        if (cvc5 == null || !SecondSolver.version(cvc5).equals(SecondSolver.tableVersion(table))) {
            // .ci/run installs Debian's cvc5; a machine without it (or with another version) checks the table alone
            System.err.println("SecondSolverTest: no cvc5 " + SecondSolver.tableVersion(table) + " on PATH: no row re-run");
            return;
        }
        List<SecondSolver.Row> sat = new ArrayList<>();
        List<SecondSolver.Row> unsat = new ArrayList<>();
        for (SecondSolver.Row r : table().values()) {
            (r.answer().equals("sat") ? sat : r.answer().equals("unsat") ? unsat : new ArrayList<SecondSolver.Row>()).add(r);
        }
        // the three smallest queries of each answer (the fast ones: the whole table is ./pmtu prove --cvc5's, 17 minutes)
        List<SecondSolver.Row> sample = new ArrayList<>();
        for (List<SecondSolver.Row> l : List.of(sat, unsat)) {
            l.sort(java.util.Comparator.comparingLong((SecondSolver.Row r) -> DIR.resolve(r.file()).toFile().length())
                    .thenComparing(SecondSolver.Row::file));
            sample.addAll(l.subList(0, 3));
        }
        for (SecondSolver.Row r : sample) {
            assertThat(SecondSolver.answer(cvc5, DIR.resolve(r.file()))).as(r.file()).isEqualTo(r.answer());
        }
    }

    @Test
    void aChangedQueryAMissingRowAndARowOfNoQueryAreStale(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a.smt2");
        Path b = dir.resolve("b.smt2");
        Files.writeString(a, "; a\n; expected: unsat\n(check-sat)\n");
        Files.writeString(b, "; b\n; expected: sat\n(check-sat)\n");
        List<SecondSolver.Row> rows = List.of(new SecondSolver.Row("a.smt2", SecondSolver.digest(a), "unsat", "unsat"),
                new SecondSolver.Row("c.smt2", "0123456789abcdef", "sat", "sat"));
        Path t = dir.resolve("t.tsv");
        Files.writeString(t, SecondSolver.table(rows, "1.0.3"));
        assertThat(SecondSolver.tableVersion(t)).isEqualTo("1.0.3");
        Map<String, SecondSolver.Row> read = SecondSolver.read(t);
        assertThat(read.values()).containsExactlyElementsOf(rows);
        assertThat(SecondSolver.stale(read, List.of(a, b))).containsExactly("b.smt2 has no row", "c.smt2 is no stored query");
        Files.writeString(a, "; a\n; expected: unsat\n(assert false)\n(check-sat)\n");
        assertThat(SecondSolver.stale(read, List.of(a))).contains("a.smt2 changed since cvc5 ran it");
    }

    @Test
    void onlyASatAgainstAnUnsatDisagrees() {
        assertThat(new SecondSolver.Row("q", "d", "unsat", "sat").disagrees()).isTrue();
        assertThat(new SecondSolver.Row("q", "d", "sat", "unsat").disagrees()).isTrue();
        assertThat(new SecondSolver.Row("q", "d", "unsat", "unknown").disagrees()).isFalse();
        assertThat(new SecondSolver.Row("q", "d", "unsat", "unknown").unanswered()).isTrue();
        assertThat(new SecondSolver.Row("q", "d", "sat", "(error \"parse\")").unanswered()).isTrue();
        assertThat(new SecondSolver.Row("q", "d", "sat", "sat").unanswered()).isFalse();
        assertThat(SecondSolver.summary(List.of(new SecondSolver.Row("q", "d", "sat", "sat"),
                new SecondSolver.Row("r", "d", "unsat", "unknown"), new SecondSolver.Row("s", "d", "unsat", "sat")), "1.0.3"))
                .isEqualTo("cvc5 1.0.3 (--rlimit=1000000 per query) on 3 stored queries: 1 answered as recorded, 1 not "
                        + "answered within the limit, 1 answered otherwise");
    }
}
