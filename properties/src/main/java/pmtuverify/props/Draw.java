package pmtuverify.props;

import java.util.Random;

/**
 * Small generator combinators over a {@link Random} that use only {@code nextInt(n)} and
 * {@code nextBoolean()}, so that every draw is one choice point for the explorer and for JPF.
 */
public final class Draw {
    private Draw() {}

    /** One of {@code values}. */
    public static int oneOf(Random r, int[] values) {
        return values[r.nextInt(values.length)];
    }

    /** One of {@code values}. */
    public static long oneOf(Random r, long[] values) {
        return values[r.nextInt(values.length)];
    }

    /** A value in [lo, hi] (hi - lo < 2^31). */
    public static int between(Random r, int lo, int hi) {
        return lo + r.nextInt(hi - lo + 1);
    }

    /** Any 32-bit pattern, from two 16-bit draws. */
    public static int anyInt(Random r) {
        return (r.nextInt(65536) << 16) | r.nextInt(65536);
    }

    /**
     * Every int a proc_dointvec handler accepts, biased to the corners: one of {@code corners}
     * (e.g. -1, 0, 1, 2, INT_MIN, INT_MAX, the default) half the time, a small value in
     * [-16, 64] a quarter of the time, any int otherwise.
     */
    public static int sysctlInt(Random r, int[] corners) {
        int k = r.nextInt(4);
        if (k < 2) {
            return oneOf(r, corners);
        }
        if (k == 2) {
            return between(r, -16, 64);
        }
        return anyInt(r);
    }
}
