package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;

/**
 * No hand-written figure: every number in README.md, docs/REFERENCE.md, specs/KERNEL-SOURCES.md and the hand-written
 * parts of specs/HYSTART.md (the other files of specs/ are generated whole) is either inside a
 * generated block, or inside a phrase that some test of the build built from the code and found in the document (the
 * ledger {@link DocClaims} keeps), or matched by one of the citation rules below, each of which says why its numbers
 * are not figures of this project (a kernel version, a commit, a date, a mail's subject, C code quoted in backticks).
 *
 * <p>This module is the last of the reactor, so the ledgers of every other module's tests are written before this test
 * runs. A number that nothing covers is listed with its context, one per line.
 */
class DocFiguresTest {
    static final List<String> DOCS = List.of("README.md", "specs/HYSTART.md", "specs/KERNEL-SOURCES.md", "docs/REFERENCE.md");

    /** Spans whose numbers are not figures of this project, each with the reason. */
    static final Map<String, Pattern> CITATIONS = new LinkedHashMap<>();

    static {
        CITATIONS.put("a generated block (written and freshness-tested by its generator)",
                Pattern.compile("<!-- ([\\w-]+):begin.*?<!-- \\1:end -->"));
        CITATIONS.put("a fenced code block (kernel source as quoted, a trace, a command)", Pattern.compile("```.*?```"));
        CITATIONS.put("code in backticks (C, a command line, a file or option name)", Pattern.compile("`[^`]*`"));
        CITATIONS.put("a place in the kernel source (tcp_output.c:1296-1356, 4.1 :177-183, (4.1: 47-48, 97), tcp.h:556)",
                Pattern.compile("[\\w/.-]+\\.[ch]:\\d+(?:-\\d+)?(?:, \\d+(?:-\\d+)?)*|\\b\\d\\.\\d+(?:\\.\\d+)? ?:\\d+(?:-\\d+)?|"
                        + "\\((?:\\d\\.\\d+(?:\\.\\d+)?: ?)[^)]*\\)|\\(:\\d+(?:-\\d+)?\\)|\\bat \\d+-\\d+\\b"));
        CITATIONS.put("a section's number (## 5., ### 7a., section 5d)", Pattern.compile("#+ \\d+[a-z]?\\.|\\bsections? \\d+[a-z]?\\b"));
        CITATIONS.put("a link's target", Pattern.compile("\\]\\([^)]*\\)"));
        CITATIONS.put("a name with digits in it (V1, IPv6, u32, HYSTART_4_5, random-1-62, tcp_v6_err, 4e1fddc98d25)",
                Pattern.compile("\\b[A-Za-z_][\\w]*\\d[\\w]*(?:[-.][\\w]+)*|\\b[\\w]*[A-Za-z][\\w]*-\\d+(?:-\\d+)*\\b|\\b[0-9a-f]{12,40}\\b"));
        CITATIONS.put("a kernel version or series (4.1, 6.18.44, v5.8..v5.15, 4.x, Linux 4.0)",
                Pattern.compile("\\bv\\d+\\.\\d+(?:\\.\\d+)?(?:\\.\\.v\\d+\\.\\d+)?|\\b[4-6]\\.(?:x|\\d{1,2}(?:\\.\\d+)?)(?:\\.\\.[4-6]\\.\\d{1,2})?\\b|Linux \\d\\.\\d+"));
        CITATIONS.put("a date or a year",
                Pattern.compile("\\b(?:\\d{1,2}(?:-\\d{1,2})? )?(?:\\d{1,2} )?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*(?:-\\d{1,2} [A-Z][a-z]+)? (?:19|20)\\d\\d\\b|\\b20[0-2]\\d(?:\\.\\.20[0-2]\\d)?\\b"));
        CITATIONS.put("a mail's subject or a patch's place in its series (\"[PATCH net-next 2/3] ...\", 3/4)",
                Pattern.compile("\"(?:Re: )?\\[PATCH[^\"]*\"|\\b\\d/\\d(?:\\.\\.\\d/\\d)?\\b|PATCH(?:v\\d)?\\b"));
        CITATIONS.put("an RFC's number", Pattern.compile("RFC \\d{4}"));
        CITATIONS.put("a URL, a Message-Id or a commit range (5eff762acd7f..068775b91fb5)",
                Pattern.compile("https?://\\S+|\\b\\d{14}\\.[\\d.-]+\\b|\\b[0-9a-f]{12}\\.\\.[0-9a-f]{12}\\b"));
        CITATIONS.put("an ISO date (a mail's or a review's)", Pattern.compile("\\b(?:19|20)\\d\\d-\\d\\d(?:-\\d\\d)?\\b"));
        CITATIONS.put("a quotation (a mail's subject or words; the kernel's own text)", Pattern.compile("\"[^\"]{0,400}\"|\u201c[^\u201d]{0,400}\u201d"));
        CITATIONS.put("a C type's width or bound (64-bit, 2^31 - 1, 2^64, ~0UL)",
                Pattern.compile("\\b\\d+-(?:bit|word)\\b|\\blow \\d+ bits\\b|2[\\u00b2\\u00b3\\u00b9\\u2070-\\u2079]+|\\b\\d+- and \\d+-bit\\b|2\\^\\d+(?: ?- ?[12]\\b)?|~0UL"));
        CITATIONS.put("a C comparison or assignment written in prose (threshold <= 1, snd_cwnd >= 11, icsk_ext_hdr_len = 0)",
                Pattern.compile("\\b[a-z_]+\\w*(?:\\)|\\s\\(u32\\)|`)? ?(?:<=|>=|==|!=|<|>|=|≤|≥) ?-?\\d+\\b"));
        CITATIONS.put("C arithmetic written in prose (mss_clamp + 20 + nethdr, 68 - tcp_header_len, -300·HZ)",
                Pattern.compile("\\b[a-z_]\\w* ?[-+·*] ?\\d+\\b|\\b\\d+ ?[-+·*] ?[a-zA-Z_]\\w*"));
        CITATIONS.put("a C shift or division written in prose (ms << 3, delay_min >> 3, delay_min/2, 1e6)",
                Pattern.compile("(?:<<|>>) ?\\d+\\b|\\b[a-z_]\\w*/\\d+\\b|\\b\\d+e\\d+\\b"));
        CITATIONS.put("a Kconfig HZ choice (HZ 100, 250, 300 or 1000)", Pattern.compile("\\bHZ (?:100|250|300|1000)\\b"));
        CITATIONS.put("INT_MAX or UINT_MAX written out (2147483647, 4294967295)", Pattern.compile("\\b(?:2147483647|4294967295)\\b"));
        CITATIONS.put("0 or 1 standing alone (zero, one, a C truth value): a value, not a measured or configured figure",
                Pattern.compile("(?<![\\d.,^/])[01](?![\\d.,/]\\d|\\.\\.)"));
        CITATIONS.put("k-induction's k (1-inductive, 2-induction)", Pattern.compile("\\b\\d-induct\\w*"));
        CITATIONS.put("a step's number in a numbered list", Pattern.compile("(?<=[.:;)] |^)\\d\\. (?=[`A-Za-z*])"));
        CITATIONS.put("an exit status (the commands' tests assert each)",
                Pattern.compile("\\b[Ee]xit(?:s| status| code)? \\d\\b|\\bexit \\d\\)|\\b\\d (?:when|with one line|on bad input|on a disagreement)\\b"));
    }

    static final Pattern NUMBER = Pattern.compile("\\d(?:[\\d,.]*\\d)?");

    /** Phrases every test of this build held, by document. */
    static Map<String, List<String>> held() throws IOException {
        Map<String, List<String>> byDoc = new LinkedHashMap<>();
        Path dir = DocClaims.ledger();
        assertThat(dir).as("the ledger of the other modules' tests (run the whole build: mvn -B -ntp verify)").isDirectory();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.sorted().toList()) {
                for (String line : Files.readAllLines(f)) {
                    int tab = line.indexOf('\t');
                    byDoc.computeIfAbsent(line.substring(0, tab), d -> new ArrayList<>()).add(line.substring(tab + 1));
                }
            }
        }
        return byDoc;
    }

    /** The numbers of a document (whitespace folded) that no citation rule and no held phrase covers. */
    static List<String> unheld(String text, List<String> phrases) {
        BitSet covered = new BitSet(text.length());
        for (Pattern p : CITATIONS.values()) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                covered.set(m.start(), m.end());
            }
        }
        for (String phrase : phrases) {
            for (int at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
                covered.set(at, at + phrase.length());
            }
        }
        List<String> out = new ArrayList<>();
        Matcher m = NUMBER.matcher(text);
        while (m.find()) {
            if (covered.get(m.start(), m.end()).cardinality() < m.end() - m.start()) {
                int from = Math.max(0, m.start() - 60);
                int to = Math.min(text.length(), m.end() + 30);
                out.add(m.group() + "  in  ..." + text.substring(from, to) + "...");
            }
        }
        return out;
    }

    /**
     * The document with each line of an indented code block (four spaces, after a blank line or another such line)
     * between backticks, so that the code rule covers it as it covers inline code; nothing else changes.
     */
    static String codeBlocksQuoted(String raw) {
        StringBuilder out = new StringBuilder();
        boolean inBlock = false;
        boolean blankBefore = true;
        for (String line : raw.split("\n", -1)) {
            boolean code = line.startsWith("    ") && !line.isBlank() && (inBlock || blankBefore);
            out.append(code ? "`" + line.replace("`", "'") + "`" : line).append('\n');
            inBlock = code || inBlock && line.isBlank();
            blankBefore = line.isBlank();
        }
        return out.toString();
    }

    @Test
    void everyFigureOfTheHandWrittenDocumentsIsHeldByATest() throws IOException {
        Map<String, List<String>> held = held();
        List<String> open = new ArrayList<>();
        for (String doc : DOCS) {
            String raw = Files.readString(DocClaims.root().resolve(doc));
            for (String figure : unheld(DocClaims.fold(codeBlocksQuoted(raw)), held.getOrDefault(doc, List.of()))) {
                open.add(doc + ": " + figure);
            }
        }
        assertThat(open).as("figures no test holds (%d)", open.size()).isEmpty();
    }

    /** Every other Markdown file of specs/ is generated whole, and says by what in its first paragraph. */
    @Test
    void everyOtherSpecsDocumentIsGenerated() throws IOException {
        List<Path> others;
        try (Stream<Path> files = Files.walk(DocClaims.root().resolve("specs"))) {
            others = files.filter(f -> f.toString().endsWith(".md") && !f.toString().contains("counterexamples"))
                    .filter(f -> !DOCS.contains(DocClaims.root().relativize(f).toString().replace('\\', '/'))).sorted().toList();
        }
        assertThat(others).hasSizeGreaterThanOrEqualTo(5);
        for (Path f : others) {
            String head = Files.readString(f);
            head = head.substring(0, Math.min(head.length(), 600));
            assertThat(head).as(f.toString()).contains("Generated by `");
        }
    }

    @Test
    void anIndentedCodeBlockIsCodeAndAListsContinuationIsNot() {
        String doc = "Run it:\n\n    ./pmtu check --tries 200\n\n- a list item\n  continued with 30 events\n";
        assertThat(unheld(DocClaims.fold(codeBlocksQuoted(doc)), List.of())).singleElement().asString().startsWith("30  in");
    }

    @Test
    void aFigureNoTestHoldsIsFound() {
        String text = DocClaims.fold("On LATEST the search stops at 30 events; see `interval * 600` in v5.16 (4e1fddc98d25, Dec 2019).");
        assertThat(unheld(text, List.of())).singleElement().asString().startsWith("30  in");
        assertThat(unheld(text, List.of("stops at 30 events"))).isEmpty();
    }
}
