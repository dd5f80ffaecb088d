package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_NO_SPURIOUS_TRAIN_EXIT: the ACK train ends slow start only past the variant's own threshold on the true minimum.
 */
public final class NoSpuriousTrainExit extends HystartInvariant {
    public NoSpuriousTrainExit() {
        super("HY_NO_SPURIOUS_TRAIN_EXIT", "HY_NO_SPURIOUS_EXIT", Kind.TRAIN_EXIT,
                "The ACK train ends slow start only when the train really exceeded the variant's own threshold computed from the true "
                        + "minimum RTT and the current rate: every ACK since the round start was within 2000 us of the previous one and "
                        + "now - round_start > T, where T = trueMin/2 (BEFORE and the millisecond clock up to v5.5), (trueMin + cushion(rate now))/2 (4/5: \"adding to delay_min "
                        + "the expected delay of two TSO packets, given current pacing rate\"), (trueMin + cushion(rate now)) >> (pacing ? 0 : 1) (refactor).",
                "train exit  =>  all gaps64 since round start <= 2000  and  now64 - round_start64 > T(variant, trueMin, rate)",
                "4/5 commit message; 5/5 \"Hystart ack train triggers if we get ack past ca->delay_min/2\"; refactor's threshold",
                "gaps in {20, 400} us, rtt_us in {100, 1000}, rate in {524288000 (cushion 500), 262144000 (cushion 1000)}: finite, as "
                        + "tcp_update_pacing_rate sets it once the handshake gave srtt (the passive side calls it in tcp_rcv_state_process's "
                        + "TCP_SYN_RECV case), never ~0UL again; the rate halving within a round needs srtt to double faster than cwnd grows");
    }

    /** T(variant, trueMin, cushion(rate now), pacing) */
    public static long threshold(Variant v, long trueMin, long cushion, boolean pacing) {
        if (v == Variant.HYSTART_BEFORE || v.msClock()) {
            return trueMin >> 1; // up to v5.5 delay_min >> 4 on ms << 3: half the minimum, no cushion
        }
        if (v == Variant.HYSTART_4_5) {
            return (trueMin + cushion) >> 1;
        }
        return pacing ? trueMin + cushion : (trueMin + cushion) >> 1;
    }

    /** train exit  =&gt;  all gaps since round start &lt;= 2000  and  now64 - round_start64 &gt; T */
    public static boolean formula(boolean trainExit, boolean gapsWithinDelta, long elapsed, long t) {
        return !trainExit || (gapsWithinDelta && elapsed > t);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no train exit", () -> formula(false, false, 0, 50)),
                FormulaCase.holds("BEFORE: 51 us past a 100 us minimum", () -> formula(true, true, 51, threshold(Variant.HYSTART_BEFORE, 100, 1000, false))),
                FormulaCase.breaks("4/5: 400 us where (100 + 1000) / 2 = 550 is due",
                        () -> formula(true, true, 400, threshold(Variant.HYSTART_4_5, 100, 1000, false))),
                FormulaCase.breaks("a gap above 2000 us broke the train", () -> formula(true, false, 100000, 50)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        Coverage coverage = m.coverage();
        if (st.hystartUpdate && a.pacingRate != m.state().pacingRate && !m.firstAck()) {
            coverage.hit("rate changed within round");
        }
        if (!st.trainFired) {
            return;
        }
        coverage.hit("train exit");
        if (a.pacingRate != TRAIN_START_RATE && m.variant().cushion == Variant.CushionRule.IN_DELAY_MIN) {
            coverage.hit("train exit after the rate fell");
        }
        long trueMin = trueMinAfter(m, st, a);
        long t = threshold(m.variant(), trueMin, exactCushion(a.pacingRate), m.cfg().pacing);
        boolean gapOk = m.intact() && m.now64() - m.prevHy64() <= m.cfg().hystartAckDeltaUs;
        long elapsed = m.now64() - m.roundStart64();
        if (formula(true, gapOk, elapsed, t)) {
            coverage.hit("legit train exit");
        } else {
            m.fail("ACK-train exit " + elapsed + " us after round_start, threshold used " + st.threshold + " " + m.clockUnit()
                    + ", the variant's rule on the true minimum " + trueMin + " us and rate "
                    + Long.toUnsignedString(a.pacingRate) + " gives " + t + (gapOk ? "" : " (train broken)"));
        }
    }
}
