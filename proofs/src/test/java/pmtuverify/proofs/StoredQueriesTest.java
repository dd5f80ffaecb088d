package pmtuverify.proofs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stored queries under specs/proofs/ re-run to the answer their header records, through the Java binding's SMT-LIB2
 * parser and through Debian's z3 when it is on PATH: here the smallest query of each proof family, with the same
 * {@link StoredQueries} check that {@code ./pmtu prove --check} runs on every stored query in CI.
 */
class StoredQueriesTest {
    static final Path DIR = Path.of("..", "specs", "proofs");

    /** The proof families, by the prefix of their queries' file names. */
    static final List<String> FAMILIES = List.of("helpers-", "steady-", "termination-", "probe-within-range-",
            "order-low-high-", "order-mss-in-range-", "reprobe-", "sane-cwnd-", "every-");

    static String family(Path f) {
        String name = f.getFileName().toString();
        return FAMILIES.stream().filter(name::startsWith).findFirst().orElse("none");
    }

    /** The smallest stored query of each family. */
    static List<Path> sample() throws Exception {
        Map<String, Path> smallest = new TreeMap<>();
        for (Path f : StoredQueries.files(DIR, n -> true)) {
            smallest.merge(family(f), f, (a, b) -> size(a) <= size(b) ? a : b);
        }
        return new ArrayList<>(smallest.values());
    }

    private static long size(Path f) {
        try {
            return Files.size(f);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void theSmallestQueryOfEveryFamilyGivesItsRecordedAnswer() throws Exception {
        List<Path> all = StoredQueries.files(DIR, n -> true);
        assertThat(all).hasSizeGreaterThan(500).allSatisfy(f -> assertThat(FAMILIES).as(f.toString()).contains(family(f)));
        List<Path> sample = sample();
        assertThat(sample).hasSameSizeAs(FAMILIES);
        StoredQueries.Result r = StoredQueries.check(sample, StoredQueries.z3OnPath());
        assertThat(r.wrong).isEmpty();
        assertThat(r.queries).isEqualTo(sample.size());
        assertThat(r.sat).isPositive().isLessThan(r.queries);
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
            String[] f = line.split("\t", 7);
            if (!line.startsWith("#") && f.length == 7 && !f[5].equals("-")) {
                named.add(f[5]);
            }
        }
        assertThat(present.stream().filter(n -> n.endsWith(".jsonl"))).containsExactlyInAnyOrderElementsOf(named);
    }

    /** The check is not blind: a stored answer flipped, and a header without one, are each reported. */
    @Test
    void aWrongRecordedAnswerIsReported(@TempDir Path tmp) throws Exception {
        Path source = sample().stream().min(Comparator.comparingLong(StoredQueriesTest::size)).orElseThrow();
        String text = Files.readString(source, StandardCharsets.UTF_8);
        String want = StoredQueries.expected(text);
        String flipped = want.equals("sat") ? "unsat" : "sat";
        Path f = tmp.resolve("flipped.smt2");
        Files.writeString(f, text.replace("; expected: " + want, "; expected: " + flipped));
        Path none = tmp.resolve("none.smt2");
        Files.writeString(none, text.replace("; expected: " + want + "\n", ""));
        File z3 = StoredQueries.z3OnPath();
        StoredQueries.Result r = StoredQueries.check(StoredQueries.files(tmp, n -> true), z3);
        List<String> expected = new ArrayList<>();
        expected.add(f + ": the Java binding answered " + want + ", expected " + flipped);
        if (z3 != null) {
            expected.add(f + ": " + z3.getPath() + " answered " + want + ", expected " + flipped);
        }
        expected.add(none + ": no '; expected:' line in the header");
        assertThat(r.wrong).containsExactlyElementsOf(expected);
    }
}
