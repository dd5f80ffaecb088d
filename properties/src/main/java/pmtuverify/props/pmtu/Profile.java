package pmtuverify.props.pmtu;

/**
 * What a PLPMTUD harness drives: which events it draws and which config corners it fixes, and the
 * corners its runs count (declared up front, shared by the profile's invariants, so that a corner
 * never reached shows as 0, and in a fixed order; a corner not declared is refused). Every profile
 * draws the IP version and the open; the sysctl profile draws the general mix's events.
 */
public enum Profile {
    /** Every event kind, every config: the order, probe and sanity invariants. */
    GENERAL("general mix", "probe sent", "probe lost", "icmp below search_low", "rto", "retransmit", "window update", "passive open",
            "sysctl write", "cwnd change", "IPv6", "route change", "threshold <= 1", "interval 0 reached", "wrap",
            "idle gap", "assumption unmet: empty range or mss_clamp < 88 at connect (not checked)"),
    /** A steady clean path, no outside events, no time passing: termination and convergence. */
    STEADY("steady profile", "threshold <= 0", "threshold == 1", "interval 0 reached", "interval 1 reached", "search stopped",
            "mss_clamp below route", "IPv6",
            "assumption unmet: tcp_base_mss outside 48..mss_clamp or search_low > P (not checked)", "passive open"),
    /** A path that silently drops datagrams above P: black-hole timeouts. */
    BLACKHOLE("black-hole profile", "mss above path", "rto while mss above path", "recovered", "tcp_mtu_probing 1", "IPv6",
            "assumption unmet: P below 576 (IPv4) or 1280 (IPv6), or the 6.x floors above P (not checked)", "passive open"),
    /** tcp_mtu_probing fixed per connection, every event but sysctl writes. */
    SYSCTL("sysctl profile", "tcp_mtu_probing 0", "tcp_mtu_probing 1", "tcp_mtu_probing 2", "tcp_mtu_probing other", "rto", "probe sent",
            "idle gap", "retransmit", "window update", "icmp below search_low", "route change", "cwnd change", "probe lost", "IPv6",
            "passive open"),
    /** Converge, then idle gaps of every size: the reprobe pseudo-timer. */
    REPROBE("reprobe profile", "reprobe", "interval * HZ wraps", "gap >= 2^32 jiffies", "INITIAL_JIFFIES", "u32 jiffies wrap crossed",
            "interval 0", "interval 1", "stop test reached", "IPv6", "passive open");

    /** The profile in words, as evidence records name the events they cover. */
    public final String words;
    private final String[] corners;

    Profile(String words, String... corners) {
        this.words = words;
        this.corners = corners;
    }

    /** The corners counted under this profile, in report order (a copy). */
    public String[] corners() {
        return corners.clone();
    }
}
