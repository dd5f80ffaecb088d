package pmtuverify.report;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The verdict of a jpf-core console report (RunJPF's output), read line by line as JPF prints it. JPF's report is a
 * sequence of topics, each opened by a rule line ({@code ====...==== TOPIC}); the ones read here are {@code error N}
 * (the property, then the uncaught exception's message), {@code search constraint} (a limit that cut the search, so
 * "no errors detected" is not a whole search) and {@code results}.
 */
public final class JpfOutput {
    /** The rule that opens a topic of JPF's console report. */
    static final String TOPIC = "====================================================== ";

    private static final String VIOLATION = "pmtuverify.props.InvariantViolation: ";
    /** An InvariantViolation's message: "INVARIANT violated at trace line N: DETAIL". */
    private static final Pattern MESSAGE = Pattern.compile("\\S+ violated at trace line (\\d+): (.*)");
    /** A lasso's detail names its stem (see MachineHarness.lassoDetail). */
    private static final Pattern STEM = Pattern.compile("lasso: stem is trace lines 1\\.\\.(\\d+)");

    private String topic = "";
    private int linesInTopic;
    private String property;
    private String exception;
    private String constraint;
    private boolean clean;

    /** Reads the next line of JPF's output. */
    public void accept(String line) {
        if (line.startsWith(TOPIC)) {
            topic = line.substring(TOPIC.length());
            linesInTopic = 0;
            return;
        }
        linesInTopic++;
        if (topic.equals("error 1")) { // search.multiple_errors is off: JPF stops at its first error
            if (linesInTopic == 1) {
                property = line;
            } else if (linesInTopic == 2) {
                exception = line;
            }
        } else if (topic.equals("search constraint") && linesInTopic == 1) {
            constraint = line;
        } else if (topic.equals("results") && line.equals("no errors detected")) {
            clean = true;
        }
    }

    /** JPF reported an error (a broken invariant or another one). */
    public boolean error() {
        return property != null;
    }

    /** JPF's error is a broken invariant: an uncaught InvariantViolation. */
    public boolean violation() {
        return property != null && exception != null && exception.startsWith(VIOLATION);
    }

    /** JPF reported no error. */
    public boolean clean() {
        return clean && property == null;
    }

    /**
     * The verdict in a table's words: {@code InvariantViolation (N lines)}, {@code InvariantViolation (lasso, stem N
     * lines)}, {@code no errors detected} (with the search constraint that cut the search, if one did), the
     * exception or property of another error, or null when the output holds no verdict (JPF failed or was stopped).
     */
    public String verdict() {
        if (property != null) {
            if (violation()) {
                return "InvariantViolation (" + counterexample(exception.substring(VIOLATION.length())) + ")";
            }
            return "error: " + (exception == null || exception.isEmpty() ? property : exception);
        }
        if (clean) {
            return constraint == null ? "no errors detected" : "no errors detected (search cut: " + constraint + ")";
        }
        return null;
    }

    /**
     * The length of the counterexample an InvariantViolation's message describes: {@code lasso, stem N lines} for a
     * lasso, else {@code N lines} (the trace line whose event broke the invariant).
     */
    public static String counterexample(String message) {
        Matcher m = MESSAGE.matcher(message);
        if (!m.matches()) {
            throw new IllegalArgumentException("not an InvariantViolation message: " + message);
        }
        Matcher stem = STEM.matcher(m.group(2));
        return stem.find() ? "lasso, stem " + lines(Integer.parseInt(stem.group(1)))
                : lines(Integer.parseInt(m.group(1)));
    }

    private static String lines(int n) {
        return n + (n == 1 ? " line" : " lines");
    }
}
