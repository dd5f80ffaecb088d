package pmtuverify.explore;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntPredicate;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.MachineHarness.Broken;

/**
 * The state-space search over a {@link MachineHarness}: states are snapshots (the harness's
 * immutable values), matched by their keys in a {@link StateTable}, and each state is expanded
 * once, by enumerating the choice sequences of one {@code draw} and applying each event. Nothing
 * is re-executed from the start of a run.
 *
 * <p>A safety invariant is searched breadth-first, level by level (a level is one event), so the
 * first violation found has the fewest events of any. Matching is independent of the level: a
 * state first reached at level d has the largest remaining budget, so every state within the
 * depth bound is expanded, and when the frontier empties before the bound the state space is
 * closed: the verdict holds for runs of any length. Expanding a state is pure, so worker threads
 * expand chunks of the frontier while the states they find are matched in frontier order: the
 * numbering, the statistics and the counterexample are those of a single-threaded search.
 *
 * <p>A liveness invariant is searched depth-first with Tarjan's strongly connected components: a
 * lasso exists exactly when a reachable component holds a progress edge. It is reported as a
 * replay trace, stem then loop.
 */
final class StateSpaceSearch<S, E> {
    /** Frontier states per task handed to a worker: a quarter of the frontier's share per worker, within these bounds. */
    private static final int MIN_CHUNK = 256;
    private static final int MAX_CHUNK = 8192;

    private final MachineHarness<S, E> h;
    private final int depth;
    private final long maxStates;
    private final int threads;
    private final Explorer.Progress progress;
    private final long every;
    private final int words;
    private final StateTable table;
    private final long[] buf;
    private final ChoiceEnumerator en = new ChoiceEnumerator();
    private final long t0 = System.nanoTime();
    private long nextReport;
    private long visited;
    private long transitions;
    private long ends;
    private long starts;
    private int maxLevel;
    private boolean capped;
    /** What stopped an incomplete search: the state cap or the heap. */
    private String limit;
    /** The frontier being expanded and the one being built (fields, so that a full heap can drop them). */
    private List<S> frontier;
    private List<S> next;
    /** States at the depth bound were left unexpanded. */
    private boolean truncated;

    StateSpaceSearch(MachineHarness<S, E> h, int depth, long maxStates, int threads, Explorer.Progress progress,
                     long progressEvery) {
        this.h = h;
        this.depth = depth;
        this.maxStates = maxStates;
        this.threads = threads;
        this.progress = progress;
        this.every = progressEvery;
        this.nextReport = progressEvery;
        this.words = h.keyWords();
        this.table = new StateTable(words);
        this.buf = new long[words];
    }

    Explorer.Result run() {
        return h.liveness() ? scc() : bfs();
    }

    /**
     * Breadth-first, every state within the depth bound was expanded unless the cap was hit; the
     * space is closed when no state was left unexpanded at the bound either. Depth-first, a state
     * left unexpanded at the bound leaves the search incomplete.
     */
    private Explorer.Result result(InvariantViolation v) {
        boolean liveness = h.liveness();
        boolean complete = !capped && !(liveness && truncated);
        return new Explorer.Result(liveness ? Explorer.Search.SCC : Explorer.Search.BFS, complete,
                v == null && complete && !truncated, complete ? null : capped ? limit : "the depth bound",
                v, null, table.size(), visited, transitions, ends, starts, maxLevel, (System.nanoTime() - t0) / 1e9,
                h.coverage() == null ? null : h.coverage().snapshot());
    }

    /** Carries a violation out of the search loops. */
    private static final class Found extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient InvariantViolation violation;

        Found(InvariantViolation v) {
            super(null, null, false, false);
            violation = v;
        }
    }

    /** Enumerates the initial states; returns the new ones in the order numbered, or throws the violation found at a start. */
    private List<S> roots() {
        List<S> out = new ArrayList<>();
        en.reset();
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
                throw new Found(new InvariantViolation(h.invariant().id(), b.getMessage(),
                        h.lines(s, new ArrayList<E>()), 1));
            }
            h.key(s, buf, 0);
            if (table.add(buf, -1, 0) >= 0) {
                out.add(s);
            } else {
                visited++;
            }
        } while (en.backtrack());
        return out;
    }

    // ------------------------------------------------------------------------ expanding and matching

    /** The successors of one state in enumeration order, with their keys, before matching. */
    private static final class Expansion<S, E> {
        final List<E> events = new ArrayList<>();
        final List<S> states = new ArrayList<>();
        long[] keys;
        int[] hashes = new int[8];
        /** Events drawn (apply called), including a breaking one. */
        int transitions;
        /** The detail and event of a broken invariant, after the successors listed. */
        String broken;
        E brokenEvent;

        Expansion(int words) {
            keys = new long[8 * words];
        }

        void add(E e, S t, MachineHarness<S, E> hh, int words) {
            int n = states.size();
            if (n == hashes.length) {
                hashes = Arrays.copyOf(hashes, n * 2);
                keys = Arrays.copyOf(keys, n * 2 * words);
            }
            events.add(e);
            states.add(t);
            hh.key(t, keys, n * words);
            hashes[n] = StateTable.hash(keys, n * words, words);
        }
    }

    /** Expands {@code s} with harness {@code hh} and enumerator {@code e}: pure, so any thread may run it. */
    private static <S, E> Expansion<S, E> expand(MachineHarness<S, E> hh, ChoiceEnumerator e, S s, int words) {
        Expansion<S, E> x = new Expansion<>(words);
        e.reset();
        do {
            e.startRun();
            E ev = hh.draw(s, e);
            if (ev == null) {
                continue;
            }
            x.transitions++;
            S t;
            try {
                t = hh.apply(s, ev);
            } catch (Broken b) {
                x.broken = b.getMessage();
                x.brokenEvent = ev;
                break;
            }
            if (t != null) {
                x.add(ev, t, hh, words);
            }
        } while (e.backtrack());
        return x;
    }

    /**
     * Matches the successors of state {@code id} in order: new ones get numbers at the next level.
     * Returns the number of each successor, {@code -1 - n} for one found before as number n. A broken
     * invariant ends the search with the trace to it.
     */
    private int[] match(int id, Expansion<S, E> x) {
        int level = table.level(id) + 1;
        int n = x.states.size();
        int[] ids = new int[n];
        for (int i = 0; i < n; i++) {
            int t = table.add(x.keys, i * words, x.hashes[i], id, level);
            if (t < 0) {
                visited++;
            } else if (level > maxLevel) {
                maxLevel = level;
            }
            ids[i] = t;
        }
        transitions += x.transitions;
        if (x.broken != null) {
            Path p = pathTo(id);
            p.events.add(x.brokenEvent);
            throw new Found(new InvariantViolation(h.invariant().id(), x.broken, h.lines(p.initial, p.events),
                    p.events.size() + 1));
        }
        if (n == 0) {
            ends++;
        }
        if (table.size() >= maxStates) {
            capped = true;
            limit = "the state cap";
        }
        if (progress != null && table.size() >= nextReport) {
            nextReport += every;
            progress.report(result(null));
        }
        return ids;
    }

    // ------------------------------------------------------------------------ breadth-first (safety)

    /** One worker's harness and enumerator. */
    private final class Worker {
        final MachineHarness<S, E> hh;
        final ChoiceEnumerator e = new ChoiceEnumerator();

        Worker(MachineHarness<S, E> hh) {
            this.hh = hh;
        }

        List<Expansion<S, E>> expandAll(List<S> frontier, int from, int to) {
            List<Expansion<S, E>> out = new ArrayList<>(to - from);
            for (int i = from; i < to; i++) {
                out.add(expand(hh, e, frontier.get(i), words));
            }
            return out;
        }
    }

    private Explorer.Result bfs() {
        ExecutorService pool = threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "explore");
            t.setDaemon(true);
            return t;
        }) : null;
        List<Worker> workers = new ArrayList<>();
        ArrayDeque<Worker> idle = new ArrayDeque<>();
        for (int i = 0; pool != null && i < threads; i++) {
            Worker w = new Worker(h.fork());
            workers.add(w);
            idle.add(w);
        }
        try {
            frontier = roots();
            int first = 0;
            for (int level = 0; level < depth && !frontier.isEmpty() && !capped; level++) {
                next = new ArrayList<>();
                if (pool == null || frontier.size() < 2 * MIN_CHUNK) {
                    for (int i = 0; i < frontier.size() && !capped; i++) {
                        collect(first + i, expand(h, en, frontier.get(i), words), next);
                    }
                } else {
                    inParallel(pool, idle, frontier, first, next);
                }
                first += frontier.size();
                frontier = next;
            }
            truncated = !frontier.isEmpty() && !capped;
            return finish(pool, workers, null);
        } catch (Found f) {
            return finish(pool, workers, f.violation);
        } catch (OutOfMemoryError e) {
            heapFull();
            return finish(pool, workers, null);
        }
    }

    /** The heap is exhausted: drops the frontiers and ends the search as incomplete. */
    private void heapFull() {
        frontier = null;
        next = null;
        capped = true;
        limit = "the heap";
    }

    /** Stops the workers and adds their coverage counts (exact when the search completed; past a stop they may count a few more). */
    private Explorer.Result finish(ExecutorService pool, List<Worker> workers, InvariantViolation v) {
        if (pool != null) {
            pool.shutdownNow();
            try {
                // a worker may still finish a chunk past the stop: let it, before reading its counts
                pool.awaitTermination(10, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (Worker w : workers) {
            if (h.coverage() != null) {
                h.coverage().add(w.hh.coverage());
            }
        }
        return result(v);
    }

    private void collect(int id, Expansion<S, E> x, List<S> next) {
        int[] ids = match(id, x);
        for (int j = 0; j < ids.length; j++) {
            if (ids[j] >= 0) {
                next.add(x.states.get(j));
            }
        }
    }

    /** Expands the frontier in chunks on the pool, one chunk per worker at a time, and matches in order. */
    private void inParallel(ExecutorService pool, ArrayDeque<Worker> idle, List<S> frontier, int first, List<S> next) {
        final int chunk = Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, frontier.size() / (4 * idle.size())));
        ArrayDeque<Future<List<Expansion<S, E>>>> pending = new ArrayDeque<>();
        ArrayDeque<Worker> owners = new ArrayDeque<>();
        int submitted = 0;
        int matched = 0;
        try {
            while (matched < frontier.size() && !capped) {
                while (!idle.isEmpty() && submitted < frontier.size()) {
                    final Worker w = idle.poll();
                    final int from = submitted;
                    final int to = Math.min(frontier.size(), from + chunk);
                    pending.add(pool.submit(() -> w.expandAll(frontier, from, to)));
                    owners.add(w);
                    submitted = to;
                }
                List<Expansion<S, E>> xs = pending.poll().get();
                idle.add(owners.poll());
                for (Expansion<S, E> x : xs) {
                    if (!capped) {
                        collect(first + matched, x, next);
                    }
                    matched++;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("exploration interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof OutOfMemoryError) {
                throw (OutOfMemoryError) e.getCause();
            }
            throw new IllegalStateException("a worker failed: " + e.getCause(), e.getCause());
        } finally {
            for (Future<List<Expansion<S, E>>> f : pending) {
                f.cancel(true);
            }
            // a worker whose chunk was cancelled or left unmatched is free again
            idle.addAll(owners);
        }
    }

    // ------------------------------------------------------------------------ replay of a path

    /** A path: the state it starts from, the events, and the state reached (number {@code end}, where known). */
    private final class Path {
        S initial;
        S last;
        int end = -1;
        final List<E> events = new ArrayList<>();
    }

    /** The path the table records to state {@code id}, rebuilt by re-enumerating starts and draws. */
    private Path pathTo(int id) {
        int[] chain = new int[table.level(id) + 1];
        for (int i = chain.length - 1, x = id; i >= 0; i--, x = table.parent(x)) {
            chain[i] = x;
        }
        Path p = new Path();
        long[] want = new long[words];
        table.key(chain[0], want);
        ChoiceEnumerator e2 = new ChoiceEnumerator();
        do {
            e2.startRun();
            S s = h.start(e2);
            if (s != null && keyIs(s, want)) {
                p.initial = s;
                break;
            }
        } while (e2.backtrack());
        p.last = p.initial;
        for (int i = 1; i < chain.length; i++) {
            Edge step = edgeTo(p.last, chain[i], false);
            p.events.add(step.event);
            p.last = step.state;
        }
        return p;
    }

    private boolean keyIs(S s, long[] want) {
        long[] k = new long[words];
        h.key(s, k, 0);
        return Arrays.equals(k, want);
    }

    /** An edge of the state graph, found again while rebuilding a path. */
    private final class Edge {
        final int from;
        final E event;
        final S state;

        Edge(int from, E event, S state) {
            this.from = from;
            this.event = event;
            this.state = state;
        }
    }

    /** The first successor of {@code s} whose key is that of state {@code target} (by a progress event when asked). */
    private Edge edgeTo(S s, int target, boolean progressOnly) {
        long[] want = new long[words];
        table.key(target, want);
        Expansion<S, E> x = expand(h, new ChoiceEnumerator(), s, words);
        for (int i = 0; i < x.states.size(); i++) {
            if ((!progressOnly || h.progress(x.events.get(i))) && keyIs(x.states.get(i), want)) {
                return new Edge(-1, x.events.get(i), x.states.get(i));
            }
        }
        throw new IllegalStateException("edge to state " + target + " not found again");
    }

    // ------------------------------------------------------------------------ strongly connected components (liveness)

    private int[] index = new int[1024];
    private int[] low = new int[1024];
    private int[] component = new int[1024];
    private boolean[] onStack = new boolean[1024];
    /** Progress edges as linked lists per source state. */
    private int[] progHead = new int[1024];
    private int[] progNext = new int[1024];
    private int[] progTo = new int[1024];
    private int progEdges;

    private void ensure(int n) {
        if (n > index.length) {
            int c = Math.max(n, index.length * 2);
            index = Arrays.copyOf(index, c);
            low = Arrays.copyOf(low, c);
            component = Arrays.copyOf(component, c);
            onStack = Arrays.copyOf(onStack, c);
            int old = progHead.length;
            progHead = Arrays.copyOf(progHead, c);
            Arrays.fill(progHead, old, c, -1);
        }
    }

    private void progressEdge(int from, int to) {
        if (progEdges == progTo.length) {
            progTo = Arrays.copyOf(progTo, progEdges * 2);
            progNext = Arrays.copyOf(progNext, progEdges * 2);
        }
        progTo[progEdges] = to;
        progNext[progEdges] = progHead[from];
        progHead[from] = progEdges++;
    }

    /** A DFS frame: the state, its successors and their numbers once expanded, and the next one to visit. */
    private final class Frame {
        final int id;
        final S s;
        Expansion<S, E> x;
        int[] ids;
        int next;

        Frame(int id, S s) {
            this.id = id;
            this.s = s;
        }
    }

    /** The initial states, numbered 0.. in this order (liveness search). */
    private List<S> roots;

    private Explorer.Result scc() {
        Arrays.fill(progHead, -1);
        try {
            roots = roots();
            int counter = 1; // 0 = unvisited
            int[] stack = new int[1024];
            int sp = 0;
            ArrayDeque<Frame> frames = new ArrayDeque<>();
            for (int rid = 0; rid < roots.size() && !capped; rid++) { // roots are numbered first, in order
                ensure(table.size());
                if (index[rid] != 0) {
                    continue;
                }
                frames.push(new Frame(rid, roots.get(rid)));
                index[rid] = low[rid] = counter++;
                stack = push(stack, sp++, rid);
                onStack[rid] = true;
                while (!frames.isEmpty()) {
                    Frame f = frames.peek();
                    if (f.x == null) {
                        if (table.level(f.id) >= depth) {
                            truncated = true;
                            f.x = new Expansion<>(words);
                            f.ids = new int[0];
                        } else {
                            f.x = expand(h, en, f.s, words);
                            f.ids = match(f.id, f.x);
                            ensure(table.size());
                            for (int i = 0; i < f.ids.length; i++) {
                                f.ids[i] = f.ids[i] >= 0 ? f.ids[i] : -1 - f.ids[i];
                                if (h.progress(f.x.events.get(i))) {
                                    progressEdge(f.id, f.ids[i]);
                                }
                            }
                            if (capped) {
                                return result(null);
                            }
                        }
                    }
                    if (f.next < f.ids.length) {
                        int i = f.next++;
                        int w = f.ids[i];
                        if (index[w] == 0) {
                            frames.push(new Frame(w, f.x.states.get(i)));
                            index[w] = low[w] = counter++;
                            stack = push(stack, sp++, w);
                            onStack[w] = true;
                        } else if (onStack[w]) {
                            low[f.id] = Math.min(low[f.id], index[w]);
                        }
                        continue;
                    }
                    frames.pop();
                    if (!frames.isEmpty()) {
                        Frame p = frames.peek();
                        low[p.id] = Math.min(low[p.id], low[f.id]);
                    }
                    if (low[f.id] == index[f.id]) {
                        int top = sp;
                        int w;
                        do {
                            w = stack[--sp];
                            onStack[w] = false;
                            component[w] = f.id + 1;
                        } while (w != f.id);
                        for (int i = sp; i < top && !bad.contains(f.id + 1); i++) {
                            for (int e = progHead[stack[i]]; e >= 0; e = progNext[e]) {
                                if (component[progTo[e]] == f.id + 1) {
                                    bad.add(f.id + 1);
                                    break;
                                }
                            }
                        }
                    }
                }
            }
            return result(bad.isEmpty() || capped ? null : lasso());
        } catch (Found f) {
            return result(f.violation);
        } catch (OutOfMemoryError e) {
            roots = null;
            heapFull();
            return result(null);
        }
    }

    /** The components (numbered by their root state + 1) that hold a progress edge. */
    private final HashSet<Integer> bad = new HashSet<>();

    private static int[] push(int[] stack, int sp, int v) {
        int[] s = sp == stack.length ? Arrays.copyOf(stack, sp * 2) : stack;
        s[sp] = v;
        return s;
    }

    /**
     * The shortest lasso: the stem is a shortest path from an initial state to a component that holds
     * a progress edge, entering it at e; the loop is the shortest cycle through e and a progress edge
     * m -> t of the component (shortest path e to m, the edge, shortest path t back to e).
     */
    private InvariantViolation lasso() {
        int[] rootIds = new int[roots.size()];
        for (int r = 0; r < rootIds.length; r++) {
            rootIds[r] = r;
        }
        Path stem = shortest(rootIds, roots, y -> true, y -> bad.contains(component[y]));
        int entry = stem.end;
        S se = stem.last;
        int comp = component[entry];
        List<E> loop = null;
        for (int m = 0; m < table.size(); m++) {
            if (component[m] != comp) {
                continue;
            }
            for (int e = progHead[m]; e >= 0; e = progNext[e]) {
                if (component[progTo[e]] != comp) {
                    continue;
                }
                Path toM = within(entry, se, m, comp);
                Edge step = edgeTo(toM.last, progTo[e], true);
                List<E> cand = new ArrayList<>(toM.events);
                cand.add(step.event);
                cand.addAll(within(progTo[e], step.state, entry, comp).events);
                if (loop == null || cand.size() < loop.size()) {
                    loop = cand;
                }
            }
        }
        List<E> events = new ArrayList<>(stem.events);
        int stemLine = events.size() + 1;
        events.addAll(loop);
        int end = events.size() + 1;
        return new InvariantViolation(h.invariant().id(), h.lassoDetail(stemLine, end, se), h.lines(stem.initial, events),
                end);
    }

    /** A shortest path from state {@code from} (the state {@code s}) to state {@code to} within component {@code comp}. */
    private Path within(int from, S s, int to, int comp) {
        return shortest(new int[] {from}, Collections.singletonList(s), y -> component[y] == comp, y -> y == to);
    }

    /**
     * A shortest path over the explored states, from one of {@code ids} (whose states are {@code sources}, in
     * order) through states that pass {@code allowed}, to the first state that passes {@code goal}. The goal
     * must be reachable.
     */
    private Path shortest(int[] ids, List<S> sources, IntPredicate allowed, IntPredicate goal) {
        HashMap<Integer, Edge> via = new HashMap<>();
        HashMap<Integer, S> states = new HashMap<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        int found = -1;
        for (int i = 0; i < ids.length && found < 0; i++) {
            via.put(ids[i], null);
            states.put(ids[i], sources.get(i));
            queue.add(ids[i]);
            if (goal.test(ids[i])) {
                found = ids[i];
            }
        }
        while (found < 0) {
            int x = queue.poll();
            Expansion<S, E> ex = expand(h, new ChoiceEnumerator(), states.get(x), words);
            for (int i = 0; i < ex.states.size() && found < 0; i++) {
                h.key(ex.states.get(i), buf, 0);
                int y = table.find(buf);
                if (y >= 0 && allowed.test(y) && !via.containsKey(y)) {
                    via.put(y, new Edge(x, ex.events.get(i), ex.states.get(i)));
                    states.put(y, ex.states.get(i));
                    queue.add(y);
                    if (goal.test(y)) {
                        found = y;
                    }
                }
            }
        }
        Path p = new Path();
        p.end = found;
        p.last = states.get(found);
        int start = found;
        for (Edge e = via.get(found); e != null; e = via.get(e.from)) {
            p.events.add(0, e.event);
            start = e.from;
        }
        p.initial = states.get(start);
        return p;
    }
}
