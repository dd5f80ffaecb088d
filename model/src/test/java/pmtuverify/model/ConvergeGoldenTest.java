package pmtuverify.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Converge;
import pmtuverify.model.plpmtud.Variant;

/** Golden convergence of each variant on a clean 1500-byte IPv4 path, timestamps on, tcp_mtu_probing 2. */
class ConvergeGoldenTest {
    private static Converge.Result run(Variant v) {
        return Converge.run(Config.defaults(v).withSysctl("tcp_mtu_probing", 2), 1500, 20, 64);
    }

    @Test
    void preDoublesOnceAndStopsAt1024() {
        Converge.Result r = run(Variant.PRE);
        // mss 512 -> probe 2*512 = 1024 bytes of payload = 1076-byte datagram; then 2048 > 1448 stops
        assertThat(r.probes).containsExactly(1076);
        assertThat(r.last.mssCache).isEqualTo(1024);
        assertThat(r.stopped).isTrue();
    }

    @Test
    void v1ProbesMidpointPlusHeaders() {
        Converge.Result r = run(Variant.V1);
        // low 564: mid 1032 -> 1084; mid (1500+1084)/2=1292 -> 1344; 1422 -> 1474; mid 1487 > 1448 stops
        assertThat(r.probes).containsExactly(1084, 1344, 1474);
        assertThat(r.last.mssCache).isEqualTo(1422);
    }

    @Test
    void v3ProbesMidpointPlusHeaders() {
        Converge.Result r = run(Variant.V3);
        // low 1076: mid 1288 -> 1340; mid 1420 -> 1472; mid 1486 > 1448 stops
        assertThat(r.probes).containsExactly(1340, 1472);
        assertThat(r.last.mssCache).isEqualTo(1420);
    }

    @Test
    void mainlineBinarySearchEndsWithinThreshold() {
        Converge.Result r = run(Variant.MAINLINE);
        // 1288, 1394, 1447, 1473, 1486, 1493 (intervals 424, 212, 106, 53, 27, 14, 7 < 8)
        assertThat(r.probes).containsExactly(1288, 1394, 1447, 1473, 1486, 1493);
        assertThat(r.last.searchLow).isEqualTo(1493);
        assertThat(r.last.mssCache).isEqualTo(1441);
        assertThat(run(Variant.V5).probes).isEqualTo(r.probes);
    }

    @Test
    void mainlineOnVxlanPathFindsOverlayMtu() {
        Converge.Result r = Converge.run(Config.defaults(Variant.MAINLINE).withSysctl("tcp_mtu_probing", 2), 1450, 20, 64);
        assertThat(r.stopped).isTrue();
        assertThat(r.last.searchLow).isBetween(1450 - 8, 1450);
        assertThat(r.last.searchHigh).isGreaterThanOrEqualTo(1450);
    }
}
