package pmtuverify.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Variant;

/** Pins each helper to values computed by hand from the 4.0/4.1 C. */
class HelpersTest {
    private static Sock sock(Config c) {
        return Pmtu.connect(c).after;
    }

    @Test
    void tcpMtuToMssIpv4Timestamps() {
        Sock s = sock(Config.defaults(Variant.MAINLINE));
        // 1500 - 20 (iphdr) - 20 (tcphdr) = 1460 <= mss_clamp 1460; >= 48; - 12 options = 1448
        assertThat(Pmtu.tcpMtuToMss(s, 1500)).isEqualTo(1448);
        assertThat(Pmtu.tcpMssToMtu(s, 1448)).isEqualTo(1500);
        assertThat(Pmtu.tcpMtuToMss(s, 1076)).isEqualTo(1024);
    }

    @Test
    void tcpMtuToMssIpv6() {
        Sock s = sock(Config.defaults(Variant.MAINLINE).withIp(6));
        assertThat(s.config.mssClamp).isEqualTo(1440);
        // 1500 - 40 - 20 = 1440; - 12 = 1428
        assertThat(Pmtu.tcpMtuToMss(s, 1500)).isEqualTo(1428);
        assertThat(Pmtu.tcpMssToMtu(s, 1428)).isEqualTo(1500);
        assertThat(Pmtu.tcpMtuToMss(s, 1280)).isEqualTo(1208);
    }

    @Test
    void mssClampBitesBeforeOptionsAreSubtracted() {
        Sock s = sock(Config.defaults(Variant.MAINLINE).withMssClamp(1000));
        // 9000 - 40 = 8960 > 1000 -> 1000; - 12 = 988
        assertThat(Pmtu.tcpMtuToMss(s, 9000)).isEqualTo(988);
        // not an inverse at the clamp: tcp_mss_to_mtu(988) = 1040
        assertThat(Pmtu.tcpMssToMtu(s, 988)).isEqualTo(1040);
    }

    @Test
    void floorOf48AppliesBeforeOptions() {
        Sock s = sock(Config.defaults(Variant.MAINLINE));
        // 68 - 40 = 28 < 48 -> 48; - 12 = 36
        assertThat(Pmtu.tcpMtuToMss(s, 68)).isEqualTo(36);
        Sock noOpts = sock(Config.defaults(Variant.MAINLINE).withTcpOptions(0));
        assertThat(Pmtu.tcpMtuToMss(noOpts, 68)).isEqualTo(48);
        Sock full = sock(Config.defaults(Variant.MAINLINE).withTcpOptions(40));
        // 48 - 40 options = 8
        assertThat(Pmtu.tcpMtuToMss(full, 0)).isEqualTo(8);
    }

    @Test
    void mtupInitAndSyncMssPerVariant() {
        Sock pre = sock(Config.defaults(Variant.PRE).withSysctl("tcp_mtu_probing", 2));
        assertThat(pre.enabled).isEqualTo(1);
        assertThat(pre.searchLow).isEqualTo(512 + 32 + 20);
        assertThat(pre.searchHigh).isEqualTo(1500);
        assertThat(pre.mssCache).isEqualTo(512);
        Sock main = sock(Config.defaults(Variant.MAINLINE).withSysctl("tcp_mtu_probing", 2));
        assertThat(main.searchLow).isEqualTo(1076);
        assertThat(main.mssCache).isEqualTo(1024);
        Sock off = sock(Config.defaults(Variant.MAINLINE).withSysctl("tcp_mtu_probing", 1));
        assertThat(off.enabled).isZero();
        assertThat(off.mssCache).isEqualTo(1448);
        Sock v1 = sock(Config.defaults(Variant.V1).withSysctl("tcp_mtu_probing", 1));
        assertThat(v1.enabled).as("V1 changes the meaning of tcp_mtu_probing").isEqualTo(1);
    }

    @Test
    void cIntegerHelpers() {
        assertThat(C.ugt(-1, 5)).isTrue();
        assertThat(C.uge(-2, 1000)).isTrue();
        assertThat(C.mulWrapsU32(4294968, 1000)).isTrue();
        assertThat(C.mulWrapsU32(4294967, 1000)).isFalse();
        assertThat(C.u32String(-1)).isEqualTo("4294967295");
        assertThat(Jiffies.initialJiffies(1000)).isEqualTo(4294967296L - 300_000L);
        assertThat(Jiffies.tcpTimeStamp(Jiffies.initialJiffies(250) + 300 * 250)).isZero();
    }
}
