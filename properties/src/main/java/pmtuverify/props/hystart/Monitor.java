package pmtuverify.props.hystart;

import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.MachineHarness.Broken;

/**
 * What a HyStart invariant's predicate reads of the run at one ACK, before the monitor advances past it:
 * the model's config and state before the ACK, and the monitor's unbounded 64-bit clock and true
 * minima ({@link HystartHarness.Watch}) at it. A predicate ends the run with {@link #fail}.
 */
public final class Monitor {
    private final Variant variant;
    private final HystartHarness.State before;
    private final HystartHarness.Watch at;
    private final Coverage coverage;

    Monitor(Variant variant, HystartHarness.State before, HystartHarness.Watch at, Coverage coverage) {
        this.variant = variant;
        this.before = before;
        this.at = at;
        this.coverage = coverage;
    }

    public Variant variant() {
        return variant;
    }

    public HyConfig cfg() {
        return before.cfg;
    }

    /** The model's state before this ACK. */
    public HyState state() {
        return before.model;
    }

    /** This ACK is the run's first (every gap is positive, so the clock stood at 0 before it and only then). */
    public boolean firstAck() {
        return before.watch.now64 == 0;
    }

    public Coverage coverage() {
        return coverage;
    }

    /** Microseconds since the config line, this ACK included. */
    public long now64() {
        return at.now64;
    }

    public long lastAck64() {
        return at.lastAck64;
    }

    public long roundStart64() {
        return at.roundStart64;
    }

    /** The 64-bit time of the previous ACK that reached hystart_update. */
    public long prevHy64() {
        return at.prevHy64;
    }

    /** Every ACK of the round so far came within hystart_ack_delta_us of the previous one. */
    public boolean intact() {
        return at.intact;
    }

    /** The smallest raw accepted sample before this ACK, -1 when none. */
    public long trueMin() {
        return at.trueMin;
    }

    /** The smallest raw sample of the current round before this ACK, -1 when none. */
    public long roundMin() {
        return at.roundMin;
    }

    /** The true minimum when the current round started, -1 when none. */
    public long trueMinAtRoundStart() {
        return at.trueMinAtRoundStart;
    }

    /** The 64-bit time of the last ACK that passed end_seq or of the reset after it, the later (the round snd_una and end_seq define). */
    public long appRoundStart64() {
        return at.appRoundStart64;
    }

    /** Every ACK since {@link #appRoundStart64} came within hystart_ack_delta_us of the previous one. */
    public boolean appIntact() {
        return at.appIntact;
    }

    /**
     * The variant's HyStart clock, unbounded, at the 64-bit time {@code us64} (microseconds since the config line): the
     * microsecond clock, or up to v5.5 the millisecond one ({@link Hystart#clock64}).
     */
    public long clock64(long us64) {
        return Hystart.clock64(before.cfg, us64);
    }

    /** The unit of the variant's HyStart clock and thresholds, for messages. */
    public String clockUnit() {
        return variant.msClock() ? "ms" : "us";
    }

        /** The 64-bit time of the last RTO (cubictcp_state(TCP_CA_Loss)), -1 for none. */
    public long lossAt64() {
        return at.lossAt64;
    }

        /** Ends the run with a violation of the invariant at this ACK. */
    public void fail(String detail) {
        throw new Broken(detail);
    }
}
