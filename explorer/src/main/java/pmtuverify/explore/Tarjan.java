package pmtuverify.explore;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import pmtuverify.props.InvariantViolation;

/**
 * Depth-first search for a liveness invariant with Tarjan's strongly connected components: a lasso
 * exists exactly when a reachable component holds a progress edge. It is reported as a replay trace,
 * stem then loop, each as short as the explored graph allows.
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
                        sp = closeComponent(f.id, stack, sp);
                    }
                }
            }
            return run.result(bad.isEmpty() || run.stopped() ? null : lasso(), true);
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
    private int closeComponent(int root, int[] stack, int sp) {
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
     * The shortest lasso: the stem is a shortest path from an initial state to a component that holds
     * a progress edge, entering it at e; the loop is the shortest cycle through e and a progress edge
     * m -> t of the component (shortest path e to m, the edge, shortest path t back to e).
     */
    private InvariantViolation lasso() {
        Traces<S, E> traces = run.traces;
        int[] rootIds = new int[roots.size()];
        for (int r = 0; r < rootIds.length; r++) {
            rootIds[r] = r;
        }
        Traces<S, E>.Path stem = traces.shortest(rootIds, roots, y -> true, y -> bad.contains(component[y]));
        int entry = stem.end;
        S se = stem.last;
        int comp = component[entry];
        List<E> loop = null;
        for (int m = 0; m < run.table.size(); m++) {
            if (component[m] != comp) {
                continue;
            }
            for (int e = progHead[m]; e >= 0; e = progNext[e]) {
                if (component[progTo[e]] != comp) {
                    continue;
                }
                Traces<S, E>.Path toM = traces.within(entry, se, m, y -> component[y] == comp);
                Traces<S, E>.Edge step = traces.edgeTo(toM.last, progTo[e], true);
                List<E> cand = new ArrayList<>(toM.events);
                cand.add(step.event);
                cand.addAll(traces.within(progTo[e], step.state, entry, y -> component[y] == comp).events);
                if (loop == null || cand.size() < loop.size()) {
                    loop = cand;
                }
            }
        }
        List<E> events = new ArrayList<>(stem.events);
        int stemLine = events.size() + 1;
        events.addAll(loop);
        int end = events.size() + 1;
        return new InvariantViolation(run.h.invariant().id(), run.h.lassoDetail(stemLine, end, se), run.h.lines(stem.initial, events),
                end);
    }
}
