package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.Profile;

/**
 * REPROBE_RESET: a reprobe restarts the search from the initial search_high and the MSS in use.
 */
public final class ReprobeReset extends PmtuInvariant {
    public ReprobeReset() {
        super("REPROBE_RESET", "REPROBE_TIMING", Profile.REPROBE,
                "A reprobe restarts the search from the initial search_high and from the MSS in use.",
                "reprobed  =>  search_high == mss_clamp + 20 + net_header_len and search_low == tcp_mss_to_mtu(mss_cache) and probe_size == 0",
                "RFC 4821 section 7.3; \"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015) 4/4; v5 changelog \"zero probe_size before resetting search range\"",
                "as REPROBE_TIMING");
    }

    /** reprobed  =&gt;  search_high == high0 and search_low == low0 and probe_size == 0 */
    public static boolean formula(int searchHigh, int searchLow, int probeSize, int high0, int low0) {
        return searchHigh == high0 && searchLow == low0 && probeSize == 0;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("reset to 1400..1500, no probe", () -> formula(1500, 1400, 0, 1500, 1400)),
                FormulaCase.breaks("probe_size 1450 kept", () -> formula(1500, 1400, 1450, 1500, 1400)),
                FormulaCase.breaks("search_high kept at 1450", () -> formula(1450, 1400, 0, 1500, 1400)),
                FormulaCase.breaks("search_low 1024, not the MSS in use", () -> formula(1500, 1024, 0, 1500, 1400)));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        if (!st.stopped || !st.reprobed) {
            return;
        }
        Sock s = st.after;
        Variant variant = s.config.variant;
        int high0 = s.config.mssClamp + 20 + s.config.netHeaderLen();
        int low0 = Pmtu.tcpMssToMtu(s, s.mssCache);
        // the FIX rules move the restart point: re-synced to the route, and search_low no higher than search_high
        if (variant.highResetRule == Variant.HighResetRule.SYNC && C.ugt(high0, s.pmtuCookie)) {
            high0 = s.pmtuCookie;
        }
        if (variant.syncRule == Variant.SyncRule.SEARCH_LOW_FOLLOWS_HIGH && variant.highResetRule == Variant.HighResetRule.SYNC
                && low0 > high0) {
            low0 = high0;
        }
        if (!formula(s.searchHigh, s.searchLow, s.probeSize, high0, low0)) {
            throw new Broken("reprobe reset the range to " + s.searchLow + ".." + s.searchHigh + " (expected "
                    + low0 + ".." + high0 + ")");
        }
    }
}
