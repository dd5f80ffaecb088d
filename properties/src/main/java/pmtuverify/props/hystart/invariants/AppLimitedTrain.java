package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_APP_LIMITED_TRAIN: the ACK train measures the current round, as snd_una and end_seq define it.
 */
public final class AppLimitedTrain extends HystartInvariant {
    public AppLimitedTrain() {
        super("HY_APP_LIMITED_TRAIN", "HY_NO_SPURIOUS_EXIT", Kind.APP_LIMITED,
                "The ACK train measures the current round: an ACK-train exit needs every ACK since the current round began (the last "
                        + "ACK whose snd_una passed end_seq, or the bictcp_hystart_reset that moved end_seq after it) to be within hystart_ack_delta_us of the previous one and the time since "
                        + "that ACK to exceed the threshold, whether or not the flow was cwnd-limited or below hystart_low_window at the round end.",
                "train exit  =>  all gaps64 since t0 <= 2000  and  now64 - t0 > threshold  (t0: the last ACK that passed end_seq, or the reset after it)",
                "4e1fddc98d25 \"tcp_cubic: fix spurious Hystart ACK train detections for not-cwnd-limited flows\" (Eric Dumazet, "
                        + "netdev, 2021-11-23): \"Cubic Hystart should reset itself at each round, instead of assuming every TCP flow is a "
                        + "bulk one\"; 25c1a9ca53db \"tcp_cubic: fix incorrect HyStart round start detection\" (Mahdi Arghavani, "
                        + "netdev, 2025-01-14)",
                "request/response flow: gaps {20, 600, 2500} us (2500 > hystart_ack_delta_us: the pause between requests), rtt_us 1000, "
                        + "rate 46336000 (cushion 1000), cwnd 15 growing by one per cwnd-limited ACK, tcp_is_cwnd_limited drawn per ACK; "
                        + "the round end is kernel state: the first ACK ends a round, and once an ACK passed end_seq every later one "
                        + "does until bictcp_hystart_reset runs; elsewhere it is drawn");
    }

    /** train exit  =&gt;  all gaps since t0 &lt;= 2000  and  now64 - t0 &gt; threshold (t0: the last ACK that passed end_seq, or the reset after it) */
    public static boolean formula(boolean trainExit, boolean roundWithinDelta, long elapsed, long threshold) {
        return !trainExit || (roundWithinDelta && elapsed > threshold);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no train exit", () -> formula(false, false, 0, 1000)),
                FormulaCase.holds("a 1200 us round of close ACKs, threshold 1000", () -> formula(true, true, 1200, 1000)),
                FormulaCase.breaks("a 600 us round, threshold 1000", () -> formula(true, true, 600, 1000)),
                FormulaCase.breaks("a 2500 us pause within the round", () -> formula(true, false, 5000, 1000)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        Coverage coverage = m.coverage();
        HyConfig cfg = m.cfg();
        if (a.roundEnd && !a.cwndLimited) {
            coverage.hit("round end withheld (not cwnd-limited)");
        }
        if (gap > cfg.hystartAckDeltaUs) {
            coverage.hit("gap > 2 ms");
        }
        if (st.roundReset) {
            coverage.hit("round reset");
        }
        if (C.ult(a.cwnd, cfg.hystartLowWindow)) {
            coverage.hit("cwnd below hystart_low_window");
        }
        if (!st.trainFired) {
            return;
        }
        coverage.hit("train exit");
        long elapsed = m.now64() - m.appRoundStart64();
        long thresholdUs = Hystart.clockUs(m.variant(), st.threshold); // ms up to v5.5
        if (formula(true, m.appIntact(), elapsed, thresholdUs)) {
            coverage.hit("legit train exit");
        } else {
            m.fail("ACK-train exit with threshold " + thresholdUs + " us although the current round (snd_una "
                    + "passed end_seq " + elapsed + " us ago) " + (m.appIntact() ? "is not that long" : "had a gap > "
                    + cfg.hystartAckDeltaUs + " us") + "; round_start is " + (m.now64() - m.roundStart64())
                    + " us old");
        }
    }
}
