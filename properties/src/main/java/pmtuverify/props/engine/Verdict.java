package pmtuverify.props.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import pmtuverify.props.InvariantViolation;

/** The outcome of checking one invariant on one variant. */
public final class Verdict {
    /** HOLDS: no violation in the tries; VIOLATED: a (shrunk) counterexample; PROVEN: also exhausted by the explorer within its bounds. */
    public enum Kind { HOLDS, VIOLATED, PROVEN }

    public final String invariantId;
    public final String variant;
    public final Kind kind;
    /** Evidence: tries, seed, coverage counts; or explorer bounds and state counts. */
    public final Map<String, Object> evidence;
    /** The counterexample, for VIOLATED. */
    public final InvariantViolation counterexample;

    public Verdict(String invariantId, String variant, Kind kind, Map<String, Object> evidence,
                   InvariantViolation counterexample) {
        this.invariantId = invariantId;
        this.variant = variant;
        this.kind = kind;
        this.evidence = Collections.unmodifiableMap(new LinkedHashMap<>(evidence));
        this.counterexample = counterexample;
    }
}
