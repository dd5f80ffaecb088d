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
    /** One mutable counter per corner (no boxing on the hot path). */
    private final LinkedHashMap<String, long[]> counts = new LinkedHashMap<>();

    public Coverage(String... corners) {
        for (String c : corners) {
            counts.put(c, new long[1]);
        }
        int cap = Integer.highestOneBit(Math.max(4, counts.size() * 4 - 1)) << 1;
        names = new String[cap];
        counters = new long[cap][];
        mask = cap - 1;
        for (Map.Entry<String, long[]> e : counts.entrySet()) {
            int i = e.getKey().hashCode() & mask;
            while (names[i] != null) {
                i = (i + 1) & mask;
            }
            names[i] = e.getKey();
            counters[i] = e.getValue();
        }
    }

    /**
     * The declared corners by their string's hash (which a String caches), open addressing: corners
     * are string constants, so a hit is one array read and an identity compare.
     */
    private final String[] names;
    private final long[][] counters;
    private final int mask;

    /** Counts one run (or step) that reached {@code corner}, which must have been declared. */
    public void hit(String corner) {
        for (int i = corner.hashCode() & mask; names[i] != null; i = (i + 1) & mask) {
            if (names[i] == corner) {
                counters[i][0]++;
                return;
            }
        }
        long[] n = counts.get(corner);
        if (n == null) {
            throw new IllegalArgumentException("corner \"" + corner + "\" was not declared (declared: " + counts.keySet() + ")");
        }
        n[0]++;
    }

    /** Adds the counts of {@code other} to these. */
    public void add(Coverage other) {
        for (Map.Entry<String, long[]> e : other.counts.entrySet()) {
            long[] n = counts.get(e.getKey());
            if (n == null) {
                throw new IllegalArgumentException("corner \"" + e.getKey() + "\" was not declared here");
            }
            n[0] += e.getValue()[0];
        }
    }

    public Map<String, Long> snapshot() {
        LinkedHashMap<String, Long> out = new LinkedHashMap<>();
        for (Map.Entry<String, long[]> e : counts.entrySet()) {
            out.put(e.getKey(), e.getValue()[0]);
        }
        return out;
    }

    public void reset() {
        for (long[] n : counts.values()) {
            n[0] = 0;
        }
    }
}
