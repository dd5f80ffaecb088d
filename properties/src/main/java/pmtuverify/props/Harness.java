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

    /** The corners this harness counts across runs, or null. */
    default Coverage coverage() {
        return null;
    }
}
