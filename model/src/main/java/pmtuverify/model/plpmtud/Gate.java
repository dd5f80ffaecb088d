package pmtuverify.model.plpmtud;

/**
 * The tests that decide whether a probe is sent, whether an ICMP or a retransmission timeout moves the search, and
 * which floor sets search_low after a black-hole timeout: one constant per test the model takes, with the kernel
 * function, its file, the C condition (abridged as {@link Assignment}'s statements are), and a word for each way it
 * goes. {@link Sk} reports each decision it takes when its assignments are followed ({@link Step#gates}), in order;
 * a test the C short-circuits past is not reported. These are LATEST's (Linux 6.18) tests; a variant whose code
 * has another test there (4.x's IPv4 ICMP floor, a FIX rule's stop test) reports only those of these it shares. The
 * kernel suite's coverage table reads them to tell which way of each test its recordings exercise and compare.
 */
public enum Gate {
    PROBE_ENABLED("tcp_mtu_probe", "net/ipv4/tcp_output.c", "!icsk->icsk_mtup.enabled", "enabled", "disabled"),
    PROBE_IN_FLIGHT("tcp_mtu_probe", "net/ipv4/tcp_output.c", "icsk->icsk_mtup.probe_size", "none in flight", "probe in flight"),
    PROBE_CWND("tcp_mtu_probe", "net/ipv4/tcp_output.c", "tcp_snd_cwnd(tp) < 11", "cwnd >= 11", "cwnd < 11"),
    PROBE_SIZE_STOP("tcp_mtu_probe", "net/ipv4/tcp_output.c",
            "probe_size > tcp_mtu_to_mss(sk, icsk->icsk_mtup.search_high)", "size within search_high", "size above search_high"),
    PROBE_THRESHOLD_STOP("tcp_mtu_probe", "net/ipv4/tcp_output.c",
            "interval < READ_ONCE(net->ipv4.sysctl_tcp_probe_threshold)", "interval >= threshold", "interval < threshold"),
    REPROBE_DEADLINE("tcp_mtu_check_reprobe", "net/ipv4/tcp_output.c", "delta >= interval * HZ", "due: reprobe", "not due"),
    PROBE_WINDOW("tcp_mtu_probe", "net/ipv4/tcp_output.c", "tp->snd_wnd < size_needed", "window suffices", "window short"),
    PROBE_ROUTE_MTU("ip_finish_output / ip6_xmit", "net/ipv4/ip_output.c, net/ipv6/ip6_output.c",
            "a DF datagram longer than the route's MTU (ip_fragment: -EMSGSIZE; ip6_xmit: ipv6_local_error)",
            "fits the route", "refused by IP output"),
    ICMP4_LOCKED("__ip_rt_update_pmtu", "net/ipv4/route.c", "if (ip_mtu_locked(dst)) return;", "route not locked",
            "route locked: ignored"),
    ICMP4_ABOVE_ROUTE("__ip_rt_update_pmtu", "net/ipv4/route.c", "if (old_mtu < mtu) return;", "not above the route",
            "above the route: ignored"),
    ICMP4_MIN_PMTU("__ip_rt_update_pmtu", "net/ipv4/route.c",
            "if (mtu < net->ipv4.ip_rt_min_pmtu) { lock = true; mtu = min(old_mtu, net->ipv4.ip_rt_min_pmtu); }",
            "at least ip_rt_min_pmtu", "below ip_rt_min_pmtu: locked at 552"),
    ICMP6_MIN_MTU("tcp_v6_err", "net/ipv6/tcp_ipv6.c", "if (mtu < IPV6_MIN_MTU) goto out;", "at least 1280",
            "below 1280: dropped"),
    ICMP6_MSS("tcp_v6_mtu_reduced", "net/ipv6/tcp_ipv6.c", "if (tcp_mtu_to_mss(sk, mtu) >= tcp_sk(sk)->mss_cache) return;",
            "lowers the MSS", "MSS not lower: dropped"),
    ICMP6_BELOW_ROUTE("__ip6_rt_update_pmtu", "net/ipv6/route.c", "if (mtu >= dst_mtu(dst)) return;", "below the route",
            "not below the route: ignored"),
    ICMP_COOKIE("tcp_v4_mtu_reduced / tcp_v6_mtu_reduced", "net/ipv4/tcp_ipv4.c, net/ipv6/tcp_ipv6.c",
            "if (inet_csk(sk)->icsk_pmtu_cookie > mtu) { tcp_sync_mss(sk, mtu); tcp_simple_retransmit(sk); }",
            "cookie above the route: re-sync", "cookie not above: nothing"),
    SIMPLE_RETRANSMIT("tcp_simple_retransmit", "net/ipv4/tcp_input.c",
            "segments longer than tcp_current_mss marked lost, and tcp_xmit_retransmit_queue has room under snd_cwnd",
            "retransmits (cancels the probe)", "nothing retransmitted now"),
    BLACKHOLE_PROBING("tcp_mtu_probing", "net/ipv4/tcp_timer.c", "if (!READ_ONCE(net->ipv4.sysctl_tcp_mtu_probing)) return;",
            "tcp_mtu_probing on", "tcp_mtu_probing 0: nothing"),
    BLACKHOLE_ENABLE("tcp_mtu_probing", "net/ipv4/tcp_timer.c", "if (!icsk->icsk_mtup.enabled) { enabled = 1; ... }",
            "already enabled: search_low lowered", "first timeout: enables only"),
    BLACKHOLE_BASE_MSS("tcp_mtu_probing", "net/ipv4/tcp_timer.c", "mss = min(READ_ONCE(net->ipv4.sysctl_tcp_base_mss), mss);",
            "half of search_low's MSS kept", "tcp_base_mss binds"),
    BLACKHOLE_PROBE_FLOOR("tcp_mtu_probing", "net/ipv4/tcp_timer.c",
            "mss = max(mss, READ_ONCE(net->ipv4.sysctl_tcp_mtu_probe_floor));", "above the floor", "tcp_mtu_probe_floor binds"),
    BLACKHOLE_MIN_SND_MSS("tcp_mtu_probing", "net/ipv4/tcp_timer.c",
            "mss = max(mss, READ_ONCE(net->ipv4.sysctl_tcp_min_snd_mss));", "above the floor", "tcp_min_snd_mss binds");

    public final String function;
    public final String file;
    public final String condition;
    /** The word for the way that lets the probe (or the update, or the step) go on. */
    public final String yes;
    /** The word for the way that refuses it (or ends it, or where the bound binds). */
    public final String no;

    Gate(String function, String file, String condition, String yes, String no) {
        this.function = function;
        this.file = file;
        this.condition = condition;
        this.yes = yes;
        this.no = no;
    }

    /**
     * One decision: the gate and which way it went ({@code passed}: {@link #yes}). A class, not a record: Java
     * PathFinder runs the model, and a record's generated methods end its programs.
     */
    public static final class Decision {
        private final Gate gate;
        private final boolean passed;

        public Decision(Gate gate, boolean passed) {
            this.gate = gate;
            this.passed = passed;
        }

        public Gate gate() {
            return gate;
        }

        public boolean passed() {
            return passed;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Decision && ((Decision) o).gate == gate && ((Decision) o).passed == passed;
        }

        @Override
        public int hashCode() {
            return gate.ordinal() * 2 + (passed ? 1 : 0);
        }

        @Override
        public String toString() {
            return gate.name() + (passed ? " (" + gate.yes + ")" : " (" + gate.no + ")");
        }
    }
}
