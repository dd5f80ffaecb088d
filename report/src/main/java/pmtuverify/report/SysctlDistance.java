package pmtuverify.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.engine.Verdict;
import pmtuverify.trace.JsonFields;
import pmtuverify.trace.PmtuTrace;

/**
 * How far a PLPMTUD counterexample's sysctls are from the kernel's own defaults: every sysctl its config line sets
 * away from the default and every write of a sysctl event inside the trace to a value other than the default, each
 * named with its value, its default and where the trace sets it. Unlike {@link DefaultsFigure} (the shrinker's
 * reference, under which tcp_mtu_probing 2 counts as a default because a run that needs probing has it on), the
 * reference here is what a kernel nobody tuned has: tcp_sk_init (net/ipv4/tcp_ipv4.c) sets tcp_base_mss to
 * TCP_BASE_MSS, tcp_min_snd_mss and tcp_mtu_probe_floor to TCP_MIN_SND_MSS (48), tcp_probe_threshold to
 * TCP_PROBE_THRESHOLD (8) and tcp_probe_interval to TCP_PROBE_INTERVAL (600), and leaves tcp_mtu_probing at the
 * zeroed struct net's 0 (probing off; the running Linux 6.18 reads 0 too). Each of these sysctls is root-only
 * (mode 0644 under /proc/sys/net/ipv4, per network namespace).
 */
public final class SysctlDistance {
    private SysctlDistance() {}

    /** tcp_mtu_probing of a kernel nobody tuned: 0, never probe (the zeroed struct net; tcp_sk_init sets nothing). */
    public static final int TCP_MTU_PROBING_DEFAULT = 0;

    /** One sysctl away from its default: its name, the value, the default, and the trace line that sets it (1: the config line). */
    public record Away(String sysctl, long value, long dflt, int line) {
        public String words() {
            return sysctl + " " + value + " (default " + dflt + (line == 1 ? ", set at connect" : ", written at line " + line) + ")";
        }
    }

    /** The default of {@code sysctl} on a kernel of {@code v} nobody tuned. */
    public static long kernelDefault(Variant v, String sysctl) {
        return switch (sysctl) {
            case Sysctl.TCP_MTU_PROBING -> TCP_MTU_PROBING_DEFAULT;
            case Sysctl.TCP_BASE_MSS -> v.tcpBaseMss;
            case Sysctl.TCP_PROBE_THRESHOLD -> Sysctl.DEFAULT_PROBE_THRESHOLD;
            case Sysctl.TCP_PROBE_INTERVAL -> Sysctl.DEFAULT_PROBE_INTERVAL;
            default -> Sysctl.DEFAULT_MIN_SND_MSS; // tcp_min_snd_mss, tcp_mtu_probe_floor
        };
    }

    private static final String[] SYSCTLS = {Sysctl.TCP_MTU_PROBING, Sysctl.TCP_BASE_MSS, Sysctl.TCP_PROBE_THRESHOLD,
        Sysctl.TCP_PROBE_INTERVAL, Sysctl.TCP_MIN_SND_MSS, Sysctl.TCP_MTU_PROBE_FLOOR};

    private static long value(Config c, String sysctl) {
        return switch (sysctl) {
            case Sysctl.TCP_MTU_PROBING -> c.tcpMtuProbing;
            case Sysctl.TCP_BASE_MSS -> c.tcpBaseMss;
            case Sysctl.TCP_PROBE_THRESHOLD -> c.tcpProbeThreshold;
            case Sysctl.TCP_PROBE_INTERVAL -> c.tcpProbeInterval;
            case Sysctl.TCP_MIN_SND_MSS -> c.tcpMinSndMss;
            default -> c.tcpMtuProbeFloor;
        };
    }

    /** Every sysctl a PLPMTUD trace sets (its config line) or writes (its sysctl events) away from the kernel's default, in trace order. */
    public static List<Away> away(List<String> trace) {
        Config c = PmtuTrace.config(JsonFields.parse(1, trace.get(0)));
        List<Away> out = new ArrayList<>();
        for (String s : SYSCTLS) {
            if (c.variant.hasSysctl(s) && value(c, s) != kernelDefault(c.variant, s)) {
                out.add(new Away(s, value(c, s), kernelDefault(c.variant, s), 1));
            }
        }
        for (int i = 1; i < trace.size(); i++) {
            JsonFields f = JsonFields.parse(i + 1, trace.get(i));
            if ("sysctl".equals(f.text("event", "")) && f.has("name") && f.has("value")) {
                String name = f.text("name", "");
                long v = f.integer("value", Long.MIN_VALUE, Long.MAX_VALUE, 0);
                if (v != kernelDefault(c.variant, name)) {
                    out.add(new Away(name, v, kernelDefault(c.variant, name), i + 1));
                }
            }
        }
        return out;
    }

    /** The distinct sysctls of {@link #away}. */
    public static List<String> names(List<Away> away) {
        return away.stream().map(Away::sysctl).distinct().toList();
    }

    /** The line VERDICTS.md gives a counterexample. */
    public static String sentence(List<String> trace) {
        List<Away> a = away(trace);
        return "Sysctls away from the kernel's own defaults: " + (a.isEmpty() ? "none"
                : String.join("; ", a.stream().map(Away::words).toList())) + ".";
    }

    /** The figure over the report's PLPMTUD counterexamples: how many sysctls each leaves, by sysctl, set at connect or written mid-trace. */
    public static String markdown(List<CheckSpec> specs, List<Verdict> vs) {
        int n = 0;
        int total = 0;
        int none = 0;
        int written = 0;
        Map<String, Integer> bySysctl = new LinkedHashMap<>();
        for (String s : SYSCTLS) {
            bySysctl.put(s, 0);
        }
        for (Verdict d : vs) {
            if (!DefaultsFigure.counted(specs, d)) {
                continue;
            }
            List<Away> a = away(d.counterexample.trace());
            List<String> names = names(a);
            n++;
            total += names.size();
            none += names.isEmpty() ? 1 : 0;
            written += a.stream().anyMatch(x -> x.line() > 1) ? 1 : 0;
            for (String s : names) {
                bySysctl.merge(s, 1, Integer::sum);
            }
        }
        StringBuilder b = new StringBuilder();
        b.append("Against the kernel's own sysctl defaults (tcp_mtu_probing 0, probing off; tcp_base_mss the variant's ")
                .append("TCP_BASE_MSS; tcp_probe_threshold ").append(Sysctl.DEFAULT_PROBE_THRESHOLD).append("; tcp_probe_interval ")
                .append(Sysctl.DEFAULT_PROBE_INTERVAL).append("; tcp_min_snd_mss and tcp_mtu_probe_floor ").append(Sysctl.DEFAULT_MIN_SND_MSS)
                .append("), counting what the config line sets and every sysctl write inside the trace, the ").append(n)
                .append(" PLPMTUD counterexamples leave **").append(String.format(Locale.ROOT, "%.2f", n == 0 ? 0.0 : (double) total / n))
                .append("** sysctls away on average; ").append(none).append(" leave none, ").append(written)
                .append(" write a sysctl mid-trace. Each is root-only. By sysctl:\n\n")
                .append("| sysctl | counterexamples away from the kernel's default |\n|---|---|\n");
        for (Map.Entry<String, Integer> e : bySysctl.entrySet()) {
            b.append("| ").append(e.getKey()).append(" | ").append(e.getValue()).append(" |\n");
        }
        return b.toString();
    }
}
