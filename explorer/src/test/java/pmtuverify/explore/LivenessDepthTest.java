package pmtuverify.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pmtuverify.explore.StateSpaceSearchTest.Counter;
import pmtuverify.explore.StateSpaceSearchTest.FairCounter;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.pmtu.PmtuHarness;

/**
 * The depth bound of the liveness search counts a state's shortest distance from a start, as the safety search's
 * does: at depth d both cover exactly the states within breadth-first distance d of a start, and a lasso found
 * within the bound is still a fair lasso of the harness.
 */
class LivenessDepthTest {
    /**
     * The states within {@code depth} steps of a start (0 or 1) of a counter modulo {@code mod} with steps
     * {@code steps}, by a breadth-first walk of its own: the oracle, independent of the explorer.
     */
    static TreeSet<Integer> withinDistance(int mod, int[] steps, int depth) {
        TreeMap<Integer, Integer> dist = new TreeMap<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int s : new int[] {0, 1}) {
            dist.put(s, 0);
            queue.add(s);
        }
        while (!queue.isEmpty()) {
            int s = queue.poll();
            if (dist.get(s) == depth) {
                continue;
            }
            for (int e : steps) {
                int t = (s + e) % mod;
                if (!dist.containsKey(t)) {
                    dist.put(t, dist.get(s) + 1);
                    queue.add(t);
                }
            }
        }
        return new TreeSet<>(dist.keySet());
    }

    /** The counter values the search stored (every value below {@code mod} looked up in its table). */
    static TreeSet<Integer> covered(MachineHarness<Integer, Integer> h, int depth, int threads) {
        MemoryBudget budget = new MemoryBudget(1L << 30);
        SearchRun<Integer, Integer> run = new SearchRun<>(h, depth, 10_000_000, budget, null, Long.MAX_VALUE);
        Explorer.Result r = h.liveness() ? new Tarjan<>(run, threads, budget).run() : new BreadthFirst<>(run, threads, budget).run();
        assertThat(r.search).isEqualTo(h.liveness() ? Explorer.Search.SCC : Explorer.Search.BFS);
        TreeSet<Integer> out = new TreeSet<>();
        Counter c = (Counter) h;
        for (int v = 0; v < c.mod; v++) {
            if (run.table.find(new long[] {v}, 0) >= 0) {
                out.add(v);
            }
        }
        assertThat(r.statesNew).isEqualTo(out.size());
        return out;
    }

    /**
     * Steps of +2 and +3 from 0 or 1: a depth-first search from 0 first finds 4 = 0 + 2 + 2 at depth 2, while 1 + 3
     * puts it at distance 1. Bounded by the depth-first depth, a search leaves 4 unexpanded at depth 2 and never finds
     * 7 = 1 + 3 + 3 (7 states where the breadth-first search has 8). The liveness search covers the safety search's
     * states, both equal to the oracle's, at every depth, on one thread and on two.
     */
    @Test
    void theLivenessSearchCoversTheStatesWithinBreadthFirstDistance() {
        int[] steps = {2, 3};
        for (int depth = 1; depth <= 12; depth++) {
            TreeSet<Integer> expected = withinDistance(1000, steps, depth);
            for (int threads : new int[] {1, 2}) {
                assertThat(covered(new Counter(1000, -1, true, depth, steps), depth, threads)).as("liveness, depth " + depth)
                        .isEqualTo(expected);
                assertThat(covered(new Counter(1000, -1, false, depth, steps), depth, threads)).as("safety, depth " + depth)
                        .isEqualTo(expected);
            }
        }
        assertThat(withinDistance(1000, steps, 2)).as("the case a depth-first depth misses").containsExactly(0, 1, 2, 3, 4, 5, 6, 7);
    }

    /** Wide frontiers (64 steps), expanded in parallel: the same states, statistics and lasso for any thread count. */
    @Test
    void theLivenessSearchIsTheSameOnAnyNumberOfThreads() {
        for (int depth : new int[] {2, 3}) {
            TreeSet<Integer> expected = withinDistance(100_000, StateSpaceSearchTest.WIDE, depth);
            Explorer.Result one = new Explorer(10_000_000, 1, null, Long.MAX_VALUE)
                    .explore(new Counter(100_000, -1, true, depth, StateSpaceSearchTest.WIDE));
            Explorer.Result two = new Explorer(10_000_000, 2, null, Long.MAX_VALUE)
                    .explore(new Counter(100_000, -1, true, depth, StateSpaceSearchTest.WIDE));
            assertThat(one.statesNew).isEqualTo(expected.size()).isEqualTo(two.statesNew);
            assertThat(two.statesVisited).isEqualTo(one.statesVisited);
            assertThat(two.transitions).isEqualTo(one.transitions);
            assertThat(two.maxDepth).isEqualTo(one.maxDepth).isEqualTo(depth);
            assertThat(two.coverage).isEqualTo(one.coverage);
            // +5 is progress and 100,000 is no multiple of a short sum of the 64 steps: no lasso within a few events
            assertThat(one.violation).isNull();
            assertThat(two.violation).isNull();
            assertThat(one.verdict()).isEqualTo(Explorer.Verdict.PARTIAL);
            assertThat(one.limit).isEqualTo(Explorer.Limit.DEPTH_BOUND);
        }
        // modulo 10 the +5 steps close lassos: the same one whichever the thread count
        Explorer.Result one = new Explorer(1_000_000, 1, null, Long.MAX_VALUE).explore(new Counter(10, -1, true, 5, StateSpaceSearchTest.WIDE));
        Explorer.Result two = new Explorer(1_000_000, 2, null, Long.MAX_VALUE).explore(new Counter(10, -1, true, 5, StateSpaceSearchTest.WIDE));
        assertThat(one.violation).isNotNull();
        assertThat(two.violation.trace()).isEqualTo(one.violation.trace());
        assertThat(two.violation.detail()).isEqualTo(one.violation.detail());
    }

    /**
     * Steps of +5 and +1 modulo 10, +5 from 5 unfair (the harness of
     * {@link StateSpaceSearchTest#aComponentWithAFairAndAnUnfairCycleHasAFairLassoThroughTheFairOne}), searched with a
     * depth bound: at depth 1 only the starts 0 and 1 are expanded and no cycle is closed; from depth 2 on, 6 (one
     * event from 1) is expanded too and the fair loop 1, 6, 1 lies within the bound. At every depth the search covers
     * the oracle's states, and a lasso it reports replays as a fair lasso.
     */
    @Test
    void aLassoFoundWithinTheBoundIsAFairLasso() {
        for (int depth = 1; depth <= 8; depth++) {
            Explorer.Result r = new Explorer(1_000_000, 1, null, Long.MAX_VALUE).explore(new FairCounter(new int[] {5, 1}, 5), depth);
            assertThat(r.statesNew).as("depth " + depth).isEqualTo(withinDistance(10, new int[] {5, 1}, depth).size());
            if (depth == 1) {
                assertThat(r.violation).isNull();
                assertThat(r.limit).isEqualTo(Explorer.Limit.DEPTH_BOUND);
                continue;
            }
            assertThat(r.violation).as("depth " + depth).isNotNull();
            assertThat(r.fairLasso()).isSameAs(r.violation);
            assertFairLasso(r.violation.trace(), r.violation.detail(), 5);
        }
    }

    /**
     * Replays a counter lasso: the stem's lines lead to a state, the loop's lines return to it with a +5 (progress)
     * and no +5 from {@code unfairFrom}.
     */
    static void assertFairLasso(List<String> trace, String detail, int unfairFrom) {
        int at = Integer.parseInt(trace.get(0).replaceAll("\\D", ""));
        int stem = Integer.parseInt(detail.replaceAll("^lasso: stem is trace lines 1\\.\\.(\\d+),.*$", "$1"));
        List<String> events = trace.subList(1, trace.size());
        for (int i = 0; i < stem - 1; i++) {
            at = (at + Integer.parseInt(events.get(i).replaceAll("\\D", ""))) % 10;
        }
        int start = at;
        boolean progress = false;
        assertThat(events.size()).as("a loop of at least one event").isGreaterThan(stem - 1);
        for (String l : events.subList(stem - 1, events.size())) {
            int e = Integer.parseInt(l.replaceAll("\\D", ""));
            assertThat(e == 5 && at == unfairFrom).as("an unfair step in the loop at " + at).isFalse();
            progress |= e == 5;
            at = (at + e) % 10;
        }
        assertThat(progress).as("a progress step in the loop").isTrue();
        assertThat(at).as("the loop closes").isEqualTo(start);
    }

    /**
     * On a PLPMTUD liveness harness (TERMINATION_AFTER_OUTSIDE on V5, the general mix with outside events) the
     * liveness search at depth 3 stores as many states as the breadth-first safety search of the same harness.
     */
    @Test
    void onAPlpmtudHarnessTheLivenessSearchCountsTheBreadthFirstStates() {
        PmtuHarness h = Harnesses.byName("TERMINATION_AFTER_OUTSIDE", "V5", 3, -1);
        assertThat(h.liveness()).isTrue();
        Explorer.Result live = new Explorer(5_000_000, 1, null, Long.MAX_VALUE).explore(h, 3);
        MemoryBudget budget = MemoryBudget.ofHeap();
        Explorer.Result safety = new BreadthFirst<>(new SearchRun<>(h, 3, 5_000_000, budget, null, Long.MAX_VALUE), 1, budget).run();
        assertThat(live.search).isEqualTo(Explorer.Search.SCC);
        assertThat(safety.search).isEqualTo(Explorer.Search.BFS);
        assertThat(live.statesNew).isEqualTo(safety.statesNew).isGreaterThan(1000);
        assertThat(live.transitions).isEqualTo(safety.transitions);
        assertThat(live.maxDepth).isEqualTo(safety.maxDepth).isEqualTo(3);
    }
}
