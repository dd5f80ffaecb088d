package pmtuverify.explore;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import pmtuverify.props.InvariantViolation;

/**
 * Breadth-first search for a safety invariant, level by level (a level is one event), so that the
 * first violation found has the fewest events of any; for a liveness invariant, the first phase of
 * {@link Tarjan}, which keeps the edges it expands. Matching is independent of the level: a state
 * first reached at level d has the largest remaining budget, so every state within the depth bound
 * is expanded, and when the frontier empties before the bound the state space is closed: the verdict
 * holds for runs of any length.
 *
 * <p>States are numbered in the order found, level after level, so a level is a range of numbers and
 * the frontier is an array of state values whose k-th entry has number {@code first + k}. Expanding
 * is pure: worker threads expand chunks of the frontier while this thread matches the chunks in
 * frontier order, so numbering, statistics and counterexample are those of one thread.
 *
 * @param <S> the harness's state
 * @param <E> the harness's event
 */
final class BreadthFirst<S, E> {
    /** Frontier states per task: a quarter of the frontier's share per worker, within these bounds. */
    private static final int MIN_CHUNK = 256;
    private static final int MAX_CHUNK = 8192;
    /** Successor keys whose table lines are read ahead of the matching ({@link StateTable#touch}). */
    static final int TOUCH_AHEAD = 256;

    private final SearchRun<S, E> run;
    private final int threads;
    private final MemoryBudget budget;

    BreadthFirst(SearchRun<S, E> run, int threads, MemoryBudget budget) {
        this.run = run;
        this.threads = threads;
        this.budget = budget;
    }

    /** A level's states, in number order. */
    private static final class Frontier<S> implements SearchRun.Sink<S> {
        Object[] items;
        int size;

        Frontier(int capacity) {
            items = new Object[Math.max(16, capacity)];
        }

        @Override
        public void add(S s) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size + (size >> 1));
            }
            items[size++] = s;
        }
    }

    /** The initial states, numbered 0.. in this order ({@link #search} sets them). */
    List<S> roots = List.of();

    Explorer.Result run() {
        return run.result(search(), false);
    }

    /**
     * Expands every state within breadth-first distance {@code run.depth} of a start, level by level, each level's
     * states numbered after the previous level's; returns the violation found, or null. With a
     * {@link SearchRun#graph}, the edges expanded are kept there in that numbering.
     */
    InvariantViolation search() {
        ExecutorService pool = threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "explore");
            t.setDaemon(true);
            return t;
        }) : null;
        ArrayDeque<Expander<S, E>> idle = new ArrayDeque<>();
        for (int i = 0; pool != null && i < threads; i++) {
            idle.add(new Expander<>(run.h.fork()));
        }
        List<Expander<S, E>> workers = List.copyOf(idle);
        try {
            roots = run.roots();
            Frontier<S> frontier = new Frontier<>(roots.size());
            for (S s : roots) {
                frontier.add(s);
            }
            int first = 0;
            for (int level = 0; level < run.depth && frontier.size > 0 && !run.stopped(); level++) {
                if (!budget.frontierAllows(frontier.size)) {
                    run.limit = Explorer.Limit.MEMORY;
                    break;
                }
                Frontier<S> next = new Frontier<>(frontier.size + (frontier.size >> 2));
                if (pool == null || frontier.size < 2 * MIN_CHUNK) {
                    Successors<S, E> x = new Successors<>(run.words, 1, 16);
                    for (int i = 0; i < frontier.size && !run.stopped(); i++) {
                        x.expanded = 0;
                        x.count = 0;
                        S s = self(frontier.items[i]);
                        run.expander.expand(s, x);
                        run.match(first + i, s, level + 1, x, 0, next);
                    }
                } else {
                    inParallel(pool, idle, frontier, first, level + 1, next);
                }
                first += frontier.size;
                frontier = next;
            }
            run.truncated = frontier.size > 0 && !run.stopped();
            return null;
        } catch (SearchRun.Found f) {
            return f.violation;
        } finally {
            finish(pool, workers);
        }
    }

    @SuppressWarnings("unchecked")
    private S self(Object o) {
        return (S) o;
    }

    /** Stops the workers and adds their coverage counts (exact for a complete search; past a stop they may count a few more). */
    private void finish(ExecutorService pool, List<Expander<S, E>> workers) {
        if (pool != null) {
            pool.shutdownNow();
            try {
                // a worker may still finish a chunk past the stop: let it, before reading its counts
                pool.awaitTermination(10, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (Expander<S, E> w : workers) {
            if (run.h.coverage() != null) {
                run.h.coverage().add(w.harness.coverage());
            }
        }
    }

    /** Expands the frontier in chunks on the pool, one chunk per worker at a time, and matches in order. */
    private void inParallel(ExecutorService pool, ArrayDeque<Expander<S, E>> idle, Frontier<S> frontier, int first, int level,
                            Frontier<S> next) {
        final int chunk = Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, frontier.size / (4 * idle.size())));
        final Object[] items = frontier.items;
        ArrayDeque<Future<Successors<S, E>>> pending = new ArrayDeque<>();
        ArrayDeque<Expander<S, E>> owners = new ArrayDeque<>();
        int submitted = 0;
        int matched = 0;
        // one frozen codec per level (a copy costs the dictionaries' size), renewed only when the layout
        // changes: values new within the level are encoded by the matching thread instead
        KeyCodec.Snapshot levelSnap = run.table.snapshot();
        try {
            while (matched < frontier.size && !run.stopped()) {
                while (!idle.isEmpty() && submitted < frontier.size) {
                    final Expander<S, E> w = idle.poll();
                    final int from = submitted;
                    final int to = Math.min(frontier.size, from + chunk);
                    if (levelSnap.version != run.table.layoutVersion()) {
                        levelSnap = run.table.snapshot();
                    }
                    final KeyCodec.Snapshot snap = levelSnap;
                    pending.add(pool.submit(() -> w.expandAll(items, from, to, snap)));
                    owners.add(w);
                    submitted = to;
                }
                Successors<S, E> x = pending.poll().get();
                idle.add(owners.poll());
                int ahead = 0;
                for (int k = 0; k < x.expanded && !run.stopped(); k++) {
                    if (ahead < x.end[k]) {
                        // the next few hundred keys' index slots and stored keys, read ahead at once
                        int upto = Math.min(x.count, x.end[k] + TOUCH_AHEAD);
                        run.table.touch(x.hashes, x.encoded, ahead, upto);
                        ahead = upto;
                    }
                    run.match(first + matched + k, self(items[matched + k]), level, x, k, next);
                }
                matched += x.expanded;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("exploration interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a worker failed: " + e.getCause(), e.getCause());
        } finally {
            for (Future<Successors<S, E>> f : pending) {
                f.cancel(true);
            }
            // a worker whose chunk was cancelled or left unmatched is free again
            idle.addAll(owners);
        }
    }
}
