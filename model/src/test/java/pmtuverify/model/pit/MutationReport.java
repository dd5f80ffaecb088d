package pmtuverify.model.pit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Writes the survivor list of a PIT run (README, "Mutation testing"): reads {@code PACKAGE/mutations.xml} of each
 * package run under the reports directory, and the reviewed reasons (a tab-separated table keyed by class, method,
 * mutator and description), and writes a Markdown page with the score of each package and every mutant that was not
 * detected, each with its reviewed reason or {@code UNREVIEWED}. Returns 1 when a survivor has no reviewed reason
 * (the profile then fails), 0 otherwise.
 *
 * <p>Usage: {@code MutationReport REPORTS_DIR REVIEWED_TSV OUTPUT_MD MUTATOR_GROUP PACKAGE...}
 */
public final class MutationReport {
    private MutationReport() {}

    /**
     * The kernel suite's run ({@code -Dpit.suite=kernel}, the kernel module's {@code -Ppit-kernel}): the mutants of
     * model/plpmtud judged by the recordings, not by the model's own tests. Its survivors are listed, each with a
     * reviewed reason or UNREVIEWED, and counted; they do not fail the run (the review is open work, said on the page).
     */
    static final boolean KERNEL = "kernel".equals(System.getProperty("pit.suite"));

    /** One mutant as PIT's XML report states it. */
    record Mutant(String pkg, String cls, String method, int line, String mutator, String description, String status) {
        boolean detected() {
            return status.equals("KILLED") || status.equals("TIMED_OUT") || status.equals("MEMORY_ERROR")
                    || status.equals("RUN_ERROR");
        }

        /** The review key: class (simple name with nested part), method, mutator (simple name), description. */
        String key() {
            return String.join("\t", cls, method, mutator, description);
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 5) {
            System.err.println("usage: MutationReport REPORTS_DIR REVIEWED_TSV OUTPUT_MD MUTATOR_GROUP PACKAGE...");
            System.exit(2);
        }
        List<String> packages = List.of(args).subList(4, args.length);
        int unreviewed = run(Paths.get(args[0]), Paths.get(args[1]), Paths.get(args[2]), args[3], packages);
        if (unreviewed > 0 && !KERNEL) {
            // exec:java turns this into a build failure with the message, no exit of the Maven JVM
            throw new IllegalStateException(unreviewed + " surviving mutants have no reviewed reason (UNREVIEWED in "
                    + args[2] + "); add them to " + args[1] + " or kill them");
        }
    }

    /** Writes the page; returns the number of survivors without a reviewed reason. */
    public static int run(Path reports, Path reviewedTsv, Path out, String group, List<String> packages) throws Exception {
        Map<String, String> reasons = readReasons(reviewedTsv);
        List<Mutant> all = new ArrayList<>();
        for (String p : packages) {
            all.addAll(read(p, reports.resolve(p).resolve("mutations.xml")));
        }
        String page = render(all, reasons, group, packages, reviewedTsv.getFileName().toString());
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, page, StandardCharsets.UTF_8);
        int unreviewed = 0;
        for (Mutant m : all) {
            if (!m.detected() && !reasons.containsKey(m.key())) {
                unreviewed++;
            }
        }
        return unreviewed;
    }

    /** The reviewed table: {@code class TAB method TAB mutator TAB description TAB reason}; '#' starts a comment line. */
    static Map<String, String> readReasons(Path tsv) throws IOException {
        Map<String, String> reasons = new LinkedHashMap<>();
        int n = 0;
        for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
            n++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (f.length != 5 || f[4].isBlank()) {
                throw new IllegalArgumentException(tsv + ":" + n + ": expected 5 tab-separated fields with a reason");
            }
            reasons.put(String.join("\t", f[0], f[1], f[2], f[3]), f[4]);
        }
        return reasons;
    }

    static List<Mutant> read(String pkg, Path xml) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        NodeList list = f.newDocumentBuilder().parse(xml.toFile()).getElementsByTagName("mutation");
        List<Mutant> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            Element e = (Element) list.item(i);
            String cls = text(e, "mutatedClass");
            String mutator = text(e, "mutator");
            out.add(new Mutant(pkg, cls.substring(cls.lastIndexOf('.') + 1), text(e, "mutatedMethod"),
                    Integer.parseInt(text(e, "lineNumber")), mutator.substring(mutator.lastIndexOf('.') + 1),
                    text(e, "description"), e.getAttribute("status")));
        }
        out.sort((a, b) -> a.cls.equals(b.cls) ? Integer.compare(a.line, b.line) : a.cls.compareTo(b.cls));
        return out;
    }

    private static String text(Element e, String tag) {
        return e.getElementsByTagName(tag).item(0).getTextContent();
    }

    static String render(List<Mutant> all, Map<String, String> reasons, String group, List<String> packages,
            String reviewedName) {
        StringBuilder b = new StringBuilder(8192);
        if (KERNEL) {
            b.append("# Mutation testing of the model by the kernel recordings\n\n")
                    .append("Generated by `mvn -B -ntp -pl kernel -am -Ppit-kernel verify -DskipTests` (PIT, mutator group ")
                    .append(group).append(", mutants of `pmtuverify.model.plpmtud`, each judged by `RecordingsRejudgedTest`: every ")
                    .append("PLPMTUD recording under specs/kernel-runs re-judged offline against LATEST; a mutant is ")
                    .append("detected when some recording no longer agrees, or no longer differs as its documented ")
                    .append("finding says) from PIT's `mutations.xml` and the reviewed reasons in `specs/")
                    .append(reviewedName).append("`. Do not edit by hand. As in the model's own run, `hashCode` and ")
                    .append("`Sk`'s call-site naming methods (`callerOf` and its lambda, `kernelFunction`, `floored`) are not ")
                    .append("mutated. No coverage: no recording runs the line (the ")
                    .append("code of other variants, and the paths of LATEST the recordings never take). Strength: ")
                    .append("detected of the mutants on lines some recording runs.\n\n")
                    .append("| package | mutants | detected | survived | no coverage | score | strength |\n")
                    .append("|---|---:|---:|---:|---:|---:|---:|\n");
        } else {
        b.append("# Mutation testing: surviving mutants\n\n")
                .append("Generated by `mvn -B -ntp -pl model -Ppit verify` (PIT, mutator group ").append(group)
                .append(", the model module's own tests) from PIT's `mutations.xml` and the reviewed reasons in `specs/")
                .append(reviewedName).append("`. Do not edit by hand. The profile leaves `hashCode` methods unmutated (any ")
                .append("function consistent with `equals` is correct; `equals` is mutated). A survivor counts as ")
                .append("reviewed when its class, method, mutator and description match a line of the table, ")
                .append("whatever its line number.\n\n")
                .append("| package | mutants | detected | survived | no coverage | score |\n")
                .append("|---|---:|---:|---:|---:|---:|\n");
        }
        int tg = 0;
        int td = 0;
        int ts = 0;
        int tn = 0;
        for (String p : packages) {
            int g = 0;
            int d = 0;
            int s = 0;
            int n = 0;
            for (Mutant m : all) {
                if (m.pkg.equals(p)) {
                    g++;
                    d += m.detected() ? 1 : 0;
                    s += m.status.equals("SURVIVED") ? 1 : 0;
                    n += m.status.equals("NO_COVERAGE") ? 1 : 0;
                }
            }
            row(b, KERNEL ? "pmtuverify.model.plpmtud" : "pmtuverify.model." + p, g, d, s, n);
            tg += g;
            td += d;
            ts += s;
            tn += n;
        }
        if (!KERNEL) {
            row(b, "**all**", tg, td, ts, tn);
        }
        b.append("\n## Survivors\n\n");
        Set<String> used = new LinkedHashSet<>();
        int unreviewed = 0;
        StringBuilder rows = new StringBuilder();
        for (Mutant m : all) {
            if (m.detected()) {
                continue;
            }
            String r = reasons.get(m.key());
            if (r == null) {
                unreviewed++;
                r = "**UNREVIEWED**";
            } else {
                used.add(m.key());
            }
            rows.append("| ").append(m.cls).append(" | ").append(m.method).append(" | ").append(m.line).append(" | ")
                    .append(m.mutator).append(" | ").append(esc(m.description)).append(" | ").append(m.status)
                    .append(" | ").append(esc(r)).append(" |\n");
        }
        if (rows.length() == 0) {
            b.append("None.\n");
        } else {
            b.append(unreviewed == 0 ? "Every survivor has a reviewed reason.\n\n"
                    : unreviewed + " survivors are UNREVIEWED.\n\n");
            b.append("| class | method | line | mutator | description | status | reason |\n")
                    .append("|---|---|---:|---|---|---|---|\n").append(rows);
        }
        List<String> stale = new ArrayList<>();
        for (String k : reasons.keySet()) {
            if (!used.contains(k)) {
                stale.add(k.replace('\t', ' '));
            }
        }
        if (!stale.isEmpty()) {
            b.append("\nReviewed reasons that matched no survivor of this run (killed now, or written for another "
                    + "mutator group): ").append(stale.size()).append(".\n");
        }
        return b.toString();
    }

    private static void row(StringBuilder b, String name, int g, int d, int s, int n) {
        b.append("| ").append(name).append(" | ").append(g).append(" | ").append(d).append(" | ").append(s)
                .append(" | ").append(n).append(" | ")
                .append(g == 0 ? "-" : String.format(Locale.ROOT, "%d%%", Math.round(100.0 * d / g))).append(" |");
        if (KERNEL) {
            b.append(' ').append(g == n ? "-" : String.format(Locale.ROOT, "%d%%", Math.round(100.0 * d / (g - n))))
                    .append(" |");
        }
        b.append('\n');
    }

    private static String esc(String s) {
        return s.replace("|", "\\|");
    }
}
