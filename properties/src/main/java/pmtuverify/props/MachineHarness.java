package pmtuverify.props;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Random;

/**
 * An invariant harness whose run is a start followed by steps over immutable states: the shape
 * a state-space search needs. {@link #start} draws the connection and its environment,
 * {@link #draw} draws the next event the environment offers in a state, and {@link #apply} is the
 * pure transition (the model's event plus the monitor's bookkeeping) that checks the invariant.
 * Only {@code start} and {@code draw} draw, with {@code nextInt(n)}/{@code nextBoolean()}.
 *
 * <p>{@link #run} is the one driver the random engine and Java PathFinder use: it strings the three
 * together for at most {@link #depth()} events and turns a {@link Broken} invariant into an
 * {@link InvariantViolation} carrying the replay lines. The embedded explorer calls the three
 * directly, snapshots the states and matches them by {@link #key}.
 *
 * <p>A liveness invariant ({@link #liveness()}) is broken by a lasso: a state that repeats with a
 * {@link #progress progress} transition between its two occurrences, so that the same events can repeat
 * forever. Progress is a transition, not an event name: whether it is progress may depend on the state it
 * leaves (a probe outcome is progress only with a probe in flight). The driver and {@code replay --check}
 * find a lasso in one run with a {@link Lasso}; the explorer finds every reachable one as a strongly
 * connected component with a progress edge.
 *
 * @param <S> the state: model state plus monitor state, immutable
 * @param <E> the event
 */
public abstract class MachineHarness<S, E> extends InvariantHarness {
    private final int depth;

    protected MachineHarness(String prefix, Invariant invariant, String variant, Coverage coverage, int depth) {
        super(prefix, invariant, variant, coverage);
        this.depth = depth;
    }

    /** Thrown by {@link #checkStart} and {@link #apply} when the invariant breaks; the driver adds the trace. */
    public static final class Broken extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Broken(String detail) {
            super(detail);
        }
    }

    /** Events per run (the explorer's default depth bound). */
    public final int depth() {
        return depth;
    }

    /**
     * Draws the connection and its environment: the state before the first event, or null when the
     * drawn configuration lies outside the invariant's stated assumptions (the run ends unchecked and
     * is counted in the coverage).
     */
    public abstract S start(Random r);

    /** Checks the invariant on the initial state; throws {@link Broken}. */
    public abstract void checkStart(S s);

    /** The next event the environment offers in {@code s}; null ends the run. */
    public abstract E draw(S s, Random r);

    /**
     * The state after {@code e}, checked against the invariant: throws {@link Broken} when it breaks;
     * null when the event takes the run outside the invariant's assumptions (the run ends there).
     */
    public abstract S apply(S s, E e);

    /** The replay line of the connection (the config line). */
    public abstract String startLine(S initial);

    /** The replay line of an event. */
    public abstract String eventLine(E e);

    /** The number of 64-bit words {@link #key} writes. */
    public abstract int keyWords();

    /**
     * Writes the state's matching key into {@code out[off..off+keyWords())}: two states with equal
     * keys must have equal futures under {@link #draw} and {@link #apply} (the key may abstract what
     * no future reads, such as absolute time when only the time since a stamp matters).
     */
    public abstract void key(S s, long[] out, int off);

    /**
     * A harness equal to this one with its own coverage counters, for another thread: {@link #start},
     * {@link #draw} and {@link #apply} touch no other mutable state.
     */
    public abstract MachineHarness<S, E> fork();

    /** True for a liveness invariant, broken by a lasso with a {@link #progress} transition in its loop. */
    public boolean liveness() {
        return false;
    }

    /**
     * For a liveness invariant: whether {@code e}, taken from state {@code before}, is progress that must not
     * repeat forever. The one notion of progress of the driver, {@code replay --check} and the explorer.
     */
    public boolean progress(S before, E e) {
        return false;
    }

    /**
     * The invariant's fairness assumption ({@link Invariant#fairness}), or null: a lasso whose loop takes an
     * {@link #unfair} step is then no violation.
     */
    public Fairness<?, ?> fairness() {
        return invariant.fairness();
    }

    /**
     * Whether {@code e}, taken from {@code before}, is a step the {@link #fairness} assumption rules out
     * repeating forever. False when there is no assumption. The one notion of fairness of the driver,
     * {@code replay --check} and the explorer.
     */
    public boolean unfair(S before, E e) {
        return false;
    }

    /**
     * The lasso monitor of one run, shared by the driver and {@code replay --check}: the line after which
     * each state (by its key) was last seen, and the lines of the last {@link #progress} and the last
     * {@link #unfair} transitions. A loop with an unfair step is no lasso; the first such loop is kept.
     */
    public final class Lasso {
        private final HashMap<StateKey, Integer> seen = new HashMap<>();
        private int lastProgress = -1;
        private int lastUnfair = -1;
        private int unfairFrom = -1;
        private int unfairTo = -1;

        /** Starts with the state after line {@code line} (the config line). */
        public Lasso(S initial, int line) {
            seen.put(keyOf(initial), line);
        }

        /**
         * Follows the transition {@code before --e--> after} of trace line {@code line}: when {@code after}
         * closes a fair lasso (it was seen after an earlier line, with a progress transition and no unfair one
         * since), that line; else -1. A loop closed with an unfair step in it is remembered
         * ({@link #unfairLoop}) and the run goes on.
         */
        public int step(S before, E e, S after, int line) {
            if (progress(before, e)) {
                lastProgress = line;
            }
            if (unfair(before, e)) {
                lastUnfair = line;
            }
            StateKey k = keyOf(after);
            Integer at = seen.get(k);
            if (at != null && lasso(at, lastProgress)) {
                if (fairLasso(at, lastProgress, lastUnfair)) {
                    return at;
                }
                if (unfairFrom < 0) {
                    unfairFrom = at;
                    unfairTo = line;
                }
            }
            seen.put(k, line); // the latest occurrence: the shortest loop
            return -1;
        }

        /**
         * The first loop closed with an unfair step in it, as {stem end, loop end} (the state after the second
         * line equals the state after the first), or null when none was.
         */
        public int[] unfairLoop() {
            return unfairFrom < 0 ? null : new int[] {unfairFrom, unfairTo};
        }
    }

    /** The events this harness's runs are made of, in words, for its evidence records ({@link Evidence#events()}). */
    public abstract String events();

    /** The domain this harness draws its values from, for its evidence records ({@link Evidence#domain()}). */
    public abstract Evidence.Scope scope();

    /** For a liveness invariant: words appended to the lasso's description, about the repeating state. */
    protected String lassoNote(S repeated) {
        return "";
    }

    /**
     * The liveness formula: the state first reached after trace line {@code repeatedFrom} (-1: it never
     * was) recurs after the last progress event, at line {@code lastProgress}, so its loop can repeat
     * forever.
     */
    public static boolean lasso(int repeatedFrom, int lastProgress) {
        return repeatedFrom >= 0 && lastProgress > repeatedFrom;
    }

    /**
     * The fair-liveness formula: a {@link #lasso} whose loop, trace lines {@code repeatedFrom}+1 on, holds no
     * unfair step (the last one, at line {@code lastUnfair}, is at or before {@code repeatedFrom}; -1: none).
     */
    public static boolean fairLasso(int repeatedFrom, int lastProgress, int lastUnfair) {
        return lasso(repeatedFrom, lastProgress) && lastUnfair <= repeatedFrom;
    }

    /**
     * The description of a loop that exists only under an unfair path (stem lines 1..stem, loop stem+1..end):
     * the fairness assumption's words, then the lasso's.
     */
    public final String unfairDetail(int stem, int end, S repeated) {
        return fairness().unfairOnly() + "; " + lassoDetail(stem, end, repeated);
    }

    /** The description of a lasso whose stem is trace lines 1..stem and whose loop is stem+1..end. */
    public final String lassoDetail(int stem, int end, S repeated) {
        return "lasso: stem is trace lines 1.." + stem + ", loop is lines " + (stem + 1) + ".." + end
                + " (the state after line " + end + " equals the state after line " + stem + ")" + lassoNote(repeated);
    }

    /** Replay lines of a run: the start's line, then one per event. */
    public final List<String> lines(S initial, List<E> events) {
        List<String> out = new ArrayList<>(events.size() + 1);
        out.add(startLine(initial));
        for (E e : events) {
            out.add(eventLine(e));
        }
        return out;
    }

    @Override
    public final void run(Random r) {
        S initial = start(r);
        if (initial == null) {
            return;
        }
        List<E> events = new ArrayList<>();
        try {
            checkStart(initial);
        } catch (Broken b) {
            throw new InvariantViolation(invariant.id(), b.getMessage(), lines(initial, events), 1);
        }
        Lasso lasso = liveness() ? new Lasso(initial, 1) : null;
        S s = initial;
        for (int step = 0; step < depth; step++) {
            E e = draw(s, r);
            if (e == null) {
                return;
            }
            events.add(e);
            S next;
            try {
                next = apply(s, e);
            } catch (Broken b) {
                throw new InvariantViolation(invariant.id(), b.getMessage(), lines(initial, events), events.size() + 1);
            }
            if (next == null) {
                return;
            }
            S before = s;
            s = next;
            if (lasso != null) {
                int line = events.size() + 1;
                int at = lasso.step(before, e, s, line);
                if (at >= 0) {
                    throw new InvariantViolation(invariant.id(), lassoDetail(at, line, s), lines(initial, events), line);
                }
            }
        }
    }

    /** The key of {@code s} as a value (for maps). */
    public final StateKey keyOf(S s) {
        long[] w = new long[keyWords()];
        key(s, w, 0);
        return new StateKey(w);
    }

    /** Two ints in one key word. */
    protected static long pack(int hi, int lo) {
        return ((long) hi << 32) | (lo & 0xFFFF_FFFFL);
    }
}
