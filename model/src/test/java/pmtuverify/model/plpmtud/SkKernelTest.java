package pmtuverify.model.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each kernel function of {@link Sk}, called directly on a hand-built socket, pinned branch by branch (both sides of
 * every comparison, the boundary value itself, every variant's rule, IPv4 and IPv6, the exact {@code wraps}) to
 * values computed by hand from the C: net/ipv4/tcp_output.c, tcp_input.c and tcp_timer.c at v4.0, v4.1 and v6.18,
 * net/ipv4/route.c and net/ipv6/tcp_ipv6.c at v4.1 and v6.18. Defaults: IPv4, timestamps (tcp_header_len 32),
 * mss_clamp 1460, route MTU 1500, HZ 1000.
 */
class SkKernelTest {
    private static final int INT_MIN = Integer.MIN_VALUE;
    private static final int INT_MAX = Integer.MAX_VALUE;

    /** A socket after connection set-up of {@code c} (the variant's order). */
    private static Sk connected(Config c) {
        Sk sk = new Sk(c);
        sk.connect();
        return sk;
    }

    /** A socket with probing enabled and the given search state, pmtu_cookie = route MTU, snd_cwnd 20. */
    static Sk searching(Config c, int searchLow, int searchHigh, int mssCache) {
        Sk sk = new Sk(c);
        sk.enabled = 1;
        sk.tcpMtuProbing = 2;
        sk.searchLow = searchLow;
        sk.searchHigh = searchHigh;
        sk.mssCache = mssCache;
        sk.pmtuCookie = sk.routeMtu;
        sk.sndCwnd = 20;
        return sk;
    }

    /** As {@link #searching}, on a route of {@code mtu} (pmtu_cookie in sync with it), locked or not. */
    private static Sk onRoute(Config c, int searchLow, int searchHigh, int mssCache, int mtu, boolean locked) {
        Sk sk = searching(c, searchLow, searchHigh, mssCache);
        sk.routeMtu = mtu;
        sk.pmtuCookie = mtu;
        sk.routeLocked = locked;
        return sk;
    }

    private static List<String> wraps(Sk sk) {
        return sk.wraps == null ? List.of() : sk.wraps;
    }

    private static Config v4(Variant v) {
        return Config.defaults(v);
    }

    private static Config v6(Variant v) {
        return Config.defaults(v).withIp(6);
    }

    // ---- tcp_mtu_to_mss / __tcp_mtu_to_mss, tcp_mss_to_mtu (net/ipv4/tcp_output.c@v4.1, @v6.18) ----

    @Test
    @DisplayName("__tcp_mtu_to_mss@v4.1: mss_clamp on both sides, the 48 floor on both sides, options subtracted last")
    void tcpMtuToMss4() {
        Sk sk = new Sk(v4(Variant.MAINLINE));
        assertThat(sk.tcpMtuToMss(1499)).isEqualTo(1459 - 12); // 1459 <= 1460
        assertThat(sk.tcpMtuToMss(1500)).isEqualTo(1460 - 12); // == clamp
        assertThat(sk.tcpMtuToMss(1501)).isEqualTo(1460 - 12); // 1461 > 1460 -> 1460
        assertThat(sk.tcpMtuToMss(9000)).isEqualTo(1448);
        assertThat(sk.tcpMtuToMss(87)).isEqualTo(48 - 12); // 47 < 48 -> 48
        assertThat(sk.tcpMtuToMss(88)).isEqualTo(48 - 12);
        assertThat(sk.tcpMtuToMss(89)).isEqualTo(49 - 12); // 49: no floor
        assertThat(wraps(sk)).isEmpty();
        Sk six = new Sk(v6(Variant.MAINLINE)); // mss_clamp 1440, net_header_len 40
        assertThat(six.tcpMtuToMss(1500)).isEqualTo(1440 - 12);
        assertThat(six.tcpMtuToMss(1280)).isEqualTo(1220 - 12);
        assertThat(six.tcpMtuToMss(107)).isEqualTo(48 - 12); // 47 -> 48
    }

    @Test
    @DisplayName("__tcp_mtu_to_mss@v6.18: max(mss_now, sysctl_tcp_min_snd_mss) on both sides")
    void tcpMtuToMss6() {
        Sk sk = new Sk(v4(Variant.LATEST).withSysctl(Sysctl.TCP_MIN_SND_MSS, 100));
        assertThat(sk.tcpMtuToMss(139)).isEqualTo(100 - 12); // 99 -> 100
        assertThat(sk.tcpMtuToMss(141)).isEqualTo(101 - 12);
        assertThat(sk.tcpMtuToMss(1000)).isEqualTo(960 - 12);
        // the 4.x floor of 48 is gone: a min_snd_mss of 48 floors the same, but the rule is the sysctl's
        Sk low = new Sk(v4(Variant.LATEST));
        assertThat(low.tcpMtuToMss(80)).isEqualTo(48 - 12);
        // 4.x hard-codes 48 and has no tcp_min_snd_mss: a value in the field changes nothing
        Sk four = new Sk(v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_MIN_SND_MSS, 100));
        assertThat(four.tcpMtuToMss(139)).isEqualTo(99 - 12);
    }

    @Test
    @DisplayName("__tcp_mtu_to_mss: pmtu - net_header_len - 20 wraps within 40 (IPv4) or 60 (IPv6) of INT_MIN")
    void tcpMtuToMssWrap() {
        Sk ok = new Sk(v4(Variant.MAINLINE));
        ok.tcpMtuToMss(INT_MIN + 40);
        assertThat(wraps(ok)).isEmpty();
        Sk w = new Sk(v4(Variant.MAINLINE));
        assertThat(w.tcpMtuToMss(INT_MIN + 39)).isEqualTo(1448); // wraps to INT_MAX, clamped to 1460
        assertThat(wraps(w)).containsExactly("pmtu - icsk->icsk_af_ops->net_header_len - sizeof(struct tcphdr)");
        Sk ok6 = new Sk(v6(Variant.MAINLINE));
        ok6.tcpMtuToMss(INT_MIN + 60);
        assertThat(wraps(ok6)).isEmpty();
        Sk w6 = new Sk(v6(Variant.MAINLINE));
        w6.tcpMtuToMss(INT_MIN + 59);
        assertThat(wraps(w6)).hasSize(1);
    }

    @Test
    @DisplayName("tcp_mss_to_mtu: mss + tcp_header_len + net_header_len; wraps within 52 (IPv4, timestamps) of INT_MAX")
    void tcpMssToMtu() {
        Sk sk = new Sk(v4(Variant.MAINLINE));
        assertThat(sk.tcpMssToMtu(1448)).isEqualTo(1500);
        assertThat(new Sk(v6(Variant.MAINLINE)).tcpMssToMtu(1428)).isEqualTo(1500);
        assertThat(new Sk(v4(Variant.MAINLINE).withTcpOptions(0)).tcpMssToMtu(1460)).isEqualTo(1500);
        sk.tcpMssToMtu(INT_MAX - 52);
        assertThat(wraps(sk)).isEmpty();
        assertThat(sk.tcpMssToMtu(INT_MAX - 51)).isEqualTo(INT_MIN);
        assertThat(wraps(sk)).containsExactly(
                "mss + tp->tcp_header_len + icsk->icsk_ext_hdr_len + icsk->icsk_af_ops->net_header_len");
    }

    // ---- tcp_mtup_init, connect ----

    @Test
    @DisplayName("tcp_mtup_init: enabled = sysctl > 1 (V1: the sysctl), search range, probe_timestamp only with 4/4 and enabled")
    void tcpMtupInit() {
        Sk one = new Sk(v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_MTU_PROBING, 1).withJiffies(5000));
        one.tcpMtupInit();
        assertThat(one.enabled).isZero();
        assertThat(one.probeTimestamp).isZero();
        assertThat(one.searchHigh).isEqualTo(1500); // 1460 + 20 + 20
        assertThat(one.searchLow).isEqualTo(1076); // tcp_mss_to_mtu(1024)
        Sk two = new Sk(v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withJiffies(5000));
        two.probeSize = 1288;
        two.tcpMtupInit();
        assertThat(two.enabled).isEqualTo(1);
        assertThat(two.probeTimestamp).isEqualTo(5000);
        assertThat(two.probeSize).isZero();
        Sk pre = new Sk(v4(Variant.PRE).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withJiffies(5000));
        pre.tcpMtupInit();
        assertThat(pre.enabled).isEqualTo(1);
        assertThat(pre.probeTimestamp).as("4.0 has no probe_timestamp").isZero();
        assertThat(pre.searchLow).isEqualTo(564);
        Sk v1 = new Sk(v4(Variant.V1).withSysctl(Sysctl.TCP_MTU_PROBING, 2));
        v1.tcpMtupInit();
        assertThat(v1.enabled).as("icsk_mtup.enabled = sysctl_tcp_mtu_probing").isEqualTo(2);
        Sk v1one = new Sk(v4(Variant.V1).withSysctl(Sysctl.TCP_MTU_PROBING, 1));
        v1one.tcpMtupInit();
        assertThat(v1one.enabled).isEqualTo(1);
        Sk six = new Sk(v6(Variant.MAINLINE).withMssClamp(1000));
        six.tcpMtupInit();
        assertThat(six.searchHigh).isEqualTo(1060); // 1000 + 20 + 40
        assertThat(six.searchLow).isEqualTo(1096); // 1024 + 32 + 40
    }

    @Test
    @DisplayName("FIX_IPV6_MIN_MTU: search_low floored at 1280 on IPv6 only, 1280 itself kept")
    void ipv6MinMtuFloor() {
        Sk six = new Sk(v6(Variant.FIX_IPV6_MIN_MTU));
        six.tcpMtupInit();
        assertThat(six.searchLow).isEqualTo(1280); // 1096 < 1280
        Sk at = new Sk(v6(Variant.FIX_IPV6_MIN_MTU).withSysctl(Sysctl.TCP_BASE_MSS, 1208));
        at.tcpMtupInit();
        assertThat(at.searchLow).isEqualTo(1280); // 1208 + 72
        Sk above = new Sk(v6(Variant.FIX_IPV6_MIN_MTU).withSysctl(Sysctl.TCP_BASE_MSS, 1209));
        above.tcpMtupInit();
        assertThat(above.searchLow).isEqualTo(1281);
        Sk four = new Sk(v4(Variant.FIX_IPV6_MIN_MTU));
        four.tcpMtupInit();
        assertThat(four.searchLow).isEqualTo(1076);
        Sk latest6 = new Sk(v6(Variant.LATEST));
        latest6.tcpMtupInit();
        assertThat(latest6.searchLow).isEqualTo(1096);
    }

    @Test
    @DisplayName("connect: 4.x active open init then sync; passive sync then init; 6.x init again; FIX_RESET_SYNCS re-syncs")
    void connectOrders() {
        Config small = v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withRouteMtu(1200).withMssClamp(1460);
        Sk active = connected(small);
        assertThat(active.searchHigh).isEqualTo(1200); // tcp_sync_mss(1200) after tcp_mtup_init
        assertThat(active.mssCache).isEqualTo(1024);
        assertThat(active.pmtuCookie).isEqualTo(1200);
        Sk passive = connected(small.withOpen(Config.Open.PASSIVE));
        assertThat(passive.searchHigh).isEqualTo(1500); // tcp_mtup_init after the last sync
        assertThat(passive.mssCache).isEqualTo(1148); // enabled was 0 at the sync: tcp_mtu_to_mss(1200)
        Sk latest = connected(small.withVariant(Variant.LATEST));
        assertThat(latest.searchHigh).isEqualTo(1500); // tcp_init_transfer's tcp_mtup_init
        assertThat(latest.mssCache).isEqualTo(1024);
        Sk fix = connected(small.withVariant(Variant.FIX_RESET_SYNCS));
        assertThat(fix.searchHigh).isEqualTo(1200);
        Sk fixPassive = connected(small.withVariant(Variant.FIX_RESET_SYNCS).withOpen(Config.Open.PASSIVE));
        assertThat(fixPassive.searchHigh).isEqualTo(1200);
        assertThat(fixPassive.mssCache).isEqualTo(1024);
        assertThat(wraps(active)).isEmpty();
        assertThat(wraps(latest)).isEmpty();
    }

    // ---- tcp_sync_mss, tcp_current_mss ----

    @Test
    @DisplayName("tcp_sync_mss: search_high > pmtu (unsigned) on both sides, min with search_low's MSS when enabled, return value")
    void tcpSyncMss() {
        Sk sk = searching(v4(Variant.MAINLINE), 1076, 1500, 0);
        assertThat(sk.tcpSyncMss(1400)).isEqualTo(1024);
        assertThat(sk.searchHigh).isEqualTo(1400);
        assertThat(sk.mssCache).isEqualTo(1024);
        assertThat(sk.pmtuCookie).isEqualTo(1400);
        assertThat(sk.tcpSyncMss(1400)).isEqualTo(1024);
        assertThat(sk.searchHigh).isEqualTo(1400); // equal: unchanged
        assertThat(sk.tcpSyncMss(1600)).isEqualTo(1024);
        assertThat(sk.searchHigh).isEqualTo(1400); // 1400 > 1600 false
        assertThat(sk.pmtuCookie).isEqualTo(1600);
        sk.tcpSyncMss(-1); // a u32 pmtu of 4294967295: 1400 > it is false (a signed compare would be true)
        assertThat(sk.searchHigh).isEqualTo(1400);
        // search_low above the route: the route's MSS is the smaller
        Sk high = searching(v4(Variant.MAINLINE), 1500, 1500, 0);
        assertThat(high.tcpSyncMss(1200)).isEqualTo(1148);
        assertThat(high.searchLow).isEqualTo(1500);
        // not enabled: the route's MSS
        Sk off = searching(v4(Variant.MAINLINE), 1076, 1500, 0);
        off.enabled = 0;
        assertThat(off.tcpSyncMss(1500)).isEqualTo(1448);
        assertThat(off.mssCache).isEqualTo(1448);
        assertThat(wraps(sk)).isEmpty();
    }

    @Test
    @DisplayName("FIX_SYNC_LOWERS_LOW: search_low > search_high on both sides")
    void syncLowersLow() {
        Sk sk = searching(v4(Variant.FIX_SYNC_LOWERS_LOW), 1076, 1500, 0);
        sk.tcpSyncMss(1000);
        assertThat(sk.searchHigh).isEqualTo(1000);
        assertThat(sk.searchLow).isEqualTo(1000);
        assertThat(sk.mssCache).isEqualTo(948);
        Sk eq = searching(v4(Variant.FIX_SYNC_LOWERS_LOW), 999, 1500, 0);
        eq.tcpSyncMss(1000);
        assertThat(eq.searchLow).isEqualTo(999);
        Sk latest = searching(v4(Variant.LATEST), 1076, 1500, 0);
        latest.tcpSyncMss(1000);
        assertThat(latest.searchLow).isEqualTo(1076);
    }

    @Test
    @DisplayName("tcp_current_mss: re-syncs when dst_mtu != pmtu_cookie, else returns mss_cache as is")
    void tcpCurrentMss() {
        Sk same = searching(v4(Variant.MAINLINE), 1076, 1500, 777);
        assertThat(same.tcpCurrentMss()).isEqualTo(777);
        assertThat(same.mssCache).isEqualTo(777);
        Sk moved = searching(v4(Variant.MAINLINE), 1076, 1500, 777);
        moved.routeMtu = 1000;
        assertThat(moved.tcpCurrentMss()).isEqualTo(948); // min(tcp_mtu_to_mss(1000), 1024)
        assertThat(moved.mssCache).isEqualTo(948);
        assertThat(moved.pmtuCookie).isEqualTo(1000);
        assertThat(moved.searchHigh).isEqualTo(1000);
    }

    // ---- tcp_mtu_probe (net/ipv4/tcp_output.c@v4.0, @v4.1, @v6.18) ----

    @Test
    @DisplayName("tcp_mtu_probe gates: !enabled, probe_size, snd_cwnd < 11 (u32) on both sides")
    void probeGates() {
        Sk off = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        off.enabled = 0;
        assertThat(off.tcpMtuProbe()).isEqualTo(-1);
        assertThat(off.sent).isZero();
        assertThat(off.stopped).isFalse();
        Sk busy = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        busy.probeSize = 1200;
        assertThat(busy.tcpMtuProbe()).isEqualTo(-1);
        assertThat(busy.probeSize).isEqualTo(1200);
        Sk ten = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        ten.sndCwnd = 10;
        assertThat(ten.tcpMtuProbe()).isEqualTo(-1);
        assertThat(ten.sent).isZero();
        assertThat(ten.sndCwnd).isEqualTo(10);
        Sk eleven = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        eleven.sndCwnd = 11;
        assertThat(eleven.tcpMtuProbe()).isEqualTo(1);
        assertThat(eleven.sndCwnd).isEqualTo(10);
        Sk huge = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        huge.sndCwnd = -1; // 4294967295 is not < 11
        assertThat(huge.tcpMtuProbe()).isEqualTo(1);
        assertThat(huge.sndCwnd).isEqualTo(-2);
    }

    @Test
    @DisplayName("tcp_mtu_probe@v4.1: probe_size = tcp_mtu_to_mss((1500 + 1076) >> 1) = 1236, datagram 1288, snd_cwnd--")
    void mainlineProbe() {
        Sk sk = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        assertThat(sk.tcpMtuProbe()).isEqualTo(1);
        assertThat(sk.sent).isEqualTo(1288);
        assertThat(sk.probeSize).isEqualTo(1288);
        assertThat(sk.sndCwnd).isEqualTo(19);
        assertThat(sk.stopped).isFalse();
        assertThat(sk.refused).isFalse();
        assertThat(wraps(sk)).isEmpty();
        Sk six = searching(v6(Variant.MAINLINE), 1096, 1500, 1024);
        six.tcpMtuProbe();
        assertThat(six.sent).isEqualTo(1298); // (1500 + 1096) >> 1; tcp_mtu_to_mss 1298 - 72 = 1226
    }

    @Test
    @DisplayName("tcp_mtu_probe: a probe exactly at tcp_mtu_to_mss(search_high) is sent (>, not >=); one above stops")
    void probeAtSearchHigh() {
        // threshold 0, search_low == search_high == 1400: midpoint 1400, probe_size == tcp_mtu_to_mss(1400)
        Sk sk = searching(v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 0), 1400, 1400, 1348);
        assertThat(sk.tcpMtuProbe()).isEqualTo(1);
        assertThat(sk.sent).isEqualTo(1400);
        // threshold -200 and search_low above search_high: interval -100 passes, the size test stops
        Sk above = searching(v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, -200), 1500, 1400, 1348);
        assertThat(above.tcpMtuProbe()).isEqualTo(-1);
        assertThat(above.stopped).isTrue();
        assertThat(above.sent).isZero();
        // 4.0: 2 * mss_cache against tcp_mtu_to_mss(1500) = 1448: 2 * 724 is sent, 2 * 725 stops
        Sk pre = searching(v4(Variant.PRE), 564, 1500, 724);
        assertThat(pre.tcpMtuProbe()).isEqualTo(1);
        assertThat(pre.sent).isEqualTo(1500);
        Sk preStop = searching(v4(Variant.PRE), 564, 1500, 725);
        assertThat(preStop.tcpMtuProbe()).isEqualTo(-1);
        assertThat(preStop.stopped).isTrue();
        assertThat(preStop.reprobed).isFalse();
    }

    @Test
    @DisplayName("tcp_mtu_probe: interval < sysctl_tcp_probe_threshold, at the threshold and one below")
    void intervalAtThreshold() {
        Sk eq = searching(v4(Variant.MAINLINE), 1492, 1500, 1440); // interval 8 == threshold 8: probe
        assertThat(eq.tcpMtuProbe()).isEqualTo(1);
        assertThat(eq.sent).isEqualTo(1496);
        Sk below = searching(v4(Variant.MAINLINE), 1493, 1500, 1441); // interval 7: stop
        assertThat(below.tcpMtuProbe()).isEqualTo(-1);
        assertThat(below.stopped).isTrue();
        // V3 has the same test; its probe is the datagram midpoint used as a segment size
        Sk v3 = searching(v4(Variant.V3), 1076, 1500, 1024);
        v3.tcpMtuProbe();
        assertThat(v3.sent).isEqualTo(1288 + 52);
        Sk v3stop = searching(v4(Variant.V3), 1493, 1500, 1441);
        assertThat(v3stop.tcpMtuProbe()).isEqualTo(-1);
        // V1 has no threshold: an interval of 200 below a threshold of 500 still probes (the midpoint 1000 as a
        // segment, 1052 on the wire); MAINLINE stops there
        Config thr = v4(Variant.V1).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 500);
        Sk v1 = searching(thr, 900, 1100, 848);
        assertThat(v1.tcpMtuProbe()).isEqualTo(1);
        assertThat(v1.sent).isEqualTo(1052);
        assertThat(searching(thr.withVariant(Variant.MAINLINE), 900, 1100, 848).tcpMtuProbe()).isEqualTo(-1);
    }

    @Test
    @DisplayName("V5: interval < max(1, threshold); FIX_STOP_AT_TWO: interval < max(2, threshold)")
    void thresholdAtLeast() {
        Config v5zero = v4(Variant.V5).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 0);
        assertThat(searching(v5zero, 1400, 1400, 1348).tcpMtuProbe()).isEqualTo(-1); // 0 < max(1, 0)
        assertThat(searching(v5zero, 1399, 1400, 1347).tcpMtuProbe()).isEqualTo(1); // 1 < 1 false
        Config v5five = v4(Variant.V5).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 5);
        assertThat(searching(v5five, 1395, 1400, 1343).tcpMtuProbe()).isEqualTo(1);
        assertThat(searching(v5five, 1396, 1400, 1344).tcpMtuProbe()).isEqualTo(-1);
        Config twoZero = v4(Variant.FIX_STOP_AT_TWO).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 0);
        assertThat(searching(twoZero, 1399, 1400, 1347).tcpMtuProbe()).isEqualTo(-1); // 1 < 2
        assertThat(searching(twoZero, 1398, 1400, 1346).tcpMtuProbe()).isEqualTo(1);
        Config twoFive = v4(Variant.FIX_STOP_AT_TWO).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 5);
        assertThat(searching(twoFive, 1396, 1400, 1344).tcpMtuProbe()).isEqualTo(-1);
        assertThat(searching(twoFive, 1395, 1400, 1343).tcpMtuProbe()).isEqualTo(1);
    }

    @Test
    @DisplayName("FIX_PROBE_IN_RANGE: datagram <= search_low, > search_high, interval < threshold, each side")
    void probeInRange() {
        Config c = v4(Variant.FIX_PROBE_IN_RANGE);
        Sk ok = searching(c, 1492, 1500, 1440);
        assertThat(ok.tcpMtuProbe()).isEqualTo(1);
        assertThat(ok.sent).isEqualTo(1496);
        Sk atLow = searching(c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 0), 1499, 1500, 1447); // midpoint 1499
        assertThat(atLow.tcpMtuProbe()).isEqualTo(-1);
        assertThat(atLow.stopped).isTrue();
        assertThat(searching(c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 0), 1498, 1500, 1446).tcpMtuProbe()).isEqualTo(1);
        // tcp_min_snd_mss 1000 lifts every probe to 988 + 52 = 1040
        Config floor = c.withSysctl(Sysctl.TCP_MIN_SND_MSS, 1000).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 0);
        Sk atHigh = searching(floor, 600, 1040, 988);
        assertThat(atHigh.tcpMtuProbe()).isEqualTo(1);
        assertThat(atHigh.sent).isEqualTo(1040); // == search_high: inside
        Sk overHigh = searching(floor, 600, 1039, 988);
        assertThat(overHigh.tcpMtuProbe()).isEqualTo(-1);
        Config thr = c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 425);
        assertThat(searching(thr, 1076, 1500, 1024).tcpMtuProbe()).isEqualTo(-1); // 424 < 425
        assertThat(searching(c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 424), 1076, 1500, 1024).tcpMtuProbe())
                .isEqualTo(1);
    }

    @Test
    @DisplayName("tcp_mtu_probe: the wraps of search_high + search_low, search_high - search_low and 2 * mss_cache")
    void probeWraps() {
        Sk sum = searching(v4(Variant.MAINLINE), 1000, INT_MAX, 1000);
        assertThat(sum.tcpMtuProbe()).isEqualTo(1);
        // (int)(INT_MAX + 1000) >> 1 = -1073741325; its MSS is the floor 48 - 12 = 36
        assertThat(sum.sent).isEqualTo(36 + 52);
        assertThat(wraps(sum)).containsExactly("search_high + search_low");
        Sk diff = searching(v4(Variant.MAINLINE), INT_MIN + 100, 1500, 1000);
        assertThat(diff.tcpMtuProbe()).isEqualTo(-1); // the wrapped interval is negative
        assertThat(wraps(diff)).containsExactly("search_high - search_low");
        Sk pre = searching(v4(Variant.PRE), 564, 1500, INT_MIN); // u32 mss_cache 2^31
        pre.tcpMtuProbe();
        assertThat(wraps(pre)).containsExactly("2 * tp->mss_cache");
        assertThat(pre.sent).isEqualTo(52); // 2 * 2^31 = 0 in u32
        Sk preOk = searching(v4(Variant.PRE), 564, 1500, INT_MAX);
        preOk.tcpMtuProbe();
        assertThat(wraps(preOk)).isEmpty();
    }

    @Test
    @DisplayName("tcp_mtu_probe: the socket re-syncs (tcp_current_mss) before the midpoint is taken")
    void probeResyncsFirst() {
        Sk sk = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        sk.routeMtu = 1300;
        sk.tcpMtuProbe();
        assertThat(sk.pmtuCookie).isEqualTo(1300);
        assertThat(sk.sent).isEqualTo(1188); // (1300 + 1076) >> 1
    }

    @Test
    @DisplayName("ip_finish_output / ip6_xmit: a DF probe above the route is refused, at the route sent; IPv4 sends itself an ICMP")
    void refusedProbe() {
        Sk at = onRoute(v4(Variant.MAINLINE), 1076, 1500, 1024, 1288, false); // search_high above the route
        assertThat(at.tcpMtuProbe()).isEqualTo(1);
        assertThat(at.sent).isEqualTo(1288);
        Sk over = onRoute(v4(Variant.MAINLINE), 1076, 1500, 1024, 1287, false);
        assertThat(over.tcpMtuProbe()).isEqualTo(-1);
        assertThat(over.refused).isTrue();
        assertThat(over.sent).isZero();
        assertThat(over.probeSize).isZero();
        assertThat(over.sndCwnd).isEqualTo(20);
        // 4.1 IPv4: the ICMP to itself with a route of 500 is raised to ip_rt_min_pmtu 552 (tcp_v4_err)
        Sk small4 = onRoute(v4(Variant.MAINLINE), 1076, 1500, 1024, 500, false);
        small4.tcpMtuProbe();
        assertThat(small4.refused).isTrue();
        assertThat(small4.routeMtu).isEqualTo(552);
        // 6.18 IPv4: below 552 the route's exception is locked at min(500, 552)
        Sk small6 = onRoute(v4(Variant.LATEST), 1076, 1500, 1024, 500, false);
        small6.tcpMtuProbe();
        assertThat(small6.routeLocked).isTrue();
        assertThat(small6.routeMtu).isEqualTo(500);
        // IPv6: ipv6_local_error, no route update
        Sk v6 = onRoute(v6(Variant.LATEST), 1096, 1500, 1024, 500, false);
        v6.tcpMtuProbe();
        assertThat(v6.refused).isTrue();
        assertThat(v6.routeMtu).isEqualTo(500);
        assertThat(v6.routeLocked).isFalse();
        // a locked IPv4 route clears DF: the probe leaves in fragments; IPv6 never fragments
        Sk locked = onRoute(v4(Variant.LATEST), 1076, 1500, 1024, 500, true);
        assertThat(locked.tcpMtuProbe()).isEqualTo(1);
        assertThat(locked.sent).isEqualTo(1288);
        Sk locked6 = onRoute(v6(Variant.LATEST), 1096, 1500, 1024, 500, true);
        assertThat(locked6.tcpMtuProbe()).isEqualTo(-1);
        assertThat(locked6.refused).isTrue();
    }

    // ---- tcp_mtu_check_reprobe (patch 4/4; tcp_output.c@v4.1, @v6.18) ----

    /** tcp_mtu_check_reprobe on a search at [1288, 1300] with mss_cache 1236 and probe_timestamp 0. */
    private static Sk reprobeAt(Config c) {
        Sk sk = searching(c, 1288, 1300, 1236);
        sk.tcpMtuCheckReprobe();
        return sk;
    }

    @Test
    @DisplayName("tcp_mtu_check_reprobe: delta >= interval * HZ on both sides; new range from tcp_current_mss after a re-sync")
    void reprobe() {
        Sk early = reprobeAt(v4(Variant.MAINLINE).withJiffies(599_999));
        assertThat(early.reprobed).isFalse();
        assertThat(early.searchHigh).isEqualTo(1300);
        Sk due = searching(v4(Variant.MAINLINE).withJiffies(600_000), 1288, 1300, 1236);
        due.probeSize = 7;
        due.tcpMtuCheckReprobe();
        assertThat(due.reprobed).isTrue();
        assertThat(due.probeSize).isZero();
        assertThat(due.searchHigh).isEqualTo(1500); // mss_clamp + 20 + 20
        assertThat(due.searchLow).isEqualTo(1288); // tcp_mss_to_mtu(1236)
        assertThat(due.probeTimestamp).isEqualTo(600_000);
        assertThat(wraps(due)).isEmpty();
        // the route went down to 1200 meanwhile: tcp_current_mss re-syncs to 1148 first
        Sk moved = searching(v4(Variant.MAINLINE).withJiffies(600_000), 1288, 1300, 1236);
        moved.routeMtu = 1200;
        moved.tcpMtuCheckReprobe();
        assertThat(moved.searchLow).isEqualTo(1200);
        assertThat(moved.searchHigh).as("not capped at the route").isEqualTo(1500);
        assertThat(moved.mssCache).isEqualTo(1148);
        // IPv6, mss_clamp 1000: search_high 1060
        Sk six = searching(v6(Variant.MAINLINE).withMssClamp(1000).withJiffies(600_000), 1000, 1060, 928);
        six.tcpMtuCheckReprobe();
        assertThat(six.searchHigh).isEqualTo(1060);
        assertThat(six.searchLow).isEqualTo(1000);
        // FIX_RESET_SYNCS: tcp_sync_mss(pmtu_cookie) caps search_high at the route
        Sk fix = onRoute(v4(Variant.FIX_RESET_SYNCS).withJiffies(600_000), 1148, 1200, 1096, 1200, false);
        fix.tcpMtuCheckReprobe();
        assertThat(fix.searchHigh).isEqualTo(1200);
    }

    @Test
    @DisplayName("tcp_mtu_check_reprobe: s32 delta compared unsigned, and the u32 interval * HZ wrap")
    void reprobeUnsignedAndWrap() {
        Sk back = searching(v4(Variant.MAINLINE).withJiffies(5), 1288, 1300, 1236);
        back.probeTimestamp = 10; // delta -5 is 4294967291 as u32: >= 600000
        back.tcpMtuCheckReprobe();
        assertThat(back.reprobed).isTrue();
        Config wrapC = v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_PROBE_INTERVAL, 4_294_968).withJiffies(704);
        Sk wrap = reprobeAt(wrapC); // 4294968 * 1000 = 704 mod 2^32
        assertThat(wrap.reprobed).isTrue();
        assertThat(wraps(wrap)).containsExactly("interval * HZ");
        Sk wrapEarly = reprobeAt(wrapC.withJiffies(703));
        assertThat(wrapEarly.reprobed).isFalse();
        Sk noWrap = reprobeAt(v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_PROBE_INTERVAL, 4_294_967).withJiffies(704));
        assertThat(noWrap.reprobed).isFalse();
        assertThat(wraps(noWrap)).isEmpty();
        // HZ 250: 600 * 250 jiffies
        Sk hz = reprobeAt(v4(Variant.MAINLINE).withHz(250).withJiffies(150_000));
        assertThat(hz.reprobed).isTrue();
        Sk hzEarly = reprobeAt(v4(Variant.MAINLINE).withHz(250).withJiffies(149_999));
        assertThat(hzEarly.reprobed).isFalse();
    }

    @Test
    @DisplayName("tcp_mtu_probe's stop path runs tcp_mtu_check_reprobe from 4/4 on only")
    void stopRunsReprobe() {
        Sk main = searching(v4(Variant.MAINLINE).withJiffies(600_000), 1493, 1500, 1441);
        main.tcpMtuProbe();
        assertThat(main.stopped).isTrue();
        assertThat(main.reprobed).isTrue();
        assertThat(main.searchLow).isEqualTo(1493);
        Sk v1 = searching(v4(Variant.V1).withJiffies(600_000), 1500, 1400, 1348);
        v1.tcpMtuProbe(); // midpoint 1450 > tcp_mtu_to_mss(1400) = 1348
        assertThat(v1.stopped).isTrue();
        assertThat(v1.reprobed).isFalse();
    }

    // ---- tcp_mtup_probe_success (net/ipv4/tcp_input.c@v4.1, @v6.18) ----

    @Test
    @DisplayName("tcp_mtup_probe_success@v4.1: snd_cwnd * mtu / probe_size in u32, search_low = probe_size, re-sync")
    void probeSuccess4() {
        Sk sk = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        sk.probeSize = 1288;
        sk.sndCwnd = 19;
        sk.tcpMtupProbeSuccess();
        assertThat(sk.sndCwnd).isEqualTo(15); // 19 * 1076 / 1288 = 15.87
        assertThat(sk.searchLow).isEqualTo(1288);
        assertThat(sk.probeSize).isZero();
        assertThat(sk.mssCache).isEqualTo(1236);
        assertThat(wraps(sk)).isEmpty();
        Sk big = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        big.probeSize = 1288;
        big.sndCwnd = 3_990_000; // 4,293,240,000 fits in u32
        big.tcpMtupProbeSuccess();
        assertThat(big.sndCwnd).isEqualTo(3_333_260);
        assertThat(wraps(big)).isEmpty();
        Sk wrap = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        wrap.probeSize = 1288;
        wrap.sndCwnd = 4_000_000; // 4,304,000,000 mod 2^32 = 9,032,704
        wrap.tcpMtupProbeSuccess();
        assertThat(wrap.sndCwnd).isEqualTo(7012);
        assertThat(wraps(wrap)).containsExactly("tp->snd_cwnd * tcp_mss_to_mtu(sk, tp->mss_cache)");
        Sk zero = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        zero.probeSize = 1288;
        zero.sndCwnd = 1;
        zero.tcpMtupProbeSuccess();
        assertThat(zero.sndCwnd).as("4.x has no floor of 1").isZero();
    }

    @Test
    @DisplayName("tcp_mtup_probe_success@v6.18: (u64)cwnd * mtu / probe_size, max_t(u32, 1U, val)")
    void probeSuccess6() {
        Sk sk = searching(v4(Variant.LATEST), 1076, 1500, 1024);
        sk.probeSize = 1288;
        sk.sndCwnd = 4_000_000;
        sk.tcpMtupProbeSuccess();
        assertThat(sk.sndCwnd).isEqualTo(3_341_614);
        assertThat(wraps(sk)).isEmpty();
        Sk one = searching(v4(Variant.LATEST), 1076, 1500, 1024);
        one.probeSize = 1288;
        one.sndCwnd = 1;
        one.tcpMtupProbeSuccess();
        assertThat(one.sndCwnd).isEqualTo(1); // 1076 / 1288 = 0 -> 1
        Sk two = searching(v4(Variant.LATEST), 1076, 1500, 1024);
        two.probeSize = 1076;
        two.sndCwnd = 2;
        two.tcpMtupProbeSuccess();
        assertThat(two.sndCwnd).isEqualTo(2);
        // a u64 val above 2^32: max_t(u32, ...) keeps its low 32 bits, 4294967287
        Sk high = searching(v4(Variant.LATEST).withMssClamp(9000).withRouteMtu(9052), 1076, 9052, 8948);
        high.probeSize = 1000;
        high.sndCwnd = -1;
        high.tcpMtupProbeSuccess();
        assertThat(high.sndCwnd).isEqualTo(-9);
    }

    @Test
    @DisplayName("tcp_mtup_probe_success, V1: search_low snaps to search_high when it already equals probe_size")
    void v1Snap() {
        Sk snap = searching(v4(Variant.V1), 1288, 1300, 1236);
        snap.probeSize = 1288;
        snap.tcpMtupProbeSuccess();
        assertThat(snap.searchLow).isEqualTo(1300);
        assertThat(snap.mssCache).isEqualTo(1248); // tcp_mtu_to_mss(1300)
        Sk plain = searching(v4(Variant.V1), 1076, 1300, 1024);
        plain.probeSize = 1288;
        plain.tcpMtupProbeSuccess();
        assertThat(plain.searchLow).isEqualTo(1288);
        Sk main = searching(v4(Variant.MAINLINE), 1288, 1300, 1236);
        main.probeSize = 1288;
        main.tcpMtupProbeSuccess();
        assertThat(main.searchLow).isEqualTo(1288);
    }

    // ---- tcp_mtup_probe_failed and its caller (tcp_input.c@v4.1) ----

    @Test
    @DisplayName("tcp_mtup_probe_failed: search_high = probe_size - 1, probe_size = 0, snd_cwnd++ restored, re-sync")
    void probeFailed() {
        Sk sk = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        sk.probeSize = 1288;
        sk.sndCwnd = 19;
        sk.routeMtu = 1400; // tcp_simple_retransmit's tcp_current_mss re-syncs
        sk.tcpMtupProbeFailed();
        assertThat(sk.searchHigh).isEqualTo(1287);
        assertThat(sk.probeSize).isZero();
        assertThat(sk.sndCwnd).isEqualTo(20);
        assertThat(sk.pmtuCookie).isEqualTo(1400);
        assertThat(wraps(sk)).isEmpty();
        Sk raise = searching(v4(Variant.MAINLINE), 1076, 1200, 1024);
        raise.probeSize = 1288;
        raise.tcpMtupProbeFailed();
        assertThat(raise.searchHigh).as("every kernel raises search_high again").isEqualTo(1287);
        Sk fix = searching(v4(Variant.FIX_FAIL_KEEPS_HIGH), 1076, 1200, 1024);
        fix.probeSize = 1288;
        fix.tcpMtupProbeFailed();
        assertThat(fix.searchHigh).isEqualTo(1200);
        Sk fixLower = searching(v4(Variant.FIX_FAIL_KEEPS_HIGH), 1076, 1500, 1024);
        fixLower.probeSize = 1288;
        fixLower.tcpMtupProbeFailed();
        assertThat(fixLower.searchHigh).isEqualTo(1287);
        Sk wrap = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        wrap.probeSize = 1288;
        wrap.sndCwnd = -1;
        wrap.tcpMtupProbeFailed();
        assertThat(wrap.sndCwnd).isZero();
        assertThat(wraps(wrap)).containsExactly("tp->snd_cwnd++");
        Sk noWrap = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        noWrap.probeSize = 1288;
        noWrap.sndCwnd = -2;
        noWrap.tcpMtupProbeFailed();
        assertThat(noWrap.sndCwnd).isEqualTo(-1);
        assertThat(wraps(noWrap)).isEmpty();
    }

    @Test
    @DisplayName("__tcp_retransmit_skb: cancels a probe in flight, re-syncs")
    void retransmit() {
        Sk sk = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        sk.probeSize = 1288;
        sk.routeMtu = 1400;
        sk.tcpRetransmitSkb();
        assertThat(sk.probeSize).isZero();
        assertThat(sk.cancelled).isTrue();
        assertThat(sk.pmtuCookie).isEqualTo(1400);
        Sk idle = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        idle.tcpRetransmitSkb();
        assertThat(idle.cancelled).isFalse();
    }

    // ---- tcp_mtu_probing, the black-hole step (net/ipv4/tcp_timer.c@v4.1, @v6.18) ----

    @Test
    @DisplayName("tcp_mtu_probing: nothing at sysctl 0; the first timeout enables, stamps probe_timestamp (4/4 on) and re-syncs")
    void blackholeEnable() {
        Sk zero = searching(v4(Variant.MAINLINE), 1076, 1500, 1448);
        zero.tcpMtuProbing = 0;
        zero.enabled = 0;
        zero.tcpMtuProbing();
        assertThat(zero.enabled).isZero();
        assertThat(zero.mssCache).isEqualTo(1448);
        Sk first = searching(v4(Variant.MAINLINE).withJiffies(7000), 1076, 1500, 1448);
        first.tcpMtuProbing = 1;
        first.enabled = 0;
        first.tcpMtuProbing();
        assertThat(first.enabled).isEqualTo(1);
        assertThat(first.probeTimestamp).isEqualTo(7000);
        assertThat(first.mssCache).isEqualTo(1024);
        assertThat(first.searchLow).isEqualTo(1076);
        Sk pre = searching(v4(Variant.PRE).withJiffies(7000), 564, 1500, 1448);
        pre.enabled = 0;
        pre.tcpMtuProbing();
        assertThat(pre.enabled).isEqualTo(1);
        assertThat(pre.probeTimestamp).isZero();
        assertThat(pre.mssCache).isEqualTo(512);
    }

    @Test
    @DisplayName("tcp_mtu_probing@v4.1: mss = tcp_mtu_to_mss(search_low) >> 1, min(base), max(68 - tcp_header_len)")
    void blackholeStep4() {
        Sk sk = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        sk.tcpMtuProbing();
        assertThat(sk.searchLow).isEqualTo(564); // 1024 >> 1 = 512
        assertThat(sk.mssCache).isEqualTo(512);
        Sk base = searching(v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_BASE_MSS, 300), 1076, 1500, 1024);
        base.tcpMtuProbing();
        assertThat(base.searchLow).isEqualTo(352); // min(300, 512)
        Sk floor = searching(v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_BASE_MSS, 10), 1076, 1500, 1024);
        floor.tcpMtuProbing();
        assertThat(floor.searchLow).isEqualTo(88); // max(10, 68 - 32 = 36) + 52
        assertThat(floor.mssCache).isEqualTo(36);
        Sk at = searching(v4(Variant.MAINLINE).withSysctl(Sysctl.TCP_BASE_MSS, 37), 1076, 1500, 1024);
        at.tcpMtuProbing();
        assertThat(at.searchLow).isEqualTo(89);
        Sk noOpts = searching(v4(Variant.MAINLINE).withTcpOptions(0).withSysctl(Sysctl.TCP_BASE_MSS, 10), 1076, 1500,
                1036);
        noOpts.tcpMtuProbing();
        assertThat(noOpts.searchLow).isEqualTo(88); // max(10, 68 - 20 = 48) + 40
        Sk six = searching(v6(Variant.MAINLINE), 1096, 1500, 1024);
        six.tcpMtuProbing();
        assertThat(six.searchLow).isEqualTo(584); // 512 + 72
    }

    @Test
    @DisplayName("V1: tcp_mtu_to_mss(search_low) unhalved; V3: tcp_current_mss(sk) >> 1")
    void blackholeVariants() {
        Sk v1 = searching(v4(Variant.V1).withSysctl(Sysctl.TCP_BASE_MSS, 2000), 1076, 1500, 1024);
        v1.tcpMtuProbing();
        assertThat(v1.searchLow).isEqualTo(1076);
        Sk v3 = onRoute(v4(Variant.V3), 1076, 1500, 848, 900, false); // mss_cache 848 from a 900 route
        v3.tcpMtuProbing();
        assertThat(v3.searchLow).isEqualTo(476); // 848 >> 1 = 424, + 52
        Sk main = onRoute(v4(Variant.MAINLINE), 1076, 1500, 848, 900, false);
        main.tcpMtuProbing();
        assertThat(main.searchLow).isEqualTo(564);
    }

    @Test
    @DisplayName("tcp_mtu_probing@v6.18: max(mss, tcp_mtu_probe_floor) then max(mss, tcp_min_snd_mss)")
    void blackholeStep6() {
        Config c = v4(Variant.LATEST).withSysctl(Sysctl.TCP_BASE_MSS, 10);
        Sk dflt = searching(c, 1076, 1500, 1024);
        dflt.tcpMtuProbing();
        assertThat(dflt.searchLow).isEqualTo(100); // 48 + 52
        Sk floor = searching(c.withSysctl(Sysctl.TCP_MTU_PROBE_FLOOR, 200), 1076, 1500, 1024);
        floor.tcpMtuProbing();
        assertThat(floor.searchLow).isEqualTo(252);
        Sk min = searching(c.withSysctl(Sysctl.TCP_MIN_SND_MSS, 300), 1076, 1500, 1024);
        min.tcpMtuProbing();
        assertThat(min.searchLow).isEqualTo(352);
        Sk none = searching(v4(Variant.LATEST), 1076, 1500, 1024);
        none.tcpMtuProbing();
        assertThat(none.searchLow).isEqualTo(564);
    }

    // ---- tcp_v4_err / tcp_v6_err and the route update (route.c@v4.1, @v6.18) ----

    /** For each {mtu, route MTU after, locked after (0/1)}: a copy of {@code start} after tcp_v4_err / tcp_v6_err. */
    private static void routesAfterIcmp(Sk start, int[][] cases) {
        for (int[] c : cases) {
            Sk sk = new Sk(start.freeze());
            sk.tcpMtuReduced(c[0], false);
            assertThat(sk.routeMtu).as("icmp %d", c[0]).isEqualTo(c[1]);
            assertThat(sk.routeLocked).as("icmp %d", c[0]).isEqualTo(c[2] == 1);
        }
    }

    @Test
    @DisplayName("4.1 IPv4: a report above the route is ignored, at or below sets it, floored at ip_rt_min_pmtu 552")
    void icmp41v4() {
        routesAfterIcmp(searching(v4(Variant.MAINLINE), 1076, 1500, 1024), new int[][] {{1600, 1500, 0}, {1500, 1500, 0},
            {1400, 1400, 0}, {553, 553, 0}, {552, 552, 0}, {551, 552, 0}, {68, 552, 0}});
        Sk sk = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        sk.routeMtu = 500; // a route below 552 is raised by a report of its own MTU
        sk.tcpMtuReduced(500, false);
        assertThat(sk.routeMtu).isEqualTo(552);
    }

    @Test
    @DisplayName("4.1 IPv6: only a report below the route lowers it, floored at IPV6_MIN_MTU 1280")
    void icmp41v6() {
        routesAfterIcmp(searching(v6(Variant.MAINLINE), 1096, 1500, 1024), new int[][] {{1600, 1500, 0}, {1500, 1500, 0},
            {1400, 1400, 0}, {1281, 1281, 0}, {1280, 1280, 0}, {1279, 1280, 0}, {500, 1280, 0}});
    }

    @Test
    @DisplayName("6.18 IPv4: locked routes and reports above ignored; below 552 lock at min(old, 552)")
    void icmp6v4() {
        routesAfterIcmp(searching(v4(Variant.LATEST), 1076, 1500, 1024), new int[][] {{1600, 1500, 0}, {1500, 1500, 0},
            {1400, 1400, 0}, {552, 552, 0}, {551, 552, 1}, {68, 552, 1}});
        Sk low = searching(v4(Variant.LATEST), 1076, 1500, 1024);
        low.routeMtu = 400;
        low.tcpMtuReduced(300, false);
        assertThat(low.routeMtu).isEqualTo(400); // min(400, 552)
        assertThat(low.routeLocked).isTrue();
        low.tcpMtuReduced(200, false);
        assertThat(low.routeMtu).as("locked: ignored").isEqualTo(400);
        // __ip_rt_update_pmtu@v6.18 returns first on a locked route (ip_mtu_locked), whatever its MTU
        // (an administrator's "mtu lock 1500"; the model's own locks are at or below 552)
        Sk admin = searching(v4(Variant.LATEST), 1076, 1500, 1024);
        admin.routeLocked = true;
        admin.tcpMtuReduced(1400, false);
        assertThat(admin.routeMtu).isEqualTo(1500);
        Sk mid = searching(v4(Variant.LATEST), 1076, 1500, 1024);
        mid.routeMtu = 552;
        mid.tcpMtuReduced(551, false);
        assertThat(mid.routeMtu).isEqualTo(552);
        Sk under = searching(v4(Variant.LATEST), 1076, 1500, 1024);
        under.routeMtu = 551;
        under.tcpMtuReduced(551, false); // a report of 551 on a route of 551: min(551, 552)
        assertThat(under.routeMtu).isEqualTo(551);
        assertThat(under.routeLocked).isTrue();
    }

    @Test
    @DisplayName("6.18 IPv6: below 1280 dropped; tcp_mtu_to_mss(mtu) >= mss_cache dropped; the route only goes down")
    void icmp6v6() {
        // mss_cache 1428: tcp_mtu_to_mss(1499) = 1427 lowers, tcp_mtu_to_mss(1500) = 1428 is dropped
        Sk off = searching(v6(Variant.LATEST), 1096, 1500, 1428);
        off.enabled = 0;
        routesAfterIcmp(off, new int[][] {{1500, 1500, 0}, {1499, 1499, 0}, {1400, 1400, 0}, {1280, 1280, 0},
            {1279, 1500, 0}, {500, 1500, 0}});
        Sk up = searching(v6(Variant.LATEST), 1096, 1500, 1428);
        up.routeMtu = 1300;
        up.pmtuCookie = 1300;
        up.tcpMtuReduced(1400, false); // its MSS 1328 < 1428 passes tcp_v6_mtu_reduced, but the route does not go up
        assertThat(up.routeMtu).isEqualTo(1300);
        Sk same = searching(v6(Variant.LATEST), 1096, 1500, 1428);
        same.routeMtu = 1400;
        same.pmtuCookie = 1400;
        same.tcpMtuReduced(1400, false);
        assertThat(same.routeMtu).isEqualTo(1400);
    }

    @Test
    @DisplayName("tcp_v4_mtu_reduced: pmtu_cookie > dst_mtu re-syncs; tcp_simple_retransmit cancels a longer probe")
    void icmpResyncAndSimpleRetransmit() {
        Sk off = searching(v4(Variant.MAINLINE), 1076, 1500, 1448);
        off.enabled = 0;
        off.probeSize = 0;
        off.tcpMtuReduced(1400, false);
        assertThat(off.pmtuCookie).isEqualTo(1400);
        assertThat(off.mssCache).isEqualTo(1348);
        assertThat(off.searchHigh).isEqualTo(1400);
        // the probe's segment 1236 > the new MSS 1024 (search_low's): retransmitted, the probe is cancelled
        Sk probe = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        probe.probeSize = 1288;
        probe.tcpMtuReduced(1288, false);
        assertThat(probe.cancelled).isTrue();
        assertThat(probe.probeSize).isZero();
        // the same ICMP with the window full (tcp_packets_in_flight >= snd_cwnd): the probe is marked lost but
        // tcp_xmit_retransmit_queue sends nothing yet, so the probe stays in flight; the later retransmission cancels it
        Sk full = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        full.probeSize = 1288;
        full.tcpMtuReduced(1288, true);
        assertThat(full.pmtuCookie).isEqualTo(1288);
        assertThat(full.cancelled).isFalse();
        assertThat(full.probeSize).isEqualTo(1288);
        full.tcpRetransmitSkb();
        assertThat(full.cancelled).isTrue();
        assertThat(full.probeSize).isZero();
        // a probe of segment 1024 is not longer than the MSS 1024: kept; 1025 is cancelled
        Sk eq = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        eq.probeSize = 1076;
        eq.tcpMtuReduced(1200, false);
        assertThat(eq.cancelled).isFalse();
        assertThat(eq.probeSize).isEqualTo(1076);
        Sk over = searching(v4(Variant.MAINLINE), 1076, 1500, 1024);
        over.probeSize = 1077;
        over.tcpMtuReduced(1200, false);
        assertThat(over.cancelled).isTrue();
        // the MSS in use shrinks (1448 -> 1348): the data in flight is retransmitted, which cancels the probe too
        Sk shrink = searching(v4(Variant.MAINLINE), 1076, 1500, 1448);
        shrink.enabled = 0;
        shrink.probeSize = 600;
        shrink.tcpMtuReduced(1400, false);
        assertThat(shrink.cancelled).isTrue();
        // the MSS in use does not shrink: nothing retransmitted
        Sk keep = searching(v4(Variant.MAINLINE), 1076, 1500, 1348);
        keep.enabled = 0;
        keep.probeSize = 600;
        keep.tcpMtuReduced(1400, false);
        assertThat(keep.cancelled).isFalse();
        // cookie not above the route: no re-sync
        Sk same = searching(v4(Variant.MAINLINE), 1076, 1500, 999);
        same.tcpMtuReduced(1500, false);
        assertThat(same.mssCache).isEqualTo(999);
    }

    // ---- tcp_ack_update_window, route change, sysctl writes ----

    @Test
    @DisplayName("tcp_ack_update_window: tcp_sync_mss(pmtu_cookie); a route change sets the MTU and unlocks")
    void windowAndRoute() {
        Sk sk = searching(v4(Variant.MAINLINE), 1288, 1500, 1024);
        sk.tcpAckUpdateWindow(Event.NONE);
        assertThat(sk.mssCache).isEqualTo(1236);
        sk.routeLocked = true;
        sk.routeChange(9000);
        assertThat(sk.routeMtu).isEqualTo(9000);
        assertThat(sk.routeLocked).isFalse();
    }

    @Test
    @DisplayName("sysctl writes: each name sets its own field; a refused value sets einval and changes nothing")
    void sysctlWrites() {
        String[] names = Sysctl.NAMES;
        for (int i = 0; i < names.length; i++) {
            Sk sk = new Sk(v4(Variant.LATEST));
            sk.writeSysctl(names[i], 100 + i);
            int[] fields = {sk.tcpMtuProbing, sk.tcpBaseMss, sk.tcpProbeThreshold, sk.tcpProbeInterval, sk.tcpMinSndMss,
                sk.tcpMtuProbeFloor};
            int[] expected = {0, 1024, 8, 600, 48, 48};
            expected[i] = 100 + i;
            assertThat(fields).as(names[i]).containsExactly(expected);
            assertThat(sk.einval).isFalse();
        }
        Sk refused = new Sk(v4(Variant.LATEST));
        refused.writeSysctl(Sysctl.TCP_MTU_PROBING, 256);
        assertThat(refused.einval).isTrue();
        assertThat(refused.tcpMtuProbing).isZero();
        assertThatThrownBy(() -> new Sk(v4(Variant.LATEST)).writeSysctl("tcp_nope", 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("unknown sysctl tcp_nope");
    }
}
