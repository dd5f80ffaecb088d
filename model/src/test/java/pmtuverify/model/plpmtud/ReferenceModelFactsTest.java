package pmtuverify.model.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;

/** docs/REFERENCE.md's figures of the trace's defaults and of the peer's window are the model's. */
class ReferenceModelFactsTest {
    static final String DOC = "docs/REFERENCE.md";

    /** The least max_window at which tcp_bound_to_half_wnd halves (a segment of 1448 bounded below the window itself). */
    static int halvesFrom(Variant v) {
        for (int w = 68; w < 4096; w++) {
            Sk sk = new Sk(Config.defaults(v));
            sk.maxWindow = w;
            if (sk.tcpBoundToHalfWnd(1448) < w) {
                return w;
            }
        }
        throw new AssertionError("never halves");
    }

    @Test
    void theHalfWindowThresholdsAndTheDefaultsAreTheModels() {
        DocClaims.says(DOC, "(mss_cache at most half of it above " + (halvesFrom(Variant.LATEST) - 1) + " on LATEST, above "
                + (halvesFrom(Variant.MAINLINE) - 1) + " on the 4.x variants, never below 68 - tcp_header_len)");
        assertThat(halvesFrom(Variant.PRE)).isEqualTo(halvesFrom(Variant.MAINLINE));
        Config c = Config.defaults(Variant.LATEST);
        DocClaims.says(DOC, "IPv4, timestamps on, route MTU " + c.routeMtu + ", mss_clamp = route_mtu - headers, HZ " + c.hz
                        + ", jiffies " + c.jiffies + ", snd_cwnd " + c.sndCwnd + ",",
                "tcp_min_snd_mss and tcp_mtu_probe_floor " + Sysctl.DEFAULT_MIN_SND_MSS + ".",
                "(`tcp_mtu_probing` " + new Sk(c).tcpMtuProbing + ", `snd_cwnd` " + c.sndCwnd + ")",
                "(and optionally `\"reordering\":R`, default " + Sk.DEFAULT_REORDERING + ")");
        assertThat(c.ip).isEqualTo(4);
        assertThat(c.tcpOptions).isEqualTo(12);
    }

    /** The least snd_cwnd at which an xmit of a probing connection sends a probe: tcp_mtu_probe's cwnd gate. */
    @Test
    void theCwndGateIsTheModels() {
        int least = -1;
        for (int cwnd = 1; cwnd <= 40 && least < 0; cwnd++) {
            Config c = Config.defaults(Variant.LATEST).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSndCwnd(cwnd);
            if (Pmtu.step(Pmtu.connect(c).after, Event.of(Event.Kind.XMIT)).sent > 0) {
                least = cwnd;
            }
        }
        DocClaims.says(DOC, "(`tcp_mtu_probing` 2, and `snd_cwnd` at least " + least + ", which tcp_mtu_probe requires)");
    }
}
