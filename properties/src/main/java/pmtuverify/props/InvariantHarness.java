package pmtuverify.props;

/**
 * The part every invariant harness shares: the invariant it checks, its name
 * ({@code PREFIX-INVARIANT-VARIANT}), its coverage counters and the state key it publishes at each
 * event boundary for the explorer.
 */
public abstract class InvariantHarness implements Harness {
    protected final Invariant invariant;
    protected final Coverage coverage;
    private final String name;
    /** The state key of the event boundary just reached, or null outside a run's events. */
    protected Object key;

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

    @Override
    public final Object stateKey() {
        return key;
    }

    public final Invariant invariant() {
        return invariant;
    }
}
