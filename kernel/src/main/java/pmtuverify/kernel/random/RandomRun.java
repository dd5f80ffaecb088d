package pmtuverify.kernel.random;

import pmtuverify.kernel.Runner;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.plpmtud.Result;
import pmtuverify.kernel.plpmtud.Scenario;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code ./pmtu kernel --random N --seed S}: N scenarios drawn by {@link RandomScenarios}, each run on the kernel and
 * compared state by state ({@link Conformance#check}), as the fixed suite's are. A run that DIFFERS is made once more;
 * a difference that does not come back is reported as such (not a finding). A difference that does is shrunk: each of
 * {@link RandomScenarios#PASSES} that sets one knob back to the clean path's is kept when the smaller scenario still
 * differs at the same field; the shrunk scenario is printed with the seed and index that draw the original. Each
 * distinct difference (the divergence's transition kind and field) is shrunk once, as Hypothesis reports each distinct
 * failure once.
 */
public final class RandomRun {
    private RandomRun() {}

    /** One drawn scenario's outcome. {@code shrunk} is the smaller scenario that still differs, or null. */
    public record Outcome(int index, Scenario scenario, Conformance.Verdict verdict, String why, boolean reproduced,
            Scenario shrunk, List<String> passes) {

        /** One TSV row: index, verdict, the setup, why, the shrunk setup and its passes (empty when none). */
        public String row() {
            return index + "\t" + verdict + (verdict == Conformance.Verdict.DIFFERS && !reproduced ? " once" : "") + "\t"
                    + scenario.setup() + "\t" + why.replace('\t', ' ').replace('\n', ' ') + "\t"
                    + (shrunk == null ? "" : shrunk.setup() + "\t" + String.join(", ", passes));
        }
    }

    /**
     * What one scenario run gives: the verdict and the reason, or null when it could not run (said on stdout). Its
     * recording is kept (under --keep) as {@code recording}: the scenario's name for its first run, with "-again" for
     * the rerun of a difference and "-shrink-K" for the K-th shrink pass's run, so that a difference that did not come
     * back keeps the run that showed it.
     */
    @FunctionalInterface
    public interface Check {
        Result run(Scenario s, String recording) throws IOException, InterruptedException;
    }

    /** Called after each scenario (the command's printing and progress). */
    @FunctionalInterface
    public interface Listener {
        void done(Outcome o);
    }

    /**
     * Runs scenarios {@code 0..n-1} of {@code seed} through {@code check} (reruns of NOISY and NO_DATA included),
     * shrinking each distinct reproduced difference once.
     */
    public static List<Outcome> run(int n, long seed, Check check, Listener listener)
            throws IOException, InterruptedException {
        List<Outcome> out = new ArrayList<>();
        Map<String, Outcome> shrunkBy = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            Scenario s = RandomScenarios.draw(seed, i);
            Result r = check.run(s, s.name);
            Outcome o;
            if (r == null) {
                o = new Outcome(i, s, Conformance.Verdict.NO_DATA, "the scenario did not run", true, null, List.of());
            } else if (r.verdict != Conformance.Verdict.DIFFERS) {
                o = new Outcome(i, s, r.verdict, r.why, true, null, List.of());
            } else {
                Result again = check.run(s, s.name + "-again");
                boolean reproduced = again != null && again.verdict == Conformance.Verdict.DIFFERS
                        && cause(again).equals(cause(r));
                String key = cause(r);
                if (!reproduced || shrunkBy.containsKey(key)) {
                    o = new Outcome(i, s, r.verdict, r.why, reproduced, null, List.of());
                } else {
                    List<String> passes = new ArrayList<>();
                    Scenario small = shrink(s, key, check, passes);
                    o = new Outcome(i, s, r.verdict, r.why, true, small, passes);
                    shrunkBy.put(key, o);
                }
            }
            out.add(o);
            listener.done(o);
        }
        return out;
    }

    /** Greedy shrinking: every pass, in order, kept when the result still differs for the same cause. */
    static Scenario shrink(Scenario s, String cause, Check check, List<String> passes)
            throws IOException, InterruptedException {
        Scenario cur = s;
        int k = 0;
        for (RandomScenarios.Shrink step : RandomScenarios.shrinks(cur)) {
            k++;
            // re-applied to the current scenario: an earlier pass may have changed what this one sets
            Scenario t = step.pass().apply().apply(cur);
            if (t.setup().equals(cur.setup())) {
                continue;
            }
            Result r = check.run(t, s.name + "-shrink-" + k);
            if (r != null && r.verdict == Conformance.Verdict.DIFFERS && cause(r).equals(cause)) {
                cur = t;
                passes.add(step.pass().name());
            }
        }
        return cur;
    }

    /**
     * A difference's cause: the transition kind at the first divergence and the fields that differ there, without
     * values or times ("probe_lost: search_high"), so that two runs of one scenario compare.
     */
    static String cause(Result r) {
        String at = r.divergence <= 0 ? "connect"
                : r.divergence - 1 < r.transitions.size() ? r.transitions.get(r.divergence - 1).label.replaceAll("[0-9]+", "N")
                : "hold";
        String d = r.kernelState != null && r.modelState != null ? Conformance.differs(r.kernelState, r.modelState) : null;
        String fields = d == null ? "no field (a transition the model cannot explain)" : d.substring(0, d.indexOf(':'));
        return at + ": " + fields;
    }

    /** One scenario's line of output. */
    public static String line(Outcome o) {
        StringBuilder b = new StringBuilder(o.scenario().name + ": " + o.verdict());
        if (o.verdict() == Conformance.Verdict.DIFFERS) {
            b.append(o.reproduced() ? "" : " once (the same scenario run again did not differ so)");
        }
        b.append("  [").append(o.scenario().setup()).append("]");
        if (o.verdict() != Conformance.Verdict.AGREES) {
            b.append("\n  ").append(o.why());
        }
        if (o.shrunk() != null) {
            b.append("\n  shrunk (").append(o.passes().isEmpty() ? "no pass kept" : String.join(", ", o.passes()))
                    .append("): [").append(o.shrunk().setup()).append("]");
            b.append("\n  ").append(explain(o.shrunk()));
        }
        return b.toString();
    }

    /** The pass that gives the receiver its default buffer, whose failure points at the peer's window. */
    static final String DEFAULT_RCVBUF_PASS = "receiver SO_RCVBUF default";

    /**
     * The explain phase of a shrunk scenario: the passes that would still change it, each of which was tried on the
     * way (greedy, in order) and made the difference go away, so each names a knob the difference needs; and, when
     * the receiver's small buffer is one, the window gate the model does not have that it points at.
     */
    public static String explain(Scenario shrunk) {
        List<String> needs = RandomScenarios.shrinks(shrunk).stream().map(x -> x.pass().name()).toList();
        if (needs.isEmpty()) {
            return "needs: nothing a pass resets (the clean path's knobs)";
        }
        return "needs: without any one of " + String.join(", ", needs.stream().map(n -> "\"" + n + "\"").toList())
                + " (each tried once) it did not differ so"
                + (needs.contains(DEFAULT_RCVBUF_PASS) ? "; the peer's small window: tcp_mtu_probe's gate at "
                        + "tcp_wnd_end is not modelled (specs/KERNEL.md, Limits)" : "");
    }

    /** The shrunk scenario a stored row names: its draw with the kept passes applied in order. */
    static Scenario shrunk(long seed, String[] row) {
        Scenario s = RandomScenarios.draw(seed, Integer.parseInt(row[0]));
        if (row.length < 6 || row[4].isEmpty()) {
            return null;
        }
        for (String name : row[5].split(", ")) {
            for (RandomScenarios.Pass p : RandomScenarios.PASSES) {
                if (p.name().equals(name)) {
                    s = p.apply().apply(s);
                }
            }
        }
        return s;
    }

    /** The closing line: counts by verdict. */
    public static String summary(long seed, List<Outcome> outcomes) {
        Map<String, Integer> n = new LinkedHashMap<>();
        for (Outcome o : outcomes) {
            n.merge(o.verdict() + (o.verdict() == Conformance.Verdict.DIFFERS && !o.reproduced() ? " once" : ""), 1,
                    Integer::sum);
        }
        List<String> l = new ArrayList<>();
        n.forEach((v, c) -> l.add(c + " " + v));
        return outcomes.size() + " random scenarios of seed " + seed + ": " + String.join(", ", l);
    }

    /** The TSV of a run: a header naming the seed, then one row per scenario. */
    public static String tsv(long seed, String release, List<Outcome> outcomes) {
        StringBuilder b = new StringBuilder("# ./pmtu kernel --random " + outcomes.size() + " --seed " + seed + " on Linux "
                + release + "\n# index\tverdict\tsetup\twhy\tshrunk setup\tshrink passes kept\n");
        outcomes.forEach(o -> b.append(o.row()).append('\n'));
        return b.toString();
    }

    /** Where --record keeps the rows of a seed. */
    public static Path tsvPath(long seed) {
        return Runner.RUNS.resolve("random-" + seed + ".tsv");
    }

    /** A stored run: the header's command line and the rows as written (split at tabs). */
    public record Stored(long seed, String release, List<String[]> rows) {
        public static Stored read(Path f) throws IOException {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            String head = lines.get(0);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("--seed (-?[0-9]+) on Linux (\\S+)").matcher(head);
            if (!m.find()) {
                throw new IOException(f + ": no seed in the header");
            }
            List<String[]> rows = new ArrayList<>();
            for (String l : lines) {
                if (!l.startsWith("#") && !l.isBlank()) {
                    rows.add(l.split("\t", -1));
                }
            }
            return new Stored(Long.parseLong(m.group(1)), m.group(2), rows);
        }
    }

    /** README's figure of a stored run: counts by verdict, what was drawn, and every row that did not agree. */
    public static String markdown(Stored s) {
        Map<String, Integer> verdicts = new LinkedHashMap<>();
        int ipv6 = 0, passive = 0, blackhole = 0, removed = 0, bottleneck = 0, lowThreshold = 0, shortInterval = 0,
                noTs = 0, floors = 0, route = 0;
        List<String[]> other = new ArrayList<>();
        for (String[] row : s.rows()) {
            verdicts.merge(row[1], 1, Integer::sum);
            Scenario sc = RandomScenarios.draw(s.seed(), Integer.parseInt(row[0]));
            ipv6 += sc.ip == 6 ? 1 : 0;
            passive += sc.passive ? 1 : 0;
            blackhole += sc.blackhole != 0 ? 1 : 0;
            removed += sc.blackholeOffAfter != 0 ? 1 : 0;
            bottleneck += sc.bottleneck != 0 ? 1 : 0;
            lowThreshold += sc.threshold <= 1 ? 1 : 0;
            shortInterval += sc.interval < 600 ? 1 : 0;
            noTs += sc.timestamps ? 0 : 1;
            floors += sc.minSndMss != Scenario.DEFAULT_MIN_SND_MSS || sc.probeFloor != Scenario.DEFAULT_MIN_SND_MSS ? 1 : 0;
            route += sc.senderMtu != 0 ? 1 : 0;
            if (!row[1].equals("AGREES")) {
                other.add(row);
            }
        }
        StringBuilder b = new StringBuilder("`./pmtu kernel --random " + s.rows().size() + " --seed " + s.seed()
                + "` on Linux " + s.release() + ": ");
        List<String> counts = new ArrayList<>();
        verdicts.forEach((v, c) -> counts.add(c + " " + v));
        b.append(String.join(", ", counts)).append(". Drawn: ").append(ipv6).append(" IPv6, ").append(passive)
                .append(" passive opens, ").append(route).append(" routes below the path's MTU, ").append(blackhole)
                .append(" black holes (").append(removed).append(" removed mid-run), ").append(bottleneck)
                .append(" ICMP bottlenecks, ").append(noTs).append(" without timestamps, ").append(lowThreshold)
                .append(" with tcp_probe_threshold <= 1, ").append(shortInterval)
                .append(" with tcp_probe_interval of 1-5 s, ").append(floors)
                .append(" with tcp_min_snd_mss or tcp_mtu_probe_floor above 48.\n");
        if (!other.isEmpty()) {
            b.append("\n| scenario | verdict | setup | why | shrunk to |\n|---|---|---|---|---|\n");
            for (String[] row : other) {
                b.append("| random-").append(s.seed()).append('-').append(row[0]).append(" | ").append(row[1]).append(" | ")
                        .append(row[2]).append(" | ").append(row[3].replace("|", "\\|")).append(" | ")
                        .append(row.length > 4 && !row[4].isEmpty() ? row[4] + " (" + row[5] + "); "
                                + explain(shrunk(s.seed(), row)) : "").append(" |\n");
            }
        }
        return b.toString();
    }
}
