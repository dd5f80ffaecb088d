package pmtuverify.kernel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One kernel scenario: the test hosts' path and the sender's sysctls (scenario.sh reads them as KS_* variables).
 * Immutable; the {@code with*} methods return a changed copy.
 */
public final class Scenario {
    public final String name;
    public final String what;
    public final int ip;
    public final int linkMtu;
    /** Router egress MTU toward the receiver (ICMP-reporting bottleneck), 0 for none. */
    public final int bottleneck;
    /** Silent black hole: the router drops datagrams longer than this, 0 for none. */
    public final int blackhole;
    /** Seconds after the start at which the black hole is removed, 0 to keep it. */
    public final int blackholeOffAfter;
    public final boolean timestamps;
    public final int probing;
    public final int baseMss;
    public final int threshold;
    public final long interval;
    public final int seconds;
    public final boolean passive;
    /** Part of the quick suite CI runs. */
    public final boolean quick;
    /**
     * A documented finding (specs/KERNEL.md): the kernel and the model differ here, and this text is in the first
     * divergence they show. The verdict stays DIFFERS; the suite passes only when the difference is this one.
     */
    public String finding;
    public String findingText;

    private Scenario(String name, String what, int ip, int linkMtu, int bottleneck, int blackhole, int blackholeOffAfter,
            boolean timestamps, int probing, int baseMss, int threshold, long interval, int seconds, boolean passive,
            boolean quick) {
        this.name = name;
        this.what = what;
        this.ip = ip;
        this.linkMtu = linkMtu;
        this.bottleneck = bottleneck;
        this.blackhole = blackhole;
        this.blackholeOffAfter = blackholeOffAfter;
        this.timestamps = timestamps;
        this.probing = probing;
        this.baseMss = baseMss;
        this.threshold = threshold;
        this.interval = interval;
        this.seconds = seconds;
        this.passive = passive;
        this.quick = quick;
    }

    /** A clean 1500-byte IPv4 path, timestamps on, tcp_mtu_probing 2, the other sysctls at their defaults, 3 s. */
    static Scenario clean(String name, String what) {
        return new Scenario(name, what, 4, 1500, 0, 0, 0, true, 2, 1024, 8, 600, 3, false, false);
    }

    Scenario ip6() { return new Scenario(name, what, 6, linkMtu, bottleneck, blackhole, blackholeOffAfter, timestamps, probing, baseMss, threshold, interval, seconds, passive, quick); }
    Scenario mtu(int m) { return new Scenario(name, what, ip, m, bottleneck, blackhole, blackholeOffAfter, timestamps, probing, baseMss, threshold, interval, seconds, passive, quick); }
    Scenario bottleneck(int m) { return new Scenario(name, what, ip, linkMtu, m, blackhole, blackholeOffAfter, timestamps, probing, baseMss, threshold, interval, seconds, passive, quick); }
    Scenario blackhole(int m, int off) { return new Scenario(name, what, ip, linkMtu, bottleneck, m, off, timestamps, probing, baseMss, threshold, interval, seconds, passive, quick); }
    Scenario noTimestamps() { return new Scenario(name, what, ip, linkMtu, bottleneck, blackhole, blackholeOffAfter, false, probing, baseMss, threshold, interval, seconds, passive, quick); }
    Scenario probing(int p) { return new Scenario(name, what, ip, linkMtu, bottleneck, blackhole, blackholeOffAfter, timestamps, p, baseMss, threshold, interval, seconds, passive, quick); }
    Scenario baseMss(int b) { return new Scenario(name, what, ip, linkMtu, bottleneck, blackhole, blackholeOffAfter, timestamps, probing, b, threshold, interval, seconds, passive, quick); }
    Scenario threshold(int t) { return new Scenario(name, what, ip, linkMtu, bottleneck, blackhole, blackholeOffAfter, timestamps, probing, baseMss, t, interval, seconds, passive, quick); }
    Scenario interval(long i) { return new Scenario(name, what, ip, linkMtu, bottleneck, blackhole, blackholeOffAfter, timestamps, probing, baseMss, threshold, i, seconds, passive, quick); }
    Scenario seconds(int s) { return new Scenario(name, what, ip, linkMtu, bottleneck, blackhole, blackholeOffAfter, timestamps, probing, baseMss, threshold, interval, s, passive, quick); }
    Scenario passive() { return new Scenario(name, what, ip, linkMtu, bottleneck, blackhole, blackholeOffAfter, timestamps, probing, baseMss, threshold, interval, seconds, true, quick); }
    Scenario quick() { return new Scenario(name, what, ip, linkMtu, bottleneck, blackhole, blackholeOffAfter, timestamps, probing, baseMss, threshold, interval, seconds, passive, true); }

    /** The IP + TCP header bytes of a full segment: 20/40 + 20 + 12 with timestamps. */
    public int headers() {
        return (ip == 6 ? 40 : 20) + 20 + (timestamps ? 12 : 0);
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
        m.put("KS_BOTTLENECK", Integer.toString(bottleneck));
        m.put("KS_BLACKHOLE", Integer.toString(blackhole));
        m.put("KS_BLACKHOLE_OFF_AFTER", Integer.toString(blackholeOffAfter));
        m.put("KS_TS", timestamps ? "1" : "0");
        m.put("KS_PROBING", Integer.toString(probing));
        m.put("KS_BASE_MSS", Integer.toString(baseMss));
        m.put("KS_THRESHOLD", Integer.toString(threshold));
        m.put("KS_INTERVAL", Long.toString(interval));
        m.put("KS_SECONDS", Integer.toString(seconds));
        m.put("KS_OPEN", passive ? "passive" : "active");
        return m;
    }

    /** The path and sysctls in one line. */
    public String setup() {
        StringBuilder b = new StringBuilder();
        b.append("IPv").append(ip).append(", link MTU ").append(linkMtu);
        if (bottleneck != 0) {
            b.append(", ICMP bottleneck ").append(bottleneck);
        }
        if (blackhole != 0) {
            b.append(", black hole > ").append(blackhole);
            if (blackholeOffAfter != 0) {
                b.append(" removed after ").append(blackholeOffAfter).append(" s");
            }
        }
        b.append(timestamps ? ", timestamps" : ", no timestamps");
        b.append(", tcp_mtu_probing ").append(probing).append(", tcp_base_mss ").append(baseMss)
                .append(", tcp_probe_threshold ").append(threshold).append(", tcp_probe_interval ").append(interval)
                .append(passive ? ", passive open" : "").append(", ").append(seconds).append(" s");
        return b.toString();
    }

    /** Every scenario, in report order. */
    public static final List<Scenario> ALL = all();

    private static List<Scenario> all() {
        List<Scenario> l = new ArrayList<>();
        l.add(clean("clean-1500", "clean 1500 path").quick());
        l.add(clean("clean-9000", "clean 9000 path").mtu(9000).quick());
        l.add(clean("clean-1500-nots", "clean 1500 path without timestamps").noTimestamps());
        l.add(clean("clean-1500-base512", "clean 1500 path, tcp_base_mss 512").baseMss(512));
        l.add(clean("blackhole-1400", "silent black hole at 1400").blackhole(1400, 0).quick());
        l.add(clean("blackhole-1280", "silent black hole at 1280").blackhole(1280, 0));
        l.add(clean("icmp-1400", "ICMP bottleneck at 1400").bottleneck(1400).quick()
                .finding("ICMP_CANCEL", "icmp 1400): probe_size"));
        for (int t : new int[] {2, 1, 0, -1}) {
            l.add(clean("threshold-" + t, "tcp_probe_threshold " + t + " on a clean 1500 path (probes counted)")
                    .threshold(t).seconds(20));
        }
        l.add(clean("threshold-1-quick", "tcp_probe_threshold 1, 3 s").threshold(1));
        l.add(clean("reprobe-removed", "tcp_probe_interval 5, black hole at 1400 removed after 3 s").blackhole(1400, 3)
                .interval(5).seconds(13));
        l.add(clean("reprobe-kept", "tcp_probe_interval 5, black hole at 1400 kept").blackhole(1400, 0).interval(5)
                .seconds(13));
        l.add(clean("probing1-blackhole", "tcp_mtu_probing 1 behind a black hole at 1400 (probing after the RTOs)")
                .blackhole(1400, 0).probing(1).seconds(10));
        l.add(clean("passive-1500", "passive open (the receiver connects, the listener sends), clean 1500").passive()
                .quick());
        l.add(clean("ipv6-clean-1500", "IPv6 clean 1500 path").ip6().quick());
        l.add(clean("ipv6-clean-9000", "IPv6 clean 9000 path").ip6().mtu(9000));
        l.add(clean("ipv6-blackhole-1400", "IPv6 silent black hole at 1400").ip6().blackhole(1400, 0));
        l.add(clean("ipv6-icmp-1400", "IPv6 ICMP bottleneck at 1400").ip6().bottleneck(1400)
                .finding("ICMP_CANCEL", "icmp 1400): probe_size"));
        return List.copyOf(l);
    }

    Scenario finding(String id, String text) {
        this.finding = id;
        this.findingText = text;
        return this;
    }

    /** Whether the result is what this scenario must show: AGREES, or DIFFERS exactly as its documented finding. */
    public boolean expected(Conformance.Verdict v, String why) {
        return v == Conformance.Verdict.AGREES
                || v == Conformance.Verdict.DIFFERS && finding != null && why.contains(findingText);
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
