package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_ROUND_START: a round starts at the first ACK after the previous round's end_seq, whatever the cwnd.
 */
public final class RoundStart extends HystartInvariant {
    public RoundStart() {
        super("HY_ROUND_START", "HY_ROUND", Kind.ROUND_START,
                "Rounds start where snd_una passes end_seq: an ACK on which after(snd_una, end_seq) holds and whose RTT sample "
                        + "HyStart takes (rtt_us >= 0, not discarded after an epoch start, found == 0, in slow start) runs "
                        + "bictcp_hystart_reset, so the next round's round_start, last_ack, curr_rtt and sample_cnt start at that ACK, "
                        + "also while snd_cwnd is below hystart_low_window; unless that same ACK ended slow start.",
                "after(snd_una, end_seq)  and  sample taken  and  not exited on this ACK  =>  bictcp_hystart_reset on this ACK",
                "25c1a9ca53db \"tcp_cubic: fix incorrect HyStart round start detection\" (Mahdi Arghavani, netdev, 2025-01-14; "
                        + "Fixes 4e1fddc98d25): \"HyStart incorrectly marks the start of rounds\": from 4e1fddc98d25 the reset sits in "
                        + "hystart_update, which cubictcp_acked calls only when tcp_snd_cwnd(tp) >= hystart_low_window; the fix "
                        + "resets \"at the start of a new round, regardless of the congestion window size\"",
                "a bulk flow: every ACK cwnd-limited (the not-cwnd-limited case is HY_APP_LIMITED_TRAIN's), cwnd 14 growing by one "
                        + "per ACK across hystart_low_window 16; an ACK without an RTT sample is not required to reset (from 5.16 "
                        + "cubictcp_acked returns before hystart_update on it, and the next ACK with a sample resets)");
    }

    /** after(snd_una, end_seq) and sample taken and not exited on this ACK  =&gt;  reset on this ACK */
    public static boolean formula(boolean endSeqPassed, boolean sampleTaken, boolean exited, boolean reset) {
        return !endSeqPassed || !sampleTaken || exited || reset;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("within a round", () -> formula(false, true, false, false)),
                FormulaCase.holds("end_seq passed, reset on the ACK", () -> formula(true, true, false, true)),
                FormulaCase.holds("end_seq passed by an ACK without an RTT sample", () -> formula(true, false, false, false)),
                FormulaCase.holds("end_seq passed by the ACK that exits slow start", () -> formula(true, true, true, false)),
                FormulaCase.breaks("end_seq passed below hystart_low_window, no reset", () -> formula(true, true, false, false)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        Coverage coverage = m.coverage();
        HyConfig cfg = m.cfg();
        HyState before = m.state();
        boolean low = C.ult(a.cwnd, cfg.hystartLowWindow);
        if (st.roundEnd) {
            coverage.hit(low ? "round end below hystart_low_window" : "round end at cwnd >= hystart_low_window");
            if (a.rttUs < 0) {
                coverage.hit("round end without an RTT sample");
            }
        }
        if (st.roundReset && low) {
            coverage.hit("round reset below hystart_low_window");
        }
        if (st.trainFired) {
            coverage.hit("train exit");
        }
        boolean slowStart = a.inSlowStart != null ? a.inSlowStart.booleanValue() : C.ult(a.cwnd, before.ssthresh);
        boolean taken = st.sample == HyStep.Sample.USED && before.found == 0 && slowStart;
        if (!formula(st.roundEnd, taken, st.after.found != 0, st.roundReset)) {
            boolean gated = m.variant().lowWindow == Variant.LowWindowGate.IN_ACKED && low;
            m.fail("the ACK at cwnd " + C.u32(a.cwnd) + " passed end_seq and HyStart took its RTT sample of " + a.rttUs
                    + " us, yet no bictcp_hystart_reset ran"
                    + (gated ? ": cubictcp_acked's gate (cwnd < hystart_low_window " + cfg.hystartLowWindow
                            + ") keeps hystart_update, and its reset, from running" : "")
                    + "; round_start stays " + (m.now64() - m.roundStart64()) + " us old");
        }
    }
}
