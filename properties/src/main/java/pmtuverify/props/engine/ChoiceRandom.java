package pmtuverify.props.engine;

import java.util.Random;

/**
 * A {@link Random} that hands a harness a given sequence of choices and records every choice it
 * makes. Past the end of the given sequence it draws from a seeded source (random mode) or
 * answers 0 (replay mode, as the shrinker wants). A given value at or above the bound of the draw
 * it answers is reduced modulo the bound, so that an edited sequence still replays.
 */
public final class ChoiceRandom extends ChoiceSource {
    private static final long serialVersionUID = 1L;

    private final int[] given;
    private final Random fresh;
    private int[] made = new int[64];
    private int count;

    /** Records the choices of a seeded random run. */
    public static ChoiceRandom seeded(long seed) {
        return new ChoiceRandom(new int[0], new Random(seed));
    }

    /** Replays {@code choices}, then answers 0. */
    public static ChoiceRandom replaying(int[] choices) {
        return new ChoiceRandom(choices, null);
    }

    private ChoiceRandom(int[] given, Random fresh) {
        this.given = given;
        this.fresh = fresh;
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int v;
        if (count < given.length) {
            v = given[count] % bound;
        } else {
            v = fresh == null ? 0 : fresh.nextInt(bound);
        }
        record(v);
        return v;
    }

    private void record(int v) {
        if (count == made.length) {
            int[] m = new int[made.length * 2];
            System.arraycopy(made, 0, m, 0, count);
            made = m;
        }
        made[count++] = v;
    }

    /** The choices made so far. */
    public int[] choices() {
        int[] c = new int[count];
        System.arraycopy(made, 0, c, 0, count);
        return c;
    }
}
