package pmtuverify.props.hystart;

import pmtuverify.props.Invariant;
import pmtuverify.props.hystart.invariants.AppLimitedTrain;
import pmtuverify.props.hystart.invariants.CushionBound;
import pmtuverify.props.hystart.invariants.CushionNoOverflow;
import pmtuverify.props.hystart.invariants.DelayMinBound;
import pmtuverify.props.hystart.invariants.DelayMinMeaning;
import pmtuverify.props.hystart.invariants.DelayMinMonotone;
import pmtuverify.props.hystart.invariants.IdleGap;
import pmtuverify.props.hystart.invariants.NoSpuriousDelayExit;
import pmtuverify.props.hystart.invariants.NoSpuriousTrainExit;
import pmtuverify.props.hystart.invariants.LossRearm;
import pmtuverify.props.hystart.invariants.RoundStart;
import pmtuverify.props.hystart.invariants.Wrap;

/**
 * The HyStart invariant catalogue: the list of the invariant values. Each value, one file in
 * {@code invariants/}, states the invariant, its formula in prose, where it comes from and what it
 * assumes, and holds its predicate and the corner cases of its formula. "Accepted
 * sample" means an ACK whose {@code rtt_us >= 0} and that bictcp_acked did not discard after an epoch start;
 * {@code raw} is {@code max(rtt_us, 1)}; {@code trueMin} is the smallest raw accepted sample so far;
 * {@code cushion(rate) = rate ? min(1000, 262144000000 / rate) : 0} (GSO_MAX_SIZE * 4 * USEC_PER_SEC / rate).
 */
public final class HystartInvariants {
    private HystartInvariants() {}

    public static final HystartInvariant HY_CUSHION_BOUND = new CushionBound();
    public static final HystartInvariant HY_CUSHION_NO_OVERFLOW = new CushionNoOverflow();
    public static final HystartInvariant HY_DELAY_MIN_MONOTONE = new DelayMinMonotone();
    public static final HystartInvariant HY_DELAY_MIN_BOUND = new DelayMinBound();
    public static final HystartInvariant HY_DELAY_MIN_MEANING = new DelayMinMeaning();
    public static final HystartInvariant HY_WRAP = new Wrap();
    public static final HystartInvariant HY_IDLE_GAP = new IdleGap();
    public static final HystartInvariant HY_NO_SPURIOUS_DELAY_EXIT = new NoSpuriousDelayExit();
    public static final HystartInvariant HY_NO_SPURIOUS_TRAIN_EXIT = new NoSpuriousTrainExit();
    public static final HystartInvariant HY_APP_LIMITED_TRAIN = new AppLimitedTrain();
    public static final HystartInvariant HY_ROUND_START = new RoundStart();
    public static final HystartInvariant HY_LOSS_REARM = new LossRearm();

    public static final HystartInvariant[] ALL = {HY_CUSHION_BOUND, HY_CUSHION_NO_OVERFLOW, HY_DELAY_MIN_MONOTONE, HY_DELAY_MIN_BOUND,
        HY_DELAY_MIN_MEANING, HY_WRAP, HY_IDLE_GAP, HY_NO_SPURIOUS_DELAY_EXIT, HY_NO_SPURIOUS_TRAIN_EXIT,
        HY_APP_LIMITED_TRAIN, HY_ROUND_START, HY_LOSS_REARM};

    /** The HyStart invariant value of catalogue entry {@code inv}. */
    public static HystartInvariant of(Invariant inv) {
        return Invariant.in(ALL, inv);
    }
}
