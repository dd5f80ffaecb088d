package pmtuverify.trace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The stored TERMINATION and TERMINATION_AFTER_OUTSIDE lassos (specs/counterexamples/, the random engine's; specs/proofs/,
 * the SMT witnesses) replayed under the invariants' fairness assumption: which loops are violations (fair: no probe of size
 * <= tcp_mss_to_mtu(mss_cache) lost in them) and which exist only under an unfair path.
 */
class StoredTerminationLassosTest {
    static List<Path> stored(String dir) throws IOException {
        try (Stream<Path> s = Files.list(Paths.get("..", "specs", dir))) {
            return s.filter(p -> p.getFileName().toString().startsWith("TERMINATION") && p.getFileName().toString().endsWith(".jsonl"))
                    .sorted().collect(Collectors.toList());
        }
    }

    @Test
    void theStoredLassosSplitIntoFairAndUnfairOnes() throws IOException {
        TreeSet<String> fair = new TreeSet<>();
        TreeSet<String> unfair = new TreeSet<>();
        TreeSet<String> neither = new TreeSet<>();
        for (String dir : new String[] {"counterexamples", "proofs"}) {
            for (Path f : stored(dir)) {
                String name = dir + "/" + f.getFileName();
                String id = f.getFileName().toString().substring(0, f.getFileName().toString().indexOf('-'));
                List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
                TraceCheck tc = PmtuReplay.replay(lines, null, List.of(id), r -> { });
                if (tc.violated()) {
                    fair.add(name);
                } else if (tc.unfairLassos().containsKey(id)) {
                    assertThat(tc.unfairLassos().get(id)).as(name)
                            .startsWith("lasso exists only under an unfair path: every cycle loses a probe of size <= mtu(mss_cache)");
                    unfair.add(name);
                } else {
                    neither.add(name);
                }
            }
        }
        assertThat(neither).as("every stored file replays to a lasso, fair or not").isEmpty();
        // fair: the threshold loops (probes of search_low acked forever: MAINLINE, V5, LATEST and the FIX variants that keep
        // the stop test, which FIX_ALL's datagram stop test replaces; the SMT witnesses of the VIOLATED cells, at threshold 1), and TERMINATION_AFTER_OUTSIDE's
        // loops after an outside event, such as a tcp_min_snd_mss write above the path on LATEST: the probe is pinned above
        // mss_cache's datagram and lost, a size the path may lose forever
        assertThat(fair).filteredOn(n -> n.startsWith("counterexamples/")).containsExactly(
                "counterexamples/TERMINATION-FIX_BASE_MSS_RANGE.jsonl",
                "counterexamples/TERMINATION-FIX_FAIL_KEEPS_HIGH.jsonl", "counterexamples/TERMINATION-FIX_IPV6_MIN_MTU.jsonl",
                "counterexamples/TERMINATION-FIX_RESET_SYNCS.jsonl", "counterexamples/TERMINATION-FIX_SYNC_LOWERS_LOW.jsonl",
                "counterexamples/TERMINATION-LATEST.jsonl", "counterexamples/TERMINATION-MAINLINE.jsonl", "counterexamples/TERMINATION-V5.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_BASE_MSS_RANGE.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_FAIL_KEEPS_HIGH.jsonl", "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_IPV6_MIN_MTU.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_RESET_SYNCS.jsonl", "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_STOP_AT_TWO.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_SYNC_LOWERS_LOW.jsonl", "counterexamples/TERMINATION_AFTER_OUTSIDE-LATEST.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-MAINLINE.jsonl", "counterexamples/TERMINATION_AFTER_OUTSIDE-V5.jsonl");
        // unfair: none of the random engine's or the explorer's, and no SMT witness of a VIOLATED cell: the SMT lasso query
        // asks for a fair loop; an unfair lasso is stored only as the trace of an OPEN cell, said so in its result
        java.util.Map<String, String> cells = new java.util.HashMap<>();
        for (String row : Files.readAllLines(Paths.get("..", "specs", "proofs", "CELLS.tsv"), StandardCharsets.UTF_8)) {
            String[] f = row.split("\t");
            if (f.length > 6 && !f[5].equals("-")) {
                cells.put("proofs/" + f[5], f[3] + " | " + f[6]);
            }
        }
        assertThat(unfair).isNotEmpty().allSatisfy(name -> {
            assertThat(name).startsWith("proofs/");
            assertThat(cells.get(name)).as(name).startsWith("OPEN").contains("only on an unfair path");
        });
        assertThat(fair).filteredOn(n -> n.startsWith("proofs/")).isNotEmpty()
                .allSatisfy(name -> assertThat(cells.get(name)).as(name).startsWith("VIOLATED").contains("loops on a fair path"));
    }

    /** The LATEST sane SMT witness: the threshold-1 loop, a probe of search_low acked forever, a violation on a fair path. */
    @Test
    void theLatestSaneWitnessIsAFairLoop() throws IOException {
        List<String> lines = Files.readAllLines(Paths.get("..", "specs", "proofs", "TERMINATION-LATEST-sane.jsonl"), StandardCharsets.UTF_8);
        TraceCheck tc = PmtuReplay.replay(lines, null, List.of("TERMINATION"), r -> { });
        assertThat(tc.violated()).isTrue();
        assertThat(lines.get(0)).contains("\"tcp_probe_threshold\":1");
        assertThat(lines).anyMatch(l -> l.contains("probe_acked")).noneMatch(l -> l.contains("probe_lost"));
    }
}
