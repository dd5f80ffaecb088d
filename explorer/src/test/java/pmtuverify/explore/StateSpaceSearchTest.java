package pmtuverify.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import pmtuverify.props.Coverage;
import pmtuverify.props.Invariant;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.Protocol;

/** The state-space search on small machines whose state graphs are known by hand. */
class StateSpaceSearchTest {
    static final Invariant TOY = new Invariant(Protocol.PLPMTUD, "TOY", "TOY", "toy", "toy", "test", "none");

    static final int[] STEPS = {1, 2, 5};

    /** 64 steps k * k + 1: a frontier wide enough for the parallel expansion. */
    static final int[] WIDE = new int[64];

    static {
        for (int k = 0; k < 64; k++) {
            WIDE[k] = k * k + 1;
        }
    }

    /**
     * A counter modulo {@code mod} that starts at 0 or 1 and steps by one of {@code steps} (the event
     * is the step); the invariant is that it never shows {@code bad} (-1: never broken). Progress is
     * the +5 step.
     */
    static class Counter extends MachineHarness<Integer, Integer> {
        final int mod;
        final int bad;
        final boolean live;
        final int[] steps;

        Counter(int mod, int bad, boolean live, int depth) {
            this(mod, bad, live, depth, STEPS);
        }

        Counter(int mod, int bad, boolean live, int depth, int[] steps) {
            super("toy", TOY, "TOY", new Coverage("step 5"), depth);
            this.mod = mod;
            this.bad = bad;
            this.live = live;
            this.steps = steps;
        }

        @Override
        public Integer start(Random r) {
            return r.nextInt(2);
        }

        @Override
        public void checkStart(Integer s) {
            if (s == bad) {
                throw new Broken("starts at " + s);
            }
        }

        @Override
        public Integer draw(Integer s, Random r) {
            return steps[r.nextInt(steps.length)];
        }

        @Override
        public Integer apply(Integer s, Integer e) {
            if (e == 5) {
                coverage.hit("step 5");
            }
            int t = (s + e) % mod;
            if (t == bad) {
                throw new Broken("reached " + t);
            }
            return t;
        }

        @Override
        public String startLine(Integer initial) {
            return "{\"start\":" + initial + "}";
        }

        @Override
        public String eventLine(Integer e) {
            return "{\"add\":" + e + "}";
        }

        @Override
        public int keyWords() {
            return 1;
        }

        @Override
        public void key(Integer s, long[] out, int off) {
            out[off] = s;
        }

        @Override
        public MachineHarness<Integer, Integer> fork() {
            return new Counter(mod, bad, live, depth(), steps);
        }

        @Override
        public boolean liveness() {
            return live;
        }

        @Override
        public String events() {
            return "steps";
        }

        @Override
        public pmtuverify.props.Evidence.Scope scope() {
            return pmtuverify.props.Evidence.Scope.STANDARD;
        }

        @Override
        public boolean progress(Integer before, Integer e) {
            return e == 5;
        }
    }

    private static Explorer.Result explore(MachineHarness<?, ?> h, int threads) {
        return new Explorer(1_000_000, threads, null, 1_000_000).explore(h);
    }

    @Test
    void everyStateOnceAndClosedWhenTheFrontierEmpties() {
        Explorer.Result r = explore(new Counter(1000, -1, false, 10_000), 1);
        assertThat(r.violation).isNull();
        assertThat(r.statesNew).as("0..999 are all reachable").isEqualTo(1000);
        assertThat(r.transitions).as("three events from every state").isEqualTo(3000);
        assertThat(r.statesVisited).as("every transition but the 998 that found a state").isEqualTo(3000 - 998);
        assertThat(r.complete).isTrue();
        assertThat(r.closed).isTrue();
        // the farthest value is 999: from 1, 998 = 199 * 5 + 3 and 3 = 1 + 2, so 201 events (from 0 also 201)
        assertThat(r.maxDepth).isEqualTo(201);
    }

    @Test
    void aDepthBoundLeavesTheSpaceOpenButComplete() {
        Explorer.Result r = explore(new Counter(1000, -1, false, 3), 1);
        assertThat(r.complete).isTrue();
        assertThat(r.closed).isFalse();
        assertThat(r.maxDepth).isEqualTo(3);
        // sums of at most 3 steps of {1, 2, 5}: 0..12 and 15; from 1 also 13 and 16; never 14
        assertThat(r.statesNew).isEqualTo(16);
        assertThat(r.verdict()).isEqualTo(Explorer.Verdict.PROVEN);
    }

    @Test
    void theCounterexampleHasTheFewestEvents() {
        Explorer.Result r = explore(new Counter(1000, 13, false, 100), 1);
        assertThat(r.violation).isNotNull();
        assertThat(r.violation.detail()).isEqualTo("reached 13");
        // 13 from 1 takes three events (e.g. 1+2+5+5); from 0 also three (e.g. 0+1+2+5+5 is four): the trace has 1 + 3 lines
        assertThat(r.violation.trace()).hasSize(4);
        assertThat(r.violation.violatingLine()).isEqualTo(4);
        int sum = 0;
        for (String l : r.violation.trace()) {
            sum += Integer.parseInt(l.replaceAll("\\D", ""));
        }
        assertThat(sum).isEqualTo(13);
    }

    @Test
    void aBrokenStartIsALineOneViolation() {
        Explorer.Result r = explore(new Counter(1000, 1, false, 100), 1);
        assertThat(r.violation.trace()).containsExactly("{\"start\":1}");
        assertThat(r.violation.violatingLine()).isEqualTo(1);
    }

    @Test
    void threadsChangeNothingButTheTime() {
        for (int bad : new int[] {-1, 4_999, 97_001}) {
            Explorer.Result one = explore(new Counter(100_000, bad, false, 100, WIDE), 1);
            Explorer.Result two = explore(new Counter(100_000, bad, false, 100, WIDE), 2);
            assertThat(two.statesNew).isEqualTo(one.statesNew);
            assertThat(two.statesVisited).isEqualTo(one.statesVisited);
            assertThat(two.transitions).isEqualTo(one.transitions);
            assertThat(two.maxDepth).isEqualTo(one.maxDepth);
            assertThat(two.closed).isEqualTo(one.closed);
            assertThat(one.maxDepth).as("frontiers wider than two chunks: expanded in parallel").isGreaterThan(2);
            if (bad < 0) {
                assertThat(one.violation).isNull();
                assertThat(one.statesNew).isEqualTo(100_000);
                assertThat(one.coverage).containsEntry("step 5", 100_000L);
                assertThat(two.coverage).isEqualTo(one.coverage);
            } else {
                assertThat(two.violation.trace()).isEqualTo(one.violation.trace());
            }
        }
    }

    @Test
    void theStateCapGivesAPartialResult() {
        Explorer.Result r = new Explorer(50, 1, null, 1_000_000).explore(new Counter(1000, -1, false, 10_000));
        assertThat(r.verdict()).isEqualTo(Explorer.Verdict.PARTIAL);
        assertThat(r.complete).isFalse();
        assertThat(r.statesNew).isBetween(50L, 53L);
    }

    @Test
    void aCycleThroughAProgressEdgeIsAShortestLasso() {
        // modulo 10 every state lies on a cycle of +5 steps: 0 -> 5 -> 0
        Explorer.Result r = explore(new Counter(10, -1, true, 1000), 1);
        assertThat(r.search).isEqualTo(Explorer.Search.SCC);
        assertThat(r.violation).isNotNull();
        assertThat(r.violation.detail()).startsWith("lasso: stem is trace lines 1..1, loop is lines 2..3");
        assertThat(r.violation.trace()).containsExactly("{\"start\":0}", "{\"add\":5}", "{\"add\":5}");
    }

    /** Steps of +1 and +2 only (progress +5 never taken): a cycle, but none through a progress edge. */
    @Test
    void aCycleWithoutProgressIsNoLasso() {
        Explorer.Result r = explore(new Counter(10, -1, true, 1000, new int[] {1, 2}), 1);
        assertThat(r.violation).isNull();
        assertThat(r.statesNew).isEqualTo(10);
        assertThat(r.closed).isTrue();
    }

    @Test
    void theDriverFindsTheSameLassoInOneRun() {
        Counter c = new Counter(10, -1, true, 50, new int[] {5});
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> c.run(new Random(1)))
                .isInstanceOf(pmtuverify.props.InvariantViolation.class)
                .hasMessageContaining("lasso: stem is trace lines 1..1, loop is lines 2..3");
    }

    /** Progress that depends on the state left: the +5 step counts only from state {@code from}. */
    static final class FromCounter extends Counter {
        final int from;

        FromCounter(int from) {
            super(10, -1, true, 1000, new int[] {5});
            this.from = from;
        }

        @Override
        public boolean progress(Integer before, Integer e) {
            return e == 5 && before == from;
        }
    }

    @Test
    void progressIsATransitionNotAnEventName() {
        // the cycles are 0 -> 5 -> 0 and 1 -> 6 -> 1: +5 from state 5 closes a lasso, with the edge 5 -> 0 in its loop
        Explorer.Result r = explore(new FromCounter(5), 1);
        assertThat(r.violation).isNotNull();
        assertThat(r.violation.trace()).containsExactly("{\"start\":0}", "{\"add\":5}", "{\"add\":5}");
        // state 7 is unreachable: the same events, none of them progress, close no lasso
        Explorer.Result none = explore(new FromCounter(7), 1);
        assertThat(none.violation).isNull();
        assertThat(none.closed).isTrue();
        assertThat(none.statesNew).isEqualTo(4);
        org.assertj.core.api.Assertions.assertThatCode(() -> new FromCounter(7).run(new Random(1))).doesNotThrowAnyException();
    }

    /** A toy fairness assumption: the +5 step from any state in {@code unfairFrom} is unfair. */
    static final class ToyFairness extends pmtuverify.props.Fairness<Integer, Integer> {
        final java.util.List<Integer> unfairFrom;

        ToyFairness(java.util.List<Integer> unfairFrom) {
            super("TOY_FAIR", "the +5 step from " + unfairFrom + " does not repeat forever", "steps +5 from " + unfairFrom);
            this.unfairFrom = unfairFrom;
        }

        @Override
        public boolean unfair(Integer before, Integer e) {
            return e == 5 && unfairFrom.contains(before);
        }
    }

    /**
     * Steps of +5 modulo 10 (every one progress), from 0 or 1: two cycles, 0 -> 5 -> 0 and 1 -> 6 -> 1, each its own
     * strongly connected component; the +5 steps from {@code unfairFrom} are unfair.
     */
    static final class FairCounter extends Counter {
        final ToyFairness fairness;

        FairCounter(Integer... unfairFrom) {
            this(new int[] {5}, unfairFrom);
        }

        FairCounter(int[] steps, Integer... unfairFrom) {
            super(10, -1, true, 1000, steps);
            this.fairness = new ToyFairness(java.util.List.of(unfairFrom));
        }

        @Override
        public pmtuverify.props.Fairness<?, ?> fairness() {
            return fairness;
        }

        @Override
        public boolean unfair(Integer before, Integer e) {
            return fairness.unfair(before, e);
        }
    }

    @Test
    void onlyAFairCycleIsALasso() {
        // 5 -> 0 is unfair: the cycle through 0 and 5 is not a violation, the one through 1 and 6 is
        Explorer.Result r = explore(new FairCounter(5), 1);
        assertThat(r.violation).isNotNull();
        assertThat(r.fairLasso()).isSameAs(r.violation);
        assertThat(r.violation.trace()).containsExactly("{\"start\":1}", "{\"add\":5}", "{\"add\":5}");
        assertThat(r.violation.detail()).startsWith("lasso: stem is trace lines 1..1, loop is lines 2..3");
        assertThat(r.unfairLasso).isNull();
        assertThat(r.verdict()).isEqualTo(Explorer.Verdict.VIOLATED);
    }

    @Test
    void aLassoWhoseEveryCycleIsUnfairIsShownAsSuchNotAsAViolation() {
        Explorer.Result r = explore(new FairCounter(5, 6), 1);
        assertThat(r.violation).isNull();
        assertThat(r.onlyUnfairLassos()).isTrue();
        assertThat(r.unfairLasso.trace()).containsExactly("{\"start\":0}", "{\"add\":5}", "{\"add\":5}");
        assertThat(r.unfairLasso.detail()).isEqualTo("lasso exists only under an unfair path: every cycle steps +5 from [5, 6]"
                + " (fairness TOY_FAIR); lasso: stem is trace lines 1..1, loop is lines 2..3 (the state after line 3 equals the state after line 1)");
        assertThat(r.closed).isTrue();
        assertThat(r.verdict()).isEqualTo(Explorer.Verdict.PROVEN);
        // the driver goes on past an unfair loop and finds no lasso in its run
        org.assertj.core.api.Assertions.assertThatCode(() -> new FairCounter(5, 6).run(new Random(1))).doesNotThrowAnyException();
    }

    /** One component with a fair and an unfair cycle: 0 -> 5 -> 0 (+5, unfair from 5) and 0 -> 5 -> 6 -> ... -> 0 by +1 steps. */
    @Test
    void aComponentWithAFairAndAnUnfairCycleHasAFairLassoThroughTheFairOne() {
        Explorer.Result r = explore(new FairCounter(new int[] {5, 1}, 5), 1);
        assertThat(r.violation).isNotNull();
        // the fair cycle must leave 5 by +1 (5 -> 0 by +5 is unfair); replay the loop and check it
        java.util.List<String> loop = r.violation.trace().subList(1, r.violation.trace().size());
        int at = Integer.parseInt(r.violation.trace().get(0).replaceAll("\\D", ""));
        int stem = Integer.parseInt(r.violation.detail().replaceAll("^lasso: stem is trace lines 1\\.\\.(\\d+),.*$", "$1"));
        for (int i = 0; i < stem - 1; i++) {
            at = (at + Integer.parseInt(loop.get(i).replaceAll("\\D", ""))) % 10;
        }
        int start = at;
        boolean progress = false;
        for (String l : loop.subList(stem - 1, loop.size())) {
            int e = Integer.parseInt(l.replaceAll("\\D", ""));
            assertThat(e == 5 && at == 5).as("an unfair step in the loop at " + at).isFalse();
            progress |= e == 5;
            at = (at + e) % 10;
        }
        assertThat(progress).isTrue();
        assertThat(at).as("the loop closes").isEqualTo(start);
        // the shortest fair loop: one +5 not from 5 and five +1 (two +5 in a row would take 5 -> 0 unfairly)
        assertThat(r.violation.trace()).containsExactly("{\"start\":0}", "{\"add\":5}", "{\"add\":1}", "{\"add\":1}",
                "{\"add\":1}", "{\"add\":1}", "{\"add\":1}");
        assertThat(r.violation.detail()).startsWith("lasso: stem is trace lines 1..1, loop is lines 2..7");
    }

    @Test
    void theSmallComponentsAreTarjans() {
        // 0 -> 1 -> 2 -> 0, 2 -> 3, 3 -> 3, 4 alone
        java.util.List<int[]> adj = java.util.List.of(new int[] {1}, new int[] {2}, new int[] {0, 3}, new int[] {3}, new int[0]);
        int[] label = Tarjan.components(adj);
        assertThat(label[0]).isEqualTo(label[1]).isEqualTo(label[2]);
        assertThat(label[3]).isNotEqualTo(label[0]).isNotEqualTo(label[4]);
        assertThat(label[4]).isNotEqualTo(label[0]);
    }
}
