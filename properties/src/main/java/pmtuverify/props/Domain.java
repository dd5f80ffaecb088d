package pmtuverify.props;

import java.util.Random;

/**
 * A drawn quantity's domain as a value: how one value is drawn from a {@link Random} (with
 * {@code nextInt(n)} and {@code nextBoolean()} only, so that every draw is one choice point for the
 * explorer and for JPF) and how it reads in the README. A draw takes the value the quantity has when
 * nothing is drawn ({@code current}: a default, the path MTU, ...); a domain that draws nothing
 * returns it or a fixed value.
 */
public abstract class Domain {
    private final String text;

    private Domain(String text) {
        this.text = text;
    }

    /** One value; {@code current} is what the quantity is when the domain leaves it. */
    public abstract long draw(Random r, long current);

    /** The domain in words, for the README's bounds table. */
    public final String describe() {
        return text;
    }

    /** A domain whose draw is written elsewhere (one that reads the current value in its own way). */
    public abstract static class Custom extends Domain {
        protected Custom(String text) {
            super(text);
        }
    }

    /** The same draws, described as {@code text}. */
    public final Domain named(final String text) {
        final Domain d = this;
        return new Domain(text) {
            @Override
            public long draw(Random r, long current) {
                return d.draw(r, current);
            }
        };
    }

    /** Leaves the quantity as it is: no draw. */
    public static Domain keep(String text) {
        return new Domain(text) {
            @Override
            public long draw(Random r, long current) {
                return current;
            }
        };
    }

    /** Always {@code v}: no draw. */
    public static Domain fixed(final long v) {
        return new Domain(Long.toString(v)) {
            @Override
            public long draw(Random r, long current) {
                return v;
            }
        };
    }

    /** One of {@code values}, uniformly (one draw of {@code nextInt(values.length)}). */
    public static Domain oneOf(final int... values) {
        final int[] vs = values.clone();
        return new Domain(list(vs, null)) {
            @Override
            public long draw(Random r, long current) {
                return vs[r.nextInt(vs.length)];
            }
        };
    }

    /** One of the 64-bit {@code values}, uniformly (one draw of {@code nextInt(values.length)}). */
    public static Domain oneOf(final long... values) {
        final long[] vs = values.clone();
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < vs.length; i++) {
            b.append(i == 0 ? "" : ", ").append(vs[i]);
        }
        return new Domain(b.append('}').toString()) {
            @Override
            public long draw(Random r, long current) {
                return vs[r.nextInt(vs.length)];
            }
        };
    }

    /** One of {@code values} or the current value, which comes last ({@code nextInt(values.length + 1)}). */
    public static Domain oneOfOrCurrent(final String current, final int... values) {
        final int[] vs = values.clone();
        return new Domain(list(vs, current)) {
            @Override
            public long draw(Random r, long cur) {
                int i = r.nextInt(vs.length + 1);
                return i < vs.length ? vs[i] : cur;
            }
        };
    }

    /** 0 .. n - 1. */
    public static Domain below(final int n) {
        return new Domain("0.." + (n - 1)) {
            @Override
            public long draw(Random r, long current) {
                return r.nextInt(n);
            }
        };
    }

    /** lo .. hi (hi - lo below 2^31). */
    public static Domain between(final int lo, final int hi) {
        return new Domain(lo + ".." + hi) {
            @Override
            public long draw(Random r, long current) {
                return Draw.between(r, lo, hi);
            }
        };
    }

    /** Any 32-bit pattern (as a signed int). */
    public static Domain anyInt() {
        return new Domain("any int") {
            @Override
            public long draw(Random r, long current) {
                return Draw.anyInt(r);
            }
        };
    }

    /** Every int a proc_dointvec handler accepts, biased to {@code corners} ({@link Draw#sysctlInt}). */
    public static Domain sysctlInt(final int... corners) {
        final int[] cs = corners.clone();
        return new Domain("any int, half the time one of " + list(cs, null) + ", a quarter -16..64") {
            @Override
            public long draw(Random r, long current) {
                return Draw.sysctlInt(r, cs);
            }
        };
    }

    /**
     * {@code a} one time in {@code n} ({@code nextInt(n) == n - 1}), {@code b} otherwise: choice 0 is the
     * common case, so that the shrinker's "lower values" pass moves toward it.
     */
    public static Domain oneIn(final int n, final Domain a, final Domain b) {
        return new Domain(a.text + " one time in " + n + ", otherwise " + b.text) {
            @Override
            public long draw(Random r, long current) {
                return r.nextInt(n) == n - 1 ? a.draw(r, current) : b.draw(r, current);
            }
        };
    }

    /** {@code a} or {@code b} on a coin ({@code nextBoolean()}). */
    public static Domain coin(final Domain a, final Domain b) {
        return new Domain(a.text + " or " + b.text + " (a coin)") {
            @Override
            public long draw(Random r, long current) {
                return r.nextBoolean() ? a.draw(r, current) : b.draw(r, current);
            }
        };
    }

    /** {@code a}, then {@code b} drawn with {@code a}'s value as its current. */
    public static Domain then(final Domain a, final Domain b) {
        return new Domain(a.text + "; " + b.text) {
            @Override
            public long draw(Random r, long current) {
                return b.draw(r, a.draw(r, current));
            }
        };
    }

    /**
     * The boundary values of every C integer field: 0, 1, 2^31 - 1 (INT_MAX), 2^31 (INT_MIN as an int) and 2^32 - 1
     * (UINT_MAX, -1 as an int). An int draw keeps their low 32 bits.
     */
    public static final long[] INTEGER_BOUNDARIES = {0L, 1L, 0x7FFF_FFFFL, 0x8000_0000L, 0xFFFF_FFFFL};

    /**
     * {@code base}, or one time in 4 one of {@code boundaries} ({@code nextInt(4) == 3}, then
     * {@code nextInt(boundaries.length)}): a draw biased to the values where C arithmetic wraps, truncates or
     * compares at its edge.
     */
    public static Domain boundary(final Domain base, final long... boundaries) {
        final long[] bs = boundaries.clone();
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < bs.length; i++) {
            b.append(i == 0 ? "" : ", ").append(bs[i]);
        }
        return new Domain(base.text + ", one time in 4 one of " + b.append('}')) {
            @Override
            public long draw(Random r, long current) {
                return r.nextInt(4) == 3 ? bs[r.nextInt(bs.length)] : base.draw(r, current);
            }
        };
    }

    /** {@code base}'s value clamped to lo .. hi: a restricted domain whose edges every out-of-range draw lands on. */
    public static Domain clamped(final Domain base, final long lo, final long hi) {
        return new Domain(base.text + ", within " + lo + ".." + hi) {
            @Override
            public long draw(Random r, long current) {
                return Math.max(lo, Math.min(hi, base.draw(r, current)));
            }
        };
    }

    private static String list(int[] vs, String current) {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < vs.length; i++) {
            b.append(i == 0 ? "" : ", ").append(corner(vs[i]));
        }
        if (current != null) {
            b.append(vs.length == 0 ? "" : ", ").append(current);
        }
        return b.append('}').toString();
    }

    /** INT_MIN, INT_MAX by name; other values as ints. */
    private static String corner(int v) {
        return v == Integer.MIN_VALUE ? "INT_MIN" : v == Integer.MAX_VALUE ? "INT_MAX" : Integer.toString(v);
    }

    @Override
    public String toString() {
        return text;
    }
}
