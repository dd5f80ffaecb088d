package pmtuverify.kernel.capture;

import java.util.List;
import pmtuverify.model.plpmtud.Event;

/**
 * The ICMP "fragmentation needed" / "packet too big" messages the capture on the sender's link carried, in capture
 * order, handed out as the model's ICMP events: the MTU an ICMP reports is observed on the wire, independent of the
 * pmtu_cookie the kernel stored from it (which the model must predict: net/ipv4/route.c@v6.18 __ip_rt_update_pmtu
 * raises an IPv4 MTU below ip_rt_min_pmtu to 552 and locks the route; net/ipv6/route.c@v6.18 keeps IPv6 at 1280).
 * Each change of the kernel's state that implies an ICMP takes the next captured one whose MTU is below the socket's
 * pmtu_cookie at that point; the ones skipped (duplicates answering other segments of the same flight, or an MTU
 * that would not lower the route) lowered nothing, as tcp_v4_mtu_reduced and tcp_v6_mtu_reduced ignore them.
 */
public final class WireIcmps {
    private final List<Integer> mtus;
    private int next;

    public WireIcmps(List<Integer> mtus) {
        this.mtus = List.copyOf(mtus);
    }

    /** The next captured ICMP's MTU below {@code cookie} (consuming it and the ones before it), or null. */
    public Integer below(long cookie) {
        while (next < mtus.size()) {
            int m = mtus.get(next++);
            if (m < cookie) {
                return m;
            }
        }
        return null;
    }

    /** {@code icmp} (an ICMP event built from the kernel's change) reporting the captured {@code mtu} instead. */
    public static Event reporting(Event icmp, int mtu) {
        Event e = Event.icmp(mtu).at(icmp.at).withCwnd(icmp.cwnd);
        return icmp.cwndFull ? e.withCwndFull() : e;
    }
}
