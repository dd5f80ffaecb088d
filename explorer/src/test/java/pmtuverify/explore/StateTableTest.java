package pmtuverify.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The compressed state table against a plain map of the same keys. */
class StateTableTest {
    private static final long UNLIMITED = Long.MAX_VALUE / 4;

    /** Keys of three words whose fields take few, then many values: the layout widens as they appear. */
    private static long[] key(Random r, int spread) {
        return new long[] {((long) r.nextInt(3) << 32) | r.nextInt(spread), 42L << 32 | 7, (long) r.nextInt(spread * spread) << 32};
    }

    @Test
    void numbersEveryDistinctKeyOnceAndFindsItAgainAcrossRelayouts() {
        StateTable t = new StateTable(3, new MemoryBudget(UNLIMITED));
        HashMap<java.util.List<Long>, Integer> ref = new HashMap<>();
        Random r = new Random(7);
        for (int i = 0; i < 200_000; i++) {
            long[] k = key(r, 2 + i / 500);
            java.util.List<Long> boxed = java.util.List.of(k[0], k[1], k[2]);
            int id = t.add(k, 0, i % 11 - 1);
            Integer known = ref.get(boxed);
            if (known == null) {
                assertThat(id).as("new key %s", boxed).isEqualTo(ref.size());
                ref.put(boxed, id);
            } else {
                assertThat(id).as("known key %s", boxed).isEqualTo(-1 - known);
            }
        }
        assertThat(t.size()).isEqualTo(ref.size()).isGreaterThan(50_000);
        // the constant word costs no bit; the rest packs into fewer words than the raw key
        assertThat(t.packedWords()).isLessThan(3);
        for (java.util.Map.Entry<java.util.List<Long>, Integer> e : ref.entrySet()) {
            long[] k = {e.getKey().get(0), e.getKey().get(1), e.getKey().get(2)};
            assertThat(t.find(k, 0)).isEqualTo(e.getValue());
        }
        assertThat(t.find(new long[] {5L << 32, 42L << 32 | 7, 0}, 0)).as("a value never stored").isEqualTo(-1);
        assertThat(t.find(new long[] {0, 42L << 32 | 8, 0}, 0)).as("the constant word changed").isEqualTo(-1);
    }

    @Test
    void keepsParentsByNumber() {
        StateTable t = new StateTable(1, new MemoryBudget(UNLIMITED));
        assertThat(t.add(new long[] {10}, 0, -1)).isEqualTo(0);
        assertThat(t.add(new long[] {11}, 0, 0)).isEqualTo(1);
        assertThat(t.add(new long[] {12}, 0, 1)).isEqualTo(2);
        assertThat(t.add(new long[] {11}, 0, 2)).as("found before: the first parent stays").isEqualTo(-2);
        assertThat(t.parent(2)).isEqualTo(1);
        assertThat(t.parent(1)).isEqualTo(0);
        assertThat(t.parent(0)).isEqualTo(-1);
    }

    /** i as two fields of 4096 and i / 4096 values, so that the dictionaries stay small beside the table. */
    private static long spread(int i) {
        return ((long) (i & 0xFFF) << 32) | (i >>> 12);
    }

    @Test
    void aRefusedBudgetStopsAddingAndKeepsWhatIsStored() {
        // room for the first page of one packed word and a small index, not for a second page
        StateTable t = new StateTable(1, new MemoryBudget((long) ((8L + 4) * StateTable.PAGE * 1.2 / MemoryBudget.TABLE_SHARE)));
        int full = -1;
        for (int i = 0; i < 3 * StateTable.PAGE && full < 0; i++) {
            if (t.add(new long[] {spread(i)}, 0, -1) == StateTable.FULL) {
                full = i;
            }
        }
        assertThat(full).as("the budget refused at some state").isPositive();
        assertThat(t.size()).isEqualTo(full);
        assertThat(t.find(new long[] {spread(full - 1)}, 0)).isEqualTo(full - 1);
        assertThat(t.bytes()).isLessThanOrEqualTo((long) ((8L + 4) * StateTable.PAGE * 1.2));
    }

    @Test
    void aKeysHashIsThatOfItsCodesWhateverTheLayout() {
        KeyCodec c = new KeyCodec(2);
        c.lookup(new long[] {1L << 32 | 1, 4}, 0, true);
        // codes 1, 1, 0, 1: the field after the one that widens moves
        long[] k = {3L << 32 | 9, 5};
        c.lookup(k, 0, true);
        int hash = c.hash();
        long[] before = new long[2];
        c.pack(before, 0);
        // a hundred values more at the second position: its field widens, and the packing changes
        for (int v = 0; v < 100; v++) {
            c.lookup(new long[] {3L << 32 | (1000 + v), 5}, 0, true);
        }
        assertThat(c.fits()).isFalse();
        c.install(c.wider(0));
        c.lookup(k, 0, false);
        long[] after = new long[2];
        c.pack(after, 0);
        assertThat(c.hash()).as("the index stays valid across a relayout").isEqualTo(hash);
        assertThat(after[0]).as("the packing changed").isNotEqualTo(before[0]);
        assertThat(KeyCodec.hashCodes(new int[] {0, 1, 0, 0})).as("the same codes in another word hash apart")
                .isNotEqualTo(KeyCodec.hashCodes(new int[] {0, 0, 0, 1}));
    }

    @Test
    void touchingAheadChangesNothing() {
        StateTable t = new StateTable(1, new MemoryBudget(UNLIMITED));
        for (int i = 0; i < 1000; i++) {
            t.add(new long[] {spread(i)}, 0, -1);
        }
        int[] hashes = new int[2000];
        boolean[] encoded = new boolean[2000];
        KeyCodec.Snapshot snap = t.snapshot();
        KeyCodec.Coding coding = new KeyCodec.Coding(2);
        long[] packed = new long[2000 * snap.words];
        for (int i = 0; i < 2000; i++) {
            encoded[i] = snap.encode(new long[] {spread(i)}, 0, packed, i * snap.words, hashes, i, coding);
        }
        assertThat(encoded[999]).isTrue();
        assertThat(encoded[1999]).as("a value the table has not seen").isFalse();
        t.touch(hashes, encoded, 0, 2000);
        assertThat(t.size()).isEqualTo(1000);
        assertThat(t.find(new long[] {spread(999)}, 0)).isEqualTo(999);
        assertThat(t.addPacked(packed, 999 * snap.words, hashes[999], snap.version, new long[] {spread(999)}, 0, -1))
                .as("the worker's hash finds the stored key").isEqualTo(-1 - 999);
    }
}
