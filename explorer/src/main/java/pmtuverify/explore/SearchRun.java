package pmtuverify.explore;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.MachineHarness.Broken;

/**
 * What one search shares between its loop, its state set and its trace rebuilding: the harness, the
 * bounds, the {@link StateTable}, the statistics, what stopped it, and the matching of successors
 * against the table. {@link BreadthFirst} and {@link Tarjan} are the loops over it.
 *
 * @param <S> the harness's state
 * @param <E> the harness's event
 */
final class SearchRun<S, E> {
    final MachineHarness<S, E> h;
    final int depth;
    final int words;
    final StateTable table;
    final Expander<S, E> expander;
    final Traces<S, E> traces;
    private final long maxStates;
    private final Explorer.Progress progress;
    private final long every;
    private final long t0 = System.nanoTime();
    private long nextReport;
    long visited;
    long transitions;
    long ends;
    long starts;
    int maxLevel;
    /** What stopped an incomplete search, or null. */
    Explorer.Limit limit;
    /** States at the depth bound were left unexpanded. */
    boolean truncated;
    /** The expanded edges, kept for the liveness search; null for a safety search. */
    final StateGraph graph;

    SearchRun(MachineHarness<S, E> h, int depth, long maxStates, MemoryBudget budget, Explorer.Progress progress, long every) {
        this.h = h;
        this.depth = depth;
        this.words = h.keyWords();
        this.table = new StateTable(words, budget);
        this.expander = new Expander<>(h);
        this.traces = new Traces<>(this);
        this.maxStates = maxStates;
        this.progress = progress;
        this.every = every;
        this.nextReport = every;
        this.graph = h.liveness() ? new StateGraph(budget) : null;
    }

    /** Stopped by the state cap or the memory budget. */
    boolean stopped() {
        return limit == Explorer.Limit.STATE_CAP || limit == Explorer.Limit.MEMORY;
    }

    /** Carries a violation out of the search loops. */
    static final class Found extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient InvariantViolation violation;

        Found(InvariantViolation v) {
            super(null, null, false, false);
            violation = v;
        }
    }

    /**
     * Enumerates the initial states and numbers the new ones in order; returns them, or throws the
     * violation found at a start.
     */
    List<S> roots() {
        List<S> out = new ArrayList<>();
        ChoiceEnumerator en = new ChoiceEnumerator();
        long[] key = new long[words];
        do {
            en.startRun();
            starts++;
            S s = h.start(en);
            if (s == null) {
                continue;
            }
            try {
                h.checkStart(s);
            } catch (Broken b) {
                throw new Found(new InvariantViolation(h.invariant().id(), b.getMessage(), h.lines(s, new ArrayList<E>()), 1));
            }
            h.key(s, key, 0);
            int id = table.add(key, 0, -1);
            if (id == StateTable.FULL) {
                limit = Explorer.Limit.MEMORY;
                break;
            }
            if (id >= 0) {
                out.add(s);
            } else {
                visited++;
            }
        } while (en.backtrack());
        return out;
    }

    /**
     * Matches the successors of expanded state {@code k} of {@code x}, which is state {@code from} with number
     * {@code id}, at {@code level}: new ones are numbered and handed to {@code sink}; with a {@link #graph}, each
     * successor's number is added to it as an edge of {@code id}. A broken invariant ends the search with the
     * trace to it.
     */
    void match(int id, S from, int level, Successors<S, E> x, int k, Sink<S> sink) {
        int begin = x.begin(k);
        int to = x.end[k];
        if (graph != null && !graph.open(id)) {
            limit = Explorer.Limit.MEMORY;
            return;
        }
        for (int i = begin; i < to; i++) {
            int t = x.encoded != null && x.encoded[i]
                    ? table.addPacked(x.packed, i * x.packedWords, x.hashes[i], x.version, x.keys, i * words, id)
                    : table.add(x.keys, i * words, id);
            if (t == StateTable.FULL) {
                limit = Explorer.Limit.MEMORY;
                return;
            }
            if (t < 0) {
                visited++;
            } else {
                if (level > maxLevel) {
                    maxLevel = level;
                }
                if (sink != null) {
                    sink.add(x.state(i));
                }
            }
            if (graph != null && !graph.add(t >= 0 ? t : -1 - t, edgeFlags(from, x.event(i)))) {
                limit = Explorer.Limit.MEMORY;
                return;
            }
        }
        transitions += x.drawn[k];
        if (x.brokenAt == k) {
            throw new Found(traces.violationAfter(id, x.brokenEvent, x.broken));
        }
        if (to == begin) {
            ends++;
        }
        if (table.size() >= maxStates) {
            limit = Explorer.Limit.STATE_CAP;
        }
        if (progress != null && table.size() >= nextReport) {
            nextReport += every;
            progress.report(result(null, h.liveness()));
        }
    }

    /** The {@link StateGraph} flags of the step by {@code e} from {@code from}. */
    private byte edgeFlags(S from, E e) {
        return (byte) ((h.progress(from, e) ? StateGraph.PROGRESS : 0) | (h.unfair(from, e) ? StateGraph.UNFAIR : 0));
    }

    /** Where new states go. */
    interface Sink<S> {
        void add(S s);
    }

    /**
     * The result: every state within breadth-first distance {@link #depth} of a start was expanded unless a
     * limit stopped it, and the space is closed when no state was left at the bound either; for a liveness
     * invariant ({@code liveness}) a state left at the bound leaves the search incomplete (a lasso may pass it).
     */
    Explorer.Result result(InvariantViolation v, boolean liveness) {
        return result(v, null, liveness);
    }

    /** The result, with a lasso that exists only under an unfair path when the search found no fair one. */
    Explorer.Result result(InvariantViolation v, InvariantViolation unfairLasso, boolean liveness) {
        boolean complete = !stopped() && !(liveness && truncated);
        Explorer.Limit why = complete ? null : stopped() ? limit : Explorer.Limit.DEPTH_BOUND;
        return new Explorer.Result(liveness ? Explorer.Search.SCC : Explorer.Search.BFS, complete,
                v == null && complete && !truncated, why, v, v == null ? unfairLasso : null, table.size(), visited, transitions, ends, starts,
                maxLevel, (System.nanoTime() - t0) / 1e9, table.bytes(),
                h.coverage() == null ? null : h.coverage().snapshot());
    }
}
