package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_DELAY_MIN_BOUND: delay_min lies within the cushion above the true minimum RTT.
 */
public final class DelayMinBound extends HystartInvariant {
    public DelayMinBound() {
        super("HY_DELAY_MIN_BOUND", "HY_DELAY_MIN", Kind.DELAY_MIN,
                "delay_min is never below the smallest accepted raw sample and never exceeds it by more than the cushion (1000 us).",
                "trueMin <= delay_min <= trueMin + 1000  (after the first accepted sample)",
                "4/5: \"adding to delay_min the expected delay of two TSO packets\", \"We cap the cushion to 1ms\"",
                "as HY_DELAY_MIN_MONOTONE");
    }

    /** trueMin &lt;= delay_min &lt;= trueMin + 1000 after the first accepted sample (trueMin -1: none yet) */
    public static boolean formula(long delayMin, long trueMin) {
        return trueMin < 0 || (delayMin >= trueMin && delayMin <= trueMin + 1000);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no accepted sample yet", () -> formula(0, -1)),
                FormulaCase.holds("1000 us minimum, delay_min 2000 (cushion 1000)", () -> formula(2000, 1000)),
                FormulaCase.breaks("delay_min 999 below the minimum 1000", () -> formula(999, 1000)),
                FormulaCase.breaks("delay_min 2001, 1001 above the minimum", () -> formula(2001, 1000)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        long trueMin = trueMinAfter(m, st, a);
        long dm = Hystart.delayUs(m.variant(), st.after.delayMin); // ms << 3 up to v5.5: 125 us steps
        if (!formula(dm, trueMin)) {
            m.fail("delay_min " + C.u32(st.after.delayMin) + (m.variant().msClock() ? " (" + dm + " us)" : "") + " outside [" + trueMin + ", " + (trueMin + 1000) + "]");
        }
    }
}
