package pmtuverify.report;

import pmtuverify.trace.JsonFields;
import pmtuverify.trace.PmtuTrace;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.GeneratedBlock;
import pmtuverify.props.Protocol;
import pmtuverify.props.engine.Verdict;
import pmtuverify.props.pmtu.KernelDefaults;

/**
 * How far the PLPMTUD counterexamples a report shows are from a kernel nobody tuned ({@link KernelDefaults}):
 * per counterexample, the config fields of its first line away from the reference; over the report, their mean,
 * maximum and count per field. VERDICTS.md carries the figure and README's {@code defaults} block repeats it
 * ({@code ./pmtu report} writes both; a test compares them, and {@code report --check} keeps VERDICTS.md fresh).
 */
public final class DefaultsFigure {
    private DefaultsFigure() {}

    public static final GeneratedBlock BLOCK = GeneratedBlock.named("defaults");

    /** The config fields of a PLPMTUD trace's first line away from the kernel's defaults. */
    public static List<String> away(List<String> trace) {
        Config c = PmtuTrace.config(JsonFields.parse(1, trace.get(0)));
        return KernelDefaults.differing(c);
    }

    /** Whether {@code d} is a PLPMTUD cell with a counterexample. */
    public static boolean counted(List<CheckSpec> specs, Verdict d) {
        CheckSpec s = pmtuverify.props.Catalogue.byId(specs, d.invariantId);
        return d.counterexample != null && s != null && s.invariant().protocol() == Protocol.PLPMTUD;
    }

    /** The figure as markdown: one paragraph and a table of the fields by how many counterexamples leave them. */
    public static String markdown(List<CheckSpec> specs, List<Verdict> vs) {
        int n = 0;
        int total = 0;
        int max = 0;
        int atDefaults = 0;
        Map<String, Integer> byField = new LinkedHashMap<>();
        for (String f : KernelDefaults.FIELDS) {
            byField.put(f, 0);
        }
        List<String> widest = new ArrayList<>();
        for (Verdict d : vs) {
            if (!counted(specs, d)) {
                continue;
            }
            List<String> a = away(d.counterexample.trace());
            n++;
            total += a.size();
            if (a.isEmpty()) {
                atDefaults++;
            }
            if (a.size() > max) {
                max = a.size();
                widest.clear();
            }
            if (a.size() == max) {
                widest.add(d.invariantId + " on " + d.variant);
            }
            for (String f : a) {
                byField.merge(f, 1, Integer::sum);
            }
        }
        StringBuilder b = new StringBuilder();
        b.append("Over the ").append(n).append(" PLPMTUD counterexamples of the report (one per violated cell), a counterexample's ")
                .append("first line leaves **").append(String.format(Locale.ROOT, "%.2f", n == 0 ? 0.0 : (double) total / n))
                .append("** config fields away from a default connection with probing allowed on average (at most ").append(max).append(": ")
                .append(String.join(", ", widest.subList(0, Math.min(3, widest.size()))))
                .append(widest.size() > 3 ? " and " + (widest.size() - 3) + " more" : "").append("); ")
                .append(atDefaults).append(" are at the reference in every field. The reference, a default connection with probing allowed (what the ")
                .append("shrinker's kernel-defaults pass aims at; the kernel's own sysctl defaults, tcp_mtu_probing 0 among them, are counted ")
                .append("in the next figure): route MTU ")
                .append(KernelDefaults.ROUTE_MTU).append(", mss_clamp the route's MSS, ").append(KernelDefaults.TCP_OPTIONS)
                .append(" option bytes (timestamps), HZ ").append(KernelDefaults.HZ)
                .append(", jiffies at INITIAL_JIFFIES, snd_cwnd ").append(KernelDefaults.TCP_INIT_CWND)
                .append("..65535, tcp_mtu_probing 0 or 2 (probing off, or on from the start), the variant's tcp_base_mss, tcp_probe_threshold 8, ")
                .append("tcp_probe_interval 600, tcp_min_snd_mss and tcp_mtu_probe_floor 48 (each where the variant has it; ")
                .append("the IP version and the open are not counted). Fields away, by counterexample:\n\n")
                .append("| field | counterexamples away from the default |\n|---|---|\n");
        for (Map.Entry<String, Integer> e : byField.entrySet()) {
            b.append("| ").append(e.getKey()).append(" | ").append(e.getValue()).append(" |\n");
        }
        return b.toString();
    }
}
