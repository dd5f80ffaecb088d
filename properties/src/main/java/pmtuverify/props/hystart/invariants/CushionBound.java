package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_CUSHION_BOUND: the cushion is at most 1 ms, 0 at rate 0, and exactly the commit message's formula.
 */
public final class CushionBound extends HystartInvariant {
    public CushionBound() {
        super("HY_CUSHION_BOUND", "HY_CUSHION", Kind.CUSHION,
                "The TSO/GRO cushion added to a delay or a threshold is at most 1000 us (USEC_PER_MSEC), is 0 when sk_pacing_rate is 0, "
                        + "and is exactly min(1000, floor(GSO_MAX_SIZE*4*USEC_PER_SEC / rate)) for the unsigned long rate.",
                "cushion <= 1000  and  (rate == 0 => cushion == 0)  and  (cushion applied => cushion == min(1000, 262144000000 div rate))",
                "4/5 \"tcp_cubic: tweak Hystart detection for short RTT flows\" (Eric Dumazet, netdev, 2019-12-23): \"We cap the cushion to 1ms\", \"if (rate)\"; refactor's hystart_ack_delay(): \"if (!rate) return 0;\"",
                "sk_pacing_rate any u64, including ~0UL (unlimited) and values >= 2^63");
    }

    /**
     * 0 &lt;= cushion &lt;= 1000 and (rate == 0 =&gt; cushion == 0) and cushion == expected, where expected is
     * min(1000, 262144000000 div rate) on an ACK where the variant applies a cushion, else 0.
     */
    public static boolean formula(long cushion, long rate, long expected) {
        return cushion >= 0 && cushion <= 1000 && (rate != 0 || cushion == 0) && cushion == expected;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("rate 262144000: cushion 1000", () -> formula(1000, 262_144_000L, exactCushion(262_144_000L))),
                FormulaCase.holds("rate 524288000: cushion 500", () -> formula(500, 524_288_000L, exactCushion(524_288_000L))),
                FormulaCase.holds("rate ~0UL: cushion 0", () -> formula(0, -1L, exactCushion(-1L))),
                FormulaCase.breaks("cushion 1001", () -> formula(1001, 1000L, 1001)),
                FormulaCase.breaks("cushion 500 at rate 0", () -> formula(500, 0L, 500)),
                FormulaCase.breaks("cushion 999 where 1000 is due", () -> formula(999, 262_144_000L, exactCushion(262_144_000L))));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        long want = expectedCushion(m, st, raw(a), a.pacingRate);
        if (!formula(st.cushion, a.pacingRate, want)) {
            m.fail(st.cushion > 1000 || st.cushion < 0 ? "cushion " + st.cushion + " us exceeds USEC_PER_MSEC"
                    : a.pacingRate == 0 && st.cushion != 0 ? "cushion " + st.cushion + " us at sk_pacing_rate 0"
                    : "cushion " + st.cushion + " us, expected " + want + " at rate " + Long.toUnsignedString(a.pacingRate));
        }
    }

    /** The cushion this variant's code must have used on this ACK, from the commit messages' formula. */
    private static long expectedCushion(Monitor m, HyStep st, long raw, long rate) {
        switch (m.variant().cushion) {
            case IN_DELAY_MIN: {
                boolean branch = st.sample == HyStep.Sample.USED
                        && (st.before.delayMin == 0 || C.u32(st.before.delayMin) > raw);
                return branch ? exactCushion(rate) : 0;
            }
            case IN_TRAIN_THRESHOLD:
                return st.trainClose ? exactCushion(rate) : 0;
            default:
                return 0;
        }
    }
}
