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
 * without splitting a field; when a dictionary outgrows its field, {@link #relayout()} makes a wider
 * layout and the table re-packs its keys.
 */
final class KeyCodec {
    /** Positions per key: two per harness key word. */
    private final int positions;
    private final Dict[] dicts;
    /** The current layout: bits, word and shift per position, and the encoded words per key. */
    private int[] width;
    private int[] word;
    private int[] shift;
    private int words;
    /** Codes of the last key encoded (siblings share most values, so most lookups end at one compare). */
    private final int[] lastValue;
    private final int[] lastCode;
    private final int[] codes;

    KeyCodec(int keyWords) {
        positions = 2 * keyWords;
        dicts = new Dict[positions];
        for (int p = 0; p < positions; p++) {
            dicts[p] = new Dict();
        }
        lastValue = new int[positions];
        lastCode = new int[positions];
        Arrays.fill(lastCode, -1);
        codes = new int[positions];
        width = new int[positions];
        layout();
    }

    /** Encoded 64-bit words per key under the current layout. */
    int words() {
        return words;
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
        for (int p = 0; p < positions; p++) {
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

    /** The codes looked up last fit their fields. */
    boolean fits() {
        for (int p = 0; p < positions; p++) {
            if (width[p] < 32 && codes[p] >>> width[p] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Packs the codes looked up last into {@code out[o..o+words())}. */
    void pack(long[] out, int o) {
        for (int i = 0; i < words; i++) {
            out[o + i] = 0;
        }
        for (int p = 0; p < positions; p++) {
            if (width[p] > 0) {
                out[o + word[p]] |= (long) codes[p] << shift[p];
            }
        }
    }

    /** A copy of the codes looked up last (re-packing other keys overwrites them). */
    int[] heldCodes() {
        return codes.clone();
    }

    /** Puts back codes saved by {@link #heldCodes()}. */
    void restoreCodes(int[] held) {
        System.arraycopy(held, 0, codes, 0, positions);
    }

    /** A snapshot of the current layout, to read keys packed under it after {@link #relayout()}. */
    Layout layoutNow() {
        return new Layout(width.clone(), word.clone(), shift.clone(), words);
    }

    /** Widens every field its dictionary has outgrown; returns true when the layout changed. */
    boolean relayout() {
        boolean changed = false;
        for (int p = 0; p < positions; p++) {
            if (dicts[p].size() > (1 << width[p])) {
                changed = true;
            }
        }
        if (changed) {
            layout();
        }
        return changed;
    }

    /** The words per key {@link #relayout()} would give. */
    int widerWords() {
        int[] keepW = width;
        int[] keepWord = word;
        int[] keepShift = shift;
        int keepWords = words;
        layout();
        int n = words;
        width = keepW;
        word = keepWord;
        shift = keepShift;
        words = keepWords;
        return n;
    }

    private void layout() {
        width = new int[positions];
        word = new int[positions];
        shift = new int[positions];
        int w = 0;
        int used = 0;
        for (int p = 0; p < positions; p++) {
            int n = dicts[p].size();
            // a position with one value needs no bit; otherwise the bits for twice the values seen
            int bits = n <= 1 ? 0 : Math.min(32, 33 - Integer.numberOfLeadingZeros(n - 1));
            width[p] = bits;
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
        words = used == 0 && w == 0 ? 1 : w + 1;
    }

    /** Re-packs a key packed under {@code old} into {@code out[o..]} under the current layout. */
    void repack(Layout old, long[] in, int io, long[] out, int o) {
        for (int p = 0; p < positions; p++) {
            codes[p] = old.width[p] == 0 ? 0 : (int) ((in[io + old.word[p]] >>> old.shift[p]) & ((1L << old.width[p]) - 1));
        }
        pack(out, o);
    }

    /** The values per position and their bits, for diagnostics. */
    String describe() {
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < positions; p++) {
            b.append(' ').append(dicts[p].size()).append('/').append(width[p]);
        }
        return b.toString();
    }

    /** Bytes held by the dictionaries. */
    long bytes() {
        long b = 0;
        for (Dict d : dicts) {
            b += d.bytes();
        }
        return b;
    }

    /** A packing of positions into words, kept to read keys packed before a relayout. */
    static final class Layout {
        final int[] width;
        final int[] word;
        final int[] shift;
        final int words;

        Layout(int[] width, int[] word, int[] shift, int words) {
            this.width = width;
            this.word = word;
            this.shift = shift;
            this.words = words;
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
