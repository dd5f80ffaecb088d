package pmtuverify.cli;

import pmtuverify.report.BenchFigures;
import pmtuverify.report.Checks;
import pmtuverify.report.Explorations;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.JsonFields;
import pmtuverify.trace.Names;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.explore.Explorer;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;

/**
 * {@code ./pmtu bench}: the explorer's speed. Distinct states per second on a reference exploration
 * (warm-up runs, then the median of measured runs, at one thread and at every processor), and the
 * wall time to exhaust every PLPMTUD harness on every variant at the standard bounds.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Measure the explorer: distinct states/s on a reference harness, and the time to exhaust the standard bounds.")
public final class BenchCommand implements Callable<Integer> {
    @Option(names = "--harness", completionCandidates = Names.PmtuInvariants.class,
            description = "reference harness, a PLPMTUD invariant id (default ${DEFAULT-VALUE}): ${COMPLETION-CANDIDATES}")
    String harness = "HIGH_ONLY_ON_NEGATIVE_SIGNAL";

    @Option(names = "--variant", completionCandidates = Names.PmtuVariants.class,
            description = "reference variant (default ${DEFAULT-VALUE}): ${COMPLETION-CANDIDATES}")
    String variant = "MAINLINE";

    @Option(names = "--warmup", description = "unmeasured warm-up runs before the measured ones, per thread count, 0..100 (default ${DEFAULT-VALUE})")
    int warmup = 1;

    @Option(names = "--repeat", description = "measured runs per thread count, 1..100; the median is reported, the mean of the middle two for an even count (default ${DEFAULT-VALUE})")
    int repeat = 3;

    @Option(names = "--threads", description = "the most threads measured, 1..64: the reference runs at 1 and at this count (default: the number of processors)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--skip-standard", description = "measure the reference only, not the time to exhaust the standard bounds")
    boolean skipStandard;

    @Option(names = "--json", description = "print one JSON object instead of the text lines")
    boolean json;

    @Option(names = "--cold", description = "cold runs per target, 0..20: each a new JVM running ./pmtu explore --json on the "
            + "reference, BLACKHOLE_RECOVERY and TERMINATION on MAINLINE, timed from its launch; the median is reported (default ${DEFAULT-VALUE})")
    int cold = 3;

    @Option(names = "--growth", description = "also measure the cost growth of the reference: states and time against the depth "
            + "and the outside events per run (a table, and a plot written to FILE as SVG)", paramLabel = "FILE")
    String growth;

    @Option(names = "--readme", description = "rewrite the figures between the bench markers of this README with what was measured",
            paramLabel = "FILE")
    String readme;

    @Option(names = "--replot", description = "measure nothing: draw the growth plot again (to --growth FILE, default "
            + "specs/bench-growth.svg) from the growth table in the bench block of --readme (default README.md)")
    boolean replot;

    @Override
    public Integer call() {
        if (replot) {
            String from = readme == null ? "README.md" : readme;
            String to = growth == null ? "specs/bench-growth.svg" : growth;
            try {
                List<BenchFigures.Point> points = BenchFigures.growthFromReadme(java.nio.file.Files.readString(java.nio.file.Path.of(from)));
                java.nio.file.Files.writeString(java.nio.file.Path.of(to), BenchFigures.svg(harness + " on " + variant, points));
                System.out.println("drew " + points.size() + " growth points of " + from + " into " + to);
            } catch (java.io.IOException e) {
                throw new BadInput("--replot: " + e.getMessage());
            }
            return 0;
        }
        if (warmup < 0 || warmup > 100) {
            throw new BadInput("--warmup must be in 0..100, got " + warmup);
        }
        if (repeat < 1 || repeat > 100) {
            throw new BadInput("--repeat must be in 1..100, got " + repeat);
        }
        if (threads < 1 || threads > 64) {
            throw new BadInput("--threads must be in 1..64, got " + threads);
        }
        if (cold < 0 || cold > 20) {
            throw new BadInput("--cold must be in 0..20, got " + cold);
        }
        if (readme != null) {
            BenchFigures.requireMarkers(readme);
        }
        List<CheckSpec> specs = Catalogue.random();
        CheckSpec ref = Catalogue.byId(specs, harness);
        if (ref == null || Explorations.isHystart(ref)) {
            throw new BadInput("unknown PLPMTUD harness \"" + harness + "\" (a PLPMTUD invariant id: "
                    + Names.list(Names.pmtuInvariants()) + ")");
        }
        Checks.requireKnownVariant(specs, variant);
        Names.requireApplicable(specs, harness, variant);
        ObjectNode out = JsonFields.mapper().createObjectNode();
        Explorations.Run probe = Explorations.of(ref, variant, 0, -1);
        out.put("reference", harness + " on " + variant);
        out.put("bounds", probe.bounds);
        out.put("processors", Runtime.getRuntime().availableProcessors());
        out.put("max_heap_mib", Runtime.getRuntime().maxMemory() >> 20);
        out.put("jvm_options", Memory.jvmOptions());
        if (!json) {
            System.out.printf("# reference: %s on %s, %s%n", harness, variant, probe.bounds);
            System.out.printf("# %d processors, max heap %d MiB, JVM options: %s; %d warm-up run(s), median of %d%n",
                    Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20, Memory.jvmOptions(),
                    warmup, repeat);
        }
        BenchFigures figures = new BenchFigures(harness + " on " + variant, Memory.jvmOptions());
        ArrayNode refs = out.putArray("reference_runs");
        List<Integer> counts = new ArrayList<>();
        counts.add(1);
        if (threads > 1) {
            counts.add(threads);
        }
        for (int t : counts) {
            double[] secs = new double[repeat];
            Explorer.Result last = null;
            for (int i = -warmup; i < repeat; i++) {
                Explorations.Run run = Explorations.of(ref, variant, 0, -1);
                last = new Explorer(Explorations.MAX_STATES, t, null, Long.MAX_VALUE).explore(run.harness, run.depth);
                if (i >= 0) {
                    secs[i] = last.seconds;
                }
            }
            double[] sorted = secs.clone();
            Arrays.sort(sorted);
            double median = BenchFigures.median(sorted);
            ObjectNode o = refs.addObject();
            o.put("threads", t);
            o.put("verdict", last.verdict().name());
            o.put("states_new", last.statesNew);
            o.put("transitions", last.transitions);
            o.put("median_seconds", round(median));
            o.put("min_seconds", round(sorted[0]));
            o.put("max_seconds", round(sorted[repeat - 1]));
            o.put("distinct_states_per_second", Math.round(last.statesNew / median));
            o.put("transitions_per_second", Math.round(last.transitions / median));
            o.put("table_bytes_per_state", Math.round(last.bytesPerState() * 10) / 10.0);
            figures.warm(t, last, median, sorted[0], sorted[repeat - 1]);
            if (!json) {
                System.out.printf("threads %d: %s, %d distinct states, %d transitions; median %.2f s (%.2f..%.2f): "
                        + "%,d distinct states/s, %,d transitions/s; state table %.1f bytes/state%n", t, last.verdict(),
                        last.statesNew, last.transitions, median, sorted[0], sorted[repeat - 1], Math.round(last.statesNew / median),
                        Math.round(last.transitions / median), last.bytesPerState());
            }
        }
        if (cold > 0) {
            ArrayNode colds = out.putArray("cold_runs");
            String[][] targets = {{harness, variant}, {"BLACKHOLE_RECOVERY", "MAINLINE"}, {"TERMINATION", "MAINLINE"}};
            for (String[] tg : targets) {
                BenchFigures.Cold c = BenchFigures.cold(tg[0], tg[1], threads, cold);
                figures.cold(c);
                ObjectNode o = colds.addObject();
                o.put("harness", tg[0]);
                o.put("variant", tg[1]);
                o.put("threads", threads);
                o.put("verdict", c.verdict);
                o.put("states_new", c.states);
                o.put("median_wall_seconds", round(c.wall));
                o.put("distinct_states_per_second_with_jvm_start", Math.round(c.states / c.wall));
                o.put("median_peak_rss_mib", c.rssMib);
                o.put("table_bytes_per_state", c.bytesPerState);
                if (!json) {
                    System.out.printf("cold %s on %s (%d threads, median of %d new JVMs): %s, %,d distinct states in %.2f s wall "
                            + "from launch, %,d distinct states/s with the JVM's start; peak RSS %d MiB; %.1f table bytes/state%n",
                            tg[0], tg[1], threads, cold, c.verdict, c.states, c.wall, Math.round(c.states / c.wall), c.rssMib,
                            c.bytesPerState);
                }
            }
        }
        if (!skipStandard) {
            long states = 0;
            int explorations = 0;
            long t0 = System.nanoTime();
            for (CheckSpec s : specs) {
                if (Explorations.isHystart(s)) {
                    continue;
                }
                for (String v : s.variants()) {
                    Explorations.Run run = Explorations.of(s, v, 0, -1);
                    Explorer.Result r = new Explorer(Explorations.MAX_STATES, threads, null, Long.MAX_VALUE)
                            .explore(run.harness, run.depth);
                    states += r.statesNew;
                    explorations++;
                }
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            ObjectNode o = out.putObject("standard_bounds");
            o.put("explorations", explorations);
            o.put("threads", threads);
            o.put("states_new", states);
            o.put("seconds", round(secs));
            figures.standard(explorations, states, secs, threads);
            if (!json) {
                System.out.printf("standard bounds: %d explorations (every PLPMTUD harness and variant, each to its verdict), "
                        + "%d distinct states, %.1f s at %d threads%n", explorations, states, secs, threads);
            }
        }
        if (growth != null) {
            ArrayNode g = out.putArray("growth");
            for (BenchFigures.Point p : figures.growth(ref, variant, threads, growth)) {
                ObjectNode o = g.addObject();
                o.put("outside", p.outside);
                o.put("depth", p.depth);
                o.put("verdict", p.verdict);
                o.put("states_new", p.states);
                o.put("transitions", p.transitions);
                o.put("seconds", round(p.seconds));
                if (!json) {
                    System.out.printf("growth: outside %d, depth %d: %s, %,d distinct states, %,d transitions, %.2f s%n",
                            p.outside, p.depth, p.verdict, p.states, p.transitions, p.seconds);
                }
            }
        }
        if (readme != null) {
            figures.writeReadme(readme);
        }
        if (json) {
            System.out.println(out.toString());
        }
        return 0;
    }

    private static double round(double s) {
        return Math.round(s * 1000) / 1000.0;
    }
}
