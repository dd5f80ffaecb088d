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
        names = counts.keySet().toArray(new String[0]);
        counters = new long[names.length][];
        for (int i = 0; i < names.length; i++) {
            counters[i] = counts.get(names[i]);
        }
    }

    /** The declared corners and their counters, in order, for a scan by identity before equality. */
    private String[] names = new String[0];
    private long[][] counters = new long[0][];

    /** Counts one run (or step) that reached {@code corner}, which must have been declared. */
    public void hit(String corner) {
        String[] ns = names;
        for (int i = 0; i < ns.length; i++) {
            if (ns[i] == corner) { // corners are string constants: identity finds them without hashing
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
