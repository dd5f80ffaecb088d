package pmtuverify.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.explore.Explorer;
import pmtuverify.explore.Harnesses;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Invariant;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariants;

/** {@code ./pmtu explore}: exhaustive exploration of the PLPMTUD harnesses within the standard bounds. */
@Command(name = "explore", description = "Exhaustively explore the harnesses (state matching, bounded depth); exit 1 on a violation.")
public final class ExploreCommand implements Callable<Integer> {
    @Option(names = "--harness", description = "invariant id of the harness (default: all)")
    String harness;

    @Option(names = "--variant", description = "variant (default: all the invariant applies to)")
    String variant;

    @Option(names = "--depth", description = "events per run (default: per profile, see README)")
    int depth;

    @Option(names = "--max-states", description = "cap on distinct states per harness (default ${DEFAULT-VALUE})")
    long maxStates = 2_000_000;

    @Option(names = "--json", description = "one JSON object per harness")
    boolean json;

    @Override
    public Integer call() {
        if (depth < 0 || depth > 1000) {
            throw new BadInput("--depth must be in 0..1000, got " + depth);
        }
        if (maxStates < 1) {
            throw new BadInput("--max-states must be positive, got " + maxStates);
        }
        if (variant != null && Variant.byName(variant) == null) {
            throw new BadInput("unknown variant \"" + variant + "\" (PRE, V1, V3, V5, MAINLINE)");
        }
        boolean found = false;
        boolean any = false;
        for (Invariant inv : PmtuInvariants.ALL) {
            if (harness != null && !harness.equals(inv.id())) {
                continue;
            }
            for (String v : PmtuChecks.variantsOf(inv)) {
                if (variant != null && !variant.equals(v)) {
                    continue;
                }
                any = true;
                PmtuHarness h = Harnesses.byName(inv.id(), v, depth);
                int d = depth > 0 ? depth : PmtuChecks.exploreDepth(inv);
                Explorer.Result r = new Explorer(maxStates, p -> System.err.printf(
                        "  ... %s %s: %d states, %d runs, %.0f s%n", inv.id(), v, p.statesNew, p.runs, p.seconds), 2_000_000)
                        .explore(h);
                found |= r.violation != null;
                print(inv, v, d, r);
            }
        }
        if (!any) {
            throw new BadInput("no harness matches --harness " + harness + (variant == null ? "" : " --variant " + variant));
        }
        return found ? 1 : 0;
    }

    private void print(Invariant inv, String v, int d, Explorer.Result r) {
        String verdict = r.verdict();
        if (json) {
            ObjectNode o = JsonFields.mapper().createObjectNode();
            o.put("harness", inv.id());
            o.put("variant", v);
            o.put("verdict", verdict);
            o.put("depth", d);
            o.put("bounds", "SMALL");
            o.put("states_new", r.statesNew);
            o.put("states_visited", r.statesVisited);
            o.put("runs", r.runs);
            o.put("max_depth", r.maxDepth);
            o.put("seconds", Math.round(r.seconds * 1000) / 1000.0);
            o.put("states_per_second", Math.round(r.statesPerSecond()));
            ArrayNode ce = o.putArray("counterexample");
            if (r.violation != null) {
                for (String l : r.violation.trace()) {
                    ce.add(l);
                }
                o.put("violating_line", r.violation.violatingLine());
                o.put("detail", r.violation.detail());
            }
            System.out.println(o.toString());
            return;
        }
        System.out.printf("%-30s %-9s %-9s depth %d: states new=%d visited=%d runs=%d max_depth=%d %.2f s%n",
                inv.id(), v, verdict, d, r.statesNew, r.statesVisited, r.runs, r.maxDepth, r.seconds);
        if (r.violation != null) {
            System.out.println("  " + r.violation.detail());
            for (String l : r.violation.trace()) {
                System.out.println("  " + l);
            }
        }
    }
}
