package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.Profile;

/**
 * SANE_CWND: the model never takes a positive snd_cwnd to 0.
 */
public final class SaneCwnd extends PmtuInvariant {
    public SaneCwnd() {
        super("SANE_CWND", "STATE_SANITY", Profile.GENERAL,
                "The model never takes a positive snd_cwnd to 0.",
                "snd_cwnd >= 1 before the event  =>  snd_cwnd' >= 1",
                "tcp_mtup_probe_success: \"FIXME: breaks with very large cwnd\"",
                "as ORDER_LOW_HIGH, with cwnd changes to any u32 before any event");
    }

    /** snd_cwnd &gt;= 1 before the event  =&gt;  snd_cwnd' &gt;= 1 (u32: non-zero) */
    public static boolean formula(int cwndBefore, int cwndAfter) {
        return cwndBefore == 0 || cwndAfter != 0;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("20 to 10", () -> formula(20, 10)),
                FormulaCase.holds("0 stays 0", () -> formula(0, 0)),
                FormulaCase.breaks("4294967295 to 0", () -> formula(-1, 0)));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        // the event may set snd_cwnd first (a cwnd change rides on an xmit)
        int cwndBefore = e.cwnd != Event.NONE ? (int) e.cwnd : before.sock.sndCwnd;
        if (!formula(cwndBefore, st.after.sndCwnd)) {
            throw new Broken("snd_cwnd " + C.u32String(cwndBefore) + " became 0 on " + e.kind.json);
        }
    }
}
