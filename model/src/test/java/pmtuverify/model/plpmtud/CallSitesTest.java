package pmtuverify.model.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The call site each followed write is reported from ({@link Step#callers}, {@link Provenance#caller}) and the floors
 * of __tcp_mtu_to_mss ({@link Step#floors}): the kernel's call paths, read from net/ipv4/tcp_input.c,
 * tcp_output.c, tcp_timer.c and tcp_ipv4.c at v6.18, not from the model's output.
 */
class CallSitesTest {
    private static Config probing(Variant v) {
        return Config.defaults(v).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSndCwnd(20);
    }

    /** The event's kernel entry: tcp_ack's clean-up for a probe acked, tcp_ack for a loss and a window, the ICMP handler by family. */
    @Test
    void eachEventHasTheKernelEntryThatRunsIt() {
        Sock v4 = Pmtu.connect(probing(Variant.LATEST)).after;
        Sock v6 = Pmtu.connect(probing(Variant.LATEST).withIp(6)).after;
        assertThat(Pmtu.entryOf(Event.of(Event.Kind.PROBE_ACKED), v4)).isEqualTo("tcp_clean_rtx_queue");
        assertThat(Pmtu.entryOf(Event.of(Event.Kind.PROBE_LOST), v4)).isEqualTo("tcp_ack");
        assertThat(Pmtu.entryOf(Event.of(Event.Kind.RETRANSMIT), v4)).isEqualTo("tcp_retransmit_skb");
        assertThat(Pmtu.entryOf(Event.of(Event.Kind.WINDOW_UPDATE), v4)).isEqualTo("tcp_ack");
        assertThat(Pmtu.entryOf(Event.icmp(1400), v4)).isEqualTo("tcp_v4_err");
        assertThat(Pmtu.entryOf(Event.icmp(1400), v6)).isEqualTo("tcp_v6_err");
        // tcp_write_xmit and tcp_retransmit_timer are the model's outermost functions themselves; a route change and a
        // sysctl write run no TCP function
        assertThat(Pmtu.entryOf(Event.of(Event.Kind.XMIT), v4)).isNull();
        assertThat(Pmtu.entryOf(Event.of(Event.Kind.RTO), v4)).isNull();
        assertThat(Pmtu.entryOf(Event.routeMtu(1400), v4)).isNull();
    }

    /**
     * An active open: tcp_mtup_init runs from tcp_connect_init, and again from tcp_init_transfer once established
     * (tcp_finish_connect), whose writes are the last; search_low and search_high are named from there.
     */
    @Test
    void theConnectionsSearchRangeIsSetFromTcpInitTransfer() {
        Step st = Pmtu.connect(probing(Variant.LATEST), true);
        assertThat(st.callers).hasSameSizeAs(st.writes).contains("tcp_connect_init", "tcp_init_transfer");
        Provenance p = Provenance.initial().after(st);
        assertThat(p.of("search_low")).isEqualTo(Assignment.MTUP_INIT_LOW);
        assertThat(p.caller("search_low")).isEqualTo("tcp_init_transfer");
        assertThat(p.caller("search_high")).isEqualTo("tcp_init_transfer");
        assertThat(Provenance.initial().caller("search_low")).isNull();
    }

    /**
     * A probe acked: tcp_mtup_probe_success is called from tcp_clean_rtx_queue itself (the event's entry: no mirrored
     * function between them), and its search_low = probe_size is named from there.
     */
    @Test
    void aProbeAckedIsNamedFromTcpCleanRtxQueue() {
        Sock s = Pmtu.connect(probing(Variant.LATEST)).after;
        Step sent = Pmtu.step(s, Event.of(Event.Kind.XMIT), true);
        assertThat(sent.sent).as("tcp_mtu_probe sends on a default connection with probing on").isPositive();
        Step acked = Pmtu.step(sent.after, Event.of(Event.Kind.PROBE_ACKED), true);
        assertThat(acked.writes).contains(Assignment.PROBE_SUCCESS_LOW);
        assertThat(Provenance.initial().after(acked).caller("search_low")).isEqualTo("tcp_clean_rtx_queue");
    }

    /**
     * tcp_min_snd_mss 1000 and an ICMP of 1000 on IPv4: tcp_v4_err's tcp_v4_mtu_reduced syncs the MSS, and
     * __tcp_mtu_to_mss(sk, 1000) = 960 is floored at 1000 (an ICMP of 68 floors nothing: __ip_rt_update_pmtu raises
     * the route MTU to ip_rt_min_pmtu, 552, first).
     */
    @Test
    void aFloorOfTcpMtuToMssIsNamedWithItsCaller() {
        Sock s = Pmtu.connect(probing(Variant.LATEST).withSysctl(Sysctl.TCP_MIN_SND_MSS, 1000)).after;
        Step st = Pmtu.step(s, Event.icmp(1000), true);
        assertThat(st.floors).contains("max(mss_now, tcp_min_snd_mss) in __tcp_mtu_to_mss (from tcp_sync_mss)");
        assertThat(st.callers).contains("tcp_v4_mtu_reduced");
        assertThat(Provenance.initial().after(st).caller("mss_cache")).isEqualTo("tcp_v4_mtu_reduced");
        // an ICMP whose MSS is above the floor floors nothing
        assertThat(Pmtu.step(s, Event.icmp(1400), true).floors).isEmpty();
        // unfollowed, nothing is recorded
        assertThat(Pmtu.step(s, Event.icmp(1000)).floors).isEmpty();
    }

    /**
     * Linux 4.0 floors at 48: with tcp_base_mss 10, tcp_mtup_init sets search_low to tcp_mss_to_mtu(10) = 50, and
     * tcp_sync_mss's min(mss_now, tcp_mtu_to_mss(sk, search_low)) computes 10, floored at 48, less the 12 bytes of
     * the timestamp option (tcp_header_len - sizeof(struct tcphdr), subtracted after the floor): 36.
     */
    @Test
    void linux40FloorsAt48() {
        Step st = Pmtu.connect(probing(Variant.PRE).withSysctl(Sysctl.TCP_BASE_MSS, 10), true);
        assertThat(st.floors).contains("if (mss_now < 48) mss_now = 48 in __tcp_mtu_to_mss (from tcp_sync_mss)");
        assertThat(st.after.mssCache).isEqualTo(36);
    }
}
