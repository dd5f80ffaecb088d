package pmtuverify.props;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Converge;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Variant;

/** Properties over typed inputs (QuickTheories, fixed seeds): the helpers and the threshold sysctl's whole domain. */
class HelperTheoriesTest {
    private static Sock sock(int ip, int opts, int clamp) {
        return Pmtu.connect(Config.defaults(Variant.MAINLINE).withIp(ip).withTcpOptions(opts).withMssClamp(clamp)).after;
    }

    @Test
    void mtuToMssInvertsMssToMtuAwayFromTheClamps() {
        qt().withFixedSeed(1).withExamples(2000)
                .forAll(integers().between(0, 1), integers().between(0, 10), integers().between(0, 65535), integers().between(0, 65535))
                .checkAssert((v6, o, clamp, mss) -> {
                    Sock s = sock(v6 == 1 ? 6 : 4, 4 * o, clamp);
                    int m = Pmtu.tcpMtuToMss(s, Pmtu.tcpMssToMtu(s, mss));
                    if (mss + 4 * o <= clamp && mss + 4 * o >= 48) {
                        assertThat(m).isEqualTo(mss);
                    } else {
                        assertThat(m).isEqualTo(Math.max(48, Math.min(mss + 4 * o, clamp)) - 4 * o);
                    }
                });
    }

    @Test
    void mtuToMssIsMonotoneAndFloored() {
        qt().withFixedSeed(2).withExamples(2000)
                .forAll(integers().between(0, 10), integers().between(0, 65535), integers().between(0, 65534))
                .checkAssert((o, clamp, mtu) -> {
                    Sock s = sock(4, 4 * o, clamp);
                    assertThat(Pmtu.tcpMtuToMss(s, mtu)).isLessThanOrEqualTo(Pmtu.tcpMtuToMss(s, mtu + 1));
                    assertThat(Pmtu.tcpMtuToMss(s, mtu) + 4 * o).isGreaterThanOrEqualTo(48);
                });
    }

    /** On a clean 1500 path, MAINLINE stops iff the threshold is at least 2: every int the handler accepts. */
    @Test
    void mainlineStopsOnA1500PathIffThresholdAtLeastTwo() {
        qt().withFixedSeed(3).withExamples(500).forAll(integers().all()).checkAssert(t -> {
            Config c = Config.defaults(Variant.MAINLINE).withSysctl("tcp_mtu_probing", 2).withSysctl("tcp_probe_threshold", t);
            Converge.Result r = Converge.run(c, 1500, 20, 100);
            assertThat(r.stopped).as("threshold " + t).isEqualTo(t >= 2);
            Converge.Result v5 = Converge.run(c.withVariant(Variant.V5), 1500, 20, 100);
            assertThat(v5.stopped).as("V5's max(1, threshold) does not save threshold 1: " + t).isEqualTo(t >= 2);
        });
    }
}
