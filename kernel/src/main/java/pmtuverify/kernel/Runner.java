package pmtuverify.kernel;

import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.hystart.HystartScenario;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.plpmtud.Scenario;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.concurrent.TimeUnit;

/**
 * Runs scenarios on this machine's kernel: checks root and the tools, then scenario.sh (which builds and always
 * deletes the namespaces) with a hard time limit per scenario.
 */
public final class Runner {
    /** How many times a run that failed, or came out NOISY or NO_DATA, is run again. */
    public static final int RERUNS = 2;
    /** A scenario's hard time limit beyond its traffic's seconds: set-up, bpftrace's start, the drain. */
    public static final long GRACE_S = 60;
    /** Scenario runs this process has started: each gets a port of its own. */
    private static final java.util.concurrent.atomic.AtomicInteger RUNS_STARTED = new java.util.concurrent.atomic.AtomicInteger();

    /**
     * The test connection's port for run {@code n} of process {@code pid}: a new one per run. The probes filter on the
     * port alone, and a connection of an earlier run can outlive its namespaces (a sender whose data never got
     * through is an orphan that retransmits for minutes, and its socket keeps the namespace alive), so with one port
     * per process its retransmissions were samples of the next run.
     */
    public static int port(long pid, int n) {
        return 40000 + (int) ((pid * 211 + n) % 20000);
    }

    /** Where --record saves, and where the report reads the kernel's evidence from. */
    public static final Path RUNS = Path.of("specs", "kernel-runs");
    static final String[] TOOLS = {"ip", "ethtool", "nft", "bpftrace", "tcpdump", "taskset", "java", "bash", "tc"};

    private Runner() {}

    private static Integer hz;

    /** The running kernel's HZ, established once per process ({@link KernelHz#running}). */
    static synchronized int hz() throws IOException {
        if (hz == null) {
            hz = KernelHz.running();
        }
        return hz;
    }

    /**
     * Prepares this machine for the suite with prepare.sh (the script .ci/run runs before the build): installs the
     * Debian packages of the missing tools, mounts tracefs, and checks the tracepoints, BTF, namespaces and a bpftrace
     * attach. Its progress goes to stderr. Returns null when the machine is ready, else the line naming what is
     * missing.
     */
    public static String prepare() throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("pmtu-prepare");
        try {
            Path script = copy("prepare.sh", dir);
            Process p = new ProcessBuilder("bash", script.toString()).redirectErrorStream(true).start();
            String err = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!err.isEmpty()) {
                System.err.println(err);
            }
            if (!p.waitFor(600, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "kernel host: prepare.sh did not finish in 600 s";
            }
            if (p.exitValue() != 0) {
                String[] lines = err.split("\n");
                return lines[lines.length - 1];
            }
            return null;
        } finally {
            for (File f : dir.toFile().listFiles()) {
                f.delete();
            }
            dir.toFile().delete();
        }
    }

    /** What is missing to run the kernel suite, or null. */
    public static String missing() {
        List<String> m = new ArrayList<>();
        if (!"root".equals(System.getProperty("user.name"))) {
            m.add("root");
        }
        for (String t : TOOLS) {
            if (!onPath(t)) {
                m.add(t);
            }
        }
        if (!Files.isDirectory(Path.of("/sys/kernel/tracing/events/tcp/tcp_probe"))
                && !Files.isDirectory(Path.of("/sys/kernel/debug/tracing/events/tcp/tcp_probe"))) {
            m.add("tracefs with tcp:tcp_probe");
        }
        return m.isEmpty() ? null : "missing: " + String.join(", ", m);
    }

    private static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        for (String d : (path == null ? "/usr/sbin:/usr/bin:/sbin:/bin" : path + ":/usr/sbin:/sbin").split(":")) {
            if (Files.isExecutable(Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }

    /** What one attempt of a scenario gave: the observation and its directory, or a rerun to make. */
    public record Attempt(Path dir, Observation observation) {
        static final Attempt RERUN = new Attempt(null, null);

        /** Whether the run failed and is made again. */
        public boolean rerun() {
            return this == RERUN;
        }
    }

    /** A run of a scenario into a directory. */
    @FunctionalInterface
    public interface RunInto {
        Observation run(Path dir) throws IOException, InterruptedException;
    }

    /** Every attempt's verdict since the last {@link #drainAttempts}, in order: {scenario, verdict or FAILED}. */
    private static final List<String[]> ATTEMPTS = new ArrayList<>();

    private static synchronized void logAttempt(String name, String verdict) {
        ATTEMPTS.add(new String[] {name, verdict});
    }

    /** The attempts logged since the last call (each {scenario, verdict or {@link Stability#FAILED}}), and forgets them. */
    public static synchronized List<String[]> drainAttempts() {
        List<String[]> out = List.copyOf(ATTEMPTS);
        ATTEMPTS.clear();
        return out;
    }

    /** Where attempts are kept when the command names no --keep DIR: one temporary directory per process. */
    private static Path attemptsRoot;

    static synchronized Path attemptsRoot(String keep) throws IOException {
        if (keep != null) {
            return Path.of(keep);
        }
        if (attemptsRoot == null) {
            attemptsRoot = Files.createTempDirectory("pmtu-kernel-attempts");
        }
        return attemptsRoot;
    }

    /** Attempt {@code k}'s directory (1-based) of scenario {@code name} under {@code root}: ROOT/NAME/attempt-K. */
    public static Path attemptDir(Path root, String name, int k) {
        return root.resolve(name).resolve("attempt-" + k);
    }

    /**
     * Attempt {@code attempt} (0-based) of scenario {@code name}. With {@code from}, its recording under DIR/name; else
     * {@code run} into {@link #attemptDir} under {@code keep} (or a temporary directory of this process), the
     * recording copied to RECORDS/NAME when {@code records} is not null. A failed run keeps what it wrote there (said on
     * stderr) and is {@link Attempt#RERUN} while {@code attempt < RERUNS}; null when there is nothing more to try: no
     * usable recording, or the last run failed (said on stdout).
     */
    static Attempt attempt(String name, String from, String keep, Path records, int attempt, RunInto run)
            throws IOException, InterruptedException {
        if (from != null) {
            Path dir = Path.of(from, name);
            try {
                return new Attempt(dir, Observation.read(dir));
            } catch (IOException e) {
                System.out.println(name + ": NO_DATA (no usable recording: " + e.getMessage() + ")");
                System.out.flush();
                return null;
            }
        }
        Path dir = attemptDir(attemptsRoot(keep), name, attempt + 1);
        deleteTree(dir);
        Files.createDirectories(dir);
        try {
            Observation obs = run.run(dir);
            if (records != null) {
                Observation.copy(dir, records.resolve(name));
            }
            return new Attempt(dir, obs);
        } catch (IOException e) {
            logAttempt(name, Stability.FAILED);
            if (attempt < RERUNS) {
                System.err.println("pmtu kernel: " + name + " failed (" + e.getMessage() + "), rerun " + (attempt + 1)
                        + "; attempt " + (attempt + 1) + " kept in " + dir);
                return Attempt.RERUN;
            }
            System.out.println(name + ": FAILED to run: " + e.getMessage() + " (attempt " + (attempt + 1) + " kept in " + dir + ")");
            System.out.flush();
            return null;
        }
    }

    /** The check of one attempt's recording. */
    @FunctionalInterface
    public interface Check<R> {
        R check(Attempt a) throws IOException;
    }

    /**
     * Scenario {@code name}'s result: {@code check} of its recording under {@code from}, or of a run ({@link #attempt});
     * a failed run, and a result whose {@code verdict} is NOISY or NO_DATA, are made again up to {@link #RERUNS}
     * times (said on stderr, with {@code why}). Every attempt that did not agree keeps its recording (samples, the
     * capture's summary, bpftrace's and tcpdump's stderr, the script's log) in DIR/NAME/attempt-K, DIR being
     * {@code keep} or a temporary directory of this process, and stderr names it; an agreeing attempt is deleted
     * unless {@code keep} was given. With {@code keep}, the last attempt is also copied to DIR/NAME, where
     * {@code --from DIR} reads it. Null when there is nothing to check (said on stdout).
     */
    public static <R> R withReruns(String name, String from, String keep, boolean record, RunInto run, Check<R> check,
            Function<R, Conformance.Verdict> verdict, Function<R, String> why) throws IOException, InterruptedException {
        return withReruns(name, from, keep, record ? RUNS : null, run, check, verdict, why);
    }

    /**
     * {@link #withReruns(String, String, String, boolean, RunInto, Check, Function, Function)} recording under
     * {@code records} (null: no recording): the last attempt in RECORDS/NAME, and every earlier attempt that was
     * checked and rerun (NOISY, NO_DATA) in RECORDS/NAME/attempt-K, where {@link #earlierAttempts} finds it and the
     * report re-judges it; a recording's earlier attempts of a previous run are deleted at its first attempt. A failed
     * run (no recording to check) is not recorded.
     */
    static <R> R withReruns(String name, String from, String keep, Path records, RunInto run, Check<R> check,
            Function<R, Conformance.Verdict> verdict, Function<R, String> why) throws IOException, InterruptedException {
        R r = null;
        if (from == null && records != null) {
            for (Path p : earlierAttemptDirs(records.resolve(name))) {
                deleteTree(p);
            }
        }
        for (int attempt = 0; attempt <= RERUNS; attempt++) {
            Attempt a = attempt(name, from, keep, records, attempt, run);
            if (a == null) {
                return null;
            }
            if (a.rerun()) {
                continue;
            }
            r = check.check(a);
            Conformance.Verdict v = verdict.apply(r);
            if (from == null) {
                logAttempt(name, v.name());
                if (keep != null) {
                    Observation.copy(a.dir(), Path.of(keep, name));
                }
                if (v != Conformance.Verdict.AGREES) {
                    System.err.println("pmtu kernel: " + name + " attempt " + (attempt + 1) + " " + v + "; its recording is kept in "
                            + a.dir());
                } else if (keep == null) {
                    deleteTree(a.dir());
                }
            }
            boolean again = v == Conformance.Verdict.NOISY || v == Conformance.Verdict.NO_DATA;
            if (!again || from != null || attempt == RERUNS) {
                break;
            }
            if (records != null) {
                Observation.copy(a.dir(), attemptDir(records, name, attempt + 1));
            }
            System.err.println("pmtu kernel: " + name + " " + v + " (" + why.apply(r) + "), rerun " + (attempt + 1));
        }
        return r;
    }

    /**
     * The earlier attempts' verdicts as a verdict cell shows them after the last attempt's: " (attempt 3; attempt 1
     * NOISY, attempt 2 NO_DATA)", or "" when there were none.
     */
    public static String attemptsWords(List<Conformance.Verdict> earlier) {
        if (earlier.isEmpty()) {
            return "";
        }
        List<String> l = new ArrayList<>();
        for (int k = 0; k < earlier.size(); k++) {
            l.add("attempt " + (k + 1) + " " + earlier.get(k));
        }
        return " (attempt " + (earlier.size() + 1) + "; " + String.join(", ", l) + ")";
    }

    /** The attempt-K directories under {@code dir}, K ascending (none when there are none). */
    static List<Path> earlierAttemptDirs(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (var l = Files.list(dir)) {
            return l.filter(p -> Files.isDirectory(p) && p.getFileName().toString().matches("attempt-[0-9]+"))
                    .sorted(java.util.Comparator.comparingInt(p -> Integer.parseInt(p.getFileName().toString().substring(8))))
                    .toList();
        }
    }

    /**
     * The earlier attempts of the recording in {@code dir}, in order: its attempt-K directories (--record keeps the
     * attempts that were rerun; --keep every attempt), less the one that holds the recording itself (--keep's copy of
     * the last attempt, the same bpftrace samples as {@code dir}'s).
     */
    public static List<Path> earlierAttempts(Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        Path own = dir.resolve("bpftrace.txt");
        for (Path p : earlierAttemptDirs(dir)) {
            Path samples = p.resolve("bpftrace.txt");
            if (Files.isRegularFile(own) && Files.isRegularFile(samples) && Files.mismatch(own, samples) == -1) {
                continue;
            }
            out.add(p);
        }
        return out;
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** Runs one scenario into {@code out} and reads what it recorded. */
    public static Observation run(Scenario s, Path out, int id) throws IOException, InterruptedException {
        return run(s.name, s.env(), "observe.bt", s.seconds, out, id);
    }

    /** Runs one HyStart scenario (scenario.sh with hystart.bt) into {@code out}. */
    public static Observation run(HystartScenario s, Path out, int id) throws IOException, InterruptedException {
        return run(s.name, s.env(), "hystart.bt", s.seconds, out, id);
    }

    private static Observation run(String name, java.util.Map<String, String> env, String observer, int seconds, Path out,
            int id) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("pmtu-kernel");
        try {
            Path script = copy("scenario.sh", dir);
            Path bt = copy(observer, dir);
            ProcessBuilder pb = new ProcessBuilder("bash", script.toString());
            pb.environment().putAll(env);
            int hz = hz();
            Files.createDirectories(out);
            Files.writeString(out.resolve("hz.txt"), hz + "\n");
            // bpftrace turns nanoseconds since the last timer:timer_start into jiffies at the running kernel's HZ
            pb.environment().put("KS_TICK_NS", Long.toString(1_000_000_000L / hz));
            pb.environment().put("KS_ID", Integer.toString(id));
            pb.environment().put("KS_OUT", out.toString());
            pb.environment().put("KS_BT", bt.toString());
            pb.environment().put("KS_CP", classPath());
            pb.environment().put("KS_PORT", Integer.toString(port(ProcessHandle.current().pid(), RUNS_STARTED.getAndIncrement())));
            pb.redirectErrorStream(true);
            pb.redirectOutput(out.resolve("scenario.log").toFile());
            Process p = pb.start();
            // bounded: the traffic's seconds, the set-up and drain, then a TERM (the script's trap deletes the namespaces)
            if (!p.waitFor(seconds + GRACE_S, TimeUnit.SECONDS)) {
                p.destroy();
                if (!p.waitFor(10, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
                throw new IOException(name + ": scenario did not finish in " + (seconds + GRACE_S) + " s");
            }
            if (p.exitValue() != 0) {
                List<String> log = Files.readAllLines(out.resolve("scenario.log"), StandardCharsets.UTF_8);
                throw new IOException(name + ": scenario failed: " + (log.isEmpty() ? "exit " + p.exitValue() : log.get(log.size() - 1)));
            }
            return Observation.read(out);
        } finally {
            for (File f : dir.toFile().listFiles()) {
                f.delete();
            }
            dir.toFile().delete();
        }
    }

    /** Copies the resource {@code resource} of this package into {@code dir}; its path there. */
    static Path copy(String resource, Path dir) throws IOException {
        Path p = dir.resolve(resource);
        try (InputStream in = Runner.class.getResourceAsStream(resource)) {
            Files.copy(in, p, StandardCopyOption.REPLACE_EXISTING);
        }
        return p;
    }

    /** The class path that holds {@link Bulk} (the shaded jar or the module's classes). */
    private static String classPath() {
        try {
            return Path.of(Bulk.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (Exception e) {
            return System.getProperty("java.class.path");
        }
    }
}
