package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
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
 * PROBE_NOT_REFUSED: IP output never refuses a probe tcp_mtu_probe built.
 */
public final class ProbeNotRefused extends RangeInvariant {
    public ProbeNotRefused() {
        super("PROBE_NOT_REFUSED", "PROBE",
                "Every probe tcp_mtu_probe builds fits the route: IP output never refuses it (a refused probe is never sent, costs an ICMP to the stack itself and an IpFragFails, and the search does not move).",
                "xmit  =>  not refused   (refused: tcp_mss_to_mtu(probe) > dst_mtu with DF set)",
                "net/ipv4/ip_output.c ip_fragment and net/ipv6/ip6_output.c ip6_xmit at v6.18; the search range is meant to stay within the route (tcp_sync_mss caps search_high at the route's MTU)",
                "as ORDER_LOW_HIGH, with active and passive opens; on 6.x tcp_mss_to_mtu(tcp_min_snd_mss) fits the route (above it every segment is too long)");
    }

    /**
     * xmit  =&gt;  not refused, where the variant's tcp_min_snd_mss fits the route (the assumption: above
     * it every segment is too long, not only probes).
     */
    public static boolean formula(boolean refused, boolean floorFits) {
        return !refused || !floorFits;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("probe sent within the route", () -> formula(false, true)),
                FormulaCase.holds("refused, tcp_min_snd_mss above the route (assumed away)", () -> formula(true, false)),
                FormulaCase.breaks("refused, tcp_min_snd_mss fits the route", () -> formula(true, true)));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        Sock s = st.after;
        boolean floorFits = !s.config.variant.hasMinSndMss() || C.ule(Pmtu.tcpMssToMtu(s, s.tcpMinSndMss), s.routeMtu);
        if (!formula(st.refused, floorFits)) {
            throw new Broken("IP output refused a probe larger than the route MTU " + C.u32String(s.routeMtu)
                    + " (search_low " + s.searchLow + ", search_high " + s.searchHigh + ", pmtu_cookie "
                    + C.u32String(s.pmtuCookie) + ")");
        }
    }
}
