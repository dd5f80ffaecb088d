package pmtuverify.model.c;

/**
 * Kernel time in jiffies (include/linux/jiffies.h, Linux 4.0).
 *
 * <p>On x86_64 {@code jiffies} is an {@code unsigned long} (64 bits here, a Java long that never
 * reaches 2^63 in practice) that starts at {@link #initialJiffies(int) INITIAL_JIFFIES}; TCP reads it
 * through {@code tcp_time_stamp}, which is {@code (__u32)(jiffies)}: a u32 that wraps.
 */
public final class Jiffies {
    private Jiffies() {}

    /** The HZ values a distribution kernel is built with (CONFIG_HZ_100/250/300/1000). */
    public static final int[] HZ_VALUES = {100, 250, 300, 1000};

    /** {@code INITIAL_JIFFIES = (unsigned long)(unsigned int)(-300*HZ)}: u32 jiffies wrap 5 minutes after boot. */
    public static long initialJiffies(int hz) {
        return C.u32(-300 * hz);
    }

    /** {@code tcp_time_stamp}: {@code (__u32)(jiffies)}. */
    public static int tcpTimeStamp(long jiffies64) {
        return (int) jiffies64;
    }

    /** True when {@code hz} is one of {@link #HZ_VALUES}. */
    public static boolean validHz(long hz) {
        for (int h : HZ_VALUES) {
            if (h == hz) {
                return true;
            }
        }
        return false;
    }
}
