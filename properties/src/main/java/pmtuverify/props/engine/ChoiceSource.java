package pmtuverify.props.engine;

import java.util.Random;

/**
 * A {@link Random} that serves harness draws: {@code nextInt(n)} is the one primitive, a boolean
 * is {@code nextInt(2) == 1}, and every other draw is refused, as a harness may use no other.
 */
public abstract class ChoiceSource extends Random {
    private static final long serialVersionUID = 1L;

    protected ChoiceSource() {
        super(0);
    }

    @Override
    public abstract int nextInt(int bound);

    @Override
    public final boolean nextBoolean() {
        return nextInt(2) == 1;
    }

    @Override
    public final int nextInt() {
        throw new UnsupportedOperationException("harnesses draw with nextInt(n) and nextBoolean() only");
    }

    @Override
    public final long nextLong() {
        throw new UnsupportedOperationException("harnesses draw with nextInt(n) and nextBoolean() only");
    }

    @Override
    public final double nextDouble() {
        throw new UnsupportedOperationException("harnesses draw with nextInt(n) and nextBoolean() only");
    }
}
