package pmtuverify.props;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Thrown by a harness when an invariant breaks. Carries the invariant's id, what broke, and the
 * run as replay lines (the JSON Lines a {@code ./pmtu replay} of the same model reads), with the
 * 1-based line number of the event at which the invariant broke.
 */
public final class InvariantViolation extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String invariantId;
    private final String detail;
    private final List<String> trace;
    private final int violatingLine;

    public InvariantViolation(String invariantId, String detail, List<String> trace, int violatingLine) {
        super(invariantId + " violated at trace line " + violatingLine + ": " + detail);
        this.invariantId = invariantId;
        this.detail = detail;
        this.trace = Collections.unmodifiableList(new ArrayList<>(trace));
        this.violatingLine = violatingLine;
    }

    public String invariantId() {
        return invariantId;
    }

    public String detail() {
        return detail;
    }

    /** Replay lines: the config line first, then one line per event. */
    public List<String> trace() {
        return trace;
    }

    /** 1-based line of {@link #trace()} whose event broke the invariant. */
    public int violatingLine() {
        return violatingLine;
    }
}
