package pmtuverify.explore;

import pmtuverify.props.MachineHarness;
import pmtuverify.props.MachineHarness.Broken;

/**
 * Expands states: enumerates the choice sequences of one {@code draw} and applies each event,
 * writing every successor with its raw key into a {@link Successors} buffer. Pure apart from its
 * harness's coverage counts, so one expander per thread may run at a time.
 *
 * @param <S> the harness's state
 * @param <E> the harness's event
 */
final class Expander<S, E> {
    final MachineHarness<S, E> harness;
    private final ChoiceEnumerator choices = new ChoiceEnumerator();
    private final int words;
    /** This thread's codes for {@link KeyCodec.Snapshot#encode}. */
    private final KeyCodec.Coding coding;

    Expander(MachineHarness<S, E> harness) {
        this.harness = harness;
        this.words = harness.keyWords();
        coding = new KeyCodec.Coding(2 * words);
    }

    /** Appends the successors of {@code s}; a broken invariant is recorded and ends the buffer. */
    void expand(S s, Successors<S, E> out) {
        out.open();
        int k = out.expanded;
        choices.reset();
        do {
            choices.startRun();
            E ev = harness.draw(s, choices);
            if (ev == null) {
                continue;
            }
            out.drawn[k]++;
            S t;
            try {
                t = harness.apply(s, ev);
            } catch (Broken b) {
                out.brokenAt = k;
                out.broken = b.getMessage();
                out.brokenEvent = ev;
                break;
            }
            if (t != null) {
                int i = out.add(ev, t);
                harness.key(t, out.keys, i * words);
            }
        } while (choices.backtrack());
        out.close();
    }

    /** The successors of {@code s} alone. */
    Successors<S, E> expand(S s) {
        Successors<S, E> out = new Successors<>(words, 1, 8);
        expand(s, out);
        return out;
    }

    /**
     * Expands {@code frontier[from..to)}, stopping after a broken invariant, and encodes the
     * successors' keys with {@code snap}, so that the matching thread only probes the table.
     */
    Successors<S, E> expandAll(Object[] frontier, int from, int to, KeyCodec.Snapshot snap) {
        Successors<S, E> out = new Successors<>(words, to - from, 3 * (to - from));
        for (int i = from; i < to && out.brokenAt < 0; i++) {
            @SuppressWarnings("unchecked")
            S s = (S) frontier[i];
            expand(s, out);
        }
        out.encode(snap, coding);
        return out;
    }
}
