package pmtuverify.props;

import java.util.Collections;
import java.util.List;

/**
 * One entry of the invariant catalogue: the single source of truth for its id, its prose
 * statement, where it comes from, what it assumes of the environment and its formula as prose.
 * The catalogue document ({@code specs/CATALOGUE.md}) and the verdict report are generated from
 * these entries. Every invariant of the catalogue is a subclass ({@code pmtu.PmtuInvariant},
 * {@code hystart.HystartInvariant}) that holds its predicate beside the entry; equality is by id.
 */
public class Invariant {
    private final Protocol protocol;
    private final String id;
    private final String family;
    private final String statement;
    private final String formula;
    private final String origin;
    private final String assumptions;

    public Invariant(Protocol protocol, String id, String family, String statement, String formula, String origin,
            String assumptions) {
        this.protocol = protocol;
        this.id = id;
        this.family = family;
        this.statement = statement;
        this.formula = formula;
        this.origin = origin;
        this.assumptions = assumptions;
    }

    /** The protocol the invariant speaks of (what routes a row to its harnesses, explorer and kernel runs). */
    public Protocol protocol() { return protocol; }
    public String id() { return id; }
    public String family() { return family; }
    public String statement() { return statement; }
    public String formula() { return formula; }
    public String origin() { return origin; }
    public String assumptions() { return assumptions; }

    /**
     * The fairness assumption of a liveness invariant: which environment steps cannot repeat forever, so that a
     * lasso through one of them is no violation. Null for a safety invariant and for a liveness invariant that
     * assumes none (every lasso is a violation).
     */
    public Fairness<?, ?> fairness() {
        return null;
    }

    /**
     * The statement this invariant replaced, with the reason (shown in the catalogue beside the current one); null when
     * it was never restated.
     */
    public Restatement restated() {
        return null;
    }

    /** The catalogue's "restated" line ({@link Restatement#line}); empty when the invariant was never restated. */
    public final String restatedLine() {
        return restated() == null ? "" : restated().line();
    }

    /**
     * Corner cases of the formula with their expected outcomes, evaluated against the predicate by a test;
     * an entry without a predicate of its own (a bare catalogue entry) has none.
     */
    public List<FormulaCase> cases() {
        return Collections.emptyList();
    }

    /** The value of {@code all} whose entry is {@code inv} (the same id). */
    public static <T extends Invariant> T in(T[] all, Invariant inv) {
        for (T t : all) {
            if (t.equals(inv)) {
                return t;
            }
        }
        throw new IllegalArgumentException("no invariant " + inv + " in this list");
    }

    @Override
    public final boolean equals(Object o) {
        return o instanceof Invariant && ((Invariant) o).id.equals(id);
    }

    @Override
    public final int hashCode() {
        return id.hashCode();
    }

    @Override
    public String toString() {
        return id;
    }
}
