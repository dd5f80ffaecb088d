package pmtuverify.kernel;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How reproducible the suite is: {@code ./pmtu kernel --repeat N} runs the chosen scenarios N times in a row and stores,
 * per suite run and scenario, the final verdict and every attempt's verdict (a NOISY or NO_DATA attempt is rerun, up
 * to {@link Runner#RERUNS} times) in {@code specs/kernel-runs/stability-SUITE.tsv}; {@link #markdown} renders the table
 * of specs/KERNEL.md's generated block from the stored files, and a test holds the block to them.
 */
public final class Stability {
    /** The verdict of a run that failed to run (no recording to check). */
    public static final String FAILED = "FAILED";

    /** One scenario's outcome in one suite run: the final verdict and every attempt's, in order. */
    public record Row(int run, String scenario, String verdict, List<String> attempts) {
        public Row {
            attempts = List.copyOf(attempts);
        }
    }

    /** A stored table: the command that made it, the kernel, and its rows. */
    public record Table(String suite, String command, String release, List<Row> rows) {
        public Table {
            rows = List.copyOf(rows);
        }
    }

    private Stability() {}

    /** The stored table of suite {@code suite} ("quick", "full" or "chosen") under {@code runs}. */
    public static Path path(Path runs, String suite) {
        return runs.resolve("stability-" + suite + ".tsv");
    }

    /** The table as stored: two comment lines (command, kernel), a header, a row per suite run and scenario. */
    public static String tsv(Table t) {
        StringBuilder b = new StringBuilder();
        b.append("# command\t").append(t.command()).append('\n');
        b.append("# kernel\t").append(t.release()).append('\n');
        b.append("run\tscenario\tverdict\tattempts\n");
        for (Row r : t.rows()) {
            b.append(r.run()).append('\t').append(r.scenario()).append('\t').append(r.verdict()).append('\t')
                    .append(String.join(",", r.attempts())).append('\n');
        }
        return b.toString();
    }

    public static Table read(Path file) throws IOException {
        String name = file.getFileName().toString();
        String suite = name.replaceFirst("^stability-", "").replaceFirst("\\.tsv$", "");
        String command = "";
        String release = "";
        List<Row> rows = new ArrayList<>();
        for (String l : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String[] f = l.split("\t");
            if (l.startsWith("# command\t")) {
                command = f[1];
            } else if (l.startsWith("# kernel\t")) {
                release = f[1];
            } else if (!l.startsWith("run\t") && !l.isBlank()) {
                if (f.length != 4) {
                    throw new IOException(name + ": a row needs run, scenario, verdict, attempts: " + l);
                }
                rows.add(new Row(Integer.parseInt(f[0]), f[1], f[2], List.of(f[3].split(","))));
            }
        }
        return new Table(suite, command, release, rows);
    }

    /** Every stored table under {@code runs} (stability-*.tsv), by file name; none when there are none. */
    public static List<Table> readAll(Path runs) throws IOException {
        List<Table> out = new ArrayList<>();
        if (!Files.isDirectory(runs)) {
            return out;
        }
        try (var files = Files.list(runs)) {
            for (Path p : files.filter(p -> p.getFileName().toString().matches("stability-.*\\.tsv")).sorted().toList()) {
                out.add(read(p));
            }
        }
        return out;
    }

    /**
     * The tables as markdown: per table a line naming the command, the kernel and the suite runs, then per scenario the
     * runs, the AGREES count, the other final verdicts and the attempts that did not agree (each rerun's first too).
     */
    public static String markdown(List<Table> tables) {
        if (tables.isEmpty()) {
            return "No stability run stored yet (`./pmtu kernel --quick --repeat N`).\n";
        }
        StringBuilder b = new StringBuilder();
        for (Table t : tables) {
            int runs = t.rows().stream().mapToInt(Row::run).max().orElse(0);
            Map<String, List<Row>> by = new LinkedHashMap<>();
            for (Row r : t.rows()) {
                by.computeIfAbsent(r.scenario(), k -> new ArrayList<>()).add(r);
            }
            long same = by.values().stream().filter(l -> l.stream().map(Row::verdict).distinct().count() == 1).count();
            long allAgree = by.values().stream().filter(l -> l.stream().allMatch(r -> r.verdict().equals("AGREES"))).count();
            java.util.regex.Matcher asked = java.util.regex.Pattern.compile("--repeat (\\d+)").matcher(t.command());
            int n = asked.find() ? Integer.parseInt(asked.group(1)) : runs;
            b.append("`").append(t.command()).append("` on Linux ").append(t.release()).append(": ")
                    .append(runs < n ? runs + " of " + n + " suite runs in a row (stopped after run " + runs + ")"
                            : runs + (runs == 1 ? " suite run" : " suite runs in a row"))
                    .append(", ").append(by.size())
                    .append(" scenarios; ").append(same).append(" of ").append(by.size())
                    .append(" with the same verdict in every run, ").append(allAgree).append(" of ").append(by.size())
                    .append(" AGREES in every run.\n\n");
            b.append("| scenario | runs | AGREES | other verdicts | attempts not agreeing (reruns included) |\n");
            b.append("|---|---|---|---|---|\n");
            for (Map.Entry<String, List<Row>> e : by.entrySet()) {
                List<Row> l = e.getValue();
                long agrees = l.stream().filter(r -> r.verdict().equals("AGREES")).count();
                b.append("| ").append(e.getKey()).append(" | ").append(l.size()).append(" | ").append(agrees).append(" | ")
                        .append(counts(l.stream().map(Row::verdict).filter(v -> !v.equals("AGREES")).toList()))
                        .append(" | ").append(counts(l.stream().flatMap(r -> r.attempts().stream())
                                .filter(v -> !v.equals("AGREES")).toList()))
                        .append(" |\n");
            }
            b.append('\n');
        }
        return b.toString();
    }

    /** The name of specs/KERNEL.md's generated block of the stored tables. */
    public static final pmtuverify.props.GeneratedBlock BLOCK = pmtuverify.props.GeneratedBlock.named("kernel-stability");
    static final String SECTION = "## Reproducibility";

    /**
     * specs/KERNEL.md's last section: what a run of the suite counts as a verdict, and the generated block of the
     * tables stored under {@code runs}.
     */
    public static String section(Path runs) throws IOException {
        return SECTION + "\n\n"
                + "Written by `./pmtu kernel --repeat N` (with `--quick`, or over every scenario) from the tables it stores "
                + "under specs/kernel-runs (stability-quick.tsv, stability-full.tsv): each scenario run N times in a row, its "
                + "final verdict per run after the reruns a NOISY or NO_DATA attempt gets (at most " + Runner.RERUNS
                + "), and every attempt that did not agree. A NO_DATA attempt is a missing observation (an ICMP the kernel "
                + "acted on and the capture lacks, samples bpftrace lost, counters the samples fall short of), never a "
                + "difference; each such attempt's recording is kept in DIR/SCENARIO/attempt-K (DIR/run-R/SCENARIO/attempt-K under --repeat), DIR being "
                + "`--keep DIR` or a temporary directory the command names.\n\n"
                + BLOCK.begin() + "\n" + markdown(readAll(runs)) + BLOCK.end() + "\n";
    }

    /** {@code md} (specs/KERNEL.md as generated from the recordings) with the reproducibility section after it. */
    public static String append(String md, Path runs) throws IOException {
        return md.stripTrailing() + "\n\n" + section(runs);
    }

    /** "NO_DATA 2, NOISY 1" (by name), or "none". */
    static String counts(List<String> verdicts) {
        if (verdicts.isEmpty()) {
            return "none";
        }
        Map<String, Integer> m = new TreeMap<>();
        for (String v : verdicts) {
            m.merge(v, 1, Integer::sum);
        }
        List<String> out = new ArrayList<>();
        m.forEach((k, n) -> out.add(k + " " + n));
        return String.join(", ", out);
    }
}
