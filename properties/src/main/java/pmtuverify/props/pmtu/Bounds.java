package pmtuverify.props.pmtu;

import pmtuverify.model.c.Jiffies;

/**
 * The domains a PLPMTUD harness draws from. {@link #WIDE} is for the random engine: every int a
 * sysctl handler accepts (biased to corners), IPv4/IPv6, every option length, any mss_clamp,
 * route MTUs 68..65535. {@link #SMALL} is the explorer's standard bound: thresholds -2..10 and
 * INT_MIN/INT_MAX, IPv4/IPv6 with 0 or 12 bytes of options, HZ 100/250/1000, jiffies starting at
 * 0, INITIAL_JIFFIES or just below 2^32, route MTUs {576, 1280, 1400, 1450, 1500, 9000}.
 */
public enum Bounds {
    WIDE, SMALL;

    static final int[] SMALL_THRESHOLDS = {-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, Integer.MIN_VALUE, Integer.MAX_VALUE};
    static final int[] THRESHOLD_CORNERS = {-1, 0, 1, 2, 8, Integer.MIN_VALUE, Integer.MAX_VALUE};
    static final int[] SMALL_INTERVALS = {0, 1, 600, -1, 4294968};
    /** u32 bits: 0, 1, 600, 4294967295, 4294967 (fits at HZ 1000), 4294968 (wraps at HZ 1000), INT_MAX, 2^31, 17179870 (wraps at HZ 250). */
    static final int[] INTERVAL_CORNERS = {0, 1, 600, -1, 4294967, 4294968, Integer.MAX_VALUE, Integer.MIN_VALUE, 17179870};
    static final int[] ROUTE_MTUS = {576, 1280, 1400, 1450, 1500, 9000};
    static final int[] SMALL_HZ = {100, 250, 1000};
    static final int[] OPTIONS_SMALL = {0, 12};
    /** TCP_BASE_MSS before and after patch 1/4. */
    static final int[] BASE_MSS_DEFAULTS = {512, 1024};
    static final int[] BASE_MSS_CORNERS = {512, 1024, 48, 256, 1460, 0, -1, Integer.MAX_VALUE, Integer.MIN_VALUE};
    /** tcp_min_snd_mss and tcp_mtu_probe_floor (6.x): the range 48..65535, a common MSS, and refused writes. */
    static final int[] MIN_SND_MSS_CORNERS = {48, 536, 1024, 1460, 65535, 47, 65536, 0, -1};
    static final int[] SMALL_MIN_SND_MSS = {48, 1460, 65535};
    static final int[] SMALL_STEADY_MIN_SND_MSS = {48, 1024};
    static final int[] PROBING_CORNERS = {0, 1, 2, 3, -1, Integer.MIN_VALUE, Integer.MAX_VALUE};

    /** jiffies at connect: 0, INITIAL_JIFFIES, or just below the u32 wrap. */
    static long[] startJiffies(int hz) {
        return new long[] {0L, Jiffies.initialJiffies(hz), 4294967296L - 2L};
    }
}
