package pmtuverify.explore;

import pmtuverify.props.Harness;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.engine.RandomEngine;

/**
 * The embedded exhaustive explorer: runs a harness on every choice sequence (depth-first by
 * re-execution, {@link EnumeratingRandom}), with state matching on the harness's state keys and
 * a cap on distinct states. A violation stops the search; its choice sequence is shrunk with the
 * random engine's shrinker, so the trace reported is a minimal one (not necessarily the shortest
 * in the state graph, which a breadth-first search would give).
 */
public final class Explorer {
    /** Progress callback, called every {@code progressEvery} runs. */
    public interface Progress {
        void report(Result partial);
    }

    /** What an exploration found, with JPF-like statistics. */
    public static final class Result {
        public final boolean complete;
        public final InvariantViolation violation;
        public final int[] violatingChoices;
        public final long statesNew;
        public final long statesVisited;
        public final long runs;
        public final int maxDepth;
        public final double seconds;

        Result(boolean complete, InvariantViolation violation, int[] violatingChoices, long statesNew, long statesVisited,
               long runs, int maxDepth, double seconds) {
            this.complete = complete;
            this.violation = violation;
            this.violatingChoices = violatingChoices;
            this.statesNew = statesNew;
            this.statesVisited = statesVisited;
            this.runs = runs;
            this.maxDepth = maxDepth;
            this.seconds = seconds;
        }

        /** VIOLATED, PROVEN (every sequence within the bounds explored) or PARTIAL (the state cap was hit). */
        public String verdict() {
            return violation != null ? "VIOLATED" : complete ? "PROVEN" : "PARTIAL";
        }

        /** Distinct states per second. */
        public double statesPerSecond() {
            return seconds > 0 ? statesNew / seconds : 0;
        }
    }

    private final long maxStates;
    private final Progress progress;
    private final long progressEvery;

    public Explorer(long maxStates, Progress progress, long progressEvery) {
        this.maxStates = maxStates;
        this.progress = progress;
        this.progressEvery = progressEvery;
    }

    public Result explore(Harness h) {
        long t0 = System.nanoTime();
        EnumeratingRandom r = new EnumeratingRandom(h);
        long runs = 0;
        while (true) {
            r.startRun();
            runs++;
            try {
                h.run(r);
            } catch (EnumeratingRandom.Pruned p) {
                // explored before
            } catch (InvariantViolation v) {
                int[] choices = r.choices();
                RandomEngine.Shrunk s = new RandomEngine(1, 0).shrink(h, choices, v);
                return new Result(true, s.violation, s.choices, r.statesNew, r.statesVisited, runs, r.maxDepth,
                        (System.nanoTime() - t0) / 1e9);
            }
            if (progress != null && runs % progressEvery == 0) {
                progress.report(new Result(false, null, null, r.statesNew, r.statesVisited, runs, r.maxDepth,
                        (System.nanoTime() - t0) / 1e9));
            }
            if (r.statesNew >= maxStates) {
                return new Result(false, null, null, r.statesNew, r.statesVisited, runs, r.maxDepth,
                        (System.nanoTime() - t0) / 1e9);
            }
            if (!r.backtrack()) {
                return new Result(true, null, null, r.statesNew, r.statesVisited, runs, r.maxDepth,
                        (System.nanoTime() - t0) / 1e9);
            }
        }
    }
}
