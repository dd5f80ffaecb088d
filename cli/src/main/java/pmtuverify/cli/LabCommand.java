package pmtuverify.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import pmtuverify.kernel.Lab;
import pmtuverify.trace.BadInput;

/**
 * {@code ./pmtu lab}: builds Debian's linux-source-6.12 with a patch of patches/ (or none), boots it under qemu
 * with this machine's / as its read-only root, and runs a {@code ./pmtu} command there ({@code kernel --quick} unless
 * given). The work is {@link Lab}'s script. With --check-patches it only checks that every patch still applies. Exit: the guest command's code, 1 when the build, boot or run failed, 2
 * on bad input or a missing tool.
 */
@Command(name = "lab", mixinStandardHelpOptions = true, description = "Build Linux 6.12 with a patch of patches/, boot it "
        + "under qemu and run a ./pmtu command in it (needs root; installs its Debian packages).")
public final class LabCommand implements Callable<Integer> {

    @Option(names = "--patch", paramLabel = "NAME", description = "the kernel: " + Lab.UNPATCHED + " (unpatched, the "
            + "default), a patch NAME of patches/NAME.patch or a series patches/NAME/ (see --list)")
    String patch = Lab.UNPATCHED;

    @Option(names = "--list", description = "list the kernels patches/ offers and exit")
    boolean list;

    @Option(names = "--accel", paramLabel = "A", description = "auto (KVM when its guest boots, else TCG; the default), kvm or tcg")
    String accel = "auto";

    @Option(names = "--timeout", paramLabel = "S", description = "seconds before the guest is killed (default ${DEFAULT-VALUE})")
    int timeout = 3600;

    @Option(names = "--jobs", paramLabel = "N", description = "make -j (default ${DEFAULT-VALUE}; the build runs under nice -n 19)")
    int jobs = 2;

    @Option(names = "--cache", paramLabel = "DIR", description = "the source, trees, builds and ccache (default "
            + "/var/cache/pmtu-lab; never inside the project)")
    Path cache;

    @Option(names = "--out", paramLabel = "DIR", description = "where the guest writes its output, exit code and "
            + "recordings (default a new directory under the cache's runs/)")
    Path out;

    @Option(names = "--build-only", description = "build the kernel and stop")
    boolean buildOnly;

    @Option(names = "--check-patches", description = "check that every patch of patches/ applies to linux-source-6.12 "
            + "(each alone, each series in order; no fuzz) and exit: one line per patch, exit 1 when one does not "
            + "apply; unpacks only the files the patches change, builds nothing")
    boolean checkPatches;

    @Parameters(paramLabel = "COMMAND", description = "the ./pmtu command to run in the guest (default: kernel --quick)")
    List<String> command = new ArrayList<>();

    @Override
    public Integer call() throws IOException, InterruptedException {
        Path home = Path.of(System.getProperty("pmtu.home", ".")).toAbsolutePath().normalize();
        Map<String, Lab.Kernel> kernels = Lab.kernels(home.resolve("patches"));
        if (list) {
            for (Lab.Kernel k : kernels.values()) {
                System.out.println(k.name + ": " + (k.patches.isEmpty() ? "linux-source-6.12, unpatched"
                        : k.patches.size() + " patch" + (k.patches.size() == 1 ? "" : "es")));
            }
            return 0;
        }
        if (checkPatches) {
            if (!patch.equals(Lab.UNPATCHED) || buildOnly || !command.isEmpty() || out != null) {
                throw new BadInput("--check-patches checks every patch of patches/ and takes no --patch, --build-only, "
                        + "--out or guest command");
            }
            return Lab.checkPatches(home.resolve("patches"), Map.of());
        }
        Lab.Kernel kernel = kernels.get(patch);
        if (kernel == null) {
            throw new BadInput("unknown kernel \"" + patch + "\" (one of: " + String.join(", ", kernels.keySet()) + ")");
        }
        if (!List.of("auto", "kvm", "tcg").contains(accel)) {
            throw new BadInput("--accel must be auto, kvm or tcg, not \"" + accel + "\"");
        }
        if (timeout < 60) {
            throw new BadInput("--timeout must be at least 60 seconds, not " + timeout);
        }
        if (jobs < 1) {
            throw new BadInput("--jobs must be at least 1, not " + jobs);
        }
        if (cache != null && cache.toAbsolutePath().normalize().startsWith(home)) {
            throw new BadInput("--cache " + cache + " is inside the project: kernel trees and builds stay outside it");
        }
        List<String> cmd = command.isEmpty() ? List.of("kernel", "--quick") : command;
        if (cmd.get(0).equals("lab") || !PmtuCli.SUBCOMMANDS.containsKey(cmd.get(0))) {
            throw new BadInput("the guest's command must be a ./pmtu command other than lab, not \"" + cmd.get(0) + "\"");
        }
        return Lab.run(home, kernel, cmd, new Lab.Settings(accel, timeout, jobs, cache, out, buildOnly));
    }
}
