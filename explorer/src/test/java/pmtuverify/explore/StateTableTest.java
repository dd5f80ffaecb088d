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
}
