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
        // the stop test; the SMT witnesses at threshold 1 of MAINLINE and V5 on the sane domain), and TERMINATION_AFTER_OUTSIDE's
        // loops after an outside event, such as a tcp_min_snd_mss write above the path on LATEST: the probe is pinned above
        // mss_cache's datagram and lost, a size the path may lose forever
        assertThat(fair).containsExactly(
                "counterexamples/TERMINATION-FIX_ALL.jsonl", "counterexamples/TERMINATION-FIX_BASE_MSS_RANGE.jsonl",
                "counterexamples/TERMINATION-FIX_FAIL_KEEPS_HIGH.jsonl", "counterexamples/TERMINATION-FIX_IPV6_MIN_MTU.jsonl",
                "counterexamples/TERMINATION-FIX_RESET_SYNCS.jsonl", "counterexamples/TERMINATION-FIX_SYNC_LOWERS_LOW.jsonl",
                "counterexamples/TERMINATION-LATEST.jsonl", "counterexamples/TERMINATION-MAINLINE.jsonl", "counterexamples/TERMINATION-V5.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_ALL.jsonl", "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_BASE_MSS_RANGE.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_FAIL_KEEPS_HIGH.jsonl", "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_IPV6_MIN_MTU.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_RESET_SYNCS.jsonl", "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_STOP_AT_TWO.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-FIX_SYNC_LOWERS_LOW.jsonl", "counterexamples/TERMINATION_AFTER_OUTSIDE-LATEST.jsonl",
                "counterexamples/TERMINATION_AFTER_OUTSIDE-MAINLINE.jsonl", "counterexamples/TERMINATION_AFTER_OUTSIDE-V5.jsonl",
                "proofs/TERMINATION-MAINLINE-sane.jsonl", "proofs/TERMINATION-V5-sane.jsonl");
        // unfair: every loop that loses a probe no larger than mss_cache's datagram: every SMT witness with a lost probe (the
        // floor loops of LATEST and the FIX variants, the wrapped tcp_base_mss loops of MAINLINE, V1, V3 and V5 on the domain
        // of every value), whose lasso query ignores fairness. The random engine's and the explorer's lassos are fair ones
        // only: the report keeps no unfair counterexample (FIX_STOP_AT_TWO's floor loop was one before fairness)
        assertThat(unfair).containsExactly(
                "proofs/TERMINATION-FIX_ALL-sane.jsonl", "proofs/TERMINATION-FIX_ALL.jsonl",
                "proofs/TERMINATION-FIX_BASE_MSS_RANGE-sane.jsonl", "proofs/TERMINATION-FIX_BASE_MSS_RANGE.jsonl",
                "proofs/TERMINATION-FIX_FAIL_KEEPS_HIGH-sane.jsonl", "proofs/TERMINATION-FIX_FAIL_KEEPS_HIGH.jsonl",
                "proofs/TERMINATION-FIX_IPV6_MIN_MTU-sane.jsonl", "proofs/TERMINATION-FIX_IPV6_MIN_MTU.jsonl",
                "proofs/TERMINATION-FIX_RESET_SYNCS-sane.jsonl", "proofs/TERMINATION-FIX_RESET_SYNCS.jsonl",
                "proofs/TERMINATION-FIX_STOP_AT_TWO-sane.jsonl", "proofs/TERMINATION-FIX_STOP_AT_TWO.jsonl",
                "proofs/TERMINATION-FIX_SYNC_LOWERS_LOW-sane.jsonl", "proofs/TERMINATION-FIX_SYNC_LOWERS_LOW.jsonl",
                "proofs/TERMINATION-LATEST-sane.jsonl", "proofs/TERMINATION-LATEST.jsonl", "proofs/TERMINATION-MAINLINE.jsonl",
                "proofs/TERMINATION-V1.jsonl", "proofs/TERMINATION-V3.jsonl", "proofs/TERMINATION-V5.jsonl");
    }

    /** The LATEST sane SMT witness: the loop xmit, probe_lost at the floor returns to the state after connect, unfairly. */
    @Test
    void theLatestSaneWitnessIsDescribedAsUnfair() throws IOException {
        List<String> lines = Files.readAllLines(Paths.get("..", "specs", "proofs", "TERMINATION-LATEST-sane.jsonl"), StandardCharsets.UTF_8);
        TraceCheck tc = PmtuReplay.replay(lines, null, List.of("TERMINATION"), r -> { });
        assertThat(tc.violated()).isFalse();
        assertThat(tc.summary()).containsExactly("TERMINATION: holds on this trace under fairness; lasso exists only under an unfair path: "
                + "every cycle loses a probe of size <= mtu(mss_cache) (fairness DATA_SIZE_PROBES_NOT_LOST_FOREVER): the state after line 3 "
                + "equals the state after line 1");
    }
}
