package pmtuverify.cli;

import pmtuverify.report.Report;
import pmtuverify.report.ReportFiles;
import pmtuverify.report.Checks;
import pmtuverify.report.StoredCells;
import pmtuverify.report.ci.StoredResults;
import pmtuverify.props.engine.CellCache;
import pmtuverify.props.engine.Verdict;
import pmtuverify.model.plpmtud.Variant;
import java.util.function.Function;
import pmtuverify.trace.BadInput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./pmtu report}: writes specs/VERDICTS.md, specs/CATALOGUE.md, specs/REPORT.html, specs/counterexamples/ and
 * specs/hystart-short-rtt.txt and .svg, and rewrites the generated blocks of README.md and specs/HYSTART.md
 * ({@link Report#docBlocks}), and specs/fingerprints/report-cells.tsv ({@link StoredCells}); {@code --check} re-derives the
 * cells its plan names ({@link StoredResults#plan}), writes the files into a temporary directory instead and compares
 * them, and the blocks, with the checked-in ones.
 */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Regenerate specs/VERDICTS.md, specs/CATALOGUE.md, specs/REPORT.html, specs/counterexamples/ and "
                + "specs/hystart-short-rtt.txt and .svg, and the generated blocks of README.md and specs/HYSTART.md.",
            "With --check, fail on a stored cell fingerprint (specs/fingerprints/report-cells.tsv) the code does not compute, "
                + "re-derive the cells changed since the previous commit and a rotating sample (every cell once in any 20 "
                + "commits; --full: every cell), render the report into a temporary directory and compare: exit 0 when the "
                + "checked-in files and blocks are fresh, 1 with one line per stale fingerprint, stale, missing or orphaned "
                + "file or stale block, 2 on bad input."})
public final class ReportCommand implements Callable<Integer> {
    @Option(names = "--specs", description = "the specs directory (default ${DEFAULT-VALUE})")
    String specs = "specs";

    @Option(names = "--check", description = "write nothing under the specs directory: compare it with a fresh report")
    boolean check;

    @Option(names = "--no-cache", description = "judge every cell afresh, reading and writing no cached cell")
    boolean noCache;

    @Option(names = "--cache", description = "where each cell's verdict is kept under the fingerprint of what it depends on "
            + "(the model, engine and explorer code, the variant's rules, the invariant, the bounds), so that a change to one "
            + "variant's rules re-runs only that variant's cells (default ${DEFAULT-VALUE})")
    String cache = ".pmtu-cache/report";

    @Option(names = "--full", description = "with --check: re-derive every cell, not only the changed ones and the sample")
    boolean full;

    @Option(names = "--jobs", paramLabel = "N", description = "cells judged at once, on N worker threads (default: the machine's "
            + "processors); the files written and the lines printed are the same whatever N")
    int jobs = pmtuverify.work.Parallel.defaultThreads();

    @Override
    public Integer call() throws IOException {
        if (jobs < 1) {
            throw new BadInput("--jobs must be at least 1, got " + jobs);
        }
        Path dir = Paths.get(specs);
        if (!Files.isDirectory(dir)) {
            throw new BadInput("no such directory: " + specs);
        }
        if (full && !check) {
            throw new BadInput("--full goes with --check");
        }
        String code = CellCache.codeFingerprint(System.getProperty("java.class.path"),
                Checks::computesCells, Path.of(System.getProperty("pmtu.home", "."), "model/src/main/java", CellCache.VARIANT_CLASS.replace(".class", ".java")));
        if (code == null) {
            throw new BadInput("no pmtuverify class on the class path to fingerprint the cells with");
        }
        CellCache cells = new CellCache(Path.of(cache), code);
        Function<String, String> rules = v -> CellCache.fieldsOf(Variant.byName(v));
        Map<String, String> keys = StoredCells.fingerprints(cells, rules, Report.TRIES, Report.SEED);
        List<String> reused = new java.util.ArrayList<>();
        List<String> ran = new java.util.ArrayList<>();
        Map<String, String> files;
        if (check && !full) {
            Path table = dir.resolve(StoredCells.TABLE);
            if (!Files.isRegularFile(table)) {
                System.out.println("stale fingerprint: every cell (regenerate with ./pmtu report): no " + table);
                return 1;
            }
            StoredResults.Plan plan = StoredResults.plan(keys, StoredResults.parse(Files.readString(table), table.toString()),
                    StoredResults.landing(table));
            List<Verdict> vs = StoredCells.rederive(plan, StoredResults.parse(Files.readString(table), table.toString()), keys, rules,
                    Report.TRIES, Report.SEED, jobs, System.out);
            if (vs == null) {
                return 1;
            }
            files = new java.util.LinkedHashMap<>(Report.generate(vs, Report.TRIES, Report.SEED));
            // A verdict's serialised form is not canonical across runs (it may differ where nothing of it is shown), so
            // the re-derived cells are held to the stored ones by what they render: the report rendered from the stored
            // verdicts alone must equal the one rendered with the re-derived ones, file for file, and both are compared
            // with specs/ below. The table compared is the stored verdicts' (its fingerprints checked above).
            Map<String, StoredResults.Entry> entries = StoredResults.parse(Files.readString(table), table.toString());
            List<Verdict> storedOnly = StoredCells.merge(new java.util.ArrayList<>(keys.keySet()), Map.of(), entries);
            Map<String, String> fromStored = Report.generate(storedOnly, Report.TRIES, Report.SEED);
            int renderedApart = 0;
            for (Map.Entry<String, String> f : files.entrySet()) {
                if (!f.getValue().equals(fromStored.get(f.getKey()))) {
                    renderedApart++;
                    System.out.println("report --check: the re-derived cells render " + f.getKey() + " differently from the stored verdicts");
                }
            }
            if (renderedApart > 0) {
                return 1;
            }
            System.out.println("report --check: the re-derived cells render every file as the stored verdicts do");
            files.put(StoredCells.TABLE, StoredCells.table(keys, storedOnly));
        } else {
            List<Verdict> vs = Checks.reportCells(Report.TRIES, Report.SEED, noCache ? null : cells, reused, ran, jobs);
            if (!noCache) {
                System.err.println("pmtu: " + ran.size() + " cells judged, " + reused.size() + " reused from " + cache
                        + (ran.isEmpty() || ran.size() > 12 ? "" : " (judged: " + String.join(", ", ran) + ")"));
            }
            files = new java.util.LinkedHashMap<>(Report.generate(vs, Report.TRIES, Report.SEED));
            files.put(StoredCells.TABLE, StoredCells.table(keys, vs));
        }
        List<ReportFiles.DocBlock> blocks = Report.docBlocks(files.get("VERDICTS.md"));
        if (!check) {
            ReportFiles.write(files, dir);
            System.out.println("wrote " + files.size() + " files under " + dir);
            for (String w : ReportFiles.writeBlocks(blocks, dir)) {
                System.out.println("wrote " + w);
            }
            return 0;
        }
        Path fresh = Files.createTempDirectory("pmtu-report-");
        try {
            ReportFiles.write(files, fresh);
            List<String> findings = new java.util.ArrayList<>(ReportFiles.compare(fresh, dir));
            findings.addAll(ReportFiles.compareBlocks(blocks, dir));
            findings.forEach(System.out::println);
            if (!findings.isEmpty()) {
                System.out.println(findings.size() + " of the report's files under " + dir + " differ from a fresh report: run ./pmtu report");
                return 1;
            }
            System.out.println("fresh: the " + files.size() + " files ./pmtu report writes under " + dir);
            return 0;
        } finally {
            try (Stream<Path> s = Files.walk(fresh)) {
                for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
                    Files.delete(p);
                }
            }
        }
    }
}
