package pmtuverify.kernel.random;

import pmtuverify.kernel.Bulk;
import pmtuverify.kernel.plpmtud.Scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;

/**
 * Scenarios drawn at random from what the suite can build, each a pure function of (seed, index) so that a line of
 * output names all it takes to run it again: IPv4 or IPv6, active or passive open, the link MTU and a smaller route
 * (the sender's own link), a silent black hole (removed mid-run or kept) or an ICMP-reporting bottleneck, timestamps on
 * or off, a small receive buffer, and the six PLPMTUD sysctls of 6.x drawn within what their proc handlers accept
 * (tcp_mtu_probing 0..2 of its u8 0..255; tcp_base_mss and tcp_probe_threshold any int, mostly near the defaults;
 * tcp_probe_interval now and then 1..5 s; tcp_min_snd_mss and tcp_mtu_probe_floor now and then from the handlers' 48 up to
 * 1200 and 1400, tcp_min_snd_mss no higher than the path's MSS). Most draws keep a knob at its
 * default, so that a disagreement has few causes. Not drawn: route changes other than the black hole's removal (the
 * suite has no mid-run route change yet), ICMP bottlenecks below 1280 on IPv6.
 */
public final class RandomScenarios {
    private RandomScenarios() {}

    /** The largest link MTU drawn (the veth's jumbo frames). */
    public static final int MAX_LINK_MTU = 9000;
    /** An IPv4 bottleneck now and then reports an MTU from here, below ip_rt_min_pmtu (552), where the route locks. */
    public static final int IPV4_LOWEST_ICMP_MTU = 68;
    /** tcp_probe_interval drawn now and then from 1 to 5 s: reprobes within the run. */
    public static final int MIN_INTERVAL_S = 1;
    public static final int MAX_INTERVAL_S = 5;
    /** The proc handlers' floor of tcp_min_snd_mss and tcp_mtu_probe_floor, and the largest values drawn for each. */
    public static final int HANDLER_MIN_MSS = 48;
    public static final int MAX_MIN_SND_MSS = 1200;
    public static final int MAX_PROBE_FLOOR = 1400;
    /** The small receive buffer drawn now and then (SO_RCVBUF of the receiver). */
    static final int SMALL_RCVBUF = 8192;

    /** The smallest link MTU drawn: 576 for IPv4 (the minimum datagram every host accepts), 1280 for IPv6. */
    public static int minMtu(int ip) {
        return ip == 6 ? 1280 : 576;
    }

    /** Scenario {@code index} of {@code seed}: named random-SEED-INDEX, its setup a pure function of both. */
    public static Scenario draw(long seed, int index) {
        // the index-th output of the seed's generator seeds the scenario's own: outputs are mixed (mix64), so
        // neighbouring indices draw unrelated streams, which seeds differing by a multiple of the gamma would not
        SplittableRandom seeds = new SplittableRandom(seed);
        long own = seeds.nextLong();
        for (int i = 0; i < index; i++) {
            own = seeds.nextLong();
        }
        return draw(new SplittableRandom(own), "random-" + seed + "-" + index);
    }

    /** The scenario a name random-SEED-INDEX names (SEED a long, INDEX an int >= 0), or null for any other name. */
    public static Scenario byName(String name) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("random-(-?\\d{1,19})-(\\d{1,9})").matcher(name);
        if (!m.matches()) {
            return null;
        }
        try {
            return draw(Long.parseLong(m.group(1)), Integer.parseInt(m.group(2)));
        } catch (NumberFormatException e) {
            return null; // a seed beyond a long
        }
    }

    private static Scenario draw(SplittableRandom r, String name) {
        Scenario.Builder b = Scenario.clean(name, "drawn at random");
        int ip = r.nextInt(3) == 0 ? 6 : 4;
        if (ip == 6) {
            b.ip6();
        }
        if (r.nextInt(4) == 0) {
            b.passive();
        }
        b.timestamps(r.nextInt(4) != 0);
        int min = minMtu(ip);
        int[] common = {min, 1400, 1500, 1500, 1500, 2000, 4000, MAX_LINK_MTU};
        int link = r.nextInt(3) == 0 ? r.nextInt(min, MAX_LINK_MTU + 1) : common[r.nextInt(common.length)];
        b.mtu(link);
        int route = link;
        if (link > min && r.nextInt(5) == 0) {
            route = r.nextInt(min, link);
            b.senderMtu(route);
        }
        int seconds = r.nextInt(3, 7);
        b.seconds(seconds);
        int obstacle = r.nextInt(4);
        int smallest = route; // the smallest datagram the path carries (a black hole's, even one removed mid-run)
        if (obstacle == 2 && route > min) {
            smallest = r.nextInt(min, route);
            b.blackhole(smallest, r.nextInt(3) == 0 ? r.nextInt(1, seconds) : 0);
        } else if (obstacle == 3 && route > min) {
            // IPv4: now and then below ip_rt_min_pmtu (552), where the route locks at 552
            int low = ip == 4 && r.nextInt(8) == 0 ? IPV4_LOWEST_ICMP_MTU : min;
            smallest = r.nextInt(low, route);
            b.bottleneck(smallest);
        }
        int probing = r.nextInt(8);
        b.probing(probing == 0 ? 0 : probing <= 2 ? 1 : 2);
        int base = r.nextInt(20);
        if (base == 0) {
            int[] extreme = {0, 1, -1, 65535, Integer.MAX_VALUE, Integer.MIN_VALUE};
            b.baseMss(extreme[r.nextInt(extreme.length)]);
        } else if (base <= 5) {
            b.baseMss(r.nextInt(48, 9001));
        }
        if (r.nextInt(3) == 0) {
            int[] thresholds = {-1, 0, 1, 2, 4, 16, 64, 512, 2048, Integer.MAX_VALUE};
            int t = thresholds[r.nextInt(thresholds.length)];
            b.threshold(t);
            if (t <= 1) {
                // as the fixed threshold runs: thousands of probes, and no spurious tail loss probe cancelling one
                b.noTailLossProbes();
            }
        }
        if (r.nextInt(3) == 0) {
            b.interval(r.nextInt(MIN_INTERVAL_S, MAX_INTERVAL_S + 1));
        }
        if (r.nextInt(5) == 0) {
            // at most the path's MSS (__tcp_mtu_to_mss, net/ipv4/tcp_output.c@v6.18: pmtu - net_header_len - 20, then
            // max with tcp_min_snd_mss): above it every data segment exceeds the path, nothing is delivered, no ACK
            // comes back and there is no state to sample; the handler's floor 48 stays
            int pathMss = smallest - (ip == 6 ? 40 : 20) - 20;
            b.minSndMss(Math.max(HANDLER_MIN_MSS, Math.min(r.nextInt(HANDLER_MIN_MSS, MAX_MIN_SND_MSS + 1), pathMss)));
        }
        if (r.nextInt(5) == 0) {
            b.probeFloor(r.nextInt(HANDLER_MIN_MSS, MAX_PROBE_FLOOR + 1));
        }
        if (r.nextInt(6) == 0) {
            b.rcvbuf(SMALL_RCVBUF);
        }
        return b.build();
    }

    /**
     * The shrink passes, in order: each sets one knob of a scenario back to the clean 1500 path's (a named change; a
     * pass that changes nothing is skipped by {@link #shrinks}).
     */
    public static final List<Pass> PASSES = List.of(
            new Pass("IPv4", s -> s.toBuilder().ip4().build()),
            new Pass("passive open to active", s -> s.toBuilder().active().build()),
            new Pass("black hole removed", s -> s.toBuilder().blackhole(0, 0).build()),
            new Pass("black hole kept", s -> s.toBuilder().blackhole(s.blackhole, 0).build()),
            new Pass("bottleneck removed", s -> s.toBuilder().bottleneck(0).build()),
            new Pass("sender's link MTU to the path's", s -> s.toBuilder().senderMtu(0).build()),
            new Pass("tcp_min_snd_mss 48", s -> s.toBuilder().minSndMss(Scenario.DEFAULT_MIN_SND_MSS).build()),
            new Pass("tcp_mtu_probe_floor 48", s -> s.toBuilder().probeFloor(Scenario.DEFAULT_MIN_SND_MSS).build()),
            new Pass("tcp_probe_interval 600", s -> s.toBuilder().interval(600).build()),
            new Pass("tcp_base_mss 1024", s -> s.toBuilder().baseMss(1024).build()),
            new Pass("tcp_probe_threshold 8", s -> s.toBuilder().threshold(8).build()),
            new Pass("timestamps on", s -> s.toBuilder().timestamps(true).build()),
            new Pass("receiver SO_RCVBUF default", s -> s.toBuilder().rcvbuf(Bulk.DEFAULT_RCVBUF).build()),
            new Pass("3 s", s -> s.toBuilder().seconds(3).build()),
            new Pass("tcp_mtu_probing 2", s -> s.toBuilder().probing(2).build()));

    /** A named shrink pass. */
    public record Pass(String name, UnaryOperator<Scenario> apply) {}

    /** The passes that change {@code s}, with what each gives. */
    static List<Shrink> shrinks(Scenario s) {
        List<Shrink> l = new ArrayList<>();
        for (Pass p : PASSES) {
            Scenario t = p.apply().apply(s);
            if (!t.setup().equals(s.setup())) {
                l.add(new Shrink(p, t));
            }
        }
        return l;
    }

    /** One shrink step: the pass and the smaller scenario. */
    record Shrink(Pass pass, Scenario scenario) {}
}
