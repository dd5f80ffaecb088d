package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.Profile;

/**
 * BLACKHOLE_RECOVERY: black-hole timeouts bring mss_cache down to the path. Its monitor counts the timeouts in a row
 * while the MSS did not fit ({@code PmtuHarness.State.rtosNotFitting}).
 */
public final class BlackholeRecovery extends PmtuInvariant {
    public BlackholeRecovery() {
        super("BLACKHOLE_RECOVERY", "BLACKHOLE_RECOVERY", Profile.BLACKHOLE,
                "When the path silently drops every datagram above P, black-hole timeouts bring mss_cache down until it fits P: at most 8 consecutive timeouts while the MSS does not fit.",
                "rto while tcp_mss_to_mtu(mss_cache) > P, 9 times in a row  =>  violation",
                "\"Re: [PATCH net-next 2/3] ipv4: Use binary search to choose tcp PMTU probe_size\" (netdev, John Heffner and Fan Du, 13-14 Feb 2015), John Heffner on V1's tcp_timer.c hunk: \"I think this breaks black hole detection\"; RFC 4821 section 7.7",
                "tcp_mtu_probing >= 1, P >= 576 (IPv4) or 1280 (IPv6), on 6.x tcp_mss_to_mtu(max(tcp_mtu_probe_floor, tcp_min_snd_mss)) <= P, no ICMP, probes above P lost");
    }

    /** The most black-hole timeouts in a row while the MSS does not fit. */
    public static final int MAX_RTOS = 8;

    /** rto while tcp_mss_to_mtu(mss_cache) &gt; P, 9 times in a row  =&gt;  violation */
    public static boolean formula(int rtosInARow) {
        return rtosInARow <= MAX_RTOS;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no timeout while the MSS did not fit", () -> formula(0)),
                FormulaCase.holds("8 timeouts in a row", () -> formula(8)),
                FormulaCase.breaks("9 timeouts in a row", () -> formula(9)));
    }

    /** P at least the IP minimum, and on 6.x the floors fit P. */
    @Override
    public boolean assumed(PmtuHarness.State s, Coverage coverage) {
        Config c = s.sock.config;
        int floor = c.variant.hasMtuProbeFloor() ? Math.max(c.tcpMinSndMss, c.tcpMtuProbeFloor) : 0;
        return assume(s.pathMtu >= (c.ip == 6 ? 1280 : 576) && Pmtu.tcpMssToMtu(s.sock, floor) <= s.pathMtu, coverage,
                "assumption unmet: P below 576 (IPv4) or 1280 (IPv6), or the 6.x floors above P (not checked)");
    }

    /** Counts the timeouts in a row while the MSS does not fit; a fitting MSS resets the count. */
    @Override
    public PmtuHarness.State monitor(PmtuHarness.State before, Event e, PmtuHarness.State next, Coverage coverage) {
        int rtos = next.rtosNotFitting;
        if (e.kind == Event.Kind.RTO && !before.mssFits()) {
            rtos++;
            coverage.hit("rto while mss above path");
        }
        if (next.mssFits()) {
            if (rtos > 0) {
                coverage.hit("recovered");
            }
            rtos = 0;
        }
        return next.withRtosNotFitting(rtos);
    }

    /** Checked only when the premise holds: a timeout while mss_cache does not fit the path. */
    @Override
    public String premise() {
        return "rto while mss above path";
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        if (!formula(next.rtosNotFitting)) {
            Sock sock = next.sock;
            throw new Broken(next.rtosNotFitting + " black-hole timeouts in a row and mss_cache " + C.u32String(sock.mssCache)
                    + " (datagram " + Pmtu.tcpMssToMtu(sock, sock.mssCache) + ") still exceeds the path MTU " + next.pathMtu
                    + "; search_low " + sock.searchLow);
        }
    }
}
