package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.RangeInvariant;

/**
 * PROBE_LOSS_NEVER_RAISES_HIGH: tcp_mtup_probe_failed never raises search_high.
 */
public final class ProbeLossNeverRaisesHigh extends RangeInvariant {
    public ProbeLossNeverRaisesHigh() {
        super("PROBE_LOSS_NEVER_RAISES_HIGH", "ORDER",
                "A lost probe only ever lowers the upper bound of the search: tcp_mtup_probe_failed never raises search_high.",
                "probe_lost  =>  search_high' <= search_high",
                "RFC 4821 section 7.6 (a lost probe means the PMTU is below the probe size); added: search_high = probe_size - 1 ignores a lower search_high set while the probe was in flight",
                "as ORDER_LOW_HIGH");
    }

    /** probe_lost  =&gt;  search_high' &lt;= search_high */
    public static boolean formula(boolean probeLost, int searchHigh, int searchHighAfter) {
        return !probeLost || searchHighAfter <= searchHigh;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("lost probe of 1200 lowers search_high 1500 to 1199", () -> formula(true, 1500, 1199)),
                FormulaCase.holds("a route change raises search_high", () -> formula(false, 1199, 1500)),
                FormulaCase.breaks("lost probe of 1400 sent before search_high came down to 1200: 1200 to 1399",
                        () -> formula(true, 1200, 1399)));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        Sock b = before.sock;
        Sock s = st.after;
        if (!formula(e.kind == Event.Kind.PROBE_LOST, b.searchHigh, s.searchHigh)) {
            throw new Broken("a lost probe raised search_high from " + b.searchHigh + " to " + s.searchHigh
                    + " (probe_size " + b.probeSize + " was sent before search_high came down)");
        }
    }
}
