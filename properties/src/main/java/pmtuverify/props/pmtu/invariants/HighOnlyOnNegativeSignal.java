package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.RangeInvariant;

/**
 * HIGH_ONLY_ON_NEGATIVE_SIGNAL: a black-hole timeout never lowers search_high below what the route says.
 */
public final class HighOnlyOnNegativeSignal extends RangeInvariant {
    public HighOnlyOnNegativeSignal() {
        super("HIGH_ONLY_ON_NEGATIVE_SIGNAL", "ORDER",
                "search_high moves down only on a negative signal about the path (a lost probe, an ICMP, a lower route MTU), never on a timeout.",
                "rto  =>  search_high' >= min(search_high, pmtu_cookie, route_mtu)   (re-syncing to the route's MTU is the route's doing)",
                "\"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015), John Heffner on 3/4: \"Search_high should be adjusted downward only when you're quite certain that you've gotten a negative signal\"",
                "as ORDER_LOW_HIGH");
    }

    /**
     * rto  =&gt;  search_high' &gt;= min(search_high, pmtu_cookie, route_mtu), with pmtu_cookie and the route
     * MTU read as u32.
     */
    public static boolean formula(boolean rto, int searchHigh, int pmtuCookie, int routeMtu, int searchHighAfter) {
        long floor = Math.min(Math.min(searchHigh, C.u32(pmtuCookie)), C.u32(routeMtu));
        return !rto || searchHighAfter >= floor;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("rto, search_high stays 1500", () -> formula(true, 1500, 1500, 1500, 1500)),
                FormulaCase.holds("rto, search_high re-synced to a route of 1400", () -> formula(true, 1500, 1500, 1400, 1400)),
                FormulaCase.holds("a lost probe lowers search_high to 1199", () -> formula(false, 1500, 1500, 1500, 1199)),
                FormulaCase.breaks("rto lowers search_high from 1500 to 1024", () -> formula(true, 1500, 1500, 1500, 1024)));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        Sock b = before.sock;
        Sock s = st.after;
        if (!formula(e.kind == Event.Kind.RTO, b.searchHigh, b.pmtuCookie, b.routeMtu, s.searchHigh)) {
            throw new Broken("a timeout lowered search_high from " + b.searchHigh + " to " + s.searchHigh
                    + " (pmtu_cookie " + C.u32String(b.pmtuCookie) + ")");
        }
    }
}
