package pmtuverify.explore;

import java.util.Arrays;

/**
 * The visited set of the state-space search: every distinct state key (a fixed number of 64-bit
 * words), numbered in the order found, with the number of the state it was first reached from and
 * the events it took (its level). Open addressing with linear probing; each slot holds the key's
 * 32-bit hash beside its number, so a probe touches a key only when the hashes agree. The keys live
 * in one flat {@code long[]}: a state costs its key plus about 24 bytes and no object.
 */
final class StateTable {
    private final int words;
    private long[] keys;
    private int[] parents;
    private int[] levels;
    /** {@code hash << 32 | (number + 1)}, 0 when empty. */
    private long[] slots;
    private int mask;
    private int size;

    StateTable(int words) {
        this.words = words;
        int cap = 1 << 12;
        keys = new long[cap * words];
        parents = new int[cap];
        levels = new int[cap];
        slots = new long[cap * 2];
        mask = slots.length - 1;
    }

    int size() {
        return size;
    }

    int parent(int id) {
        return parents[id];
    }

    int level(int id) {
        return levels[id];
    }

    /** Copies the key of {@code id} into {@code out}. */
    void key(int id, long[] out) {
        System.arraycopy(keys, id * words, out, 0, words);
    }

    private boolean keyEquals(int id, long[] key, int off) {
        int k = id * words;
        for (int i = 0; i < words; i++) {
            if (keys[k + i] != key[off + i]) {
                return false;
            }
        }
        return true;
    }

    /** The hash of the key at {@code key[off..off+words)}. */
    static int hash(long[] key, int off, int words) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < words; i++) {
            h = (h ^ key[off + i]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return (int) (h ^ (h >>> 32));
    }

    /** The number of {@code key}, or -1 when it is not in the table. */
    int find(long[] key) {
        int h = hash(key, 0, words);
        for (int i = h & mask; ; i = (i + 1) & mask) {
            long s = slots[i];
            if (s == 0) {
                return -1;
            }
            int id = (int) s - 1;
            if ((int) (s >>> 32) == h && keyEquals(id, key, 0)) {
                return id;
            }
        }
    }

    /** {@link #add(long[], int, int, int, int)} of a key at offset 0. */
    int add(long[] key, int parent, int level) {
        return add(key, 0, hash(key, 0, words), parent, level);
    }

    /**
     * Adds the key at {@code key[off..]} with hash {@code h}, reached from {@code parent} (-1 for an
     * initial state) after {@code level} events. Returns its new number, or {@code -1 - n} when it is
     * already there as number n.
     */
    int add(long[] key, int off, int h, int parent, int level) {
        if (size == parents.length) {
            grow();
        }
        int i = h & mask;
        for (; ; i = (i + 1) & mask) {
            long s = slots[i];
            if (s == 0) {
                break;
            }
            int id = (int) s - 1;
            if ((int) (s >>> 32) == h && keyEquals(id, key, off)) {
                return -1 - id;
            }
        }
        int id = size++;
        System.arraycopy(key, off, keys, id * words, words);
        parents[id] = parent;
        levels[id] = level;
        slots[i] = ((long) h << 32) | (id + 1L);
        return id;
    }

    private void grow() {
        int cap = parents.length * 2;
        if ((long) cap * words > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("more than " + size + " states of " + words + " words");
        }
        keys = Arrays.copyOf(keys, cap * words);
        parents = Arrays.copyOf(parents, cap);
        levels = Arrays.copyOf(levels, cap);
        long[] old = slots;
        slots = new long[cap * 2];
        mask = slots.length - 1;
        for (long s : old) {
            if (s != 0) {
                int i = (int) (s >>> 32) & mask;
                while (slots[i] != 0) {
                    i = (i + 1) & mask;
                }
                slots[i] = s;
            }
        }
    }
}
