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

    private Provenance(Assignment[] last) {
        this.last = last;
    }

    /** Every field at its config value. */
    public static Provenance initial() {
        Assignment[] a = new Assignment[FIELDS.size()];
        Arrays.fill(a, Assignment.CONFIG);
        return new Provenance(a);
    }

    /** This provenance with the writes of {@code step} (tracked: see {@link Pmtu#step(Sock, Event, boolean)}) applied in order. */
    public Provenance after(Step step) {
        if (step.writes.isEmpty()) {
            return this;
        }
        Assignment[] a = last.clone();
        for (Assignment w : step.writes) {
            a[FIELDS.indexOf(w.field)] = w;
        }
        return new Provenance(a);
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
