package pmtuverify.trace;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.model.plpmtud.Provenance;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;

/**
 * The last writers ({@link Provenance}) of the state fields an invariant's formula reads: what a violation names, so
 * that its reader finds the kernel statement that produced the violating values.
 */
public final class Writers {
    private Writers() {}

    /**
     * The fields {@code formula} reads, in {@link Provenance#FIELDS} order: each field it names, search_low and
     * search_high for a probe's size (tcp_mtu_probe computes it from them) and route_mtu for dst_mtu. A formula that
     * names none (the loops') reads the search range and the probe.
     */
    public static List<String> read(String formula) {
        List<String> out = new ArrayList<>();
        boolean probe = formula.matches("(?s).*\\b(sent|probe)\\b.*");
        for (String f : Provenance.FIELDS) {
            if (formula.contains(f) || (probe && (f.equals("search_low") || f.equals("search_high")))
                    || (f.equals("route_mtu") && formula.contains("dst_mtu"))) {
                out.add(f);
            }
        }
        return out.isEmpty() ? List.of("search_low", "search_high", "probe_size") : out;
    }

    /** The formula of the PLPMTUD invariant {@code id}, or null. */
    public static String formula(String id) {
        CheckSpec s = Catalogue.byId(Catalogue.random(), id);
        return s == null ? null : s.invariant().formula();
    }

    /** Each field {@code invariant}'s formula reads, with its last writer cited for {@code v}. */
    public static Map<String, String> of(String invariant, Provenance p, Variant v) {
        Map<String, String> out = new LinkedHashMap<>();
        String formula = formula(invariant);
        for (String f : read(formula == null ? "" : formula)) {
            out.put(f, p.of(f).cite(v));
        }
        return out;
    }

    /** Every followed field with its last writer, as replay --why adds it to a line. */
    public static ObjectNode why(Provenance p, Variant v) {
        ObjectNode o = JsonFields.mapper().createObjectNode();
        for (String f : Provenance.FIELDS) {
            o.put(f, p.of(f).cite(v));
        }
        return o;
    }

    /** One line of prose: {@code field: writer; ...}. */
    public static String prose(Map<String, String> writers) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, String> e : writers.entrySet()) {
            parts.add(e.getKey() + " \u2190 " + e.getValue());
        }
        return String.join("; ", parts);
    }

    /**
     * The writers of the fields {@code invariant}'s formula reads, as they stand after line {@code line} (1-based) of
     * the PLPMTUD trace {@code trace}: the line a counterexample breaks the invariant at.
     */
    public static Map<String, String> at(String invariant, List<String> trace, int line) {
        PmtuReplay.Row r = row(trace, line);
        return of(invariant, r.provenance(), r.variant());
    }

    /** The replayed row of line {@code line} (1-based) of the PLPMTUD trace {@code trace}. */
    public static PmtuReplay.Row row(List<String> trace, int line) {
        List<PmtuReplay.Row> rows = PmtuReplay.rows(trace);
        return rows.get(Math.min(line, rows.size()) - 1);
    }

    /**
     * The cause of a PLPMTUD violation: the kernel functions that last wrote the fields its formula reads, at its
     * violating line, in the order of those fields (the config line and the environment are no function:
     * "the config or the environment" when they wrote every field).
     */
    public static String cause(pmtuverify.props.InvariantViolation v) {
        PmtuReplay.Row r = row(v.trace(), v.violatingLine());
        String formula = formula(v.invariantId());
        java.util.LinkedHashSet<String> functions = new java.util.LinkedHashSet<>();
        for (String f : read(formula == null ? "" : formula)) {
            pmtuverify.model.plpmtud.Assignment a = r.provenance().of(f);
            if (a.file != null || a.statement.startsWith("FIX rule")) {
                functions.add(a.function);
            }
        }
        return functions.isEmpty() ? "the config or the environment" : String.join(" + ", functions);
    }
}
