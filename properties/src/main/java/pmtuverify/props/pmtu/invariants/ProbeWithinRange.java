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
 * PROBE_WITHIN_RANGE: every probe datagram lies in (search_low, search_high].
 */
public final class ProbeWithinRange extends RangeInvariant {
    public ProbeWithinRange() {
        super("PROBE_WITHIN_RANGE", "PROBE",
                "Every probe datagram is larger than search_low and at most search_high (the range tcp_mtu_probe computed the probe from).",
                "sent > 0  =>  search_low < sent <= search_high",
                "RFC 4821 section 7.1; \"Re: [PATCH net-next 2/3] ipv4: Use binary search to choose tcp PMTU probe_size\" (netdev, John Heffner and Fan Du, 13-14 Feb 2015): \"Issuing a probe where probe_size == search_low seems like the wrong thing to do\"",
                "as ORDER_LOW_HIGH");
    }

    /** sent &gt; 0  =&gt;  search_low &lt; sent &lt;= search_high */
    public static boolean formula(int sent, int searchLow, int searchHigh) {
        return sent <= 0 || (sent > searchLow && sent <= searchHigh);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no probe sent", () -> formula(0, 1400, 1399)),
                FormulaCase.holds("probe of 1500 at search_high 1500", () -> formula(1500, 1024, 1500)),
                FormulaCase.breaks("probe of 1024 at search_low 1024", () -> formula(1024, 1024, 1500)),
                FormulaCase.breaks("probe of 1501 above search_high 1500", () -> formula(1501, 1024, 1500)));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        Sock s = st.after;
        // the range tcp_mtu_probe saw: after the xmit's re-sync, and sending a probe leaves it as it was
        if (!formula(st.sent, s.searchLow, s.searchHigh)) {
            throw new Broken("probe of " + st.sent + " bytes outside (search_low, search_high] = (" + s.searchLow
                    + ", " + s.searchHigh + "]");
        }
    }
}
