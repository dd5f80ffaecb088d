package pmtuverify.props.hystart;

import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.Coverage;

/**
 * What a HyStart invariant's predicate reads of the run at one ACK, before the monitor advances past it:
 * the model's config and state before the ACK, and the monitor's unbounded 64-bit clock and true
 * minima (see {@link HystartHarness.Watch}). A predicate ends the run with {@link #fail}, which throws
 * {@link pmtuverify.props.MachineHarness.Broken}.
 */
public interface Monitor {
    Variant variant();

    HyConfig cfg();

    /** The model's state before this ACK. */
    HyState state();

    /** This ACK is the run's first (every gap is positive, so the clock stood at 0 before it and only then). */
    boolean firstAck();

    Coverage coverage();

    /** Microseconds since the config line, this ACK included. */
    long now64();

    long lastAck64();

    long roundStart64();

    /** The 64-bit time of the previous ACK that reached hystart_update. */
    long prevHy64();

    /** Every ACK of the round so far came within hystart_ack_delta_us of the previous one. */
    boolean intact();

    /** The smallest raw accepted sample before this ACK, -1 when none. */
    long trueMin();

    /** The smallest raw sample of the current round before this ACK, -1 when none. */
    long roundMin();

    /** The true minimum when the current round started, -1 when none. */
    long trueMinAtRoundStart();

    /** The 64-bit time of the last round-end ACK (the round snd_una and end_seq define). */
    long appRoundStart64();

    /** Every ACK since the last round-end ACK came within hystart_ack_delta_us of the previous one. */
    boolean appIntact();

    /** Ends the run with a violation of the invariant at this ACK. */
    void fail(String detail);
}
