package pmtuverify.props.pmtu;

import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.props.Fairness;

/**
 * The fairness assumption of the PLPMTUD liveness invariants: a path that carries the connection's data
 * segments does not lose every probe of their size forever.
 *
 * <p>A step is unfair when it loses the probe in flight (tcp_mtup_probe_failed, reached from
 * tcp_fastretrans_alert in net/ipv4/tcp_input.c@v6.18) while its datagram, icsk_mtup.probe_size (set by
 * tcp_mtu_probe to {@code tcp_mss_to_mtu(sk, nskb->len)}, net/ipv4/tcp_output.c@v6.18), is no larger than a
 * full data segment's, {@code tcp_mss_to_mtu(sk, tp->mss_cache)}. The path delivers segments of that size
 * (the data the probe is cut from goes out at mss_cache), so on a real path such a probe is eventually acked
 * (search_low rises), or the data is lost too: retransmission timeouts, tcp_mtu_probing's black-hole step in
 * net/ipv4/tcp_timer.c@v6.18 and, after tcp_retries2, an aborted connection, none of which is a quiet
 * steady path. A probe larger than a data segment may be lost forever: that is the path MTU the search is
 * looking for.
 */
public final class PmtuFairness extends Fairness<Sock, Event> {
    /** The one instance: the assumption is the same for every PLPMTUD liveness invariant. */
    public static final PmtuFairness DATA_SIZE_PROBES_NOT_LOST_FOREVER = new PmtuFairness();

    private PmtuFairness() {
        super("DATA_SIZE_PROBES_NOT_LOST_FOREVER",
                "a path that carries the data segments does not lose every probe of their size forever: a step that loses "
                        + "the probe in flight while probe_size <= tcp_mss_to_mtu(mss_cache) is unfair, and a lasso whose "
                        + "loop holds one is no violation (on a real path that probe is acked, or the data is lost too and "
                        + "the retransmission timeouts take over)",
                "loses a probe of size <= mtu(mss_cache)");
    }

    /** True when {@code e} loses the probe in flight of {@code before} and that probe is no larger than a data segment. */
    @Override
    public boolean unfair(Sock before, Event e) {
        return e.kind == Event.Kind.PROBE_LOST && before.probeSize != 0 && probeNotAboveData(before);
    }

    /** {@code probe_size <= tcp_mss_to_mtu(mss_cache)}, both int as in the kernel. */
    public static boolean probeNotAboveData(Sock s) {
        return s.probeSize <= dataDatagram(s);
    }

    /** The datagram of a full data segment: {@code tcp_mss_to_mtu(sk, tp->mss_cache)}. */
    public static int dataDatagram(Sock s) {
        return Pmtu.tcpMssToMtu(s, s.mssCache);
    }
}
