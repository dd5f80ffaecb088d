package pmtuverify.cli;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.explore.Explorer;
import pmtuverify.explore.Harnesses;
import pmtuverify.props.Harness;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;

/** Runs the catalogue's rows through the random engine; shared by {@code check} and {@code report}. */
final class Checks {
    private Checks() {}

    static List<Verdict> run(String variant, String invariant, int tries, long seed) {
        List<CheckSpec> specs = Catalogue.random();
        if (invariant != null && Catalogue.byId(specs, invariant) == null) {
            throw new BadInput("unknown invariant \"" + invariant + "\" (see ./pmtu check without --invariant)");
        }
        boolean variantKnown = variant == null;
        for (CheckSpec s : specs) {
            variantKnown |= s.variants().contains(variant);
        }
        if (!variantKnown) {
            throw new BadInput("unknown variant \"" + variant + "\" (PRE, V1, V3, V5, MAINLINE, HYSTART_BEFORE, HYSTART_4_5, HYSTART_REFACTOR)");
        }
        List<Verdict> out = new ArrayList<>();
        RandomEngine engine = new RandomEngine(tries, seed);
        for (CheckSpec s : specs) {
            if (invariant != null && !s.invariant().id().equals(invariant)) {
                continue;
            }
            for (String v : s.variants()) {
                if (variant != null && !variant.equals(v)) {
                    continue;
                }
                out.add(engine.check(s.factory().create(v), s.invariant().id(), v));
            }
        }
        return out;
    }

    /** State cap of the report's explorations. */
    static final long REPORT_MAX_STATES = 200_000;
    /** Depth of the report's explorations of the general event mix (the other profiles use their defaults). */
    static final int REPORT_GENERAL_DEPTH = 3;

    /**
     * Adds the explorer's evidence to each verdict: PROVEN when the random runs found nothing and the
     * explorer exhausted its bounds; VIOLATED with the explorer's (shrunk) counterexample when only
     * the explorer found one.
     */
    static List<Verdict> withExplorer(List<Verdict> random) {
        List<CheckSpec> specs = Catalogue.random();
        List<Verdict> out = new ArrayList<>();
        for (Verdict v : random) {
            CheckSpec s = Catalogue.byId(specs, v.invariantId);
            Harness h;
            String bounds;
            if (v.invariantId.startsWith("HY_")) {
                h = s.factory().create(v.variant);
                bounds = "the harness's own bounded domains (" + s.bounds() + ")";
            } else {
                int d = PmtuChecks.exploreDepth(s.invariant());
                if (d == 5) {
                    d = REPORT_GENERAL_DEPTH;
                }
                h = Harnesses.byName(v.invariantId, v.variant, d);
                bounds = "standard bounds (README, Exploration), " + d + " events";
            }
            Explorer.Result r = new Explorer(REPORT_MAX_STATES, null, Long.MAX_VALUE).explore(h);
            String verdict = r.complete ? r.verdict() : r.verdict() + " (state cap)";
            Map<String, Object> ev = new LinkedHashMap<>(v.evidence);
            ev.put("explorer", verdict + " over " + bounds + ": states_new " + r.statesNew + ", states_visited "
                    + r.statesVisited + ", runs " + r.runs + ", max_depth " + r.maxDepth + " choices");
            Verdict.Kind kind = v.kind;
            InvariantViolation ce = v.counterexample;
            if (v.kind == Verdict.Kind.HOLDS && r.violation != null) {
                kind = Verdict.Kind.VIOLATED;
                ce = r.violation;
            } else if (v.kind == Verdict.Kind.HOLDS && r.complete) {
                kind = Verdict.Kind.PROVEN;
            }
            out.add(new Verdict(v.invariantId, v.variant, kind, ev, ce));
        }
        return out;
    }

    /** The replay output of a counterexample's trace: one JSON object per line. */
    static List<String> replay(List<String> trace) {
        StringBuilder in = new StringBuilder();
        for (String l : trace) {
            in.append(l).append('\n');
        }
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        try {
            ReplayCommand.replay(new BufferedReader(new StringReader(in.toString())), out);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        List<String> lines = new ArrayList<>();
        for (String l : buf.toString(StandardCharsets.UTF_8).split("\n")) {
            if (!l.isEmpty()) {
                lines.add(l);
            }
        }
        return lines;
    }
}
