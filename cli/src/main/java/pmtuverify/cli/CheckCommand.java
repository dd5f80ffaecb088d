package pmtuverify.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.engine.Verdict;

/** {@code ./pmtu check}: the verdict table, variant x invariant. */
@Command(name = "check", mixinStandardHelpOptions = true, description = "Check the invariant catalogue on every variant with the random engine.")
public final class CheckCommand implements Callable<Integer> {
    @Option(names = "--variant", completionCandidates = Names.Variants.class,
            description = "only this variant: ${COMPLETION-CANDIDATES}")
    String variant;

    @Option(names = "--invariant", completionCandidates = Names.Invariants.class,
            description = "only this invariant id (the rows of the table; specs/CATALOGUE.md): ${COMPLETION-CANDIDATES}")
    String invariant;

    @Option(names = "--tries", description = "random runs per cell, 1..10000000 (default ${DEFAULT-VALUE})")
    int tries = 1000;

    @Option(names = "--seed", description = "seed of the whole check; the same seed gives the same table (default ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--json", description = "one JSON object per cell, with the counterexample's lines")
    boolean json;

    @Option(names = "--show", description = "under each violated cell, print its counterexample: every replay line, "
            + "the violating one marked with >, and the state before and after the violating step")
    boolean show;

    @Override
    public Integer call() {
        if (tries < 1 || tries > 10_000_000) {
            throw new BadInput("--tries must be in 1..10000000, got " + tries);
        }
        List<Verdict> vs = Checks.run(variant, invariant, tries, seed);
        if (json) {
            ObjectMapper m = JsonFields.mapper();
            List<CheckSpec> specs = Catalogue.random();
            for (Verdict v : vs) {
                ObjectNode o = m.createObjectNode();
                CheckSpec s = Catalogue.byId(specs, v.invariantId);
                o.put("invariant", v.invariantId);
                o.put("family", s.invariant().family());
                o.put("variant", v.variant);
                o.put("verdict", v.kind.name());
                o.set("evidence", m.valueToTree(v.evidence));
                ArrayNode ce = o.putArray("counterexample");
                if (v.counterexample != null) {
                    for (String l : v.counterexample.trace()) {
                        ce.add(l);
                    }
                    o.put("violating_line", v.counterexample.violatingLine());
                    o.put("detail", v.counterexample.detail());
                } else {
                    o.putNull("violating_line");
                }
                System.out.println(o.toString());
            }
            return 0;
        }
        System.out.printf("# random engine: %d tries per cell, seed %d%n", tries, seed);
        for (Verdict v : vs) {
            System.out.printf("%-30s %-17s %-9s %s%n", v.invariantId, v.variant, v.kind.name(), summary(v));
            if (show && v.counterexample != null) {
                System.out.print(show(v.counterexample.trace(), v.counterexample.violatingLine()));
            }
        }
        return 0;
    }

    /** A counterexample on screen: its lines numbered, the violating one marked, and the states around that step. */
    static String show(List<String> trace, int violating) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < trace.size(); i++) {
            b.append(String.format("  %s%3d  %s%n", i + 1 == violating ? ">" : " ", i + 1, trace.get(i)));
        }
        List<String> after = Checks.replay(trace);
        if (violating >= 2 && violating - 2 < after.size()) {
            b.append("       state before line ").append(violating).append(": ").append(after.get(violating - 2)).append('\n');
        }
        if (violating >= 1 && violating - 1 < after.size()) {
            b.append("       state after line ").append(violating).append(":  ").append(after.get(violating - 1)).append('\n');
        }
        return b.toString();
    }

    static String summary(Verdict v) {
        if (v.counterexample != null) {
            return v.counterexample.trace().size() + "-line trace, line " + v.counterexample.violatingLine() + ": "
                    + v.counterexample.detail();
        }
        StringBuilder b = new StringBuilder();
        b.append(v.evidence.get("tries")).append(" tries");
        Object cov = v.evidence.get("coverage");
        if (cov instanceof Map) {
            for (Map.Entry<?, ?> e : ((Map<?, ?>) cov).entrySet()) {
                b.append("; ").append(e.getKey()).append(' ').append(e.getValue());
            }
        }
        return b.toString();
    }
}
