package pmtuverify.report;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.engine.Verdict;
import pmtuverify.trace.Writers;

/**
 * The causes of a LATEST cell as the report shows them: {@link Causes#ofLatest} (the cell's own, then each FIX cell's
 * counterexample of a new cause), and further each FIX cell's counterexample that LATEST breaks with a cause already
 * listed when every listed run of that cause is closed by that FIX: two runs of one cause can differ on whether a FIX
 * closes them, and the table must show the run a FIX leaves broken.
 */
public final class LatestCauses {
    private LatestCauses() {}

    /** The causes of {@code latest}, with {@code cells} giving each variant's cell of the same invariant. */
    public static List<Causes.Found> of(Verdict latest, Function<String, Verdict> cells) {
        List<Causes.Found> out = new ArrayList<>(Causes.ofLatest(latest, cells));
        String inv = latest.invariantId;
        for (Variant v : Variant.values()) {
            Verdict fix = v.fixOf == Variant.LATEST ? cells.apply(v.name()) : null;
            if (fix == null || fix.counterexample == null) {
                continue;
            }
            String cause = Writers.causeUnder(fix.counterexample.trace(), Variant.LATEST, inv);
            if (cause == null) {
                continue;
            }
            boolean shown = false;
            boolean leftBroken = false;
            for (Causes.Found c : out) {
                if (c.cause().equals(cause)) {
                    shown = true;
                    leftBroken |= Causes.closedBy(inv, c.trace()).stream().noneMatch(x -> x.startsWith(v.name()));
                }
            }
            if (shown && !leftBroken) {
                String f = Checks.counterexampleFile(inv, v.name());
                out.add(new Causes.Found(cause, fix.counterexample.trace(), f, "./pmtu replay specs/" + f + " --variant LATEST --check",
                        v.name() + "'s counterexample, replayed on LATEST: a run of a cause above that " + v.name() + " does not close"));
            }
        }
        return out;
    }
}
