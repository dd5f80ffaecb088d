package pmtuverify.explore;

import java.util.Arrays;
import java.util.HashSet;
import pmtuverify.props.Harness;
import pmtuverify.props.engine.ChoiceSource;

/**
 * A {@link java.util.Random} whose draws enumerate every choice sequence of a piece of harness code,
 * depth-first by re-execution: each run replays a prefix of choices, takes choice 0 at every new
 * draw, and {@link #backtrack()} advances the last choice that has alternatives left. The order is
 * lexicographic and deterministic, so the k-th run of two enumerations of the same code draws the
 * same choices.
 *
 * <p>The state-space search uses it to enumerate the outcomes of one {@code start} or one
 * {@code draw}. The re-execution search enumerates whole runs of a plain harness with it; given a
 * harness to match on, it checks the harness's {@link Harness#stateKey() state key} at each new
 * draw against every key seen before, and a key seen before ends the run ({@link Pruned}).
 */
final class ChoiceEnumerator extends ChoiceSource {
    private static final long serialVersionUID = 1L;

    /** Thrown to end a run at a state already explored. */
    static final class Pruned extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Pruned() {
            super(null, null, false, false); // thrown once per pruned run: no stack trace
        }
    }

    private final Harness matched;
    private final HashSet<Object> seen;
    private int[] choice = new int[64];
    private int[] bound = new int[64];
    private int len;
    private int prefix;
    private int pos;
    private Object lastKey;
    long statesNew;
    long statesVisited;
    int maxDepth;

    /** An enumerator without state matching. */
    ChoiceEnumerator() {
        this(null);
    }

    /** An enumerator that matches the state keys of {@code matched} (null: no matching). */
    ChoiceEnumerator(Harness matched) {
        this.matched = matched;
        this.seen = matched == null ? null : new HashSet<>();
    }

    /** Forgets the sequences explored: the next run starts the enumeration afresh. */
    void reset() {
        len = 0;
        prefix = 0;
        pos = 0;
        lastKey = null;
    }

    /** Starts a run: replays the current prefix. */
    void startRun() {
        pos = 0;
        lastKey = null;
    }

    @Override
    public int nextInt(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        Object key = matched == null ? null : matched.stateKey();
        if (pos < prefix) {
            lastKey = key; // matched when first drawn; later draws of the same event are not new states
            return choice[pos++];
        }
        if (key != null && !key.equals(lastKey)) {
            lastKey = key;
            if (seen.add(key)) {
                statesNew++;
            } else {
                statesVisited++;
                throw new Pruned();
            }
        }
        if (len == choice.length) {
            choice = Arrays.copyOf(choice, len * 2);
            bound = Arrays.copyOf(bound, len * 2);
        }
        choice[len] = 0;
        bound[len] = n;
        len++;
        pos++;
        if (len > maxDepth) {
            maxDepth = len;
        }
        return 0;
    }

    /** The choices of the run just ended. */
    int[] choices() {
        return Arrays.copyOf(choice, pos);
    }

    /** Moves to the next unexplored sequence; false when every one was explored. */
    boolean backtrack() {
        int i = Math.min(pos, len) - 1;
        while (i >= 0 && choice[i] + 1 >= bound[i]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        choice[i]++;
        len = i + 1;
        prefix = len;
        return true;
    }
}
