package pmtuverify.explore;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.TreeMap;
import pmtuverify.props.InvariantViolation;

/**
 * Depth-first search for a liveness invariant with Tarjan's strongly connected components: a lasso
 * exists exactly when a reachable component holds a progress edge. It is reported as a replay trace,
 * stem then loop, each as short as the explored graph allows.
 *
 * <p>Under a fairness assumption ({@link pmtuverify.props.MachineHarness#fairness}) only a fair lasso is a
 * violation: a cycle with a progress edge and no {@link pmtuverify.props.MachineHarness#unfair unfair} one.
 * Each component with a progress edge is expanded again from the state it was closed at, and the strongly
 * connected components of its fair edges alone are computed; a fair lasso exists exactly when one of those
 * holds a fair progress edge. When none does, the lasso of the whole graph is kept as
 * {@link Explorer.Result#unfairLasso}: every cycle through its component takes an unfair step.
 *
 * @param <S> the harness's state
 * @param <E> the harness's event
 */
final class Tarjan<S, E> {
    private final SearchRun<S, E> run;
    private int[] index = new int[1024];
    private int[] low = new int[1024];
    private int[] component = new int[1024];
    private boolean[] onStack = new boolean[1024];
    /** The events from a start at which each state was first reached (the depth bound counts them). */
    private int[] level = new int[1024];
    /** Progress edges as linked lists per source state. */
    private int[] progHead = new int[1024];
    private int[] progNext = new int[1024];
    private int[] progTo = new int[1024];
    private int progEdges;
    /** The components (numbered by their root state + 1) that hold a progress edge. */
    private final HashSet<Integer> bad = new HashSet<>();
    /** The state of each bad component's root (where its re-expansion starts), by component. */
    private final TreeMap<Integer, S> badRoots = new TreeMap<>();
    /**
     * Under a fairness assumption: the states of the fair cores (the strongly connected components of fair
     * edges with a fair progress edge), each labelled by its core.
     */
    private final HashMap<Integer, Integer> fairCore = new HashMap<>();
    /** The initial states, numbered 0.. in this order. */
    private List<S> roots;

    Tarjan(SearchRun<S, E> run) {
        this.run = run;
        Arrays.fill(progHead, -1);
    }

    private void ensure(int n) {
        if (n > index.length) {
            int c = Math.max(n, index.length * 2);
            index = Arrays.copyOf(index, c);
            low = Arrays.copyOf(low, c);
            component = Arrays.copyOf(component, c);
            onStack = Arrays.copyOf(onStack, c);
            level = Arrays.copyOf(level, c);
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
        Successors<S, E> x;
        int[] ids;
        int next;

        Frame(int id, S s) {
            this.id = id;
            this.s = s;
        }
    }

    Explorer.Result run() {
        try {
            roots = run.roots();
            int counter = 1; // 0 = unvisited
            int[] stack = new int[1024];
            int sp = 0;
            ArrayDeque<Frame> frames = new ArrayDeque<>();
            for (int rid = 0; rid < roots.size() && !run.stopped(); rid++) { // roots are numbered first, in order
                ensure(run.table.size());
                if (index[rid] != 0) {
                    continue;
                }
                frames.push(new Frame(rid, roots.get(rid)));
                index[rid] = low[rid] = counter++;
                stack = push(stack, sp++, rid);
                onStack[rid] = true;
                while (!frames.isEmpty()) {
                    Frame f = frames.peek();
                    if (f.x == null && !expand(f)) {
                        return run.result(null, true);
                    }
                    if (f.next < f.ids.length) {
                        int i = f.next++;
                        int w = f.ids[i];
                        if (index[w] == 0) {
                            frames.push(new Frame(w, f.x.state(i)));
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
                        sp = closeComponent(f.id, f.s, stack, sp);
                    }
                }
            }
            if (bad.isEmpty() || run.stopped()) {
                return run.result(null, true);
            }
            if (run.h.fairness() == null) {
                return run.result(lasso(false), true);
            }
            for (var c : badRoots.entrySet()) {
                fairCores(c.getKey(), c.getValue());
            }
            return fairCore.isEmpty() ? run.result(null, lasso(false), true) : run.result(lasso(true), true);
        } catch (SearchRun.Found f) {
            return run.result(f.violation, true);
        }
    }

    /** Expands the frame's state unless it is at the depth bound; false when a limit stopped the search. */
    private boolean expand(Frame f) {
        if (level[f.id] >= run.depth) {
            run.truncated = true;
            f.x = new Successors<>(run.words, 1, 1);
            f.ids = new int[0];
            return true;
        }
        f.x = run.expander.expand(f.s);
        f.ids = new int[f.x.count];
        int before = run.table.size();
        run.match(f.id, level[f.id] + 1, f.x, 0, f.ids, null);
        ensure(run.table.size());
        for (int n = before; n < run.table.size(); n++) {
            level[n] = level[f.id] + 1;
        }
        for (int i = 0; i < f.ids.length; i++) {
            f.ids[i] = f.ids[i] >= 0 ? f.ids[i] : -1 - f.ids[i];
            if (run.h.progress(f.s, f.x.event(i))) {
                progressEdge(f.id, f.ids[i]);
            }
        }
        return !run.stopped();
    }

    /** Pops the component rooted at {@code root} off the stack and marks it bad when it holds a progress edge. */
    private int closeComponent(int root, S rootState, int[] stack, int sp) {
        int top = sp;
        int w;
        do {
            w = stack[--sp];
            onStack[w] = false;
            component[w] = root + 1;
        } while (w != root);
        for (int i = sp; i < top && !bad.contains(root + 1); i++) {
            for (int e = progHead[stack[i]]; e >= 0; e = progNext[e]) {
                if (component[progTo[e]] == root + 1) {
                    bad.add(root + 1);
                    badRoots.put(root + 1, rootState);
                    break;
                }
            }
        }
        return sp;
    }

    private static int[] push(int[] stack, int sp, int v) {
        int[] s = sp == stack.length ? Arrays.copyOf(stack, sp * 2) : stack;
        s[sp] = v;
        return s;
    }

    /**
     * The fair cores of bad component {@code comp}, whose root state is {@code root}: its states and edges are
     * found again by a breadth-first re-expansion within the component, then Tarjan's algorithm runs on its fair
     * edges; each strongly connected component of them that holds a fair progress edge is added to
     * {@link #fairCore}, labelled by its first state.
     */
    private void fairCores(int comp, S root) {
        int rootId = comp - 1;
        List<Integer> ids = new ArrayList<>();
        HashMap<Integer, Integer> local = new HashMap<>();
        List<S> states = new ArrayList<>();
        List<int[]> adj = new ArrayList<>();
        List<int[]> fairProgress = new ArrayList<>();
        local.put(rootId, 0);
        ids.add(rootId);
        states.add(root);
        for (int x = 0; x < ids.size(); x++) {
            S s = states.get(x);
            int[] out = new int[0];
            if (level[ids.get(x)] < run.depth) { // a state at the depth bound was not expanded: no edges
                Successors<S, E> ex = run.expander.expand(s);
                for (int i = 0; i < ex.count; i++) {
                    int y = run.table.find(ex.keys, i * run.words);
                    if (y < 0 || component[y] != comp) {
                        continue;
                    }
                    Integer ly = local.get(y);
                    if (ly == null) {
                        ly = ids.size();
                        local.put(y, ly);
                        ids.add(y);
                        states.add(ex.state(i));
                    }
                    if (run.h.unfair(s, ex.event(i))) {
                        continue;
                    }
                    out = Arrays.copyOf(out, out.length + 1);
                    out[out.length - 1] = ly;
                    if (run.h.progress(s, ex.event(i))) {
                        fairProgress.add(new int[] {x, ly});
                    }
                }
            }
            adj.add(out);
        }
        int[] sub = components(adj);
        for (int[] pe : fairProgress) {
            if (sub[pe[0]] == sub[pe[1]]) {
                for (int v = 0; v < sub.length; v++) {
                    if (sub[v] == sub[pe[0]]) {
                        fairCore.put(ids.get(v), ids.get(firstOf(sub, sub[v])));
                    }
                }
            }
        }
    }

    private static int firstOf(int[] sub, int label) {
        for (int v = 0;; v++) {
            if (sub[v] == label) {
                return v;
            }
        }
    }

    /** Tarjan's strongly connected components of a small graph given as adjacency lists: a label per vertex. */
    static int[] components(List<int[]> adj) {
        int n = adj.size();
        int[] idx = new int[n];
        int[] lo = new int[n];
        int[] label = new int[n];
        boolean[] on = new boolean[n];
        int[] stack = new int[n];
        int sp = 0;
        int counter = 1;
        int labels = 0;
        int[] vs = new int[n];
        int[] next = new int[n];
        for (int r = 0; r < n; r++) {
            if (idx[r] != 0) {
                continue;
            }
            int fp = 0;
            vs[fp] = r;
            next[fp++] = 0;
            idx[r] = lo[r] = counter++;
            stack[sp++] = r;
            on[r] = true;
            while (fp > 0) {
                int v = vs[fp - 1];
                int[] out = adj.get(v);
                if (next[fp - 1] < out.length) {
                    int w = out[next[fp - 1]++];
                    if (idx[w] == 0) {
                        idx[w] = lo[w] = counter++;
                        stack[sp++] = w;
                        on[w] = true;
                        vs[fp] = w;
                        next[fp++] = 0;
                    } else if (on[w]) {
                        lo[v] = Math.min(lo[v], idx[w]);
                    }
                    continue;
                }
                fp--;
                if (fp > 0) {
                    lo[vs[fp - 1]] = Math.min(lo[vs[fp - 1]], lo[v]);
                }
                if (lo[v] == idx[v]) {
                    int w;
                    do {
                        w = stack[--sp];
                        on[w] = false;
                        label[w] = labels;
                    } while (w != v);
                    labels++;
                }
            }
        }
        return label;
    }

    /**
     * The shortest lasso: the stem is a shortest path from an initial state to a component that holds
     * a progress edge, entering it at e; the loop is the shortest cycle through e and a progress edge
     * m -> t of the component (shortest path e to m, the edge, shortest path t back to e). With {@code fair},
     * the component is a fair core and every step of the loop is fair; without, under a fairness assumption,
     * the lasso is described as one that exists only under an unfair path.
     */
    private InvariantViolation lasso(boolean fair) {
        return fair ? lasso(y -> fairCore.containsKey(y), y -> fairCore.get(y), true)
                : lasso(y -> bad.contains(component[y]), y -> component[y], false);
    }

    private InvariantViolation lasso(java.util.function.IntPredicate inBad, java.util.function.IntUnaryOperator group,
            boolean fair) {
        Traces<S, E> traces = run.traces;
        int[] rootIds = new int[roots.size()];
        for (int r = 0; r < rootIds.length; r++) {
            rootIds[r] = r;
        }
        Traces<S, E>.Path stem = traces.shortest(rootIds, roots, y -> true, inBad);
        int entry = stem.end;
        S se = stem.last;
        int comp = group.applyAsInt(entry);
        java.util.function.IntPredicate in = y -> inBad.test(y) && group.applyAsInt(y) == comp;
        List<E> loop = null;
        for (int m = 0; m < run.table.size(); m++) {
            if (!in.test(m)) {
                continue;
            }
            for (int e = progHead[m]; e >= 0; e = progNext[e]) {
                if (!in.test(progTo[e])) {
                    continue;
                }
                Traces<S, E>.Path toM = traces.within(entry, se, m, in, fair);
                Traces<S, E>.Edge step;
                try {
                    step = traces.edgeTo(toM.last, progTo[e], true, fair);
                } catch (IllegalStateException unfairOnly) { // the progress edge m -> t is an unfair one
                    continue;
                }
                List<E> cand = new ArrayList<>(toM.events);
                cand.add(step.event);
                cand.addAll(traces.within(progTo[e], step.state, entry, in, fair).events);
                if (loop == null || cand.size() < loop.size()) {
                    loop = cand;
                }
            }
        }
        List<E> events = new ArrayList<>(stem.events);
        int stemLine = events.size() + 1;
        events.addAll(loop);
        int end = events.size() + 1;
        String detail = fair || run.h.fairness() == null ? run.h.lassoDetail(stemLine, end, se) : run.h.unfairDetail(stemLine, end, se);
        return new InvariantViolation(run.h.invariant().id(), detail, run.h.lines(stem.initial, events), end);
    }
}
