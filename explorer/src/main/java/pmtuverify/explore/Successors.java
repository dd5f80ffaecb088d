package pmtuverify.explore;

import java.util.Arrays;

/**
 * The successors of a run of consecutive frontier states, in enumeration order, with their raw
 * keys: what one expansion task hands the matcher. Flat arrays, grown by doubling, one buffer per
 * task rather than objects per state.
 *
 * @param <S> the harness's state
 * @param <E> the harness's event
 */
final class Successors<S, E> {
    private final int words;
    /** Frontier states expanded. */
    int expanded;
    /** Per expanded state: the end (exclusive) of its successors, and the events it drew. */
    int[] end;
    int[] drawn;
    /** Successors in order: state, event, raw key at {@code i * words}. */
    Object[] states;
    Object[] events;
    long[] keys;
    int count;
    /**
     * Keys a worker encoded with a codec snapshot (null when none did): packed at {@code i *
     * packedWords} under layout {@code version}, the hash, and whether successor i was encoded.
     */
    long[] packed;
    int[] hashes;
    boolean[] encoded;
    int packedWords;
    int version;
    /** The expanded state (index) whose step broke the invariant, its detail and event; -1 when none. */
    int brokenAt = -1;
    String broken;
    E brokenEvent;

    Successors(int words, int expectedStates, int expectedSuccessors) {
        this.words = words;
        end = new int[Math.max(1, expectedStates)];
        drawn = new int[end.length];
        int n = Math.max(4, expectedSuccessors);
        states = new Object[n];
        events = new Object[n];
        keys = new long[n * words];
    }

    @SuppressWarnings("unchecked")
    S state(int i) {
        return (S) states[i];
    }

    @SuppressWarnings("unchecked")
    E event(int i) {
        return (E) events[i];
    }

    /** The first successor of expanded state {@code k}. */
    int begin(int k) {
        return k == 0 ? 0 : end[k - 1];
    }

    /** Opens the next expanded state: room for its counts; its successors follow those of the states before. */
    void open() {
        if (expanded == end.length) {
            end = Arrays.copyOf(end, expanded * 2);
            drawn = Arrays.copyOf(drawn, expanded * 2);
        }
        drawn[expanded] = 0;
    }

    /** Adds successor {@code t} by event {@code e}; returns its index, at whose {@code index * words} the caller writes its key. */
    int add(E e, S t) {
        if (count == states.length) {
            states = Arrays.copyOf(states, count * 2);
            events = Arrays.copyOf(events, count * 2);
            keys = Arrays.copyOf(keys, count * 2 * words);
        }
        states[count] = t;
        events[count] = e;
        return count++;
    }

    /** Encodes every successor's key with {@code snap}, where it can (the rest are encoded by the matcher). */
    void encode(KeyCodec.Snapshot snap, KeyCodec.Coding coding) {
        packedWords = snap.words;
        version = snap.version;
        packed = new long[count * packedWords];
        hashes = new int[count];
        encoded = new boolean[count];
        for (int i = 0; i < count; i++) {
            encoded[i] = snap.encode(keys, i * words, packed, i * packedWords, hashes, i, coding);
        }
    }

    /** Closes the state opened last. */
    void close() {
        end[expanded++] = count;
    }
}
