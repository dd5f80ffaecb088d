package pmtuverify.props.hystart.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.hystart.HystartInvariant;
import pmtuverify.props.hystart.Kind;
import pmtuverify.props.hystart.Monitor;

/**
 * HY_LOSS_REARM: after an RTO HyStart starts afresh: its exits and its delay_min come from what followed the loss.
 */
public final class LossRearm extends HystartInvariant {
    public LossRearm() {
        super("HY_LOSS_REARM", "HY_LOSS", Kind.LOSS,
                "After an RTO in slow start (tcp_enter_loss, then cubictcp_state(TCP_CA_Loss)) HyStart is armed again and "
                        + "judges the new slow start by itself: delay_min is 0 until a sample taken after the loss and then at "
                        + "most the smallest such sample plus the cushion (1000 us), and an exit happens only in a round that "
                        + "started at or after the loss.",
                "after a loss:  delay_min_us <= postMin + 1000 (delay_min == 0 with no post-loss sample)  and  "
                        + "(exit on this ACK  =>  round_start64 >= loss64)",
                "net/ipv4/tcp_cubic.c, bictcp_state / cubictcp_state: if (new_state == TCP_CA_Loss) { bictcp_reset(...); "
                        + "bictcp_hystart_reset(sk); } (with HyStart itself since ae27e98a5152 \"[TCP] CUBIC v2.3\"; "
                        + "unchanged to v6.18)",
                "5 events, each an ACK or an RTO; snd_cwnd 40 before a loss, 20 after it (slow start again below the "
                        + "recalculated ssthresh 28); gaps {20, 400} us; rtt_us {100, 1000}; round end drawn");
    }

    /** delay_min (us) &lt;= postMin + 1000, delay_min 0 without a post-loss sample; exit =&gt; round_start64 &gt;= loss64 */
    public static boolean formula(long delayMinUs, long postMin, boolean exit, long roundStart64, long loss64) {
        boolean dm = postMin < 0 ? delayMinUs == 0 : delayMinUs <= postMin + 1000;
        return dm && (!exit || roundStart64 >= loss64);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no sample since the loss, delay_min 0", () -> formula(0, -1, false, 0, 0)),
                FormulaCase.holds("a 100 us sample after the loss, delay_min 100", () -> formula(100, 100, false, 0, 0)),
                FormulaCase.breaks("delay_min 100 kept across the loss", () -> formula(100, -1, false, 0, 0)),
                FormulaCase.breaks("an exit in a round that began before the loss", () -> formula(100, 100, true, 10, 500)));
    }

    @Override
    public void check(Monitor m, HyStep st, HyStep tw, Ack a, long gap) {
        if (m.lossAt64() < 0) {
            return;
        }
        long postMin = trueMinAfter(m, st, a); // the monitor's minimum starts again at the loss
        if (postMin >= 0) {
            m.coverage().hit("sample after a loss");
        }
        boolean exit = st.after.found != 0 && st.before.found == 0;
        if (exit) {
            m.coverage().hit("exit after a loss");
        }
        long dm = Hystart.delayUs(m.variant(), st.after.delayMin);
        if (!formula(dm, postMin, exit, m.roundStart64(), m.lossAt64())) {
            m.fail(exit && m.roundStart64() < m.lossAt64()
                    ? "exit in a round that started " + (m.lossAt64() - m.roundStart64()) + " us before the loss"
                    : "delay_min " + C.u32(st.after.delayMin) + " after the loss, whose samples' minimum is "
                            + (postMin < 0 ? "none" : postMin + " us"));
        }
    }
}
