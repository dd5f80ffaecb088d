package pmtuverify.report.ci;

import java.util.List;
import pmtuverify.props.InvariantViolation;

/**
 * One cell of a check as a CI report shows it: the cell, its label, the counterexample that breaks it (the check's own,
 * or a committed witness that still does; null when none), the file it is in and the command that replays it, and
 * why the cell fails the job (null: it does not).
 */
public record Outcome(String invariant, String variant, String label, InvariantViolation counterexample, String file,
        String replay, String failure) {
    public Outcome {
        if (counterexample != null && (counterexample.trace() == null || counterexample.trace().isEmpty())) {
            throw new IllegalArgumentException(invariant + " on " + variant + ": a counterexample without lines");
        }
    }

    /** The counterexample's lines, or none. */
    public List<String> lines() {
        return counterexample == null ? List.of() : counterexample.trace();
    }

    /** A cell an invariant does not apply to (n/a in the verdict table). */
    public record NotApplicable(String invariant, String variant) {}
}
