package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.RangeInvariant;

/**
 * ORDER_MSS_IN_RANGE: modulo headers, the MSS in use lies in the search range while probing is enabled, unless it is
 * the administrator's MSS floor (a state predicate). Restated ({@link #restated}): the earlier statement held the
 * floor to the search range too.
 */
public final class OrderMssInRange extends RangeInvariant {
    public OrderMssInRange() {
        super("ORDER_MSS_IN_RANGE", "ORDER",
                "Modulo headers, the MSS in use lies in the search range while probing is enabled; above search_high only when it is the MSS floor (sysctl_tcp_min_snd_mss on 6.x, 48 on 4.x, less the options), which the administrator sets.",
                "enabled != 0  =>  search_low <= tcp_mss_to_mtu(mss_cache)  &&  (tcp_mss_to_mtu(mss_cache) <= search_high  ||  mss_cache <= tcp_mtu_to_mss(0))",
                "\"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015), John Heffner on 3/4: \"Modulo headers, search_low <= mss =< search_high\"",
                "as ORDER_LOW_HIGH");
    }

    /** The statement before the MSS floor was exempted from search_high. */
    private static final pmtuverify.props.Restatement RESTATED = new pmtuverify.props.Restatement(
            "Modulo headers, the MSS in use lies in the search range while probing is enabled.",
            "enabled != 0  =>  search_low <= tcp_mss_to_mtu(mss_cache) <= search_high",
            "__tcp_mtu_to_mss (net/ipv4/tcp_output.c@v6.18) ends with \"mss_now = max(mss_now, "
                    + "READ_ONCE(sock_net(sk)->ipv4.sysctl_tcp_min_snd_mss))\" after the mss_clamp clamp, so every MSS "
                    + "tcp_sync_mss computes, the search's included, is at least the floor; the floor is the "
                    + "administrator's by design (commit 5f3e2bf008c2, \"tcp: add tcp_min_snd_mss sysctl\", which "
                    + "documents it in Documentation/networking/ip-sysctl: \"If this ADVMSS option is smaller than "
                    + "tcp_min_snd_mss, it is silently capped to tcp_min_snd_mss\"), and its "
                    + "handler accepts 48..65535 (ipv4_net_table, net/ipv4/sysctl_net_ipv4.c@v6.18, extra2 "
                    + "&tcp_min_snd_mss_max). A floor above the path's MSS is the administrator's choice, not a "
                    + "search state; PROBE_NOT_REFUSED assumes the same floor away. Every FIX_ALL witness of the old "
                    + "statement had the floor above search_high");

    @Override
    public pmtuverify.props.Restatement restated() {
        return RESTATED;
    }

    /**
     * enabled != 0  =&gt;  search_low &lt;= tcp_mss_to_mtu(mss_cache)  &amp;&amp;  (tcp_mss_to_mtu(mss_cache) &lt;= search_high
     * ||  mss_cache &lt;= tcp_mtu_to_mss(0)); {@code floorMss} is tcp_mtu_to_mss(0), the floor less the options.
     */
    public static boolean formula(int enabled, int searchLow, int mssMtu, int searchHigh, int mss, int floorMss) {
        return enabled == 0 || (searchLow <= mssMtu && (mssMtu <= searchHigh || mss <= floorMss));
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("enabled, datagram 1024 at search_low 1024..1400", () -> formula(1, 1024, 1024, 1400, 972, 36)),
                FormulaCase.holds("enabled, datagram 1400 at search_high 1024..1400", () -> formula(1, 1024, 1400, 1400, 1348, 36)),
                FormulaCase.holds("disabled, datagram 1500 above 1024..1400", () -> formula(0, 1024, 1500, 1400, 1448, 36)),
                FormulaCase.breaks("enabled, datagram 1500 above 1024..1400", () -> formula(1, 1024, 1500, 1400, 1448, 36)),
                FormulaCase.holds("enabled, datagram 1500 above 1024..1400, the MSS is the floor 1460 less 12", () -> formula(1, 1024, 1500, 1400, 1448, 1448)),
                FormulaCase.breaks("enabled, datagram 1500 above 1024..1400, one byte above the floor", () -> formula(1, 1024, 1500, 1400, 1448, 1447)),
                FormulaCase.breaks("enabled, datagram 1000 below 1024..1400", () -> formula(1, 1024, 1000, 1400, 948, 36)),
                FormulaCase.breaks("enabled, datagram 1000 below 1024..1400, at the floor", () -> formula(1, 1024, 1000, 1400, 948, 948)));
    }

    @Override
    public void checkState(Sock s) {
        int m = Pmtu.tcpMssToMtu(s, s.mssCache);
        int floor = Pmtu.tcpMtuToMss(s, 0);
        if (!formula(s.enabled, s.searchLow, m, s.searchHigh, s.mssCache, floor)) {
            throw new Broken("tcp_mss_to_mtu(mss_cache) = " + m + " outside search_low..search_high = " + s.searchLow
                    + ".." + s.searchHigh + " (mss_cache " + s.mssCache + ", the floor tcp_mtu_to_mss(0) " + floor + ")");
        }
    }
}
