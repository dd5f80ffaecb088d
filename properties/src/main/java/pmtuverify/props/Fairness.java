package pmtuverify.props;

/**
 * A fairness assumption of a liveness invariant, as data: a name, its statement in prose and a predicate
 * over one transition {@code before --event-->} that says when the step is <em>unfair</em>: an environment
 * choice the assumption says cannot be made forever. A lasso is a violation of the invariant only when its
 * loop is fair (it holds no unfair step); a loop through an unfair step exists only on a path the assumption
 * rules out. Pluggable as Java PathFinder's properties are: each protocol supplies its own subclass
 * ({@code pmtu.PmtuFairness}), and the catalogue document prints the name and statement of each invariant's
 * assumption.
 *
 * @param <B> what the predicate reads of the state the step leaves
 * @param <E> the event
 */
public abstract class Fairness<B, E> {
    private final String name;
    private final String statement;
    private final String unfairStep;

    /**
     * @param unfairStep what an unfair step does, as the predicate of "every cycle ..." (the words an
     *     unfair-only lasso is reported with)
     */
    protected Fairness(String name, String statement, String unfairStep) {
        this.name = name;
        this.statement = statement;
        this.unfairStep = unfairStep;
    }

    /** A short name (an identifier of the assumption). */
    public final String name() {
        return name;
    }

    /** The assumption in prose: what the environment does not do forever. */
    public final String statement() {
        return statement;
    }

    /** What an unfair step does, in words: "every cycle " + this. */
    public final String unfairStep() {
        return unfairStep;
    }

    /**
     * The description of a lasso that exists only under an unfair path: every cycle through its loop's states
     * takes an unfair step.
     */
    public final String unfairOnly() {
        return "lasso exists only under an unfair path: every cycle " + unfairStep + " (fairness " + name + ")";
    }

    /** Whether the step by {@code e} from {@code before} is one the assumption says cannot repeat forever. */
    public abstract boolean unfair(B before, E e);

    /** The line of the catalogue document: the name, then the statement. */
    public final String line() {
        return name + ": " + statement;
    }

    @Override
    public String toString() {
        return name;
    }
}
