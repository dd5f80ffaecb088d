package pmtuverify.props;

import java.util.Arrays;

/** A value-typed digest of a harness state for the explorer's state matching (explicit equals/hashCode for JPF). */
public final class StateKey {
    private final long[] words;
    private final int hash;

    public StateKey(long[] words) {
        this.words = words;
        this.hash = Arrays.hashCode(words);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StateKey && ((StateKey) o).hash == hash && Arrays.equals(((StateKey) o).words, words);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return Arrays.toString(words);
    }
}
