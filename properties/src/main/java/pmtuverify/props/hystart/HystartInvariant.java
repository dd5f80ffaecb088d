package pmtuverify.props.hystart;

import java.util.List;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.Invariant;
import pmtuverify.props.Protocol;

/**
 * A HyStart invariant as one value: its catalogue entry, the {@link Kind} of run it is
 * checked on, its predicate (a static formula over named quantities, used by {@link #check}) and the
 * corner cases of that formula with their expected outcomes. {@link HystartHarness} drives the model and
 * keeps the monitor, its {@link HystartEnvironment} draws the ACKs and counts the kind's corners, and
 * {@link #check} runs after every ACK.
 */
public abstract class HystartInvariant extends Invariant {
    /** 65536 * 4 * 1000000, computed with overflow checks (independently of the model). */
    public static final long CUSHION_PRODUCT = Math.multiplyExact(Math.multiplyExact(65536L, 4L), 1_000_000L);
    /** The train-exit runs' rate at the start (cushion 500 us). */
    public static final long TRAIN_START_RATE = 524_288_000L;

    private final Kind kind;

    protected HystartInvariant(String id, String family, Kind kind, String statement, String formula,
            String origin, String assumptions) {
        super(Protocol.HYSTART, id, family, statement, formula, origin, assumptions);
        this.kind = kind;
    }

    /** The kind of run (its drawn domains and depth) the invariant is checked on. */
    public final Kind kind() {
        return kind;
    }

    /** Corner cases of the formula with their expected outcomes (for the test that ties formula and predicate). */
    @Override
    public abstract List<FormulaCase> cases();

    /**
     * The predicate on one ACK {@code a} (with {@code st} what the model did, {@code tw} the twin run's step
     * or null, {@code gap} the microseconds since the previous ACK); {@link Monitor#fail} on a violation.
     */
    public abstract void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap);

    /** max(rtt_us, 1) for an accepted sample, -1 when rtt_us &lt; 0. */
    protected static long raw(Ack a) {
        return a.rttUs < 0 ? -1 : a.rttUs == 0 ? 1 : a.rttUs;
    }

    /** The true minimum RTT after this ACK: its raw sample when the model used it and it is smaller. */
    protected static long trueMinAfter(Monitor m, HyStep st, Ack a) {
        long raw = raw(a);
        return st.sample == HyStep.Sample.USED && (m.trueMin() < 0 || raw < m.trueMin()) ? raw : m.trueMin();
    }

    /** The cushion as the commit message defines it, computed without the model's helpers. */
    public static long exactCushion(long rate) {
        if (rate == 0) {
            return 0;
        }
        if (rate < 0) { // an unsigned long >= 2^63: 262144000000 / rate < 1
            return 0;
        }
        long q = CUSHION_PRODUCT / rate;
        return q < 1000 ? q : 1000;
    }
}
