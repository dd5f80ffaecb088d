package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.RangeInvariant;

/**
 * PROBE_IS_MIDPOINT: every probe datagram is the midpoint of the search range, up to the kernel's MSS clamps.
 */
public final class ProbeIsMidpoint extends RangeInvariant {
    public ProbeIsMidpoint() {
        super("PROBE_IS_MIDPOINT", "PROBE",
                "Every probe datagram is the midpoint of the search range, up to the kernel's MSS clamps.",
                "sent > 0  =>  sent == tcp_mss_to_mtu(tcp_mtu_to_mss((search_high + search_low) >> 1))",
                "\"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015), John Heffner on 2/4: \"probe_size here is TCP segment size, while search_low and search_high are IP datagram sizes\"",
                "as ORDER_LOW_HIGH");
    }

    /** (search_high + search_low) &gt;&gt; 1, in int arithmetic as the kernel computes it. */
    public static int midpoint(int searchLow, int searchHigh) {
        return (searchHigh + searchLow) >> 1;
    }

    /** sent &gt; 0  =&gt;  sent == clampedMid, where clampedMid = tcp_mss_to_mtu(tcp_mtu_to_mss(midpoint)). */
    public static boolean formula(int sent, int clampedMid) {
        return sent <= 0 || sent == clampedMid;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no probe sent", () -> formula(0, midpoint(1024, 1500))),
                FormulaCase.holds("probe of 1262 on 1024..1500 (no clamp)", () -> formula(1262, midpoint(1024, 1500))),
                FormulaCase.holds("probe of 1262 on 1024..1501 (the shift rounds down)", () -> formula(1262, midpoint(1024, 1501))),
                FormulaCase.breaks("probe of 1500, search_high itself, on 1024..1500", () -> formula(1500, midpoint(1024, 1500))));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        if (st.sent > 0) {
            Sock s = st.after;
            int mid = midpoint(s.searchLow, s.searchHigh);
            int want = Pmtu.tcpMssToMtu(s, Pmtu.tcpMtuToMss(s, mid));
            if (!formula(st.sent, want)) {
                throw new Broken("probe of " + st.sent + " bytes, the midpoint of " + s.searchLow + ".."
                        + s.searchHigh + " is " + mid + " (" + want + " after the MSS clamps)");
            }
        }
    }
}
