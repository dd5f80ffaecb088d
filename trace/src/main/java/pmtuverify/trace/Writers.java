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
     * The cause of a PLPMTUD violation: its deciding statements, the kernel statements its violating line ran that
     * turned the invariant false, each named by field, function and the function it was called from ({@code
     * search_high <- tcp_sync_mss (from tcp_v4_mtu_reduced)}), in {@link Provenance#FIELDS} order ({@link #deciding}):
     * of the fields the invariant's formula reads, those the line wrote; when it wrote none of them, every field it
     * wrote (a probe sent: its size and cwnd); when it wrote no field (a probe refused), the last writer of each field
     * the formula reads. Then each floor of __tcp_mtu_to_mss that raised an MSS on that line inside
     * a deciding function whose field is an MSS or sized from one (mss_cache, probe_size, search_low). A line that runs no
     * kernel statement (a sysctl write, a route change) is named as the event that changed an input of the formula.
     * Two violations have the same cause exactly when these are the same set: the fields' earlier writers are the
     * counterexample's context, shown by {@code replay --why}, not part of the cause.
     */
    public static String cause(pmtuverify.props.InvariantViolation v) {
        return cause(v.invariantId(), row(v.trace(), v.violatingLine()));
    }

    /** {@link #cause(pmtuverify.props.InvariantViolation)} of a replayed row that breaks {@code invariant}. */
    public static String cause(String invariant, PmtuReplay.Row r) {
        return String.join("; ", causeParts(invariant, r, false));
    }

    /** The parts of {@link #cause(String, PmtuReplay.Row)}; with {@code spelled}, each statement as the kernel spells it. */
    public static List<String> causeParts(String invariant, PmtuReplay.Row r, boolean spelled) {
        List<String> parts = new ArrayList<>();
        java.util.Set<String> sized = new java.util.HashSet<>();
        for (pmtuverify.model.plpmtud.Assignment a : deciding(invariant, r).values()) {
            String caller = r.provenance().caller(a.field);
            String part = a.field + " \u2190 " + a.function + (caller == null ? "" : " (from " + caller + ")")
                    + (spelled ? ": `" + a.statement + "`" + (a.file == null ? "" : " (" + a.file + ")") : "");
            if (!parts.contains(part)) {
                parts.add(part);
            }
            if (List.of("mss_cache", "probe_size", "search_low").contains(a.field)) {
                sized.add("(from " + a.function + ")");
            }
        }
        for (String f : r.step().floors) {
            if (sized.stream().anyMatch(f::endsWith)) {
                parts.add(spelled ? f + " (net/ipv4/tcp_output.c)" : f);
            }
        }
        if (parts.isEmpty()) {
            parts.add("no kernel statement: the " + r.label().replaceFirst("=.*$", "").replaceFirst(" [0-9]+$", "")
                    + " line changes what the formula reads");
        }
        return parts;
    }

    /**
     * The deciding statements of a row that breaks {@code invariant}, by field: of the fields its formula reads, those
     * the row's own event wrote; when it wrote none of them, every field it wrote; when it wrote none (and is a kernel
     * event, not a sysctl write or a route change), the last writer of each field the formula reads; kernel statements and FIX rules only
     * (the config line, the environment and the event's own cwnd are left out).
     */
    public static Map<String, pmtuverify.model.plpmtud.Assignment> deciding(String invariant, PmtuReplay.Row r) {
        Map<String, pmtuverify.model.plpmtud.Assignment> here = new LinkedHashMap<>();
        for (Map.Entry<String, pmtuverify.model.plpmtud.Assignment> e : deciding(invariant, r.provenance()).entrySet()) {
            if (r.step().writes.contains(e.getValue())) {
                here.put(e.getKey(), e.getValue());
            }
        }
        if (here.isEmpty()) {
            for (String f : Provenance.FIELDS) {
                pmtuverify.model.plpmtud.Assignment a = r.provenance().of(f);
                if (r.step().writes.contains(a) && (a.file != null || a.statement.startsWith("FIX rule"))) {
                    here.put(f, a);
                }
            }
        }
        boolean environment = r.event().equals("sysctl") || r.event().equals("route_mtu");
        return here.isEmpty() && !environment ? deciding(invariant, r.provenance()) : here;
    }

    /**
     * The kernel statements (and FIX rules) among the last writers of the fields {@code invariant}'s formula reads, by
     * field in {@link Provenance#FIELDS} order (the config and the environment are left out).
     */
    public static Map<String, pmtuverify.model.plpmtud.Assignment> deciding(String invariant, Provenance p) {
        Map<String, pmtuverify.model.plpmtud.Assignment> out = new LinkedHashMap<>();
        String formula = formula(invariant);
        for (String f : read(formula == null ? "" : formula)) {
            pmtuverify.model.plpmtud.Assignment a = p.of(f);
            if (a.file != null || a.statement.startsWith("FIX rule")) {
                out.put(f, a);
            }
        }
        return out;
    }

    /**
     * The cause under {@code variant} of the trace {@code trace} replayed under it: the cause at the first line that
     * breaks {@code invariant}, or null when no line does (the trace's config line may name another variant).
     */
    public static String causeUnder(List<String> trace, Variant variant, String invariant) {
        List<PmtuReplay.Row> rows = new ArrayList<>();
        PmtuReplay.replay(trace, variant, List.of(invariant), rows::add);
        for (PmtuReplay.Row r : rows) {
            if (r.violates() != null && r.violates().containsKey(invariant)) {
                return cause(invariant, r);
            }
        }
        return null;
    }
}
