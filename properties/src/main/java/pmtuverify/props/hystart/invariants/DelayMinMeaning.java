package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_DELAY_MIN_MEANING: bictcp_update's look-ahead from delay_min equals the one from the true minimum RTT.
 */
public final class DelayMinMeaning extends HystartInvariant {
    public DelayMinMeaning() {
        super("HY_DELAY_MIN_MEANING", "HY_DELAY_MIN", Kind.DELAY_MIN,
                "To its other user delay_min is the minimum RTT: bictcp_update looks ahead t += usecs_to_jiffies(delay_min), "
                        + "which must equal the look-ahead of the true minimum RTT.",
                "bictcp_update's t = (s32)(tcp_jiffies32 - epoch_start) + usecs_to_jiffies(delay_min)  ==  same with trueMin",
                "3/5: \"t += usecs_to_jiffies(ca->delay_min)\"; refactor: Neal Cardwell \"suggested to not change ca->delay_min\"",
                "HZ 100 or 1000; any rate; the cubic curve's use of t is not modelled beyond t itself");
    }

    /** bictcp_update's t with delay_min == the same with trueMin */
    public static boolean formula(int jiffies, int epochStart, int delayMin, int trueMin, int hz) {
        return formula(Variant.HYSTART_LATEST, jiffies, epochStart, delayMin, trueMin, hz);
    }

    /**
     * The variant's bictcp_update t with its delay_min (up to v5.5 msecs_to_jiffies(delay_min &gt;&gt; 3)) == the
     * microsecond code's t with trueMin.
     */
    public static boolean formula(Variant v, int jiffies, int epochStart, int delayMin, int trueMin, int hz) {
        return Hystart.bictcpUpdateT(v, jiffies, epochStart, delayMin, hz) == Hystart.bictcpUpdateT(jiffies, epochStart, trueMin, hz);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("delay_min is the minimum, 1000 us", () -> formula(100000, 99500, 1000, 1000, 1000)),
                FormulaCase.holds("HZ 100: 1000 and 2000 us are both one jiffy", () -> formula(100000, 99950, 2000, 1000, 100)),
                FormulaCase.breaks("HZ 1000: delay_min 2000 (cushion 1000) is a jiffy more than 1000", () -> formula(100000, 99500, 2000, 1000, 1000)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        long trueMin = trueMinAfter(m, st, a);
        if (trueMin < 0) {
            return;
        }
        HyState s = st.after;
        HyConfig cfg = m.cfg();
        Variant v = m.variant();
        if (!formula(v, s.jiffies, s.epochStart, s.delayMin, (int) trueMin, cfg.hz)) {
            m.coverage().hit("t differs by a jiffy");
            m.fail("bictcp_update would add " + (v.msClock() ? "msecs_to_jiffies(delay_min " + C.u32(s.delayMin) + " >> 3) = "
                    + Hystart.msecsToJiffies(s.delayMin >>> 3, cfg.hz) : "usecs_to_jiffies(delay_min " + C.u32(s.delayMin) + ") = "
                    + Hystart.usecsToJiffies(s.delayMin, cfg.hz)) + " jiffies, the minimum RTT " + trueMin
                    + " us gives " + Hystart.usecsToJiffies((int) trueMin, cfg.hz) + " (HZ " + cfg.hz + ")");
        }
    }
}
