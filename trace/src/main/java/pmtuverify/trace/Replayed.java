package pmtuverify.trace;

/**
 * One replayed line of a trace, of either protocol: the typed state after it ({@link PmtuReplay.Row} for PLPMTUD,
 * {@link HystartReplay.Row} for HyStart) and the JSON object {@code ./pmtu replay} prints for it.
 */
public sealed interface Replayed permits PmtuReplay.Row, HystartReplay.Row {
    /** The trace line (1-based) this state follows. */
    int line();

    /** The line's output, as {@code ./pmtu replay} prints it. */
    String json();
}
