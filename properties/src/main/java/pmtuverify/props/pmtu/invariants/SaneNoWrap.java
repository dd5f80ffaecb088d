package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.Profile;

/**
 * SANE_NO_WRAP: no int or u32 intermediate of the PLPMTUD code wraps.
 */
public final class SaneNoWrap extends PmtuInvariant {
    public SaneNoWrap() {
        super("SANE_NO_WRAP", "STATE_SANITY", Profile.GENERAL,
                "No int or u32 intermediate of the PLPMTUD code wraps (each wrap found is reported by expression).",
                "wraps(event) == {}",
                "C integer semantics; the u32 products snd_cwnd * mtu and interval * HZ",
                "as ORDER_LOW_HIGH");
    }

    /** wraps(event) == {} */
    public static boolean formula(List<String> wraps) {
        return wraps.isEmpty();
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no wrap", () -> formula(Collections.<String>emptyList())),
                FormulaCase.breaks("snd_cwnd * mtu wraps", () -> formula(Collections.singletonList("tp->snd_cwnd * icsk->icsk_mtup.probe_size"))));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        if (!formula(st.wraps)) {
            throw new Broken("wrapped: " + st.wraps.get(0));
        }
    }
}
