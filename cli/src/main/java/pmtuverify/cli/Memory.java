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

    /** The JVM's options, as passed. */
    static String jvmOptions() {
        return String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments());
    }
}
