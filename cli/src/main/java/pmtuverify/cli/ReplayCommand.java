package pmtuverify.cli;

import pmtuverify.trace.BadInput;
import pmtuverify.trace.JsonFields;
import pmtuverify.trace.TraceLines;
import pmtuverify.trace.TraceReplay;
import pmtuverify.trace.PmtuTrace;
import pmtuverify.trace.TraceCheck;
import pmtuverify.trace.HystartReplay;
import pmtuverify.trace.Names;
import pmtuverify.trace.PmtuReplay;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Variant;

/** {@code ./pmtu replay FILE|-}: one JSON object per input line, the state after it. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replay a JSON Lines trace and print the state after every line.",
            "The first line is the config, every other line one event (docs/REFERENCE.md, \"Trace format\"). An xmit that sends no "
                    + "probe says why in \"no_probe\".",
            "With --check, the catalogue's invariants are evaluated on the trace and the first line breaking each is marked.",
            "Exit codes: 0 replayed (and with --check nothing broken), 1 an invariant broken (--check), 2 bad input."})
public final class ReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "trace file (UTF-8 JSON Lines), or - for standard input")
    String file;

    @Option(names = "--check", arity = "0..*", paramLabel = "INVARIANT", completionCandidates = Names.PmtuInvariants.class,
            description = "evaluate the catalogue's PLPMTUD "
            + "invariants (these, or every one that applies to the trace's variant) on the trace: the first line that "
            + "breaks each gets \"violates\" in its output, a summary per invariant goes to stderr, and the exit code is 1 "
            + "when one is broken. Put FILE first: replay FILE --check [INVARIANT...]. Invariants: ${COMPLETION-CANDIDATES}")
    List<String> check;

    @Option(names = "--path-mtu", paramLabel = "N", description = "with --check: the path MTU the monitors assume "
            + "(datagrams above it are lost), " + PmtuTrace.MIN_ROUTE_MTU + ".." + PmtuTrace.MAX_ROUTE_MTU
            + "; it overrides the config line's \"path_mtu\" (default: that field, else the config's route_mtu)")
    Integer pathMtu;

    @Option(names = "--variant", paramLabel = "V", completionCandidates = Names.Variants.class,
            description = "replay the trace under variant V (of the trace's protocol) instead of its config line's: "
            + "${COMPLETION-CANDIDATES}")
    String variant;

    @Option(names = "--diff", arity = "2", paramLabel = "V", completionCandidates = Names.PmtuVariants.class,
            description = "replay a PLPMTUD trace under two PLPMTUD variants and print them side by side as a "
            + "table, the first line where their states differ marked with >, and which fields differ there")
    List<String> diff;

    @Option(names = "--table", description = "print aligned columns (line, event, search_low, search_high, probe_size, "
            + "mss_cache, sent, flags) instead of JSON")
    boolean table;

    @Option(names = "--why", description = "add to each line \"why\": for each state field (" + "enabled, search_low, search_high, "
            + "probe_size, probe_timestamp, mss_cache, pmtu_cookie, snd_cwnd, route_mtu), the statement that last assigned it: the "
            + "kernel function, the statement (abridged) and file@tag of the variant, or the FIX rule, the environment or the "
            + "config line. A line that breaks an invariant (--check) always names the writers of the fields its formula reads.")
    boolean why;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (file == null && check != null && !check.isEmpty()) {
            file = check.remove(check.size() - 1); // replay --check [INVARIANT...] FILE
        }
        if (file == null) {
            throw new BadInput("missing FILE (a trace file, or - for standard input)");
        }
        if (pathMtu != null && (pathMtu < PmtuTrace.MIN_ROUTE_MTU || pathMtu > PmtuTrace.MAX_ROUTE_MTU)) {
            throw new BadInput("--path-mtu must be in " + PmtuTrace.MIN_ROUTE_MTU + ".." + PmtuTrace.MAX_ROUTE_MTU + ", got " + pathMtu);
        }
        if (pathMtu != null && check == null) {
            throw new BadInput("--path-mtu applies with --check only");
        }
        if (variant != null && !Names.variants().contains(variant)) {
            throw new BadInput("--variant: unknown variant \"" + variant + "\" (" + Names.list(Names.variants()) + ")");
        }
        if (why && table) {
            throw new BadInput("--why adds the writers to the JSON lines (or, with --diff, under the table); it takes no --table");
        }
        if (diff != null) {
            if (variant != null || table) {
                throw new BadInput("--diff compares two variants on the trace as a table; it takes neither --variant nor --table");
            }
            Variant a = pmtuVariant("--diff", diff.get(0));
            Variant b = pmtuVariant("--diff", diff.get(1));
            boolean[] violated = {false};
            try (TraceLines in = TraceLines.open(file)) {
                System.out.print(diff(in, a, b, spec.commandLine().getErr(), check, pathMtu, why, violated));
            }
            System.out.flush();
            return violated[0] ? 1 : 0;
        }
        boolean violated;
        try (TraceLines in = TraceLines.open(file)) {
            violated = replay(in, System.out, check, pathMtu, variant, table, why, spec.commandLine().getErr());
        }
        return violated ? 1 : 0;
    }

    /** Adds to replay's help a section listing the trace format's events (from {@link Event.Kind}). */
    static void addEventsSection(CommandLine replay) {
        replay.getHelpSectionMap().put("events", help -> wrap("Events of a PLPMTUD trace: " + Names.list(Names.events()), 80));
        List<String> keys = new ArrayList<>(replay.getHelpSectionKeys());
        keys.add(keys.indexOf(UsageMessageSpec.SECTION_KEY_FOOTER_HEADING), "events");
        replay.setHelpSectionKeys(keys);
    }

    /** {@code text} broken at spaces into lines of at most {@code width} characters, each ending in a newline. */
    static String wrap(String text, int width) {
        StringBuilder b = new StringBuilder();
        int col = 0;
        for (String w : text.split(" ")) {
            if (col > 0 && col + 1 + w.length() > width) {
                b.append('\n');
                col = 0;
            } else if (col > 0) {
                b.append(' ');
                col++;
            }
            b.append(w);
            col += w.length();
        }
        return b.append('\n').toString();
    }

    /** One note on {@code err} (null: none) per sysctl of the config line {@code variant}, replacing the line's own, lacks. */
    static void noteDropped(JsonFields config, Variant variant, PrintWriter err) {
        if (err == null || variant == null) {
            return;
        }
        for (String n : PmtuTrace.dropped(config, variant)) {
            err.println("pmtu: note: " + n);
        }
        err.flush();
    }

    /** The PLPMTUD variant an option names; bad input, listing them all, otherwise. */
    static Variant pmtuVariant(String option, String name) {
        Variant v = Variant.byName(name);
        if (v == null) {
            throw new BadInput(option + ": unknown PLPMTUD variant \"" + name + "\" (" + Names.list(Names.pmtuVariants()) + ")");
        }
        return v;
    }

    /** Replays {@code in} to {@code out}; a bad line throws {@link BadInput} after the lines before it were printed. */
    public static void replay(TraceLines in, PrintStream out) {
        replay(in, out, null, null, null, false, false, null);
    }

    /** The table's column names after line and event. */
    private static final String[] CELLS = {"search_low", "search_high", "probe_size", "mss_cache", "route_mtu", "snd_cwnd", "jiffies",
        "sent", "flags"};

    /**
     * Replays {@code in} to {@code out} (JSON, or a table), under the variant named {@code variant} (null: the config
     * line's; it must be of the trace's protocol) with the
     * invariants {@code check} (null: none; empty: every applicable one) evaluated on the way; returns whether one
     * was broken.
     */
    static boolean replay(TraceLines in, PrintStream out, List<String> check, Integer pathMtu, String variant,
            boolean table, boolean why, PrintWriter err) {
        JsonFields first = in.next();
        if (first == null) {
            throw new BadInput("line 1: empty trace (the first line is the config)");
        }
        if (TraceReplay.isHystart(first)) {
            if (check != null) {
                throw new BadInput("--check evaluates PLPMTUD invariants; HyStart traces are checked by ./pmtu check");
            }
            if (table || why) {
                throw new BadInput("--diff, --table and --why apply to PLPMTUD traces; this is a HyStart trace");
            }
            pmtuverify.model.hystart.Variant hy = variant == null ? null : pmtuverify.model.hystart.Variant.byName(variant);
            if (variant != null && hy == null) {
                throw new BadInput("--variant " + variant + " is a PLPMTUD variant; this is a HyStart trace ("
                        + Names.list(Names.hystartVariants()) + ")");
            }
            HystartReplay.replay(first, in::next, out, hy);
            return false;
        }
        Variant pmtu = variant == null ? null : Variant.byName(variant);
        if (variant != null && pmtu == null) {
            throw new BadInput("--variant " + variant + " is a HyStart variant; this is a PLPMTUD trace ("
                    + Names.list(Names.pmtuVariants()) + ")");
        }
        noteDropped(first, pmtu, err);
        List<PmtuReplay.Row> rows = new ArrayList<>();
        TraceCheck tc = PmtuReplay.replay(first, in::next, pmtu, check, pathMtu, r -> {
            if (table) {
                rows.add(r);
            } else {
                out.println(r.json(why));
            }
        });
        if (table) {
            List<String[]> t = new ArrayList<>();
            t.add(row("line", "event", CELLS));
            for (PmtuReplay.Row r : rows) {
                t.add(row(String.valueOf(r.line()), r.label(), r.cells()));
            }
            out.print(align(t));
        }
        out.flush();
        if (tc != null) {
            for (String l : tc.summary()) {
                err.println(l);
            }
            err.flush();
        }
        return tc != null && tc.violated();
    }

    /**
     * {@code replay --diff A B}: the trace under both variants side by side, the first line whose states differ
     * (the whole JSON output but no_probe's wording) marked with {@code >}, and a last line naming the fields that
     * differ there.
     */
    static String diff(TraceLines in, Variant a, Variant b) {
        return diff(in, a, b, null, null, null, false, new boolean[1]);
    }

    /**
     * {@link #diff(TraceLines, Variant, Variant)}, each sysctl a side drops noted on {@code err} (null: none); with the
     * invariants {@code check} (null: none; empty: every one both variants have) evaluated on each side (the breaking
     * line flagged in the table, a summary line per side and invariant after it, {@code violated[0]} set when one is
     * broken on either side), and with {@code why} the last writers of every followed field whose writer differs at the
     * first divergence.
     */
    static String diff(TraceLines in, Variant a, Variant b, PrintWriter err, List<String> check, Integer pathMtu, boolean why,
            boolean[] violated) {
        List<JsonFields> lines = new ArrayList<>();
        for (JsonFields f = in.next(); f != null; f = in.next()) {
            lines.add(f);
        }
        if (lines.isEmpty()) {
            throw new BadInput("line 1: empty trace (the first line is the config)");
        }
        if (TraceReplay.isHystart(lines.get(0))) {
            throw new BadInput("--diff and --table apply to PLPMTUD traces; this is a HyStart trace");
        }
        noteDropped(lines.get(0), a, err);
        noteDropped(lines.get(0), b, err);
        List<String> both = null;
        if (check != null) {
            both = new ArrayList<>(check);
            if (both.isEmpty()) {
                List<String> inB = TraceCheck.applicable(b.name());
                TraceCheck.applicable(a.name()).stream().filter(inB::contains).forEach(both::add);
            }
        }
        List<PmtuReplay.Row> ra = new ArrayList<>();
        List<PmtuReplay.Row> rb = new ArrayList<>();
        TraceCheck ca = rows(lines, a, both, pathMtu, ra);
        TraceCheck cb = rows(lines, b, both, pathMtu, rb);
        int first = -1;
        List<String[]> t = new ArrayList<>();
        String[] head = new String[3 + 2 * CELLS.length + 1];
        head[0] = "";
        head[1] = "line";
        head[2] = "event";
        for (int i = 0; i < CELLS.length; i++) {
            head[3 + i] = CELLS[i];
            head[4 + CELLS.length + i] = CELLS[i];
        }
        head[3 + CELLS.length] = "|";
        t.add(head);
        for (int i = 0; i < ra.size(); i++) {
            PmtuReplay.Row x = ra.get(i);
            PmtuReplay.Row y = rb.get(i);
            boolean differs = first < 0 && !x.step().toJson(x.line(), "").equals(y.step().toJson(y.line(), ""));
            if (differs) {
                first = i;
            }
            String[] cx = x.cells();
            String[] cy = y.cells();
            String[] r = new String[head.length];
            r[0] = differs ? ">" : "";
            r[1] = String.valueOf(x.line());
            r[2] = x.label();
            System.arraycopy(cx, 0, r, 3, cx.length);
            r[3 + CELLS.length] = "|";
            System.arraycopy(cy, 0, r, 4 + CELLS.length, cy.length);
            t.add(r);
        }
        StringBuilder out = new StringBuilder("# left of |: ").append(a.name()).append("; right of |: ").append(b.name())
                .append('\n').append(align(t));
        if (first < 0) {
            out.append("# ").append(a.name()).append(" and ").append(b.name()).append(" agree on every line\n");
        } else {
            out.append("# first divergence at line ").append(ra.get(first).line()).append(": ")
                    .append(differences(ra.get(first), rb.get(first), a, b)).append('\n');
            if (why) {
                PmtuReplay.Row x = ra.get(first);
                PmtuReplay.Row y = rb.get(first);
                for (String f : pmtuverify.model.plpmtud.Provenance.FIELDS) {
                    if (x.provenance().of(f) != y.provenance().of(f)) {
                        out.append("# why at line ").append(x.line()).append(": ").append(f).append(" \u2190 ")
                                .append(x.provenance().of(f).cite(a)).append(" (").append(a.name()).append(") / ")
                                .append(y.provenance().of(f).cite(b)).append(" (").append(b.name()).append(")\n");
                    }
                }
            }
        }
        if (ca != null) {
            for (String l : ca.summary()) {
                out.append("# ").append(a.name()).append(": ").append(l).append('\n');
            }
            for (String l : cb.summary()) {
                out.append("# ").append(b.name()).append(": ").append(l).append('\n');
            }
            violated[0] = ca.violated() || cb.violated();
        }
        return out.toString();
    }

    /** The rows of the trace {@code lines} under {@code v} into {@code rows}; the monitors of {@code check} (null: none). */
    private static TraceCheck rows(List<JsonFields> lines, Variant v, List<String> check, Integer pathMtu, List<PmtuReplay.Row> rows) {
        Iterator<JsonFields> it = lines.subList(1, lines.size()).iterator();
        TraceCheck tc = PmtuReplay.replay(lines.get(0), () -> it.hasNext() ? it.next() : null, v, check, pathMtu, rows::add);
        return check == null ? null : tc;
    }

    /** "field A_VALUE (A) / B_VALUE (B), ..." for each output field the two rows' steps differ in. */
    private static String differences(PmtuReplay.Row x, PmtuReplay.Row y, Variant a, Variant b) {
        // the steps' output fields (without no_probe's wording), compared field by field as printed
        Map<String, String> fx = x.step().fields();
        Map<String, String> fy = y.step().fields();
        Set<String> fields = new LinkedHashSet<>(fx.keySet());
        fields.addAll(fy.keySet());
        List<String> out = new ArrayList<>();
        for (String f : fields) {
            String vx = fx.get(f);
            String vy = fy.get(f);
            if (vx == null || !vx.equals(vy)) {
                out.add(f + " " + (vx == null ? "-" : vx) + " (" + a.name() + ") / " + (vy == null ? "-" : vy) + " ("
                        + b.name() + ")");
            }
        }
        return String.join(", ", out);
    }

    /** A table row: the line, the event, then {@code cells}. */
    private static String[] row(String line, String event, String[] cells) {
        String[] r = new String[cells.length + 2];
        r[0] = line;
        r[1] = event;
        System.arraycopy(cells, 0, r, 2, cells.length);
        return r;
    }

    /** The rows as text, each column padded to its widest cell, two spaces apart, no trailing blanks. */
    static String align(List<String[]> rows) {
        int[] w = new int[rows.get(0).length];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                w[i] = Math.max(w[i], r[i].length());
            }
        }
        StringBuilder b = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder l = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                l.append(i == 0 ? "" : "  ").append(r[i]);
                for (int k = r[i].length(); k < w[i]; k++) {
                    l.append(' ');
                }
            }
            b.append(l.toString().stripTrailing()).append('\n');
        }
        return b.toString();
    }


}
