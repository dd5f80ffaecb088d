package pmtuverify.proofs;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.FuncDecl;
import com.microsoft.z3.Fixedpoint;
import com.microsoft.z3.Params;
import com.microsoft.z3.Sort;
import com.microsoft.z3.Status;
import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.proofs.Machine.Field;

/**
 * The cells of {@link EverySequence} as constrained Horn clauses for z3's Spacer engine (an experiment outside
 * {@code ./pmtu prove}, whose results must be deterministic): a relation {@code Reach} over the connection's constants
 * and the {@link Machine} state, one clause for connect, one for an event, and the cell's negation as the query.
 * Spacer answers unsat (safe: it found an inductive invariant), sat (a run breaks the cell) or unknown (its time limit).
 * Run: {@code java -cp cli/target/pmtu.jar pmtuverify.proofs.Chc VARIANT CELL SECONDS}.
 */
public final class Chc {
    private Chc() {}

    /** Spacer's answer on one cell and the wall time it took. */
    public record Answer(String status, long millis) {}

    public static Answer run(Variant v, EverySequence.Cell cell, int seconds) {
        try (Context ctx = new Context()) {
            EverySequence es = new EverySequence(ctx, v);
            Symbolic o = es.o;
            // the relation's arguments: the constants, then the state's fields
            List<Expr<?>> consts = List.of(es.v6, es.opt, es.clamp, es.hz);
            List<Sort> sorts = new ArrayList<>();
            for (Expr<?> c : consts) {
                sorts.add(c.getSort());
            }
            for (int i = 0; i < Field.values().length; i++) {
                sorts.add(ctx.mkBitVecSort(32));
            }
            FuncDecl<com.microsoft.z3.BoolSort> reach = ctx.mkFuncDecl("Reach", sorts.toArray(new Sort[0]), ctx.mkBoolSort());
            FuncDecl<com.microsoft.z3.BoolSort> error = ctx.mkFuncDecl("Error", new Sort[0], ctx.mkBoolSort());
            Fixedpoint fp = ctx.mkFixedpoint();
            Params p = ctx.mkParams();
            p.add("engine", "spacer");
            p.add("timeout", seconds * 1000);
            fp.setParameters(p);
            fp.registerRelation(reach);
            fp.registerRelation(error);

            Machine<BitVecExpr, BoolExpr>.State pre = es.free("");
            Machine<BitVecExpr, BoolExpr>.Input e = es.input("");
            Machine<BitVecExpr, BoolExpr>.Result r = es.m.step(pre, e);
            // connect
            List<Expr<?>> bound = new ArrayList<>(consts);
            bound.add(es.passive);
            bound.addAll(List.of(es.config));
            fp.addRule(ctx.mkForall(bound.toArray(new Expr<?>[0]), ctx.mkImplies(es.domain, apply(ctx, reach, consts, es.init)),
                    1, null, null, null, null), ctx.mkSymbol("connect"));
            // one event
            List<Expr<?>> stepVars = new ArrayList<>(consts);
            for (Field f : Field.values()) {
                stepVars.add(pre.get(f));
            }
            stepVars.addAll(List.of(e.kind, e.timed, e.now, e.cwndSet, e.cwnd, e.mtu, e.cwndFull, e.sysctl, e.value));
            BoolExpr constDomain = o.and(o.and(o.ule(es.opt, o.num(40)), o.ule(es.clamp, o.num(65535))),
                    o.or(o.or(o.eq(es.hz, o.num(100)), o.eq(es.hz, o.num(250))), o.or(o.eq(es.hz, o.num(300)), o.eq(es.hz, o.num(1000)))));
            fp.addRule(ctx.mkForall(stepVars.toArray(new Expr<?>[0]), ctx.mkImplies(o.and(o.and(apply(ctx, reach, consts, pre),
                    es.inputDomain(e)), constDomain), apply(ctx, reach, consts, r.after)), 1, null, null, null, null), ctx.mkSymbol("event"));
            // the cell broken: after an event (and, for a state cell, in a reachable state)
            BoolExpr bad = cell.state ? o.not(cell.at(es.m, pre)) : o.and(es.inputDomain(e), o.not(cell.step(es.m, pre, e, r)));
            fp.addRule(ctx.mkForall(stepVars.toArray(new Expr<?>[0]), ctx.mkImplies(o.and(apply(ctx, reach, consts, pre), bad),
                    (BoolExpr) error.apply()), 1, null, null, null, null), ctx.mkSymbol("broken"));
            long t0 = System.nanoTime();
            Status s;
            try {
                s = fp.query((BoolExpr) error.apply());
            } catch (com.microsoft.z3.Z3Exception timeout) { // the time limit cancels the query
                return new Answer("unknown (" + timeout.getMessage() + " at the time limit)", (System.nanoTime() - t0) / 1_000_000);
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            // Error reachable (SATISFIABLE) means a run breaks the cell; UNSATISFIABLE means Spacer proved it
            return new Answer(s == Status.SATISFIABLE ? "VIOLATED" : s == Status.UNSATISFIABLE ? "PROVEN" : "unknown ("
                    + fp.getReasonUnknown() + ")", ms);
        }
    }

    private static BoolExpr apply(Context ctx, FuncDecl<com.microsoft.z3.BoolSort> rel, List<Expr<?>> consts,
                                  Machine<BitVecExpr, BoolExpr>.State s) {
        List<Expr<?>> args = new ArrayList<>(consts);
        for (Field f : Field.values()) {
            args.add(s.get(f));
        }
        return (BoolExpr) rel.apply(args.toArray(new Expr<?>[0]));
    }

    public static void main(String[] args) {
        if (args.length != 3 || Variant.byName(args[0]) == null) {
            System.err.println("usage: Chc VARIANT CELL SECONDS (CELL one of " + java.util.Arrays.toString(EverySequence.Cell.values()) + ")");
            System.exit(2);
        }
        Answer a = run(Variant.byName(args[0]), EverySequence.Cell.valueOf(args[1]), Integer.parseInt(args[2]));
        System.out.println(args[0] + " " + args[1] + ": Spacer " + a.status() + " in " + a.millis() + " ms");
    }
}
