package pmtuverify.explore;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.function.IntPredicate;
import pmtuverify.props.InvariantViolation;

/**
 * Rebuilds runs from the state table, which keeps only keys and parents: the path to a state is found
 * again by re-enumerating the starts and re-expanding along the parent chain, and shortest paths
 * within a set of states by a breadth-first re-expansion over the table's numbers.
 *
 * @param <S> the harness's state
 * @param <E> the harness's event
 */
final class Traces<S, E> {
    private final SearchRun<S, E> run;

    Traces(SearchRun<S, E> run) {
        this.run = run;
    }

    /** A path: the state it starts from, the events, and the state reached (number {@code end}, where known). */
    final class Path {
        S initial;
        S last;
        int end = -1;
        final List<E> events = new ArrayList<>();
    }

    /** The violation of a step by {@code event} from state {@code id}, with the trace to it. */
    InvariantViolation violationAfter(int id, E event, String detail) {
        Path p = pathTo(id);
        p.events.add(event);
        return new InvariantViolation(run.h.invariant().id(), detail, run.h.lines(p.initial, p.events), p.events.size() + 1);
    }

    /** The path the table records to state {@code id}: its parent chain, found again by re-enumeration. */
    Path pathTo(int id) {
        ArrayList<Integer> chain = new ArrayList<>();
        for (int x = id; x >= 0; x = run.table.parent(x)) {
            chain.add(0, x);
        }
        Path p = new Path();
        long[] key = new long[run.words];
        ChoiceEnumerator e = new ChoiceEnumerator();
        do {
            e.startRun();
            S s = run.h.start(e);
            if (s != null) {
                run.h.key(s, key, 0);
                if (run.table.hasKey(chain.get(0), key, 0)) {
                    p.initial = s;
                    break;
                }
            }
        } while (e.backtrack());
        p.last = p.initial;
        for (int i = 1; i < chain.size(); i++) {
            Edge step = edgeTo(p.last, chain.get(i), false);
            p.events.add(step.event);
            p.last = step.state;
        }
        p.end = id;
        return p;
    }

    /** An edge of the state graph, found again while rebuilding a path. */
    final class Edge {
        final int from;
        final E event;
        final S state;

        Edge(int from, E event, S state) {
            this.from = from;
            this.event = event;
            this.state = state;
        }
    }

    /** The first successor of {@code s} that is state {@code target} (by a progress event when asked). */
    Edge edgeTo(S s, int target, boolean progressOnly) {
        return edgeTo(s, target, progressOnly, false);
    }

    /** The first successor of {@code s} that is state {@code target} (by a progress event, by a fair step, when asked). */
    Edge edgeTo(S s, int target, boolean progressOnly, boolean fairOnly) {
        Successors<S, E> x = run.expander.expand(s);
        for (int i = 0; i < x.count; i++) {
            if ((!progressOnly || run.h.progress(s, x.event(i))) && (!fairOnly || !run.h.unfair(s, x.event(i)))
                    && run.table.hasKey(target, x.keys, i * run.words)) {
                return new Edge(-1, x.event(i), x.state(i));
            }
        }
        throw new IllegalStateException("edge to state " + target + " not found again");
    }

    /**
     * A shortest path over the explored states, from one of {@code ids} (whose states are {@code sources}, in
     * order) through states that pass {@code allowed}, to the first state that passes {@code goal}. The goal
     * must be reachable.
     */
    Path shortest(int[] ids, List<S> sources, IntPredicate allowed, IntPredicate goal) {
        return shortest(ids, sources, allowed, goal, false);
    }

    /** As {@link #shortest(int[], List, IntPredicate, IntPredicate)}, over fair steps only when {@code fairOnly}. */
    Path shortest(int[] ids, List<S> sources, IntPredicate allowed, IntPredicate goal, boolean fairOnly) {
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
            Successors<S, E> ex = run.expander.expand(states.get(x));
            for (int i = 0; i < ex.count && found < 0; i++) {
                int y = run.table.find(ex.keys, i * run.words);
                if (y >= 0 && allowed.test(y) && !via.containsKey(y)
                        && (!fairOnly || !run.h.unfair(states.get(x), ex.event(i)))) {
                    via.put(y, new Edge(x, ex.event(i), ex.state(i)));
                    states.put(y, ex.state(i));
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

    /** A shortest path from state {@code from} (the state {@code s}) to state {@code to} within the states {@code in} allows. */
    Path within(int from, S s, int to, IntPredicate in) {
        return within(from, s, to, in, false);
    }

    /** As {@link #within(int, Object, int, IntPredicate)}, over fair steps only when {@code fairOnly}. */
    Path within(int from, S s, int to, IntPredicate in, boolean fairOnly) {
        return shortest(new int[] {from}, Collections.singletonList(s), in, y -> y == to, fairOnly);
    }
}
