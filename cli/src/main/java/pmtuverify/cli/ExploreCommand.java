package pmtuverify.cli;

import pmtuverify.report.Checks;
import pmtuverify.report.Explorations;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.JsonLine;
import pmtuverify.trace.Names;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.explore.Agreement;
import pmtuverify.explore.Explorer;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Invariant;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuInvariants;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.pmtu.PmtuHarness;

/** {@code ./pmtu explore}: exhaustive exploration of the catalogue's harnesses within the standard bounds. */
@Command(name = "explore", mixinStandardHelpOptions = true, description = {"Exhaustively explore the harnesses (state matching, bounded depth); exit 1 on a violation.",
    "With --agree, hold the explorer against the random engine on shared bounds (PLPMTUD harnesses): exit 1 when they disagree."})
public final class ExploreCommand implements Callable<Integer> {
    @Option(names = "--harness", completionCandidates = Names.Invariants.class,
            description = "invariant id of the harness (default: all, PLPMTUD and HyStart): ${COMPLETION-CANDIDATES}")
    String harness;

    @Option(names = "--variant", completionCandidates = Names.Variants.class,
            description = "variant (default: every variant the invariant applies to): ${COMPLETION-CANDIDATES}")
    String variant;

    @Option(names = "--depth", description = "events per run, 1..100000 (default: per profile, see README; PLPMTUD harnesses only: "
            + "HyStart harnesses run on their own bounded domains)")
    Integer depth;

    @Option(names = "--outside", description = "outside events per run, 0..100000, in the general and sysctl mixes "
            + "(default: 1; the other profiles draw no outside events, so it does not apply to them)")
    Integer outside;

    @Option(names = "--max-states", description = "cap on distinct states per harness, 1.." + Explorations.MAX_STATES
            + "; checked after the initial states and after each expanded state, so the count may pass it by the "
            + "initial states or one state's successors; a capped search is PARTIAL (default ${DEFAULT-VALUE})")
    long maxStates = Explorations.DEFAULT_MAX_STATES;

    @Option(names = "--threads", description = "threads expanding states, 1..64; results do not depend on it (default: the number of processors)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--json", description = "one JSON object per harness")
    boolean json;

    @Option(names = "--agree", description = "on each PLPMTUD cell, explore the shared bounds (the standard domains, "
            + Agreement.DEPTH + " events, the steady profile 200, at most 1 outside event) and run the random engine "
            + Agreement.TRIES + " times (seed 1) on the same harness: both must find a violation or neither, and no random "
            + "counterexample may be shorter than the explorer's (not with --depth, --outside, --max-states or --json)")
    boolean agree;

    @Override
    public Integer call() {
        if (depth != null && (depth < 1 || depth > 100_000)) {
            throw new BadInput("--depth must be in 1..100000, got " + depth);
        }
        if (outside != null && (outside < 0 || outside > 100_000)) {
            throw new BadInput("--outside must be in 0..100000, got " + outside);
        }
        if (maxStates < 1 || maxStates > Explorations.MAX_STATES) {
            throw new BadInput("--max-states must be in 1.." + Explorations.MAX_STATES + ", got " + maxStates);
        }
        if (threads < 1 || threads > 64) {
            throw new BadInput("--threads must be in 1..64, got " + threads);
        }
        List<CheckSpec> specs = Catalogue.random();
        if (harness != null && Catalogue.byId(specs, harness) == null) {
            throw new BadInput("unknown harness \"" + harness + "\" (an invariant id: " + Names.list(Names.invariants()) + ")");
        }
        Checks.requireKnownVariant(specs, variant);
        Names.requireApplicable(specs, harness, variant);
        CheckSpec named = harness == null ? null : Catalogue.byId(specs, harness);
        if (agree) {
            return agree(named);
        }
        if (named != null && Explorations.isHystart(named) && (depth != null || outside != null)) {
            throw new BadInput("not applicable: --depth and --outside apply to PLPMTUD harnesses only; " + harness
                    + " runs on its own bounded domains (" + named.bounds() + ")");
        }
        if (named != null && outside != null && !Explorations.takesOutside(named)) {
            throw new BadInput("not applicable: --outside applies to the general and sysctl mixes only; " + harness
                    + " is in the " + PmtuHarness.profileOf(named.invariant()).name().toLowerCase(java.util.Locale.ROOT)
                    + " profile, which draws no outside events");
        }
        int d = depth == null ? 0 : depth;
        int o = outside == null ? -1 : outside;
        boolean found = false;
        boolean any = false;
        for (CheckSpec s : specs) {
            String id = s.invariant().id();
            if (harness != null && !harness.equals(id)) {
                continue;
            }
            for (String v : s.variants()) {
                if (variant != null && !variant.equals(v)) {
                    continue;
                }
                any = true;
                Explorations.Run run = Explorations.of(s, v, d, o);
                Explorer.Result r = new Explorer(maxStates, threads, p -> System.err.printf(
                        "  ... %s %s: %d states, depth %d, %.0f s%n", id, v, p.statesNew, p.maxDepth, p.seconds),
                        1_000_000).explore(run.harness, run.depth);
                found |= r.violation != null;
                print(id, v, run, r);
            }
        }
        if (!any) {
            throw new BadInput("no harness matches" + (harness == null ? "" : " --harness " + harness)
                    + (variant == null ? "" : " --variant " + variant));
        }
        return found ? 1 : 0;
    }

    /** {@code --agree}: every PLPMTUD cell (or the one named), one line each; exit 1 on a disagreement. */
    private int agree(CheckSpec named) {
        if (depth != null || outside != null || maxStates != Explorations.DEFAULT_MAX_STATES || json) {
            throw new BadInput("--agree runs the shared bounds: it takes no --depth, --outside, --max-states or --json");
        }
        if (named != null && Explorations.isHystart(named)) {
            throw new BadInput("not applicable: --agree compares PLPMTUD harnesses only, " + harness + " is a HyStart one");
        }
        int cells = 0;
        int disagree = 0;
        for (Invariant inv : PmtuInvariants.ALL) {
            if (harness != null && !harness.equals(inv.id())) {
                continue;
            }
            for (String v : PmtuChecks.variantsOf(inv)) {
                if (variant != null && !variant.equals(v)) {
                    continue;
                }
                Agreement.Cell c = Agreement.cell(inv, Variant.valueOf(v), threads);
                System.out.println((c.problems().isEmpty() ? "agree    " : "DISAGREE ") + c);
                cells++;
                disagree += c.problems().isEmpty() ? 0 : 1;
            }
        }
        if (cells == 0) {
            throw new BadInput("no PLPMTUD harness matches --variant " + variant);
        }
        System.out.println(cells + " cells, " + disagree + " disagreeing");
        return disagree == 0 ? 0 : 1;
    }

    private void print(String id, String v, Explorations.Run run, Explorer.Result r) {
        String verdict = r.verdict().name();
        if (json) {
            JsonLine o = new JsonLine()
                    .put("harness", id)
                    .put("variant", v)
                    .put("verdict", verdict)
                    .put("search", r.search.name())
                    .put("bounds", run.bounds)
                    .put("depth", run.depth)
                    .put("closed", r.closed);
            if (r.limit != null) {
                o.put("stopped_by", r.limit.toString());
            }
            o.put("states_new", r.statesNew)
                    .put("states_visited", r.statesVisited)
                    .put("transitions", r.transitions)
                    .put("end_states", r.endStates)
                    .put("runs", r.runs)
                    .put("max_depth", r.maxDepth)
                    .put("depth_unit", r.depthUnit())
                    .put("seconds", Math.round(r.seconds * 1000) / 1000.0)
                    .put("states_per_second", Math.round(r.statesPerSecond()))
                    .put("table_bytes_per_state", Math.round(r.bytesPerState() * 10) / 10.0)
                    .put("peak_rss_mib", Memory.peakRssMib())
                    .put("counterexample", r.violation == null ? List.of() : r.violation.trace());
            if (r.violation != null) {
                o.put("violating_line", r.violation.violatingLine())
                        .put("detail", r.violation.detail());
            }
            if (r.onlyUnfairLassos()) {
                o.put("unfair_lasso", r.unfairLasso.trace()).put("unfair_detail", r.unfairLasso.detail());
            }
            System.out.println(o.toString());
            return;
        }
        System.out.printf("%-28s %-16s %-8s %s over %s: states new=%d visited=%d transitions=%d end=%d max_depth=%d %s%s, %.2f s%n",
                id, v, r.limit == null ? verdict : verdict + " (stopped by " + r.limit + ")", r.search, run.bounds, r.statesNew, r.statesVisited, r.transitions, r.endStates, r.maxDepth,
                r.depthUnit(), r.closed ? " (closed: every depth)" : "", r.seconds);
        if (r.violation != null) {
            System.out.println("  " + r.violation.detail());
            for (String l : r.violation.trace()) {
                System.out.println("  " + l);
            }
        }
        if (r.onlyUnfairLassos()) { // no violation under the invariant's fairness assumption: shown, not VIOLATED
            System.out.println("  " + r.unfairLasso.detail());
            for (String l : r.unfairLasso.trace()) {
                System.out.println("  " + l);
            }
        }
    }
}
