package pmtuverify.model.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The model's entry points and values around the kernel functions: {@link Pmtu#step}'s dispatch and its
 * {@code at}/{@code cwnd}, the variants' sysctl tables, the replay trace lines (exact text), equality of states,
 * configs and events, and golden runs on every variant whose {@code wraps} stay empty.
 */
class PmtuApiTest {
    private static Config probing(Variant v) {
        return Config.defaults(v).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSndCwnd(20);
    }

    @Test
    @DisplayName("golden run on every variant: connect, probe acked, probe lost, timeouts, ICMP, route, sysctl; no wraps")
    void goldenRunsHaveNoWraps() {
        for (Variant v : Variant.values()) {
            Sock s = Pmtu.connect(probing(v)).after;
            Event[] script = {Event.of(Event.Kind.XMIT), Event.of(Event.Kind.PROBE_ACKED), Event.of(Event.Kind.XMIT),
                Event.of(Event.Kind.PROBE_LOST), Event.of(Event.Kind.XMIT), Event.of(Event.Kind.RETRANSMIT),
                Event.of(Event.Kind.RTO), Event.of(Event.Kind.WINDOW_UPDATE), Event.icmp(1400), Event.routeMtu(1500),
                Event.sysctl(Sysctl.TCP_BASE_MSS, 512), Event.xmit(700_000).withCwnd(20), Event.of(Event.Kind.RTO)};
            List<Integer> sent = new ArrayList<>();
            for (Event e : script) {
                Step st = Pmtu.step(s, e);
                assertThat(st.wraps).as(v + " " + e).isEmpty();
                sent.add(st.sent);
                s = st.after;
            }
            assertThat(sent.get(0)).as(v.name()).isPositive();
        }
    }

    @Test
    @DisplayName("Pmtu.step on MAINLINE, by hand: xmit 1288, acked (cwnd 15), xmit 1394, lost (high 1393), rto halves")
    void stepDispatch() {
        Sock s = Pmtu.connect(probing(Variant.MAINLINE)).after;
        Step x = Pmtu.step(s, Event.of(Event.Kind.XMIT));
        assertThat(x.sent).isEqualTo(1288);
        assertThat(x.after.sndCwnd).isEqualTo(19);
        Step ok = Pmtu.step(x.after, Event.of(Event.Kind.PROBE_ACKED));
        assertThat(ok.after.searchLow).isEqualTo(1288);
        assertThat(ok.after.sndCwnd).isEqualTo(15); // 19 * 1076 / 1288
        assertThat(ok.after.probing()).isFalse();
        assertThat(x.after.probing()).isTrue();
        Step x2 = Pmtu.step(ok.after, Event.of(Event.Kind.XMIT).withCwnd(20));
        assertThat(x2.sent).isEqualTo(1394); // (1500 + 1288) >> 1
        Step lost = Pmtu.step(x2.after, Event.of(Event.Kind.PROBE_LOST));
        assertThat(lost.after.searchHigh).isEqualTo(1393);
        assertThat(lost.after.sndCwnd).isEqualTo(20);
        // no probe in flight: probe_acked and probe_lost change nothing
        assertThat(Pmtu.step(lost.after, Event.of(Event.Kind.PROBE_ACKED)).after).isEqualTo(lost.after);
        assertThat(Pmtu.step(lost.after, Event.of(Event.Kind.PROBE_LOST)).after).isEqualTo(lost.after);
        Step rto = Pmtu.step(lost.after, Event.of(Event.Kind.RTO));
        assertThat(rto.after.searchLow).isEqualTo(670); // tcp_mtu_to_mss(1288) = 1236 >> 1 = 618, + 52 (base 1024)
        Step xr = Pmtu.step(rto.after, Event.of(Event.Kind.XMIT));
        Step re = Pmtu.step(xr.after, Event.of(Event.Kind.RETRANSMIT));
        assertThat(xr.sent).isEqualTo(1031); // (1393 + 670) >> 1
        assertThat(re.cancelled).isTrue();
        assertThat(re.after.probeSize).isZero();
        Step icmp = Pmtu.step(re.after, Event.icmp(1000));
        assertThat(icmp.after.routeMtu).isEqualTo(1000);
        assertThat(icmp.after.searchHigh).isEqualTo(1000);
        Step route = Pmtu.step(icmp.after, Event.routeMtu(1500));
        assertThat(route.after.routeMtu).isEqualTo(1500);
        assertThat(route.after.pmtuCookie).isEqualTo(1000);
        Step win = Pmtu.step(route.after, Event.of(Event.Kind.WINDOW_UPDATE));
        assertThat(win.after.pmtuCookie).isEqualTo(1000); // tcp_sync_mss(pmtu_cookie), not the route
        Step sys = Pmtu.step(win.after, Event.sysctl(Sysctl.TCP_PROBE_THRESHOLD, 3));
        assertThat(sys.after.tcpProbeThreshold).isEqualTo(3);
        assertThat(sys.einval).isFalse();
    }

    @Test
    @DisplayName("Pmtu.step: every sysctl write lands in its own field; -EINVAL on a refused value")
    void sysctlWritesThroughStep() {
        Sock s = Pmtu.connect(probing(Variant.LATEST)).after;
        assertThat(Pmtu.step(s, Event.sysctl(Sysctl.TCP_MTU_PROBING, 1)).after.tcpMtuProbing).isEqualTo(1);
        assertThat(Pmtu.step(s, Event.sysctl(Sysctl.TCP_BASE_MSS, 700)).after.tcpBaseMss).isEqualTo(700);
        assertThat(Pmtu.step(s, Event.sysctl(Sysctl.TCP_PROBE_INTERVAL, 5)).after.tcpProbeInterval).isEqualTo(5);
        assertThat(Pmtu.step(s, Event.sysctl(Sysctl.TCP_MIN_SND_MSS, 500)).after.tcpMinSndMss).isEqualTo(500);
        assertThat(Pmtu.step(s, Event.sysctl(Sysctl.TCP_MTU_PROBE_FLOOR, 600)).after.tcpMtuProbeFloor).isEqualTo(600);
        Step no = Pmtu.step(s, Event.sysctl(Sysctl.TCP_MIN_SND_MSS, 47));
        assertThat(no.einval).isTrue();
        assertThat(no.after).isEqualTo(s);
    }

    @Test
    @DisplayName("Pmtu.step: at sets jiffies before the kernel path, cwnd sets snd_cwnd (u32) before it")
    void atAndCwnd() {
        Sock s = Pmtu.connect(probing(Variant.MAINLINE).withSndCwnd(5)).after;
        Step noCwnd = Pmtu.step(s, Event.of(Event.Kind.XMIT));
        assertThat(noCwnd.sent).isZero(); // 5 < 11
        Step x = Pmtu.step(s, Event.xmit(42).withCwnd(4_294_967_295L));
        assertThat(x.after.jiffies).isEqualTo(42);
        assertThat(x.after.sndCwnd).isEqualTo(-2); // 0xFFFFFFFF, decremented by the probe
        assertThat(x.sent).isEqualTo(1288);
        Step none = Pmtu.step(s, Event.of(Event.Kind.WINDOW_UPDATE));
        assertThat(none.after.jiffies).isEqualTo(s.jiffies);
        assertThat(none.after.sndCwnd).isEqualTo(5);
        Step zero = Pmtu.step(s, Event.of(Event.Kind.WINDOW_UPDATE).at(0).withCwnd(0));
        assertThat(zero.after.sndCwnd).isZero();
        assertThat(Pmtu.tcpMtuToMss(s, 1500)).isEqualTo(1448);
        assertThat(Pmtu.tcpMssToMtu(s, 1448)).isEqualTo(1500);
    }

    @Test
    @DisplayName("Variant.hasSysctl / hasProbeInterval / hasProbeThreshold / hasMinSndMss / hasMtuProbeFloor per version")
    void variantSysctls() {
        assertThat(Variant.PRE.hasProbeThreshold()).isFalse();
        assertThat(Variant.V1.hasProbeThreshold()).isFalse();
        assertThat(Variant.V3.hasProbeThreshold()).isTrue();
        assertThat(Variant.FIX_PROBE_IN_RANGE.hasProbeThreshold()).isTrue();
        assertThat(Variant.PRE.hasProbeInterval()).isFalse();
        assertThat(Variant.V1.hasProbeInterval()).isFalse();
        assertThat(Variant.V3.hasProbeInterval()).isTrue();
        assertThat(Variant.MAINLINE.hasMinSndMss()).isFalse();
        assertThat(Variant.LATEST.hasMinSndMss()).isTrue();
        assertThat(Variant.MAINLINE.hasMtuProbeFloor()).isFalse();
        assertThat(Variant.LATEST.hasMtuProbeFloor()).isTrue();
        String[] names = Sysctl.NAMES;
        boolean[][] table = {
            {true, true, false, false, false, false}, // PRE
            {true, true, false, false, false, false}, // V1
            {true, true, true, true, false, false}, // V3
            {true, true, true, true, false, false}, // MAINLINE
            {true, true, true, true, true, true}, // LATEST
        };
        Variant[] vs = {Variant.PRE, Variant.V1, Variant.V3, Variant.MAINLINE, Variant.LATEST};
        for (int i = 0; i < vs.length; i++) {
            for (int j = 0; j < names.length; j++) {
                assertThat(vs[i].hasSysctl(names[j])).as(vs[i] + " " + names[j]).isEqualTo(table[i][j]);
            }
            assertThat(vs[i].hasSysctl("tcp_nope")).isFalse();
        }
    }

    @Test
    @DisplayName("Variant.sysctlAccepts: 4.x proc_dointvec takes any int; 6.18's ranges at both ends")
    void sysctlRanges() {
        for (String n : Sysctl.NAMES) {
            assertThat(Variant.MAINLINE.sysctlAccepts(n, -1, 1000)).isTrue();
            assertThat(Variant.MAINLINE.sysctlAccepts(n, Integer.MIN_VALUE, 1000)).isTrue();
        }
        Variant l = Variant.LATEST;
        assertThat(l.sysctlAccepts(Sysctl.TCP_MTU_PROBING, -1, 1000)).isFalse();
        assertThat(l.sysctlAccepts(Sysctl.TCP_MTU_PROBING, 0, 1000)).isTrue();
        assertThat(l.sysctlAccepts(Sysctl.TCP_MTU_PROBING, 255, 1000)).isTrue();
        assertThat(l.sysctlAccepts(Sysctl.TCP_MTU_PROBING, 256, 1000)).isFalse();
        assertThat(l.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, -1, 1000)).isFalse();
        assertThat(l.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, 0, 1000)).isTrue();
        assertThat(l.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, 4_294_967, 1000)).isTrue(); // UINT_MAX / 1000
        assertThat(l.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, 4_294_968, 1000)).isFalse();
        assertThat(l.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, 17_179_869, 250)).isTrue(); // UINT_MAX / 250
        assertThat(l.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, 17_179_870, 250)).isFalse();
        for (String n : new String[] {Sysctl.TCP_MIN_SND_MSS, Sysctl.TCP_MTU_PROBE_FLOOR}) {
            assertThat(l.sysctlAccepts(n, 47, 1000)).isFalse();
            assertThat(l.sysctlAccepts(n, 48, 1000)).isTrue();
            assertThat(l.sysctlAccepts(n, 65535, 1000)).isTrue();
            assertThat(l.sysctlAccepts(n, 65536, 1000)).isFalse();
        }
        assertThat(l.sysctlAccepts(Sysctl.TCP_BASE_MSS, -5, 1000)).isTrue();
        assertThat(l.sysctlAccepts(Sysctl.TCP_PROBE_THRESHOLD, -5, 1000)).isTrue();
        Variant b = Variant.FIX_BASE_MSS_RANGE;
        assertThat(b.sysctlAccepts(Sysctl.TCP_BASE_MSS, 47, 1000)).isFalse();
        assertThat(b.sysctlAccepts(Sysctl.TCP_BASE_MSS, 48, 1000)).isTrue();
        assertThat(b.sysctlAccepts(Sysctl.TCP_BASE_MSS, 65535, 1000)).isTrue();
        assertThat(b.sysctlAccepts(Sysctl.TCP_BASE_MSS, 65536, 1000)).isFalse();
    }

    @Test
    @DisplayName("Variant: byName, isFix, fixOf, fixRules, source")
    void variantNames() {
        assertThat(Variant.byName("LATEST")).isSameAs(Variant.LATEST);
        assertThat(Variant.byName("FIX_ALL")).isSameAs(Variant.FIX_ALL);
        assertThat(Variant.byName("latest")).isNull();
        assertThat(Variant.LATEST.isFix()).isFalse();
        assertThat(Variant.FIX_STOP_AT_TWO.isFix()).isTrue();
        assertThat(Variant.FIX_STOP_AT_TWO.fixOf).isSameAs(Variant.LATEST);
        assertThat(Variant.FIX_STOP_AT_TWO.fixRules).containsExactly(Variant.StopRule.THRESHOLD_AT_LEAST_TWO);
        assertThat(Variant.FIX_STOP_AT_TWO.source).isEqualTo("Linux 6.18 with StopRule.THRESHOLD_AT_LEAST_TWO");
        assertThat(Variant.FIX_ALL.source).startsWith("Linux 6.18 with FailureRule.MIN_WITH_SEARCH_HIGH, SyncRule.");
        assertThat(Variant.FIX_ALL.stopRule).isEqualTo(Variant.StopRule.DATAGRAM_IN_RANGE);
        assertThat(Variant.FIX_ALL.probeSizeRule).isEqualTo(Variant.ProbeSizeRule.MIDPOINT_UP_TO_MSS);
        assertThat(Variant.FIX_ALL.tcpBaseMss).isEqualTo(1024);
        assertThat(Variant.FIX_ALL.reprobeTimer).isTrue();
        assertThat(Variant.PRE.reprobeTimer).isFalse();
        assertThat(Variant.V1.fixRules).isEmpty();
    }

    @Test
    @DisplayName("Config: the with-methods, defaults that follow (base MSS, mss_clamp), header lengths")
    void configWith() {
        Config c = Config.defaults(Variant.MAINLINE);
        assertThat(c.netHeaderLen()).isEqualTo(20);
        assertThat(c.tcpHeaderLen()).isEqualTo(32);
        assertThat(c.withIp(6).netHeaderLen()).isEqualTo(40);
        assertThat(c.withVariant(Variant.PRE).tcpBaseMss).isEqualTo(512);
        assertThat(c.withSysctl(Sysctl.TCP_BASE_MSS, 700).withVariant(Variant.PRE).tcpBaseMss).isEqualTo(700);
        assertThat(c.withIp(6).mssClamp).isEqualTo(1440);
        assertThat(c.withMssClamp(1000).withIp(6).mssClamp).isEqualTo(1000);
        assertThat(c.withIp(6).withIp(4).mssClamp).isEqualTo(1460);
        assertThat(c.withRouteMtu(9000).mssClamp).isEqualTo(8960);
        assertThat(c.withMssClamp(1000).withRouteMtu(9000).mssClamp).isEqualTo(1000);
        assertThat(c.withHz(250).hz).isEqualTo(250);
        assertThat(c.withJiffies(77).jiffies).isEqualTo(77);
        assertThat(c.withSndCwnd(33).sndCwnd).isEqualTo(33);
        assertThat(c.withTcpOptions(0).tcpHeaderLen()).isEqualTo(20);
        assertThat(c.withOpen(Config.Open.PASSIVE).open).isEqualTo(Config.Open.PASSIVE);
        assertThatThrownBy(() -> c.withSysctl("tcp_nope", 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown sysctl tcp_nope");
        assertThat(Config.Open.PASSIVE.json()).isEqualTo("passive");
    }

    @Test
    @DisplayName("Config equality: every field counts")
    void configEquality() {
        // mss_clamp set, so that changing the IP version or the route changes that one field only
        Config c = Config.defaults(Variant.LATEST).withMssClamp(1000);
        List<UnaryOperator<Config>> changes = List.of(x -> x.withVariant(Variant.FIX_ALL), x -> x.withOpen(Config.Open.PASSIVE),
                x -> x.withIp(6), x -> x.withTcpOptions(0), x -> x.withMssClamp(999), x -> x.withRouteMtu(9000),
                x -> x.withHz(250), x -> x.withJiffies(1), x -> x.withSndCwnd(11),
                x -> x.withSysctl(Sysctl.TCP_MTU_PROBING, 2), x -> x.withSysctl(Sysctl.TCP_BASE_MSS, 1),
                x -> x.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 1), x -> x.withSysctl(Sysctl.TCP_PROBE_INTERVAL, 1),
                x -> x.withSysctl(Sysctl.TCP_MIN_SND_MSS, 49), x -> x.withSysctl(Sysctl.TCP_MTU_PROBE_FLOOR, 49));
        assertThat(c).isEqualTo(Config.defaults(Variant.LATEST).withMssClamp(1000));
        assertThat(c.equals("x")).isFalse();
        for (UnaryOperator<Config> f : changes) {
            Config d = f.apply(c);
            assertThat(d).isNotEqualTo(c);
            assertThat(c).isNotEqualTo(d);
        }
    }

    @Test
    @DisplayName("Config.toJson: every field, the sysctls the version has")
    void configJson() {
        assertThat(Config.defaults(Variant.MAINLINE).toString()).isEqualTo("{\"variant\":\"MAINLINE\",\"ip\":4,"
                + "\"tcp_options\":12,\"mss_clamp\":1460,\"route_mtu\":1500,\"hz\":1000,\"jiffies\":0,\"snd_cwnd\":10,"
                + "\"sysctl\":{\"tcp_mtu_probing\":0,\"tcp_base_mss\":1024,\"tcp_probe_threshold\":8,"
                + "\"tcp_probe_interval\":600}}");
        assertThat(Config.defaults(Variant.PRE).withOpen(Config.Open.PASSIVE).withSndCwnd(-1).toJson())
                .isEqualTo("{\"variant\":\"PRE\",\"open\":\"passive\",\"ip\":4,\"tcp_options\":12,\"mss_clamp\":1460,"
                        + "\"route_mtu\":1500,\"hz\":1000,\"jiffies\":0,\"snd_cwnd\":4294967295,"
                        + "\"sysctl\":{\"tcp_mtu_probing\":0,\"tcp_base_mss\":512}}");
        assertThat(Config.defaults(Variant.LATEST).withSysctl(Sysctl.TCP_PROBE_INTERVAL, -1).toJson())
                .endsWith("\"tcp_probe_threshold\":8,\"tcp_probe_interval\":4294967295,\"tcp_min_snd_mss\":48,"
                        + "\"tcp_mtu_probe_floor\":48}}");
    }

    @Test
    @DisplayName("Event: trace lines, byJson, equality")
    void events() {
        assertThat(Event.of(Event.Kind.XMIT).toString()).isEqualTo("{\"event\":\"xmit\"}");
        assertThat(Event.xmit(5).withCwnd(20).toJson()).isEqualTo("{\"event\":\"xmit\",\"at\":5,\"cwnd\":20}");
        assertThat(Event.of(Event.Kind.RTO).at(0).toJson()).isEqualTo("{\"event\":\"rto\",\"at\":0}");
        assertThat(Event.of(Event.Kind.RTO).withCwnd(0).toJson()).isEqualTo("{\"event\":\"rto\",\"cwnd\":0}");
        assertThat(Event.icmp(-1).toJson()).isEqualTo("{\"event\":\"icmp_frag_needed\",\"mtu\":4294967295}");
        assertThat(Event.routeMtu(1400).toJson()).isEqualTo("{\"event\":\"route_mtu\",\"mtu\":1400}");
        assertThat(Event.sysctl(Sysctl.TCP_PROBE_INTERVAL, -1).toJson())
                .isEqualTo("{\"event\":\"sysctl\",\"name\":\"tcp_probe_interval\",\"value\":4294967295}");
        assertThat(Event.sysctl(Sysctl.TCP_PROBE_THRESHOLD, -1).toJson())
                .isEqualTo("{\"event\":\"sysctl\",\"name\":\"tcp_probe_threshold\",\"value\":-1}");
        assertThat(Event.xmit(5).kind).isEqualTo(Event.Kind.XMIT);
        for (Event.Kind k : Event.Kind.values()) {
            assertThat(Event.Kind.byJson(k.json)).isSameAs(k);
        }
        assertThat(Event.Kind.byJson("XMIT")).isNull();
        Event e = Event.sysctl(Sysctl.TCP_BASE_MSS, 5).at(3).withCwnd(4);
        assertThat(e).isEqualTo(Event.sysctl(Sysctl.TCP_BASE_MSS, 5).at(3).withCwnd(4));
        assertThat(e.equals("x")).isFalse();
        assertThat(e).isNotEqualTo(Event.sysctl(Sysctl.TCP_MIN_SND_MSS, 5).at(3).withCwnd(4));
        assertThat(e).isNotEqualTo(Event.sysctl(Sysctl.TCP_BASE_MSS, 6).at(3).withCwnd(4));
        assertThat(e).isNotEqualTo(Event.sysctl(Sysctl.TCP_BASE_MSS, 5).at(2).withCwnd(4));
        assertThat(e).isNotEqualTo(Event.sysctl(Sysctl.TCP_BASE_MSS, 5).at(3).withCwnd(5));
        assertThat(Event.icmp(1)).isNotEqualTo(Event.icmp(2));
        assertThat(Event.of(Event.Kind.SYSCTL)).isNotEqualTo(Event.sysctl(Sysctl.TCP_BASE_MSS, 0));
        assertThat(Event.sysctl(Sysctl.TCP_BASE_MSS, 0)).isNotEqualTo(Event.of(Event.Kind.SYSCTL));
        assertThat(Event.of(Event.Kind.SYSCTL)).isEqualTo(Event.of(Event.Kind.SYSCTL));
        assertThat(Event.icmp(1)).isNotEqualTo(Event.routeMtu(1));
        assertThat(Event.icmp(1)).isEqualTo(Event.icmp(1));
        assertThat(Event.icmp(1)).isNotEqualTo(e);
        assertThat(e).isNotEqualTo(Event.icmp(1));
    }

    @Test
    @DisplayName("Sock: replay fields, equality ignoring the clock, every field counts")
    void sockFields() {
        Sock s = Pmtu.connect(probing(Variant.MAINLINE).withJiffies(4_294_967_296L + 7)).after;
        assertThat(s.variant()).isSameAs(Variant.MAINLINE);
        assertThat(s.tcpTimeStamp()).isEqualTo(7);
        assertThat(s.toString()).isEqualTo("{\"search_low\":1076,\"search_high\":1500,\"probe_size\":0,"
                + "\"probe_timestamp\":7,\"mss_cache\":1024,\"enabled\":true,\"snd_cwnd\":20,\"pmtu_cookie\":1500,"
                + "\"route_mtu\":1500,\"jiffies\":4294967303,\"tcp_time_stamp\":7}");
        Sk locked = new Sk(s);
        locked.routeLocked = true;
        locked.mssCache = -1;
        assertThat(locked.freeze().toString()).contains("\"mss_cache\":4294967295,")
                .contains("\"route_mtu\":1500,\"route_locked\":true,\"jiffies\"");
        assertThat(s.equals("x")).isFalse();
        assertThat(new Sk(s).freeze()).isEqualTo(s);
        assertThat(Pmtu.connect(Config.defaults(Variant.MAINLINE)).after.toString()).contains(",\"enabled\":false,");
        List<java.util.function.Consumer<Sk>> changes = List.of(k -> k.tcpMtuProbing++, k -> k.tcpBaseMss++,
                k -> k.tcpProbeThreshold++, k -> k.tcpProbeInterval++, k -> k.tcpMinSndMss++, k -> k.tcpMtuProbeFloor++,
                k -> k.enabled++, k -> k.searchHigh++, k -> k.searchLow++, k -> k.probeSize++, k -> k.probeTimestamp++,
                k -> k.pmtuCookie++, k -> k.mssCache++, k -> k.sndCwnd++, k -> k.routeMtu++,
                k -> k.routeLocked = true);
        for (java.util.function.Consumer<Sk> f : changes) {
            Sk k = new Sk(s);
            f.accept(k);
            Sock d = k.freeze();
            assertThat(d.sameExceptClock(s)).isFalse();
            assertThat(d).isNotEqualTo(s);
        }
        Sk later = new Sk(s);
        later.jiffies++;
        assertThat(later.freeze().sameExceptClock(s)).isTrue();
        assertThat(later.freeze()).isNotEqualTo(s);
        Sock other = Pmtu.connect(probing(Variant.LATEST).withJiffies(4_294_967_296L + 7)).after;
        assertThat(other.sameExceptClock(s)).isFalse(); // the config differs, the fields are the same
    }

    @Test
    @DisplayName("Step.toJson: the state, sent, stopped, reprobe, the optional flags and the wraps in order")
    void stepJson() {
        Sock s = Pmtu.connect(probing(Variant.MAINLINE)).after;
        Step x = Pmtu.step(s, Event.of(Event.Kind.XMIT));
        assertThat(x.toJson(2, "xmit")).isEqualTo("{\"line\":2,\"event\":\"xmit\",\"search_low\":1076,"
                + "\"search_high\":1500,\"probe_size\":1288,\"probe_timestamp\":0,\"mss_cache\":1024,\"enabled\":true,"
                + "\"snd_cwnd\":19,\"pmtu_cookie\":1500,\"route_mtu\":1500,\"jiffies\":0,\"tcp_time_stamp\":0,"
                + "\"sent\":1288,\"stopped\":false,\"reprobe\":false,\"wraps\":[]}");
        Sk k = new Sk(s);
        k.refused = true;
        k.cancelled = true;
        k.einval = true;
        k.stopped = true;
        k.reprobed = true;
        k.wraps = new ArrayList<>(List.of("a", "b"));
        Step flags = new Step(k, k.freeze());
        assertThat(flags.toJson(1, "e")).endsWith("\"sent\":0,\"stopped\":true,\"reprobe\":true,\"refused\":true,"
                + "\"cancelled\":true,\"einval\":true,\"wraps\":[\"a\",\"b\"]}");
        assertThat(flags.wraps).containsExactly("a", "b");
        k.wraps.add("c");
        assertThat(flags.wraps).as("a copy").containsExactly("a", "b");
        Sk empty = new Sk(s);
        empty.wraps = new ArrayList<>();
        assertThat(new Step(empty, empty.freeze()).wraps).isEmpty();
    }

    @Test
    @DisplayName("Converge.run: trace lines, outcome per probe, maxProbes bound, stop flag")
    void converge() {
        Config c = probing(Variant.MAINLINE);
        Converge.Result r = Converge.run(c, 1400, 20, 2);
        assertThat(r.variant).isSameAs(Variant.MAINLINE);
        assertThat(r.pathMtu).isEqualTo(1400);
        assertThat(r.probes).containsExactly(1288, 1394); // (1500 + 1288) >> 1
        assertThat(r.acked).containsExactly(true, true);
        assertThat(r.stopped).isFalse();
        assertThat(r.trace).containsExactly(c.toJson(), "{\"event\":\"xmit\",\"cwnd\":20}",
                "{\"event\":\"probe_acked\"}", "{\"event\":\"xmit\",\"cwnd\":20}", "{\"event\":\"probe_acked\"}");
        Converge.Result lost = Converge.run(c, 1288, -1, 2);
        assertThat(lost.acked).containsExactly(true, false); // 1288 <= 1288; 1394 > 1288
        assertThat(lost.trace.get(1)).isEqualTo("{\"event\":\"xmit\",\"cwnd\":4294967295}");
        assertThat(lost.last.searchHigh).isEqualTo(1393);
        Converge.Result done = Converge.run(c, 1500, 20, 100);
        assertThat(done.stopped).isTrue();
        assertThat(done.last.searchLow).isGreaterThanOrEqualTo(1492);
        Converge.Result off = Converge.run(Config.defaults(Variant.MAINLINE).withSndCwnd(20), 1500, 20, 100);
        assertThat(off.probes).isEmpty();
        assertThat(off.stopped).isFalse();
    }

    @Test
    @DisplayName("An ICMP with the window full: cwnd_full in the trace line and in equality, the probe kept in flight")
    void icmpWithTheWindowFull() {
        Event full = Event.icmp(1400).withCwndFull().at(5).withCwnd(20);
        assertThat(full.cwndFull).isTrue();
        assertThat(full.toJson()).isEqualTo("{\"event\":\"icmp_frag_needed\",\"at\":5,\"cwnd\":20,\"mtu\":1400,\"cwnd_full\":true}");
        assertThat(Event.icmp(1400).toJson()).doesNotContain("cwnd_full");
        assertThat(full).isNotEqualTo(Event.icmp(1400).at(5).withCwnd(20));
        assertThat(full).isEqualTo(Event.icmp(1400).at(5).withCwnd(20).withCwndFull());
        assertThatThrownBy(() -> Event.of(Event.Kind.XMIT).withCwndFull()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cwnd_full belongs to icmp_frag_needed only");
    }
}
