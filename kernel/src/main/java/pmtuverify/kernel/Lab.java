package pmtuverify.kernel;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The kernel lab: a kernel of Debian's linux-source-6.12, unpatched or with a patch (or series) of the project's
 * patches/, built from the config fragment lab.config and booted under qemu with the host's / as its root, where
 * it runs one {@code ./pmtu} command. The work is lab.sh's (install, unpack, patch, build, boot, watchdog) and the
 * guest's init lab-init.sh's; this class resolves the patch names and runs the script.
 */
public final class Lab {

    /** The kernel name of the unpatched source. */
    public static final String UNPATCHED = "6.12";

    /** A kernel to build: its name and the patch files applied in order (none for {@link #UNPATCHED}). */
    public static final class Kernel {
        public final String name;
        public final List<Path> patches;

        Kernel(String name, List<Path> patches) {
            this.name = name;
            this.patches = List.copyOf(patches);
        }
    }

    private Lab() {}

    /**
     * The kernels patches/ offers, by name: {@link #UNPATCHED}, each NAME.patch as NAME, each directory as its series
     * (its patches in file-name order, the cover letter 0000-* left out).
     */
    public static Map<String, Kernel> kernels(Path patchesDir) throws IOException {
        Map<String, Kernel> m = new TreeMap<>();
        m.put(UNPATCHED, new Kernel(UNPATCHED, List.of()));
        if (!Files.isDirectory(patchesDir)) {
            return m;
        }
        try (Stream<Path> s = Files.list(patchesDir)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                String f = p.getFileName().toString();
                if (Files.isDirectory(p)) {
                    List<Path> series = new ArrayList<>();
                    try (Stream<Path> in = Files.list(p)) {
                        in.filter(q -> q.getFileName().toString().endsWith(".patch"))
                                .filter(q -> !q.getFileName().toString().startsWith("0000-"))
                                .sorted().forEach(series::add);
                    }
                    if (!series.isEmpty()) {
                        m.put(f, new Kernel(f, series));
                    }
                } else if (f.endsWith(".patch")) {
                    String n = f.substring(0, f.length() - ".patch".length());
                    m.put(n, new Kernel(n, List.of(p)));
                }
            }
        }
        return m;
    }

    /** The lab's settings besides the kernel and the command; lab.sh reads them from its environment. */
    public static final class Settings {
        public final String accel;
        public final int timeoutSeconds;
        public final int jobs;
        public final Path cache;
        public final Path out;
        public final boolean buildOnly;

        public Settings(String accel, int timeoutSeconds, int jobs, Path cache, Path out, boolean buildOnly) {
            this.accel = accel;
            this.timeoutSeconds = timeoutSeconds;
            this.jobs = jobs;
            this.cache = cache;
            this.out = out;
            this.buildOnly = buildOnly;
        }
    }

    /**
     * Runs lab.sh for {@code kernel} with the project at {@code home}, the guest running {@code ./pmtu command};
     * its progress and the guest's console go to this process's stderr. Returns lab.sh's exit code: the guest
     * command's, 1 when the build, boot or run failed, 2 when a tool is missing.
     */
    public static int run(Path home, Kernel kernel, List<String> command, Settings s)
            throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("pmtu-lab");
        try {
            Path script = Runner.copy("lab.sh", dir);
            Runner.copy("lab-lib.sh", dir);
            Runner.copy("lab-init.sh", dir);
            Runner.copy("lab.config", dir);
            List<String> argv = new ArrayList<>(List.of("bash", script.toString(), home.toString(), kernel.name));
            for (Path p : kernel.patches) {
                argv.add(p.toAbsolutePath().toString());
            }
            argv.add("--");
            argv.addAll(command);
            ProcessBuilder pb = new ProcessBuilder(argv).inheritIO();
            Map<String, String> env = pb.environment();
            env.put("LAB_ACCEL", s.accel);
            env.put("LAB_TIMEOUT", Integer.toString(s.timeoutSeconds));
            env.put("LAB_JOBS", Integer.toString(s.jobs));
            if (s.cache != null) {
                env.put("LAB_CACHE", s.cache.toAbsolutePath().toString());
            }
            if (s.out != null) {
                env.put("LAB_OUT", s.out.toAbsolutePath().toString());
            }
            if (s.buildOnly) {
                env.put("LAB_BUILD_ONLY", "1");
            }
            Process p = pb.start();
            // lab.sh kills its guest on any exit (its trap); a SIGTERM or Ctrl-C that ends this JVM ends lab.sh too
            Thread stop = new Thread(() -> {
                if (p.isAlive()) {
                    p.destroy();
                    try {
                        p.waitFor(15, java.util.concurrent.TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
            Runtime.getRuntime().addShutdownHook(stop);
            try {
                return p.waitFor();
            } finally {
                if (p.isAlive()) {
                    p.destroy();
                }
                Runtime.getRuntime().removeShutdownHook(stop);
            }
        } finally {
            for (File f : dir.toFile().listFiles()) {
                f.delete();
            }
            dir.toFile().delete();
        }
    }

    /**
     * Runs check-patches.sh on {@code patchesDir}: every NAME.patch dry-run alone on Debian's linux-source-6.12, every
     * series NAME/ applied in order; nothing is built. Its lines (one per patch) go to this process's stdout, its
     * progress to stderr. {@code env} adds to the script's environment (LAB_SOURCE: another source tarball). Returns
     * the script's exit code: 0 when every patch applies, 1 when one does not, 2 on bad input or a missing tool.
     */
    public static int checkPatches(Path patchesDir, Map<String, String> env) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("pmtu-lab");
        try {
            Path script = Runner.copy("check-patches.sh", dir);
            Runner.copy("lab-lib.sh", dir);
            ProcessBuilder pb = new ProcessBuilder("bash", script.toString(), patchesDir.toAbsolutePath().toString())
                    .inheritIO();
            pb.environment().putAll(env);
            return pb.start().waitFor();
        } finally {
            for (File f : dir.toFile().listFiles()) {
                f.delete();
            }
            dir.toFile().delete();
        }
    }
}
