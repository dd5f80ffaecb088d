package pmtuverify.model.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Each FIX rule of the model against its kernel patch under patches/ (git format-patch mails against Debian's
 * linux-source-6.12): a FIX variant with one rule has {@code patches/NAME.patch}; FIX_ALL has the series
 * {@code patches/FIX_ALL/} of one numbered patch per rule and a cover letter. Every mail carries a {@code Fixes:} tag
 * naming a 12-digit commit and its subject, and no {@code Signed-off-by} (the sender adds it).
 *
 * <p>What "the patch changes what the rule changes" means here, and what it leaves out: the kernel symbols (functions,
 * the sysctl table, a declaration) that hold the patch's changed lines must be the kernel functions of the model's
 * methods that read the rule (in Sk.java and Variant.java: {@code Type.NAME}, or {@code case NAME:} of a switch), and, where such a method is a private helper that only the
 * FIX has, the methods that call it. Both sides are read from different sources: the symbols from the diffs' hunks, the
 * functions from the model's source. The granularity is the function: a patch that changes the right function in the
 * wrong way passes; that is for the kernel runs of the patched kernel to show.
 */
class PatchRulesTest {
    static final Path PATCHES = Path.of("..", "patches");
    static final Path MODEL = Path.of("src", "main", "java", "pmtuverify", "model", "plpmtud");

    /**
     * The model methods whose names are not the kernel function they mirror. connect() runs set-up; the FIX statement
     * in it follows set-up's last tcp_mtup_init, which 6.x runs in tcp_init_transfer. floorSearchLow is the model's
     * name of the helper the IPV6_MIN_MTU patch adds. sysctlAccepts mirrors the proc handlers of ipv4_net_table.
     */
    static final Map<String, String> KERNEL_NAME = Map.of(
            "connect", "tcp_init_transfer",
            "floorSearchLow", "tcp_mtup_search_low",
            "sysctlAccepts", "ipv4_net_table");

    static final Pattern FIXES = Pattern.compile("(?m)^Fixes: [0-9a-f]{12} \\(\"[^\"\\n]+\"\\)$");
    /** A Subject header with its folded continuation lines (RFC 5322 2.2.3: git format-patch folds long subjects). */
    static final Pattern SUBJECT = Pattern.compile("(?m)^Subject: \\[PATCH(?: (\\d+)/(\\d+))?\\] (.+(?:\n[ \t].*)*)$");

    /** A model method: its name, whether private, its body. */
    record Method(String name, boolean isPrivate, String body) { }

    static List<Method> methods(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        Pattern head = Pattern.compile("^    ((?:public |private |protected |static |final )*)[\\w<>\\[\\],.? ]+? (\\w+)\\([^)]*\\)"
                + "(?: throws [\\w., ]+)? \\{$");
        List<Method> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = head.matcher(lines.get(i));
            if (!m.matches()) {
                continue;
            }
            StringBuilder body = new StringBuilder();
            int j = i + 1;
            while (j < lines.size() && !lines.get(j).equals("    }")) {
                body.append(lines.get(j)).append('\n');
                j++;
            }
            out.add(new Method(m.group(2), m.group(1).contains("private"), body.toString()));
            i = j;
        }
        return out;
    }

    static String kernelName(String javaName) {
        String k = KERNEL_NAME.get(javaName);
        return k != null ? k : javaName.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase();
    }

    /** The kernel functions the model changes for {@code rule}: the methods that read it, and a private helper's callers. */
    static Set<String> modelFunctions(Enum<?> rule) throws IOException {
        List<Method> all = new ArrayList<>(methods(MODEL.resolve("Sk.java")));
        all.addAll(methods(MODEL.resolve("Variant.java")));
        // Type.NAME, or NAME as a label of a switch (the model switches on the variant's rule)
        Pattern token = Pattern.compile("\\b" + rule.getDeclaringClass().getSimpleName() + "\\." + rule.name() + "\\b"
                + "|\\bcase " + rule.name() + ":");
        Set<String> out = new TreeSet<>();
        for (Method m : all) {
            if (!token.matcher(m.body()).find()) {
                continue;
            }
            out.add(kernelName(m.name()));
            if (m.isPrivate()) {
                Pattern call = Pattern.compile("\\b" + m.name() + "\\(");
                for (Method caller : all) {
                    if (caller != m && call.matcher(caller.body()).find()) {
                        out.add(kernelName(caller.name()));
                    }
                }
            }
        }
        return out;
    }

    /** The kernel symbols holding a diff's changed lines (a hunk's header names the symbol it starts in). */
    static Set<String> patchSymbols(String mail) {
        Pattern hunk = Pattern.compile("^@@ -\\d+(?:,\\d+)? \\+\\d+(?:,\\d+)? @@ ?(.*)$");
        Pattern definition = Pattern.compile("^[A-Za-z_][^;{(\\[]*?\\b(\\w+)\\s*[(\\[].*");
        Set<String> out = new TreeSet<>();
        String current = null;
        boolean inDiff = false;
        for (String line : mail.split("\n", -1)) {
            if (line.startsWith("diff --git ")) {
                inDiff = true;
                current = null;
                continue;
            }
            if (!inDiff || line.startsWith("--- ") || line.startsWith("+++ ") || line.startsWith("index ")) {
                continue;
            }
            Matcher h = hunk.matcher(line);
            if (h.matches()) {
                Matcher d = definition.matcher(h.group(1));
                current = d.matches() ? d.group(1) : null;
                continue;
            }
            if (line.isEmpty() || "+- ".indexOf(line.charAt(0)) < 0) {
                inDiff = !line.equals("-- ");
                continue;
            }
            String text = line.substring(1);
            Matcher d = definition.matcher(text);
            if (d.matches()) {
                current = d.group(1);
            }
            boolean changed = line.charAt(0) != ' ';
            boolean comment = text.startsWith("/*") || text.startsWith(" *") || text.startsWith("*/");
            if (changed && !text.isBlank() && !comment) {
                out.add(String.valueOf(current));
            }
        }
        return out;
    }

    static String read(Path p) throws IOException {
        return Files.readString(p, StandardCharsets.UTF_8);
    }

    static String subject(String mail) {
        Matcher m = SUBJECT.matcher(mail);
        assertThat(m.find()).as("a Subject: [PATCH] line").isTrue();
        // unfolded: the same subject folds at other places behind "[PATCH]" and "[PATCH 6/7]"
        return m.group(3).replaceAll("\\n[ \\t]+", " ");
    }

    static void assertMail(String name, String mail) {
        assertThat(subject(mail)).as(name + "'s subject").startsWith("tcp: ");
        assertThat(FIXES.matcher(mail).find()).as(name + " has a Fixes: tag with a 12-digit id and a subject").isTrue();
        assertThat(mail).as(name + " carries no Signed-off-by").doesNotContainIgnoringCase("Signed-off-by:");
        assertThat(mail).as(name + " is one mail").containsOnlyOnce("\nSubject: ");
    }

    static List<Variant> singleRuleFixes() {
        return Stream.of(Variant.values()).filter(v -> v.isFix() && v.fixRules.size() == 1).collect(Collectors.toList());
    }

    @Test
    void eachSingleRuleFixHasAPatchChangingTheFunctionsItsRuleChanges() throws IOException {
        assertThat(singleRuleFixes()).isNotEmpty();
        for (Variant v : singleRuleFixes()) {
            Path p = PATCHES.resolve(v.name() + ".patch");
            assertThat(p).as("the patch of " + v).exists();
            String mail = read(p);
            assertMail(p.toString(), mail);
            Set<String> model = modelFunctions(v.fixRules.get(0));
            assertThat(model).as("the model reads " + v.fixRules.get(0) + " somewhere").isNotEmpty();
            assertThat(patchSymbols(mail)).as(p + " changes what " + v.fixRules.get(0) + " changes in the model")
                    .isEqualTo(model);
        }
    }

    /**
     * FIX_ALL's series has one numbered patch per FIX_ALL rule and a cover letter. A rule that is also a single-rule
     * FIX variant's is the patch with that variant's subject and changes what that patch changes; a rule of FIX_ALL
     * alone (no single-rule variant) is a patch with another subject that changes what the model's rule changes.
     */
    @Test
    void fixAllIsASeriesOfOnePatchPerRule() throws IOException {
        Path dir = PATCHES.resolve(Variant.FIX_ALL.name());
        List<Path> mails;
        try (Stream<Path> s = Files.list(dir)) {
            mails = s.filter(p -> p.toString().endsWith(".patch")).sorted().collect(Collectors.toList());
        }
        int n = Variant.FIX_ALL.fixRules.size();
        assertThat(mails).hasSize(n + 1);
        assertThat(mails.get(0).getFileName().toString()).isEqualTo("0000-cover-letter.patch");
        String cover = read(mails.get(0));
        assertThat(cover).doesNotContain("*** SUBJECT HERE ***").doesNotContain("*** BLURB HERE ***")
                .doesNotContainIgnoringCase("Signed-off-by:").contains("[PATCH 0/" + n + "]");
        Map<String, Variant> bySubject = new TreeMap<>();
        List<Enum<?>> alone = new ArrayList<>(Variant.FIX_ALL.fixRules);
        for (Variant v : singleRuleFixes()) {
            if (Variant.FIX_ALL.fixRules.contains(v.fixRules.get(0))) {
                bySubject.put(subject(read(PATCHES.resolve(v.name() + ".patch"))), v);
                alone.remove(v.fixRules.get(0));
            }
        }
        Set<String> seen = new TreeSet<>();
        for (int i = 1; i <= n; i++) {
            String mail = read(mails.get(i));
            assertMail(mails.get(i).toString(), mail);
            assertThat(mail).contains("[PATCH " + i + "/" + n + "]");
            Variant v = bySubject.get(subject(mail));
            if (v != null) {
                seen.add(v.name());
                assertThat(patchSymbols(mail)).as(mails.get(i) + " changes what " + v + "'s patch changes")
                        .isEqualTo(patchSymbols(read(PATCHES.resolve(v.name() + ".patch"))));
                continue;
            }
            Enum<?> rule = null;
            for (Enum<?> r : alone) {
                if (!seen.contains(r.toString()) && patchSymbols(mail).equals(modelFunctions(r))) {
                    rule = r;
                }
            }
            assertThat(rule).as(mails.get(i) + " is a single-rule FIX's patch or changes what a rule of FIX_ALL alone"
                    + " changes (" + alone + ")").isNotNull();
            seen.add(rule.toString());
        }
        assertThat(seen).as("one patch per rule of FIX_ALL").hasSize(n);
    }

    @Test
    void everyFixesTagNamesItsCommitWithOneSubject() throws IOException {
        Pattern tag = Pattern.compile("(?m)^Fixes: ([0-9a-f]{12}) \\(\"([^\"\\n]+)\"\\)$");
        Map<String, Set<String>> subjects = new TreeMap<>();
        List<Path> mails;
        try (Stream<Path> s = Files.walk(PATCHES)) {
            mails = s.filter(p -> p.toString().endsWith(".patch")).sorted().collect(Collectors.toList());
        }
        for (Path p : mails) {
            Matcher m = tag.matcher(read(p));
            while (m.find()) {
                subjects.computeIfAbsent(m.group(1), k -> new TreeSet<>()).add(m.group(2));
            }
        }
        assertThat(subjects).isNotEmpty();
        subjects.forEach((id, names) -> assertThat(names).as("the subjects cited for " + id).hasSize(1));
    }

    /** A mail's commit message: from the line after its subject to the "---" before the diff. */
    static String message(String mail) {
        int from = mail.indexOf("\n\n", mail.indexOf("\nSubject: "));
        int to = mail.indexOf("\n---\n", from);
        return mail.substring(from, to < 0 ? mail.length() : to);
    }

    /**
     * The messages cite kernel scenarios and counterexamples that exist, with the invariant each counterexample breaks,
     * and every figure of four digits or more they quote (a count, a size) is one that specs/KERNEL.md, specs/VERDICTS.md
     * or a cited counterexample holds: when the recordings or the report are regenerated with other figures, the mails
     * are stale and this fails.
     */
    @Test
    void theMessagesCiteStoredScenariosCounterexamplesAndFigures() throws IOException {
        Path specs = Path.of("..", "specs");
        String kernel = read(specs.resolve("KERNEL.md"));
        String verdicts = read(specs.resolve("VERDICTS.md"));
        Pattern scenario = Pattern.compile("--scenario\\s+([a-z0-9-]+)");
        Pattern replay = Pattern.compile("(specs/counterexamples/[\\w.-]+\\.jsonl)\\s+(?:--variant \\S+\\s+)?--check\\s+([A-Z_]+)");
        Pattern figure = Pattern.compile("(?<![\\w.-])-?\\d{4,}(?!\\w)");
        List<Path> mails;
        try (Stream<Path> s = Files.walk(PATCHES)) {
            mails = s.filter(p -> p.toString().endsWith(".patch")).sorted().collect(Collectors.toList());
        }
        int scenarios = 0;
        int replays = 0;
        int figures = 0;
        for (Path p : mails) {
            String text = message(read(p)).replaceAll("(?m)^Fixes: .*$", "").replaceAll("RFC \\d+", "RFC");
            StringBuilder cited = new StringBuilder(kernel).append(verdicts);
            Matcher r = replay.matcher(text);
            while (r.find()) {
                Path ce = Path.of("..", r.group(1));
                assertThat(ce).as(p + " cites " + r.group(1)).exists();
                assertThat(ce.getFileName().toString()).as(p + ": the invariant " + r.group(1) + " breaks")
                        .startsWith(r.group(2) + "-");
                cited.append(read(ce));
                replays++;
            }
            Matcher m = scenario.matcher(text);
            while (m.find()) {
                assertThat(kernel).as(p + " cites kernel scenario " + m.group(1)).contains("| " + m.group(1) + " |");
                scenarios++;
            }
            Matcher f = figure.matcher(text);
            while (f.find()) {
                Pattern exact = Pattern.compile("(?<![\\d])" + Pattern.quote(f.group()) + "(?!\\d)");
                assertThat(exact.matcher(cited).find()).as(p + " quotes " + f.group() + ", which the stored results hold")
                        .isTrue();
                figures++;
            }
        }
        assertThat(scenarios).isPositive();
        assertThat(replays).isPositive();
        assertThat(figures).isPositive();
    }

    @Test
    void everyPatchBelongsToAFixVariant() throws IOException {
        try (Stream<Path> s = Files.list(PATCHES)) {
            Set<String> names = s.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".patch"))
                    .collect(Collectors.toCollection(TreeSet::new));
            Set<String> expected = singleRuleFixes().stream().map(v -> v.name() + ".patch")
                    .collect(Collectors.toCollection(TreeSet::new));
            assertThat(names).isEqualTo(expected);
        }
    }

    @Test
    void aFoldedSubjectReadsAsTheSameSubjectUnfolded() {
        assertThat(subject("From: x\nSubject: [PATCH 6/7] tcp: send an MTU probe only inside (search_low,\n"
                + " search_high]\n\nbody"))
                .isEqualTo(subject("Subject: [PATCH] tcp: send an MTU probe only inside (search_low, search_high]\n\n"))
                .isEqualTo("tcp: send an MTU probe only inside (search_low, search_high]");
    }

    @Test
    void theSymbolReaderFindsFunctionsHelpersAndTables() {
        String mail = String.join("\n",
                "Subject: [PATCH] tcp: x",
                "diff --git a/net/ipv4/a.c b/net/ipv4/a.c",
                "--- a/net/ipv4/a.c",
                "+++ b/net/ipv4/a.c",
                "@@ -1,4 +1,11 @@ static int tcp_one(struct sock *sk)",
                " 	int a;",
                "+	int b;",
                " }",
                "+/* a comment */",
                "+int tcp_helper(const struct sock *sk, int mtu)",
                "+{",
                "+	return mtu;",
                "+}",
                " void tcp_two(struct sock *sk)",
                " {",
                "-	x = 1;",
                "+	x = tcp_helper(sk, 1);",
                "@@ -9,2 +16,3 @@ static struct ctl_table ipv4_net_table[] = {",
                "+		.extra1		= &min,",
                "-- ",
                "2.39.5");
        assertThat(patchSymbols(mail)).containsExactly("ipv4_net_table", "tcp_helper", "tcp_one", "tcp_two");
    }
}
