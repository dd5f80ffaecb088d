package pmtuverify.props.pmtu;

import pmtuverify.props.Invariant;

/**
 * The PLPMTUD invariant catalogue: each entry states the invariant in prose beside its formula,
 * where it comes from and what it assumes. {@link PmtuHarness} holds the predicates, keyed by
 * these ids.
 */
public final class PmtuInvariants {
    private PmtuInvariants() {}

    public static final Invariant ORDER_LOW_HIGH = new Invariant("ORDER_LOW_HIGH", "ORDER",
            "The search range is never empty: search_low <= search_high after every event while probing is enabled.",
            "enabled != 0  =>  search_low <= search_high",
            "seed 000, John Heffner on 3/4: \"Modulo headers, search_low <= mss =< search_high\"",
            "any event sequence: xmit, probe outcomes, black-hole timeouts, ICMP (down to 0), route changes, sysctl writes, idle gaps");

    public static final Invariant ORDER_MSS_IN_RANGE = new Invariant("ORDER_MSS_IN_RANGE", "ORDER",
            "Modulo headers, the MSS in use lies in the search range while probing is enabled.",
            "enabled != 0  =>  search_low <= tcp_mss_to_mtu(mss_cache) <= search_high",
            "seed 000, John Heffner on 3/4: \"Modulo headers, search_low <= mss =< search_high\"",
            "as ORDER_LOW_HIGH");

    public static final Invariant PROBE_WITHIN_RANGE = new Invariant("PROBE_WITHIN_RANGE", "PROBE",
            "Every probe datagram is larger than search_low and at most search_high (the range tcp_mtu_probe computed the probe from).",
            "sent > 0  =>  search_low < sent <= search_high",
            "RFC 4821 section 7.1; seed 002: \"Issuing a probe where probe_size == search_low seems like the wrong thing to do\"",
            "as ORDER_LOW_HIGH");

    public static final Invariant PROBE_IS_MIDPOINT = new Invariant("PROBE_IS_MIDPOINT", "PROBE",
            "Every probe datagram is the midpoint of the search range, up to the kernel's MSS clamps.",
            "sent > 0  =>  sent == tcp_mss_to_mtu(tcp_mtu_to_mss((search_high + search_low) >> 1))",
            "seed 000, John Heffner on 2/4: \"probe_size here is TCP segment size, while search_low and search_high are IP datagram sizes\"",
            "as ORDER_LOW_HIGH");

    public static final Invariant PROBE_NOT_REFUSED = new Invariant("PROBE_NOT_REFUSED", "PROBE",
            "Every probe tcp_mtu_probe builds fits the route: IP output never refuses it (a refused probe is never sent, costs an ICMP to the stack itself and an IpFragFails, and the search does not move).",
            "xmit  =>  not refused   (refused: tcp_mss_to_mtu(probe) > dst_mtu with DF set)",
            "net/ipv4/ip_output.c ip_fragment and net/ipv6/ip6_output.c ip6_xmit at v6.18; the search range is meant to stay within the route (tcp_sync_mss caps search_high at the route's MTU)",
            "as ORDER_LOW_HIGH, with active and passive opens; on 6.x tcp_mss_to_mtu(tcp_min_snd_mss) fits the route (above it every segment is too long)");

    public static final Invariant TERMINATION = new Invariant("TERMINATION", "TERMINATION",
            "With a steady path and no outside events, probing stops: no cycle of probe transitions exists, for every value the threshold sysctl accepts.",
            "no outside event  =>  no state repeats after a probe was sent (a repeat is a lasso: stem + loop)",
            "seed 000, John Heffner on 2/4: \"if you set sysctl_tcp_probe_threshold <= 0, this will keep probing indefinitely at search_low\"",
            "clean path of MTU P (probes <= P acked, larger lost), time does not advance, only xmit and probe outcomes; every int threshold and interval");

    public static final Invariant TERMINATION_AFTER_OUTSIDE = new Invariant("TERMINATION_AFTER_OUTSIDE", "TERMINATION",
            "After any outside event (an ICMP, a route change, a black-hole timeout, a retransmission, a sysctl write, a cwnd change, an idle gap that lets the reprobe timer fire), a steady path brings the search to its stop test: no cycle of probe transitions exists once the environment is quiet.",
            "outside events exhausted  =>  no state repeats after a probe was sent",
            "as TERMINATION; the kernel meets its environment between searches, so a fix of the stop test must hold from every state the environment can leave",
            "the general mix with at most the stated number of outside events, then a steady path: probes <= P acked, larger lost, time does not advance");

    public static final Invariant CONVERGENCE = new Invariant("CONVERGENCE", "CONVERGENCE",
            "When the search stops on a clean path of MTU P, the datagram size in use is within the threshold of min(P, initial search_high).",
            "stopped and no probe in flight  =>  min(P, search_high0) - tcp_mss_to_mtu(mss_cache) < max(1, threshold)  (threshold 8 where the sysctl does not exist)",
            "seed 002, Fan Du: \"every BYTE in datacenter cost money\"; seed 000 2/4: threshold \"to control when probing will stop\"",
            "clean path, tcp_mtu_probing 2, 48 <= tcp_base_mss <= mss_clamp and search_low <= P, time does not advance");

    public static final Invariant BLACKHOLE_RECOVERY = new Invariant("BLACKHOLE_RECOVERY", "BLACKHOLE_RECOVERY",
            "When the path silently drops every datagram above P, black-hole timeouts bring mss_cache down until it fits P: at most 8 consecutive timeouts while the MSS does not fit.",
            "rto while tcp_mss_to_mtu(mss_cache) > P, 9 times in a row  =>  violation",
            "seed 002, John Heffner on V1's tcp_timer.c hunk: \"I think this breaks black hole detection\"; RFC 4821 section 7.7",
            "tcp_mtu_probing >= 1, P >= 576 (IPv4) or 1280 (IPv6), on 6.x tcp_mss_to_mtu(max(tcp_mtu_probe_floor, tcp_min_snd_mss)) <= P, no ICMP, probes above P lost");

    public static final Invariant SYSCTL_MEANING = new Invariant("SYSCTL_MEANING", "SYSCTL_MEANING",
            "tcp_mtu_probing 0 never probes; 1 keeps probing off until a black hole is detected; 2 probes from the start.",
            "probing 0 => enabled == 0 always; probing 1 => enabled == 0 before the first rto; probing 2 => enabled != 0 after connect",
            "Documentation/networking/ip-sysctl.txt, quoted in seed 002: \"You're changing the meaning of sysctl_tcp_mtu_probing\"",
            "tcp_mtu_probing fixed at 0, 1 or 2 for the connection; other values are counted in the statistics only");

    public static final Invariant REPROBE_TIMING = new Invariant("REPROBE_TIMING", "REPROBE_TIMING",
            "After the search stops, a new one starts at the first xmit reaching the stop test at which the real time since probe_timestamp was set reaches tcp_probe_interval seconds: never earlier, not later.",
            "at a stop-test xmit: reprobed  <=>  jiffies64 - stamp64 >= interval * HZ (mathematical integers)",
            "seed 000 4/4 (RFC 4821 section 7.3; tcp_probe_interval default 600 s); u32 jiffies and u32 interval * HZ",
            "every HZ, jiffies starting at 0, INITIAL_JIFFIES or just below 2^32, idle gaps up to and beyond 2^32 jiffies; intervals whose interval * HZ fits in a u32 (0, 1, 2, 600, 1000, 42949 s)");

    public static final Invariant REPROBE_TIMING_ANY_INTERVAL = new Invariant("REPROBE_TIMING_ANY_INTERVAL", "REPROBE_TIMING",
            "As REPROBE_TIMING, for every value tcp_probe_interval can hold, including those whose interval * HZ does not fit in a u32.",
            "as REPROBE_TIMING",
            "seed 000 4/4: u32 interval = sysctl_tcp_probe_interval; delta >= interval * HZ",
            "as REPROBE_TIMING, every u32 interval (biased to 4294967295, 2^31, 4294968, 17179870)");

    public static final Invariant REPROBE_RESET = new Invariant("REPROBE_RESET", "REPROBE_TIMING",
            "A reprobe restarts the search from the initial search_high and from the MSS in use.",
            "reprobed  =>  search_high == mss_clamp + 20 + net_header_len and search_low == tcp_mss_to_mtu(mss_cache) and probe_size == 0",
            "RFC 4821 section 7.3; seed 000 4/4; v5 changelog \"zero probe_size before resetting search range\"",
            "as REPROBE_TIMING");

    public static final Invariant HIGH_ONLY_ON_NEGATIVE_SIGNAL = new Invariant("HIGH_ONLY_ON_NEGATIVE_SIGNAL", "ORDER",
            "search_high moves down only on a negative signal about the path (a lost probe, an ICMP, a lower route MTU), never on a timeout.",
            "rto  =>  search_high' >= min(search_high, pmtu_cookie, route_mtu)   (re-syncing to the route's MTU is the route's doing)",
            "seed 000, John Heffner on 3/4: \"Search_high should be adjusted downward only when you're quite certain that you've gotten a negative signal\"",
            "as ORDER_LOW_HIGH");

    public static final Invariant PROBE_LOSS_NEVER_RAISES_HIGH = new Invariant("PROBE_LOSS_NEVER_RAISES_HIGH", "ORDER",
            "A lost probe only ever lowers the upper bound of the search: tcp_mtup_probe_failed never raises search_high.",
            "probe_lost  =>  search_high' <= search_high",
            "RFC 4821 section 7.6 (a lost probe means the PMTU is below the probe size); added: search_high = probe_size - 1 ignores a lower search_high set while the probe was in flight",
            "as ORDER_LOW_HIGH");

    public static final Invariant SANE_SIZES = new Invariant("SANE_SIZES", "STATE_SANITY",
            "Probe datagrams are within IP limits (68 or 1280 for IPv6, at most 65535) and mss_cache keeps the kernel's floor of 48 bytes for a full option set plus data.",
            "sent > 0 => min_mtu <= sent <= 65535;  mss_cache + (tcp_header_len - 20) >= 48",
            "tcp_mtu_to_mss: \"reserve room for full set of TCP options and 8 bytes of data\"; RFC 791, RFC 8200",
            "as ORDER_LOW_HIGH");

    public static final Invariant SANE_CWND = new Invariant("SANE_CWND", "STATE_SANITY",
            "The model never takes a positive snd_cwnd to 0.",
            "snd_cwnd >= 1 before the event  =>  snd_cwnd' >= 1",
            "tcp_mtup_probe_success: \"FIXME: breaks with very large cwnd\"",
            "as ORDER_LOW_HIGH, with cwnd changes to any u32 before any event");

    public static final Invariant SANE_NO_WRAP = new Invariant("SANE_NO_WRAP", "STATE_SANITY",
            "No int or u32 intermediate of the PLPMTUD code wraps (each wrap found is reported by expression).",
            "wraps(event) == {}",
            "C integer semantics; the u32 products snd_cwnd * mtu and interval * HZ",
            "as ORDER_LOW_HIGH");

    /** All, in report order. */
    public static final Invariant[] ALL = {
            ORDER_LOW_HIGH, ORDER_MSS_IN_RANGE, HIGH_ONLY_ON_NEGATIVE_SIGNAL, PROBE_LOSS_NEVER_RAISES_HIGH, PROBE_WITHIN_RANGE, PROBE_IS_MIDPOINT,
            PROBE_NOT_REFUSED, TERMINATION, TERMINATION_AFTER_OUTSIDE, CONVERGENCE, BLACKHOLE_RECOVERY, SYSCTL_MEANING, REPROBE_TIMING, REPROBE_TIMING_ANY_INTERVAL, REPROBE_RESET,
            SANE_SIZES, SANE_CWND, SANE_NO_WRAP};
}
