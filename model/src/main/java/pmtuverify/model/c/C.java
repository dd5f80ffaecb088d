package pmtuverify.model.c;

/**
 * C integer semantics of the Linux x86_64 ABI (LP64), as the kernel is compiled by gcc.
 *
 * <p>{@code int}/{@code s32} are 32-bit two's complement and wrap (the kernel builds with
 * {@code -fno-strict-overflow}); {@code u32} is held in a Java {@code int} and read through the
 * unsigned helpers below; {@code unsigned long} and {@code u64} are held in a Java {@code long}.
 * The usual arithmetic conversions are spelled out at each call site with these helpers, so that
 * a reader can see where a comparison is unsigned.
 */
public final class C {
    private C() {}

    public static final int INT_MIN = Integer.MIN_VALUE;
    public static final int INT_MAX = Integer.MAX_VALUE;
    public static final long U32_MAX = 0xFFFF_FFFFL;

    /** The value of a u32 held in an int, as a non-negative long. */
    public static long u32(int v) {
        return v & 0xFFFF_FFFFL;
    }

    /** Truncation to 32 bits: {@code (u32)x} or {@code (s32)x} of a wider value. */
    public static int trunc32(long v) {
        return (int) v;
    }

    /** {@code a < b} where both are u32 (or one is a u32 and the other is converted to it). */
    public static boolean ult(int a, int b) {
        return Integer.compareUnsigned(a, b) < 0;
    }

    /** {@code a > b}, unsigned. */
    public static boolean ugt(int a, int b) {
        return Integer.compareUnsigned(a, b) > 0;
    }

    /** {@code a >= b}, unsigned. */
    public static boolean uge(int a, int b) {
        return Integer.compareUnsigned(a, b) >= 0;
    }

    /** {@code a <= b}, unsigned. */
    public static boolean ule(int a, int b) {
        return Integer.compareUnsigned(a, b) <= 0;
    }

    /** u32 division {@code a / b}; b must not be 0 (the kernel would oops). */
    public static int udiv(int a, int b) {
        return Integer.divideUnsigned(a, b);
    }

    /** u64 division (div64_ul / div64_u64); b must not be 0. */
    public static long udiv64(long a, long b) {
        return Long.divideUnsigned(a, b);
    }

    /** {@code min_t(u64, a, b)}. */
    public static long uminU64(long a, long b) {
        return Long.compareUnsigned(a, b) <= 0 ? a : b;
    }

    /** True when the mathematical product of two u32 values does not fit in a u32. */
    public static boolean mulWrapsU32(int a, int b) {
        return u32(a) * u32(b) > U32_MAX;
    }

    /** True when the mathematical sum of two ints does not fit in an int. */
    public static boolean addWrapsInt(int a, int b) {
        long s = (long) a + (long) b;
        return s != (int) s;
    }

    /** True when the mathematical difference of two ints does not fit in an int. */
    public static boolean subWrapsInt(int a, int b) {
        long s = (long) a - (long) b;
        return s != (int) s;
    }

    /** Decimal text of a u32 held in an int. */
    public static String u32String(int v) {
        return Long.toString(u32(v));
    }
}
