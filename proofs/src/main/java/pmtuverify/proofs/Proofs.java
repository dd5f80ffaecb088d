package pmtuverify.proofs;

import com.microsoft.z3.Context;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import pmtuverify.model.plpmtud.Variant;

/**
 * Every SMT proof, per invariant and variant: the helpers (per IP version and floor rule),
 * TERMINATION and PROBE_WITHIN_RANGE on the steady path, ORDER_* per encoded transition, the safety cells of
 * {@link EverySequence} over every event sequence, REPROBE_TIMING over u32, SANE_CWND.
 */
public final class Proofs {
    private Proofs() {}

    /** The invariants with SMT proofs, in report order. */
    public static final List<String> INVARIANTS = List.of("HELPERS", "TERMINATION", "PROBE_WITHIN_RANGE", "ORDER_LOW_HIGH", "ORDER_MSS_IN_RANGE",
            "PROBE_NOT_REFUSED", "PROBE_LOSS_NEVER_RAISES_HIGH", "HIGH_ONLY_ON_NEGATIVE_SIGNAL", "SANE_SIZES", "REPROBE_TIMING", "SANE_CWND");

    /**
     * Runs the proofs of {@code invariants} (null: all) on {@code variants} (null: all). The helpers
     * have no variant of their own: they run when MAINLINE (4.x rules) or LATEST (6.x) is selected.
     * Each group of proofs (the helpers; per variant, the steady cells of one domain, REPROBE_TIMING,
     * SANE_CWND) runs in a context of its own: z3's models depend on what ran before in a context,
     * so a run of one variant finds the witnesses a run of every variant finds.
     */
    public static List<Proof> run(Set<String> invariants, Set<Variant> variants) {
        return run(invariants, variants, group -> { });
    }

    /**
     * The groups of proofs {@link #run(Set, Set)} runs: "HELPERS" when it is wanted, then each selected variant's name;
     * {@code done} is called with each group's name when its proofs are done.
     */
    public static List<String> groups(Set<String> invariants, Set<Variant> variants) {
        List<String> out = new ArrayList<>();
        if (wants(invariants, "HELPERS")) {
            out.add("HELPERS");
        }
        for (Variant v : Variant.values()) {
            if (variants == null || variants.contains(v)) {
                out.add(v.name());
            }
        }
        return out;
    }

    /** {@link #run(Set, Set)}, calling {@code done} with each of {@link #groups} when it is done. */
    public static List<Proof> run(Set<String> invariants, Set<Variant> variants, java.util.function.Consumer<String> done) {
        return run(invariants, variants, 1, done);
    }

    /**
     * {@link #run(Set, Set)} with the groups (the helpers, each variant) on {@code threads} threads: each group builds its
     * own z3 contexts, so the proofs, their queries and witnesses are the same whatever the thread count, and come back
     * in the order of {@link #groups}. {@code done} is called with each group's name when its proofs are done.
     */
    public static List<Proof> run(Set<String> invariants, Set<Variant> variants, int threads, java.util.function.Consumer<String> done) {
        List<String> groups = groups(invariants, variants);
        List<Proof> out = new ArrayList<>();
        for (List<Proof> ps : pmtuverify.work.Parallel.map(groups, threads,
                g -> g.equals("HELPERS") ? helpers(variants) : variant(invariants, Variant.valueOf(g)), done)) {
            out.addAll(ps);
        }
        return out;
    }

    /** The helpers' proofs of the rule sets {@code variants} selects (MAINLINE: the 4.x rules, LATEST: 6.x; null: both). */
    private static List<Proof> helpers(Set<Variant> variants) {
        List<Proof> out = new ArrayList<>();
        for (Proof p : inContext(Helpers::prove)) {
            if (variants == null || variants.contains(p.variant.equals("4.x") ? Variant.MAINLINE : Variant.LATEST)) {
                out.add(p);
            }
        }
        return out;
    }

    /** The proofs of one variant: the steady cells of each domain, the every-sequence cells, REPROBE_TIMING, SANE_CWND. */
    private static List<Proof> variant(Set<String> invariants, Variant v) {
        List<Proof> out = new ArrayList<>();
        boolean steadyCells = wants(invariants, "TERMINATION") || wants(invariants, "PROBE_WITHIN_RANGE");
        boolean order = Order.INVARIANTS.stream().anyMatch(id -> wants(invariants, id));
        if (steadyCells || order) {
            for (boolean sane : new boolean[] {false, true}) {
                out.addAll(inContext(ctx -> {
                    List<Proof> ps = new ArrayList<>();
                    Steady st = new Steady(ctx, v, sane);
                    if (steadyCells) {
                        for (Proof p : Termination.prove(ctx, st)) {
                            if (wants(invariants, p.invariant)) {
                                ps.add(p);
                            }
                        }
                    }
                    if (order) {
                        ps.addAll(Order.prove(ctx, st, invariants == null ? null : List.copyOf(invariants)));
                    }
                    return ps;
                }));
            }
        }
        if (EverySequence.INVARIANTS.stream().anyMatch(id -> wants(invariants, id))) {
            out.addAll(inContext(ctx -> EverySequence.prove(ctx, v, invariants == null ? null : List.copyOf(invariants))));
        }
        if (wants(invariants, "REPROBE_TIMING") && v.reprobeTimer) {
            out.addAll(inContext(ctx -> Reprobe.prove(ctx, v)));
        }
        if (wants(invariants, "SANE_CWND")) {
            out.addAll(inContext(ctx -> Cwnd.prove(ctx, v)));
        }
        return out;
    }

    /** Runs {@code group} in a fresh context, and writes its queries' text while the context is open. */
    private static List<Proof> inContext(java.util.function.Function<Context, List<Proof>> group) {
        try (Context ctx = new Context()) {
            List<Proof> ps = group.apply(ctx);
            for (Proof p : ps) {
                for (Query q : p.queries) {
                    q.smt2(); // the text needs the context
                }
            }
            return ps;
        }
    }

    private static boolean wants(Set<String> invariants, String id) {
        return invariants == null || invariants.contains(id);
    }

    /** The per-cell table of proof strengths, as specs/proofs/PROOFS.md. */
    public static String table(List<Proof> proofs) {
        StringBuilder b = new StringBuilder("# SMT proofs\n\nGenerated by `./pmtu prove`. Each cell: the strength, the exact result, ")
                .append("solver time and stored query size (bytes of SMT-LIB2, every query of the cell). `all` quantifies over every value the C ")
                .append("types and the variant's sysctl handlers allow (an IPv4 route from ").append(Steady.IPV4_ROUTE_FLOOR)
                .append(" up); `sane` restricts the connection to ").append(Steady.SANE)
                .append(". The steady path is connect, then xmits and the probes' outcomes with ").append(Coverage.STEADY_FIXED)
                .append(". A PROVEN cell's strength names the events its queries encode and the domain: unsat over that domain, ")
                .append("nothing claimed for other events. VIOLATED: the solver's witness, a run from connect, replayed by the model; ")
                .append("OPEN: the result names what the solver cannot exclude. Witness traces replay with `./pmtu replay FILE`. ")
                .append("A cell whose strength says `every event sequence` quantifies over connect and then any sequence of the trace ")
                .append("format's events with any parameters (the whole transition relation, `Machine`): PROVEN there means the cell's ")
                .append("formula is a fact of an inductive invariant found by Houdini, or no event from a state of that invariant breaks ")
                .append("it; the result prints the invariant's facts in the kernel's names. Its witnesses are `INVARIANT-VARIANT-every.jsonl`. ")
                .append("The same cells without times: ").append(CELLS).append(" (read by the report).\n\n")
                .append("| invariant | variant | domain | strength | solver ms | query bytes | result |\n|---|---|---|---|---|---|---|\n");
        for (Proof p : proofs) {
            b.append("| ").append(p.invariant).append(" | ").append(p.variant).append(" | ").append(p.coverage.domainKey())
                    .append(" | ").append(p.strength()).append(" | ").append(p.millis()).append(" | ").append(p.bytes()).append(" | ")
                    .append(p.statement.replace("|", "\\|"))
                    .append(p.trace.isEmpty() ? "" : " ([trace](" + p.traceName() + ".jsonl))").append(" |\n");
        }
        return b.toString();
    }

    /** The file of {@link #cells}, under specs/proofs/. */
    public static final String CELLS = "CELLS.tsv";

    /**
     * One line per cell, tab-separated, without solver times (so the report built from it is
     * deterministic): invariant, variant, domain, strength, witness trace file (or -), the result.
     */
    public static String cells(List<Proof> proofs) {
        StringBuilder b = new StringBuilder("# invariant\tvariant\tdomain\tstrength\tevents\ttrace\tresult (generated by ./pmtu prove; times in PROOFS.md)\n");
        for (Proof p : proofs) {
            b.append(p.invariant).append('\t').append(p.variant).append('\t').append(p.coverage.domainKey()).append('\t')
                    .append(p.strength()).append('\t').append(p.coverage.scopeWithEvents()).append('\t')
                    .append(p.trace.isEmpty() ? "-" : p.traceName() + ".jsonl").append('\t')
                    .append(p.statement.replace('\t', ' ').replace('\n', ' ')).append('\n');
        }
        return b.toString();
    }

    /** The list of every query and witness file under specs/proofs/, one name a line (written by {@link #write}). */
    public static final String MANIFEST = "MANIFEST.txt";

    /**
     * The files {@code proofs} stand on, by name: every query as {@code ID.smt2} (the expected answer in
     * its header) and each witness trace as {@code INVARIANT-VARIANT[-sane].jsonl}, whose last line is
     * the one that breaks the invariant ({@code ./pmtu replay FILE --check INVARIANT} marks it).
     */
    public static java.util.SortedMap<String, String> files(List<Proof> proofs) {
        java.util.SortedMap<String, String> out = new java.util.TreeMap<>();
        for (Proof p : proofs) {
            for (Query q : p.queries) {
                out.put(q.id + ".smt2", q.smt2());
            }
            if (!p.trace.isEmpty()) {
                out.put(p.traceName() + ".jsonl", String.join("\n", p.trace) + "\n");
            }
        }
        return out;
    }

    /** The manifest's text for the file names {@code names}. */
    public static String manifest(java.util.Collection<String> names) {
        StringBuilder b = new StringBuilder("# every query (.smt2) and witness (.jsonl) file of ./pmtu prove; any other is an orphan\n");
        for (String n : new java.util.TreeSet<>(names)) {
            b.append(n).append('\n');
        }
        return b.toString();
    }

    /** The names a manifest lists. */
    public static java.util.SortedSet<String> manifestNames(String text) {
        java.util.SortedSet<String> out = new java.util.TreeSet<>();
        for (String l : text.split("\n")) {
            if (!l.isBlank() && !l.startsWith("#")) {
                out.add(l.trim());
            }
        }
        return out;
    }

    /**
     * Writes {@link #files} under {@code dir}, and the manifest: these files' names, joined with the
     * names the existing manifest lists when {@code subset} (a run of some cells keeps the others' files).
     */
    public static void write(List<Proof> proofs, Path dir, boolean subset) throws IOException {
        Files.createDirectories(dir);
        java.util.SortedMap<String, String> files = files(proofs);
        for (java.util.Map.Entry<String, String> f : files.entrySet()) {
            Files.writeString(dir.resolve(f.getKey()), f.getValue(), StandardCharsets.UTF_8);
        }
        java.util.SortedSet<String> names = new java.util.TreeSet<>(files.keySet());
        Path m = dir.resolve(MANIFEST);
        if (subset && Files.exists(m)) {
            names.addAll(manifestNames(Files.readString(m, StandardCharsets.UTF_8)));
        }
        Files.writeString(m, manifest(names), StandardCharsets.UTF_8);
    }
}
