package pmtuverify.props;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts how often a harness reached the corners its property is about (interval 0 reached,
 * threshold at most 1, a jiffies wrap, a black hole, ...). A property whose corners were never
 * reached proves nothing; the verdict report prints these counts beside every HOLDS cell.
 * Corners are declared up front so that a corner never reached shows as 0.
 */
public final class Coverage {
    private final LinkedHashMap<String, Long> counts = new LinkedHashMap<>();

    public Coverage(String... corners) {
        for (String c : corners) {
            counts.put(c, 0L);
        }
    }

    /** Counts one run (or step) that reached {@code corner}. */
    public void hit(String corner) {
        Long n = counts.get(corner);
        counts.put(corner, n == null ? 1L : n + 1L);
    }

    public Map<String, Long> snapshot() {
        return new LinkedHashMap<>(counts);
    }

    public void reset() {
        for (Map.Entry<String, Long> e : counts.entrySet()) {
            e.setValue(0L);
        }
    }
}
