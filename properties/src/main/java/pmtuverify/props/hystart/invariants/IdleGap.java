package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.Kind;

/**
 * HY_IDLE_GAP: the predicate of {@link Wrap} on runs with idle gaps of 2^31 us and more.
 */
public final class IdleGap extends Wrap {
    public IdleGap() {
        super("HY_IDLE_GAP", "HY_CLOCK", Kind.CLOCK_IDLE,
                "The same agreement with 64-bit time also holds when the flow sat idle between two ACKs of one round for 2^31 us "
                        + "(35.8 min) or more.",
                "as HY_WRAP, with gaps of 2^31 - 1, 2^31 and 2^32 + 30 us allowed",
                "(u32) tcp_mstamp clock; (s32) casts in hystart_update",
                "an idle period of 35.8 min or more while cwnd >= hystart_low_window stays in slow start (e.g. tcp_slow_start_after_idle = 0); "
                        + "the first ACK after an idle period acknowledges data sent after it, so it ends the round (after(snd_una, end_seq)); "
                        + "on 5.16 and later kernels that reset runs before the train test, before 5.16 after it");
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("an idle gap of 2^31 - 1 us, not close", () -> spacingFormula(false, 2147483647L, 2000)),
                FormulaCase.breaks("an idle gap of 2^31 us the s32 difference reads as negative, close",
                        () -> spacingFormula(true, 2147483648L, 2000)));
    }
}
