package pmtuverify.work;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ParallelTest {
    /** Items that finish in the reverse order of their submission still come back in the items' order. */
    @Test
    void resultsInTheItemsOrderWhateverTheThreadCount() {
        List<Integer> items = IntStream.range(0, 12).boxed().toList();
        List<Integer> seen = new ArrayList<>();
        for (int threads : new int[] {1, 2, 5}) {
            seen.clear();
            List<String> out = Parallel.map(items, threads, i -> {
                try {
                    Thread.sleep(2L * (12 - i));
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                return "r" + i;
            }, seen::add);
            assertThat(out).as("threads " + threads).isEqualTo(items.stream().map(i -> "r" + i).toList());
            assertThat(seen).containsExactlyInAnyOrderElementsOf(items);
        }
    }

    @Test
    void theFirstFailureInItemsOrderIsThrownAsItself() {
        assertThatThrownBy(() -> Parallel.map(List.of(1, 2, 3), 2, i -> {
            if (i >= 2) {
                throw new IllegalArgumentException("item " + i);
            }
            return i;
        }, i -> { })).isInstanceOf(IllegalArgumentException.class).hasMessage("item 2");
    }
}
