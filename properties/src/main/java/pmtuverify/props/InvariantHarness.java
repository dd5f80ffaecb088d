package pmtuverify.props;

/**
 * The part every invariant harness shares: the invariant it checks, its name
 * ({@code PREFIX-INVARIANT-VARIANT}) and its coverage counters.
 */
public abstract class InvariantHarness implements Harness {
    protected final Invariant invariant;
    protected final Coverage coverage;
    private final String name;

    protected InvariantHarness(String prefix, Invariant invariant, String variant, Coverage coverage) {
        this.invariant = invariant;
        this.coverage = coverage;
        this.name = prefix + "-" + invariant.id() + "-" + variant;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Coverage coverage() {
        return coverage;
    }

    public final Invariant invariant() {
        return invariant;
    }
}
