package pmtuverify.proofs;

import java.util.List;

/**
 * The outcome of one proof for one cell (an invariant or helper fact on one variant or rule): the
 * verdict, the exact result in words, the queries behind it, and for a violation the replay trace
 * the model produced from the solver's witness.
 */
public final class Proof {
    /**
     * How an OPEN cell's result says that its trace is a lasso the fairness assumption rules out (a loop that loses a
     * data-sized probe forever): the trace shows why the cell is open, it is not a violation.
     */
    public static final String UNFAIR_TRACE = "the unfair lasso is the cell's trace";
    /**
     * How a TERMINATION result proved by the fair ranking query starts: the ranking function may fail on unfair rounds,
     * so the proof covers fair paths only, and the cell's record says so.
     */
    public static final String FAIR_PATHS_PROVEN = "terminates on every fair path";

    public enum Verdict {
        /** For every value of the stated domain (SMT, unsat). */
        PROVEN,
        /** A witness the model replays. */
        VIOLATED,
        /** The solver's answers do not settle the cell (said why in the statement). */
        OPEN
    }

    public final String invariant;
    public final String variant;
    public final Verdict verdict;
    public final String statement;
    public final List<Query> queries;
    public final List<String> trace;
    /** What the queries cover: method, scope and events, what is held fixed, the domain. */
    public final Coverage coverage;

    public Proof(String invariant, String variant, Coverage coverage, Verdict verdict, String statement, List<Query> queries,
                 List<String> trace) {
        this.coverage = coverage;
        this.invariant = invariant;
        this.variant = variant;
        this.verdict = verdict;
        this.statement = statement;
        this.queries = List.copyOf(queries);
        this.trace = List.copyOf(trace);
    }

    public long millis() {
        return queries.stream().mapToLong(q -> q.millis).sum();
    }

    public int bytes() {
        return queries.stream().mapToInt(Query::bytes).sum();
    }

    /** Whether this proof quantifies over every value (not a restricted domain). */
    public boolean allValues() {
        return coverage.allValues;
    }

    /** File name stem of the witness trace: {@code INVARIANT-VARIANT}, then {@code -every} for every event sequence, {@code -sane} for the sane domain. */
    public String traceName() {
        return invariant + "-" + variant + (coverage.everySequence ? "-every" : "") + (allValues() ? "" : "-sane");
    }

    /**
     * The cell's label in the report, written from {@link #coverage}: a PROVEN cell names the
     * method, the events encoded and the domain; a violation stands on its replayed witness.
     */
    public String strength() {
        switch (verdict) {
            case PROVEN:
                return coverage.proven();
            case VIOLATED:
                return "VIOLATED (SMT witness, replayed)";
            default:
                return "OPEN (SMT)";
        }
    }
}
