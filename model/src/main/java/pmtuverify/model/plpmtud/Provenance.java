package pmtuverify.model.plpmtud;

import java.util.Arrays;
import java.util.List;

/**
 * For each field of the PLPMTUD state, the {@link Assignment} that last wrote it: an immutable value a replay carries
 * from state to state ({@link #after}). Before any write a field holds its config value ({@link Assignment#CONFIG}).
 */
public final class Provenance {
    /** The fields followed, as the trace format names them (a replay's state fields that kernel code assigns). */
    public static final List<String> FIELDS = List.of("enabled", "search_low", "search_high", "probe_size", "probe_timestamp",
            "mss_cache", "pmtu_cookie", "snd_cwnd", "route_mtu");

    private final Assignment[] last;
    /** Per field, the kernel function that called the last writer's function ({@link Step#callers}), or null. */
    private final String[] callers;

    private Provenance(Assignment[] last, String[] callers) {
        this.last = last;
        this.callers = callers;
    }

    /** Every field at its config value. */
    public static Provenance initial() {
        Assignment[] a = new Assignment[FIELDS.size()];
        Arrays.fill(a, Assignment.CONFIG);
        return new Provenance(a, new String[FIELDS.size()]);
    }

    /** This provenance with the writes of {@code step} (tracked: see {@link Pmtu#step(Sock, Event, boolean)}) applied in order. */
    public Provenance after(Step step) {
        if (step.writes.isEmpty()) {
            return this;
        }
        Assignment[] a = last.clone();
        String[] c = callers.clone();
        for (int i = 0; i < step.writes.size(); i++) {
            Assignment w = step.writes.get(i);
            int f = FIELDS.indexOf(w.field);
            a[f] = w;
            c[f] = i < step.callers.size() ? step.callers.get(i) : null;
        }
        return new Provenance(a, c);
    }

    /** The kernel function that called the last writer of {@code field}'s function, or null (config, environment). */
    public String caller(String field) {
        of(field);
        return callers[FIELDS.indexOf(field)];
    }

    /** The last writer of {@code field} (one of {@link #FIELDS}). */
    public Assignment of(String field) {
        int i = FIELDS.indexOf(field);
        if (i < 0) {
            throw new IllegalArgumentException("no provenance for " + field + " (" + FIELDS + ")");
        }
        return last[i];
    }
}
