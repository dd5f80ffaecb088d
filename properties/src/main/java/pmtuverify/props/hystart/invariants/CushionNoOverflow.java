package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_CUSHION_NO_OVERFLOW: no step of the cushion arithmetic wraps.
 */
public final class CushionNoOverflow extends HystartInvariant {
    public CushionNoOverflow() {
        super("HY_CUSHION_NO_OVERFLOW", "HY_CUSHION", Kind.CUSHION,
                "No step of the cushion arithmetic wraps for any rate: (u64)GSO_MAX_SIZE*4*USEC_PER_SEC is exact in 64 bits, the "
                        + "quotient is exact, and adding the cushion to the u32 delay (4/5) or to delay_min (refactor) does not wrap a u32.",
                "GSO_MAX_SIZE*4*USEC_PER_SEC < 2^64  and  u32(delay)+cushion == (u32)(delay+cushion) (4/5)  and  delay_min+cushion < 2^32 (refactor)",
                "4/5: \"div64_ul((u64)GSO_MAX_SIZE * 4 * USEC_PER_SEC, rate)\" added to a u32 delay",
                "rtt_us any s32 (so delay <= 2^31-1); rate any u64");
    }

    /** delay == raw + cushion: adding the cushion to the u32 delay (4/5) did not wrap. */
    public static boolean delayFormula(long delay, long raw, long cushion) {
        return delay == raw + cushion;
    }

    /** threshold == (delay_min + cushion) &gt;&gt; (pacing ? 0 : 1), as mathematical integers (refactor). */
    public static boolean thresholdFormula(long threshold, long delayMin, long cushion, boolean pacing) {
        long sum = delayMin + cushion;
        return threshold == (!pacing ? sum >> 1 : sum);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("rtt 100 + cushion 1000 = delay 1100", () -> delayFormula(1100, 100, 1000)),
                FormulaCase.breaks("rtt 4294967000 + cushion 1000 wrapped to 704", () -> delayFormula(704, 4_294_967_000L, 1000)),
                FormulaCase.holds("delay_min 1000 + cushion 500, pacing: 1500", () -> thresholdFormula(1500, 1000, 500, true)),
                FormulaCase.holds("delay_min 1000 + cushion 500, no pacing: 750", () -> thresholdFormula(750, 1000, 500, false)),
                FormulaCase.breaks("delay_min 4294967000 + cushion 1000 wrapped", () -> thresholdFormula(704, 4_294_967_000L, 1000, true)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        Variant variant = m.variant();
        HyConfig cfg = m.cfg();
        if (Hystart.GSO_MAX_SIZE * 4 * Hystart.USEC_PER_SEC != CUSHION_PRODUCT) {
            m.fail("GSO_MAX_SIZE * 4 * USEC_PER_SEC is not exact in 64 bits");
        }
        long raw = raw(a);
        if (st.sample == HyStep.Sample.USED && variant.cushion == Variant.CushionRule.IN_DELAY_MIN
                && !delayFormula(st.delay, raw, st.cushion)) {
            m.fail("delay " + st.delay + " != rtt " + raw + " + cushion " + st.cushion + " (u32 wrap)");
        }
        if (st.trainClose && variant.cushion == Variant.CushionRule.IN_TRAIN_THRESHOLD
                && !thresholdFormula(st.threshold, C.u32(st.after.delayMin), st.cushion, cfg.pacing)) {
            long sum = C.u32(st.after.delayMin) + st.cushion;
            m.fail("threshold " + st.threshold + " != (delay_min + cushion) " + sum + (cfg.pacing ? "" : " >> 1"));
        }
    }
}
