package pmtuverify.explore;

import java.util.Arrays;
import pmtuverify.props.engine.ChoiceSource;

/**
 * A {@link java.util.Random} whose draws enumerate every choice sequence of a piece of harness code,
 * depth-first by re-execution: each run replays a prefix of choices, takes choice 0 at every new
 * draw, and {@link #backtrack()} advances the last choice that has alternatives left. The order is
 * lexicographic and deterministic, so the k-th run of two enumerations of the same code draws the
 * same choices. The state-space search uses it to enumerate the outcomes of one {@code start} or one
 * {@code draw}.
 */
final class ChoiceEnumerator extends ChoiceSource {
    private static final long serialVersionUID = 1L;

    private int[] choice = new int[64];
    private int[] bound = new int[64];
    private int len;
    private int prefix;
    private int pos;

    /** Forgets the sequences explored: the next run starts the enumeration afresh. */
    void reset() {
        len = 0;
        prefix = 0;
        pos = 0;
    }

    /** Starts a run: replays the current prefix. */
    void startRun() {
        pos = 0;
    }

    @Override
    public int nextInt(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        if (pos < prefix) {
            return choice[pos++];
        }
        if (len == choice.length) {
            choice = Arrays.copyOf(choice, len * 2);
            bound = Arrays.copyOf(bound, len * 2);
        }
        choice[len] = 0;
        bound[len] = n;
        len++;
        pos++;
        return 0;
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
