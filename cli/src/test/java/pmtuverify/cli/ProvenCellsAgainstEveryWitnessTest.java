package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pmtuverify.proofs.Proofs;

/**
 * The boundary attack draws boundary values; a witness may need values that are neither. So every cell the SMT proofs
 * call PROVEN on every event sequence is also attacked with every stored witness of its invariant, from every variant
 * and every source (specs/counterexamples/, its causes/, specs/proofs/): each is replayed under the cell's variant with
 * the invariant's monitor ({@code ./pmtu replay FILE --variant V --check INVARIANT}). A replay the variant refuses (a
 * sysctl it lacks) decides nothing; a violation is a contradiction unless the trace leaves the proof's domain (a peer
 * window, which the every-sequence proofs exclude, or an HZ the kernel's Kconfig does not offer).
 */
class ProvenCellsAgainstEveryWitnessTest {
    static final Path SPECS = Path.of("..", "specs");

    record Cell(String invariant, String variant) {}

    static List<Cell> provenOnEverySequence() throws Exception {
        List<Cell> out = new ArrayList<>();
        for (String line : Files.readAllLines(SPECS.resolve("proofs").resolve(Proofs.CELLS), StandardCharsets.UTF_8)) {
            String[] f = line.split("\t", -1);
            if (f.length == 7 && f[3].startsWith("PROVEN") && f[3].contains("on every event sequence")) {
                out.add(new Cell(f[0], f[1]));
            }
        }
        return out;
    }

    static List<Path> witnessesOf(String invariant) throws Exception {
        List<Path> out = new ArrayList<>();
        for (Path dir : List.of(SPECS.resolve("counterexamples"), SPECS.resolve("counterexamples").resolve("causes"), SPECS.resolve("proofs"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> {
                    String n = p.getFileName().toString();
                    // INVARIANT-VARIANT...jsonl (no invariant's name is another's followed by a hyphen)
                    return n.endsWith(".jsonl") && n.startsWith(invariant + "-") && Character.isUpperCase(n.charAt(invariant.length() + 1));
                }).sorted().forEach(out::add);
            }
        }
        return out;
    }

    /** The trace leaves the every-sequence proofs' domain: a peer window, or an HZ outside Kconfig's. */
    static boolean outsideTheDomain(List<String> lines) {
        return lines.stream().anyMatch(l -> l.contains("\"snd_wnd\"") || l.contains("\"max_window\":") && !l.contains("\"max_window\":0"))
                || !lines.get(0).matches(".*\"hz\":(100|250|300|1000)\\b.*") && lines.get(0).contains("\"hz\"");
    }

    @Test
    void noStoredWitnessBreaksACellProvenOnEveryEventSequence() throws Exception {
        List<Cell> cells = provenOnEverySequence();
        assertThat(cells).hasSizeGreaterThanOrEqualTo(10);
        int replays = 0;
        int applied = 0;
        List<String> contradictions = new ArrayList<>();
        for (Cell c : cells) {
            for (Path w : witnessesOf(c.invariant())) {
                CliTest.Result r = CliTest.run("", "replay", w.toString(), "--variant", c.variant(), "--check", c.invariant());
                replays++;
                if (r.code == 2) {
                    continue; // the variant refuses the trace's config (a sysctl it lacks): decides nothing
                }
                applied++;
                assertThat(r.code).as(w + " under " + c.variant() + ": " + r.err).isIn(0, 1);
                if (r.code == 1 && !outsideTheDomain(Files.readAllLines(w, StandardCharsets.UTF_8))) {
                    contradictions.add(c.invariant() + " on " + c.variant() + " is PROVEN on every event sequence, and " + w.getFileName()
                            + " breaks it: " + r.err.strip());
                }
            }
        }
        assertThat(applied).as("witnesses that applied, of " + replays).isGreaterThanOrEqualTo(30);
        assertThat(contradictions).isEmpty();
    }

    @Test
    void aWitnessReplayedUnderItsOwnVariantIsCaught() throws Exception {
        // the check can fail: a witness of PROBE_WITHIN_RANGE on LATEST breaks the invariant under LATEST itself
        Path w = witnessesOf("PROBE_WITHIN_RANGE").stream().filter(p -> p.getFileName().toString().equals("PROBE_WITHIN_RANGE-LATEST.jsonl"))
                .findFirst().orElseThrow();
        CliTest.Result r = CliTest.run("", "replay", w.toString(), "--variant", "LATEST", "--check", "PROBE_WITHIN_RANGE");
        assertThat(r.code).isEqualTo(1);
        assertThat(r.err).contains("PROBE_WITHIN_RANGE");
        assertThat(outsideTheDomain(Files.readAllLines(w, StandardCharsets.UTF_8))).isFalse();
    }
}
