package pmtuverify.props.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.props.Evidence;
import pmtuverify.props.InvariantViolation;

/** The outcome of checking one invariant on one variant. */
public final class Verdict implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    /** HOLDS: no violation in the tries; VIOLATED: a (shrunk) counterexample; PROVEN: also exhausted by the explorer within its bounds. */
    public enum Kind { HOLDS, VIOLATED, PROVEN }

    public final String invariantId;
    public final String variant;
    public final Kind kind;
    /** Evidence: tries, seed, coverage counts; or explorer bounds and state counts. */
    public final Map<String, Object> evidence;
    /** The counterexample, for VIOLATED. */
    public final InvariantViolation counterexample;
    /** The record the cell's label is made of (null until a caller that knows the cell's domains gives it). */
    public final Evidence record;
    /** Every method's record of the cell, {@link #record} among them. */
    public final List<Evidence> records;
    /**
     * Each distinct cause the random engine found (a cause as the caller defines it: for PLPMTUD, the kernel functions
     * that last wrote the fields the formula reads), with its own shrunk counterexample; empty when none was sought.
     */
    public final Map<String, InvariantViolation> causes;
    /** How far the search for {@link #causes} went; null when none was sought. */
    public final RandomEngine.CauseSearch causeSearch;

    public Verdict(String invariantId, String variant, Kind kind, Map<String, Object> evidence,
                   InvariantViolation counterexample) {
        this(invariantId, variant, kind, evidence, counterexample, null, List.of());
    }

    public Verdict(String invariantId, String variant, Kind kind, Map<String, Object> evidence,
                   InvariantViolation counterexample, Evidence record, List<Evidence> records) {
        this.invariantId = invariantId;
        this.variant = variant;
        this.kind = kind;
        this.evidence = Collections.unmodifiableMap(new LinkedHashMap<>(evidence));
        this.counterexample = counterexample;
        this.record = record;
        this.records = List.copyOf(records);
        this.causes = Collections.emptyMap();
        this.causeSearch = null;
    }

    private Verdict(Verdict v, Map<String, InvariantViolation> causes, RandomEngine.CauseSearch search) {
        this.invariantId = v.invariantId;
        this.variant = v.variant;
        this.kind = v.kind;
        this.evidence = v.evidence;
        this.counterexample = v.counterexample;
        this.record = v.record;
        this.records = v.records;
        this.causes = Collections.unmodifiableMap(new LinkedHashMap<>(causes));
        this.causeSearch = search;
    }

    /** This verdict with its distinct causes, and how far their search went (null: not sought). */
    public Verdict withCauses(Map<String, InvariantViolation> found, RandomEngine.CauseSearch search) {
        return new Verdict(this, found, search);
    }

    /** This verdict with its cell's record and every method's records. */
    public Verdict withRecords(Evidence record, List<Evidence> records) {
        return new Verdict(invariantId, variant, kind, evidence, counterexample, record, records).withCauses(causes, causeSearch);
    }

    /** The cell's label: its record's ({@link Evidence#label()}). */
    public String label() {
        return record.label();
    }
}
