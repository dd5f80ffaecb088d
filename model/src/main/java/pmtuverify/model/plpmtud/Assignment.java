package pmtuverify.model.plpmtud;

/**
 * The statements that assign a field of the PLPMTUD state, one constant per assignment the model executes: the
 * field (as the trace format names it), the kernel function, its file, and the statement. {@link Sk} reports each
 * assignment it runs when asked to ({@link Pmtu#connect(Config, boolean)}, {@link Pmtu#step(Sock, Event, boolean)}), and
 * {@link Provenance} keeps the last one per field.
 *
 * <p>Statements are abridged, not quoted: the {@code icsk->}/{@code tp->} prefixes and {@code READ_ONCE()} wrappers
 * are left out, and where 4.x and 6.x spell a statement differently the 6.x spelling is given with the 4.x one in
 * brackets (tcp_time_stamp became tcp_jiffies32, tp->snd_cwnd became tcp_snd_cwnd()). Functions and files are those of
 * every version the model mirrors (4.0, 4.1, 6.18); the citation names the variant's tag ({@link #cite}). A FIX rule
 * is named as such: no kernel has it. The environment's writes (a route change, the congestion window an event
 * sets) and the config line are named as what they are.
 */
public enum Assignment {
    CONFIG(null, "the config line", null, "the connection's value at set-up, before any kernel write"),
    MTUP_INIT_ENABLED("enabled", "tcp_mtup_init", "net/ipv4/tcp_output.c", "icsk_mtup.enabled = sysctl_tcp_mtu_probing > 1"),
    MTUP_INIT_ENABLED_RAW("enabled", "tcp_mtup_init", "net/ipv4/tcp_output.c", "icsk_mtup.enabled = sysctl_tcp_mtu_probing"),
    MTUP_INIT_HIGH("search_high", "tcp_mtup_init", "net/ipv4/tcp_output.c",
            "icsk_mtup.search_high = rx_opt.mss_clamp + sizeof(struct tcphdr) + icsk_af_ops->net_header_len"),
    MTUP_INIT_LOW("search_low", "tcp_mtup_init", "net/ipv4/tcp_output.c", "icsk_mtup.search_low = tcp_mss_to_mtu(sk, sysctl_tcp_base_mss)"),
    MTUP_INIT_PROBE_SIZE("probe_size", "tcp_mtup_init", "net/ipv4/tcp_output.c", "icsk_mtup.probe_size = 0"),
    MTUP_INIT_STAMP("probe_timestamp", "tcp_mtup_init", "net/ipv4/tcp_output.c",
            "if (icsk_mtup.enabled) icsk_mtup.probe_timestamp = tcp_jiffies32 [4.1: tcp_time_stamp]"),
    SYNC_MSS_HIGH("search_high", "tcp_sync_mss", "net/ipv4/tcp_output.c", "if (icsk_mtup.search_high > pmtu) icsk_mtup.search_high = pmtu"),
    FIX_SYNC_LOW("search_low", "tcp_sync_mss", null, "FIX rule SEARCH_LOW_FOLLOWS_HIGH: search_low = search_high when above it"),
    SYNC_MSS_COOKIE("pmtu_cookie", "tcp_sync_mss", "net/ipv4/tcp_output.c", "icsk_pmtu_cookie = pmtu"),
    SYNC_MSS_CACHE("mss_cache", "tcp_sync_mss", "net/ipv4/tcp_output.c",
            "tp->mss_cache = mss_now (tcp_mtu_to_mss(pmtu), then min with tcp_mtu_to_mss(search_low) when enabled)"),
    PROBE_SENT_CWND("snd_cwnd", "tcp_mtu_probe", "net/ipv4/tcp_output.c", "tcp_snd_cwnd_set(tp, tcp_snd_cwnd(tp) - 1) [4.x: tp->snd_cwnd--]"),
    PROBE_SENT_SIZE("probe_size", "tcp_mtu_probe", "net/ipv4/tcp_output.c", "icsk_mtup.probe_size = tcp_mss_to_mtu(sk, nskb->len)"),
    REPROBE_PROBE_SIZE("probe_size", "tcp_mtu_check_reprobe", "net/ipv4/tcp_output.c", "icsk_mtup.probe_size = 0"),
    REPROBE_HIGH("search_high", "tcp_mtu_check_reprobe", "net/ipv4/tcp_output.c",
            "icsk_mtup.search_high = rx_opt.mss_clamp + sizeof(struct tcphdr) + icsk_af_ops->net_header_len"),
    REPROBE_LOW("search_low", "tcp_mtu_check_reprobe", "net/ipv4/tcp_output.c", "icsk_mtup.search_low = tcp_mss_to_mtu(sk, mss)"),
    REPROBE_STAMP("probe_timestamp", "tcp_mtu_check_reprobe", "net/ipv4/tcp_output.c",
            "icsk_mtup.probe_timestamp = tcp_jiffies32 [4.1: tcp_time_stamp]"),
    PROBE_SUCCESS_CWND_U32("snd_cwnd", "tcp_mtup_probe_success", "net/ipv4/tcp_input.c",
            "tp->snd_cwnd = tp->snd_cwnd * tcp_mss_to_mtu(sk, tp->mss_cache) / icsk_mtup.probe_size"),
    PROBE_SUCCESS_CWND_U64("snd_cwnd", "tcp_mtup_probe_success", "net/ipv4/tcp_input.c",
            "val = (u64)tcp_snd_cwnd(tp) * tcp_mss_to_mtu(sk, tp->mss_cache); do_div(val, icsk_mtup.probe_size); "
                    + "tcp_snd_cwnd_set(tp, max_t(u32, 1U, val))"),
    PROBE_SUCCESS_LOW("search_low", "tcp_mtup_probe_success", "net/ipv4/tcp_input.c", "icsk_mtup.search_low = icsk_mtup.probe_size"),
    SNAP_SUCCESS_LOW("search_low", "tcp_mtup_probe_success", "net/ipv4/tcp_input.c",
            "icsk_mtup.search_low = icsk_mtup.search_high (the series' v1 when search_low == probe_size)"),
    PROBE_SUCCESS_PROBE_SIZE("probe_size", "tcp_mtup_probe_success", "net/ipv4/tcp_input.c", "icsk_mtup.probe_size = 0"),
    PROBE_FAILED_HIGH("search_high", "tcp_mtup_probe_failed", "net/ipv4/tcp_input.c", "icsk_mtup.search_high = icsk_mtup.probe_size - 1"),
    FIX_PROBE_FAILED_HIGH("search_high", "tcp_mtup_probe_failed", null,
            "FIX rule MIN_WITH_SEARCH_HIGH: search_high = min(search_high, probe_size - 1)"),
    PROBE_FAILED_PROBE_SIZE("probe_size", "tcp_mtup_probe_failed", "net/ipv4/tcp_input.c", "icsk_mtup.probe_size = 0"),
    PROBE_FAILED_CWND("snd_cwnd", "tcp_fastretrans_alert", "net/ipv4/tcp_input.c",
            "tcp_snd_cwnd_set(tp, tcp_snd_cwnd(tp) + 1) [4.x: tp->snd_cwnd++] (\"Restores the reduction we did in tcp_mtup_probe()\")"),
    RETRANSMIT_PROBE_SIZE("probe_size", "__tcp_retransmit_skb", "net/ipv4/tcp_output.c",
            "if (icsk_mtup.probe_size) icsk_mtup.probe_size = 0 (\"Inconclusive MTU probe\")"),
    MTU_PROBING_ENABLED("enabled", "tcp_mtu_probing", "net/ipv4/tcp_timer.c", "icsk_mtup.enabled = 1"),
    MTU_PROBING_STAMP("probe_timestamp", "tcp_mtu_probing", "net/ipv4/tcp_timer.c",
            "icsk_mtup.probe_timestamp = tcp_jiffies32 [4.1: tcp_time_stamp]"),
    MTU_PROBING_LOW("search_low", "tcp_mtu_probing", "net/ipv4/tcp_timer.c", "icsk_mtup.search_low = tcp_mss_to_mtu(sk, mss)"),
    IPV4_UPDATE_PMTU("route_mtu", "__ip_rt_update_pmtu", "net/ipv4/route.c",
            "the route exception's fnhe_pmtu = mtu (6.x below ip_rt_min_pmtu: min(old_mtu, ip_rt_min_pmtu), locked; 4.x: max(mtu, 552))"),
    IPV6_UPDATE_PMTU("route_mtu", "__ip6_rt_update_pmtu", "net/ipv6/route.c",
            "the route exception's RTAX_MTU = mtu (only lower; 4.x: at least IPV6_MIN_MTU)"),
    ROUTE_CHANGE("route_mtu", "a route change", null, "the environment: ip route change ... mtu N (a new route, nothing learned)"),
    EVENT_CWND("snd_cwnd", "the event's cwnd", null, "the environment: the congestion window the event sets (congestion control is not modelled)");

    /** The field assigned, as the trace format names it; null for {@link #CONFIG}, which stands for every field. */
    public final String field;
    public final String function;
    /** The kernel file, or null when no kernel has the statement (a FIX rule, the environment, the config). */
    public final String file;
    public final String statement;

    Assignment(String field, String function, String file, String statement) {
        this.field = field;
        this.function = function;
        this.file = file;
        this.statement = statement;
    }

    /**
     * The upstream tag a variant's statements are read at: v4.0, v4.1 or v6.18; a FIX variant is its base's tag with
     * its rule; the series' versions are net-next with their patches (February and March 2015).
     */
    public static String tag(Variant v) {
        Variant base = v.fixOf != null ? v.fixOf : v;
        String t;
        switch (base) {
            case PRE: t = "@v4.0"; break;
            case MAINLINE: t = "@v4.1"; break;
            case LATEST: t = "@v6.18"; break;
            default: t = " (net-next with " + base.source + ")"; break;
        }
        return v.fixOf != null ? t + " with " + v.name() + "'s rule" : t;
    }

    /** {@code function: statement (file@tag)}, as a state's provenance shows it. */
    public String cite(Variant v) {
        return function + ": " + statement + (file == null ? "" : " (" + file + tag(v) + ")");
    }
}
