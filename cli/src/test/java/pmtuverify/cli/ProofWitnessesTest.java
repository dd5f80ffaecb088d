package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.proofs.Proofs;

/**
 * Every witness the SMT proofs stored (specs/proofs/INVARIANT-VARIANT[-every][-sane].jsonl) replays through
 * the model with the invariant's own monitor ({@code ./pmtu replay FILE --check INVARIANT}), which
 * marks the invariant violated at the witness's last line: the proofs cut each witness at the event
 * that breaks it. The SMT lasso query is not restricted to fair loops: a TERMINATION witness may close, at its last
 * line, a loop that exists only under an unfair path, which the monitor reports as such (which ones:
 * {@code StoredTerminationLassosTest}).
 */
class ProofWitnessesTest {
    static final Path DIR = Path.of("..", "specs", "proofs");

    /** The invariant a witness file names: the longest proved invariant its name starts with. */
    static String invariant(String file) {
        String best = null;
        for (String id : Proofs.INVARIANTS) {
            if (file.startsWith(id + "-") && (best == null || id.length() > best.length())) {
                best = id;
            }
        }
        return best;
    }

    @Test
    void everyStoredWitnessBreaksItsInvariantAtItsLastLine() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(DIR)) {
            files = s.filter(p -> p.toString().endsWith(".jsonl")).sorted().collect(Collectors.toList());
        }
        assertThat(files).hasSizeGreaterThan(50);
        int sane = 0;
        int unfair = 0;
        for (Path f : files) {
            String name = f.getFileName().toString();
            String id = invariant(name);
            assertThat(id).as(name).isNotNull();
            String rest = name.substring(id.length() + 1, name.length() - ".jsonl".length());
            String variant = rest.endsWith("-sane") ? rest.substring(0, rest.length() - "-sane".length()) : rest;
            // every event sequence (EverySequence): INVARIANT-VARIANT-every.jsonl
            variant = variant.endsWith("-every") ? variant.substring(0, variant.length() - "-every".length()) : variant;
            sane += rest.endsWith("-sane") ? 1 : 0;
            assertThat(Variant.byName(variant)).as(name).isNotNull();
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            assertThat(lines.get(0)).as(name).contains("\"variant\":\"" + variant + "\"");
            CliTest.Result r = CliTest.run("", "replay", f.toString(), "--check", id);
            if (r.code == 0 && pmtuverify.props.pmtu.PmtuInvariants.of(new pmtuverify.props.Invariant(pmtuverify.props.Protocol.PLPMTUD,
                    id, "", "", "", "", "")).fairness() != null) {
                assertThat(r.err).as(name).contains(id + ": holds on this trace under fairness; lasso exists only under an unfair path: ")
                        .contains("the state after line " + lines.size() + " equals");
                assertThat(r.out).as(name).doesNotContain("\"violates\"");
                unfair++;
                continue;
            }
            assertThat(r.code).as(name + ": " + r.err).isEqualTo(1);
            assertThat(r.err).as(name).contains(id + ": violated at line " + lines.size() + ":");
            String[] out = r.out.split("\n");
            assertThat(out).as(name).hasSize(lines.size());
            for (int i = 0; i < out.length; i++) {
                assertThat(out[i].contains("\"violates\":{\"" + id + "\"")).as(name + " line " + (i + 1)).isEqualTo(i == out.length - 1);
            }
        }
        assertThat(sane).isPositive();
        assertThat(unfair).as("TERMINATION witnesses that loop only under an unfair path").isPositive();
    }
}
