package pmtuverify.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;

/**
 * Pins each Linux 6.18 rule and each fidelity fix of the 4.x model to a value computed by hand
 * from the C (net/ipv4/tcp_output.c, tcp_input.c, tcp_timer.c, route.c, net/ipv6/tcp_ipv6.c at
 * v4.1 and v6.18).
 */
class LatestTest {
    private static Config probing(Variant v) {
        return Config.defaults(v).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSndCwnd(20);
    }

    private static Sock connect(Config c) {
        return Pmtu.connect(c).after;
    }

    private static Step step(Sock s, Event e) {
        return Pmtu.step(s, e);
    }

    private static Event xmit() {
        return Event.of(Event.Kind.XMIT);
    }

    /**
     * google/packetdrill gtests/net/tcp/mtu_probe/basic-v4.pkt: a passive open on a route of MTU 640
     * (no TCP options, peer MSS 1460, initcwnd 11, tcp_mtu_probing=2, tcp_base_mss=512), the route
     * raised to 1500, and a write whose first segment is a probe of 986 bytes.
     */
    @Test
    void packetdrillBasicV4FirstProbeIs986() {
        for (Variant v : new Variant[] {Variant.MAINLINE, Variant.LATEST}) {
            Config c = Config.defaults(v).withOpen(Config.Open.PASSIVE).withTcpOptions(0).withRouteMtu(640)
                    .withMssClamp(1460).withSndCwnd(11).withSysctl(Sysctl.TCP_MTU_PROBING, 2)
                    .withSysctl(Sysctl.TCP_BASE_MSS, 512);
            Sock s = connect(c);
            // tcp_sync_mss(640) ran on the child before tcp_mtup_init: search_high is not capped, mss_cache stays 600
            assertThat(s.searchLow).isEqualTo(552);
            assertThat(s.searchHigh).isEqualTo(1500);
            assertThat(s.mssCache).isEqualTo(600);
            assertThat(s.pmtuCookie).isEqualTo(640);
            DocClaims.says("README.md", "the scripts' segments stay at " + s.mssCache + " bytes during the first write");
            s = step(s, Event.routeMtu(1500)).after;
            Step probe = step(s, xmit());
            // (1500 + 552) >> 1 = 1026; tcp_mtu_to_mss(1026) = 986; datagram 986 + 20 + 20
            assertThat(probe.sent).isEqualTo(1026);
            assertThat(probe.sent - 40).isEqualTo(986);
            DocClaims.says("README.md", "basic-v4.pkt and basic-v6.pkt replay to their first probe of " + (probe.sent - 40) + " bytes");
            Sock acked = step(probe.after, Event.of(Event.Kind.PROBE_ACKED)).after;
            // the second write of the script: segments of 986 bytes
            assertThat(acked.searchLow).isEqualTo(1026);
            assertThat(acked.mssCache).isEqualTo(986);
            assertThat(probe.wraps).isEmpty();
        }
    }

    /** basic-v6.pkt: route MTU 660 raised to 1520, the first probe again carries 986 bytes. */
    @Test
    void packetdrillBasicV6FirstProbeIs986() {
        Config c = Config.defaults(Variant.LATEST).withIp(6).withOpen(Config.Open.PASSIVE).withTcpOptions(0)
                .withRouteMtu(660).withMssClamp(1460).withSndCwnd(11).withSysctl(Sysctl.TCP_MTU_PROBING, 2)
                .withSysctl(Sysctl.TCP_BASE_MSS, 512);
        Sock s = connect(c);
        assertThat(s.searchLow).isEqualTo(572);
        assertThat(s.searchHigh).isEqualTo(1520);
        assertThat(s.mssCache).isEqualTo(600);
        Step probe = step(step(s, Event.routeMtu(1520)).after, xmit());
        // (1520 + 572) >> 1 = 1046; - 40 - 20 = 986
        assertThat(probe.sent).isEqualTo(1046);
        DocClaims.says("docs/REFERENCE.md", "basic-v6.pkt replays through `./pmtu replay` to its first probe of "
                + (probe.sent - 60) + " bytes)");
    }

    /**
     * Active open on a route of MTU 640 with a peer MSS of 1460: 4.1 ends with tcp_sync_mss, which caps
     * search_high at 640; 6.18's tcp_finish_connect then runs tcp_init_transfer, whose tcp_mtup_init
     * sets search_high back to mss_clamp + 40 = 1500 with no re-sync. The first probe (1026 bytes) is
     * then larger than the route, and IP output refuses it.
     */
    @Test
    void activeOpenOrder() {
        Config c = Config.defaults(Variant.MAINLINE).withTcpOptions(0).withRouteMtu(640).withMssClamp(1460)
                .withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSysctl(Sysctl.TCP_BASE_MSS, 512).withSndCwnd(11);
        Sock old = connect(c);
        assertThat(old.searchHigh).isEqualTo(640);
        assertThat(old.mssCache).isEqualTo(512);
        assertThat(step(old, xmit()).sent).isEqualTo(596); // (640 + 552) >> 1
        Sock latest = connect(c.withVariant(Variant.LATEST));
        assertThat(latest.searchHigh).isEqualTo(1500);
        assertThat(latest.mssCache).isEqualTo(512);
        Step refused = step(latest, xmit());
        assertThat(refused.refused).isTrue();
        assertThat(refused.after.searchHigh).isEqualTo(1500);
        assertThat(step(refused.after, xmit()).refused).isTrue();
        DocClaims.says("README.md", "(a " + c.routeMtu + "-byte route, peer MSS " + c.mssClamp + "), search_high ends at "
                + latest.searchHigh + ", the first probe (" + ((latest.searchLow + latest.searchHigh) >> 1) + " bytes) is larger "
                + "than the route");
    }

    /**
     * Witnessed on Linux 6.18 (veth route MTU 1200, peer MSS 1460, tcp_mtu_probing=2, a receiver whose window never
     * grows): search_high stays at 1500, every probe (1288 bytes) is refused by IP output (IpFragFails climbing by
     * thousands a second), mss_cache stays 1024. A window update re-syncs: search_high 1200, first probe 1138. With a
     * growing window on a 1400 route the kernel's probes were 1238, 1319, 1359, 1379, 1389, 1394, as here.
     */
    @Test
    void activeOpenOnASmallRouteWaitsForAResync() {
        Config c = probing(Variant.LATEST).withRouteMtu(1200).withMssClamp(1460);
        Sock s = connect(c);
        assertThat(s.searchHigh).isEqualTo(1500);
        assertThat(s.mssCache).isEqualTo(1024);
        Step refused = step(s, xmit());
        assertThat(refused.refused).isTrue();
        assertThat(refused.sent).isZero();
        Sock synced = step(s, Event.of(Event.Kind.WINDOW_UPDATE)).after;
        assertThat(synced.searchHigh).isEqualTo(1200);
        assertThat(step(synced, xmit()).sent).isEqualTo(1138); // (1076 + 1200) >> 1
        Sock fixed = connect(c.withVariant(Variant.FIX_RESET_SYNCS));
        assertThat(fixed.searchHigh).isEqualTo(1200);
        assertThat(step(fixed, xmit()).sent).isEqualTo(1138);
        assertThat(connect(c.withVariant(Variant.MAINLINE)).searchHigh).isEqualTo(1200);
        // the 1400 route with a growing window: the window update comes before the first probe
        Sock w = step(connect(c.withRouteMtu(1400).withMssClamp(1460)), Event.of(Event.Kind.WINDOW_UPDATE)).after;
        int[] kernel = {1238, 1319, 1359, 1379, 1389, 1394};
        java.util.List<String> sent = new java.util.ArrayList<>();
        for (int size : kernel) {
            Step p = step(w, xmit().withCwnd(20)); // the kernel's window grew between probes

            assertThat(p.sent).isEqualTo(size);
            sent.add(Integer.toString(p.sent));
            w = step(p.after, Event.of(Event.Kind.PROBE_ACKED)).after;
        }
        DocClaims.says("README.md", "its probe sequence before the reprobe, " + String.join(", ", sent) + ", is the kernel's");
        assertThat(step(w, xmit().withCwnd(20)).stopped).isTrue();
        assertThat(w.mssCache).isEqualTo(1342);
        // witnessed with tcp_probe_interval 1: the reprobe resets search_high to 1500 on the 1400 route and every
        // later probe ((1394 + 1500) >> 1 = 1447) is refused; IpFragFails climbed by thousands, no MTUP success
        Step reprobe = step(w, xmit().withCwnd(20).at(600 * 1000L)); // tcp_probe_interval 600 s at HZ 1000
        assertThat(reprobe.reprobed).isTrue();
        assertThat(reprobe.after.searchHigh).isEqualTo(1500);
        Step after = step(reprobe.after, xmit().withCwnd(20));
        assertThat(after.refused).isTrue();
        // a threshold that stops at once: the first xmit after 600 s reprobes; the fix re-syncs to the route
        Config stop = c.withRouteMtu(1400).withMssClamp(1460).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, Integer.MAX_VALUE);
        assertThat(step(connect(stop), xmit().at(600 * 1000L)).after.searchHigh).isEqualTo(1500);
        Step fixedReprobe = step(connect(stop.withVariant(Variant.FIX_RESET_SYNCS)), xmit().at(600 * 1000L));
        assertThat(fixedReprobe.reprobed).isTrue();
        assertThat(fixedReprobe.after.searchHigh).isEqualTo(1400);
    }

    @Test
    void minSndMssFloorsMtuToMss() {
        Sock latest = connect(Config.defaults(Variant.LATEST).withSysctl(Sysctl.TCP_MIN_SND_MSS, 1024));
        // 576 - 40 = 536 < 1024 -> 1024; - 12 = 1012
        assertThat(Pmtu.tcpMtuToMss(latest, 576)).isEqualTo(1012);
        Sock old = connect(Config.defaults(Variant.MAINLINE));
        assertThat(Pmtu.tcpMtuToMss(old, 576)).isEqualTo(524);
        // the 4.x floor of 48, and 6.18's default tcp_min_snd_mss 48
        assertThat(Pmtu.tcpMtuToMss(old, 68)).isEqualTo(36);
        assertThat(Pmtu.tcpMtuToMss(connect(Config.defaults(Variant.LATEST)), 68)).isEqualTo(36);
    }

    @Test
    void blackholeStepFloors() {
        // enabled at connect, search_low 1076: mss = tcp_mtu_to_mss(1076) >> 1 = 512, min(1024) = 512, floors 48
        Sock s = connect(probing(Variant.LATEST).withSysctl(Sysctl.TCP_MTU_PROBING, 1));
        s = step(s, Event.of(Event.Kind.RTO)).after; // enables
        assertThat(s.enabled).isEqualTo(1);
        assertThat(step(s, Event.of(Event.Kind.RTO)).after.searchLow).isEqualTo(512 + 52);
        Sock floor = step(s, Event.sysctl(Sysctl.TCP_MTU_PROBE_FLOOR, 600)).after;
        assertThat(step(floor, Event.of(Event.Kind.RTO)).after.searchLow).isEqualTo(652);
        Sock minSnd = step(s, Event.sysctl(Sysctl.TCP_MIN_SND_MSS, 700)).after;
        assertThat(step(minSnd, Event.of(Event.Kind.RTO)).after.searchLow).isEqualTo(752);
        // at the bottom: 4.1 floors at 68 - tcp_header_len = 36 (search_low 88), 6.18 at 48 (search_low 100)
        Sock old = connect(probing(Variant.MAINLINE).withSysctl(Sysctl.TCP_BASE_MSS, 36));
        Sock latest = connect(probing(Variant.LATEST).withSysctl(Sysctl.TCP_BASE_MSS, 36));
        assertThat(old.searchLow).isEqualTo(88);
        assertThat(step(old, Event.of(Event.Kind.RTO)).after.searchLow).isEqualTo(88);
        assertThat(step(latest, Event.of(Event.Kind.RTO)).after.searchLow).isEqualTo(100);
    }

    @Test
    void probeSuccessCwndU64ProductAndFloorOfOne() {
        for (Variant v : new Variant[] {Variant.MAINLINE, Variant.LATEST}) {
            Step sent = step(connect(probing(v)), xmit());
            assertThat(sent.sent).isEqualTo(1288);
            // mss_cache 1024 (datagram 1076): 1 * 1076 / 1288 = 0
            Sock one = step(sent.after, Event.of(Event.Kind.PROBE_ACKED).withCwnd(1)).after;
            assertThat(one.sndCwnd).isEqualTo(v == Variant.LATEST ? 1 : 0);
            // 2^31 * 1076 wraps a u32 on 4.1: (2^31 * 1076 mod 2^32) / 1288 = 0; 6.18: 2^31 * 1076 / 1288 = 1794015842
            Step big = step(sent.after, Event.of(Event.Kind.PROBE_ACKED).withCwnd(1L << 31));
            assertThat(big.after.sndCwnd).isEqualTo(v == Variant.LATEST ? 1794015842 : 0);
            assertThat(big.wraps).isEqualTo(v == Variant.LATEST ? java.util.List.of()
                    : java.util.List.of("tp->snd_cwnd * tcp_mss_to_mtu(sk, tp->mss_cache)"));
        }
    }

    @Test
    void sysctlRangesOfLinux6() {
        Sock s = connect(Config.defaults(Variant.LATEST));
        Step minusOne = step(s, Event.sysctl(Sysctl.TCP_PROBE_INTERVAL, -1));
        assertThat(minusOne.einval).isTrue();
        assertThat(minusOne.after.tcpProbeInterval).isEqualTo(600);
        // UINT_MAX / HZ at HZ 1000 = 4294967
        assertThat(step(s, Event.sysctl(Sysctl.TCP_PROBE_INTERVAL, 4294967)).einval).isFalse();
        assertThat(step(s, Event.sysctl(Sysctl.TCP_PROBE_INTERVAL, 4294968)).einval).isTrue();
        assertThat(step(s, Event.sysctl(Sysctl.TCP_MTU_PROBING, 255)).after.tcpMtuProbing).isEqualTo(255);
        assertThat(step(s, Event.sysctl(Sysctl.TCP_MTU_PROBING, 256)).einval).isTrue();
        assertThat(step(s, Event.sysctl(Sysctl.TCP_MTU_PROBING, -1)).einval).isTrue();
        assertThat(step(s, Event.sysctl(Sysctl.TCP_MIN_SND_MSS, 47)).einval).isTrue();
        assertThat(step(s, Event.sysctl(Sysctl.TCP_MIN_SND_MSS, 65535)).after.tcpMinSndMss).isEqualTo(65535);
        assertThat(step(s, Event.sysctl(Sysctl.TCP_MTU_PROBE_FLOOR, 65536)).einval).isTrue();
        assertThat(step(s, Event.sysctl(Sysctl.TCP_BASE_MSS, Integer.MIN_VALUE)).einval).isFalse();
        assertThat(step(s, Event.sysctl(Sysctl.TCP_PROBE_THRESHOLD, -5)).after.tcpProbeThreshold).isEqualTo(-5);
        // 4.1's proc_dointvec takes every int
        Step old = step(connect(Config.defaults(Variant.MAINLINE)), Event.sysctl(Sysctl.TCP_PROBE_INTERVAL, -1));
        assertThat(old.einval).isFalse();
        assertThat(old.after.tcpProbeInterval).isEqualTo(-1);
        assertThat(Variant.MAINLINE.hasSysctl(Sysctl.TCP_MIN_SND_MSS)).isFalse();
        assertThat(Variant.LATEST.hasSysctl(Sysctl.TCP_MTU_PROBE_FLOOR)).isTrue();
        // FIX_BASE_MSS_RANGE bounds tcp_base_mss too
        Sock fix = connect(Config.defaults(Variant.FIX_BASE_MSS_RANGE));
        assertThat(step(fix, Event.sysctl(Sysctl.TCP_BASE_MSS, Integer.MAX_VALUE)).einval).isTrue();
    }

    @Test
    void ipv4RouteUpdateLocksBelowMinPmtuAndNeverRaises() {
        Config tiny = Config.defaults(Variant.LATEST).withRouteMtu(500);
        Sock latest = step(connect(tiny), Event.icmp(400)).after;
        assertThat(latest.routeMtu).isEqualTo(500); // min(old 500, 552), locked
        assertThat(latest.routeLocked).isTrue();
        assertThat(step(latest, Event.icmp(300)).after.routeMtu).isEqualTo(500); // locked: ignored
        Sock old = step(connect(tiny.withVariant(Variant.MAINLINE)), Event.icmp(400)).after;
        assertThat(old.routeMtu).isEqualTo(552); // 4.1 raises the report to ip_rt_min_pmtu
        Sock fine = step(connect(Config.defaults(Variant.LATEST)), Event.icmp(1400)).after;
        assertThat(fine.routeMtu).isEqualTo(1400);
        assertThat(fine.routeLocked).isFalse();
        assertThat(fine.mssCache).isEqualTo(1348);
        assertThat(step(fine, Event.icmp(1450)).after.routeMtu).isEqualTo(1400);
        // a route change is a new route: unlocked
        assertThat(step(latest, Event.routeMtu(1500)).after.routeLocked).isFalse();
    }

    @Test
    void ipv6PacketTooBigRules() {
        Config v6 = probing(Variant.LATEST).withIp(6);
        Sock s = connect(v6);
        assertThat(s.searchLow).isEqualTo(1024 + 12 + 20 + 40);
        assertThat(s.mssCache).isEqualTo(1024);
        // below IPV6_MIN_MTU: dropped by tcp_v6_err on 6.18, floored at 1280 on 4.1
        assertThat(step(s, Event.icmp(1000)).after.routeMtu).isEqualTo(1500);
        Sock old = connect(v6.withVariant(Variant.MAINLINE));
        assertThat(step(old, Event.icmp(1000)).after.routeMtu).isEqualTo(1280);
        // tcp_mtu_to_mss(1400) = 1328 >= mss_cache 1024: "Drop requests trying to increase our current mss"
        assertThat(step(s, Event.icmp(1400)).after.routeMtu).isEqualTo(1500);
        assertThat(step(old, Event.icmp(1400)).after.routeMtu).isEqualTo(1400);
        // probing off: mss_cache 1428, and 1400's 1328 is below it
        Sock off = connect(Config.defaults(Variant.LATEST).withIp(6));
        Sock lowered = step(off, Event.icmp(1400)).after;
        assertThat(lowered.routeMtu).isEqualTo(1400);
        assertThat(lowered.mssCache).isEqualTo(1328);
    }

    @Test
    void everyXmitResyncsWithTheRoute() {
        for (Variant v : new Variant[] {Variant.PRE, Variant.MAINLINE, Variant.LATEST}) {
            Sock off = connect(Config.defaults(v));
            assertThat(off.enabled).isZero();
            Step x = step(step(off, Event.routeMtu(1400)).after, xmit());
            assertThat(x.after.mssCache).isEqualTo(1348);
            assertThat(x.after.pmtuCookie).isEqualTo(1400);
            assertThat(x.sent).isZero();
        }
    }

    @Test
    void retransmissionsCancelAProbeInFlight() {
        for (Variant v : new Variant[] {Variant.MAINLINE, Variant.LATEST}) {
            Sock inFlight = step(connect(probing(v)), xmit()).after;
            assertThat(inFlight.probeSize).isEqualTo(1288);
            Step rto = step(inFlight, Event.of(Event.Kind.RTO));
            assertThat(rto.cancelled).isTrue();
            assertThat(rto.after.probeSize).isZero();
            assertThat(rto.after.searchHigh).isEqualTo(1500); // neither success nor failure
            // the timeout is past tcp_retries1: the black-hole step halves search_low first (1024 >> 1 + 52)
            assertThat(rto.after.searchLow).isEqualTo(564);
            Step rtx = step(inFlight, Event.of(Event.Kind.RETRANSMIT));
            assertThat(rtx.after.probeSize).isZero();
            // ICMP 1280: tcp_sync_mss(1280), then tcp_simple_retransmit finds the probe's 1236 bytes > mss 1024
            Step icmp = step(inFlight, Event.icmp(1280));
            assertThat(icmp.cancelled).isTrue();
            assertThat(icmp.after.probeSize).isZero();
            assertThat(icmp.after.searchHigh).isEqualTo(1280);
            // an ICMP above the cookie changes nothing
            Step none = step(inFlight, Event.icmp(1500));
            assertThat(none.cancelled).isFalse();
            assertThat(none.after.probeSize).isEqualTo(1288);
        }
    }

    @Test
    void ipOutputRefusesAProbeAboveTheRoute() {
        // tcp_min_snd_mss 1500 floors the probe's MSS at 1500 - 12 = 1488: a datagram of 1540 on a 1500 route
        Sock s = connect(probing(Variant.LATEST).withSysctl(Sysctl.TCP_MIN_SND_MSS, 1500));
        Step x = step(s, xmit());
        assertThat(x.refused).isTrue();
        assertThat(x.sent).isZero();
        assertThat(x.after.probeSize).isZero();
        assertThat(x.after.sndCwnd).isEqualTo(20); // no snd_cwnd--
        assertThat(x.after.routeMtu).isEqualTo(1500); // the ICMP to ourselves carries the route's own MTU
        assertThat(x.after.routeLocked).isFalse();
    }

    @Test
    void wrapsNameTheHelpers() {
        Step c = Pmtu.connect(probing(Variant.LATEST).withSysctl(Sysctl.TCP_BASE_MSS, Integer.MAX_VALUE));
        assertThat(c.after.searchLow).isEqualTo(Integer.MIN_VALUE + 51);
        // once per tcp_mtup_init: an active open on 6.18 runs it twice (tcp_init_transfer)
        String expr = "mss + tp->tcp_header_len + icsk->icsk_ext_hdr_len + icsk->icsk_af_ops->net_header_len";
        assertThat(c.wraps).containsExactly(expr, expr);
        assertThat(Pmtu.connect(probing(Variant.MAINLINE).withSysctl(Sysctl.TCP_BASE_MSS, Integer.MAX_VALUE)).wraps)
                .containsExactly(expr);
        // tcp_mtu_to_mss of a pmtu within 40 of INT_MIN: the size_t subtraction truncated back to int
        Sock s = connect(probing(Variant.LATEST));
        // INT_MIN + 10 - 40 wraps to INT_MAX - 29, which the clamp brings to mss_clamp 1460: 1448
        assertThat(Pmtu.tcpMtuToMss(s, Integer.MIN_VALUE + 10)).isEqualTo(1448);
        assertThat(Pmtu.tcpMtuToMss(s, Integer.MIN_VALUE + 60)).isEqualTo(48 - 12);
        // search_low = INT_MIN + 52 does not wrap in tcp_mss_to_mtu, nor its tcp_mtu_to_mss in tcp_sync_mss
        assertThat(Pmtu.connect(probing(Variant.LATEST).withSysctl(Sysctl.TCP_BASE_MSS, Integer.MIN_VALUE)).wraps).isEmpty();
        assertThat(s.searchLow).isEqualTo(1076);
        assertThat(Pmtu.connect(probing(Variant.LATEST)).wraps).isEmpty();
    }

    @Test
    void fixVariantsChangeOneRule() {
        assertThat(Variant.FIX_STOP_AT_TWO.fixOf).isEqualTo(Variant.LATEST);
        assertThat(Variant.FIX_STOP_AT_TWO.stopRule).isEqualTo(Variant.StopRule.THRESHOLD_AT_LEAST_TWO);
        assertThat(Variant.FIX_STOP_AT_TWO.routeRule).isEqualTo(Variant.LATEST.routeRule);
        // threshold 1, interval 1: LATEST probes search_low again, the fixes stop
        Config c = probing(Variant.LATEST).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 1);
        Sock s = connect(c);
        Sock narrow = Pmtu.step(Pmtu.step(s, Event.sysctl(Sysctl.TCP_BASE_MSS, 1447)).after, Event.of(Event.Kind.RTO)).after;
        assertThat(narrow.enabled).isEqualTo(1);
        // lost probe of 1448 after search_low = 1447 + 52 = 1499 ... drive the range to an interval of 1 by hand
        Sock one = connect(c.withSysctl(Sysctl.TCP_BASE_MSS, 1447));
        assertThat(one.searchHigh - one.searchLow).isEqualTo(1);
        assertThat(step(one, xmit()).sent).isEqualTo(1499); // the midpoint is search_low
        assertThat(step(connect(c.withVariant(Variant.FIX_STOP_AT_TWO).withSysctl(Sysctl.TCP_BASE_MSS, 1447)), xmit()).stopped)
                .isTrue();
        assertThat(step(connect(c.withVariant(Variant.FIX_PROBE_IN_RANGE).withSysctl(Sysctl.TCP_BASE_MSS, 1447)), xmit()).stopped)
                .isTrue();
        // a lost probe sent before an ICMP lowered search_high: LATEST raises search_high again, the fix keeps it
        Sock f = step(connect(probing(Variant.FIX_FAIL_KEEPS_HIGH)), xmit()).after;
        Sock l = step(connect(probing(Variant.LATEST)), xmit()).after;
        // the route comes down to 1200 and the next xmit re-syncs (search_high 1200) while the probe is in flight
        Sock fl = step(step(step(f, Event.routeMtu(1200)).after, xmit()).after, Event.of(Event.Kind.PROBE_LOST)).after;
        Sock ll = step(step(step(l, Event.routeMtu(1200)).after, xmit()).after, Event.of(Event.Kind.PROBE_LOST)).after;
        assertThat(ll.searchHigh).isEqualTo(1287);
        assertThat(fl.searchHigh).isEqualTo(1200);
        // IPv6 on a 1280 route: LATEST probes (1096 + 1280) >> 1 = 1188 < IPV6_MIN_MTU; the fix starts at 1280 and stops
        Config v6 = probing(Variant.LATEST).withIp(6).withRouteMtu(1280);
        assertThat(step(connect(v6), xmit()).sent).isEqualTo(1188);
        Sock fixed = connect(v6.withVariant(Variant.FIX_IPV6_MIN_MTU));
        assertThat(fixed.searchLow).isEqualTo(1280);
        assertThat(step(fixed, xmit()).stopped).isTrue();
        assertThat(connect(probing(Variant.FIX_IPV6_MIN_MTU)).searchLow).isEqualTo(1076); // IPv4 unchanged
        // an ICMP below search_low: FIX_SYNC_LOWERS_LOW keeps the range non-empty
        assertThat(step(connect(probing(Variant.LATEST)), Event.icmp(600)).after.searchLow).isEqualTo(1076);
        Sock fs = step(connect(probing(Variant.FIX_SYNC_LOWERS_LOW)), Event.icmp(600)).after;
        assertThat(fs.searchHigh).isEqualTo(600);
        assertThat(fs.searchLow).isEqualTo(600);
    }

    @Test
    void fixAllRoundsTheMidpointUpSoAnIntervalOfOneProbesSearchHigh() {
        assertThat(Variant.FIX_ALL.probeSizeRule).isEqualTo(Variant.ProbeSizeRule.MIDPOINT_UP_TO_MSS);
        assertThat(Variant.FIX_ALL.stopRule).isEqualTo(Variant.StopRule.DATAGRAM_IN_RANGE);
        // threshold 1, interval 1 (search_low 1499, search_high 1500): FIX_PROBE_IN_RANGE stops below search_high,
        // FIX_ALL probes search_high itself, and its success closes the range there
        Config c = probing(Variant.FIX_ALL).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 1).withSysctl(Sysctl.TCP_BASE_MSS, 1447);
        Sock one = connect(c);
        assertThat(one.searchHigh - one.searchLow).isEqualTo(1);
        Step probe = step(one, xmit());
        assertThat(probe.sent).isEqualTo(one.searchHigh);
        Sock acked = step(probe.after, Event.of(Event.Kind.PROBE_ACKED)).after;
        assertThat(acked.searchLow).isEqualTo(acked.searchHigh);
        assertThat(step(acked, xmit()).stopped).isTrue();
        // an even interval has one midpoint: the rounding changes nothing (1076..1500: 1288 both ways)
        assertThat(step(connect(probing(Variant.FIX_ALL)), xmit()).sent).isEqualTo(step(connect(probing(Variant.LATEST)), xmit()).sent);
    }
}
