package pmtuverify.trace;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;

/**
 * Reads the PLPMTUD replay trace format (README, "Trace format") into model values, checking
 * every value against its C type's range and the environment's limits.
 */
public final class PmtuTrace {
    private static final Set<String> CONFIG_FIELDS = new HashSet<>(Arrays.asList(
            "variant", "open", "ip", "tcp_options", "mss_clamp", "route_mtu", "path_mtu", "hz", "jiffies", "snd_cwnd", "max_window", "sysctl"));
    private static final Set<String> EVENT_FIELDS = new HashSet<>(Arrays.asList(
            "event", "at", "cwnd", "mtu", "name", "value", "cwnd_full", "snd_wnd", "reordering"));
    private static final long MAX_JIFFIES = Long.MAX_VALUE / 2;

    /**
     * The smallest route (and path) MTU a trace takes, for IPv4 and IPv6 alike: IPV4_MIN_MTU, 68 (RFC 791; the
     * floor of the ip_rt_min_pmtu sysctl). A route's MTU is its RTAX_MTU metric ({@code ip route ... mtu N}):
     * ip_metrics_convert (net/ipv4/metrics.c@v6.18), which IPv4 and IPv6 routes share, caps it at 65535 - 15
     * and sets no floor for either family. IPV6_MIN_MTU (1280) does not bound an IPv6 route either: it is
     * the floor of a Packet Too Big (4.1's ip6_rt_update_pmtu raises a report to it; on 6.18 tcp_v6_err drops
     * one below it, and so does __ip6_rt_update_pmtu since 4a65dff81a04, "net: ipv6: Discard next-hop MTU
     * less than minimum link MTU"), and addrconf_notify stops IPv6 on a device whose MTU falls below it. So
     * {@code ip -6 route add ... mtu 660} is accepted and dst_mtu (ip6_mtu) returns 660, as in
     * google/packetdrill's gtests/net/tcp/mtu_probe/basic-v6.pkt. Metrics below 68 are outside the model.
     */
    public static final int MIN_ROUTE_MTU = 68;
    /** The largest route MTU: a device's MTU read through dst_mtu (a route metric is capped at 65520). */
    public static final int MAX_ROUTE_MTU = 65535;

    private PmtuTrace() {}

    /**
     * The true path MTU of the config line ({@code "path_mtu"}, the monitors' path: datagrams above it are
     * lost), or the route MTU when the line has none. The model's socket never reads it.
     */
    public static int pathMtu(JsonFields f, Config c) {
        return (int) f.integer("path_mtu", MIN_ROUTE_MTU, MAX_ROUTE_MTU, c.routeMtu);
    }

    /** The config line. {@code "jiffies":"INITIAL_JIFFIES"} names -300*HZ as u32. */
    public static Config config(JsonFields f) {
        return config(f, null);
    }

    /** The config line, with {@code variant} (when not null) in place of the line's own variant. */
    public static Config config(JsonFields f, Variant variant) {
        f.onlyFields(CONFIG_FIELDS, "the config line");
        String name = f.text("variant", "MAINLINE");
        Variant v = variant != null ? variant : Variant.byName(name);
        if (v == null) {
            throw f.error("unknown variant \"" + name + "\" (" + Names.list(Names.variants()) + ")");
        }
        Config c = Config.defaults(v);
        String open = f.text("open", "active");
        if (!"active".equals(open) && !"passive".equals(open)) {
            throw f.error("\"open\" must be \"active\" or \"passive\", got \"" + open + "\"");
        }
        c = c.withOpen("passive".equals(open) ? Config.Open.PASSIVE : Config.Open.ACTIVE);
        int ip = (int) f.integer("ip", 4, 6, 4);
        if (ip != 4 && ip != 6) {
            throw f.error("\"ip\" must be 4 or 6, got " + ip);
        }
        c = c.withIp(ip);
        int opts = (int) f.integer("tcp_options", 0, 40, 12);
        if (opts % 4 != 0) {
            throw f.error("\"tcp_options\" must be a multiple of 4 in 0..40, got " + opts);
        }
        c = c.withTcpOptions(opts);
        c = c.withRouteMtu((int) f.integer("route_mtu", MIN_ROUTE_MTU, MAX_ROUTE_MTU, 1500));
        c = c.withMssClamp((int) f.integer("mss_clamp", 0, 65535, c.mssClamp));
        long hz = f.integer("hz", Long.MIN_VALUE, Long.MAX_VALUE, 1000);
        if (!Jiffies.validHz(hz)) {
            throw f.error("\"hz\" must be one of 100, 250, 300, 1000, got " + hz);
        }
        c = c.withHz((int) hz);
        if (f.has("jiffies") && "INITIAL_JIFFIES".equals(textOrNull(f, "jiffies"))) {
            c = c.withJiffies(Jiffies.initialJiffies((int) hz));
        } else {
            c = c.withJiffies(f.integer("jiffies", 0, MAX_JIFFIES, 0));
        }
        c = c.withSndCwnd((int) f.integer("snd_cwnd", 0, C.U32_MAX, 10));
        // tp->max_window when the handshake ends (u32; 0: none known, tcp_bound_to_half_wnd bounds nothing)
        c = c.withMaxWindow((int) f.integer("max_window", 0, C.U32_MAX, 0));
        JsonFields sys = f.object("sysctl");
        if (sys != null) {
            Iterator<String> it = sys.fieldNames();
            while (it.hasNext()) {
                String s = it.next();
                if (overrides(name, variant) && known(s) && !v.hasSysctl(s)) {
                    continue; // the replacing variant's kernel has no such sysctl: dropped (dropped() words the note)
                }
                int value = sysctlValue(sys, v, s, s);
                String refused = refused(v, s, value, c.hz);
                if (refused != null) {
                    throw sys.error(refused);
                }
                c = c.withSysctl(s, value);
            }
        }
        return c;
    }

    /** Whether {@code variant} replaces a config line's own variant, named {@code own}. */
    private static boolean overrides(String own, Variant variant) {
        return variant != null && !variant.name().equals(own);
    }

    private static boolean known(String sysctl) {
        for (String n : Sysctl.NAMES) {
            if (n.equals(sysctl)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The notes of the config line's sysctls that {@code variant}, replacing the line's own variant, does not have
     * ({@link #config(JsonFields, Variant)} drops them): one a sysctl, naming it, its value and the variant. Empty when
     * {@code variant} is null or the line's own.
     */
    public static java.util.List<String> dropped(JsonFields f, Variant variant) {
        java.util.List<String> out = new java.util.ArrayList<>();
        JsonFields sys = f.object("sysctl");
        if (sys == null || !overrides(f.text("variant", "MAINLINE"), variant)) {
            return out;
        }
        Iterator<String> it = sys.fieldNames();
        while (it.hasNext()) {
            String s = it.next();
            if (known(s) && !variant.hasSysctl(s)) {
                out.add("line " + f.line() + ": sysctl \"" + s + "\" (" + sys.integer(s, Long.MIN_VALUE, Long.MAX_VALUE, 0) + ") does not exist in variant "
                        + variant.name() + ": dropped, the replay runs with that variant's kernel, which has no such sysctl");
            }
        }
        return out;
    }

    /** Why {@code v}'s proc handler refuses {@code value} for sysctl {@code name} at {@code hz}, or null when it takes it. */
    public static String refused(Variant v, String name, int value, int hz) {
        return v.sysctlAccepts(name, value, hz) ? null : "sysctl \"" + name + "\" cannot hold " + value + " in variant "
                + v.name() + ": its proc handler refuses the write (EINVAL)";
    }

    private static String textOrNull(JsonFields f, String field) {
        try {
            return f.text(field, null);
        } catch (BadInput e) {
            return null;
        }
    }

    private static int sysctlValue(JsonFields f, Variant v, String name, String field) {
        boolean known = false;
        for (String n : Sysctl.NAMES) {
            known |= n.equals(name);
        }
        if (!known) {
            throw f.error("unknown sysctl \"" + name + "\" (" + String.join(", ", Sysctl.NAMES) + ")");
        }
        if (!v.hasSysctl(name)) {
            throw f.error("sysctl \"" + name + "\" does not exist in variant " + v.name());
        }
        if (Sysctl.TCP_PROBE_INTERVAL.equals(name)) {
            // proc_dointvec takes an int; the u32 also reads back as 0..4294967295
            return (int) f.requiredInteger(field, C.INT_MIN, C.U32_MAX);
        }
        return (int) f.requiredInteger(field, C.INT_MIN, C.INT_MAX);
    }

    /** An event's time ({@link Event#NONE}: none given) against the state it applies to: never back in time. */
    public static void checkAt(int line, long at, Sock now) {
        if (at != Event.NONE && at < now.jiffies) {
            throw new BadInput("line " + line + ": \"at\" goes back in time: " + at + " < " + now.jiffies);
        }
    }

    /** One event line, checked against the state it applies to. */
    public static Event event(JsonFields f, Sock now) {
        f.onlyFields(EVENT_FIELDS, "an event line");
        if (!f.has("event")) {
            throw f.error("missing field \"event\"");
        }
        String name = f.text("event", null);
        Event.Kind kind = Event.Kind.byJson(name);
        if (kind == null) {
            throw f.error("unknown event \"" + name + "\" (" + Names.list(Names.events()) + ")");
        }
        Event e;
        switch (kind) {
            case ICMP_FRAG_NEEDED:
                // the report is what the wire carries: ICMP frag-needed's 16-bit next-hop MTU (tcp_v4_err:
                // ntohs(icmp_hdr(skb)->un.frag.mtu)), a Packet Too Big's 32-bit MTU (tcp_v6_err: ntohl(info));
                // the variant's route update decides what a report below the route's floors does
                e = Event.icmp((int) f.requiredInteger("mtu", 0, now.config.ip == 6 ? C.U32_MAX : 65535));
                if (f.bool("cwnd_full", false)) {
                    e = e.withCwndFull();
                }
                break;
            case ROUTE_MTU:
                e = Event.routeMtu((int) f.requiredInteger("mtu", MIN_ROUTE_MTU, MAX_ROUTE_MTU));
                break;
            case SYSCTL: {
                String s = f.text("name", null);
                if (s == null) {
                    throw f.error("missing field \"name\"");
                }
                e = Event.sysctl(s, sysctlValue(f, now.variant(), s, "value"));
                break;
            }
            default:
                e = Event.of(kind);
                break;
        }
        if (kind != Event.Kind.ICMP_FRAG_NEEDED && kind != Event.Kind.ROUTE_MTU && f.has("mtu")) {
            throw f.error("\"mtu\" does not belong to event " + name);
        }
        if (kind != Event.Kind.ICMP_FRAG_NEEDED && f.has("cwnd_full")) {
            throw f.error("\"cwnd_full\" belongs to icmp_frag_needed only");
        }
        if (kind != Event.Kind.SYSCTL && (f.has("name") || f.has("value"))) {
            throw f.error("\"name\"/\"value\" belong to sysctl events only");
        }
        if (f.has("at")) {
            long at = f.integer("at", 0, MAX_JIFFIES, 0);
            checkAt(f.line(), at, now);
            e = e.at(at);
        }
        if (f.has("cwnd")) {
            e = e.withCwnd(f.integer("cwnd", 0, C.U32_MAX, 0));
        }
        if (f.has("snd_wnd")) {
            if (kind != Event.Kind.WINDOW_UPDATE && kind != Event.Kind.XMIT) {
                throw f.error("\"snd_wnd\" belongs to window_update and xmit only");
            }
            e = e.withSndWnd(f.integer("snd_wnd", 0, C.U32_MAX, 0));
        }
        if (f.has("reordering")) {
            if (kind != Event.Kind.XMIT) {
                throw f.error("\"reordering\" belongs to xmit only");
            }
            e = e.withReordering(f.integer("reordering", 0, C.U32_MAX, 0));
        }
        return e;
    }
}
