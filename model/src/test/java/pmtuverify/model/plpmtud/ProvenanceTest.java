package pmtuverify.model.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Each state field's last writer: complete (every change has one) and naming the kernel's statement. */
class ProvenanceTest {
    private static int value(Sock s, String field) {
        switch (field) {
            case "enabled": return s.enabled;
            case "search_low": return s.searchLow;
            case "search_high": return s.searchHigh;
            case "probe_size": return s.probeSize;
            case "probe_timestamp": return s.probeTimestamp;
            case "mss_cache": return s.mssCache;
            case "pmtu_cookie": return s.pmtuCookie;
            case "snd_cwnd": return s.sndCwnd;
            case "route_mtu": return s.routeMtu;
            default: throw new IllegalArgumentException(field);
        }
    }

    private static Event randomEvent(Random r) {
        int[] mtus = {68, 552, 576, 1280, 1400, 1500, 9000};
        switch (r.nextInt(9)) {
            case 0: return Event.of(Event.Kind.PROBE_ACKED);
            case 1: return Event.of(Event.Kind.PROBE_LOST);
            case 2: return Event.of(Event.Kind.RTO);
            case 3: return Event.of(Event.Kind.RETRANSMIT);
            case 4: return Event.of(Event.Kind.WINDOW_UPDATE);
            case 5: return Event.icmp(mtus[r.nextInt(mtus.length)]);
            case 6: return Event.routeMtu(mtus[r.nextInt(mtus.length)]);
            case 7: return Event.of(Event.Kind.XMIT).withCwnd(5 + r.nextInt(30));
            default: return Event.of(Event.Kind.XMIT);
        }
    }

    /** Over random runs of every variant: a field whose value an event changed has a writer among that event's assignments. */
    @Test
    void everyChangedFieldHasAWriterOfItsOwnInTheStep() {
        Random r = new Random(4821);
        int changes = 0;
        java.util.EnumSet<Assignment> seen = java.util.EnumSet.noneOf(Assignment.class);
        for (Variant v : Variant.values()) {
            for (int run = 0; run < 200; run++) {
                Config c = Config.defaults(v).withSndCwnd(20).withSysctl(Sysctl.TCP_MTU_PROBING, 1 + r.nextInt(2))
                        .withRouteMtu(new int[] {576, 1280, 1500, 9000}[r.nextInt(4)]).withIp(r.nextBoolean() ? 4 : 6)
                        .withMssClamp(r.nextBoolean() ? 1460 : 8960).withOpen(r.nextBoolean() ? Config.Open.ACTIVE : Config.Open.PASSIVE)
                        .withSysctl(Sysctl.TCP_PROBE_INTERVAL, r.nextBoolean() ? 0 : 600).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, r.nextInt(3));
                Step st = Pmtu.connect(c, true);
                seen.addAll(st.writes);
                Provenance p = Provenance.initial().after(st);
                Sock s = st.after;
                for (String f : Provenance.FIELDS) {
                    if (!f.equals("snd_cwnd") && !f.equals("route_mtu") && !f.equals("probe_timestamp")) {
                        assertThat(p.of(f)).as(v + " connect " + f).isNotEqualTo(Assignment.CONFIG);
                    }
                }
                for (int i = 0; i < 30; i++) {
                    Event e = randomEvent(r);
                    Step next = Pmtu.step(s, e, true);
                    seen.addAll(next.writes);
                    assertThat(Pmtu.step(s, e).after.toString()).isEqualTo(next.after.toString());
                    Provenance q = p.after(next);
                    for (String f : Provenance.FIELDS) {
                        if (value(s, f) != value(next.after, f)) {
                            changes++;
                            assertThat(next.writes).as(v + " " + e + " changed " + f).anyMatch(w -> f.equals(w.field));
                            assertThat(q.of(f).field).isEqualTo(f);
                        }
                    }
                    s = next.after;
                    p = q;
                }
            }
        }
        assertThat(changes).isGreaterThan(10_000);
        // every statement is reached, so each report of it is checked above (a write it failed to report would show);
        // v1's snap (search_low == probe_size at the ack) is not reached by these runs: see the next test
        assertThat(java.util.EnumSet.complementOf(seen)).containsExactly(Assignment.CONFIG, Assignment.SNAP_SUCCESS_LOW);
    }

    /** v1's tcp_mtup_probe_success with search_low == probe_size snaps search_low to search_high, and says so. */
    @Test
    void theSeriesV1SnapIsReportedAsItsOwnStatement() {
        Sock connected = Pmtu.connect(Config.defaults(Variant.V1).withSndCwnd(20).withSysctl(Sysctl.TCP_MTU_PROBING, 2)).after;
        Sk sk = new Sk(connected);
        sk.probeSize = sk.searchLow;
        sk.followWrites();
        sk.tcpMtupProbeSuccess();
        assertThat(sk.searchLow).isEqualTo(connected.searchHigh);
        assertThat(sk.writes).startsWith(Assignment.PROBE_SUCCESS_CWND_U32, Assignment.SNAP_SUCCESS_LOW, Assignment.PROBE_SUCCESS_PROBE_SIZE);
    }

    /**
     * PROBE_NOT_REFUSED's first cause on 6.18: an active open on a 1280 route to a peer whose MSS is 1460. tcp_sync_mss
     * lowers search_high to the route, then tcp_init_transfer's tcp_mtup_init sets it to mss_clamp + 40 again; 4.1 has no
     * second tcp_mtup_init, so its search_high is tcp_sync_mss's.
     */
    @Test
    void searchHighAboveTheRouteIsTcpMtupInitsOn618AndTcpSyncMssOn41() {
        Config c = Config.defaults(Variant.LATEST).withRouteMtu(1280).withMssClamp(1460).withSysctl(Sysctl.TCP_MTU_PROBING, 2);
        Step latest = Pmtu.connect(c, true);
        assertThat(latest.after.searchHigh).isEqualTo(1500);
        Assignment w = Provenance.initial().after(latest).of("search_high");
        assertThat(w).isEqualTo(Assignment.MTUP_INIT_HIGH);
        assertThat(w.cite(Variant.LATEST)).isEqualTo("tcp_mtup_init: icsk_mtup.search_high = rx_opt.mss_clamp + sizeof(struct tcphdr) "
                + "+ icsk_af_ops->net_header_len (net/ipv4/tcp_output.c@v6.18)");
        Step mainline = Pmtu.connect(c.withVariant(Variant.MAINLINE), true);
        assertThat(mainline.after.searchHigh).isEqualTo(1280);
        assertThat(Provenance.initial().after(mainline).of("search_high")).isEqualTo(Assignment.SYNC_MSS_HIGH);
        assertThat(Assignment.SYNC_MSS_HIGH.cite(Variant.FIX_RESET_SYNCS)).endsWith("(net/ipv4/tcp_output.c@v6.18 with FIX_RESET_SYNCS's rule)");
        assertThat(Assignment.tag(Variant.V3)).isEqualTo(" (net-next with PATCHv3 net-next 1/4..4/4, Feb 2015)");
    }

    @Test
    void untrackedStepsListNoWrites() {
        Step st = Pmtu.connect(Config.defaults(Variant.LATEST));
        assertThat(st.writes).isEmpty();
        Provenance p = Provenance.initial();
        assertThat(p.after(st)).isSameAs(p);
        assertThat(p.of("snd_cwnd")).isEqualTo(Assignment.CONFIG);
        assertThat(Assignment.CONFIG.cite(Variant.LATEST)).isEqualTo("the config line: the connection's value at set-up, before any kernel write");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> p.of("jiffies")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("jiffies");
        List<Assignment> all = new ArrayList<>(List.of(Assignment.values()));
        assertThat(all).allMatch(a -> a == Assignment.CONFIG || Provenance.FIELDS.contains(a.field));
    }
}
