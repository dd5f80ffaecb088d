package pmtuverify.cli;

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
            "variant", "open", "ip", "tcp_options", "mss_clamp", "route_mtu", "hz", "jiffies", "snd_cwnd", "sysctl"));
    private static final Set<String> EVENT_FIELDS = new HashSet<>(Arrays.asList(
            "event", "at", "cwnd", "mtu", "name", "value"));
    private static final long MAX_JIFFIES = Long.MAX_VALUE / 2;

    private PmtuTrace() {}

    /** The config line. {@code "jiffies":"INITIAL_JIFFIES"} names -300*HZ as u32. */
    public static Config config(JsonFields f) {
        f.onlyFields(CONFIG_FIELDS, "the config line");
        String name = f.text("variant", "MAINLINE");
        Variant v = Variant.byName(name);
        if (v == null) {
            StringBuilder known = new StringBuilder();
            for (Variant k : Variant.values()) {
                known.append(k.name()).append(", ");
            }
            throw f.error("unknown variant \"" + name + "\" (" + known + "or HYSTART_*)");
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
        c = c.withRouteMtu((int) f.integer("route_mtu", ip == 6 ? 1280 : 68, 65535, 1500));
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
        JsonFields sys = f.object("sysctl");
        if (sys != null) {
            Iterator<String> it = sys.fieldNames();
            while (it.hasNext()) {
                String s = it.next();
                int value = sysctlValue(sys, v, s, s);
                if (!v.sysctlAccepts(s, value, c.hz)) {
                    throw sys.error("sysctl \"" + s + "\" cannot hold " + value + " in variant " + v.name()
                            + ": its proc handler refuses the write (EINVAL)");
                }
                c = c.withSysctl(s, value);
            }
        }
        return c;
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

    /** One event line, checked against the state it applies to. */
    public static Event event(JsonFields f, Sock now) {
        f.onlyFields(EVENT_FIELDS, "an event line");
        if (!f.has("event")) {
            throw f.error("missing field \"event\"");
        }
        String name = f.text("event", null);
        Event.Kind kind = Event.Kind.byJson(name);
        if (kind == null) {
            throw f.error("unknown event \"" + name
                    + "\" (xmit, probe_acked, probe_lost, rto, retransmit, icmp_frag_needed, route_mtu, sysctl)");
        }
        Event e;
        switch (kind) {
            case ICMP_FRAG_NEEDED:
                e = Event.icmp((int) f.requiredInteger("mtu", 0, now.config.ip == 6 ? C.U32_MAX : 65535));
                break;
            case ROUTE_MTU:
                e = Event.routeMtu((int) f.requiredInteger("mtu", now.config.ip == 6 ? 1280 : 68, 65535));
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
        if (kind != Event.Kind.SYSCTL && (f.has("name") || f.has("value"))) {
            throw f.error("\"name\"/\"value\" belong to sysctl events only");
        }
        if (f.has("at")) {
            long at = f.integer("at", 0, MAX_JIFFIES, 0);
            if (at < now.jiffies) {
                throw f.error("\"at\" goes back in time: " + at + " < " + now.jiffies);
            }
            e = e.at(at);
        }
        if (f.has("cwnd")) {
            e = e.withCwnd(f.integer("cwnd", 0, C.U32_MAX, 0));
        }
        return e;
    }
}
