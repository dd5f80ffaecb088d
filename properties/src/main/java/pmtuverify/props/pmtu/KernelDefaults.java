package pmtuverify.props.pmtu;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;

/**
 * The connection a kernel runs when nobody has tuned it, as the reference a counterexample is shrunk
 * toward and measured against: one entry per config field of the trace format (named as the trace spells
 * it), with the value a default Linux host has.
 *
 * <ul>
 *   <li>{@code route_mtu} 1500 (Ethernet), {@code mss_clamp} the route's MSS (the peer sits behind the same
 *       kind of link: route MTU - network header - 20), {@code tcp_options} 12 (timestamps, on by default:
 *       net.ipv4.tcp_timestamps = 1, TCPOLEN_TSTAMP_ALIGNED), {@code snd_cwnd} a window slow start grows
 *       to from TCP_INIT_CWND (10, include/net/tcp.h) short of 2^16; set to 20, one round past the 11 that
 *       tcp_mtu_probe() needs before it sends a probe.</li>
 *   <li>{@code hz} 250 (CONFIG_HZ_250, the x86 defconfig's and Debian's), {@code jiffies} INITIAL_JIFFIES of
 *       that HZ ({@code (unsigned long)(unsigned int)(-300*HZ)}, include/linux/jiffies.h: the value at boot).</li>
 *   <li>The sysctls at their defaults: tcp_probe_threshold 8, tcp_probe_interval 600, tcp_min_snd_mss and
 *       tcp_mtu_probe_floor 48, tcp_base_mss the variant's TCP_BASE_MSS. tcp_mtu_probing defaults to 0
 *       (off), and a counterexample that needs probing uses 2 (always on): both count as the reference, 1
 *       (on after a black hole) does not.</li>
 * </ul>
 *
 * <p>The IP version and the open (active or passive) are not fields here: either is a default connection.
 * A field the variant does not have (tcp_probe_threshold before 4.1, say) is never counted.
 */
public final class KernelDefaults {
    private KernelDefaults() {}

    /** CONFIG_HZ of the reference kernel. */
    public static final int HZ = 250;
    /** The route MTU of the reference host (Ethernet). */
    public static final int ROUTE_MTU = 1500;
    /** TCP option bytes with timestamps on (TCPOLEN_TSTAMP_ALIGNED). */
    public static final int TCP_OPTIONS = 12;
    /** TCP_INIT_CWND: the smallest window counted as the reference. */
    public static final int TCP_INIT_CWND = 10;
    /** The window the shrinker sets: one round of slow start past TCP_INIT_CWND, so tcp_mtu_probe() may probe. */
    public static final int SND_CWND = 20;

    /**
     * The fields in the order the shrinker sets them (the route before mss_clamp, which follows it; HZ
     * before jiffies, whose reference reads it).
     */
    public static final String[] FIELDS = {
        "route_mtu", "mss_clamp", "tcp_options", "hz", "jiffies", "snd_cwnd",
        Sysctl.TCP_MTU_PROBING, Sysctl.TCP_BASE_MSS, Sysctl.TCP_PROBE_THRESHOLD, Sysctl.TCP_PROBE_INTERVAL,
        Sysctl.TCP_MIN_SND_MSS, Sysctl.TCP_MTU_PROBE_FLOOR,
    };

    /** Whether {@code field} is a config field of {@code v}'s connections (its sysctls exist in that kernel). */
    public static boolean applies(Variant v, String field) {
        switch (field) {
            case Sysctl.TCP_MTU_PROBING:
            case Sysctl.TCP_BASE_MSS:
            case Sysctl.TCP_PROBE_THRESHOLD:
            case Sysctl.TCP_PROBE_INTERVAL:
            case Sysctl.TCP_MIN_SND_MSS:
            case Sysctl.TCP_MTU_PROBE_FLOOR:
                return v.hasSysctl(field);
            default:
                return true;
        }
    }

    /** The fields of {@code v} in {@link #FIELDS} order. */
    public static List<String> fields(Variant v) {
        List<String> out = new ArrayList<>();
        for (String f : FIELDS) {
            if (applies(v, f)) {
                out.add(f);
            }
        }
        return out;
    }

    /** The route's MSS: what mss_clamp is when the peer's link is like ours. */
    private static int routeMss(Config c) {
        return c.routeMtu - c.netHeaderLen() - 20;
    }

    /** Whether {@code c}'s value of {@code field} is the reference's. */
    public static boolean isDefault(Config c, String field) {
        switch (field) {
            case "route_mtu": return c.routeMtu == ROUTE_MTU;
            case "mss_clamp": return c.mssClamp == routeMss(c);
            case "tcp_options": return c.tcpOptions == TCP_OPTIONS;
            case "hz": return c.hz == HZ;
            case "jiffies": return c.jiffies == Jiffies.initialJiffies(c.hz);
            case "snd_cwnd": return c.sndCwnd >= TCP_INIT_CWND && c.sndCwnd < 65536;
            case Sysctl.TCP_MTU_PROBING: return c.tcpMtuProbing == 0 || c.tcpMtuProbing == 2;
            case Sysctl.TCP_BASE_MSS: return c.tcpBaseMss == c.variant.tcpBaseMss;
            case Sysctl.TCP_PROBE_THRESHOLD: return c.tcpProbeThreshold == Sysctl.DEFAULT_PROBE_THRESHOLD;
            case Sysctl.TCP_PROBE_INTERVAL: return c.tcpProbeInterval == Sysctl.DEFAULT_PROBE_INTERVAL;
            case Sysctl.TCP_MIN_SND_MSS: return c.tcpMinSndMss == Sysctl.DEFAULT_MIN_SND_MSS;
            case Sysctl.TCP_MTU_PROBE_FLOOR: return c.tcpMtuProbeFloor == Sysctl.DEFAULT_MIN_SND_MSS;
            default: throw new IllegalArgumentException("no kernel default for " + field);
        }
    }

    /** The fields of {@code c} (those its variant has) that differ from the reference. */
    public static List<String> differing(Config c) {
        List<String> out = new ArrayList<>();
        for (String f : FIELDS) {
            if (applies(c.variant, f) && !isDefault(c, f)) {
                out.add(f);
            }
        }
        return out;
    }

    /**
     * {@code c} with {@code field} at the reference value (tcp_mtu_probing at 2, always on: a run that
     * needed it off would not have reached probing). Unchanged when it is there already.
     */
    public static Config toDefault(Config c, String field) {
        if (!applies(c.variant, field) || isDefault(c, field)) {
            return c;
        }
        switch (field) {
            case "route_mtu": return c.withRouteMtu(ROUTE_MTU);
            case "mss_clamp": return c.withMssClamp(routeMss(c));
            case "tcp_options": return c.withTcpOptions(TCP_OPTIONS);
            case "hz": return c.withHz(HZ);
            case "jiffies": return c.withJiffies(Jiffies.initialJiffies(c.hz));
            case "snd_cwnd": return c.withSndCwnd(SND_CWND);
            case Sysctl.TCP_MTU_PROBING: return c.withSysctl(field, 2);
            case Sysctl.TCP_BASE_MSS: return c.withSysctl(field, c.variant.tcpBaseMss);
            case Sysctl.TCP_PROBE_THRESHOLD: return c.withSysctl(field, Sysctl.DEFAULT_PROBE_THRESHOLD);
            case Sysctl.TCP_PROBE_INTERVAL: return c.withSysctl(field, Sysctl.DEFAULT_PROBE_INTERVAL);
            default: return c.withSysctl(field, Sysctl.DEFAULT_MIN_SND_MSS); // tcp_min_snd_mss, tcp_mtu_probe_floor
        }
    }

    /** {@code c} with each of {@code fields} at the reference value, in {@link #FIELDS} order. */
    public static Config toDefaults(Config c, String[] fields) {
        Config out = c;
        for (String f : FIELDS) {
            for (String g : fields) {
                if (f.equals(g)) {
                    out = toDefault(out, f);
                }
            }
        }
        return out;
    }
}
