package pmtuverify.report;

import pmtuverify.trace.BadInput;
import pmtuverify.trace.JsonFields;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import pmtuverify.explore.Explorer;
import pmtuverify.props.CheckSpec;

/**
 * The figures {@code ./pmtu bench} measures, and the places they go: cold runs in new JVMs, the cost
 * growth of the reference (a table and an SVG plot), and the README's block between the bench
 * markers, which is only ever written by this class.
 */
public final class BenchFigures {
    public static final String BEGIN = "<!-- bench:begin";
    public static final String END = "<!-- bench:end -->";
    /** Depths and outside-event budgets of the growth measurement. */
    public static final int[] DEPTHS = {1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30};
    public static final int[] OUTSIDE = {0, 1, 2};
    /** The state cap of a growth point: past it the point is PARTIAL and the budget's larger depths are skipped. */
    public static final long GROWTH_MAX_STATES = 50_000_000;

    private final String reference;
    private final String jvm;
    private final List<String> warm = new ArrayList<>();
    private final List<String> colds = new ArrayList<>();
    private String standard;
    private final List<Point> points = new ArrayList<>();
    /** The plot's file, as given. */
    private Path plot;

    public BenchFigures(String reference, String jvm) {
        this.reference = reference;
        this.jvm = jvm;
    }

    private static String f(String fmt, Object... args) {
        return String.format(Locale.ROOT, fmt, args);
    }

    public void warm(int threads, Explorer.Result r, double median, double min, double max) {
        warm.add(f("| %d | %s | %,d | %,d | %.2f s (%.2f..%.2f) | %,d | %,d | %.1f |", threads, r.verdict(), r.statesNew, r.transitions,
                median, min, max, Math.round(r.statesNew / median), Math.round(r.transitions / median), r.bytesPerState()));
    }

    public void standard(int explorations, long states, double secs, int threads) {
        standard = f("The standard bounds, every PLPMTUD harness on every variant to its verdict: %d explorations, %,d distinct "
                + "states in %.1f s at %d threads.", explorations, states, secs, threads);
    }

    /** A cold run's medians. */
    public static final class Cold {
        public String harness;
        public String variant;
        public String verdict;
        public long states;
        public double wall;
        public long rssMib;
        public double bytesPerState;
    }

    public void cold(Cold c) {
        colds.add(f("| %s | %s | %s | %,d | %.2f s | %,d | %d MiB | %.1f |", c.harness, c.variant, c.verdict, c.states, c.wall,
                Math.round(c.states / c.wall), c.rssMib, c.bytesPerState));
    }

    /** Runs {@code ./pmtu explore --json} of one harness in {@code n} new JVMs with this JVM's options; the medians. */
    public static Cold cold(String harness, String variant, int threads, int n) {
        String jar;
        try {
            jar = Paths.get(BenchFigures.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new BadInput("cannot locate the pmtu jar for cold runs: " + e.getMessage());
        }
        if (!jar.endsWith(".jar")) {
            throw new BadInput("cold runs need the packaged jar (run ./pmtu bench), not " + jar);
        }
        String javaBin = ProcessHandle.current().info().command().orElse("java");
        double[] walls = new double[n];
        long[] rss = new long[n];
        Cold c = new Cold();
        c.harness = harness;
        c.variant = variant;
        for (int i = 0; i < n; i++) {
            List<String> cmd = new ArrayList<>();
            cmd.add(javaBin);
            cmd.addAll(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
            cmd.addAll(Arrays.asList("-jar", jar, "explore", "--harness", harness, "--variant", variant, "--json",
                    "--threads", Integer.toString(threads)));
            long t0 = System.nanoTime();
            JsonNode j;
            try {
                Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
                byte[] outBytes = readAll(p.getInputStream());
                int rc = p.waitFor();
                walls[i] = (System.nanoTime() - t0) / 1e9;
                if (rc != 0 && rc != 1) {
                    throw new IllegalStateException("cold run of " + harness + " exited " + rc);
                }
                j = JsonFields.mapper().readTree(new String(outBytes, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
            rss[i] = j.get("peak_rss_mib").asLong();
            c.states = j.get("states_new").asLong();
            c.verdict = j.get("verdict").asText();
            c.bytesPerState = j.get("table_bytes_per_state").asDouble();
        }
        Arrays.sort(walls);
        Arrays.sort(rss);
        c.wall = median(walls);
        c.rssMib = rss[n / 2];
        return c;
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        in.transferTo(b);
        return b.toByteArray();
    }

    /** One point of the cost growth. */
    public static final class Point {
        public int outside;
        public int depth;
        public String verdict;
        public long states;
        public long transitions;
        public double seconds;
    }

    /**
     * Explores the reference at every depth of {@link #DEPTHS} for every outside-event budget of
     * {@link #OUTSIDE}, a budget's larger depths skipped once one stops PARTIAL; writes the plot to
     * {@code svg}.
     */
    public List<Point> growth(CheckSpec ref, String variant, int threads, String svg) {
        for (int o : OUTSIDE) {
            for (int d : DEPTHS) {
                Explorations.Run run = Explorations.of(ref, variant, d, o);
                Explorer.Result r = new Explorer(GROWTH_MAX_STATES, threads, null, Long.MAX_VALUE).explore(run.harness, run.depth);
                Point p = new Point();
                p.outside = o;
                p.depth = d;
                p.verdict = r.limit == null ? r.verdict().name() : r.verdict() + " (stopped by " + r.limit + ")";
                p.states = r.statesNew;
                p.transitions = r.transitions;
                p.seconds = r.seconds;
                points.add(p);
                if (r.limit != null) {
                    break;
                }
            }
        }
        plot = Paths.get(svg);
        try {
            Files.writeString(Paths.get(svg), svg(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInput("cannot write " + svg + ": " + e.getMessage());
        }
        return points;
    }

    private String svg() {
        return svg(reference, points);
    }

    /**
     * The growth points of the table in {@code readme}'s bench block (outside events, depth, verdict, distinct states,
     * transitions, seconds), in order: what {@code ./pmtu bench --replot} draws again without measuring.
     */
    public static List<Point> growthFromReadme(String readme) {
        int b = readme.indexOf(BEGIN);
        int e = readme.indexOf(END);
        if (b < 0 || e < b) {
            throw new BadInput("no bench block (" + BEGIN + " ... " + END + ") in the README");
        }
        List<Point> out = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "(?m)^\\| (\\d+) \\| (\\d+) \\| ([^|]+?) \\| ([\\d,]+) \\| ([\\d,]+) \\| ([\\d.]+) \\|$").matcher(readme.substring(b, e));
        while (m.find()) {
            Point p = new Point();
            p.outside = Integer.parseInt(m.group(1));
            p.depth = Integer.parseInt(m.group(2));
            p.verdict = m.group(3);
            p.states = Long.parseLong(m.group(4).replace(",", ""));
            p.transitions = Long.parseLong(m.group(5).replace(",", ""));
            p.seconds = Double.parseDouble(m.group(6));
            out.add(p);
        }
        if (out.isEmpty()) {
            throw new BadInput("the README's bench block has no growth table: run ./pmtu bench --growth FILE --readme README.md");
        }
        return out;
    }

    /**
     * Distinct states (log scale) against depth, one line per outside-event budget; the legend right of the plot,
     * wide enough for its longest entry ("2 outside (cap at depth 30)").
     */
    public static String svg(String reference, List<Point> points) {
        int w = 760;
        int h = 400;
        int left = 70;
        int bottom = 50;
        int top = 30;
        int right = 250;
        double maxLog = 1;
        for (Point p : points) {
            maxLog = Math.max(maxLog, Math.ceil(Math.log10(Math.max(1, p.states))));
        }
        StringBuilder b = new StringBuilder();
        b.append(f("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">%n", w, h));
        b.append(f("<text x=\"%d\" y=\"18\">Distinct states of %s against events per run</text>%n", left, reference));
        int plotW = w - left - right;
        int plotH = h - top - bottom;
        for (int e = 0; e <= maxLog; e++) {
            int y = top + plotH - (int) Math.round(plotH * e / maxLog);
            b.append(f("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ddd\"/>%n", left, y, left + plotW, y));
            b.append(f("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">1e%d</text>%n", left - 6, y + 4, e));
        }
        for (int d : new int[] {1, 5, 10, 15, 20, 25, 30}) {
            int x = left + (int) Math.round(plotW * (d - 1) / 29.0);
            b.append(f("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ddd\"/>%n", x, top, x, top + plotH));
            b.append(f("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d</text>%n", x, top + plotH + 18, d));
        }
        b.append(f("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">events per run (depth)</text>%n", left + plotW / 2, h - 8));
        String[] colours = {"#1b6ca8", "#d1495b", "#2e933c", "#8d6a9f"};
        for (int i = 0; i < OUTSIDE.length; i++) {
            StringBuilder pts = new StringBuilder();
            Point last = null;
            for (Point p : points) {
                if (p.outside != OUTSIDE[i]) {
                    continue;
                }
                int x = left + (int) Math.round(plotW * (p.depth - 1) / 29.0);
                int y = top + plotH - (int) Math.round(plotH * Math.log10(Math.max(1, p.states)) / maxLog);
                pts.append(x).append(',').append(y).append(' ');
                last = p;
            }
            String c = colours[i % colours.length];
            b.append(f("<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"%s\"/>%n", c, pts.toString().trim()));
            if (last != null) {
                b.append(f("<text x=\"%d\" y=\"%d\" fill=\"%s\">%d outside%s</text>%n", left + plotW + 8, top + 16 + 18 * i, c, OUTSIDE[i],
                        last.verdict.startsWith("PARTIAL") ? " (cap at depth " + last.depth + ")" : ""));
            }
        }
        b.append("</svg>\n");
        return b.toString();
    }

    /** Refuses a README without the bench markers, before anything is measured. */
    public static void requireMarkers(String file) {
        String text;
        try {
            text = Files.readString(Paths.get(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInput("cannot read " + file + ": " + e.getMessage());
        }
        if (!text.contains(BEGIN) || !text.contains(END) || text.indexOf(BEGIN) > text.indexOf(END)) {
            throw new BadInput(file + " has no block between \"" + BEGIN + " ...-->\" and \"" + END + "\"");
        }
    }

    /** The README block: the command that wrote it, then the tables. */
    public String markdown(Path readmeDir) {
        StringBuilder b = new StringBuilder();
        b.append(BEGIN).append(" (written by ./pmtu bench --readme; edits between the markers are overwritten) -->\n");
        b.append(f("Reference: %s. JVM options: `%s`.%n%n", reference, jvm));
        b.append("Warm, in one JVM (one warm-up run, then the median):\n\n");
        b.append("| threads | verdict | distinct states | transitions | median (min..max) | distinct states/s | transitions/s | table bytes/state |\n");
        b.append("|---|---|---|---|---|---|---|---|\n");
        warm.forEach(l -> b.append(l).append('\n'));
        if (!colds.isEmpty()) {
            b.append("\nCold: `./pmtu explore --json` in a new JVM each time, timed from its launch (the median):\n\n");
            b.append("| harness | variant | verdict | distinct states | wall from launch | distinct states/s with JVM start | peak RSS | table bytes/state |\n");
            b.append("|---|---|---|---|---|---|---|---|\n");
            colds.forEach(l -> b.append(l).append('\n'));
        }
        if (standard != null) {
            b.append('\n').append(standard).append('\n');
        }
        if (!points.isEmpty()) {
            String link = readmeDir.toAbsolutePath().normalize().relativize(plot.toAbsolutePath().normalize()).toString();
            b.append(f("%nCost growth of the reference (plot: [%s](%s)):%n%n", link, link));
            b.append("| outside events | depth | verdict | distinct states | transitions | seconds |\n|---|---|---|---|---|---|\n");
            for (Point p : points) {
                b.append(f("| %d | %d | %s | %,d | %,d | %.2f |%n", p.outside, p.depth, p.verdict, p.states, p.transitions, p.seconds));
            }
        }
        b.append(END);
        return b.toString();
    }

    public void writeReadme(String file) {
        Path path = Paths.get(file);
        try {
            String text = Files.readString(path, StandardCharsets.UTF_8);
            int a = text.indexOf(BEGIN);
            int z = text.indexOf(END) + END.length();
            Path dir = path.toAbsolutePath().getParent();
            Files.writeString(path, text.substring(0, a) + markdown(dir) + text.substring(z), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInput("cannot write " + file + ": " + e.getMessage());
        }
    }

    /** The median of sorted values: the middle one, or the mean of the two middle ones for an even count. */
    public static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
