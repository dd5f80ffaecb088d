package pmtuverify.explore;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.function.IntUnaryOperator;
import pmtuverify.props.InvariantViolation;

/**
 * The search for a liveness invariant: a lasso exists exactly when a strongly connected component of the state
 * graph holds a progress edge. The graph is that of the {@link BreadthFirst} search over the same bounds: every
 * state within breadth-first distance {@code depth} of a start, with the edges of the states nearer than the bound
 * (a state at the bound is not expanded), so that the states covered are exactly the safety search's at the same
 * depth, and every lasso of at most {@code depth} events lies in it. Tarjan's algorithm then runs over the kept
 * edges ({@link StateGraph}). A lasso is reported as a replay trace, stem then loop, each as short as the explored
 * graph allows.
 *
 * <p>Under a fairness assumption ({@link pmtuverify.props.MachineHarness#fairness}) only a fair lasso is a
 * violation: a cycle with a progress edge and no {@link pmtuverify.props.MachineHarness#unfair unfair} one.
 * Within each component with a progress edge, the strongly connected components of its fair edges alone are
 * computed; a fair lasso exists exactly when one of those holds a fair progress edge. When none does, the lasso
 * of the whole graph is kept as {@link Explorer.Result#unfairLasso}: every cycle through its component takes an
 * unfair step.
 *
 * @param <S> the harness's state
 * @param <E> the harness's event
 */
final class Tarjan<S, E> {
    private final SearchRun<S, E> run;
    private final BreadthFirst<S, E> breadthFirst;
    private StateGraph graph;
    /** The strongly connected component of each state. */
    private int[] component;
    /** The components that hold a progress edge. */
    private final HashSet<Integer> bad = new HashSet<>();
    /**
     * Under a fairness assumption: the states of the fair cores (the strongly connected components of fair
     * edges with a fair progress edge), each labelled by its core.
     */
    private final HashMap<Integer, Integer> fairCore = new HashMap<>();
    /** The initial states, numbered 0.. in this order. */
    private List<S> roots;

    Tarjan(SearchRun<S, E> run, int threads, MemoryBudget budget) {
        this.run = run;
        this.breadthFirst = new BreadthFirst<>(run, threads, budget);
    }

    Explorer.Result run() {
        InvariantViolation broken = breadthFirst.search();
        if (broken != null || run.stopped()) {
            return run.result(broken, true);
        }
        roots = breadthFirst.roots;
        graph = run.graph;
        int n = run.table.size();
        component = components(n, graph::begin, graph::end, graph::target);
        for (int v = 0; v < graph.expanded(); v++) {
            for (int e = graph.begin(v); e < graph.end(v); e++) {
                if (graph.progress(e) && component[graph.target(e)] == component[v]) {
                    bad.add(component[v]);
                }
            }
        }
        if (bad.isEmpty()) {
            return run.result(null, true);
        }
        if (run.h.fairness() == null) {
            return run.result(lasso(false), true);
        }
        HashSet<Integer> seen = new HashSet<>();
        for (int v = 0; v < n; v++) {
            if (bad.contains(component[v]) && seen.add(component[v])) { // each bad component from its first-numbered state
                fairCores(component[v], v);
            }
        }
        return fairCore.isEmpty() ? run.result(null, lasso(false), true) : run.result(lasso(true), true);
    }

    /**
     * The fair cores of bad component {@code comp}, whose first state is {@code root}: its states are found by a
     * breadth-first walk within the component from {@code root}, then Tarjan's algorithm runs on its fair edges;
     * each strongly connected component of them that holds a fair progress edge is added to {@link #fairCore},
     * labelled by its first state.
     */
    private void fairCores(int comp, int root) {
        List<Integer> ids = new ArrayList<>();
        HashMap<Integer, Integer> local = new HashMap<>();
        List<int[]> adj = new ArrayList<>();
        List<int[]> fairProgress = new ArrayList<>();
        local.put(root, 0);
        ids.add(root);
        for (int x = 0; x < ids.size(); x++) {
            int v = ids.get(x);
            int[] out = new int[0];
            for (int e = graph.begin(v); e < graph.end(v); e++) {
                int y = graph.target(e);
                if (component[y] != comp) {
                    continue;
                }
                Integer ly = local.get(y);
                if (ly == null) {
                    ly = ids.size();
                    local.put(y, ly);
                    ids.add(y);
                }
                if (graph.unfair(e)) {
                    continue;
                }
                out = Arrays.copyOf(out, out.length + 1);
                out[out.length - 1] = ly;
                if (graph.progress(e)) {
                    fairProgress.add(new int[] {x, ly});
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
        int[] begin = new int[adj.size() + 1];
        for (int v = 0; v < adj.size(); v++) {
            begin[v + 1] = begin[v] + adj.get(v).length;
        }
        int[] to = new int[begin[adj.size()]];
        for (int v = 0; v < adj.size(); v++) {
            System.arraycopy(adj.get(v), 0, to, begin[v], adj.get(v).length);
        }
        return components(adj.size(), v -> begin[v], v -> begin[v + 1], e -> to[e]);
    }

    /**
     * Tarjan's strongly connected components, iteratively, of a graph of {@code n} vertices whose vertex v has the
     * edges {@code begin(v)..end(v)-1}, edge e leading to {@code target(e)}: a label per vertex, the components
     * numbered in the order they close.
     */
    static int[] components(int n, IntUnaryOperator begin, IntUnaryOperator end, IntUnaryOperator target) {
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
            next[fp++] = begin.applyAsInt(r);
            idx[r] = lo[r] = counter++;
            stack[sp++] = r;
            on[r] = true;
            while (fp > 0) {
                int v = vs[fp - 1];
                if (next[fp - 1] < end.applyAsInt(v)) {
                    int w = target.applyAsInt(next[fp - 1]++);
                    if (idx[w] == 0) {
                        idx[w] = lo[w] = counter++;
                        stack[sp++] = w;
                        on[w] = true;
                        vs[fp] = w;
                        next[fp++] = begin.applyAsInt(w);
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
            for (int e = graph.end(m) - 1; e >= graph.begin(m); e--) { // of two loops of one length, the one through the later edge is kept
                if (!graph.progress(e) || !in.test(graph.target(e))) {
                    continue;
                }
                Traces<S, E>.Path toM = traces.within(entry, se, m, in, fair);
                Traces<S, E>.Edge step;
                try {
                    step = traces.edgeTo(toM.last, graph.target(e), true, fair);
                } catch (IllegalStateException unfairOnly) { // the progress edge m -> t is an unfair one
                    continue;
                }
                List<E> cand = new ArrayList<>(toM.events);
                cand.add(step.event);
                cand.addAll(traces.within(graph.target(e), step.state, entry, in, fair).events);
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
