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
 * SANE_CWND: the model never takes a snd_cwnd that tcp_snd_cwnd_set stores without a warning (1..INT_MAX) to 0.
 * Restated ({@link #restated}): the earlier statement started from any positive u32.
 */
public final class SaneCwnd extends PmtuInvariant {
    public SaneCwnd() {
        super("SANE_CWND", "STATE_SANITY", Profile.GENERAL,
                "The model never takes a snd_cwnd that tcp_snd_cwnd_set accepts without a warning (1..INT_MAX) to 0.",
                "1 <= snd_cwnd <= INT_MAX before the event  =>  snd_cwnd' >= 1",
                "tcp_mtup_probe_success: \"FIXME: breaks with very large cwnd\"",
                "as ORDER_LOW_HIGH, with cwnd changes to any u32 before any event (those above INT_MAX start no check)");
    }

    /** The statement before the start was bounded by tcp_snd_cwnd_set's warning. */
    private static final pmtuverify.props.Restatement RESTATED = new pmtuverify.props.Restatement(
            "The model never takes a positive snd_cwnd to 0.",
            "snd_cwnd >= 1 before the event  =>  snd_cwnd' >= 1",
            "include/net/tcp.h@v6.18 stores every snd_cwnd through tcp_snd_cwnd_set, whose first line is "
                    + "\"WARN_ON_ONCE((int)val <= 0);\": a snd_cwnd above INT_MAX is a kernel bug already warned "
                    + "about where it was written, not a state PLPMTUD must keep sane. The only way to 0 the old "
                    + "statement found on 6.x, tcp_fastretrans_alert's tcp_snd_cwnd_set(tp, tcp_snd_cwnd(tp) + 1) "
                    + "after a lost probe (net/ipv4/tcp_input.c@v6.18), starts from 4294967295; 4.x's u32 product in "
                    + "tcp_mtup_probe_success (\"FIXME: breaks with very large cwnd\") stays a violation from "
                    + "values below INT_MAX");

    @Override
    public pmtuverify.props.Restatement restated() {
        return RESTATED;
    }

    /** 1 &lt;= snd_cwnd &lt;= INT_MAX before the event  =&gt;  snd_cwnd' &gt;= 1 (u32: non-zero); int bits of the u32s */
    public static boolean formula(int cwndBefore, int cwndAfter) {
        return cwndBefore <= 0 || cwndAfter != 0;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("20 to 10", () -> formula(20, 10)),
                FormulaCase.holds("0 stays 0", () -> formula(0, 0)),
                FormulaCase.holds("4294967295 (tcp_snd_cwnd_set warns on it) to 0", () -> formula(-1, 0)),
                FormulaCase.holds("INT_MAX to 2^31 (non-zero)", () -> formula(Integer.MAX_VALUE, Integer.MIN_VALUE)),
                FormulaCase.breaks("INT_MAX to 0", () -> formula(Integer.MAX_VALUE, 0)),
                FormulaCase.breaks("1 to 0", () -> formula(1, 0)));
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
