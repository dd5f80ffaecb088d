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
 * HY_DELAY_MIN_MONOTONE: once set, delay_min never increases.
 */
public final class DelayMinMonotone extends HystartInvariant {
    public DelayMinMonotone() {
        super("HY_DELAY_MIN_MONOTONE", "HY_DELAY_MIN", Kind.DELAY_MIN,
                "Once set, delay_min never increases.",
                "before.delay_min != 0  =>  after.delay_min <= before.delay_min  (unsigned)",
                "tcp_cubic.c comment \"first time call or link delay decreases\"; 4/5 keeps the update inside that branch",
                "no TCP_CA_Loss (cubictcp_state's bictcp_reset zeroes delay_min; not modelled); any rtt_us, rate, HZ, epoch_start");
    }

    /** before.delay_min != 0  =&gt;  after.delay_min &lt;= before.delay_min (u32) */
    public static boolean formula(int before, int after) {
        return before == 0 || !C.ugt(after, before);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("first sample sets 5000", () -> formula(0, 5000)),
                FormulaCase.holds("5000 lowered to 4000", () -> formula(5000, 4000)),
                FormulaCase.breaks("5000 raised to 5001", () -> formula(5000, 5001)),
                FormulaCase.breaks("5000 raised to 4294967295 (u32)", () -> formula(5000, -1)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        if (!formula(st.before.delayMin, st.after.delayMin)) {
            m.fail("delay_min rose from " + C.u32(st.before.delayMin) + " to " + C.u32(st.after.delayMin));
        }
    }
}
