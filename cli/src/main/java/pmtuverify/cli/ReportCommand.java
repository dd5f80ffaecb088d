package pmtuverify.cli;

import pmtuverify.report.Report;
import pmtuverify.report.ReportFiles;
import pmtuverify.report.DefaultsFigure;
import pmtuverify.report.Checks;
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
 * {@code ./pmtu report}: writes specs/VERDICTS.md, specs/CATALOGUE.md, specs/REPORT.html and specs/counterexamples/;
 * {@code --check} writes them into a temporary directory instead and compares them with the checked-in ones.
 */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Regenerate specs/VERDICTS.md, specs/CATALOGUE.md, specs/REPORT.html and specs/counterexamples/.",
            "With --check, regenerate them into a temporary directory and compare: exit 0 when the checked-in files are "
                + "fresh, 1 with one line per stale, missing or orphaned file, 2 on bad input."})
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

    @Override
    public Integer call() throws IOException {
        Path dir = Paths.get(specs);
        if (!Files.isDirectory(dir)) {
            throw new BadInput("no such directory: " + specs);
        }
        pmtuverify.props.engine.CellCache cells = null;
        if (!noCache) {
            String code = pmtuverify.props.engine.CellCache.codeFingerprint(System.getProperty("java.class.path"),
                    Checks::computesCells, Path.of(System.getProperty("pmtu.home", "."), "model/src/main/java", pmtuverify.props.engine.CellCache.VARIANT_CLASS.replace(".class", ".java")));
            if (code == null) {
                System.err.println("pmtu: no pmtuverify class on the class path to fingerprint: every cell judged afresh, none cached");
            } else {
                cells = new pmtuverify.props.engine.CellCache(Path.of(cache), code);
            }
        }
        List<String> reused = new java.util.ArrayList<>();
        List<String> ran = new java.util.ArrayList<>();
        Map<String, String> files = Report.generate(Report.TRIES, Report.SEED, cells, reused, ran);
        if (cells != null) {
            System.err.println("pmtu: " + ran.size() + " cells judged, " + reused.size() + " reused from " + cache
                    + (ran.isEmpty() || ran.size() > 12 ? "" : " (judged: " + String.join(", ", ran) + ")"));
        }
        Path readme = dir.toAbsolutePath().getParent().resolve("README.md");
        String figure = Report.defaultsSection(files.get("VERDICTS.md"));
        if (!check) {
            ReportFiles.write(files, dir);
            System.out.println("wrote " + files.size() + " files under " + dir);
            if (Files.isRegularFile(readme)) {
                String text = Files.readString(readme);
                if (DefaultsFigure.BLOCK.section(text) != null) {
                    Files.writeString(readme, DefaultsFigure.BLOCK.rewrite(text, figure));
                    System.out.println("wrote README.md's defaults block");
                }
            }
            return 0;
        }
        Path fresh = Files.createTempDirectory("pmtu-report-");
        try {
            ReportFiles.write(files, fresh);
            List<String> findings = new java.util.ArrayList<>(ReportFiles.compare(fresh, dir));
            if (Files.isRegularFile(readme) && !figure.equals(DefaultsFigure.BLOCK.section(Files.readString(readme)))) {
                findings.add("README.md: the defaults block differs from VERDICTS.md's figure");
            }
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
