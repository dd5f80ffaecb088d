package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.RangeInvariant;

/**
 * ORDER_LOW_HIGH: the search range is never empty while probing is enabled (a state predicate).
 */
public final class OrderLowHigh extends RangeInvariant {
    public OrderLowHigh() {
        super("ORDER_LOW_HIGH", "ORDER",
                "The search range is never empty: search_low <= search_high after every event while probing is enabled.",
                "enabled != 0  =>  search_low <= search_high",
                "\"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015), John Heffner on 3/4: \"Modulo headers, search_low <= mss =< search_high\"",
                "any event sequence: xmit, probe outcomes, black-hole timeouts, ICMP (down to 0), route changes, sysctl writes, idle gaps");
    }

    /** enabled != 0  =&gt;  search_low &lt;= search_high */
    public static boolean formula(int enabled, int searchLow, int searchHigh) {
        return enabled == 0 || searchLow <= searchHigh;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("probing enabled, search_low == search_high == 1400", () -> formula(1, 1400, 1400)),
                FormulaCase.holds("probing disabled, search_low 1400 > search_high 1399", () -> formula(0, 1400, 1399)),
                FormulaCase.breaks("probing enabled, search_low 1400 > search_high 1399", () -> formula(1, 1400, 1399)));
    }

    @Override
    public void checkState(Sock s) {
        if (!formula(s.enabled, s.searchLow, s.searchHigh)) {
            throw new Broken("search_low " + s.searchLow + " > search_high " + s.searchHigh);
        }
    }
}
