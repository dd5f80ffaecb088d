package pmtuverify.explore;

import java.util.Arrays;

/**
 * Compresses state keys for the {@link StateTable}: each 32-bit half of a harness's key words (a
 * <em>position</em>) has its own dictionary of the values seen there, and a key is stored as the
 * dictionary codes of its positions, bit-packed. A position that holds few distinct values (a flag,
 * the IP version, a sysctl drawn from a handful of corners) costs a few bits instead of 32; one
 * that never varies costs none. This is SPIN's COLLAPSE idea taken down to single fields: exact, not
 * a hash compaction, since equal codes mean equal values.
 *
 * <p>Codes never change once given; what changes is how many bits a position gets. A layout gives
 * each position {@code ceil(log2(values)) + 1} bits (room to double), packed into 64-bit words
 * without splitting a field; when a dictionary outgrows its field, {@link #wider} makes a wider
 * layout and the table re-packs its keys.
 */
final class KeyCodec {
    /** Positions per key: two per harness key word. */
    private final int positions;
    private final Dict[] dicts;
    /** The layout keys are packed under now. */
    private Layout layout;
    /** The codes of the key looked up last, with each position's last value cached. */
    private final Coding coding;
    /** Layouts installed so far: keys packed under a snapshot's layout fit the table only while it is current. */
    private int version;
    private Snapshot snapshot;

    KeyCodec(int keyWords) {
        positions = 2 * keyWords;
        dicts = new Dict[positions];
        for (int p = 0; p < positions; p++) {
            dicts[p] = new Dict();
        }
        coding = new Coding(positions);
        install(place(new int[positions]));
    }

    /** Encoded 64-bit words per key under the current layout. */
    int words() {
        return layout.words;
    }

    private static int value(long[] raw, int off, int p) {
        long w = raw[off + (p >> 1)];
        return (p & 1) == 0 ? (int) (w >>> 32) : (int) w;
    }

    /**
     * Looks the raw key {@code raw[off..]} up position by position, adding values not seen before
     * when {@code add}; returns false when a value is unknown (and not added), so no stored key can
     * equal it. Afterwards {@link #fits()} tells whether the codes fit the current layout.
     */
    boolean lookup(long[] raw, int off, boolean add) {
        return coding.lookup(raw, off, dicts, add);
    }

    /** Values held and layouts installed so far: a snapshot is current while this has not moved. */
    private long changes() {
        long n = version;
        for (Dict d : dicts) {
            n += d.size();
        }
        return n;
    }

    /** The codes looked up last fit their fields. */
    boolean fits() {
        return layout.fits(coding.codes);
    }

    /**
     * The hash of a key given by its codes: a round per pair of positions (a word of the raw key)
     * and murmur3's fmix64, so that every bit reaches the low bits (the slot) and the high ones (the
     * tag). It reads codes, not the packed words, so that it does not depend on the layout: a
     * relayout re-packs the stored keys but leaves the index as it is. Pairs of zero codes are
     * skipped (a word whose positions each hold one value costs nothing); the pair's place enters the
     * round, so that the same codes in another word hash apart.
     */
    static int hashCodes(int[] cs) {
        long h = 0x9E3779B97F4A7C15L;
        for (int p = 0; p < cs.length; p += 2) {
            long v = (long) cs[p] << 32 | (cs[p + 1] & 0xFFFFFFFFL);
            if (v != 0) {
                h = (h ^ v) * 0xBF58476D1CE4E5B9L;
                h ^= h >>> 31;
                h += p;
            }
        }
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return (int) h;
    }

    /** The hash of the codes looked up last. */
    int hash() {
        return hashCodes(coding.codes);
    }

    /** Packs the codes looked up last into {@code out[o..o+words())}. */
    void pack(long[] out, int o) {
        layout.pack(coding.codes, out, o);
    }

    /** A copy of the codes looked up last (re-packing other keys overwrites them). */
    int[] heldCodes() {
        return coding.codes.clone();
    }

    /** Puts back codes saved by {@link #heldCodes()}. */
    void restoreCodes(int[] held) {
        System.arraycopy(held, 0, coding.codes, 0, positions);
    }

    /** The current layout, to read keys packed under it after {@link #install}. */
    Layout layout() {
        return layout;
    }

    /**
     * The layout that fits every dictionary: each field gets the bits for twice its values, and a
     * field that has to widen gets {@code extra} bits more (the table asks for room once re-packing
     * is costly). Not installed until {@link #install}.
     */
    Layout wider(int extra) {
        int[] w = new int[positions];
        for (int p = 0; p < positions; p++) {
            int n = dicts[p].size();
            // a position with one value needs no bit; otherwise the bits for twice the values seen
            w[p] = n <= 1 ? 0 : Math.min(32, 33 - Integer.numberOfLeadingZeros(n - 1));
            if (w[p] > layout.width[p]) {
                w[p] = Math.min(32, w[p] + extra);
            } else {
                w[p] = layout.width[p];
            }
        }
        return place(w);
    }

    /** Makes {@code l} the layout keys are packed under from now on. */
    void install(Layout l) {
        version++;
        layout = l;
    }

    /** Places fields of the given widths into words, in order, none split across two. */
    private static Layout place(int[] width) {
        int[] word = new int[width.length];
        int[] shift = new int[width.length];
        int w = 0;
        int used = 0;
        for (int p = 0; p < width.length; p++) {
            int bits = width[p];
            if (bits == 0) {
                continue;
            }
            if (used + bits > 64) {
                w++;
                used = 0;
            }
            word[p] = w;
            shift[p] = used;
            used += bits;
        }
        return new Layout(width, word, shift, used == 0 && w == 0 ? 1 : w + 1);
    }

    /** The number of the layout keys are packed under now. */
    int version() {
        return version;
    }

    /** An immutable copy of the dictionaries and the layout, for other threads to encode with. */
    Snapshot snapshot() {
        if (snapshot == null || snapshot.changes != changes()) {
            snapshot = new Snapshot(this);
        }
        return snapshot;
    }

    /**
     * The codec as it was, frozen: worker threads encode successors' keys with it while the matching
     * thread adds values to the live dictionaries. Codes never change, so a key it encodes has the
     * codes and hash the live codec would give; its packing is the table's while the layout
     * {@link #version} is the same.
     */
    static final class Snapshot {
        final long changes;
        final int version;
        final int words;
        /** Frozen copies of the dictionaries. */
        private final Dict[] dicts;
        private final Layout layout;

        private Snapshot(KeyCodec c) {
            changes = c.changes();
            version = c.version;
            words = c.layout.words;
            dicts = new Dict[c.positions];
            for (int p = 0; p < c.positions; p++) {
                dicts[p] = c.dicts[p].copy();
            }
            layout = c.layout;
        }

        /**
         * Encodes the raw key {@code raw[off..]} into {@code out[o..o+words)} and returns true with
         * its hash in {@code hash[h]}; false when a value is not in the dictionaries or a code does
         * not fit its field (the matching thread then encodes it). {@code c} is the calling thread's.
         */
        boolean encode(long[] raw, int off, long[] out, int o, int[] hash, int h, Coding c) {
            if (!c.lookup(raw, off, dicts, false) || !layout.fits(c.codes)) {
                return false;
            }
            layout.pack(c.codes, out, o);
            hash[h] = hashCodes(c.codes);
            return true;
        }
    }

    /**
     * One thread's codes of the key it looked up last, with the last value and code of each
     * position: siblings share most values, so most positions end at one compare. The live codec
     * has one; so has each worker, for its snapshots. Codes never change once given, so what it
     * remembers stays true under later snapshots.
     */
    static final class Coding {
        final int[] codes;
        private final int[] lastValue;
        private final int[] lastCode;

        Coding(int positions) {
            codes = new int[positions];
            lastValue = new int[positions];
            lastCode = new int[positions];
            Arrays.fill(lastCode, -1);
        }

        /**
         * Looks the raw key {@code raw[off..]} up position by position in {@code dicts} (the live
         * ones or a snapshot's) into {@link #codes}, adding values not seen before when {@code add};
         * false at the first value not there (and not added).
         */
        boolean lookup(long[] raw, int off, Dict[] dicts, boolean add) {
            for (int p = 0; p < codes.length; p++) {
                int v = value(raw, off, p);
                int c;
                if (lastCode[p] >= 0 && lastValue[p] == v) {
                    c = lastCode[p];
                } else {
                    c = add ? dicts[p].codeOrAdd(v) : dicts[p].code(v);
                    if (c < 0) {
                        return false;
                    }
                    lastValue[p] = v;
                    lastCode[p] = c;
                }
                codes[p] = c;
            }
            return true;
        }
    }

    /** Re-packs a key packed under {@code old} into {@code out[o..]} under the current layout. */
    void repack(Layout old, long[] in, int io, long[] out, int o) {
        old.unpack(in, io, coding.codes);
        pack(out, o);
    }

    /** Bytes held by the dictionaries. */
    long bytes() {
        long b = 0;
        for (Dict d : dicts) {
            b += d.bytes();
        }
        return b;
    }

    /**
     * A packing of positions into words, immutable: the live codec's, a snapshot's, and the old one
     * kept to read keys packed before a relayout. Besides the per-position widths it keeps the
     * fields that have bits, in word order ({@code field}, {@code fieldShift}, {@code wordEnd}), so
     * that packing builds each word in a register and reads no position that has no bits.
     */
    static final class Layout {
        final int[] width;
        final int[] word;
        final int[] shift;
        final int words;
        /** Positions that have bits, word by word; field i is at {@code fieldShift[i]} of its word. */
        private final int[] field;
        private final int[] fieldShift;
        /** End (exclusive) in {@code field} of each word's fields. */
        private final int[] wordEnd;
        /** The largest code each position holds: 0 for a position without bits. */
        private final long[] maxCode;

        Layout(int[] width, int[] word, int[] shift, int words) {
            this.width = width;
            this.word = word;
            this.shift = shift;
            this.words = words;
            int n = 0;
            maxCode = new long[width.length];
            for (int p = 0; p < width.length; p++) {
                maxCode[p] = (1L << width[p]) - 1;
                if (width[p] > 0) {
                    n++;
                }
            }
            field = new int[n];
            fieldShift = new int[n];
            wordEnd = new int[words];
            int i = 0;
            for (int w = 0; w < words; w++) {
                // fields are placed in position order, so each word's fields are a run of positions
                for (int p = 0; p < width.length; p++) {
                    if (width[p] > 0 && word[p] == w) {
                        field[i] = p;
                        fieldShift[i++] = shift[p];
                    }
                }
                wordEnd[w] = i;
            }
        }

        /** Whether every code fits its field. */
        boolean fits(int[] cs) {
            for (int p = 0; p < maxCode.length; p++) {
                if ((cs[p] & 0xFFFFFFFFL) > maxCode[p]) {
                    return false;
                }
            }
            return true;
        }

        /** Packs the codes {@code cs} into {@code out[o..o+words)}. */
        void pack(int[] cs, long[] out, int o) {
            int i = 0;
            for (int w = 0; w < words; w++) {
                long acc = 0;
                for (int e = wordEnd[w]; i < e; i++) {
                    acc |= (cs[field[i]] & 0xFFFFFFFFL) << fieldShift[i];
                }
                out[o + w] = acc;
            }
        }

        /** The codes of the key packed at {@code in[io..]}, into {@code cs}. */
        void unpack(long[] in, int io, int[] cs) {
            java.util.Arrays.fill(cs, 0);
            int i = 0;
            for (int w = 0; w < words; w++) {
                long v = in[io + w];
                for (int e = wordEnd[w]; i < e; i++) {
                    int p = field[i];
                    cs[p] = (int) ((v >>> fieldShift[i]) & maxCode[p]);
                }
            }
        }
    }

    /** Values of one position and their codes (0, 1, ... in the order first seen); open addressing. */
    static final class Dict {
        private int[] slotValue = new int[16];
        /** code + 1, 0 when empty */
        private int[] slotCode = new int[16];
        private int size;

        int size() {
            return size;
        }

        long bytes() {
            return 8L * slotValue.length;
        }

        private static int mix(int v) {
            int h = v * 0x9E3779B9;
            return h ^ (h >>> 16);
        }

        /** A frozen copy, for another thread to read while this one grows. */
        Dict copy() {
            Dict d = new Dict();
            d.slotValue = slotValue.clone();
            d.slotCode = slotCode.clone();
            d.size = size;
            return d;
        }

        /** The code of {@code v}, -1 when absent. */
        int code(int v) {
            int m = slotValue.length - 1;
            for (int i = mix(v) & m; ; i = (i + 1) & m) {
                if (slotCode[i] == 0) {
                    return -1;
                }
                if (slotValue[i] == v) {
                    return slotCode[i] - 1;
                }
            }
        }

        int codeOrAdd(int v) {
            int m = slotValue.length - 1;
            int i = mix(v) & m;
            for (; slotCode[i] != 0; i = (i + 1) & m) {
                if (slotValue[i] == v) {
                    return slotCode[i] - 1;
                }
            }
            slotValue[i] = v;
            slotCode[i] = ++size;
            if (2 * size > slotValue.length) {
                grow();
            }
            return size - 1;
        }

        private void grow() {
            int[] ov = slotValue;
            int[] oc = slotCode;
            slotValue = new int[ov.length * 2];
            slotCode = new int[ov.length * 2];
            int m = slotValue.length - 1;
            for (int j = 0; j < ov.length; j++) {
                if (oc[j] != 0) {
                    int i = mix(ov[j]) & m;
                    while (slotCode[i] != 0) {
                        i = (i + 1) & m;
                    }
                    slotValue[i] = ov[j];
                    slotCode[i] = oc[j];
                }
            }
        }
    }
}
