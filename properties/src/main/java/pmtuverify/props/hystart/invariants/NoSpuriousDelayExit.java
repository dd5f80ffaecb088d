package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_NO_SPURIOUS_DELAY_EXIT: no HYSTART_DELAY exit because the minimum RTT dropped within the round.
 */
public final class NoSpuriousDelayExit extends HystartInvariant {
    public NoSpuriousDelayExit() {
        super("HY_NO_SPURIOUS_DELAY_EXIT", "HY_NO_SPURIOUS_EXIT", Kind.DELAY_EXIT,
                "HYSTART_DELAY never ends slow start because the minimum RTT dropped within the round: when a sample of the "
                        + "current round lowered the true minimum, the round's RTT is that minimum and cannot be 'far above' it, so a "
                        + "delay exit then needs the round's smallest sample to exceed the new minimum by HYSTART_DELAY_THRESH(min >> 3). "
                        + "A round whose samples all stayed 'far above' a minimum set before the round may exit (what HYSTART_DELAY is for).",
                "delay exit  and  roundMin < trueMin(at round start, none = infinity)  =>  roundMin > trueMin + clamp(trueMin >> 3, 4000, 16000)  "
                        + "(roundMin: smallest raw sample of the round, current included; trueMin after this ACK)",
                "b344579ca847 \"tcp_cubic: fix spurious HYSTART_DELAY exit upon drop in min RTT\" (Neal Cardwell, 2020; reported by Mirja "
                        + "Kuehlewind): \"delay_min can be lowered at any time\" while \"curr_rtt does not change after the first 8 samples\"",
                "ACK spacing 2500 us (no ACK train); rtt_us in {4000, 10000}; one optional round end at the first or second ACK; rate fixed per run");
    }

    /** delay exit and the round's samples lowered the minimum  =&gt;  roundMin &gt; need (trueMin + HYSTART_DELAY_THRESH(trueMin &gt;&gt; 3)) */
    public static boolean formula(boolean delayExit, boolean dropped, long roundMin, long need) {
        return !delayExit || !dropped || roundMin > need;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no delay exit", () -> formula(false, true, 4000, 8000)),
                FormulaCase.holds("a delay exit, the minimum set before the round", () -> formula(true, false, 10000, 8000)),
                FormulaCase.holds("a delay exit, the round's 10000 us far above the new minimum", () -> formula(true, true, 10000, 8000)),
                FormulaCase.breaks("a delay exit in the round that lowered the minimum to 4000 us", () -> formula(true, true, 4000, 8000)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        Coverage coverage = m.coverage();
        if (st.roundReset) {
            coverage.hit("round reset");
        }
        long raw = raw(a);
        long trueMin = trueMinAfter(m, st, a);
        long atStart = m.trueMinAtRoundStart();
        long rm = m.roundMin() < 0 || raw < m.roundMin() ? raw : m.roundMin();
        boolean dropped = st.sample == HyStep.Sample.USED && (atStart < 0 || rm < atStart);
        if (dropped && atStart >= 0) {
            coverage.hit("delay_min dropped within the round");
        }
        if (st.delayFired) {
            coverage.hit("delay exit");
            long need = trueMin + Hystart.hystartDelayThresh((int) (trueMin >> 3));
            if (formula(true, dropped, rm, need)) {
                coverage.hit("legit delay exit");
            } else {
                m.fail("HYSTART_DELAY exit in a round whose own samples lowered the minimum RTT from "
                        + (atStart < 0 ? "none" : atStart + " us") + " to " + rm
                        + " us: curr_rtt " + C.u32(st.after.currRtt) + " > delay_min " + C.u32(st.after.delayMin)
                        + " + HYSTART_DELAY_THRESH(delay_min >> 3)" + (m.variant().msClock() ? " (ms << 3)" : " (us)")
                        + ", yet the round's smallest RTT is the minimum, which needs " + (need - trueMin) + " us more");
            }
        }
    }
}
