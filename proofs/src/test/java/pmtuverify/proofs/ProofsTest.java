package pmtuverify.proofs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Variant;

/**
 * The proofs' verdicts on the cells where the answer is known from the kernel history, and the
 * stored files are what the proofs generate today. Runs the fast part of the suite (everything but
 * the steady proofs of PRE, V1, V3, V5 and three FIX variants, which {@code ./pmtu prove} runs).
 */
class ProofsTest {
    static List<Proof> proofs;

    @BeforeAll
    static void run() {
        proofs = Proofs.run(null, Set.of(Variant.MAINLINE, Variant.LATEST, Variant.FIX_STOP_AT_TWO, Variant.FIX_PROBE_IN_RANGE));
    }

    static Proof find(String inv, Variant v, boolean all) {
        return proofs.stream().filter(p -> p.invariant.equals(inv) && p.variant.equals(v.name()) && p.allValues() == all)
                .findFirst().orElseThrow();
    }

    @Test
    void helpersProvenForBothRuleSetsAndIpVersions() {
        List<Proof> h = proofs.stream().filter(p -> p.invariant.equals("HELPERS")).toList();
        assertThat(h).hasSize(4).allMatch(p -> p.verdict == Proof.Verdict.PROVEN);
    }

    @Test
    void saneCwndWrapsOn41AndIsClosedOn618() {
        Proof mainline = find("SANE_CWND", Variant.MAINLINE, true);
        assertThat(mainline.verdict).isEqualTo(Proof.Verdict.VIOLATED);
        assertThat(mainline.trace).hasSize(3);
        assertThat(mainline.trace.get(2)).contains("probe_acked").contains("cwnd");
        assertThat(find("SANE_CWND", Variant.LATEST, true).verdict).isEqualTo(Proof.Verdict.PROVEN);
    }

    @Test
    void reprobeEarlyOnlyWithoutTheSysctlRange() {
        Proof mainline = find("REPROBE_TIMING", Variant.MAINLINE, true);
        Proof latest = find("REPROBE_TIMING", Variant.LATEST, true);
        assertThat(mainline.verdict).isEqualTo(Proof.Verdict.VIOLATED);
        assertThat(latest.verdict).isEqualTo(Proof.Verdict.VIOLATED);
        assertThat(answer(mainline, "-early")).isEqualTo("sat");
        assertThat(answer(latest, "-early")).isEqualTo("unsat");
        assertThat(answer(latest, "-late")).isEqualTo("sat");
        assertThat(answer(latest, "-late-needs-gap")).isEqualTo("unsat");
        assertThat(latest.statement).startsWith("never early");
    }

    static String answer(Proof p, String suffix) {
        return p.queries.stream().filter(q -> q.id.endsWith(suffix)).findFirst().orElseThrow().answer;
    }

    @Test
    void terminationSettledWhereTheRankingOrALassoDecides() {
        Proof mainline = loopsUpTo(Variant.MAINLINE, true, Integer.MAX_VALUE);
        assertThat(mainline.statement).contains("every threshold <= 2147483647 (every int)");
        assertThat(answer(mainline, "stop-monotone-mainline")).isEqualTo("unsat");
        // the 4.1 stop test compares segment sizes: comparing datagrams closes the loop for every steady connection
        assertThat(find("TERMINATION", Variant.FIX_PROBE_IN_RANGE, true).verdict).isEqualTo(Proof.Verdict.PROVEN);
        assertThat(find("PROBE_WITHIN_RANGE", Variant.FIX_PROBE_IN_RANGE, true).verdict).isEqualTo(Proof.Verdict.PROVEN);
    }

    /** TERMINATION on {@code v} is VIOLATED for exactly the thresholds <= t, with a replayed lasso at t. */
    static Proof loopsUpTo(Variant v, boolean all, long t) {
        Proof p = find("TERMINATION", v, all);
        assertThat(p.verdict).as(v + " " + p.statement).isEqualTo(Proof.Verdict.VIOLATED);
        assertThat(p.statement).startsWith("loops for exactly every threshold <= " + t + (t == Integer.MAX_VALUE ? " " : ":"));
        assertThat(p.trace.get(0)).contains("\"tcp_probe_threshold\":" + t);
        return p;
    }

    @Test
    void saneThresholdSetsAreExact() {
        // 4.1 with sane sysctls: an interval of 1 probes search_low again for every threshold <= 1, and the ranking
        // function holds above it on the strengthened steady invariant
        Proof mainline = loopsUpTo(Variant.MAINLINE, false, 1);
        assertThat(mainline.statement).contains("proved for every threshold above it");
        assertThat(answer(mainline, "termination-above-mainline-sane")).isEqualTo("unsat");
        assertThat(answer(mainline, "termination-at-mainline-sane")).isEqualTo("sat");
        assertThat(mainline.queries.stream().filter(q -> q.id.startsWith("steady-inductive-")).map(q -> q.answer))
                .isNotEmpty().containsOnly("unsat");
        // the replayed lasso: the last probe outcome leaves the state as it was before the probe
        assertThat(mainline.trace.get(mainline.trace.size() - 1)).contains("probe_acked");
        Proof pwr = find("PROBE_WITHIN_RANGE", Variant.MAINLINE, false);
        assertThat(pwr.statement).contains("for exactly every threshold <= 1:");
        // 6.18: tcp_min_snd_mss above the midpoint's MSS loops for thresholds up to 65446
        loopsUpTo(Variant.LATEST, false, 65446);
        // max(2, threshold) closes the loops of an interval of 1, not those of the MSS floor
        loopsUpTo(Variant.FIX_STOP_AT_TWO, false, 65446);
        assertThat(find("TERMINATION", Variant.FIX_PROBE_IN_RANGE, false).verdict).isEqualTo(Proof.Verdict.PROVEN);
    }

    @Test
    void orderBrokenByAnIcmpBelowSearchLowAndItsWitnessReplays() {
        Proof p = find("ORDER_LOW_HIGH", Variant.MAINLINE, false);
        assertThat(p.verdict).isEqualTo(Proof.Verdict.VIOLATED);
        assertThat(p.statement).contains("tcp_sync_mss with pmtu").contains("not encoded (bounded-only)");
        assertThat(answer(p, "order-low-high-sync-mainline-sane")).isEqualTo("sat");
        assertThat(p.trace).isNotEmpty();
    }

    @Test
    void violationsCarryTracesThatReplay() {
        for (Proof p : proofs) {
            if (p.verdict == Proof.Verdict.VIOLATED) {
                assertThat(p.trace).as(p.invariant + " " + p.variant).isNotEmpty();
                assertThat(p.trace.get(0)).contains("\"variant\":\"" + p.variant + "\"");
            }
        }
        assertThat(Pmtu.class).isNotNull();
    }

    @Test
    void cellsFileHasEveryCellsStrength() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("..", "specs", "proofs", Proofs.CELLS), StandardCharsets.UTF_8);
        for (Proof p : proofs) {
            String head = p.invariant + "\t" + p.variant + "\t" + (p.allValues() ? "all" : "sane") + "\t" + p.strength() + "\t";
            assertThat(lines).as("run ./pmtu prove: " + head).anyMatch(l -> l.startsWith(head));
        }
    }

    @Test
    void storedFilesAreFresh() throws Exception {
        Path dir = Path.of("..", "specs", "proofs");
        for (Proof p : proofs) {
            for (Query q : p.queries) {
                Path f = dir.resolve(q.id + ".smt2");
                assertThat(f).as("run ./pmtu prove").exists();
                assertThat(Files.readString(f, StandardCharsets.UTF_8)).as(q.id + " is stale: run ./pmtu prove").isEqualTo(q.smt2());
            }
        }
    }
}
