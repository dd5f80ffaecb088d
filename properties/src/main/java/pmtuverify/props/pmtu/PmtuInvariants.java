package pmtuverify.props.pmtu;

import pmtuverify.props.Invariant;
import pmtuverify.props.pmtu.invariants.BlackholeRecovery;
import pmtuverify.props.pmtu.invariants.Convergence;
import pmtuverify.props.pmtu.invariants.HighOnlyOnNegativeSignal;
import pmtuverify.props.pmtu.invariants.OrderLowHigh;
import pmtuverify.props.pmtu.invariants.OrderMssInRange;
import pmtuverify.props.pmtu.invariants.ProbeIsMidpoint;
import pmtuverify.props.pmtu.invariants.ProbeLossNeverRaisesHigh;
import pmtuverify.props.pmtu.invariants.ProbeNotRefused;
import pmtuverify.props.pmtu.invariants.ProbeWithinRange;
import pmtuverify.props.pmtu.invariants.ReprobeReset;
import pmtuverify.props.pmtu.invariants.ReprobeTiming;
import pmtuverify.props.pmtu.invariants.ReprobeTimingAnyInterval;
import pmtuverify.props.pmtu.invariants.SaneCwnd;
import pmtuverify.props.pmtu.invariants.SaneNoWrap;
import pmtuverify.props.pmtu.invariants.SaneSizes;
import pmtuverify.props.pmtu.invariants.SysctlMeaning;
import pmtuverify.props.pmtu.invariants.Termination;
import pmtuverify.props.pmtu.invariants.TerminationAfterOutside;

/**
 * The PLPMTUD invariant catalogue: the list of the invariant values. Each value, one file in
 * {@code invariants/}, holds its catalogue entry (prose beside its formula, origin, assumptions), its
 * profile, its assumption check, its predicate and the corner cases of its formula; adding an
 * invariant adds its file and one line here.
 */
public final class PmtuInvariants {
    private PmtuInvariants() {}

    public static final PmtuInvariant ORDER_LOW_HIGH = new OrderLowHigh();
    public static final PmtuInvariant ORDER_MSS_IN_RANGE = new OrderMssInRange();
    public static final PmtuInvariant PROBE_WITHIN_RANGE = new ProbeWithinRange();
    public static final PmtuInvariant PROBE_IS_MIDPOINT = new ProbeIsMidpoint();
    public static final PmtuInvariant PROBE_NOT_REFUSED = new ProbeNotRefused();
    public static final PmtuInvariant TERMINATION = new Termination();
    public static final PmtuInvariant TERMINATION_AFTER_OUTSIDE = new TerminationAfterOutside();
    public static final PmtuInvariant CONVERGENCE = new Convergence();
    public static final PmtuInvariant BLACKHOLE_RECOVERY = new BlackholeRecovery();
    public static final PmtuInvariant SYSCTL_MEANING = new SysctlMeaning();
    public static final PmtuInvariant REPROBE_TIMING = new ReprobeTiming();
    public static final PmtuInvariant REPROBE_TIMING_ANY_INTERVAL = new ReprobeTimingAnyInterval();
    public static final PmtuInvariant REPROBE_RESET = new ReprobeReset();
    public static final PmtuInvariant HIGH_ONLY_ON_NEGATIVE_SIGNAL = new HighOnlyOnNegativeSignal();
    public static final PmtuInvariant PROBE_LOSS_NEVER_RAISES_HIGH = new ProbeLossNeverRaisesHigh();
    public static final PmtuInvariant SANE_SIZES = new SaneSizes();
    public static final PmtuInvariant SANE_CWND = new SaneCwnd();
    public static final PmtuInvariant SANE_NO_WRAP = new SaneNoWrap();

    /** All, in report order. */
    public static final PmtuInvariant[] ALL = {
            ORDER_LOW_HIGH, ORDER_MSS_IN_RANGE, HIGH_ONLY_ON_NEGATIVE_SIGNAL, PROBE_LOSS_NEVER_RAISES_HIGH, PROBE_WITHIN_RANGE, PROBE_IS_MIDPOINT,
            PROBE_NOT_REFUSED, TERMINATION, TERMINATION_AFTER_OUTSIDE, CONVERGENCE, BLACKHOLE_RECOVERY, SYSCTL_MEANING, REPROBE_TIMING, REPROBE_TIMING_ANY_INTERVAL, REPROBE_RESET,
            SANE_SIZES, SANE_CWND, SANE_NO_WRAP};

    /** The PLPMTUD invariant named {@code id}. */
    public static PmtuInvariant byId(String id) {
        for (PmtuInvariant i : ALL) {
            if (i.id().equals(id)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no PLPMTUD invariant " + id);
    }

    /** The PLPMTUD invariant value of catalogue entry {@code inv}. */
    public static PmtuInvariant of(Invariant inv) {
        return Invariant.in(ALL, inv);
    }
}
