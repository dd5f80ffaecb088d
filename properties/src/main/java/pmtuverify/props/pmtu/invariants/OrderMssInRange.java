package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.RangeInvariant;

/**
 * ORDER_MSS_IN_RANGE: modulo headers, the MSS in use lies in the search range while probing is enabled (a state predicate).
 */
public final class OrderMssInRange extends RangeInvariant {
    public OrderMssInRange() {
        super("ORDER_MSS_IN_RANGE", "ORDER",
                "Modulo headers, the MSS in use lies in the search range while probing is enabled.",
                "enabled != 0  =>  search_low <= tcp_mss_to_mtu(mss_cache) <= search_high",
                "\"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015), John Heffner on 3/4: \"Modulo headers, search_low <= mss =< search_high\"",
                "as ORDER_LOW_HIGH");
    }

    /** enabled != 0  =&gt;  search_low &lt;= tcp_mss_to_mtu(mss_cache) &lt;= search_high */
    public static boolean formula(int enabled, int searchLow, int mssMtu, int searchHigh) {
        return enabled == 0 || (searchLow <= mssMtu && mssMtu <= searchHigh);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("enabled, datagram 1024 at search_low 1024..1400", () -> formula(1, 1024, 1024, 1400)),
                FormulaCase.holds("enabled, datagram 1400 at search_high 1024..1400", () -> formula(1, 1024, 1400, 1400)),
                FormulaCase.holds("disabled, datagram 1500 above 1024..1400", () -> formula(0, 1024, 1500, 1400)),
                FormulaCase.breaks("enabled, datagram 1500 above 1024..1400", () -> formula(1, 1024, 1500, 1400)),
                FormulaCase.breaks("enabled, datagram 1000 below 1024..1400", () -> formula(1, 1024, 1000, 1400)));
    }

    @Override
    public void checkState(Sock s) {
        int m = Pmtu.tcpMssToMtu(s, s.mssCache);
        if (!formula(s.enabled, s.searchLow, m, s.searchHigh)) {
            throw new Broken("tcp_mss_to_mtu(mss_cache) = " + m + " outside search_low..search_high = " + s.searchLow
                    + ".." + s.searchHigh);
        }
    }
}
