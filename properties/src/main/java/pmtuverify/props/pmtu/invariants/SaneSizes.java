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
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.Profile;

/**
 * SANE_SIZES: probe datagrams within IP limits, mss_cache at the kernel's floor or above.
 */
public final class SaneSizes extends PmtuInvariant {
    public SaneSizes() {
        super("SANE_SIZES", "STATE_SANITY", Profile.GENERAL,
                "Probe datagrams are within IP limits (68 or 1280 for IPv6, at most 65535) and mss_cache keeps the kernel's floor of 48 bytes for a full option set plus data.",
                "sent > 0 => min_mtu <= sent <= 65535;  mss_cache + (tcp_header_len - 20) >= 48",
                "tcp_mtu_to_mss: \"reserve room for full set of TCP options and 8 bytes of data\"; RFC 791, RFC 8200",
                "as ORDER_LOW_HIGH");
    }

    /** sent &gt; 0  =&gt;  min_mtu &lt;= sent &lt;= 65535 (min_mtu 68, or 1280 for IPv6) */
    public static boolean sizeFormula(int sent, int ip) {
        int min = ip == 6 ? 1280 : 68;
        return sent <= 0 || (sent >= min && sent <= 65535);
    }

    /** mss_cache + (tcp_header_len - 20) &gt;= 48, mss_cache read as a signed int widened to 64 bits. */
    public static boolean mssFormula(int mssCache, int tcpOptions) {
        return (long) mssCache + tcpOptions >= 48;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("IPv4 probe of 68", () -> sizeFormula(68, 4)),
                FormulaCase.breaks("IPv6 probe of 1279", () -> sizeFormula(1279, 6)),
                FormulaCase.breaks("probe of 65536", () -> sizeFormula(65536, 4)),
                FormulaCase.holds("mss_cache 36 with 12 option bytes", () -> mssFormula(36, 12)),
                FormulaCase.breaks("mss_cache 35 with 12 option bytes", () -> mssFormula(35, 12)),
                FormulaCase.breaks("mss_cache 4294967295 (a negative int)", () -> mssFormula(-1, 40)));
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        Sock s = st.after;
        if (!sizeFormula(st.sent, s.config.ip)) {
            throw new Broken("probe datagram of " + st.sent + " bytes outside " + (s.config.ip == 6 ? 1280 : 68) + "..65535");
        }
        if (!mssFormula(s.mssCache, s.config.tcpOptions)) {
            throw new Broken("mss_cache " + C.u32String(s.mssCache) + " below the floor of 48 - " + s.config.tcpOptions
                    + " option bytes");
        }
    }
}
