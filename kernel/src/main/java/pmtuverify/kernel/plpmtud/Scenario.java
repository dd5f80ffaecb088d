package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.Bulk;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One kernel scenario: the test hosts' path and the sender's sysctls (scenario.sh reads them as KS_* variables).
 * Immutable; the {@code with*} methods return a changed copy.
 */
public final class Scenario {
    /** TCP_MIN_SND_MSS (include/net/tcp.h), the default of tcp_min_snd_mss and tcp_mtu_probe_floor. */
    public static final int DEFAULT_MIN_SND_MSS = pmtuverify.model.plpmtud.Sysctl.DEFAULT_MIN_SND_MSS;
    /** tcp_retries1's default (TCP_RETR1, include/net/tcp.h). */
    static final int DEFAULT_RETRIES1 = 3;
    public final String name;
    public final String what;
    public final int ip;
    /** The MTU of every link but the sender's own when {@link #senderMtu} is set: the receiver advertises linkMtu - 40 (60). */
    public final int linkMtu;
    /** The sender's link MTU, hence its route's MTU (0: linkMtu). Smaller than linkMtu, the peer's MSS exceeds the route. */
    public final int senderMtu;
    /** Router egress MTU toward the receiver (ICMP-reporting bottleneck), 0 for none. */
    public final int bottleneck;
    /** Silent black hole: the router drops datagrams longer than this, 0 for none. */
    public final int blackhole;
    /** Seconds after the start at which the black hole is removed, 0 to keep it. */
    public final int blackholeOffAfter;
    /** Seconds after the sender starts at which the black hole is put in place, 0 for from the start. */
    public final int blackholeOnAfter;
    /**
     * The sender's tcp_retries1 (3 by default): tcp_write_timeout calls tcp_mtu_probing (black-hole detection) at every
     * timeout once retransmits_timed_out(sk, tcp_retries1, 0) holds (net/ipv4/tcp_timer.c@v6.18), so 1 starts the
     * black-hole steps 0.6 s after the first lost send instead of 3 s. The model does not read it: the timeouts are
     * events of the replay.
     */
    public final int retries1;
    /** More options of the sender's default route ("congctl reno": the route's congestion control), none when empty. */
    public final String routeOpts;
    /** The sender's net.ipv4 sysctls written mid-run ("name=value" each, in order), none when empty. */
    public final List<String> sysctlWrites;
    /** Seconds after the sender started at which {@link #sysctlWrites} are written (before {@link #blackholeOnAfter}). */
    public final int sysctlAt;
    public final boolean timestamps;
    public final int probing;
    public final int baseMss;
    public final int threshold;
    public final long interval;
    /** tcp_min_snd_mss (48, TCP_MIN_SND_MSS, by default). */
    public final int minSndMss;
    /** tcp_mtu_probe_floor (48, TCP_MIN_SND_MSS, by default). */
    public final int probeFloor;
    public final int seconds;
    public final boolean passive;
    /** The receiver's SO_RCVBUF (a small one keeps its window from growing: no window update re-syncs the sender). */
    public final int rcvbuf;
    /**
     * The sender's tcp_early_retrans: 3 (the default) sends tail loss probes, 0 none. Runs of thousands of probes turn
     * it off: on this 2-core machine a scheduling stall of the ACK clock fires a spurious tail loss probe, whose
     * retransmission cancels the probe in flight (__tcp_retransmit_skb) and makes the run noisy.
     */
    public final int earlyRetrans;
    /** Part of the quick suite CI runs. */
    public final boolean quick;
    /**
     * A documented finding (specs/KERNEL.md): the kernel and the model differ here, and this text is in the first
     * divergence they show. The verdict stays DIFFERS; the suite passes only when the difference is this one.
     */
    public final String finding;
    public final String findingText;
    /** The catalogue invariant this scenario witnesses on the kernel (a VIOLATED cell of LATEST), or null. */
    public final Witness witness;

    private Scenario(Builder b) {
        this.name = b.name;
        this.what = b.what;
        this.ip = b.ip;
        this.linkMtu = b.linkMtu;
        this.senderMtu = b.senderMtu;
        this.bottleneck = b.bottleneck;
        this.blackhole = b.blackhole;
        this.blackholeOffAfter = b.blackholeOffAfter;
        this.blackholeOnAfter = b.blackholeOnAfter;
        this.retries1 = b.retries1;
        this.routeOpts = b.routeOpts;
        this.sysctlWrites = List.copyOf(b.sysctlWrites);
        this.sysctlAt = b.sysctlAt;
        this.timestamps = b.timestamps;
        this.probing = b.probing;
        this.baseMss = b.baseMss;
        this.threshold = b.threshold;
        this.interval = b.interval;
        this.minSndMss = b.minSndMss;
        this.probeFloor = b.probeFloor;
        this.seconds = b.seconds;
        this.passive = b.passive;
        this.rcvbuf = b.rcvbuf;
        this.earlyRetrans = b.earlyRetrans;
        this.quick = b.quick;
        this.finding = b.finding;
        this.findingText = b.findingText;
        this.witness = b.witness;
    }

    /** Builds the suite's scenarios; only {@link #all()} uses it. */
    public static final class Builder {
        private final String name;
        private final String what;
        private int ip = 4;
        private int linkMtu = 1500;
        private int senderMtu;
        private int bottleneck;
        private int blackhole;
        private int blackholeOffAfter;
        private int blackholeOnAfter;
        private int retries1 = DEFAULT_RETRIES1;
        private String routeOpts = "";
        private List<String> sysctlWrites = List.of();
        private int sysctlAt;
        private boolean timestamps = true;
        private int probing = 2;
        private int baseMss = 1024;
        private int threshold = 8;
        private long interval = 600;
        private int minSndMss = DEFAULT_MIN_SND_MSS;
        private int probeFloor = DEFAULT_MIN_SND_MSS;
        private int seconds = 3;
        private boolean passive;
        private int rcvbuf = Bulk.DEFAULT_RCVBUF;
        private int earlyRetrans = 3;
        private boolean quick;
        private String finding;
        private String findingText;
        private Witness witness;

        private Builder(String name, String what) {
            this.name = name;
            this.what = what;
        }

        public Builder ip6() { ip = 6; return this; }
        public Builder ip4() { ip = 4; return this; }
        public Builder active() { passive = false; return this; }
        public Builder mtu(int m) { linkMtu = m; return this; }
        public Builder senderMtu(int m) { senderMtu = m; return this; }
        public Builder bottleneck(int m) { bottleneck = m; return this; }
        public Builder blackhole(int m, int off) { blackhole = m; blackholeOffAfter = off; return this; }
        Builder blackholeFrom(int m, int on) { blackhole = m; blackholeOnAfter = on; return this; }
        Builder retries1(int r) { retries1 = r; return this; }
        Builder routeOpts(String o) { routeOpts = o; return this; }
        Builder writeAt(int seconds, String... nameValues) { sysctlAt = seconds; sysctlWrites = List.of(nameValues); return this; }
        Builder noTimestamps() { timestamps = false; return this; }
        public Builder timestamps(boolean on) { timestamps = on; return this; }
        public Builder probing(int p) { probing = p; return this; }
        public Builder baseMss(int b) { baseMss = b; return this; }
        public Builder threshold(int t) { threshold = t; return this; }
        public Builder interval(long i) { interval = i; return this; }
        public Builder minSndMss(int m) { minSndMss = m; return this; }
        public Builder probeFloor(int f) { probeFloor = f; return this; }
        public Builder seconds(int s) { seconds = s; return this; }
        public Builder passive() { passive = true; return this; }
        public Builder rcvbuf(int bytes) { rcvbuf = bytes; return this; }
        public Builder noTailLossProbes() { earlyRetrans = 0; return this; }
        Builder quick() { quick = true; return this; }
        Builder finding(String id, String text) { finding = id; findingText = text; return this; }
        Builder witness(Witness w) { witness = w; return this; }

        public Scenario build() { return new Scenario(this); }
    }

    /** A builder holding this scenario's every setting, for a changed copy (the kernel suite's mutants). */
    public Builder toBuilder() {
        Builder b = new Builder(name, what);
        b.ip = ip;
        b.linkMtu = linkMtu;
        b.senderMtu = senderMtu;
        b.bottleneck = bottleneck;
        b.blackhole = blackhole;
        b.blackholeOffAfter = blackholeOffAfter;
        b.blackholeOnAfter = blackholeOnAfter;
        b.retries1 = retries1;
        b.routeOpts = routeOpts;
        b.sysctlWrites = sysctlWrites;
        b.sysctlAt = sysctlAt;
        b.timestamps = timestamps;
        b.probing = probing;
        b.baseMss = baseMss;
        b.threshold = threshold;
        b.interval = interval;
        b.minSndMss = minSndMss;
        b.probeFloor = probeFloor;
        b.seconds = seconds;
        b.passive = passive;
        b.rcvbuf = rcvbuf;
        b.earlyRetrans = earlyRetrans;
        b.quick = quick;
        b.finding = finding;
        b.findingText = findingText;
        b.witness = witness;
        return b;
    }

    /** A clean 1500-byte IPv4 path, timestamps on, tcp_mtu_probing 2, the other sysctls at their defaults, 3 s. */
    public static Builder clean(String name, String what) {
        return new Builder(name, what);
    }

    /** The sender's route MTU. */
    public int routeMtu() {
        return senderMtu != 0 ? senderMtu : linkMtu;
    }

    /** The IP + TCP header bytes of a full segment: 20/40 + 20 + 12 with timestamps. */
    public int headers() {
        return (ip == 6 ? 40 : 20) + 20 + (timestamps ? 12 : 0);
    }

    /** tcp_mtu_to_mss(0) on the running 6.x kernel: the floor tcp_min_snd_mss less the option bytes (timestamps: 12). */
    public int floorMss() {
        return minSndMss - (timestamps ? 12 : 0);
    }

    /** The MSS the receiver advertises (its link MTU minus the IP and TCP headers): the sender's mss_clamp. */
    public int mssClamp() {
        return linkMtu - (ip == 6 ? 60 : 40);
    }

    /** search_low after tcp_mtup_init: tcp_mss_to_mtu(tcp_base_mss) (the header length counts the options). */
    public int baseSearchLow() {
        return baseMss + headers();
    }

    /** The environment of scenario.sh. */
    public Map<String, String> env() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("KS_IP", Integer.toString(ip));
        m.put("KS_LINK_MTU", Integer.toString(linkMtu));
        m.put("KS_SENDER_MTU", Integer.toString(routeMtu()));
        m.put("KS_RCVBUF", Integer.toString(rcvbuf));
        m.put("KS_EARLY_RETRANS", Integer.toString(earlyRetrans));
        m.put("KS_BOTTLENECK", Integer.toString(bottleneck));
        m.put("KS_BLACKHOLE", Integer.toString(blackhole));
        m.put("KS_BLACKHOLE_OFF_AFTER", Integer.toString(blackholeOffAfter));
        m.put("KS_BLACKHOLE_ON_AFTER", Integer.toString(blackholeOnAfter));
        m.put("KS_RETRIES1", Integer.toString(retries1));
        m.put("KS_ROUTE_OPTS", routeOpts);
        m.put("KS_SYSCTL_AT", Integer.toString(sysctlAt));
        m.put("KS_SYSCTL_WRITES", String.join(" ", sysctlWrites));
        m.put("KS_TS", timestamps ? "1" : "0");
        m.put("KS_PROBING", Integer.toString(probing));
        m.put("KS_BASE_MSS", Integer.toString(baseMss));
        m.put("KS_THRESHOLD", Integer.toString(threshold));
        m.put("KS_INTERVAL", Long.toString(interval));
        m.put("KS_MIN_SND_MSS", Integer.toString(minSndMss));
        m.put("KS_PROBE_FLOOR", Integer.toString(probeFloor));
        m.put("KS_SECONDS", Integer.toString(seconds));
        m.put("KS_OPEN", passive ? "passive" : "active");
        return m;
    }

    /** The path and sysctls in one line. */
    public String setup() {
        StringBuilder b = new StringBuilder();
        b.append("IPv").append(ip).append(", link MTU ").append(linkMtu);
        if (senderMtu != 0) {
            b.append(", sender's link MTU ").append(senderMtu);
        }
        if (rcvbuf != Bulk.DEFAULT_RCVBUF) {
            b.append(", receiver SO_RCVBUF ").append(rcvbuf);
        }
        if (bottleneck != 0) {
            b.append(", ICMP bottleneck ").append(bottleneck);
        }
        if (blackhole != 0) {
            b.append(", black hole > ").append(blackhole);
            if (blackholeOnAfter != 0) {
                b.append(" from ").append(blackholeOnAfter).append(" s");
            }
            if (blackholeOffAfter != 0) {
                b.append(" removed after ").append(blackholeOffAfter).append(" s");
            }
        }
        if (!routeOpts.isEmpty()) {
            b.append(", sender's route ").append(routeOpts);
        }
        b.append(timestamps ? ", timestamps" : ", no timestamps");
        if (retries1 != DEFAULT_RETRIES1) {
            b.append(", tcp_retries1 ").append(retries1);
        }
        if (earlyRetrans != 3) {
            b.append(", tcp_early_retrans ").append(earlyRetrans);
        }
        b.append(", tcp_mtu_probing ").append(probing).append(", tcp_base_mss ").append(baseMss)
                .append(", tcp_probe_threshold ").append(threshold).append(", tcp_probe_interval ").append(interval);
        if (minSndMss != DEFAULT_MIN_SND_MSS) {
            b.append(", tcp_min_snd_mss ").append(minSndMss);
        }
        if (probeFloor != DEFAULT_MIN_SND_MSS) {
            b.append(", tcp_mtu_probe_floor ").append(probeFloor);
        }
        if (!sysctlWrites.isEmpty()) {
            b.append(", written after ").append(sysctlAt).append(" s: ").append(String.join(", ", sysctlWrites));
        }
        b.append(passive ? ", passive open" : "").append(", ").append(seconds).append(" s");
        return b.toString();
    }

    /** Every scenario, in report order. */
    public static final List<Scenario> ALL = all();

    private static List<Scenario> all() {
        List<Builder> l = new ArrayList<>();
        l.add(clean("clean-1500", "clean 1500 path").quick());
        l.add(clean("clean-9000", "clean 9000 path").mtu(9000).quick());
        l.add(clean("clean-1500-nots", "clean 1500 path without timestamps").noTimestamps());
        l.add(clean("clean-1500-base512", "clean 1500 path, tcp_base_mss 512").baseMss(512));
        l.add(clean("blackhole-1400", "silent black hole at 1400").blackhole(1400, 0).quick());
        l.add(clean("blackhole-1280", "silent black hole at 1280").blackhole(1280, 0));
        l.add(clean("icmp-1400", "ICMP bottleneck at 1400").bottleneck(1400).quick());
        for (int t : new int[] {2, 1, 0, -1}) {
            Builder b = clean("threshold-" + t, "tcp_probe_threshold " + t + " on a clean 1500 path (probes counted)")
                    .threshold(t).seconds(20).noTailLossProbes();
            l.add(t <= 1 ? b.witness(Witness.TERMINATION) : b);
        }
        l.add(clean("threshold-1-quick", "tcp_probe_threshold 1, 3 s").threshold(1).noTailLossProbes().quick()
                .witness(Witness.TERMINATION));
        l.add(clean("reprobe-removed", "tcp_probe_interval 5, black hole at 1400 removed after 3 s").blackhole(1400, 3)
                .interval(5).seconds(13));
        l.add(clean("reprobe-kept", "tcp_probe_interval 5, black hole at 1400 kept").blackhole(1400, 0).interval(5)
                .seconds(13));
        l.add(clean("probing1-blackhole", "tcp_mtu_probing 1 behind a black hole at 1400 (probing after the RTOs)")
                .blackhole(1400, 0).probing(1).seconds(10));
        // black-hole detection over several timeouts (tcp_mtu_probing, net/ipv4/tcp_timer.c@v6.18): everything above 300
        // bytes dropped from the start, before any probe (snd_cwnd starts at 10, below tcp_mtu_probe's 11), and
        // tcp_retries1 1 so that the steps come at the timeouts after 0.6 s, 1.4 s, 3 s and 6.2 s
        l.add(clean("halving-probe-floor", "black hole at 300 from the start, tcp_mtu_probe_floor 200: search_low halved "
                + "1076, 564, 308 and held at the floor's 252").blackhole(300, 0).probeFloor(200).retries1(1).seconds(8));
        l.add(clean("halving-min-snd-mss", "black hole at 300 from the start, tcp_min_snd_mss 200: search_low halved "
                + "1076, 564, 308 and held at tcp_min_snd_mss's 252").blackhole(300, 0).minSndMss(200).retries1(1)
                .seconds(8));
        l.add(clean("probing1-halving", "tcp_mtu_probing 1, black hole at 300 from the start, tcp_mtu_probe_floor 200: "
                + "the first timeout enables probing, the next ones halve search_low to the floor").blackhole(300, 0)
                .probing(1).probeFloor(200).retries1(1).seconds(10));
        l.add(clean("halving-base-mss", "tcp_base_mss 512, a black hole at 300 put in 2 s after the search reached "
                + "1500: the first halving takes tcp_base_mss, then the floor").blackholeFrom(300, 2).baseMss(512)
                .probeFloor(200).retries1(1).seconds(10));
        // sysctls written mid-run (the sender's namespace, replayed as sysctl events at the jiffies after the write)
        l.add(clean("sysctl-threshold", "tcp_probe_threshold 1000 (no search: 1500 - 1076 < 1000), written to 8 after "
                + "1 s: the search starts then").threshold(1000).writeAt(1, "tcp_probe_threshold=8").seconds(4));
        l.add(clean("sysctl-interval", "tcp_probe_interval 600, written to 1 after 2 s: the stopped search reprobes "
                + "each second").writeAt(2, "tcp_probe_interval=1").seconds(5));
        l.add(clean("sysctl-halving", "tcp_base_mss 512, tcp_mtu_probe_floor 200 and tcp_min_snd_mss 150 written "
                + "after 1 s, a black hole at 300 from 2 s: the halvings take the written values").writeAt(1,
                "tcp_base_mss=512", "tcp_mtu_probe_floor=200", "tcp_min_snd_mss=150").blackholeFrom(300, 2).retries1(1)
                .seconds(10));
        // tcp_mtu_probe's cwnd gate refusing (`tcp_snd_cwnd(tp) < 11`, net/ipv4/tcp_output.c@v6.18): Reno grows
        // snd_cwnd only while it limits the flight (tcp_reno_cong_avoid's tcp_is_cwnd_limited, net/ipv4/tcp_cong.c@v6.18),
        // and a receiver window of a few segments keeps the flight below half of TCP_INIT_CWND, so snd_cwnd stays at
        // 10 and no probe is ever sent; the hold check's sends carry the kernel's snd_cwnd and the model must refuse too
        l.add(clean("cwnd-below-11", "the sender's route with congctl reno, a receiver with SO_RCVBUF 4096: snd_cwnd "
                + "stays at TCP_INIT_CWND 10, below tcp_mtu_probe's 11, so the search never starts")
                .routeOpts("congctl reno").rcvbuf(4096));
        l.add(clean("passive-1500", "passive open (the receiver connects, the listener sends), clean 1500").passive()
                .quick());
        l.add(clean("small-window-5107", "passive open on a 5107-byte link to a receiver with SO_RCVBUF 8192: "
                + "tcp_bound_to_half_wnd bounds mss_cache by half the handshake's window, and tcp_mtu_probe's "
                + "snd_wnd < size_needed gate holds the probes back").passive().mtu(5107).rcvbuf(8192)
                .finding("WINDOW_END", "probe_size: kernel 0, model 3091"));
        l.add(clean("ipv6-clean-1500", "IPv6 clean 1500 path").ip6().quick());
        l.add(clean("ipv6-clean-9000", "IPv6 clean 9000 path").ip6().mtu(9000));
        l.add(clean("ipv6-blackhole-1400", "IPv6 silent black hole at 1400").ip6().blackhole(1400, 0));
        l.add(clean("ipv6-icmp-1400", "IPv6 ICMP bottleneck at 1400").ip6().bottleneck(1400));
        // witnesses of LATEST's VIOLATED cells (specs/KERNEL.md, "Witnesses")
        l.add(clean("refused-setup-1200", "route 1200 below the peer's MSS 1460, the receiver's window never grows: "
                + "tcp_init_transfer's tcp_mtup_init leaves search_high at 1500").senderMtu(1200).rcvbuf(8192)
                .witness(Witness.PROBE_NOT_REFUSED));
        l.add(clean("refused-reprobe-1400", "route 1400 below the peer's MSS 1460, tcp_probe_interval 1: the reprobe "
                + "resets search_high to 1500").senderMtu(1400).interval(1).seconds(5).quick()
                .witness(Witness.PROBE_NOT_REFUSED));
        l.add(clean("icmp-68", "ICMP bottleneck at 68, below ip_rt_min_pmtu: the route locks at 552, below search_low")
                .bottleneck(68).quick().witness(Witness.ORDER_LOW_HIGH));
        l.add(clean("ipv6-clean-1280", "IPv6 clean 1280 path: probes below the IPv6 minimum MTU").ip6().mtu(1280)
                .witness(Witness.SANE_SIZES));
        l.add(clean("base-mss-int-max", "tcp_base_mss 2147483647: tcp_mss_to_mtu wraps in tcp_mtup_init")
                .baseMss(Integer.MAX_VALUE).witness(Witness.SANE_NO_WRAP));
        return l.stream().map(Builder::build).toList();
    }

    /** Whether the result is what this scenario must show: AGREES, or DIFFERS exactly as its documented finding. */
    public boolean expected(Conformance.Verdict v, String why) {
        return v == Conformance.Verdict.AGREES
                || v == Conformance.Verdict.DIFFERS && finding != null && why.contains(findingText);
    }

    /** Whether the run shows what this scenario must witness (always true for a scenario that witnesses nothing). */
    public boolean witnessed(Result r) {
        return witness == null || witness.of(r).isPresent();
    }

    public static Scenario byName(String n) {
        for (Scenario s : ALL) {
            if (s.name.equals(n)) {
                return s;
            }
        }
        return null;
    }
}
