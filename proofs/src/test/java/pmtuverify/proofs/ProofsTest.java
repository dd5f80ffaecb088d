package pmtuverify.proofs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;

/**
 * The proofs' verdicts on the cells where the answer is known from the kernel history, their labels,
 * and the stored files are what the proofs generate today. Runs a sample of the variants (MAINLINE,
 * LATEST and two FIX variants); {@code ./pmtu prove --check} compares every variant's files, and
 * {@code ProofWitnessesTest} (cli) replays every stored witness with the invariant's monitor.
 */
class ProofsTest {
    static List<Proof> proofs;

    /**
     * Every cell of MAINLINE, LATEST and FIX_PROBE_IN_RANGE, and FIX_STOP_AT_TWO's ORDER_LOW_HIGH and SANE_CWND. Its
     * steady TERMINATION cells (an open range, each threshold's unrolling stopped by the time limit: two minutes) are
     * read from the stored table, which {@code ./pmtu prove --check} regenerates for every variant.
     */
    @BeforeAll
    static void run() {
        // the groups (the helpers, each variant) on every core: each has its own z3 contexts, so the proofs are those of
        // one thread (Proofs.run)
        proofs = new java.util.ArrayList<>(Proofs.run(null, Set.of(Variant.MAINLINE, Variant.LATEST, Variant.FIX_PROBE_IN_RANGE),
                pmtuverify.work.Parallel.defaultThreads(), group -> { }));
        proofs.addAll(Proofs.run(Set.of("ORDER_LOW_HIGH", "SANE_CWND"), Set.of(Variant.FIX_STOP_AT_TWO)));
    }

    static Proof find(String inv, Variant v, boolean all) {
        return proofs.stream().filter(p -> p.invariant.equals(inv) && (v == null || p.variant.equals(v.name())) && p.allValues() == all
                && !p.coverage.everySequence).findFirst().orElseThrow();
    }

    /** The cell of {@link EverySequence}: every event sequence, every value. */
    static Proof every(String inv, Variant v) {
        return proofs.stream().filter(p -> p.invariant.equals(inv) && p.variant.equals(v.name()) && p.coverage.everySequence)
                .findFirst().orElseThrow();
    }

    /**
     * Over every event sequence: a timeout never lowers search_high below the route (proved, the invariant printed in
     * the kernel's names); on Linux 6.18 a lost probe raises search_high, IP output refuses a probe and the sizes
     * leave their IP limits, each with a run from connect that the model replays and that breaks the cell at its last
     * line; the label names every event and the domain.
     */
    @Test
    void everySequenceCellsAreDecidedWithInvariantOrReplayedRun() {
        Proof high = every("HIGH_ONLY_ON_NEGATIVE_SIGNAL", Variant.LATEST);
        assertThat(high.verdict).isEqualTo(Proof.Verdict.PROVEN);
        assertThat(high.strength()).startsWith("PROVEN by SMT (1-induction, Houdini) on every event sequence (connect, then any sequence of xmit")
                .contains("sysctl write").contains("time advancing").contains("every value of the C types");
        assertThat(high.statement).contains("inductive invariant").contains("icsk_pmtu_cookie").contains("dst_mtu");
        assertThat(high.queries).extracting(q -> q.id).contains("every-init-latest", "every-step-latest",
                "every-high-only-on-negative-signal-latest");
        assertThat(high.queries).allMatch(q -> !q.sat());
        for (String inv : List.of("PROBE_LOSS_NEVER_RAISES_HIGH", "PROBE_NOT_REFUSED", "SANE_SIZES", "ORDER_LOW_HIGH")) {
            Proof p = every(inv, Variant.LATEST);
            assertThat(p.verdict).as(inv).isEqualTo(Proof.Verdict.VIOLATED);
            assertThat(p.traceName()).isEqualTo(inv + "-LATEST-every");
            assertThat(p.trace).as(inv).isNotEmpty();
            assertThat(p.trace.get(0)).contains("\"variant\":\"LATEST\"");
            // ProofWitnessesTest (cli) replays the stored trace with the invariant's monitor: broken at its last line only
            assertThat(p.statement).as(inv).contains("replayed by the model");
        }
    }

    @Test
    void helpersProvenForBothRuleSetsAndIpVersions() {
        List<Proof> h = proofs.stream().filter(p -> p.invariant.equals("HELPERS")).toList();
        assertThat(h).hasSize(4).allMatch(p -> p.verdict == Proof.Verdict.PROVEN);
    }

    @Test
    void saneCwndWrapsOn41AtTheAckAndNowhereFromOneToIntMax() {
        Proof mainline = find("SANE_CWND", Variant.MAINLINE, true);
        assertThat(mainline.verdict).isEqualTo(Proof.Verdict.VIOLATED);
        assertThat(mainline.trace).hasSize(3);
        assertThat(mainline.trace.get(2)).contains("probe_acked").contains("cwnd");
        // the restated premise (1..INT_MAX, where include/net/tcp.h's tcp_snd_cwnd_set does not warn): the u32
        // snd_cwnd++ after a lost probe reaches 0 only from UINT_MAX
        assertThat(answer(mainline, "sane-cwnd-mainline-loss")).isEqualTo("unsat");
        // 6.18's max_t(u32, 1U, .) closes the ack
        for (Variant v : new Variant[] {Variant.LATEST, Variant.FIX_STOP_AT_TWO}) {
            Proof p = find("SANE_CWND", v, true);
            String tag = "sane-cwnd-" + v.name().toLowerCase().replace('_', '-');
            assertThat(p.verdict).as(v + " " + p.statement).isEqualTo(Proof.Verdict.PROVEN);
            assertThat(answer(p, tag)).isEqualTo("unsat");
            assertThat(answer(p, tag + "-xmit")).isEqualTo("unsat");
            assertThat(answer(p, tag + "-loss")).isEqualTo("unsat");
            assertThat(p.trace).isEmpty();
            assertThat(p.statement).isEqualTo("kept >= 1 by xmit, probe acked (max_t(u32, 1U, .)), probe lost "
                    + "(every snd_cwnd of 1..INT_MAX before the event, int mss_cache, positive probe_size)");
        }
    }

    @Test
    void labelsNameTheEventsAndTheDomainTheQueriesCover() {
        Proof sane = find("TERMINATION", Variant.FIX_PROBE_IN_RANGE, false);
        Proof all = find("TERMINATION", Variant.FIX_PROBE_IN_RANGE, true);
        assertThat(sane.verdict).isEqualTo(Proof.Verdict.PROVEN);
        assertThat(all.verdict).isEqualTo(Proof.Verdict.PROVEN);
        assertThat(sane.strength()).isEqualTo("PROVEN by SMT on the steady path (connect, xmit, probe acked, probe lost), sane domain "
                + "(48 <= tcp_base_mss <= 65535, mss_clamp >= 88, IPv4 route MTU >= 552); conditions: " + Coverage.STEADY_FIXED);
        assertThat(all.strength()).isEqualTo("PROVEN by SMT on the steady path (connect, xmit, probe acked, probe lost), every value of the C types"
                + "; conditions: " + Coverage.STEADY_FIXED);
        for (Proof p : proofs) {
            if (!p.allValues()) {
                assertThat(p.strength()).as(p.invariant + " " + p.variant).doesNotContainIgnoringCase("all values").doesNotContain("every value");
            }
            assertThat(p.strength()).doesNotContain("all values");
        }
        // the label is the coverage's: the order cells name tcp_sync_mss and what it leaves out
        Proof order = find("ORDER_LOW_HIGH", Variant.LATEST, true);
        assertThat(order.coverage.events).contains("connect", "xmit", "probe acked", "probe lost")
                .anyMatch(e -> e.startsWith("tcp_sync_mss with pmtu <= the first route from a state of the steady invariant"));
        assertThat(order.statement).contains("not encoded (bounded-only): route increases");
        assertThat(find("HELPERS", null, true).strength()).isEqualTo("PROVEN by SMT on tcp_mtu_to_mss and tcp_mss_to_mtu, every value of the C types"
                + "; conditions: " + Helpers.COVERAGE.fixed);
    }

    @Test
    void theAllDomainTakesIpv4RoutesDownTo68AndTheSaneOneFrom552() {
        try (com.microsoft.z3.Context ctx = new com.microsoft.z3.Context()) {
            for (boolean sane : new boolean[] {false, true}) {
                Steady st = new Steady(ctx, Variant.LATEST, sane);
                Query q = Query.run(ctx, "t", "", st.domain, st.o.not(st.v6), st.o.eq(st.route, st.o.num(sane ? 551 : 68)));
                assertThat(q.sat()).as("sane " + sane).isEqualTo(!sane);
                assertThat(Query.run(ctx, "t", "", st.domain, st.o.not(st.v6), st.o.eq(st.route, st.o.num(sane ? 552 : 67))).sat())
                        .as("sane " + sane).isEqualTo(sane);
            }
        }
    }

    @Test
    void theTwoInductionHasItsBaseCase() {
        // FIX_STOP_AT_TWO: the 2-induction step holds, one round from connect breaks search_low <= search_high
        for (boolean all : new boolean[] {true, false}) {
            Proof p = find("ORDER_LOW_HIGH", Variant.FIX_STOP_AT_TWO, all);
            String tag = "order-low-high-steady-base-fix-stop-at-two" + (all ? "" : "-sane");
            assertThat(answer(p, "order-low-high-steady-k2-fix-stop-at-two" + (all ? "" : "-sane"))).isEqualTo("unsat");
            assertThat(answer(p, tag)).isEqualTo("sat");
            assertThat(p.verdict).isEqualTo(Proof.Verdict.VIOLATED);
            assertThat(p.statement).doesNotContain("2-induct").contains("broken by").contains("the steady round (reachable from connect, replayed");
            // the stored witness is the steady round's: connect, xmit, the probe's outcome
            assertThat(p.trace).hasSize(3);
            assertThat(p.trace.get(1)).startsWith("{\"event\":\"xmit\"");
            assertThat(p.trace.get(2)).matches("\\{\"event\":\"probe_(acked|lost)\"\\}");
        }
    }

    @Test
    void reprobeEarlyOnlyWithoutTheSysctlRange() {
        Proof mainline = find("REPROBE_TIMING", Variant.MAINLINE, true);
        Proof latest = find("REPROBE_TIMING", Variant.LATEST, true);
        assertThat(mainline.verdict).isEqualTo(Proof.Verdict.VIOLATED);
        assertThat(mainline.trace).isNotEmpty();
        assertThat(answer(mainline, "-early")).isEqualTo("sat");
        // the restated invariant (gaps below 2^32 jiffies): 6.x's range UINT_MAX / HZ leaves neither early nor late
        assertThat(latest.verdict).isEqualTo(Proof.Verdict.PROVEN);
        assertThat(answer(latest, "-early")).isEqualTo("unsat");
        assertThat(answer(latest, "-late")).isEqualTo("unsat");
        // the late set, which the restatement leaves out, is still computed and needs a gap of 2^32 jiffies
        assertThat(answer(latest, "-late-set")).isEqualTo("unsat");
        assertThat(answer(latest, "-late-needs-gap")).isEqualTo("unsat");
        assertThat(latest.statement).startsWith("never early").contains("never late within 2^32 jiffies of the stamp");
        assertThat(latest.coverage.restriction).contains("gap below 2^32 jiffies");
    }

    static String answer(Proof p, String suffix) {
        return p.queries.stream().filter(q -> q.id.endsWith(suffix)).findFirst().orElseThrow().answer;
    }

    @Test
    void terminationSettledWhereTheRankingOrALassoDecides() {
        // every value: the ranking function fails with a fair round up to every int, a fair lasso is reached at
        // threshold 1 (violated there), the rest is open, and the lasso at INT_MAX closes only on an unfair path
        Proof mainline = fairLoopsUpTo(Variant.MAINLINE, true, 1, false);
        assertThat(mainline.statement).contains("open for 2 <= threshold <= 2147483647")
                .contains("at 2147483647 a lasso is reachable within 1 round only on an unfair path");
        assertThat(answer(mainline, "stop-monotone-mainline")).isEqualTo("unsat");
        assertThat(answer(mainline, "termination-fair-ranking-mainline")).isEqualTo("sat");
        // the 4.1 stop test compares segment sizes: comparing datagrams closes the loop for every steady connection
        assertThat(find("TERMINATION", Variant.FIX_PROBE_IN_RANGE, true).verdict).isEqualTo(Proof.Verdict.PROVEN);
        assertThat(find("PROBE_WITHIN_RANGE", Variant.FIX_PROBE_IN_RANGE, true).verdict).isEqualTo(Proof.Verdict.PROVEN);
    }

    /**
     * TERMINATION on {@code v} is VIOLATED on a fair path for the thresholds <= t ({@code exact}: exactly those), with a
     * replayed fair lasso at t: the probe of search_low acked forever.
     */
    static Proof fairLoopsUpTo(Variant v, boolean all, long t, boolean exact) {
        Proof p = find("TERMINATION", v, all);
        assertThat(p.verdict).as(v + " " + p.statement).isEqualTo(Proof.Verdict.VIOLATED);
        assertThat(p.statement).startsWith("loops on a fair path for " + (exact ? "exactly " : "") + "every threshold <= " + t + ":");
        assertThat(p.trace.get(0)).contains("\"tcp_probe_threshold\":" + t);
        assertThat(p.trace).anyMatch(l -> l.contains("probe_acked")).noneMatch(l -> l.contains("probe_lost"));
        return p;
    }

    @Test
    void saneThresholdSetsAreExact() {
        // 4.1 with sane sysctls: an interval of 1 probes search_low again for every threshold <= 1, and the ranking
        // function holds above it on the strengthened steady invariant
        Proof mainline = fairLoopsUpTo(Variant.MAINLINE, false, 1, true);
        assertThat(mainline.statement).contains("proved for every threshold above it");
        assertThat(answer(mainline, "termination-above-mainline-sane")).isEqualTo("unsat");
        assertThat(answer(mainline, "termination-at-mainline-sane")).isEqualTo("sat");
        assertThat(mainline.queries.stream().filter(q -> q.id.startsWith("steady-inductive-")).map(q -> q.answer))
                .isNotEmpty().containsOnly("unsat");
        // the replayed lasso, cut where replay --check's monitor closes it: a state repeats with a probe ack in between
        assertThat(mainline.trace.subList(mainline.trace.size() - 2, mainline.trace.size())).anyMatch(l -> l.contains("probe_acked"));
        Proof pwr = find("PROBE_WITHIN_RANGE", Variant.MAINLINE, false);
        assertThat(pwr.statement).contains("for exactly every threshold <= 1:");
        // 6.18: the threshold-1 loop is fair; up to 65446 the ranking function fails with a fair round (the MSS floor)
        // but no fair lasso is reached: open
        assertThat(fairLoopsUpTo(Variant.LATEST, false, 1, false).statement).contains("open for 2 <= threshold <= 65446");
        // max(2, threshold) closes the loops of an interval of 1; the floor's range stays open (the stored cell)
        String[] two = storedCell("TERMINATION", Variant.FIX_STOP_AT_TWO, "sane");
        assertThat(two[3]).isEqualTo("OPEN (SMT)");
        assertThat(two[6]).startsWith("found no fair lasso at any threshold (unrolled from connect over thresholds -2147483648..65445 for ")
                .contains("<= threshold <= 65446").endsWith(Proof.UNFAIR_TRACE);
        assertThat(find("TERMINATION", Variant.FIX_PROBE_IN_RANGE, false).verdict).isEqualTo(Proof.Verdict.PROVEN);
    }

    /** The stored row of specs/proofs/CELLS.tsv for a cell: its tab-separated fields. */
    static String[] storedCell(String inv, Variant v, String domain) {
        try {
            return Files.readAllLines(Path.of("..", "specs", "proofs", Proofs.CELLS), StandardCharsets.UTF_8).stream()
                    .map(l -> l.split("\t", -1)).filter(f -> f.length == 7 && f[0].equals(inv) && f[1].equals(v.name()) && f[2].equals(domain))
                    .findFirst().orElseThrow(() -> new AssertionError("no stored cell " + inv + " " + v + " " + domain + ": run ./pmtu prove"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void orderBrokenByAnIcmpBelowSearchLowAndItsWitnessReplays() {
        Proof p = find("ORDER_LOW_HIGH", Variant.MAINLINE, false);
        assertThat(p.verdict).isEqualTo(Proof.Verdict.VIOLATED);
        assertThat(p.statement).contains("tcp_sync_mss with pmtu").contains("not encoded (bounded-only): route increases");
        assertThat(answer(p, "order-low-high-sync-mainline-sane")).isEqualTo("sat");
        assertThat(p.trace).isNotEmpty();
    }

    @Test
    void cellsFileHasEveryCellsStrength() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("..", "specs", "proofs", Proofs.CELLS), StandardCharsets.UTF_8);
        for (Proof p : proofs) {
            String head = p.invariant + "\t" + p.variant + "\t" + p.coverage.domainKey() + "\t" + p.strength() + "\t"
                    + p.coverage.scopeWithEvents() + "\t";
            assertThat(lines).as("run ./pmtu prove: " + head).anyMatch(l -> l.startsWith(head));
        }
    }

    /**
     * The sample's queries and witnesses are stored as they are generated, and the manifest lists them all: a witness
     * depends on its query's text only ({@code Query.run} solves a sat query again alone for its model), not on which
     * cells ran before it. {@code ./pmtu prove --check} compares every variant's.
     */
    @Test
    void storedFilesAreFresh() throws Exception {
        Path dir = Path.of("..", "specs", "proofs");
        java.util.Set<String> manifest = Proofs.manifestNames(Files.readString(dir.resolve(Proofs.MANIFEST), StandardCharsets.UTF_8));
        for (java.util.Map.Entry<String, String> f : Proofs.files(proofs).entrySet()) {
            Path file = dir.resolve(f.getKey());
            assertThat(file).as("run ./pmtu prove").exists();
            assertThat(manifest).as("run ./pmtu prove").contains(f.getKey());
            assertThat(Files.readString(file, StandardCharsets.UTF_8)).as(f.getKey() + " is stale: run ./pmtu prove").isEqualTo(f.getValue());
        }
    }

    /**
     * A stored TERMINATION cell left open below Tmax says how far the search for a fair lasso went there: either the
     * ranged unrolling covered every threshold of the open range below Tmax, or the result says it gave up or stopped.
     * (Before the ranged search, "no run ... reaches a fair lasso at any threshold" was written where only thresholds 1
     * and Tmax had been unrolled.)
     */
    @Test
    void everyOpenTerminationRangeNamesTheSearchThatCoveredIt() throws java.io.IOException {
        java.util.regex.Pattern open = java.util.regex.Pattern.compile("open for (-?\\d+) <= threshold <= (-?\\d+):");
        int checked = 0;
        for (String line : Files.readAllLines(Path.of("..", "specs", "proofs", Proofs.CELLS), StandardCharsets.UTF_8)) {
            String[] f = line.split("\t", -1);
            if (f.length != 7 || !f[0].equals("TERMINATION")) {
                continue;
            }
            java.util.regex.Matcher m = open.matcher(f[6]);
            if (!m.find()) {
                continue;
            }
            long lo = Long.parseLong(m.group(1));
            long tmax = Long.parseLong(m.group(2));
            String covered = "reaches a fair lasso at any threshold in " + lo + ".." + (tmax - 1) + " (one unrolling with the threshold free)";
            assertThat(f[6].contains(covered) || f[6].contains("gave up at round") || f[6].contains("stopped after"))
                    .as(f[1] + " " + f[2] + ": " + f[6]).isTrue();
            assertThat(f[6]).doesNotContain("reaches a fair lasso at any threshold;");
            checked++;
        }
        assertThat(checked).isGreaterThanOrEqualTo(10);
    }
}
