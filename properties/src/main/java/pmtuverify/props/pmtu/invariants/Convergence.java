package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.Profile;

/**
 * CONVERGENCE: when the search stops on a clean path, the datagram in use is within the threshold of the path.
 */
public final class Convergence extends PmtuInvariant {
    public Convergence() {
        super("CONVERGENCE", "CONVERGENCE", Profile.STEADY,
                "When the search stops on a clean path of MTU P, the datagram size in use is within the threshold of min(P, initial search_high).",
                "stopped and no probe in flight  =>  min(P, search_high0) - tcp_mss_to_mtu(mss_cache) < max(1, threshold)  (threshold 8 where the sysctl does not exist)",
                "\"Re: [PATCH net-next 2/3] ipv4: Use binary search to choose tcp PMTU probe_size\" (netdev, John Heffner and Fan Du, 13-14 Feb 2015), Fan Du: \"every BYTE in datacenter cost money\"; \"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015) 2/4: threshold \"to control when probing will stop\"",
                "clean path, tcp_mtu_probing 2, 48 <= tcp_base_mss <= mss_clamp and search_low <= P, time does not advance");
    }

    /**
     * stopped and no probe in flight  =&gt;  target - in_use &lt; max(1, threshold), with target =
     * min(P, search_high0) and in_use = tcp_mss_to_mtu(mss_cache), as mathematical integers.
     */
    public static boolean formula(int target, int inUse, int threshold) {
        return (long) target - inUse < Math.max(1, threshold);
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("1500 path, 1493 in use, threshold 8", () -> formula(1500, 1493, 8)),
                FormulaCase.holds("1500 path, 1500 in use, threshold 0 (counts as 1)", () -> formula(1500, 1500, 0)),
                FormulaCase.breaks("1500 path, 1492 in use, threshold 8", () -> formula(1500, 1492, 8)),
                FormulaCase.breaks("1500 path, 1499 in use, threshold -1 (counts as 1)", () -> formula(1500, 1499, -1)));
    }

    /** 48 &lt;= tcp_base_mss &lt;= mss_clamp, and search_low starts within the path. */
    @Override
    public boolean assumed(PmtuHarness.State s, Coverage coverage) {
        Config c = s.sock.config;
        return assume(c.tcpBaseMss >= 48 && c.tcpBaseMss <= c.mssClamp && s.sock.searchLow <= s.pathMtu, coverage,
                "assumption unmet: tcp_base_mss outside 48..mss_clamp or search_low > P (not checked)");
    }

    /** Checked only when the premise holds: the search stopped with no probe in flight. */
    @Override
    public String premise() {
        return "search stopped";
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        Sock s = st.after;
        if (!st.stopped || s.probeSize != 0) {
            return;
        }
        coverage.hit("search stopped");
        int high0 = s.config.mssClamp + 20 + s.config.netHeaderLen();
        int target = Math.min(next.pathMtu, high0);
        if (s.searchLow > next.pathMtu) {
            return; // assumption: search_low starts within the path
        }
        int inUse = Pmtu.tcpMssToMtu(s, s.mssCache);
        int threshold = s.config.variant.hasProbeThreshold() ? s.tcpProbeThreshold : Sysctl.DEFAULT_PROBE_THRESHOLD;
        if (!formula(target, inUse, threshold)) {
            throw new Broken("search stopped with datagrams of " + inUse + " bytes on a path of " + target
                    + " (initial search_high " + high0 + "): " + (target - inUse) + " bytes left unused, threshold "
                    + threshold);
        }
    }
}
