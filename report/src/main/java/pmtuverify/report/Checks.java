package pmtuverify.report;

import pmtuverify.trace.BadInput;
import pmtuverify.trace.Names;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.explore.Explorer;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Evidence;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.CellCache;
import pmtuverify.props.engine.Verdict;

/** Runs the catalogue's rows through the random engine; shared by {@code check} and {@code report}. */
public final class Checks {
    private Checks() {}

    public static List<Verdict> run(String variant, String invariant, int tries, long seed) {
        List<CheckSpec> specs = Catalogue.random();
        if (invariant != null && Catalogue.byId(specs, invariant) == null) {
            throw new BadInput("unknown invariant \"" + invariant + "\" (" + Names.list(Names.invariants()) + ")");
        }
        requireKnownVariant(specs, variant);
        Names.requireApplicable(specs, invariant, variant);
        List<Verdict> out = new ArrayList<>();
        RandomEngine engine = new RandomEngine(tries, seed);
        for (CheckSpec s : specs) {
            if (invariant != null && !s.invariant().id().equals(invariant)) {
                continue;
            }
            for (String v : s.variants()) {
                if (variant != null && !variant.equals(v)) {
                    continue;
                }
                out.add(randomCell(engine, s, v));
            }
        }
        return out;
    }

    /** One cell through the random engine, with its record. */
    private static Verdict randomCell(RandomEngine engine, CheckSpec s, String v) {
        MachineHarness<?, ?> h = (MachineHarness<?, ?>) s.factory().create(v);
        Verdict d = engine.check(h, s.invariant().id(), v);
        Evidence r = randomRecord(h, d);
        return d.withRecords(r, List.of(r));
    }

    /**
     * The report classes a report cell's verdict reads: the cell's checks and explorations, its choice of
     * counterexample (DefaultsFigure), its causes (Causes; the writers and the replay they run through are the trace
     * module's, pmtuverify/trace/, which counts whole like every library module's code). The rest of the report
     * module renders verdicts and reads none.
     */
    public static final List<String> CELL_CLASSES = List.of("Checks", "Explorations", "DefaultsFigure", "Causes");

    /**
     * The classes whose code a report cell's verdict depends on (for {@link CellCache#codeFingerprint}): the
     * report's {@link #CELL_CLASSES} and every library module's classes but the kernel suite's and the proofs'; no
     * command-line class (pmtuverify/cli/, which only parses options and calls the libraries).
     */
    public static boolean computesCells(String className) {
        if (className.startsWith("pmtuverify/report/")) {
            String simple = className.substring("pmtuverify/report/".length());
            for (String c : CELL_CLASSES) {
                if (simple.equals(c + ".class") || simple.startsWith(c + "$")) {
                    return true;
                }
            }
            return false;
        }
        return !(className.startsWith("pmtuverify/kernel/") || className.startsWith("pmtuverify/proofs/")
                || className.startsWith("pmtuverify/cli/"));
    }

    /**
     * Every cell of the catalogue as the report judges it ({@link #run} then {@link #withExplorer}, cell by cell: each
     * cell's runs draw from seeds of their own, so a cell computed alone equals the same cell of a whole run), each
     * taken from {@code cache} when its fingerprint is there (null: no cache). {@code reused} and {@code ran} receive
     * the cells' names ("INVARIANT/VARIANT").
     */
    public static List<Verdict> reportCells(int tries, long seed, CellCache cache, List<String> reused, List<String> ran) throws java.io.IOException {
        return reportCells(tries, seed, cache, reused, ran, pmtuverify.work.Parallel.defaultThreads());
    }

    /** {@link #reportCells(int, long, CellCache, List, List)} on {@code jobs} worker threads (the same cells whatever the count). */
    public static List<Verdict> reportCells(int tries, long seed, CellCache cache, List<String> reused, List<String> ran, int jobs)
            throws java.io.IOException {
        return reportCells(tries, seed, cache, v -> CellCache.fieldsOf(pmtuverify.model.plpmtud.Variant.byName(v)), cell -> true, reused, ran, jobs);
    }

    /**
     * {@link #reportCells(int, long, CellCache, List, List)} over the cells {@code cells} accepts (by name), with
     * {@code variantData} giving what a cell reads of its variant besides its name; on the machine's processors.
     */
    public static List<Verdict> reportCells(int tries, long seed, CellCache cache, java.util.function.Function<String, String> variantData,
                                     java.util.function.Predicate<String> cells, List<String> reused, List<String> ran)
            throws java.io.IOException {
        return reportCells(tries, seed, cache, variantData, cells, reused, ran, pmtuverify.work.Parallel.defaultThreads());
    }

    /** A cell of {@link #reportCells}: its place in the catalogue's order, its row, variant, name and cache key (or null). */
    private record Cell(int index, CheckSpec spec, String variant, String name, String key) {}

    /** A cell's verdict and whether it was read from the cache. */
    private record Judged(Verdict verdict, boolean reused) {}

    /**
     * {@link #reportCells(int, long, CellCache, java.util.function.Function, java.util.function.Predicate, List, List)}
     * with the cells judged on {@code jobs} worker threads ({@link pmtuverify.work.Parallel}; 1: in this thread, one
     * after another). Whatever the count, the verdicts, {@code reused}, {@code ran} and the progress lines come in the
     * catalogue's order (a cell's progress line is printed once it and every cell before it are done), and each cell is
     * the same: a cell shares no mutable state with another (its harnesses and engines are its own; the cache writes one
     * file per key, atomically). The one shared resource is the heap: a cell whose exploration the memory budget
     * stopped while other cells ran is judged again with the heap to itself (the others wait), as it is on one worker.
     */
    public static List<Verdict> reportCells(int tries, long seed, CellCache cache, java.util.function.Function<String, String> variantData,
                                     java.util.function.Predicate<String> cells, List<String> reused, List<String> ran, int jobs)
            throws java.io.IOException {
        List<CheckSpec> specs = Catalogue.random();
        String bounds = "tries " + tries + ", seed " + seed + ", explorer states " + REPORT_MAX_STATES;
        List<Cell> todo = new ArrayList<>();
        for (CheckSpec s : specs) {
            for (String v : s.variants()) {
                String name = s.invariant().id() + "/" + v;
                if (cells.test(name)) {
                    todo.add(new Cell(todo.size(), s, v, name, cache == null ? null : cache.key(s.invariant().id(), v, variantData.apply(v), bounds)));
                }
            }
        }
        Progress progress = Progress.of("cells", todo.size());
        boolean[] finished = new boolean[todo.size()];
        int[] reported = {0};
        java.util.concurrent.locks.ReadWriteLock heap = new java.util.concurrent.locks.ReentrantReadWriteLock();
        // the processors shared out among the workers (an exploration's result does not depend on its thread count)
        int explorerThreads = Math.max(1, Runtime.getRuntime().availableProcessors() / Math.max(1, jobs));
        List<Judged> judged;
        try {
            judged = pmtuverify.work.Parallel.map(todo, jobs, c -> {
                Verdict d = c.key() == null ? null : cache.get(c.key());
                if (d != null) {
                    return new Judged(d, true);
                }
                d = judgeSharingHeap(c, tries, seed, jobs > 1 ? heap : null, explorerThreads);
                if (cache != null) {
                    try {
                        cache.put(c.key(), d);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }
                return new Judged(d, false);
            }, c -> {
                // called one at a time: report the cells done so far in the catalogue's order
                finished[c.index()] = true;
                while (reported[0] < todo.size() && finished[reported[0]]) {
                    progress.done(todo.get(reported[0]++).name());
                }
            });
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
        List<Verdict> out = new ArrayList<>();
        for (int i = 0; i < todo.size(); i++) {
            (judged.get(i).reused() ? reused : ran).add(todo.get(i).name());
            out.add(judged.get(i).verdict());
        }
        return out;
    }

    /**
     * A cell judged afresh; with {@code heap} (several workers): under its read lock, and judged again under its
     * write lock (no other cell running) when the memory budget stopped the exploration or the heap ran out.
     */
    private static Verdict judgeSharingHeap(Cell c, int tries, long seed, java.util.concurrent.locks.ReadWriteLock heap, int explorerThreads) {
        if (heap == null) {
            return judge(c, tries, seed, explorerThreads).verdict();
        }
        heap.readLock().lock();
        try {
            Explored e = judge(c, tries, seed, explorerThreads);
            if (e.result().limit != Explorer.Limit.MEMORY) {
                return e.verdict();
            }
        } catch (OutOfMemoryError oom) {
            // judged again below, alone
        } finally {
            heap.readLock().unlock();
        }
        heap.writeLock().lock();
        try {
            return judge(c, tries, seed, Runtime.getRuntime().availableProcessors()).verdict();
        } finally {
            heap.writeLock().unlock();
        }
    }

    /** A cell as the report judges it: its random runs, the explorer's evidence, its causes. */
    private static Explored judge(Cell c, int tries, long seed, int explorerThreads) {
        Explored e = explored(randomCell(new RandomEngine(tries, seed), c.spec(), c.variant()), Catalogue.random(), explorerThreads);
        return new Explored(Causes.find(e.verdict(), c.spec(), c.variant(), tries, seed), e.result());
    }

    /**
     * The random engine's record of a cell: its runs (those made until the counterexample, if one was found), the
     * harness's events per run, events and domain, and the shrunk counterexample as witness.
     */
    public static Evidence randomRecord(MachineHarness<?, ?> h, Verdict d) {
        long runs = d.counterexample != null ? ((Number) d.evidence.get("found_at_try")).longValue()
                : ((Number) d.evidence.get("tries")).longValue();
        return new Evidence(Evidence.Method.RANDOM, recordEvents(h), h.scope(), Evidence.Reach.SAMPLED, runs, h.depth(),
                witness(d.counterexample, null));
    }

    /**
     * The events of a harness's records: its own words, and for a liveness invariant with a fairness assumption
     * ", fair paths only": the random engine and the explorer count only fair lassos, so their claims (and their
     * witnesses) are about fair paths, and the contradiction rule does not set them against a record that ignores it.
     */
    public static String recordEvents(MachineHarness<?, ?> h) {
        return h.events() + (h.liveness() && h.fairness() != null ? FAIR_PATHS : "");
    }

    /** What {@link #recordEvents} appends under a fairness assumption. */
    public static final String FAIR_PATHS = ", fair paths only";

    /** The explorer's record of a cell: how far it went (PARTIAL, BOUNDED or CLOSED) within its depth bound. */
    public static Evidence explorerRecord(MachineHarness<?, ?> h, int depth, Explorer.Result r, String file) {
        Evidence.Reach reach = !r.complete ? Evidence.Reach.PARTIAL : r.closed ? Evidence.Reach.CLOSED : Evidence.Reach.BOUNDED;
        return new Evidence(Evidence.Method.EXPLORER, recordEvents(h), h.scope(), reach, 0, depth, witness(r.violation, file));
    }

    /** A counterexample as a record's witness ({@code file}: where the report writes it, or null). */
    public static Evidence.Witness witness(InvariantViolation v, String file) {
        return v == null ? null : Evidence.Witness.of(file, v.trace(), v.violatingLine());
    }

    /** Where the report writes the counterexample of a cell, relative to specs/. */
    public static String counterexampleFile(String invariant, String variant) {
        return "counterexamples/" + invariant + "-" + variant + ".jsonl";
    }

    /** Bad input unless {@code variant} is null or a variant of some row of {@code specs}. */
    public static void requireKnownVariant(List<CheckSpec> specs, String variant) {
        boolean known = variant == null;
        java.util.Set<String> all = new java.util.LinkedHashSet<>();
        for (CheckSpec s : specs) {
            known |= s.variants().contains(variant);
            all.addAll(s.variants());
        }
        if (!known) {
            throw new BadInput("unknown variant \"" + variant + "\" (" + String.join(", ", all) + ")");
        }
    }

    /** State cap of the report's explorations. */
    public static final long REPORT_MAX_STATES = 20_000_000;

    /**
     * Adds the explorer's evidence to each verdict, over the standard bounds: PROVEN when the random
     * runs found nothing and the explorer exhausted its bounds; VIOLATED with the explorer's
     * counterexample when only the explorer found one. Where both found one, the shorter is shown
     * (the explorer's on a tie: its values are the standard ones). The cell's record is the one whose
     * counterexample is shown, else the explorer's when it covered its bounds, else the random engine's.
     */
    public static List<Verdict> withExplorer(List<Verdict> random) {
        List<CheckSpec> specs = Catalogue.random();
        List<Verdict> out = new ArrayList<>();
        for (Verdict v : random) {
            out.add(explored(v, specs, Runtime.getRuntime().availableProcessors()).verdict());
        }
        return out;
    }

    /** A verdict with the explorer's evidence ({@link #withExplorer}), and the exploration's result. */
    private record Explored(Verdict verdict, Explorer.Result result) {}

    /** {@link #withExplorer} of one cell's random verdict {@code v}, its exploration on {@code threads} threads (the result does not depend on it). */
    private static Explored explored(Verdict v, List<CheckSpec> specs, int threads) {
        Explorations.Run run = Explorations.of(Catalogue.byId(specs, v.invariantId), v.variant, 0, -1);
        Explorer.Result r = new Explorer(REPORT_MAX_STATES, threads, null, Long.MAX_VALUE).explore(run.harness, run.depth);
        Map<String, Object> ev = new LinkedHashMap<>(v.evidence);
        Verdict.Kind kind = v.kind;
        InvariantViolation ce = v.counterexample;
        String file = counterexampleFile(v.invariantId, v.variant);
        Evidence sampled = v.record;
        Evidence explorer = explorerRecord(run.harness, run.depth, r, null);
        Evidence record = sampled;
        if (r.violation != null && (ce == null || explorersFirst(specs, v, r.violation, ce))) {
            kind = Verdict.Kind.VIOLATED;
            ce = r.violation;
            ev.remove("found_at_try");
            ev.put("found_by", r.search == Explorer.Search.BFS ? "explorer's breadth-first search (no run within the standard bounds has fewer events)"
                    : "explorer's search for strongly connected components (shortest stem and loop)");
            explorer = explorerRecord(run.harness, run.depth, r, file);
            record = explorer;
        } else if (ce != null) {
            sampled = new Evidence(sampled.method(), sampled.events(), sampled.domain(), sampled.reach(), sampled.runs(),
                    sampled.depth(), witness(ce, file));
            record = sampled;
        } else if (r.complete) {
            kind = Verdict.Kind.PROVEN;
            record = explorer;
        }
        ev.put("explorer", evidence(r, run.bounds, explorer));
        return new Explored(new Verdict(v.invariantId, v.variant, kind, ev, ce, record, List.of(sampled, explorer)), r);
    }

    /**
     * Whether the explorer's counterexample is shown rather than the random engine's: for PLPMTUD, the one with
     * fewer config fields away from a default kernel ({@link DefaultsFigure#away}), then the shorter; otherwise
     * the shorter. On a tie, the explorer's (breadth-first: its values are the standard ones).
     */
    public static boolean explorersFirst(List<CheckSpec> specs, Verdict v, InvariantViolation explorer, InvariantViolation random) {
        if (DefaultsFigure.counted(specs, v)) {
            int a = DefaultsFigure.away(explorer.trace()).size();
            int b = DefaultsFigure.away(random.trace()).size();
            if (a != b) {
                return a < b;
            }
        }
        return explorer.trace().size() <= random.trace().size();
    }

    /** One line of explorer evidence: the explorer record's label, bounds, search and JPF-like statistics. */
    public static String evidence(Explorer.Result r, String bounds, Evidence record) {
        String search = (r.search == Explorer.Search.BFS ? "breadth-first" : "strongly connected components")
                + " over the states within breadth-first distance " + record.depth() + " of a start";
        return record.label() + (r.complete ? "" : " (stopped by " + r.limit + ")") + " over " + bounds + "; " + search
                + ": states_new " + r.statesNew + ", states_visited " + r.statesVisited + ", transitions " + r.transitions
                + ", max_depth " + r.maxDepth + " " + r.depthUnit() + " (the farthest state's shortest distance from a start)"
                + (r.violation == null && r.closed ? "; closed: no state is left unexpanded, so this holds at every depth" : "")
                + (r.violation == null && r.complete ? corners(r.coverage) : "");
    }

    /** The corners an exhaustive exploration reached, with their counts (0 shows a corner never reached). */
    public static String corners(Map<String, Long> coverage) {
        if (coverage == null || coverage.isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder("; corners reached (per transition):");
        String sep = " ";
        for (Map.Entry<String, Long> e : coverage.entrySet()) {
            b.append(sep).append(e.getKey()).append(' ').append(e.getValue());
            sep = ", ";
        }
        return b.toString();
    }

    /** A cell's result in one line: its counterexample's length, line and detail, else its tries and coverage. */
    public static String summary(Verdict v) {
        if (v.counterexample != null) {
            return v.counterexample.trace().size() + "-line trace, line " + v.counterexample.violatingLine() + ": "
                    + v.counterexample.detail();
        }
        StringBuilder b = new StringBuilder();
        b.append(v.evidence.get("tries")).append(" tries");
        Object cov = v.evidence.get("coverage");
        if (cov instanceof Map) {
            for (Map.Entry<?, ?> e : ((Map<?, ?>) cov).entrySet()) {
                b.append("; ").append(e.getKey()).append(' ').append(e.getValue());
            }
        }
        return b.toString();
    }
}
