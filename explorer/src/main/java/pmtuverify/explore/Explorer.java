package pmtuverify.explore;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.MachineHarness;

/**
 * The embedded exhaustive explorer. A {@link MachineHarness} gets the state-space search over
 * snapshots of its immutable states, matched in a {@link StateTable}: {@link BreadthFirst} for safety
 * (the shortest counterexample), {@link Tarjan}'s strongly connected components for liveness over the graph
 * the breadth-first search expanded (so that both cover the states within the depth bound's distance of a
 * start), both over one {@link SearchRun} (statistics, matching, limits) with {@link Traces} to rebuild runs. Every
 * harness the explorer takes, PLPMTUD and HyStart alike, is such a machine.
 */
public final class Explorer {
    /** How a result was searched. */
    public enum Search {
        /** Breadth-first over snapshots (safety): depth is a state's shortest distance from a start, in events. */
        BFS,
        /**
         * Strongly connected components (liveness) of the graph the breadth-first search expanded: depth is a state's
         * shortest distance from a start, in events, as for {@link #BFS}.
         */
        SCC
    }

    /** What stopped a search before it covered its bounds. */
    public enum Limit {
        /** The cap on distinct states. */
        STATE_CAP("the state cap"),
        /** The memory budget: the state table or the frontier would not fit the heap. */
        MEMORY("the heap"),
        /** States at the depth bound were left unexpanded (a liveness search: a lasso may pass them). */
        DEPTH_BOUND("the depth bound");

        private final String words;

        Limit(String words) {
            this.words = words;
        }

        /** The words a report prints after "stopped by". */
        @Override
        public String toString() {
            return words;
        }
    }

    /** The verdict of an exploration. */
    public enum Verdict {
        /** Every state within the bounds was explored and none broke the invariant. */
        PROVEN,
        /** A run broke the invariant: the result carries it. */
        VIOLATED,
        /** A limit stopped the search before it covered its bounds, with no violation found. */
        PARTIAL
    }

    /** Progress callback, called as the search grows. */
    public interface Progress {
        void report(Result partial);
    }

    /** What an exploration found, with JPF-like statistics. */
    public static final class Result {
        public final Search search;
        /** Every state within the bounds (depth, domains) was explored: no cap was hit. */
        public final boolean complete;
        /** Complete, and no state was left unexpanded at the depth bound: the verdict holds at every depth. */
        public final boolean closed;
        /** What made the search incomplete, or null. */
        public final Limit limit;
        /** The violation; for a liveness invariant with a fairness assumption, a fair lasso only. */
        public final InvariantViolation violation;
        /**
         * For a liveness invariant with a fairness assumption: when every lasso found takes an unfair step in each
         * of its cycles (so none is a violation), one of them, described as such; else null.
         */
        public final InvariantViolation unfairLasso;
        /** Distinct states found (JPF: new). */
        public final long statesNew;
        /** Transitions into a state found before (JPF: visited). */
        public final long statesVisited;
        public final long transitions;
        /** States with no successor: the run ends there (JPF: end). */
        public final long endStates;
        /** Initial draws: the start's choice sequences enumerated. */
        public final long runs;
        /** The largest shortest distance from a start of a state found, in events. */
        public final int maxDepth;
        public final double seconds;
        /** Bytes the state table held at the end (packed keys, parents, index, dictionaries). */
        public final long tableBytes;
        /**
         * The harness's corner counts over the exploration (per transition), or null. Exact for a
         * complete search; where a violation or the cap stopped a multi-threaded one, workers may
         * have counted a few expansions past the stop.
         */
        public final Map<String, Long> coverage;

        Result(Search search, boolean complete, boolean closed, Limit limit, InvariantViolation violation,
               InvariantViolation unfairLasso, long statesNew, long statesVisited, long transitions, long endStates, long runs, int maxDepth,
               double seconds, long tableBytes, Map<String, Long> coverage) {
            this.search = search;
            this.complete = complete;
            this.closed = closed;
            this.limit = limit;
            this.violation = violation;
            this.unfairLasso = unfairLasso;
            this.statesNew = statesNew;
            this.statesVisited = statesVisited;
            this.transitions = transitions;
            this.endStates = endStates;
            this.runs = runs;
            this.maxDepth = maxDepth;
            this.seconds = seconds;
            this.tableBytes = tableBytes;
            this.coverage = coverage == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(coverage));
        }

        /** VIOLATED, PROVEN (every state within the bounds explored) or PARTIAL (see {@link #limit}). */
        public Verdict verdict() {
            return violation != null ? Verdict.VIOLATED : complete ? Verdict.PROVEN : Verdict.PARTIAL;
        }

        /** A liveness search's fair lasso (the violation), or null: the name the fairness assumption reads by. */
        public InvariantViolation fairLasso() {
            return search == Search.SCC ? violation : null;
        }

        /** No fair lasso, but a lasso that exists only under an unfair path ({@link #unfairLasso}). */
        public boolean onlyUnfairLassos() {
            return violation == null && unfairLasso != null;
        }

        /** Bytes of state table per distinct state (0 when none were stored). */
        public double bytesPerState() {
            return statesNew > 0 ? (double) tableBytes / statesNew : 0;
        }

        /** What depth counts: events, for either search. */
        public String depthUnit() {
            return "events";
        }

        /** Distinct states per second. */
        public double statesPerSecond() {
            return seconds > 0 ? statesNew / seconds : 0;
        }
    }

    private final long maxStates;
    private final int threads;
    private final Progress progress;
    private final long progressEvery;

    /** A single-threaded explorer. */
    public Explorer(long maxStates, Progress progress, long progressEvery) {
        this(maxStates, 1, progress, progressEvery);
    }

    /**
     * @param maxStates cap on distinct states (a PARTIAL result past it)
     * @param threads threads expanding states in the breadth-first search, that of liveness included (results
     *                do not depend on it)
     * @param progress called every {@code progressEvery} new states, or null
     */
    public Explorer(long maxStates, int threads, Progress progress, long progressEvery) {
        this.maxStates = maxStates;
        this.threads = threads;
        this.progress = progress;
        this.progressEvery = progressEvery;
    }

    /** Explores {@code h} at its own depth. */
    public <S, E> Result explore(MachineHarness<S, E> h) {
        return explore(h, h.depth());
    }

    /** Explores {@code h} to {@code depth} events. */
    public <S, E> Result explore(MachineHarness<S, E> h, int depth) {
        if (h.coverage() != null) {
            h.coverage().reset();
        }
        MemoryBudget budget = MemoryBudget.ofHeap();
        SearchRun<S, E> run = new SearchRun<>(h, depth, maxStates, budget, progress, progressEvery);
        return h.liveness() ? new Tarjan<>(run, threads, budget).run() : new BreadthFirst<>(run, threads, budget).run();
    }
}
