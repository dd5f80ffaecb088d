package pmtuverify.props;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A row of the verdict table: one invariant, the variants it is checked on, and the factory of
 * the harness that checks it on a variant. {@code bounds} says, in words, what the harness ranges
 * over when the explorer exhausts it (its drawn domains and depth).
 */
public final class CheckSpec {
    private final Invariant invariant;
    private final List<String> variants;
    private final HarnessFactory factory;
    private final String bounds;

    public CheckSpec(Invariant invariant, List<String> variants, HarnessFactory factory, String bounds) {
        this.invariant = invariant;
        this.variants = Collections.unmodifiableList(new ArrayList<>(variants));
        this.factory = factory;
        this.bounds = bounds;
    }

    public Invariant invariant() { return invariant; }
    public List<String> variants() { return variants; }
    public HarnessFactory factory() { return factory; }
    public String bounds() { return bounds; }
}
