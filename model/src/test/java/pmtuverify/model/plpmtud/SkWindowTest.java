package pmtuverify.model.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The peer's window in the model: tcp_bound_to_half_wnd (include/net/tcp.h@v4.1, @v6.18) inside tcp_sync_mss,
 * tcp_ack_update_window's max_window, and tcp_mtu_probe's {@code snd_wnd < size_needed} gate
 * (net/ipv4/tcp_output.c@v6.18).
 */
class SkWindowTest {

    private static Sk searching(Variant v, int searchLow, int searchHigh, int mssCache) {
        return SkKernelTest.searching(Config.defaults(v), searchLow, searchHigh, mssCache);
    }

    private static Sk window(Variant v, int maxWindow) {
        Sk sk = new Sk(Config.defaults(v));
        sk.maxWindow = maxWindow;
        return sk;
    }

    @Test
    @DisplayName("tcp_bound_to_half_wnd@v6.18: halves above TCP_MSS_DEFAULT (536), bounds a segment above the cutoff only")
    void halfWindowLatest() {
        assertThat(window(Variant.LATEST, 0).tcpBoundToHalfWnd(1448)).isEqualTo(1448); // no window: no bound
        assertThat(window(Variant.LATEST, 537).tcpBoundToHalfWnd(1448)).isEqualTo(268); // 537 > 536: 537 >> 1
        assertThat(window(Variant.LATEST, 536).tcpBoundToHalfWnd(1448)).isEqualTo(536); // 536 is not > 536: whole
        assertThat(window(Variant.LATEST, 5066).tcpBoundToHalfWnd(2533)).isEqualTo(2533); // == cutoff: kept
        assertThat(window(Variant.LATEST, 5066).tcpBoundToHalfWnd(2534)).isEqualTo(2533);
        assertThat(window(Variant.LATEST, 5066).tcpBoundToHalfWnd(5055)).isEqualTo(2533);
        // the floor 68U - tcp_header_len (32 with timestamps): a 10-byte window gives 36-byte segments
        assertThat(window(Variant.LATEST, 10).tcpBoundToHalfWnd(1448)).isEqualTo(36);
        assertThat(window(Variant.LATEST, 36).tcpBoundToHalfWnd(1448)).isEqualTo(36);
        assertThat(window(Variant.LATEST, 37).tcpBoundToHalfWnd(1448)).isEqualTo(37);
        // a segment exactly at a cutoff below the floor is not above it: kept, not raised to the floor
        assertThat(window(Variant.LATEST, 10).tcpBoundToHalfWnd(10)).isEqualTo(10);
        assertThat(window(Variant.LATEST, 10).tcpBoundToHalfWnd(11)).isEqualTo(36);
        // max_window is a u32: 2^31 and above halve to a positive int cutoff
        assertThat(window(Variant.LATEST, 0x80000000).tcpBoundToHalfWnd(1448)).isEqualTo(1448);
        assertThat(window(Variant.LATEST, -1).tcpBoundToHalfWnd(1448)).isEqualTo(1448);
    }

    @Test
    @DisplayName("tcp_bound_to_half_wnd@v4.1: halves from 512 on")
    void halfWindowMainline() {
        assertThat(Variant.MAINLINE.halfWindowRule).isEqualTo(Variant.HalfWindowRule.AT_LEAST_512);
        assertThat(Variant.LATEST.halfWindowRule).isEqualTo(Variant.HalfWindowRule.ABOVE_TCP_MSS_DEFAULT);
        assertThat(Variant.FIX_ALL.halfWindowRule).isEqualTo(Variant.HalfWindowRule.ABOVE_TCP_MSS_DEFAULT);
        assertThat(window(Variant.MAINLINE, 512).tcpBoundToHalfWnd(1448)).isEqualTo(256);
        assertThat(window(Variant.MAINLINE, 511).tcpBoundToHalfWnd(1448)).isEqualTo(511);
        assertThat(window(Variant.MAINLINE, 536).tcpBoundToHalfWnd(1448)).isEqualTo(268);
        assertThat(window(Variant.MAINLINE, 0).tcpBoundToHalfWnd(1448)).isEqualTo(1448);
    }

    @Test
    @DisplayName("tcp_sync_mss: mss_cache = min(tcp_bound_to_half_wnd(tcp_mtu_to_mss(pmtu)), tcp_mtu_to_mss(search_low))")
    void syncBoundsMssCache() {
        Sk off = window(Variant.LATEST, 2000);
        assertThat(off.tcpSyncMss(1500)).isEqualTo(1000);
        assertThat(off.mssCache).isEqualTo(1000);
        assertThat(off.pmtuCookie).isEqualTo(1500);
        Sk on = searching(Variant.LATEST, 1076, 1500, 1024);
        on.maxWindow = 1800; // cutoff 900 < tcp_mtu_to_mss(1076) = 1024
        assertThat(on.tcpSyncMss(1500)).isEqualTo(900);
        Sk wide = searching(Variant.LATEST, 1076, 1500, 1024);
        wide.maxWindow = 4000; // cutoff 2000: search_low's 1024 is the smaller
        assertThat(wide.tcpSyncMss(1500)).isEqualTo(1024);
    }

    @Test
    @DisplayName("connection set-up: the handshake's window bounds mss_cache (passive: 5066 gives 2533 on a 5107 route)")
    void connectWithWindow() {
        Config passive = Config.defaults(Variant.LATEST).withOpen(Config.Open.PASSIVE).withRouteMtu(5107)
                .withSysctl(Sysctl.TCP_MTU_PROBING, 2).withMaxWindow(5066);
        Sock s = Pmtu.connect(passive).after;
        assertThat(s.maxWindow).isEqualTo(5066);
        // tcp_mtup_init comes after the sync (no re-sync): the window's bound, as Linux 6.18 showed (passive open, 8 KiB receive buffer)
        assertThat(s.mssCache).isEqualTo(2533);
        assertThat(s.searchLow).isEqualTo(1076);
        Sock off = Pmtu.connect(passive.withSysctl(Sysctl.TCP_MTU_PROBING, 0)).after;
        assertThat(off.mssCache).isEqualTo(2533);
        Sock active = Pmtu.connect(passive.withOpen(Config.Open.ACTIVE).withSysctl(Sysctl.TCP_MTU_PROBING, 0)).after;
        assertThat(active.mssCache).isEqualTo(2533);
        Sock none = Pmtu.connect(passive.withMaxWindow(0).withSysctl(Sysctl.TCP_MTU_PROBING, 0)).after;
        assertThat(none.mssCache).isEqualTo(5055);
        assertThat(none.maxWindow).isZero();
    }

    @Test
    @DisplayName("tcp_ack_update_window: a window above max_window (u32) becomes max_window and re-syncs; one not above changes nothing")
    void windowUpdate() {
        Sk grow = window(Variant.LATEST, 1000);
        grow.pmtuCookie = 1500;
        grow.mssCache = 500;
        grow.tcpAckUpdateWindow(3000);
        assertThat(grow.maxWindow).isEqualTo(3000);
        assertThat(grow.mssCache).isEqualTo(1448); // cutoff 1500 is above tcp_mtu_to_mss(1500)
        Sk same = window(Variant.LATEST, 1000);
        same.pmtuCookie = 1500;
        same.mssCache = 500;
        same.tcpAckUpdateWindow(1000);
        assertThat(same.maxWindow).isEqualTo(1000);
        assertThat(same.mssCache).isEqualTo(500); // no re-sync
        Sk smaller = window(Variant.LATEST, 1000);
        smaller.pmtuCookie = 1500;
        smaller.mssCache = 500;
        smaller.tcpAckUpdateWindow(999);
        assertThat(smaller.maxWindow).isEqualTo(1000);
        assertThat(smaller.mssCache).isEqualTo(500);
        Sk huge = window(Variant.LATEST, 1000);
        huge.pmtuCookie = 1500;
        huge.tcpAckUpdateWindow(4294967295L); // unsigned: above 1000
        assertThat(huge.maxWindow).isEqualTo(-1);
        assertThat(huge.mssCache).isEqualTo(1448);
        Sk unknown = window(Variant.LATEST, 1000);
        unknown.pmtuCookie = 1500;
        unknown.tcpAckUpdateWindow(Event.NONE); // a growth of unknown size: max_window kept, re-sync
        assertThat(unknown.maxWindow).isEqualTo(1000);
        assertThat(unknown.mssCache).isEqualTo(500);
    }

    @Test
    @DisplayName("tcp_mtu_probe: snd_wnd < probe_size + (reordering + 1) * mss_cache returns -1 after the stop test")
    void windowGate() {
        // MAINLINE, 1076..1500: probe segment 1236, mss_cache 1024: size_needed 1236 + 4 * 1024 = 5332
        Sk shortWnd = searching(Variant.MAINLINE, 1076, 1500, 1024);
        shortWnd.sndWnd = 5331;
        assertThat(shortWnd.tcpMtuProbe()).isEqualTo(-1);
        assertThat(shortWnd.windowNeeded).isEqualTo(5332);
        assertThat(shortWnd.probeSize).isZero();
        assertThat(shortWnd.sndCwnd).isEqualTo(20);
        assertThat(shortWnd.stopped).isFalse();
        Sk enough = searching(Variant.MAINLINE, 1076, 1500, 1024);
        enough.sndWnd = 5332;
        assertThat(enough.tcpMtuProbe()).isEqualTo(1);
        assertThat(enough.windowNeeded).isZero();
        assertThat(enough.probeSize).isEqualTo(1288);
        Sk reordered = searching(Variant.MAINLINE, 1076, 1500, 1024);
        reordered.sndWnd = 2260; // reordering 0: 1236 + 1 * 1024
        reordered.reordering = 0;
        assertThat(reordered.tcpMtuProbe()).isEqualTo(1);
        Sk reorderedShort = searching(Variant.MAINLINE, 1076, 1500, 1024);
        reorderedShort.sndWnd = 2259;
        reorderedShort.reordering = 0;
        assertThat(reorderedShort.tcpMtuProbe()).isEqualTo(-1);
        Sk huge = searching(Variant.MAINLINE, 1076, 1500, 1024);
        huge.sndWnd = 4294967295L; // u32: not below
        assertThat(huge.tcpMtuProbe()).isEqualTo(1);
        Sk none = searching(Variant.MAINLINE, 1076, 1500, 1024);
        assertThat(none.sndWnd).isEqualTo(Event.NONE);
        assertThat(none.reordering).isEqualTo(3);
        assertThat(none.tcpMtuProbe()).isEqualTo(1);
        // the stop test comes first: a stopped search with a short window is stopped, not window-gated
        Sk stopped = searching(Variant.MAINLINE, 1496, 1500, 1444);
        stopped.sndWnd = 1;
        assertThat(stopped.tcpMtuProbe()).isEqualTo(-1);
        assertThat(stopped.stopped).isTrue();
        assertThat(stopped.windowNeeded).isZero();
    }

    @Test
    @DisplayName("Pmtu.step: an xmit's snd_wnd and reordering, a window_update's window, reach the kernel functions")
    void eventsCarryTheWindow() {
        Config c = Config.defaults(Variant.LATEST).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSndCwnd(20);
        Sock s = Pmtu.connect(c).after;
        Step gated = Pmtu.step(s, Event.xmit(Event.NONE).withSndWnd(100));
        assertThat(gated.sent).isZero();
        assertThat(gated.windowShort).isTrue();
        assertThat(gated.windowNeeded).isEqualTo(1236 + 4 * 1024);
        Step reordered = Pmtu.step(s, Event.xmit(Event.NONE).withSndWnd(2260).withReordering(0));
        assertThat(reordered.sent).isEqualTo(1288);
        assertThat(reordered.windowShort).isFalse();
        Step bigger = Pmtu.step(s, Event.xmit(Event.NONE).withSndWnd(2260).withReordering(1));
        assertThat(bigger.sent).isZero();
        assertThat(bigger.windowNeeded).isEqualTo(1236 + 2 * 1024);
        Step open = Pmtu.step(s, Event.xmit(Event.NONE));
        assertThat(open.sent).isEqualTo(1288);
        Sock w = Pmtu.step(s, Event.of(Event.Kind.WINDOW_UPDATE).withSndWnd(1800)).after;
        assertThat(w.maxWindow).isEqualTo(1800);
        assertThat(w.mssCache).isEqualTo(900);
        assertThat(w.toString()).contains("\"max_window\":1800");
        assertThat(s.toString()).doesNotContain("max_window");
        Sock plain = Pmtu.step(s, Event.of(Event.Kind.WINDOW_UPDATE)).after;
        assertThat(plain.maxWindow).isZero();
        assertThat(w.sameExceptClock(plain)).isFalse();
        assertThat(w.sameExceptClock(Pmtu.step(s, Event.of(Event.Kind.WINDOW_UPDATE).withSndWnd(1801)).after)).isFalse();
    }

    @Test
    @DisplayName("Event and Config spell the window inputs and refuse them where they do not belong")
    void formats() {
        Event x = Event.xmit(7).withSndWnd(5332).withReordering(4);
        assertThat(x.toJson()).isEqualTo("{\"event\":\"xmit\",\"at\":7,\"snd_wnd\":5332,\"reordering\":4}");
        assertThat(x).isEqualTo(Event.xmit(7).withSndWnd(5332).withReordering(4));
        assertThat(x).isNotEqualTo(Event.xmit(7).withSndWnd(5332));
        assertThat(x).isNotEqualTo(Event.xmit(7).withReordering(4));
        assertThat(Event.of(Event.Kind.WINDOW_UPDATE).withSndWnd(9).toJson())
                .isEqualTo("{\"event\":\"window_update\",\"snd_wnd\":9}");
        assertThat(Event.xmit(7).at(8).withCwnd(20).withSndWnd(1).sndWnd).isEqualTo(1);
        assertThat(Event.xmit(7).withSndWnd(1).withReordering(2).at(9).withCwnd(3))
                .satisfies(e -> assertThat(e.sndWnd).isEqualTo(1))
                .satisfies(e -> assertThat(e.reordering).isEqualTo(2));
        assertThat(Event.icmp(1400).withCwndFull().sndWnd).isEqualTo(Event.NONE);
        assertThatThrownBy(() -> Event.icmp(1400).withSndWnd(5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Event.of(Event.Kind.WINDOW_UPDATE).withReordering(3))
                .isInstanceOf(IllegalArgumentException.class);
        Config c = Config.defaults(Variant.LATEST);
        assertThat(c.maxWindow).isZero();
        assertThat(c.toJson()).doesNotContain("max_window");
        Config w = c.withMaxWindow(-1);
        assertThat(w.toJson()).contains(",\"max_window\":4294967295,");
        assertThat(w).isNotEqualTo(c);
        assertThat(w.hashCode()).isNotEqualTo(c.hashCode());
        assertThat(c.withMaxWindow(0)).isEqualTo(c).hasSameHashCodeAs(c);
        assertThat(w.withSndCwnd(11).maxWindow).isEqualTo(-1);
    }
}
