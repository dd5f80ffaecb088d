package pmtuverify.props;

import java.util.Random;

/**
 * One question asked of the model, answered by driving it with drawn choices.
 *
 * <p>A harness draws everything it needs (config, path environment, events) from
 * {@code choices.nextInt(n)} and {@code choices.nextBoolean()} only, so that the same harness runs
 * under the random engine (seeded {@link Random}), under the embedded explorer (a {@link Random}
 * whose draws enumerate every choice sequence) and under Java PathFinder with
 * {@code cg.enumerate_random=true}. A broken invariant is reported by throwing
 * {@link InvariantViolation}, which carries the replay trace of the run.
 *
 * <p>Code reached from {@link #run} stays inside the Java subset JPF 17 executes (no records, no
 * {@code String.join}, no boxing method references; see {@code JpfSubsetTest}).
 */
public interface Harness {
    /** Stable name, used by {@code ./pmtu explore --harness} and by {@code jpf-config/NAME.jpf}. */
    String name();

    /** Runs once, drawing from {@code choices}; throws {@link InvariantViolation} on a broken invariant. */
    void run(Random choices);

    /**
     * The inputs the shrinker may set to the kernel's defaults, in the order it tries them, named as the
     * trace spells them; empty when the harness has none.
     */
    default java.util.List<String> defaultable() {
        return java.util.Collections.emptyList();
    }

    /**
     * This harness with {@code inputs} (some of {@link #defaultable()}) at the kernel's defaults in every run,
     * every other input drawn from the same choices as before.
     */
    default Harness withDefaults(java.util.List<String> inputs) {
        throw new UnsupportedOperationException(name() + " has no inputs with kernel defaults");
    }

    /** The corners this harness counts across runs, or null. */
    default Coverage coverage() {
        return null;
    }
}
