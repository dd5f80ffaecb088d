package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
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
 * SYSCTL_MEANING: what each tcp_mtu_probing value means, at connect and after every event.
 */
public final class SysctlMeaning extends PmtuInvariant {
    public SysctlMeaning() {
        super("SYSCTL_MEANING", "SYSCTL_MEANING", Profile.SYSCTL,
                "tcp_mtu_probing 0 never probes; 1 keeps probing off until a black hole is detected; 2 probes from the start.",
                "probing 0 => enabled == 0 always; probing 1 => enabled == 0 before the first rto; probing 2 => enabled != 0 after connect",
                "Documentation/networking/ip-sysctl.txt, quoted in \"Re: [PATCH net-next 2/3] ipv4: Use binary search to choose tcp PMTU probe_size\" (netdev, John Heffner and Fan Du, 13-14 Feb 2015): \"You're changing the meaning of sysctl_tcp_mtu_probing\"",
                "tcp_mtu_probing fixed at 0, 1 or 2 for the connection; other values are counted in the statistics only");
    }

    /**
     * probing 0 =&gt; enabled == 0 and no probe sent; probing 1 =&gt; enabled == 0 before the first rto;
     * probing 2 =&gt; enabled != 0 (other values: no claim). At connect no rto has happened and nothing was sent.
     */
    public static boolean formula(int probing, int enabled, int sent, boolean sawRto) {
        switch (probing) {
            case 0:
                return enabled == 0 && sent <= 0;
            case 1:
                return sawRto || enabled == 0;
            case 2:
                return enabled != 0;
            default:
                return true;
        }
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("probing 1, enabled after a timeout", () -> formula(1, 1, 0, true)),
                FormulaCase.holds("probing 3, disabled", () -> formula(3, 0, 0, false)),
                FormulaCase.breaks("probing 0, a probe of 1262 sent", () -> formula(0, 0, 1262, false)),
                FormulaCase.breaks("probing 1, enabled before any timeout", () -> formula(1, 1, 0, false)),
                FormulaCase.breaks("probing 2, disabled", () -> formula(2, 0, 0, true)));
    }

    @Override
    public void checkStart(PmtuHarness.State st, Coverage coverage) {
        Sock sock = st.sock;
        int p = sock.config.tcpMtuProbing;
        coverage.hit(p == 0 ? "tcp_mtu_probing 0" : p == 1 ? "tcp_mtu_probing 1" : p == 2 ? "tcp_mtu_probing 2"
                : "tcp_mtu_probing other");
        if (!formula(p, sock.enabled, 0, false)) {
            throw new Broken(p == 2 ? "tcp_mtu_probing=2 but probing is disabled at connect"
                    : "tcp_mtu_probing=" + p + " but probing is enabled at connect");
        }
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        Sock s = next.sock;
        int p = s.tcpMtuProbing;
        if (!formula(p, s.enabled, st.sent, next.sawRto)) {
            throw new Broken(p == 0 ? "tcp_mtu_probing=0 but probing is " + (st.sent > 0 ? "sending probes" : "enabled")
                    : p == 1 ? "tcp_mtu_probing=1 but probing is enabled before any black-hole timeout"
                    : "tcp_mtu_probing=2 but probing is disabled");
        }
    }
}
