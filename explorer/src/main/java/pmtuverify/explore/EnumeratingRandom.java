package pmtuverify.explore;

import java.util.HashSet;

/**
 * A {@link java.util.Random} whose draws enumerate every choice sequence of a harness, depth-first by
 * re-execution: each run replays a prefix of choices, takes choice 0 at every new draw, and
 * {@link #backtrack()} advances the last choice that has alternatives left. At each new draw the
 * harness's {@link pmtuverify.props.Harness#stateKey() state key} is matched against every key
 * seen before: a key seen before has an explored future, so the run is pruned there.
 */
final class EnumeratingRandom extends pmtuverify.props.engine.ChoiceSource {
    private static final long serialVersionUID = 1L;

    /** Thrown to end a run at a state already explored. */
    static final class Pruned extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Pruned() {
            super(null, null, false, false);
        }
    }

    private final pmtuverify.props.Harness harness;
    private final HashSet<Object> seen = new HashSet<>();
    private int[] choice = new int[256];
    private int[] bound = new int[256];
    private int len;
    private int prefix;
    private int pos;
    private Object lastKey;
    long statesNew;
    long statesVisited;
    int maxDepth;

    EnumeratingRandom(pmtuverify.props.Harness harness) {
        this.harness = harness;
    }

    /** Starts a run: replays the current prefix. */
    void startRun() {
        pos = 0;
        lastKey = null;
    }

    int distinctStates() {
        return seen.size();
    }

    @Override
    public int nextInt(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        Object key = harness.stateKey();
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
            choice = java.util.Arrays.copyOf(choice, len * 2);
            bound = java.util.Arrays.copyOf(bound, len * 2);
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
        return java.util.Arrays.copyOf(choice, pos);
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
