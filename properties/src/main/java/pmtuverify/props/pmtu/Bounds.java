package pmtuverify.props.pmtu;

import static pmtuverify.props.Domain.anyInt;
import static pmtuverify.props.Domain.between;
import static pmtuverify.props.Domain.below;
import static pmtuverify.props.Domain.coin;
import static pmtuverify.props.Domain.fixed;
import static pmtuverify.props.Domain.keep;
import static pmtuverify.props.Domain.oneIn;
import static pmtuverify.props.Domain.oneOf;
import static pmtuverify.props.Domain.oneOfOrCurrent;
import static pmtuverify.props.Domain.sysctlInt;
import static pmtuverify.props.Domain.then;

import java.util.Random;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.props.Domain;

/**
 * The domains a PLPMTUD harness draws from, as data: one {@link Domain} per {@link Dimension}.
 * {@link #SMALL} is the explorer's standard bound, {@link #WIDE} the random engine's. The environment
 * of each {@link Profile} reads the dimensions it draws; the README's bounds table is generated from
 * these two values ({@link #markdownTable()}).
 */
public final class Bounds {
    /** A quantity a harness draws, with its README label. */
    public enum Dimension {
        ROUTE_MTU("route MTU at connect (IPv6 raises it to 1280; the black-hole profile to 576)"),
        PASSIVE_OPEN("passive open (1) instead of active (0)"),
        TCP_OPTIONS("TCP option bytes"),
        MSS_CLAMP("mss_clamp (the peer's MSS plus options)"),
        HZ("HZ"),
        JIFFIES("jiffies at connect"),
        SYSCTL_HZ("HZ in the sysctl profile"),
        SYSCTL_JIFFIES("jiffies at connect in the sysctl profile"),
        SND_CWND("snd_cwnd at connect"),
        PROBING("tcp_mtu_probing (general mix, and its writes)"),
        SYSCTL_PROBING("tcp_mtu_probing in the sysctl profile"),
        BLACKHOLE_PROBING("tcp_mtu_probing in the black-hole profile"),
        STEADY_PROBING("tcp_mtu_probing in the steady and reprobe profiles"),
        BASE_MSS("tcp_base_mss (general mix)"),
        STEADY_BASE_MSS("tcp_base_mss in the steady profile"),
        BLACKHOLE_BASE_MSS("tcp_base_mss in the black-hole profile"),
        THRESHOLD("tcp_probe_threshold (and its writes)"),
        INTERVAL("tcp_probe_interval (general, sysctl and reprobe profiles; REPROBE_TIMING assumes its own)"),
        STEADY_INTERVAL("tcp_probe_interval in the steady profile (time does not pass)"),
        MIN_SND_MSS("tcp_min_snd_mss (6.x)"),
        STEADY_MIN_SND_MSS("tcp_min_snd_mss (6.x) in the steady profile"),
        MTU_PROBE_FLOOR("tcp_mtu_probe_floor (6.x)"),
        PATH_MTU("true path MTU P (at most the route)"),
        REPROBE_GAP("idle gap before an xmit in the reprobe profile"),
        IDLE_GAP("an xmit of the general mix idles first (1)"),
        SYSCTL_IDLE_GAP("an xmit of the sysctl profile idles first (1)"),
        IDLE_GAP_LENGTH("idle gap length, jiffies"),
        ICMP_MTU("ICMP fragmentation-needed MTU"),
        ROUTE_CHANGE("route MTU change"),
        CWND_CHANGE("snd_cwnd change"),
        WRITE_INTERVAL("tcp_probe_interval writes"),
        WRITE_BASE_MSS("tcp_base_mss writes"),
        WRITE_MIN_SND_MSS("tcp_min_snd_mss and tcp_mtu_probe_floor writes");

        public final String label;

        Dimension(String label) {
            this.label = label;
        }
    }

    /*
     * Every list a draw indexes puts the reference kernel's value first (KernelDefaults: route 1500, HZ 250,
     * timestamps, threshold 8, interval 600, probing 0 then 2): choice 0 is the default, so the explorer's
     * breadth-first search meets a default connection first among runs of one length, and the random
     * engine's "lower values" shrink pass moves toward the defaults.
     */
    static final int[] ROUTE_MTUS = {1500, 576, 1280, 1400, 1450, 9000};
    /** Route changes: a different route first (a change to 1500 on a 1500 route changes nothing). */
    static final int[] ROUTE_CHANGES = {576, 1280, 1400, 1450, 1500, 9000};
    static final int[] HZS = {250, 100, 300, 1000};
    /** TCP_BASE_MSS before and after patch 1/4. */
    static final int[] BASE_MSS_DEFAULTS = {512, 1024};
    static final int[] BASE_MSS_CORNERS = {512, 1024, 48, 256, 1460, 0, -1, Integer.MAX_VALUE, Integer.MIN_VALUE};
    /** tcp_min_snd_mss and tcp_mtu_probe_floor (6.x): the range 48..65535, a common MSS, and refused writes. */
    static final int[] MIN_SND_MSS_CORNERS = {48, 536, 1024, 1460, 65535, 47, 65536, 0, -1};
    static final int[] PROBING_CORNERS = {0, 2, 1, 3, -1, Integer.MIN_VALUE, Integer.MAX_VALUE};
    static final int[] SMALL_INTERVALS = {600, 0, 1, -1, 4294968};
    /** u32 bits: 600, 0, 1, 4294967295, 4294967 (fits at HZ 1000), 4294968 (wraps at HZ 1000), INT_MAX, 2^31, 17179870 (wraps at HZ 250). */
    static final int[] INTERVAL_CORNERS = {600, 0, 1, -1, 4294967, 4294968, Integer.MAX_VALUE, Integer.MIN_VALUE, 17179870};
    private static final Domain START_JIFFIES = new StartJiffies();

    /**
     * The explorer's standard bound: thresholds -2..10 and INT_MIN/INT_MAX, IPv4/IPv6 with 0 or 12 bytes
     * of options, HZ 250/100/1000, jiffies starting at INITIAL_JIFFIES, 0 or just below 2^32, route MTUs
     * {576, 1280, 1400, 1450, 1500, 9000}.
     */
    public static final Bounds SMALL = new Bounds("SMALL", new Domain[] {
        oneOf(ROUTE_MTUS), // ROUTE_MTU
        fixed(0), // PASSIVE_OPEN
        oneOf(12, 0), // TCP_OPTIONS
        keep("the route's MSS"), // MSS_CLAMP
        oneOf(250, 100, 1000), // HZ
        START_JIFFIES, // JIFFIES
        fixed(1000), // SYSCTL_HZ: no time passes there and tcp_mtu_probing's meaning does not read the clock
        fixed(0), // SYSCTL_JIFFIES
        fixed(20), // SND_CWND
        below(3), // PROBING
        below(3), // SYSCTL_PROBING
        oneOf(2, 1), // BLACKHOLE_PROBING
        fixed(2), // STEADY_PROBING
        keep("the variant's default"), // BASE_MSS
        keep("the variant's default"), // STEADY_BASE_MSS
        oneOf(BASE_MSS_DEFAULTS), // BLACKHOLE_BASE_MSS: a search_low above the path is where the black-hole step must work
        oneOf(8, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, Integer.MIN_VALUE, Integer.MAX_VALUE), // THRESHOLD
        oneOf(SMALL_INTERVALS), // INTERVAL
        fixed(600), // STEADY_INTERVAL: a zero interval would reprobe at every stop (an outside event)
        fixed(Sysctl.DEFAULT_MIN_SND_MSS), // MIN_SND_MSS
        oneOf(48, 1024), // STEADY_MIN_SND_MSS: a floor above the midpoint's MSS (a loop found by the random engine)
        fixed(Sysctl.DEFAULT_MIN_SND_MSS), // MTU_PROBE_FLOOR
        below(3).named("the route, min(route, 1400) or the IP minimum (576, 1280)"), // PATH_MTU
        below(6).named("0, P, P - 1, P + 1, 2^32 and 2^32 + P (P = interval * HZ)"), // REPROBE_GAP
        coin(fixed(1), fixed(0)), // IDLE_GAP
        fixed(0), // SYSCTL_IDLE_GAP
        keep("exactly the probe interval (at least 1)"), // IDLE_GAP_LENGTH
        oneOfOrCurrent("P", 1400, 1280, 552, 0), // ICMP_MTU
        oneOf(ROUTE_CHANGES), // ROUTE_CHANGE
        oneOf(1, 11, 20), // CWND_CHANGE
        oneOf(SMALL_INTERVALS), // WRITE_INTERVAL
        oneOf(BASE_MSS_DEFAULTS), // WRITE_BASE_MSS
        oneOf(48, 1460, 65535), // WRITE_MIN_SND_MSS
    });

    /**
     * The random engine's domains: every int a sysctl handler accepts (biased to corners), IPv4/IPv6,
     * every option length, any mss_clamp, route MTUs 68..65535.
     */
    public static final Bounds WIDE = new Bounds("WIDE", new Domain[] {
        then(oneOf(ROUTE_MTUS), oneIn(4, between(68, 65535), keep("that"))), // ROUTE_MTU
        coin(fixed(1), fixed(0)), // PASSIVE_OPEN
        oneOf(12, 0, 4, 8, 16, 20, 24, 28, 32, 36, 40), // TCP_OPTIONS
        oneIn(4, below(65536), keep("the route's MSS")), // MSS_CLAMP
        oneOf(HZS), // HZ
        START_JIFFIES, // JIFFIES
        oneOf(HZS), // SYSCTL_HZ
        START_JIFFIES, // SYSCTL_JIFFIES
        oneIn(4, anyInt(), between(10, 40)), // SND_CWND
        sysctlInt(PROBING_CORNERS), // PROBING
        oneOf(PROBING_CORNERS), // SYSCTL_PROBING
        oneOf(2, 1), // BLACKHOLE_PROBING
        fixed(2), // STEADY_PROBING
        sysctlInt(BASE_MSS_CORNERS), // BASE_MSS
        coin(oneOf(BASE_MSS_CORNERS), keep("the variant's default")), // STEADY_BASE_MSS
        oneOf(BASE_MSS_CORNERS), // BLACKHOLE_BASE_MSS
        sysctlInt(8, -1, 0, 1, 2, Integer.MIN_VALUE, Integer.MAX_VALUE), // THRESHOLD
        coin(anyInt(), oneOf(INTERVAL_CORNERS)), // INTERVAL
        oneOf(600, 1, -1, 4294968), // STEADY_INTERVAL
        sysctlInt(MIN_SND_MSS_CORNERS), // MIN_SND_MSS
        sysctlInt(MIN_SND_MSS_CORNERS), // STEADY_MIN_SND_MSS
        sysctlInt(MIN_SND_MSS_CORNERS), // MTU_PROBE_FLOOR
        below(4).named("the route, min(route, 1400), the IP minimum (576, 1280) or any size between"), // PATH_MTU
        below(9).named("0, P, P - 1, P + 1, 2^32, 2^32 + P, 2^31, the wrapped u32 P, or up to 2^36 (P = interval * HZ)"), // REPROBE_GAP
        oneIn(4, fixed(1), fixed(0)), // IDLE_GAP
        oneIn(4, fixed(1), fixed(0)), // SYSCTL_IDLE_GAP
        coin(fixed(1L << 32).named("2^32"), below(1 << 20)), // IDLE_GAP_LENGTH
        coin(below(65536), oneOfOrCurrent("P", 1400, 1280, 576, 552, 68, 0)), // ICMP_MTU
        oneOf(ROUTE_CHANGES), // ROUTE_CHANGE
        anyInt().named("any u32"), // CWND_CHANGE
        sysctlInt(INTERVAL_CORNERS), // WRITE_INTERVAL
        sysctlInt(BASE_MSS_CORNERS), // WRITE_BASE_MSS
        sysctlInt(MIN_SND_MSS_CORNERS), // WRITE_MIN_SND_MSS
    });

    private final String name;
    private final Domain[] domains;

    /**
     * The boundary attack's domains ({@link BoundaryAttack}): every value of the C types, as {@link #WIDE} draws them,
     * with each C integer field's boundaries mixed in one draw in 4: 0, 1, 2^31 - 1, 2^31 and 2^32 - 1
     * ({@link Domain#INTEGER_BOUNDARIES}: snd_cwnd, the sysctls, jiffies, the ICMP MTU, idle gaps) plus the field's
     * own limits (the sysctl handlers' 48..65535, the u16 mss_clamp, route MTUs 68..65535, which a route cannot leave).
     * Choices that are no integer field (the open, the option length, HZ, which path, which gap) draw as in WIDE. The
     * steady profile's tcp_base_mss and tcp_probe_interval draw from the fields' full domains, as the general mix's do.
     */
    public static final Bounds BOUNDARY = boundary("BOUNDARY", false);

    /**
     * {@link #BOUNDARY} within the SMT's restricted connection domain sane: 48 <= tcp_base_mss <= 65535,
     * mss_clamp >= 88, route MTU >= 552 (IPv6's 1280 anyway), each draw outside clamped to the nearer edge.
     */
    public static final Bounds BOUNDARY_SANE = boundary("BOUNDARY_SANE", true);

    private static Bounds boundary(String name, boolean sane) {
        long[] ints = Domain.INTEGER_BOUNDARIES;
        long[] sysctl = join(ints, 47, 48, 65535, 65536, -1L);
        long[] mtu = {68, 69, 552, 576, 1280, 65534, 65535};
        long[] clamp = {0, 1, 2, 87, 88, 65534, 65535};
        long[] time = join(ints, 1L << 32, (1L << 32) + 1);
        Domain[] d = WIDE.domains.clone();
        // the steady profile's connection over the field's full domain, as the general mix draws it
        d[Dimension.STEADY_BASE_MSS.ordinal()] = WIDE.domain(Dimension.BASE_MSS);
        d[Dimension.STEADY_INTERVAL.ordinal()] = WIDE.domain(Dimension.INTERVAL);
        for (Dimension x : Dimension.values()) {
            long[] bs;
            switch (x) {
                case ROUTE_MTU: case ROUTE_CHANGE: bs = mtu; break;
                case MSS_CLAMP: bs = clamp; break;
                case JIFFIES: case SYSCTL_JIFFIES: case IDLE_GAP_LENGTH: bs = time; break;
                case SND_CWND: case CWND_CHANGE: bs = ints; break;
                case ICMP_MTU: bs = join(ints, 68, 552, 576, 1280, 65535); break;
                case PROBING: case SYSCTL_PROBING: case BASE_MSS: case STEADY_BASE_MSS: case BLACKHOLE_BASE_MSS: case THRESHOLD:
                case INTERVAL: case STEADY_INTERVAL: case MIN_SND_MSS: case STEADY_MIN_SND_MSS: case MTU_PROBE_FLOOR:
                case WRITE_INTERVAL: case WRITE_BASE_MSS: case WRITE_MIN_SND_MSS:
                    bs = sysctl; break;
                default: bs = null; // a choice, not an integer field
            }
            if (bs != null) {
                d[x.ordinal()] = Domain.boundary(d[x.ordinal()], bs);
            }
        }
        if (sane) {
            d[Dimension.ROUTE_MTU.ordinal()] = Domain.clamped(d[Dimension.ROUTE_MTU.ordinal()], 552, 65535);
            d[Dimension.MSS_CLAMP.ordinal()] = Domain.clamped(d[Dimension.MSS_CLAMP.ordinal()], 88, 65535);
            for (Dimension x : new Dimension[] {Dimension.BASE_MSS, Dimension.STEADY_BASE_MSS, Dimension.BLACKHOLE_BASE_MSS, Dimension.WRITE_BASE_MSS}) {
                d[x.ordinal()] = Domain.clamped(d[x.ordinal()], 48, 65535);
            }
        }
        return new Bounds(name, d);
    }

    private static long[] join(long[] a, long... b) {
        long[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }


    private Bounds(String name, Domain[] domains) {
        if (domains.length != Dimension.values().length) {
            throw new IllegalArgumentException(name + ": " + domains.length + " domains for " + Dimension.values().length + " dimensions");
        }
        this.name = name;
        this.domains = domains.clone();
    }

    /** SMALL or WIDE. */
    public String name() {
        return name;
    }

    /** The domain of {@code d}. */
    public Domain domain(Dimension d) {
        return domains[d.ordinal()];
    }

    /** A value of {@code d}; {@code current} is what it is when the domain leaves it. */
    public long draw(Dimension d, Random r, long current) {
        return domains[d.ordinal()].draw(r, current);
    }

    /** A value of {@code d} as an int (every dimension but the idle gap's length holds ints). */
    public int drawInt(Dimension d, Random r, int current) {
        return (int) domains[d.ordinal()].draw(r, current);
    }

    /** jiffies at connect: INITIAL_JIFFIES, 0, or just below the u32 wrap. */
    static long[] startJiffies(int hz) {
        return new long[] {Jiffies.initialJiffies(hz), 0L, 4294967296L - 2L};
    }

    /** The start times for the HZ passed as the current value. */
    private static final class StartJiffies extends Domain.Custom {
        StartJiffies() {
            super("INITIAL_JIFFIES, 0 or 2^32 - 2");
        }

        @Override
        public long draw(Random r, long hz) {
            long[] starts = startJiffies((int) hz);
            return starts[r.nextInt(starts.length)];
        }
    }

    /** The bounds table of the README: one row per dimension, the standard and the wide domain. */
    public static String markdownTable() {
        StringBuilder b = new StringBuilder("| drawn | standard (explorer) | wide (random engine) |\n|---|---|---|\n");
        for (Dimension d : Dimension.values()) {
            b.append("| ").append(d.label).append(" | ").append(SMALL.domain(d).describe()).append(" | ")
                    .append(WIDE.domain(d).describe()).append(" |\n");
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return name;
    }
}
