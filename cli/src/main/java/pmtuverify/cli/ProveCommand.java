package pmtuverify.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.proofs.Proof;
import pmtuverify.proofs.Proofs;
import pmtuverify.proofs.Query;

/** {@code ./pmtu prove}: the SMT proofs (z3, bit-vectors) over every value, with their SMT-LIB2 files. */
@Command(name = "prove", mixinStandardHelpOptions = true, description = "Run the SMT proofs over every value of the C types; write specs/proofs/.")
public final class ProveCommand implements Callable<Integer> {
    @Option(names = "--invariant", description = "one of HELPERS, TERMINATION, PROBE_WITHIN_RANGE, ORDER_LOW_HIGH, ORDER_MSS_IN_RANGE, REPROBE_TIMING, SANE_CWND")
    String invariant;

    @Option(names = "--variant", description = "a PLPMTUD variant (default: all)")
    String variant;

    @Option(names = "--json", description = "one JSON object per proof")
    boolean json;

    @Option(names = "--out", description = "directory for the .smt2 queries and witness traces (default ${DEFAULT-VALUE}; '-' for none)")
    String out = "specs/proofs";

    @Override
    public Integer call() throws IOException {
        if (invariant != null && !Proofs.INVARIANTS.contains(invariant)) {
            throw new BadInput("--invariant must be one of " + String.join(", ", Proofs.INVARIANTS) + ", got " + invariant);
        }
        Variant v = variant == null ? null : Variant.byName(variant);
        if (variant != null && v == null) {
            throw new BadInput("unknown --variant " + variant);
        }
        List<Proof> proofs = Proofs.run(invariant == null ? null : Set.of(invariant), v == null ? null : Set.of(v));
        if (!"-".equals(out)) {
            Proofs.write(proofs, Path.of(out));
            if (invariant == null && variant == null) {
                java.nio.file.Files.writeString(Path.of(out, "PROOFS.md"), Proofs.table(proofs));
                java.nio.file.Files.writeString(Path.of(out, Proofs.CELLS), Proofs.cells(proofs));
            }
        }
        for (Proof p : proofs) {
            if (json) {
                StringBuilder b = new StringBuilder("{\"invariant\":\"").append(p.invariant).append("\",\"variant\":\"")
                        .append(p.variant).append("\",\"domain\":\"").append(p.domain).append("\",\"verdict\":\"")
                        .append(p.verdict).append("\",\"solver_ms\":").append(p.millis()).append(",\"query_bytes\":")
                        .append(p.bytes()).append(",\"queries\":[");
                for (int i = 0; i < p.queries.size(); i++) {
                    Query q = p.queries.get(i);
                    b.append(i > 0 ? "," : "").append("{\"id\":\"").append(q.id).append("\",\"answer\":\"").append(q.answer)
                            .append("\",\"ms\":").append(q.millis).append(",\"bytes\":").append(q.bytes()).append('}');
                }
                b.append("],\"statement\":\"").append(p.statement.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"}");
                System.out.println(b);
            } else {
                System.out.printf("%-18s %-18s %-9s %-8s %7d ms %8d B  %s%s%n", p.invariant, p.variant,
                        p.allValues() ? "all" : "sane", p.verdict, p.millis(), p.bytes(), p.statement,
                        p.trace.isEmpty() ? "" : " [trace " + p.traceName() + ".jsonl]");
            }
        }
        return 0;
    }
}
