package pmtuverify.proofs;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * One satisfiability query: its SMT-LIB2 text (QF_BV), the answer, solver time and size. An
 * {@code unsat} answer proves the claim for every value of the free variables; a {@code sat} one
 * comes with the solver's model.
 */
public final class Query {
    /** File name under specs/proofs/, without .smt2. */
    public final String id;
    /** What {@code unsat} (or, for a witness query, {@code sat}) means, in words. */
    public final String claim;
    public final String answer;
    public final long millis;
    private final Model model;
    private final Context ctx;
    private final BoolExpr[] assertions;
    private String smt2;

    private Query(String id, String claim, String answer, long millis, Context ctx, BoolExpr[] assertions, Model model) {
        this.id = id;
        this.claim = claim;
        this.answer = answer;
        this.millis = millis;
        this.ctx = ctx;
        this.assertions = assertions;
        this.model = model;
    }

    /**
     * The query as an SMT-LIB2 script (built on demand: the searches run many queries that are not
     * stored), with its expected answer in the header.
     */
    public String smt2() {
        if (smt2 == null) {
            Solver s = ctx.mkSolver("QF_BV");
            s.add(assertions);
            smt2 = "; " + id + "\n; expected: " + answer + "\n; claim: " + claim.replace('\n', ' ') + "\n(set-logic QF_BV)\n"
                    + s.toString() + "(check-sat)\n";
        }
        return smt2;
    }

    /** Runs the conjunction of {@code assertions}. */
    public static Query run(Context ctx, String id, String claim, BoolExpr... assertions) {
        Query q = run(ctx, 120_000, id, claim, assertions);
        if (q == null) {
            throw new IllegalStateException(id + ": solver answered unknown (timeout)");
        }
        return q;
    }

    /** As {@link #run(Context, String, String, BoolExpr...)} with a time limit; null when the solver gives up. */
    public static Query run(Context ctx, int timeoutMillis, String id, String claim, BoolExpr... assertions) {
        Solver s = ctx.mkSolver("QF_BV");
        Params p = ctx.mkParams();
        p.add("timeout", timeoutMillis);
        s.setParameters(p);
        s.add(assertions);
        long t0 = System.nanoTime();
        Status st = s.check();
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (st == Status.UNKNOWN) {
            if (TRACE) {
                System.err.println("  query " + id + ": unknown after " + ms + " ms (" + s.getReasonUnknown() + ")");
            }
            return null;
        }
        String answer = st == Status.SATISFIABLE ? "sat" : "unsat";
        if (TRACE) {
            System.err.println("  query " + id + ": " + answer + " in " + ms + " ms"
                    + (st == Status.SATISFIABLE && Boolean.getBoolean("pmtu.prove.models") ? "\n" + s.getModel() : ""));
        }
        return new Query(id, claim, answer, ms, ctx, assertions, st == Status.SATISFIABLE ? s.getModel() : null);
    }

    /** Print every query's answer and time to stderr (system property pmtu.prove.trace). */
    static final boolean TRACE = Boolean.getBoolean("pmtu.prove.trace");

    public boolean sat() {
        return "sat".equals(answer);
    }

    /** Size of the stored query in bytes. */
    public int bytes() {
        return smt2().getBytes(StandardCharsets.UTF_8).length;
    }

    /** The value of a 32- or 64-bit term in the solver's model (sat answers only), as an unsigned number. */
    public long value(com.microsoft.z3.Expr<?> e) {
        return Long.parseUnsignedLong(model.eval(e, true).toString());
    }

    /** The int value of a 32-bit term. */
    public int intValue(com.microsoft.z3.Expr<?> e) {
        return (int) value(e);
    }

    /** A boolean term's value. */
    public boolean boolValue(BoolExpr e) {
        return model.eval(e, true).isTrue();
    }

    /** Applies {@code f} to this query when it answered sat. */
    public <T> T witness(Function<Query, T> f) {
        return sat() ? f.apply(this) : null;
    }
}
