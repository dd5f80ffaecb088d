package pmtuverify.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.lang.management.ManagementFactory;

/** What this process holds: its peak resident set (Linux's VmHWM) and the JVM options it runs with. */
final class Memory {
    private Memory() {}

    /** The peak resident set size of this process in MiB, or -1 where /proc does not tell. */
    static long peakRssMib() {
        try {
            for (String l : Files.readAllLines(Paths.get("/proc/self/status"))) {
                if (l.startsWith("VmHWM:")) {
                    return Long.parseLong(l.replaceAll("[^0-9]", "")) >> 10;
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }

    /** The JVM's options, as passed, without the launcher's -Dpmtu.home (a path of the machine, not an option). */
    static String jvmOptions() {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!a.startsWith("-Dpmtu.home=")) {
                out.add(a);
            }
        }
        return String.join(" ", out);
    }
}
