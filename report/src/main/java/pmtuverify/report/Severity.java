package pmtuverify.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.engine.Verdict;
import pmtuverify.trace.JsonFields;
import pmtuverify.trace.PmtuReplay;
import pmtuverify.trace.PmtuTrace;

/**
 * How much a PLPMTUD defect of LATEST hurts. What a broken invariant does to the connection is data, one row per
 * invariant ({@link #IMPACT}, with its reason and the kernel statement that decides); what a cell's counterexample
 * needs is read off its trace: the sysctls it leaves away from the kernel's own defaults ({@link SysctlDistance}) and
 * the time its jiffies advance before the violating line. A cell's severity: high, medium or low, one step down for
 * each of: a sysctl other than tcp_mtu_probing away from its default (a root-only setting beyond turning probing on),
 * an impact milder than wasted probes, and more than a day of jiffies before the violation.
 */
public final class Severity {
    private Severity() {}

    /** The heading of VERDICTS.md's section on today's kernel (what README's {@code latest} block repeats). */
    public static final String HEADING = "## " + Variant.LATEST.source + " (LATEST): defects, most severe first";

    public static final pmtuverify.props.GeneratedBlock BLOCK = pmtuverify.props.GeneratedBlock.named("latest");

    /** What the connection suffers when an invariant breaks, most severe first. */
    public enum Impact {
        BLACK_HOLE("black hole: segments above the path's MTU keep being dropped and the connection stalls on timeouts"),
        REFUSED_PROBES("refused probes: IP output refuses each probe (an IpFragFails apiece), the search does not move"),
        WASTED_PROBES("wasted probes: probes that cannot move the search, or that never stop"),
        SMALL_SEGMENTS("small segments: the MSS in use stays below what the path carries"),
        STOPPED_SEARCH("stopped search: the search range is not a range, probing waits for the reprobe"),
        LATE_REPROBE("one mistimed reprobe: a new search starts earlier or later than tcp_probe_interval"),
        WARNED_VALUE("a value the kernel WARNs on: the witness needs a state the kernel reports as a bug");

        public final String words;

        Impact(String words) {
            this.words = words;
        }
    }

    /** One invariant's impact, why, and the kernel statement (upstream path, function, Linux 6.18) that decides it. */
    public record Row(String invariant, Impact impact, String reason, String statement) {}

    /** Every PLPMTUD invariant's impact on the connection, in catalogue order. */
    public static final List<Row> IMPACT = List.of(
            new Row("ORDER_LOW_HIGH", Impact.STOPPED_SEARCH,
                    "with search_low above search_high, tcp_mtu_probe's stop test (interval < tcp_probe_threshold) holds and no probe is sent until the reprobe",
                    "net/ipv4/tcp_output.c tcp_sync_mss(): `if (icsk->icsk_mtup.search_high > pmtu) icsk->icsk_mtup.search_high = pmtu;` (search_low untouched)"),
            new Row("ORDER_MSS_IN_RANGE", Impact.STOPPED_SEARCH,
                    "the MSS in use lies outside the range the search believes in, so the search reasons about sizes the connection does not send",
                    "net/ipv4/tcp_output.c tcp_sync_mss(): `mss_now = min(mss_now, tcp_mtu_to_mss(sk, icsk->icsk_mtup.search_low));` from a search_low above the route"),
            new Row("HIGH_ONLY_ON_NEGATIVE_SIGNAL", Impact.SMALL_SEGMENTS,
                    "search_high lowered without a negative signal caps every later search below the path",
                    "net/ipv4/tcp_timer.c tcp_mtu_probing() and net/ipv4/tcp_output.c tcp_sync_mss(): the writers of search_high"),
            new Row("PROBE_LOSS_NEVER_RAISES_HIGH", Impact.WASTED_PROBES,
                    "a lost probe raises search_high, so the search probes again above a size the path just dropped",
                    "net/ipv4/tcp_input.c tcp_mtup_probe_failed(): `icsk->icsk_mtup.search_high = icsk->icsk_mtup.probe_size - 1;`"),
            new Row("PROBE_WITHIN_RANGE", Impact.WASTED_PROBES,
                    "a probe at or below search_low, or above search_high, tests a size the search already knows",
                    "net/ipv4/tcp_output.c tcp_mtu_probe(): `probe_size = tcp_mtu_to_mss(sk, (icsk->icsk_mtup.search_high + icsk->icsk_mtup.search_low) >> 1);` (__tcp_mtu_to_mss raises it to tcp_min_snd_mss)"),
            new Row("PROBE_IS_MIDPOINT", Impact.WASTED_PROBES,
                    "a probe off the midpoint takes more probes than the bisection",
                    "net/ipv4/tcp_output.c tcp_mtu_probe(): the probe size from the midpoint of search_low and search_high"),
            new Row("PROBE_NOT_REFUSED", Impact.REFUSED_PROBES,
                    "a probe above the route's MTU is refused by IP output: never sent, one IpFragFails each, the search does not move",
                    "net/ipv4/tcp_output.c tcp_mtup_init() (re-run by tcp_init_transfer): `icsk->icsk_mtup.search_high = tp->rx_opt.mss_clamp + sizeof(struct tcphdr) + icsk->icsk_af_ops->net_header_len;`"),
            new Row("TERMINATION", Impact.WASTED_PROBES,
                    "on a steady path probing never stops: a probe after every success, without end",
                    "net/ipv4/tcp_output.c tcp_mtu_probe(): the stop test `interval < READ_ONCE(net->ipv4.sysctl_tcp_probe_threshold)` never holds for a threshold of 1 or less"),
            new Row("TERMINATION_AFTER_OUTSIDE", Impact.WASTED_PROBES,
                    "after an outside event the search on a quiet path never reaches its stop test: probes without end",
                    "net/ipv4/tcp_output.c tcp_mtu_probe(): the stop test `interval < READ_ONCE(net->ipv4.sysctl_tcp_probe_threshold)`"),
            new Row("CONVERGENCE", Impact.SMALL_SEGMENTS,
                    "the search stops further below the path's MTU than the threshold: every later segment is smaller than the path carries",
                    "net/ipv4/tcp_output.c tcp_mtu_probe(): the stop test `interval < READ_ONCE(net->ipv4.sysctl_tcp_probe_threshold)`"),
            new Row("BLACKHOLE_RECOVERY", Impact.BLACK_HOLE,
                    "more black-hole timeouts than bounded while the MSS does not fit the path: the connection stalls on retransmission timeouts",
                    "net/ipv4/tcp_timer.c tcp_mtu_probing(): `mss = tcp_mtu_to_mss(sk, icsk->icsk_mtup.search_low) >> 1;` then `icsk->icsk_mtup.search_low = tcp_mss_to_mtu(sk, mss);`"),
            new Row("SYSCTL_MEANING", Impact.WASTED_PROBES,
                    "probes sent (or none) against what tcp_mtu_probing says",
                    "net/ipv4/tcp_output.c tcp_mtup_init(): `icsk->icsk_mtup.enabled = READ_ONCE(net->ipv4.sysctl_tcp_mtu_probing) > 1;`"),
            new Row("REPROBE_TIMING", Impact.LATE_REPROBE,
                    "the s32 delta of the u32 tcp_jiffies32 since probe_timestamp wraps over a long idle gap, so one reprobe comes earlier or later than tcp_probe_interval",
                    "net/ipv4/tcp_output.c tcp_mtu_check_reprobe(): `delta = tcp_jiffies32 - icsk->icsk_mtup.probe_timestamp; if (unlikely(delta >= interval * HZ))`"),
            new Row("REPROBE_TIMING_ANY_INTERVAL", Impact.LATE_REPROBE,
                    "`interval * HZ` wraps in u32 for a large tcp_probe_interval, so reprobes come at the wrong time",
                    "net/ipv4/tcp_output.c tcp_mtu_check_reprobe(): `if (unlikely(delta >= interval * HZ))`"),
            new Row("REPROBE_RESET", Impact.STOPPED_SEARCH,
                    "a reprobe that does not restart from the initial search_high and the MSS in use searches another range than RFC 4821 section 7.7's",
                    "net/ipv4/tcp_output.c tcp_mtu_check_reprobe(): `icsk->icsk_mtup.search_high = tp->rx_opt.mss_clamp + sizeof(struct tcphdr) + icsk->icsk_af_ops->net_header_len;`"),
            new Row("SANE_SIZES", Impact.WASTED_PROBES,
                    "a probe below IP's minimum (68, or 1280 on IPv6) or above 65535, or an mss_cache under 48 bytes",
                    "net/ipv4/tcp_output.c tcp_mtup_init(): `icsk->icsk_mtup.search_low = tcp_mss_to_mtu(sk, READ_ONCE(net->ipv4.sysctl_tcp_base_mss));`"),
            new Row("SANE_CWND", Impact.WARNED_VALUE,
                    "a snd_cwnd taken to 0 needs a snd_cwnd that tcp_snd_cwnd_set WARNs on",
                    "include/net/tcp.h tcp_snd_cwnd_set(): `WARN_ON_ONCE((int)val <= 0);`"),
            new Row("SANE_NO_WRAP", Impact.SMALL_SEGMENTS,
                    "an int or u32 intermediate wraps: a wrapped search_low puts mss_cache at the floor",
                    "net/ipv4/tcp_output.c __tcp_mtu_to_mss() and tcp_mss_to_mtu(): `mss + tp->tcp_header_len + icsk->icsk_ext_hdr_len + icsk->icsk_af_ops->net_header_len` in int"));

    /** The impact row of {@code invariant}, or null. */
    public static Row impactOf(String invariant) {
        for (Row r : IMPACT) {
            if (r.invariant().equals(invariant)) {
                return r;
            }
        }
        return null;
    }

    /** What a counterexample needs: how far its sysctls are from the defaults. */
    public enum Reach {
        DEFAULTS("the kernel's default sysctls"),
        PROBING_ON("probing turned on (tcp_mtu_probing), every other sysctl at its default"),
        ROOT_SETTING("a root-only sysctl setting beyond turning probing on");

        public final String words;

        Reach(String words) {
            this.words = words;
        }
    }

    /** One VIOLATED LATEST cell, ranked. */
    public record Defect(String invariant, Impact impact, Reach reach, List<SysctlDistance.Away> away, long jiffies, int hz,
                         int events, String replay, String causes, List<KernelEvidence.Seen> witnesses, List<String> closedBy) {
        /** 0 high, 1 medium, 2 or more low. */
        public int steps() {
            return (reach == Reach.ROOT_SETTING ? 1 : 0) + (impact.ordinal() > Impact.WASTED_PROBES.ordinal() ? 1 : 0)
                    + (jiffies > 86_400L * hz ? 1 : 0);
        }

        public String severity() {
            return steps() == 0 ? "high" : steps() == 1 ? "medium" : "low";
        }

        /** After how long: the jiffies the trace advances before the violating line. */
        public String after() {
            if (jiffies == 0) {
                return "at once (" + events(events) + ", no jiffies pass)";
            }
            double s = (double) jiffies / hz;
            String t = s >= 86_400 ? String.format(Locale.ROOT, "%.0f days", s / 86_400) : String.format(Locale.ROOT, "%.1f s", s);
            return "after " + t + " (" + jiffies + " jiffies at HZ " + hz + ", " + events(events) + ")";
        }

        private static String events(int n) {
            return n + (n == 1 ? " event" : " events");
        }

        public String needs() {
            return reach.words + (away.isEmpty() ? "" : ": " + String.join("; ", away.stream().map(SysctlDistance.Away::words).toList()));
        }

        public String witness() {
            return witnesses.isEmpty() ? "not witnessed by the kernel suite's recordings"
                    : "witnessed on Linux " + witnesses.get(0).release() + " by scenario "
                    + String.join(", ", witnesses.stream().map(KernelEvidence.Seen::scenario).toList());
        }
    }

    /** The patch of a FIX variant under patches/: a file for one rule, a series folder for several. */
    public static String patch(Variant v) {
        return v.fixRules.size() > 1 ? "patches/" + v.name() + "/" : "patches/" + v.name() + ".patch";
    }

    /** The FIX variants of LATEST whose cell of {@code invariant} is not VIOLATED. */
    public static List<String> closedBy(List<Verdict> vs, String invariant) {
        List<String> out = new ArrayList<>();
        for (Variant v : Variant.values()) {
            Verdict f = v.isFix() && v.fixOf == Variant.LATEST ? Report.find(vs, invariant, v.name()) : null;
            if (f != null && f.kind != Verdict.Kind.VIOLATED) {
                out.add(v.name());
            }
        }
        return out;
    }

    /** The defect of a VIOLATED LATEST PLPMTUD cell with a counterexample. */
    public static Defect defect(Verdict d, List<Verdict> vs, Map<String, List<KernelEvidence.Seen>> kernel) {
        List<String> trace = d.counterexample.trace();
        Config c = PmtuTrace.config(JsonFields.parse(1, trace.get(0)));
        List<SysctlDistance.Away> away = SysctlDistance.away(trace);
        List<String> names = SysctlDistance.names(away);
        Reach reach = names.isEmpty() ? Reach.DEFAULTS
                : names.equals(List.of(pmtuverify.model.plpmtud.Sysctl.TCP_MTU_PROBING)) ? Reach.PROBING_ON : Reach.ROOT_SETTING;
        int line = d.counterexample.violatingLine();
        long jiffies = 0;
        for (PmtuReplay.Row r : PmtuReplay.rows(trace)) {
            if (r.line() <= line) {
                jiffies = r.after().jiffies - c.jiffies;
            }
        }
        Row impact = impactOf(d.invariantId);
        if (impact == null) {
            throw new IllegalStateException(d.invariantId + ": no impact row in Severity.IMPACT");
        }
        return new Defect(d.invariantId, impact.impact(), reach, away, jiffies, c.hz, line - 1,
                "./pmtu replay specs/" + Checks.counterexampleFile(d.invariantId, d.variant) + " --check", causes(d, vs),
                Report.kernelFor(d, kernel), closedBy(vs, d.invariantId));
    }

    /**
     * A LATEST cell's causes in one line: how many ({@link Causes#ofLatest}, "at least" when the search did not
     * saturate), and per FIX variant how many of them its replay closes, then how many no FIX closes.
     */
    static String causes(Verdict d, List<Verdict> vs) {
        List<Causes.Found> found = LatestCauses.of(d, v -> Report.find(vs, d.invariantId, v));
        Map<String, Integer> closes = new java.util.LinkedHashMap<>();
        int none = 0;
        for (Causes.Found c : found) {
            List<String> by = Causes.closedBy(d.invariantId, c.trace());
            none += by.isEmpty() ? 1 : 0;
            for (String f : by) {
                closes.merge(f.replaceFirst(" .*$", ""), 1, Integer::sum);
            }
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Integer> e : closes.entrySet()) {
            parts.add(e.getKey() + " closes " + e.getValue());
        }
        if (none > 0) {
            parts.add("no FIX closes " + none);
        }
        boolean short_ = d.causeSearch != null && !d.causeSearch.saturated();
        return (short_ ? "at least " : "") + found.size() + (parts.isEmpty() ? "" : ": " + String.join(", ", parts));
    }

    /** Most severe first: fewer steps down, then the graver impact, the nearer defaults, the sooner, catalogue order. */
    public static final Comparator<Defect> ORDER = Comparator.comparingInt(Defect::steps)
            .thenComparing(Defect::impact).thenComparing(Defect::reach).thenComparingLong(Defect::jiffies);

    /** The VIOLATED LATEST PLPMTUD cells, most severe first. */
    public static List<Defect> defects(List<CheckSpec> specs, List<Verdict> vs, Map<String, List<KernelEvidence.Seen>> kernel) {
        List<Defect> out = new ArrayList<>();
        for (CheckSpec s : specs) {
            Verdict d = Report.find(vs, s.invariant().id(), Variant.LATEST.name());
            if (d != null && d.kind == Verdict.Kind.VIOLATED && DefaultsFigure.counted(specs, d)) {
                out.add(defect(d, vs, kernel));
            }
        }
        out.sort(ORDER); // stable: catalogue order among equals
        return out;
    }

    /** The section's text (VERDICTS.md's, which README's latest block repeats). */
    public static String markdown(List<CheckSpec> specs, List<Verdict> vs, Map<String, List<KernelEvidence.Seen>> kernel) {
        List<Defect> ds = defects(specs, vs, kernel);
        StringBuilder b = new StringBuilder();
        b.append("Each VIOLATED PLPMTUD cell of LATEST (the model of ").append(Variant.LATEST.source)
                .append("), most severe first. Severity: high, then one step down (medium, then low) for each of: a sysctl other ")
                .append("than tcp_mtu_probing away from the kernel's own default (root-only), an impact milder than wasted probes, ")
                .append("more than a day of jiffies before the violation. Needs: the counterexample's sysctls away from the kernel's ")
                .append("defaults (tcp_mtu_probing's is 0, probing off, so every defect here needs probing turned on). Suffers: the ")
                .append("invariant's impact (table below). After: the jiffies the counterexample advances before its violating line. ")
                .append("Causes: how many distinct causes the cell has (\"at least\" where their search did not saturate), and how many of them each FIX variant's replay closes (each cause with its counterexample in the Causes on LATEST table below). Kernel: the kernel suite's checked-in recordings that show the violation. Closed by: the FIX variants whose ")
                .append("cell is not VIOLATED (their verdicts in the table above), with the kernel patch.\n\n")
                .append(ds.size()).append(" defects: ")
                .append(ds.stream().filter(d -> d.steps() == 0).count()).append(" high, ")
                .append(ds.stream().filter(d -> d.steps() == 1).count()).append(" medium, ")
                .append(ds.stream().filter(d -> d.steps() >= 2).count()).append(" low; ")
                .append(ds.stream().filter(d -> !d.witnesses().isEmpty()).count()).append(" witnessed on the kernel; ")
                .append(ds.stream().filter(d -> d.closedBy().isEmpty()).count()).append(" closed by no FIX variant.\n\n")
                .append("| invariant | severity | needs | suffers | after | replay | causes | kernel | closed by |\n|---|---|---|---|---|---|---|---|---|\n");
        for (Defect d : ds) {
            List<String> fixes = new ArrayList<>();
            for (String f : d.closedBy()) {
                fixes.add(f + " (`" + patch(Variant.byName(f)) + "`)");
            }
            b.append("| ").append(d.invariant()).append(" | ").append(d.severity()).append(" | ").append(d.needs()).append(" | ")
                    .append(d.impact().name().toLowerCase(Locale.ROOT).replace('_', ' ')).append(" | ").append(d.after())
                    .append(" | `").append(d.replay()).append("` | ").append(d.causes()).append(" | ").append(d.witness()).append(" | ")
                    .append(fixes.isEmpty() ? "none" : String.join(", ", fixes)).append(" |\n");
        }
        b.append("\nImpact per invariant (what the connection suffers when it breaks, and the kernel statement that decides):\n\n")
                .append("| invariant | impact | reason | kernel statement |\n|---|---|---|---|\n");
        for (Row r : IMPACT) {
            b.append("| ").append(r.invariant()).append(" | ").append(r.impact().words).append(" | ").append(r.reason())
                    .append(" | ").append(r.statement().replace("|", "\\|")).append(" |\n");
        }
        return b.toString();
    }
}
