package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_WRAP: the ACK-train and delay tests decide across the u32 microsecond wrap as on a 64-bit clock.
 */
public class Wrap extends HystartInvariant {
    public Wrap() {
        super("HY_WRAP", "HY_CLOCK", Kind.CLOCK_WRAP,
                "Across the u32 microsecond wrap (every 2^32 us, about 71.6 min) the ACK-train and delay tests decide as on an unbounded "
                        + "clock: the spacing test and the round-length test agree with the same tests on 64-bit time, and shifting the "
                        + "whole trace's clock by a constant changes no decision.",
                "(s32)(now - last_ack) <= 2000  <=>  now64 - last_ack64 <= 2000;  ugt((s32)(now - round_start), threshold)  <=>  "
                        + "now64 - round_start64 > threshold;  run(clock) and run(clock + k) agree on found, exit reason, ssthresh, delay_min, curr_rtt, sample_cnt",
                "bictcp_clock_us() is (u32)tp->tcp_mstamp since 3/5; hystart_update compares (s32) differences",
                "gaps between ACKs below 2^31 us (35.8 min); clock starting just before the wrap or the s32 sign boundary");
    }

    /** The subclass for the same predicate on other runs. */
    protected Wrap(String id, String family, Kind kind, String statement, String formula, String origin,
            String assumptions) {
        super(id, family, kind, statement, formula, origin, assumptions);
    }

    /** (s32)(now - last_ack) &lt;= 2000  &lt;=&gt;  now64 - last_ack64 &lt;= 2000 */
    public static boolean spacingFormula(boolean closeU32, long gap64, long ackDelta) {
        return closeU32 == (gap64 <= ackDelta);
    }

    /** ugt((s32)(now - round_start), threshold)  &lt;=&gt;  now64 - round_start64 &gt; threshold */
    public static boolean roundLengthFormula(boolean firedU32, long elapsed64, long threshold) {
        return firedU32 == (elapsed64 > threshold);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("30 us gap, close", () -> spacingFormula(true, 30, 2000)),
                FormulaCase.holds("2001 us gap, not close", () -> spacingFormula(false, 2001, 2000)),
                FormulaCase.breaks("a gap of 2^32 + 30 us the u32 clock sees as 30", () -> spacingFormula(true, 4294967326L, 2000)),
                FormulaCase.holds("round 1500 us long, threshold 1000: fired", () -> roundLengthFormula(true, 1500, 1000)),
                FormulaCase.breaks("round 2^31 us long read as negative: not fired", () -> roundLengthFormula(false, 2147483648L, 1000)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        HyConfig cfg = m.cfg();
        if (st.hystartUpdate && (cfg.hystartDetect & Hystart.HYSTART_ACK_TRAIN) != 0) {
            // in the variant's own clock (us, or ms up to v5.5), unbounded: what the u32 tests would decide without wrap
            long now = m.clock64(m.now64());
            long gap64 = now - m.clock64(m.lastAck64());
            int delta = Hystart.ackDelta(cfg);
            if (!spacingFormula(st.trainClose, gap64, delta)) {
                m.fail("spacing test says " + (st.trainClose ? "close" : "not close") + " for a gap of " + gap64
                        + " " + m.clockUnit() + " since last_ack");
            }
            if (gap64 <= delta) {
                long elapsed = now - m.clock64(m.roundStart64());
                if (!roundLengthFormula(st.trainFired, elapsed, st.threshold)) {
                    m.fail("round-length test " + (st.trainFired ? "fired" : "did not fire") + " at " + elapsed
                            + " " + m.clockUnit() + " since round_start, threshold " + st.threshold);
                }
            }
        }
        if (tw != null && !sameDecisions(st, tw)) {
            m.fail("shifting the clock by " + C.u32(cfg.clockUs) + " us changed the decisions: " + st.after
                    + " (exit " + st.exitReason() + ") vs " + tw.after + " (exit " + tw.exitReason() + ")");
        }
    }

    /** run(clock) and run(clock + k) agree on found, exit reason, ssthresh, delay_min, curr_rtt, sample_cnt. */
    private static boolean sameDecisions(HyStep a, HyStep b) {
        HyState x = a.after;
        HyState y = b.after;
        return x.found == y.found && a.exitReason().equals(b.exitReason()) && x.ssthresh == y.ssthresh
                && x.delayMin == y.delayMin && x.currRtt == y.currRtt && x.sampleCnt == y.sampleCnt
                && a.trainClose == b.trainClose && a.roundReset == b.roundReset;
    }
}
