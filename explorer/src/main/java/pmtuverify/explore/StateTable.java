package pmtuverify.explore;

/**
 * The visited set of the state-space search: every distinct state key, numbered in the order found,
 * with the number of the state it was first reached from. Keys are stored compressed by a
 * {@link KeyCodec} (dictionary codes per field, bit-packed) in pages of {@link #PAGE} keys, so that
 * growing never copies them; the index is open addressing with linear probing over an {@code int[]}
 * of numbers, at most 70% full. A stored state costs its packed key, 4 bytes of parent and 5.7
 * to 11.4 bytes of index, and no object.
 *
 * <p>Every allocation is first asked of the {@link MemoryBudget}: when the budget refuses, {@link #add}
 * answers {@link #FULL} and the table stays as it was, so that a search ends PARTIAL with its figures
 * instead of running the heap out.
 */
final class StateTable {
    /** {@link #add} could not grow within the memory budget; nothing was added. */
    static final int FULL = Integer.MIN_VALUE;
    static final int PAGE_BITS = 16;
    /** The index grows before it is more than this many tenths full (open addressing, linear probing). */
    static final int MAX_LOAD_TENTHS = 7;
    static final int PAGE = 1 << PAGE_BITS;
    /** Bits of a slot that hold the state's number + 1: at most 2^27 - 1 states. */
    static final int ID_BITS = 27;
    private static final int ID_MASK = (1 << ID_BITS) - 1;

    private final int rawWords;
    private final KeyCodec codec;
    private final MemoryBudget budget;
    private int words;
    private long[][] keys = new long[0][];
    private int[][] parents = new int[0][];
    /**
     * Per slot {@code tag << ID_BITS | (number + 1)}, 0 when empty: the tag is 5 bits of the key's
     * hash that the slot's position does not use, so a probe reads a stored key only for one slot in
     * 32 that is not its own.
     */
    private int[] slots = new int[1 << 12];
    private int mask = slots.length - 1;
    private int size;
    private final long[] packed = new long[64];
    private final long[] probe = new long[64];

    StateTable(int rawWords, MemoryBudget budget) {
        this.rawWords = rawWords;
        this.codec = new KeyCodec(rawWords);
        this.budget = budget;
        this.words = codec.words();
    }

    int size() {
        return size;
    }

    int parent(int id) {
        return parents[id >>> PAGE_BITS][id & (PAGE - 1)];
    }

    /** Bytes held: packed keys, parents, the index and the dictionaries. */
    long bytes() {
        long b = 4L * slots.length + codec.bytes();
        for (int i = 0; i < keys.length; i++) {
            b += 8L * keys[i].length + 4L * parents[i].length;
        }
        return b;
    }

    /** Packed 64-bit words per key now (the raw key has {@code rawWords}). */
    int packedWords() {
        return words;
    }

    private boolean equalsPacked(int id, long[] k, int off) {
        long[] page = keys[id >>> PAGE_BITS];
        int o = (id & (PAGE - 1)) * words;
        for (int i = 0; i < words; i++) {
            if (page[o + i] != k[off + i]) {
                return false;
            }
        }
        return true;
    }

    private static int tag(int h) {
        return (h >>> ID_BITS) << ID_BITS;
    }

    /** The number of the raw key {@code raw[off..off+rawWords)}, or -1 when it is not in the table. */
    int find(long[] raw, int off) {
        if (!codec.lookup(raw, off, false) || !codec.fits()) {
            return -1;
        }
        codec.pack(probe, 0);
        int h = codec.hash();
        int tag = tag(h);
        for (int i = h & mask; ; i = (i + 1) & mask) {
            int s = slots[i];
            if (s == 0) {
                return -1;
            }
            if ((s & ~ID_MASK) == tag && equalsPacked((s & ID_MASK) - 1, probe, 0)) {
                return (s & ID_MASK) - 1;
            }
        }
    }

    /** Whether state {@code id} has the raw key {@code raw[off..]}. */
    boolean hasKey(int id, long[] raw, int off) {
        return find(raw, off) == id;
    }

    /**
     * Adds the raw key at {@code raw[off..]}, reached from {@code parent} (-1 for an initial state).
     * Returns its new number, {@code -1 - n} when it is already there as number n, or {@link #FULL}.
     */
    int add(long[] raw, int off, int parent) {
        codec.lookup(raw, off, true);
        if (!codec.fits()) {
            if (!relayout()) {
                return FULL;
            }
        }
        codec.pack(packed, 0);
        return insert(packed, 0, codec.hash(), parent);
    }

    /** The number of the layout keys are packed under now. */
    int layoutVersion() {
        return codec.version();
    }

    /** The codec's frozen copy, for workers to encode keys with ({@link #addPacked}). */
    KeyCodec.Snapshot snapshot() {
        return codec.snapshot();
    }

    /**
     * {@link #add} of a key a worker encoded with a snapshot: packed at {@code p[off..]} under layout
     * {@code version}, with hash {@code h}. Under another layout the raw key {@code raw[rawOff..]} is
     * encoded here instead.
     */
    int addPacked(long[] p, int off, int h, int version, long[] raw, int rawOff, int parent) {
        if (version != codec.version()) {
            return add(raw, rawOff, parent);
        }
        return insert(p, off, h, parent);
    }

    /** Where {@link #touch} leaves what it read, so that the compiler keeps the reads. */
    private int touched;

    /**
     * Reads, without using them, the index slots of the keys {@code hashes[from..to)} (where
     * {@code encoded}) and the first word of the stored key a slot's tag points at. The index and
     * the pages are far larger than the caches, so a probe's two reads are each a cache miss; made
     * here for a few hundred keys at once, as independent loads, the misses overlap, and the
     * matching that follows finds the lines in the cache. Java has no prefetch instruction; this is
     * one in effect. Nothing changes: the matching itself reads again.
     */
    void touch(int[] hashes, boolean[] encoded, int from, int to) {
        int acc = 0;
        int[] sl = slots;
        int m = mask;
        for (int i = from; i < to; i++) {
            if (encoded[i]) {
                acc += sl[hashes[i] & m];
            }
        }
        for (int i = from; i < to; i++) {
            if (encoded[i]) {
                int s = sl[hashes[i] & m];
                if (s != 0 && (s & ~ID_MASK) == tag(hashes[i])) {
                    int id = (s & ID_MASK) - 1;
                    acc += (int) keys[id >>> PAGE_BITS][(id & (PAGE - 1)) * words];
                }
            }
        }
        touched += acc;
    }

    /** Inserts the packed key {@code k[off..off+words)} with hash {@code h} unless it is there. */
    private int insert(long[] k, int off, int h, int parent) {
        int tag = tag(h);
        int i = h & mask;
        for (; ; i = (i + 1) & mask) {
            int s = slots[i];
            if (s == 0) {
                break;
            }
            if ((s & ~ID_MASK) == tag && equalsPacked((s & ID_MASK) - 1, k, off)) {
                return -1 - ((s & ID_MASK) - 1);
            }
        }
        if (size + 1 >= ID_MASK) {
            return FULL;
        }
        int page = size >>> PAGE_BITS;
        if (page == keys.length && !newPage()) {
            return FULL;
        }
        if (10L * (size + 1) > (long) MAX_LOAD_TENTHS * slots.length) {
            if (!growIndex()) {
                return FULL;
            }
            for (i = h & mask; slots[i] != 0; i = (i + 1) & mask) {
                // the key is new: find its free slot in the grown index
            }
        }
        int id = size++;
        System.arraycopy(k, off, keys[page], (id & (PAGE - 1)) * words, words);
        parents[page][id & (PAGE - 1)] = parent;
        slots[i] = tag | (id + 1);
        return id;
    }

    private boolean newPage() {
        if (!budget.allows(8L * PAGE * words + 4L * PAGE)) {
            return false;
        }
        int n = keys.length;
        keys = java.util.Arrays.copyOf(keys, n + 1);
        parents = java.util.Arrays.copyOf(parents, n + 1);
        keys[n] = new long[PAGE * words];
        parents[n] = new int[PAGE];
        return true;
    }

    /** Doubles the index and re-inserts every number (hashes come from the stored keys' codes, in order). */
    private boolean growIndex() {
        if (slots.length >= 1 << 30 || !budget.allows(8L * slots.length)) {
            return false;
        }
        budget.release(4L * slots.length);
        slots = new int[slots.length * 2];
        mask = slots.length - 1;
        reindex();
        return true;
    }

    /**
     * Fills the new index from the stored keys, in number order: a page of keys is hashed first
     * (their codes read from the page in order), then its numbers are placed. Two loops, each with
     * one kind of memory access, ran the reference's index growth in 0.8 s where one loop doing both
     * took 2.6 s.
     */
    private void reindex() {
        KeyCodec.Layout layout = codec.layout();
        int[] cs = new int[2 * rawWords];
        int[] hs = new int[Math.min(size, PAGE)];
        for (int from = 0; from < size; from += PAGE) {
            int n = Math.min(PAGE, size - from);
            long[] page = keys[from >>> PAGE_BITS];
            for (int j = 0; j < n; j++) {
                layout.unpack(page, j * words, cs);
                hs[j] = KeyCodec.hashCodes(cs);
            }
            for (int j = 0; j < n; j++) {
                int h = hs[j];
                int i = h & mask;
                while (slots[i] != 0) {
                    i = (i + 1) & mask;
                }
                slots[i] = tag(h) | (from + j + 1);
            }
        }
    }

    /**
     * A field outgrew its bits: re-packs every stored key under a wider layout, page by page. The
     * index stays as it is: a key's hash is that of its codes, which the layout does not change.
     * False (nothing changed) when the new pages do not fit the budget.
     */
    private boolean relayout() {
        KeyCodec.Layout old = codec.layout();
        int[] held = codec.heldCodes();
        // past a million keys a re-pack is costly: fields that widen get two bits more room
        KeyCodec.Layout wider = codec.wider(size > (1 << 20) ? 2 : 0);
        int nw = wider.words;
        if (nw > packed.length) {
            throw new IllegalStateException("state keys of more than " + packed.length + " packed words");
        }
        // wider pages replace the old ones one at a time: the growth, plus one page in flight
        if (nw != old.words && !budget.allows(8L * PAGE * ((long) (nw - old.words) * keys.length + old.words))) {
            return false;
        }
        codec.install(wider);
        long[] tmp = new long[old.words];
        for (int pg = 0; pg < keys.length; pg++) {
            long[] in = keys[pg];
            long[] out = nw == old.words ? in : new long[PAGE * nw];
            int n = Math.min(PAGE, size - pg * PAGE);
            for (int j = 0; j < n; j++) {
                System.arraycopy(in, j * old.words, tmp, 0, old.words);
                codec.repack(old, tmp, 0, out, j * nw);
            }
            keys[pg] = out;
        }
        if (nw != old.words) {
            budget.release(8L * PAGE * old.words);
        }
        words = nw;
        codec.restoreCodes(held);
        return true;
    }
}
