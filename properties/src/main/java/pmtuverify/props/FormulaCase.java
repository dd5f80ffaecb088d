package pmtuverify.props;

/**
 * One corner case of an invariant's formula with its expected outcome, stated beside the formula
 * in the invariant's own file: the test evaluates the invariant's predicate at the case and
 * compares, so that the prose formula and the code that checks it cannot drift apart silently.
 */
public final class FormulaCase {
    /** The predicate evaluated at one case. */
    public interface Eval {
        boolean holds();
    }

    public final String what;
    public final boolean expected;
    private final Eval eval;

    private FormulaCase(String what, boolean expected, Eval eval) {
        this.what = what;
        this.expected = expected;
        this.eval = eval;
    }

    /** A case at which the formula holds. */
    public static FormulaCase holds(String what, Eval eval) {
        return new FormulaCase(what, true, eval);
    }

    /** A case at which the formula is broken. */
    public static FormulaCase breaks(String what, Eval eval) {
        return new FormulaCase(what, false, eval);
    }

    /** The predicate's outcome at this case. */
    public boolean actual() {
        return eval.holds();
    }
}
