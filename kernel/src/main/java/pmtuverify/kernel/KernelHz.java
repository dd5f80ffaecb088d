package pmtuverify.kernel;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The running kernel's HZ (CONFIG_HZ: jiffies per second), which the kernel suite's clocks are in: bpftrace's
 * 64-bit jiffies, tcp_time_stamp, probe_timestamp and tcp_probe_interval * HZ. Read from the kernel's own
 * configuration ({@code /proc/config.gz}, CONFIG_IKCONFIG_PROC; else {@code /boot/config-RELEASE}), then checked
 * against the rate at which {@code jiffies} (/proc/timer_list) advances over half a second of CLOCK_MONOTONIC: a
 * configuration that disagrees with the running clock (whose nearest Kconfig value is another) is an error, not a
 * guess. Without a configuration the measured rate decides, when it is within 15% of one of the values Kconfig
 * offers (100, 250, 300, 1000).
 */
public final class KernelHz {
    /** The values kernel/Kconfig.hz offers. */
    public static final List<Integer> CHOICES = List.of(100, 250, 300, 1000);

    private KernelHz() {}

    /** The running kernel's HZ; an IOException naming the problem when it cannot be established. */
    public static int running() throws IOException {
        Integer configured = configured();
        double measured = measured();
        // the nearest of Kconfig's values (they differ by 20% at least): a loaded VM delivers ticks late, and the
        // measured rate then falls some percent short of HZ
        int nearest = CHOICES.get(0);
        for (int c : CHOICES) {
            if (Math.abs(Math.log(measured / c)) < Math.abs(Math.log(measured / nearest))) {
                nearest = c;
            }
        }
        if (configured != null && configured != nearest) {
            throw new IOException("CONFIG_HZ=" + configured + " but jiffies advanced at " + Math.round(measured)
                    + " per second");
        }
        if (Math.abs(measured - nearest) > 0.15 * nearest) {
            throw new IOException("jiffies advanced at " + Math.round(measured) + " per second, none of " + CHOICES
                    + " (CONFIG_HZ " + configured + ")");
        }
        return nearest;
    }

    /** CONFIG_HZ from the kernel's configuration, or null when none is readable. */
    static Integer configured() throws IOException {
        Path gz = Path.of("/proc/config.gz");
        if (Files.isReadable(gz)) {
            try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
                return configHz(in);
            }
        }
        Path boot = Path.of("/boot/config-" + System.getProperty("os.version"));
        if (Files.isReadable(boot)) {
            try (InputStream in = Files.newInputStream(boot)) {
                return configHz(in);
            }
        }
        return null;
    }

    /** The value of {@code CONFIG_HZ=N} in a kernel configuration, or null when it has none. */
    static Integer configHz(InputStream config) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(config, StandardCharsets.UTF_8));
        for (String l = r.readLine(); l != null; l = r.readLine()) {
            if (l.startsWith("CONFIG_HZ=")) {
                return Integer.parseInt(l.substring("CONFIG_HZ=".length()).trim());
            }
        }
        return null;
    }

    /** jiffies per second of CLOCK_MONOTONIC over half a second. */
    static double measured() throws IOException {
        long t0 = System.nanoTime();
        long j0 = jiffies();
        try {
            Thread.sleep(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while measuring HZ");
        }
        long j1 = jiffies();
        long t1 = System.nanoTime();
        return (j1 - j0) * 1e9 / (t1 - t0);
    }

    /** The 64-bit jiffies from /proc/timer_list (root only). */
    static long jiffies() throws IOException {
        try (BufferedReader r = Files.newBufferedReader(Path.of("/proc/timer_list"), StandardCharsets.UTF_8)) {
            for (String l = r.readLine(); l != null; l = r.readLine()) {
                if (l.startsWith("jiffies:")) {
                    return Long.parseLong(l.substring("jiffies:".length()).trim());
                }
            }
        }
        throw new IOException("/proc/timer_list has no jiffies line");
    }
}
