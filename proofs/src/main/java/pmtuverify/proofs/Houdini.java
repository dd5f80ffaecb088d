package pmtuverify.proofs;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Houdini's filter over candidate facts about reachable states: drop every candidate that fails in some initial state,
 * or after some transition from a state satisfying all candidates still kept, until none fails. What is left is the
 * greatest inductive subset of the candidates: it holds in every initial state and every transition keeps it, so every
 * reachable state satisfies it. A candidate the solver cannot decide within the time limit is dropped too (dropping
 * only weakens the invariant). One filter serves the steady path ({@link Steady}) and the whole transition relation
 * ({@link EverySequence}).
 */
final class Houdini {
    private Houdini() {}

    /** One candidate fact over a state of type {@code S}. */
    interface Fact<S> {
        BoolExpr at(S s);
    }

    /**
     * The candidates that survive, in their order. {@code init} is the state after set-up, {@code pre} a free state,
     * {@code step} the transition's constraint relating {@code pre} to {@code post} (true when {@code post} is a term of
     * {@code pre}); {@code dropped} is told each candidate dropped and the query that broke it.
     */
    static <S, F extends Fact<S>> Map<String, F> filter(Context ctx, int timeoutMillis, BoolExpr domain, Map<String, F> candidates,
                                                       S init, S pre, BoolExpr step, S post, BiConsumer<String, Query> dropped) {
        Map<String, F> kept = new LinkedHashMap<>(candidates);
        boolean changed = true;
        while (changed) {
            changed = false;
            BoolExpr all = ctx.mkTrue();
            for (F f : kept.values()) {
                all = ctx.mkAnd(all, f.at(pre));
            }
            for (Iterator<Map.Entry<String, F>> it = kept.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<String, F> e = it.next();
                F f = e.getValue();
                Query q = Query.run(ctx, timeoutMillis, "houdini", "", domain, ctx.mkNot(f.at(init)));
                if (q != null && !q.sat()) {
                    q = Query.run(ctx, timeoutMillis, "houdini", "", domain, step, all, ctx.mkNot(f.at(post)));
                }
                if (q == null || q.sat()) {
                    dropped.accept(e.getKey(), q);
                    it.remove();
                    changed = true;
                }
            }
        }
        return kept;
    }
}
