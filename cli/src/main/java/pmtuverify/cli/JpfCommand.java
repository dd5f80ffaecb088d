package pmtuverify.cli;

import pmtuverify.report.JpfRuns;
import pmtuverify.report.Report;
import pmtuverify.report.ReportFiles;
import pmtuverify.trace.BadInput;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./pmtu jpf NAME}: runs {@code jpf-config/NAME.jpf} with an installed jpf-core named by {@code JPF_HOME}
 * (jpf-core's java-17 branch; see its own install guide). Exits 0 when JPF reports no errors, 1 when it reports one
 * (an invariant broken), 3 when JPF failed otherwise or did not finish within the time limit.
 * {@code ./pmtu jpf --all [--readme FILE]}: every config, one line each with the embedded explorer's verdict on the
 * same harness and bounds, and README's {@code jpf} block rewritten ({@link JpfRuns}).
 */
@Command(name = "jpf", mixinStandardHelpOptions = true, description = {"Run jpf-config/NAME.jpf with the jpf-core installed at $JPF_HOME.",
    "With --all, run every config in name order, one line each: JPF's verdict and wall time, and the embedded explorer's "
        + "verdict on the same harness and bounds; exit 1 when a finished JPF run and the explorer disagree on whether "
        + "the invariant breaks, 3 when a JPF run failed."})
public final class JpfCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME", description = "a config of the project's jpf-config directory, "
            + "with or without .jpf (termination-v5 or termination-v5.jpf), or the path of a .jpf file")
    String name;

    @Option(names = "--all", description = "run every config of jpf-config/ in name order (not with NAME)")
    boolean all;

    @Option(names = "--readme", paramLabel = "FILE", description = "with --all: rewrite the jpf block of FILE (README.md) "
            + "with the table, this project's commit (the checkout may hold no uncommitted change but FILE) and jpf-core's")
    String readme;

    @Option(names = "--jpf-commit", paramLabel = "HEX", description = "with --readme: jpf-core's commit, when JPF_HOME is "
            + "not a git checkout of jpf-core (default: the commit JPF_HOME has checked out)")
    String jpfCommit;

    @Option(names = "--time-limit", paramLabel = "MIN", description = "minutes each JPF run may take, 1..1440; past it JPF "
            + "is stopped and the run is reported as not finished (default: ${DEFAULT-VALUE})")
    int timeLimit = 20;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (all == (name != null)) {
            throw new BadInput(all ? "--all runs every config: it takes no NAME" : "name a config (NAME) or give --all");
        }
        if (readme != null && !all || jpfCommit != null && readme == null) {
            throw new BadInput(readme != null ? "--readme goes with --all" : "--jpf-commit goes with --readme");
        }
        if (timeLimit < 1 || timeLimit > 1440) {
            throw new BadInput("--time-limit must be in 1..1440, got " + timeLimit);
        }
        File project = Report.projectHome();
        File jpf = all ? null : config(name, project);
        if (jpf != null && !jpf.isFile()) {
            throw new BadInput("no such JPF config: " + jpf.getPath() + " (see the jpf-config directory)");
        }
        String home = System.getenv("JPF_HOME");
        if (home == null || home.isEmpty()) {
            throw new BadInput("JPF_HOME is not set: install jpf-core (branch java-17) by its own guide and point JPF_HOME at it");
        }
        File runJpf = new File(home, "build/RunJPF.jar");
        if (!runJpf.isFile()) {
            throw new BadInput("no " + runJpf.getPath() + ": JPF_HOME must name a built jpf-core (build/RunJPF.jar)");
        }
        Duration limit = Duration.ofMinutes(timeLimit);
        if (!all) {
            JpfRuns.Run r = JpfRuns.run(runJpf.toPath(), jpf.toPath(), limit, System.out::println);
            if (r.status() == JpfRuns.Status.NOT_FINISHED) {
                System.out.println(r.verdict());
            }
            return switch (r.status()) {
                case NO_ERRORS -> 0;
                case VIOLATION, OTHER_ERROR -> 1; // as for ./pmtu explore
                case NOT_FINISHED, FAILED -> 3;
            };
        }
        return all(project.toPath(), Path.of(home), runJpf.toPath(), limit);
    }

    /** {@code --all}: every config, then the README block when asked; the commits are checked before the first run. */
    private int all(Path project, Path home, Path runJpf, Duration limit) throws IOException, InterruptedException {
        JpfRuns.Measured measured = null;
        if (readme != null) {
            ReportFiles.requireBlock(readme, JpfRuns.BLOCK);
            measured = new JpfRuns.Measured(JpfRuns.measuredCommit(project, Path.of(readme)),
                    LocalDate.now(ZoneOffset.UTC).toString(), JpfRuns.jpfCoreCommit(home, jpfCommit), limit);
        }
        List<JpfRuns.Row> rows = new ArrayList<>();
        int threads = Runtime.getRuntime().availableProcessors();
        for (JpfRuns.Config c : JpfRuns.configs(project.resolve("jpf-config"))) {
            JpfRuns.Run r = JpfRuns.run(runJpf, c.file(), limit, line -> { });
            JpfRuns.Row row = new JpfRuns.Row(c, r, JpfRuns.explorerVerdict(JpfRuns.explore(c, threads)));
            System.out.println(row.line());
            rows.add(row);
        }
        if (measured != null) {
            ReportFiles.rewriteBlock(readme, JpfRuns.BLOCK, JpfRuns.markdown(measured, rows));
        }
        if (rows.stream().anyMatch(JpfRuns.Row::disagrees)) {
            return 1;
        }
        return rows.stream().anyMatch(r -> r.jpf().status() == JpfRuns.Status.FAILED) ? 3 : 0;
    }

    /** The .jpf file NAME names: a path when it has a directory part, else jpf-config/NAME[.jpf] under the project. */
    static File config(String name, File project) {
        if (name.contains(File.separator)) {
            return new File(name);
        }
        String base = name.endsWith(".jpf") ? name : name + ".jpf";
        return new File(new File(project, "jpf-config"), base);
    }
}
