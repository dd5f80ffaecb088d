package pmtuverify.cli;

import pmtuverify.report.HystartRunsFigure;
import pmtuverify.report.KernelReport;
import pmtuverify.report.Progress;
import pmtuverify.report.ReportFiles;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.Names;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.hystart.HystartResult;
import pmtuverify.kernel.hystart.HystartKernel;
import pmtuverify.kernel.hystart.HystartScenario;
import pmtuverify.kernel.mutants.Mutants;
import pmtuverify.kernel.random.RandomRun;
import pmtuverify.kernel.random.RandomScenarios;
import pmtuverify.props.GeneratedBlock;
import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.hystart.Replayer;
import pmtuverify.kernel.plpmtud.Result;
import pmtuverify.kernel.Runner;
import pmtuverify.kernel.plpmtud.Scenario;

/**
 * {@code ./pmtu kernel}: runs scenarios on this machine's kernel in network namespaces and holds every observed
 * transition against the model's replay of it (the code {@code ./pmtu replay} runs). Exit 0 when every scenario
 * agrees or differs exactly as its documented finding, 1 otherwise (a new difference, a run still noisy after its
 * reruns, a run that failed), 2 on bad input or a missing tool.
 */
@Command(name = "kernel", mixinStandardHelpOptions = true, description = "Hold the model against the running kernel, state by state (needs root, ip, ethtool, nft, bpftrace, tcpdump; tc for the HyStart scenarios).")
public final class KernelCommand implements Callable<Integer> {

    @Option(names = "--scenario", paramLabel = "S", description = "a scenario to run (repeatable; default: all): a name of --list, "
            + "or random-SEED-INDEX for one of --random's draws")
    List<String> scenarios = new ArrayList<>();

    @Option(names = "--quick", description = "only the quick suite (CI's)")
    boolean quick;

    @Option(names = "--list", description = "list the scenarios and exit")
    boolean list;

    @Option(names = "--json", description = "one JSON object per scenario")
    boolean json;

    @Option(names = "--report", description = "also write specs/KERNEL.md, every row from the recordings (under "
            + "--from DIR, else specs/kernel-runs), and the hystart-kernel-runs block of specs/HYSTART.md; a run on the "
            + "kernel then records too (--record)")
    boolean report;

    @Option(names = "--variant", completionCandidates = Names.PmtuVariants.class,
            description = "the model variant (default ${DEFAULT-VALUE}): ${COMPLETION-CANDIDATES}")
    String variant = "LATEST";

    @Option(names = "--keep", paramLabel = "DIR", description = "keep each run's recordings under DIR/<scenario>")
    String keep;

    @Option(names = "--from", paramLabel = "DIR", description = "do not run: check the recordings under DIR/<scenario>")
    String from;

    @Option(names = "--record", description = "also save each run's recording (HyStart's too) under specs/kernel-runs/<scenario> (the "
            + "recordings the tests and VERDICTS.md's kernel evidence read)")
    boolean record;

    @Option(names = "--mutants", description = "do not run: replay every recording (under --from DIR, default "
            + "specs/kernel-runs) against perturbed models (other variants, HZ, sysctls off by a little) and print which "
            + "recording kills each, and the score")
    boolean mutants;

    @Option(names = "--readme", paramLabel = "FILE", description = "with --mutants: also rewrite the generated block "
            + "between FILE's kernel-mutants markers; with --random and --record, the kernel-random block")
    String readme;

    @Option(names = "--random", paramLabel = "N", description = "run N scenarios drawn at random (the seed's "
            + "random-SEED-0 .. random-SEED-(N-1)), each compared state by state; a difference is run again and shrunk")
    Integer random;

    @Option(names = "--repeat", paramLabel = "N", description = "run the chosen scenarios N times in a row and print "
            + "each one's verdicts (runs, AGREES, the other verdicts, every attempt that did not agree); with --quick or "
            + "all scenarios, or chosen ones, also store the table in specs/kernel-runs/stability-quick.tsv, stability-full.tsv or "
            + "stability-chosen.tsv and "
            + "rewrite the kernel-stability block of specs/KERNEL.md. Run R's attempts go to DIR/run-R/SCENARIO/attempt-K")
    Integer repeat;

    @Option(names = "--seed", paramLabel = "S", description = "with --random: the seed (default ${DEFAULT-VALUE})")
    long seed = 1;

    @Override
    public Integer call() throws Exception {
        List<Scenario> chosen = new ArrayList<>();
        List<HystartScenario> hyChosen = new ArrayList<>();
        for (String n : scenarios) {
            Scenario s = Scenario.byName(n) != null ? Scenario.byName(n) : RandomScenarios.byName(n);
            if (s == null && HystartScenario.byName(n) != null) {
                hyChosen.add(HystartScenario.byName(n));
                continue;
            }
            if (s == null) {
                throw new BadInput("unknown scenario \"" + n + "\" (see ./pmtu kernel --list)");
            }
            chosen.add(s);
        }
        if (chosen.isEmpty() && hyChosen.isEmpty()) {
            for (Scenario s : Scenario.ALL) {
                if (!quick || s.quick) {
                    chosen.add(s);
                }
            }
            for (HystartScenario s : HystartScenario.ALL) {
                if (!quick || s.quick) {
                    hyChosen.add(s);
                }
            }
        }
        if (list) {
            for (Scenario s : chosen) {
                System.out.println(json ? listJson(s.name, "PLPMTUD", s.quick, s.what, s.setup())
                        : s.name + (s.quick ? " (quick)" : "") + ": " + s.what + " [" + s.setup() + "]");
            }
            for (HystartScenario s : hyChosen) {
                System.out.println(json ? listJson(s.name, "HyStart", s.quick, s.what, s.setup())
                        : s.name + (s.quick ? " (quick)" : "") + ": " + s.what + " [" + s.setup() + "]");
            }
            return 0;
        }
        if (pmtuverify.model.plpmtud.Variant.byName(variant) == null) {
            throw new BadInput("unknown variant \"" + variant + "\" (a PLPMTUD variant: " + Names.list(Names.pmtuVariants()) + ")");
        }
        if (report && from == null) {
            record = true;
        }
        if (readme != null && !mutants && random == null) {
            throw new BadInput("--readme goes with --mutants or --random");
        }
        if (mutants) {
            if (random != null) {
                throw new BadInput("--random runs on the kernel; --mutants replays recordings");
            }
            return mutants(chosen);
        }
        if (random != null && (random < 1 || !scenarios.isEmpty() || quick || from != null || report)) {
            throw new BadInput(random < 1 ? "--random: N must be at least 1"
                    : "--random draws its own scenarios (not with --scenario, --quick, --from or --report)");
        }
        if (readme != null && random != null && !record) {
            throw new BadInput("--readme with --random needs --record (the figure is rendered from the stored rows)");
        }
        if (from == null) {
            // a fresh machine: install the tools, mount tracefs (prepare.sh, which .ci/run also runs before the build)
            if (Runner.missing() != null && "root".equals(System.getProperty("user.name"))) {
                String failed = Runner.prepare();
                if (failed != null) {
                    throw new BadInput("kernel suite: " + failed);
                }
            }
            String missing = Runner.missing();
            if (missing != null) {
                throw new BadInput("kernel suite: " + missing);
            }
        }
        if (random != null) {
            return random();
        }
        if (repeat != null) {
            if (repeat < 1 || from != null || report || record) {
                throw new BadInput(repeat < 1 ? "--repeat: N must be at least 1"
                        : "--repeat runs on the kernel and records no recording (not with --from, --report or --record)");
            }
            return repeat(chosen, hyChosen);
        }
        return suite(chosen, hyChosen, keep);
    }

    /**
     * {@code --repeat N}: the chosen scenarios N times in a row, each run's attempts under DIR/run-R/SCENARIO (DIR:
     * --keep, else a temporary directory, named on stderr); the table of verdicts printed, and for the quick or the
     * full suite stored and rendered into specs/KERNEL.md. Exit 0 when every run of every scenario was as expected.
     */
    private int repeat(List<Scenario> chosen, List<HystartScenario> hyChosen) throws IOException, InterruptedException {
        Path root = keep != null ? Paths.get(keep) : Files.createTempDirectory("pmtu-kernel-repeat");
        System.err.println("pmtu kernel: --repeat " + repeat + ": attempts under " + root + "/run-R/SCENARIO/attempt-K");
        String suite = !scenarios.isEmpty() ? "chosen" : quick ? "quick" : "full";
        List<pmtuverify.kernel.Stability.Row> rows = new ArrayList<>();
        boolean ok = true;
        Runner.drainAttempts();
        for (int run = 1; run <= repeat; run++) {
            System.err.println("pmtu kernel: --repeat: run " + run + " of " + repeat);
            Path runKeep = root.resolve("run-" + run);
            ok &= suite(chosen, hyChosen, runKeep.toString()) == 0;
            Map<String, List<String>> attempts = new java.util.LinkedHashMap<>();
            for (String[] a : Runner.drainAttempts()) {
                attempts.computeIfAbsent(a[0], k -> new ArrayList<>()).add(a[1]);
            }
            for (Map.Entry<String, List<String>> e : attempts.entrySet()) {
                List<String> l = e.getValue();
                rows.add(new pmtuverify.kernel.Stability.Row(run, e.getKey(), l.get(l.size() - 1), l));
            }
            // stored after every run: a repetition stopped early keeps the runs it completed, and says so
            store(suite, rows, run == repeat);
        }
        return ok ? 0 : 1;
    }

    /** The table of {@code rows}, printed when {@code last}, stored for the quick or the full suite. */
    private void store(String suite, List<pmtuverify.kernel.Stability.Row> rows, boolean last) throws IOException {
        String command = "./pmtu kernel" + (quick ? " --quick" : "")
                + scenarios.stream().map(n -> " --scenario " + n).collect(java.util.stream.Collectors.joining())
                + " --repeat " + repeat;
        pmtuverify.kernel.Stability.Table table = new pmtuverify.kernel.Stability.Table(suite, command,
                Files.readString(Path.of("/proc/sys/kernel/osrelease")).trim(), rows);
        if (last) {
            System.out.print(pmtuverify.kernel.Stability.markdown(List.of(table)));
        }
        {
            // a chosen set's table is stored too (stability-chosen.tsv, its command naming the scenarios): new
            // scenarios keep their stability row without a rerun of the whole full suite
            Path f = pmtuverify.kernel.Stability.path(Runner.RUNS, suite);
            Files.createDirectories(f.getParent());
            Files.writeString(f, pmtuverify.kernel.Stability.tsv(table), StandardCharsets.UTF_8);
            Path md = Paths.get("specs", "KERNEL.md");
            String text = Files.readString(md);
            String block = pmtuverify.kernel.Stability.markdown(pmtuverify.kernel.Stability.readAll(Runner.RUNS));
            Files.writeString(md, pmtuverify.kernel.Stability.BLOCK.section(text) != null
                    ? pmtuverify.kernel.Stability.BLOCK.rewrite(text, block)
                    : pmtuverify.kernel.Stability.append(text, Runner.RUNS), StandardCharsets.UTF_8);
            if (last) {
                System.err.println("pmtu kernel: stored " + f + " and rewrote the kernel-stability block of " + md);
            }
        }
    }

    /** One run of the chosen scenarios, attempts kept under {@code keepDir} (null: only the ones that do not agree). */
    private int suite(List<Scenario> chosen, List<HystartScenario> hyChosen, String keepDir)
            throws IOException, InterruptedException {
        String keep = keepDir;
        List<Result> results = new ArrayList<>();
        boolean ok = true;
        int[] id = {0};
        Progress progress = Progress.of("PLPMTUD scenarios", chosen.size());
        for (Scenario s : chosen) {
            long t0 = System.nanoTime();
            Result r = Runner.withReruns(s.name, from, keep, record, dir -> Runner.run(s, dir, id[0]++),
                    a -> from != null ? Conformance.checkRecording(s, variant, a.dir())
                            : Conformance.check(s, variant, a.observation()), x -> x.verdict, x -> x.why);
            ok &= r != null;
            double secs = (System.nanoTime() - t0) / 1e9;
            progress.done(s.name);
            if (r == null) {
                continue;
            }
            results.add(r);
            boolean expected = s.expected(r.verdict, r.why);
            boolean witnessed = s.witnessed(r);
            ok &= expected && witnessed;
            if (json) {
                System.out.println(r.json().replaceFirst("\\}$", ",\"seconds\":" + String.format("%.1f", secs) + "}"));
            } else {
                System.out.print(r.text());
                if (r.verdict == Conformance.Verdict.DIFFERS && expected) {
                    System.out.println("  documented finding " + s.finding + " (specs/KERNEL.md)");
                }
                for (pmtuverify.kernel.plpmtud.Witness w : pmtuverify.kernel.plpmtud.Witness.ALL) {
                    w.of(r).ifPresent(f -> System.out.println("  witnesses " + w.invariant() + ": " + f));
                }
                if (!witnessed) {
                    System.out.println("  NOT WITNESSED: " + s.witness.invariant() + " (the scenario exists to show it)");
                }
                System.out.printf("  run: %.1f s%n", secs);
            }
            System.out.flush();
        }
        List<HystartResult> hyResults = new ArrayList<>();
        Map<String, List<String>> hyOthers = new java.util.LinkedHashMap<>();
        ok &= HystartKernel.run(hyChosen, HystartKernel.VARIANT, keep, from, json, record, hyResults, hyOthers);
        if (report) {
            // every row from the recordings (this run's, when it recorded, and the others' as they were)
            Path runs = from != null ? Paths.get(from) : Runner.RUNS;
            Files.writeString(Paths.get("specs", "KERNEL.md"),
                    KernelReport.fromRecordings(runs, variant, HystartKernel.VARIANT), StandardCharsets.UTF_8);
            // and specs/HYSTART.md's figures of the HyStart recordings
            Path hystart = Paths.get("specs", "HYSTART.md");
            if (Files.isRegularFile(hystart) && HystartRunsFigure.BLOCK.section(Files.readString(hystart)) != null) {
                Files.writeString(hystart, HystartRunsFigure.BLOCK.rewrite(Files.readString(hystart),
                        HystartRunsFigure.markdown(runs)), StandardCharsets.UTF_8);
            }
        }
        return ok ? 0 : 1;
    }

    /** {@code --random N --seed S}: exit 0 when no scenario differs reproducibly, 1 otherwise. */
    private int random() throws IOException, InterruptedException {
        int[] id = {0};
        Progress progress = Progress.of("random scenarios", random);
        List<RandomRun.Outcome> outcomes = RandomRun.run(random, seed,
                (s, recording) -> Runner.withReruns(recording, null, keep, false, dir -> Runner.run(s, dir, id[0]++),
                        a -> Conformance.checkOrRefused(s, variant, a.observation()), x -> x.verdict, x -> x.why),
                o -> {
                    progress.done(o.scenario().name);
                    System.out.println(json ? randomJson(o) : RandomRun.line(o));
                    System.out.flush();
                });
        if (json) {
            com.fasterxml.jackson.databind.node.ObjectNode sum = pmtuverify.trace.JsonFields.mapper().createObjectNode();
            sum.put("summary", RandomRun.summary(seed, outcomes));
            sum.put("seed", seed);
            sum.put("scenarios", outcomes.size());
            System.out.println(sum);
        } else {
            System.out.println(RandomRun.summary(seed, outcomes));
        }
        if (record) {
            Path f = RandomRun.tsvPath(seed);
            Files.createDirectories(f.getParent());
            Files.writeString(f, RandomRun.tsv(seed, Files.readString(Path.of("/proc/sys/kernel/osrelease")).trim(),
                    outcomes), StandardCharsets.UTF_8);
            if (readme != null) {
                ReportFiles.rewriteBlock(readme, RANDOM_BLOCK, RandomRun.markdown(RandomRun.Stored.read(f)));
            }
        }
        return outcomes.stream().anyMatch(o -> o.verdict() == Conformance.Verdict.DIFFERS && o.reproduced()) ? 1 : 0;
    }

    /** One scenario of {@code --list --json}. */
    static String listJson(String name, String protocol, boolean quick, String what, String setup) {
        return pmtuverify.trace.JsonFields.mapper().createObjectNode().put("scenario", name).put("protocol", protocol)
                .put("quick", quick).put("what", what).put("setup", setup).toString();
    }

    /** One random scenario's outcome as a JSON object ({@code --random N --json}): the fields of its text line. */
    static String randomJson(RandomRun.Outcome o) {
        com.fasterxml.jackson.databind.node.ObjectNode j = pmtuverify.trace.JsonFields.mapper().createObjectNode();
        j.put("scenario", o.scenario().name);
        j.put("index", o.index());
        j.put("verdict", o.verdict().name());
        j.put("reproduced", o.reproduced());
        j.put("setup", o.scenario().setup());
        j.put("why", o.why());
        if (o.shrunk() == null) {
            j.putNull("shrunk");
        } else {
            j.put("shrunk", o.shrunk().setup());
            j.put("shrunk_explained", RandomRun.explain(o.shrunk()));
            com.fasterxml.jackson.databind.node.ArrayNode passes = j.putArray("passes");
            o.passes().forEach(passes::add);
        }
        return j.toString();
    }

    /** The name of README's generated block of the random scenarios' figure. */
    static final GeneratedBlock RANDOM_BLOCK = GeneratedBlock.named("kernel-random");

    /** {@code --mutants}: the suite's mutation score over the recordings of the chosen scenarios that exist. */
    private int mutants(List<Scenario> chosen) throws IOException {
        Path dir = from != null ? Paths.get(from) : Runner.RUNS;
        List<Mutants.Recording> recordings = recordings(dir, chosen);
        if (recordings.isEmpty()) {
            throw new BadInput("no recordings under " + dir);
        }
        List<Mutants.Outcome> outcomes = Mutants.run(mutantsOf(variant, recordings), recordings, variant, pmtuverify.kernel.plpmtud.PmtuModel.REPLAY);
        for (Mutants.Outcome o : outcomes) {
            if (json) {
                com.fasterxml.jackson.databind.node.ObjectNode j = pmtuverify.trace.JsonFields.mapper().createObjectNode();
                j.put("mutant", o.mutant().name());
                j.put("kind", o.mutant().kind());
                j.put("killed", o.killed());
                j.put("equivalent", o.equivalent());
                if (o.killedBy() == null) {
                    j.putNull("killed_by");
                } else {
                    j.put("killed_by", o.killedBy());
                    j.put("why", o.why());
                }
                com.fasterxml.jackson.databind.node.ArrayNode on = j.putArray("changed_on");
                o.changedOn().forEach(on::add);
                j.put("line", Mutants.line(o));
                System.out.println(j);
            } else {
                System.out.println(Mutants.line(o));
            }
        }
        if (json) {
            System.out.println(pmtuverify.trace.JsonFields.mapper().createObjectNode().put("score", Mutants.score(outcomes)));
        } else {
            System.out.println(Mutants.score(outcomes));
        }
        if (readme != null) {
            ReportFiles.rewriteBlock(readme, MUTANTS_BLOCK, Mutants.markdown(outcomes, recordings.size()));
        }
        return 0;
    }

    /** The name of README's generated block of the kernel suite's mutation score. */
    static final GeneratedBlock MUTANTS_BLOCK = GeneratedBlock.named("kernel-mutants");

    /** The recordings of these scenarios under {@code dir} (a scenario without one is left out). */
    static List<Mutants.Recording> recordings(Path dir, List<Scenario> chosen) throws IOException {
        List<Mutants.Recording> l = new ArrayList<>();
        for (Scenario s : chosen) {
            if (Files.isDirectory(dir.resolve(s.name))) {
                l.add(new Mutants.Recording(s, Observation.read(dir.resolve(s.name))));
            }
        }
        return l;
    }

    /** The mutants of {@code variant} on these recordings: every other PLPMTUD variant, HZ and the sysctls. */
    static List<Mutants.Mutant> mutantsOf(String variant, List<Mutants.Recording> recordings) {
        List<String> names = new ArrayList<>();
        for (pmtuverify.model.plpmtud.Variant v : pmtuverify.model.plpmtud.Variant.values()) {
            names.add(v.name());
        }
        java.util.Set<Integer> hz = new java.util.TreeSet<>();
        recordings.forEach(r -> hz.add(r.observation().hz));
        return Mutants.of(variant, names, hz);
    }
}
