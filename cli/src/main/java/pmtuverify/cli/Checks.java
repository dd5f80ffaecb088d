package pmtuverify.cli;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
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
