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
 * PROBE_IS_MIDPOINT: every probe datagram is the midpoint of the search range, rounded down or up, up to the kernel's
 * MSS clamps. Restated ({@link #restated}): the earlier statement fixed the rounding to 6.18's {@code >> 1}.
 */
public final class ProbeIsMidpoint extends RangeInvariant {
    public ProbeIsMidpoint() {
        super("PROBE_IS_MIDPOINT", "PROBE",
                "Every probe datagram is the midpoint of the search range, rounded down or up, up to the kernel's MSS clamps.",
                "sent > 0  =>  sent == tcp_mss_to_mtu(tcp_mtu_to_mss((search_high + search_low) >> 1))"
                        + "  ||  sent == tcp_mss_to_mtu(tcp_mtu_to_mss((search_high + search_low + 1) >> 1))",
                "\"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015), John Heffner on 2/4: \"probe_size here is TCP segment size, while search_low and search_high are IP datagram sizes\"",
                "as ORDER_LOW_HIGH");
    }

    /** The statement before the rounding was left free. */
    private static final pmtuverify.props.Restatement RESTATED = new pmtuverify.props.Restatement(
            "Every probe datagram is the midpoint of the search range, up to the kernel's MSS clamps.",
            "sent > 0  =>  sent == tcp_mss_to_mtu(tcp_mtu_to_mss((search_high + search_low) >> 1))",
            "the series asks for a binary search (\"[PATCHv3 net-next 2/4] ipv4: Use binary search to choose tcp PMTU "
                    + "probe_size\", netdev, Fan Du, 27 Feb 2015: \"Use binary search to choose probe_size in a fine "
                    + "granularity manner\"), and either rounding of the midpoint halves the interval; the old formula "
                    + "fixed 6.18's rounding down, which probes search_low itself on an interval of 1 (FIX_ALL rounds up, "
                    + "so the search reaches search_high there)");

    @Override
    public pmtuverify.props.Restatement restated() {
        return RESTATED;
    }

    /** (search_high + search_low) &gt;&gt; 1, in int arithmetic as the kernel computes it. */
    public static int midpoint(int searchLow, int searchHigh) {
        return (searchHigh + searchLow) >> 1;
    }

    /** (search_high + search_low + 1) &gt;&gt; 1, the midpoint rounded up, in int arithmetic. */
    public static int midpointUp(int searchLow, int searchHigh) {
        return (searchHigh + searchLow + 1) >> 1;
    }

    /** sent &gt; 0  =&gt;  sent is clampedDown or clampedUp, the clamped midpoint rounded down or up. */
    public static boolean formula(int sent, int clampedDown, int clampedUp) {
        return sent <= 0 || sent == clampedDown || sent == clampedUp;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no probe sent", () -> formula(0, midpoint(1024, 1500), midpointUp(1024, 1500))),
                FormulaCase.holds("probe of 1262 on 1024..1500 (no clamp)", () -> formula(1262, midpoint(1024, 1500), midpointUp(1024, 1500))),
                FormulaCase.holds("probe of 1262 on 1024..1501 (rounded down)", () -> formula(1262, midpoint(1024, 1501), midpointUp(1024, 1501))),
                FormulaCase.holds("probe of 1263 on 1024..1501 (rounded up)", () -> formula(1263, midpoint(1024, 1501), midpointUp(1024, 1501))),
                FormulaCase.breaks("probe of 1264 on 1024..1501", () -> formula(1264, midpoint(1024, 1501), midpointUp(1024, 1501))),
                FormulaCase.breaks("probe of 1500, search_high itself, on 1024..1500", () -> formula(1500, midpoint(1024, 1500), midpointUp(1024, 1500))));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        if (st.sent > 0) {
            Sock s = st.after;
            int mid = midpoint(s.searchLow, s.searchHigh);
            int down = Pmtu.tcpMssToMtu(s, Pmtu.tcpMtuToMss(s, mid));
            int up = Pmtu.tcpMssToMtu(s, Pmtu.tcpMtuToMss(s, midpointUp(s.searchLow, s.searchHigh)));
            if (!formula(st.sent, down, up)) {
                throw new Broken("probe of " + st.sent + " bytes, the midpoint of " + s.searchLow + ".."
                        + s.searchHigh + " is " + mid + " (" + down + " or, rounded up, " + up + " after the MSS clamps)");
            }
        }
    }
}
