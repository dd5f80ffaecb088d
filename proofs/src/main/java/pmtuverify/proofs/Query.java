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
    private final Context ctx;
    private final BoolExpr[] assertions;
    private final int timeoutMillis;
    /** z3's resource limit of a query solved alone ({@link #runAlone}), 0 for none. */
    private final long rlimit;
    private Model model;
    private String script;
    private String smt2;

    private Query(String id, String claim, String answer, long millis, Context ctx, BoolExpr[] assertions, int timeoutMillis) {
        this(id, claim, answer, millis, ctx, assertions, timeoutMillis, 0);
    }

    private Query(String id, String claim, String answer, long millis, Context ctx, BoolExpr[] assertions, int timeoutMillis,
                  long rlimit) {
        this.id = id;
        this.claim = claim;
        this.answer = answer;
        this.millis = millis;
        this.ctx = ctx;
        this.assertions = assertions;
        this.timeoutMillis = timeoutMillis;
        this.rlimit = rlimit;
    }

    /**
     * The query as an SMT-LIB2 script (built on demand: the searches run many queries that are not
     * stored), with its expected answer in the header.
     */
    public String smt2() {
        if (smt2 == null) {
            smt2 = "; " + id + "\n; expected: " + answer + "\n; claim: " + claim.replace('\n', ' ') + "\n(set-logic QF_BV)\n"
                    + script() + "(check-sat)\n";
        }
        return smt2;
    }

    /** The declarations and assertions as SMT-LIB2 text (made once: the stored query's body, and what the model re-solves). */
    private String script() {
        if (script == null) {
            Solver s = ctx.mkSolver("QF_BV");
            s.add(assertions);
            script = s.toString();
        }
        return script;
    }

    /** Runs the conjunction of {@code assertions}. */
    public static Query run(Context ctx, String id, String claim, BoolExpr... assertions) {
        Query q = run(ctx, 120_000, id, claim, assertions);
        if (q == null) {
            throw new IllegalStateException(id + ": solver answered unknown (timeout)");
        }
        return q;
    }

    /**
     * As {@link #run(Context, String, String, BoolExpr...)} with a time limit; null when the solver gives up.
     *
     * <p>The answer is the context's; the model of a sat answer is not: z3's models depend on the terms made before
     * in a context (the order of its internal ids), and a query stopped by its time limit, whose progress depends on
     * the machine's load, leaves terms behind. So the first value read re-solves the query alone, its SMT-LIB2 text
     * (the stored query's) parsed into a context of its own ({@link #model()}), and a stored witness depends on the
     * query's text only, not on the queries that ran before it or on the load.
     */
    public static Query run(Context ctx, int timeoutMillis, String id, String claim, BoolExpr... assertions) {
        Solver s = ctx.mkSolver("QF_BV");
        s.setParameters(timeout(ctx, timeoutMillis));
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
            System.err.println("  query " + id + ": " + answer + " in " + ms + " ms");
        }
        return new Query(id, claim, answer, ms, ctx, assertions, timeoutMillis);
    }

    private static Params timeout(Context ctx, int millis) {
        return limits(ctx, millis, 0);
    }

    private static Params limits(Context ctx, int millis, long rlimit) {
        Params p = ctx.mkParams();
        p.add("timeout", millis);
        if (rlimit > 0) {
            p.add("rlimit", (int) Math.min(rlimit, Integer.MAX_VALUE));
        }
        return p;
    }

    /** The wall-clock limit of a query solved alone under a resource limit: a safety net that should never act. */
    static final int ALONE_SAFETY_MS = 600_000;

    /**
     * As {@link #run(Context, int, String, String, BoolExpr...)}, but solved alone: the query's SMT-LIB2 text parsed into
     * a context of its own and checked under z3's resource limit {@code rlimit} (a count of the solver's steps), not a
     * time limit. Its answer, unknown included, is then a function of the query's text and the z3 build alone, the
     * same on every machine and under any load; null when the solver gives up.
     */
    public static Query runAlone(Context ctx, long rlimit, String id, String claim, BoolExpr... assertions) {
        Solver text = ctx.mkSolver("QF_BV");
        text.add(assertions);
        String script = text.toString();
        long t0 = System.nanoTime();
        Status st;
        try (Context own = new Context()) {
            Solver s = own.mkSolver("QF_BV");
            s.setParameters(limits(own, ALONE_SAFETY_MS, rlimit));
            s.add(own.parseSMTLIB2String(script, null, null, null, null));
            st = s.check();
            if (st == Status.UNKNOWN && !String.valueOf(s.getReasonUnknown()).contains("resource")
                    && !String.valueOf(s.getReasonUnknown()).contains("canceled")) {
                throw new IllegalStateException(id + ": unknown for another reason than its resource limit: " + s.getReasonUnknown());
            }
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (TRACE) {
            System.err.println("  query " + id + " (alone, rlimit " + rlimit + "): " + st + " in " + ms + " ms");
        }
        if (st == Status.UNKNOWN) {
            return null;
        }
        Query q = new Query(id, claim, st == Status.SATISFIABLE ? "sat" : "unsat", ms, ctx, assertions, ALONE_SAFETY_MS, rlimit);
        q.script = script;
        return q;
    }

    /**
     * The model of a sat answer, made once: the query's text solved in a context of its own (with the query's resource
     * limit and at least the safety net's wall limit), its values then pinned in this query's context (each constant equal to its value, equalities only, so
     * the model is exactly those values; a constant the model does not mention evaluates to the completion's default,
     * as there).
     */
    private Model model() {
        if (model == null) {
            if (!sat()) {
                throw new IllegalStateException(id + ": no model of an " + answer + " answer");
            }
            try (Context own = new Context()) {
                Solver s = own.mkSolver("QF_BV");
                // the answer is known (sat): re-solving only fetches its values, so a loaded machine must not make it
                // fail; the wall limit is the larger of the query's own and the safety net, the resource limit stays
                int millis = Math.max(timeoutMillis, ALONE_SAFETY_MS);
                s.setParameters(limits(own, millis, rlimit));
                s.add(own.parseSMTLIB2String(script(), null, null, null, null));
                if (s.check() != Status.SATISFIABLE) {
                    throw new IllegalStateException(id + ": sat, but not solved again alone within " + millis + " ms");
                }
                Model m = s.getModel();
                if (TRACE && Boolean.getBoolean("pmtu.prove.models")) {
                    System.err.println("  model of " + id + ":\n" + m);
                }
                Solver pin = ctx.mkSolver();
                for (com.microsoft.z3.FuncDecl<?> d : m.getConstDecls()) {
                    pin.add(ctx.mkEq(ctx.mkConst(d.translate(ctx)), m.getConstInterp(d).translate(ctx)));
                }
                if (pin.check() != Status.SATISFIABLE) {
                    throw new IllegalStateException(id + ": a model's own values are unsatisfiable");
                }
                model = pin.getModel();
            }
        }
        return model;
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
        return Long.parseUnsignedLong(model().eval(e, true).toString());
    }

    /** The int value of a 32-bit term. */
    public int intValue(com.microsoft.z3.Expr<?> e) {
        return (int) value(e);
    }

    /** A boolean term's value. */
    public boolean boolValue(BoolExpr e) {
        return model().eval(e, true).isTrue();
    }

    /** Applies {@code f} to this query when it answered sat. */
    public <T> T witness(Function<Query, T> f) {
        return sat() ? f.apply(this) : null;
    }
}
