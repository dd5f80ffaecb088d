package pmtuverify.report;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import pmtuverify.explore.Explorer;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.GeneratedBlock;
import pmtuverify.trace.BadInput;

/**
 * The project's jpf-config runs under a stock jpf-core ({@code ./pmtu jpf}): each config's harness and bounds, one JPF
 * run with a time limit, the embedded explorer's verdict on the same harness and bounds, and README's generated
 * {@code jpf} block of both. JPF is in no package registry, so CI cannot run it: the block is written where a built
 * jpf-core is at hand and names the commits it was measured at.
 */
public final class JpfRuns {
    private JpfRuns() {}

    /** README's block of the table; its begin marker names the command that writes it. */
    public static final GeneratedBlock BLOCK = new GeneratedBlock("<!-- jpf:begin (written by ./pmtu jpf --all --readme "
            + "README.md when JPF_HOME names a built jpf-core; edits between the markers are overwritten) -->", "<!-- jpf:end -->");

    /** The runner's flags: the JDK-internal packages jpf-core's java-17 branch opens. */
    private static final List<String> JVM_FLAGS = List.of("--add-opens", "java.base/jdk.internal.misc=ALL-UNNAMED",
            "--add-opens", "java.base/java.lang=ALL-UNNAMED", "--add-opens", "java.base/java.util=ALL-UNNAMED",
            "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED");

    /**
     * A jpf-config file: its name without {@code .jpf}, and the harness and bounds of its {@code target.args}
     * ({@code INVARIANT,VARIANT[,DEPTH[,OUTSIDE]]}, as {@code pmtuverify.explore.Harnesses} reads them; depth 0 and
     * outside -1 stand for the standard ones).
     */
    public record Config(String name, Path file, String invariant, String variant, int depth, int outside) {
        public static Config read(Path file) throws IOException {
            Properties p = new Properties();
            try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                p.load(r);
            }
            String[] a = p.getProperty("target.args", "").split(",");
            String base = file.getFileName().toString();
            if (a.length < 2) {
                throw new BadInput(file + ": target.args names no INVARIANT,VARIANT");
            }
            return new Config(base.substring(0, base.length() - ".jpf".length()), file, a[0], a[1],
                    a.length > 2 ? Integer.parseInt(a[2]) : 0, a.length > 3 ? Integer.parseInt(a[3]) : -1);
        }
    }

    /** The configs of {@code dir} (its {@code *.jpf} files), in name order. */
    public static List<Config> configs(Path dir) throws IOException {
        List<Config> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path f : s.filter(f -> f.getFileName().toString().endsWith(".jpf")).sorted().toList()) {
                out.add(Config.read(f));
            }
        }
        return out;
    }

    /** How a JPF run ended. */
    public enum Status {
        /** JPF searched and reported no error. */
        NO_ERRORS,
        /** JPF reported a broken invariant: an uncaught InvariantViolation. */
        VIOLATION,
        /** JPF reported another error (another exception, a deadlock). */
        OTHER_ERROR,
        /** The time limit stopped JPF. */
        NOT_FINISHED,
        /** JPF ended without a verdict. */
        FAILED
    }

    /** One JPF run: how it ended, its verdict in the table's words, its wall time. */
    public record Run(Status status, String verdict, double seconds) {}

    /**
     * Runs {@code jpf} with jpf-core's {@code runJpf} (build/RunJPF.jar) in a JVM of this Java, each output line to
     * {@code echo}; past {@code limit} JPF is killed and the run is NOT_FINISHED.
     */
    public static Run run(Path runJpf, Path jpf, Duration limit, Consumer<String> echo) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(JVM_FLAGS);
        cmd.addAll(List.of("-jar", runJpf.toString(), jpf.toAbsolutePath().toString()));
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.INHERIT).start();
        Thread reaper = new Thread(() -> kill(p), "jpf-reaper"); // a killed ./pmtu jpf takes JPF with it
        Runtime.getRuntime().addShutdownHook(reaper);
        JpfOutput out = new JpfOutput();
        // read on a thread of its own, so that the limit is kept while JPF prints nothing
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    echo.accept(line);
                    out.accept(line);
                }
            } catch (IOException e) {
                // the stream of a killed JPF: its verdict is NOT_FINISHED
            }
        }, "jpf-output");
        reader.start();
        boolean finished = p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
        if (!finished) {
            kill(p);
        }
        int rc = p.waitFor();
        reader.join(); // out is read only after its thread ended
        Runtime.getRuntime().removeShutdownHook(reaper);
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (!finished) {
            return new Run(Status.NOT_FINISHED, "not finished within " + limit.toMinutes() + " min", seconds);
        }
        // RunJPF exits 0 when it reports an error, so its verdict is read from its output
        if (out.error()) {
            return new Run(out.violation() ? Status.VIOLATION : Status.OTHER_ERROR, out.verdict(), seconds);
        }
        if (rc == 0 && out.clean()) {
            return new Run(Status.NO_ERRORS, out.verdict(), seconds);
        }
        return new Run(Status.FAILED, "JPF failed (exit " + rc + ")", seconds);
    }

    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    /** The embedded explorer on {@code c}'s harness and bounds: what {@code ./pmtu explore} with them reports. */
    public static Explorer.Result explore(Config c, int threads) {
        CheckSpec s = Catalogue.byId(Catalogue.random(), c.invariant());
        if (s == null || !s.variants().contains(c.variant())) {
            throw new BadInput(c.file() + ": no harness " + c.invariant() + " on " + c.variant());
        }
        Explorations.Run run = Explorations.of(s, c.variant(), c.depth(), c.outside());
        return new Explorer(Explorations.DEFAULT_MAX_STATES, threads, null, Long.MAX_VALUE).explore(run.harness, run.depth);
    }

    /**
     * An exploration's verdict in the table's words: {@code VIOLATED (N lines)} or {@code VIOLATED (lasso, stem N
     * lines)} (counted as JPF's are, {@link JpfOutput#counterexample}), {@code PROVEN}, {@code PROVEN (closed)} when it
     * holds at every depth, {@code PARTIAL (stopped by ...)}; a lasso that exists only under an unfair path is named.
     */
    public static String explorerVerdict(Explorer.Result r) {
        return switch (r.verdict()) {
            case VIOLATED -> "VIOLATED (" + JpfOutput.counterexample(r.violation.getMessage()) + ")";
            case PARTIAL -> "PARTIAL (stopped by " + r.limit + ")";
            case PROVEN -> "PROVEN" + (r.closed ? " (closed)" : "")
                    + (r.onlyUnfairLassos() ? ", an unfair lasso only" : "");
        };
    }

    /** A row of the table: a config, its JPF run and the explorer's verdict on the same harness and bounds. */
    public record Row(Config config, Run jpf, String explorer) {
        /** JPF and the explorer both finished and disagree on whether the invariant breaks. */
        public boolean disagrees() {
            boolean violated = explorer.startsWith("VIOLATED");
            return jpf.status() == Status.VIOLATION && !violated || jpf.status() == Status.NO_ERRORS && violated;
        }

        /** The row as the command prints it: one line. */
        public String line() {
            return String.format(Locale.ROOT, "%-22s %-44s %12s   explorer: %s", config.name(), jpf.verdict(),
                    wallTime(jpf.seconds()), explorer);
        }
    }

    /** A wall time as README's figures write it: {@code 42 s}, {@code 3 min 07 s}. */
    public static String wallTime(double seconds) {
        long s = Math.round(seconds);
        return s < 60 ? s + " s" : String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60);
    }

    /** Where and when the table was measured: this project's and jpf-core's commits, the date, each run's limit. */
    public record Measured(String commit, String date, String jpfCore, Duration limit) {}

    /** README's block: the commits and limit, then the table. */
    public static String markdown(Measured m, List<Row> rows) {
        StringBuilder b = new StringBuilder();
        b.append("Measured at commit ").append(m.commit()).append(" (").append(m.date())
                .append(") with jpf-core (github.com/javapathfinder/jpf-core, branch java-17, commit ").append(m.jpfCore())
                .append("),\neach JPF run limited to ").append(m.limit().toMinutes()).append(" min:\n\n")
                .append("| jpf-config | JPF result | JPF wall time | embedded explorer |\n|---|---|---|---|\n");
        for (Row r : rows) {
            b.append("| ").append(r.config().name()).append(" | ").append(r.jpf().verdict()).append(" | ")
                    .append(wallTime(r.jpf().seconds())).append(" | ").append(r.explorer()).append(" |\n");
        }
        return b.toString();
    }

    /**
     * The 12-hex commit of the checkout {@code home} names, which must hold no uncommitted change to a tracked file
     * but {@code readme} (the file the block goes to): a figure names the commit it was measured at. BadInput otherwise.
     */
    public static String measuredCommit(Path home, Path readme) throws IOException, InterruptedException {
        String head = git(home, "rev-parse", "--short=12", "HEAD");
        if (head == null) {
            throw new BadInput(home + " is not a git checkout: the table names the commit it was measured at");
        }
        Path top = Path.of(git(home, "rev-parse", "--show-toplevel")).toRealPath();
        Path except = readme.toRealPath();
        String status = git(home, "status", "--porcelain", "--untracked-files=no");
        for (String line : status == null ? new String[] {"?? (git status failed)"} : status.split("\n")) {
            // porcelain lines are "XY PATH" (or "XY OLD -> NEW" for a rename), PATH relative to the top level
            if (!line.isEmpty() && !top.resolve(line.substring(3).replaceAll(".* -> ", "")).equals(except)) {
                throw new BadInput("uncommitted change to " + line.substring(3) + ": commit first, the table names "
                        + "the commit it was measured at");
            }
        }
        return head;
    }

    /**
     * jpf-core's commit: {@code given} (12 hex digits of it) when not null, else the commit of the git checkout
     * {@code jpfHome} is. BadInput when neither names one.
     */
    public static String jpfCoreCommit(Path jpfHome, String given) throws IOException, InterruptedException {
        if (given != null) {
            if (!given.matches("[0-9a-f]{7,40}")) {
                throw new BadInput("--jpf-commit must be 7 to 40 hex digits, got " + given);
            }
            return given.substring(0, Math.min(12, given.length()));
        }
        // JPF_HOME inside another checkout (not one of its own) would answer with that checkout's commit
        String top = git(jpfHome, "rev-parse", "--show-toplevel");
        if (top == null || !Path.of(top).toRealPath().equals(jpfHome.toRealPath())) {
            throw new BadInput("JPF_HOME is not a git checkout of jpf-core: name its commit with --jpf-commit");
        }
        return git(jpfHome, "rev-parse", "--short=12", "HEAD");
    }

    /** {@code git -C dir ARGS}'s output, trimmed, or null when git fails. */
    private static String git(Path dir, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("git", "-C", dir.toString()));
        cmd.addAll(List.of(args));
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            return null; // no git
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        return p.waitFor() == 0 ? out : null;
    }
}
