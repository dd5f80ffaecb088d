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
    static final Map<String, Pattern> CITATIONS = citations();

    /** The rules of {@code doc-citations.tsv} (a test resource), in its order. */
    static Map<String, Pattern> citations() {
        Map<String, Pattern> rules = new LinkedHashMap<>();
        try (java.io.InputStream in = DocFiguresTest.class.getResourceAsStream("/doc-citations.tsv")) {
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] f = line.split("\t", 2);
                    rules.put(f[0], Pattern.compile(f[1]));
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return rules;
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
        assertThat(CITATIONS).hasSizeGreaterThanOrEqualTo(20).containsKey("code in backticks (C, a command line, a file or option name)");
        String text = DocClaims.fold("On LATEST the search stops at 30 events; see `interval * 600` in v5.16 (4e1fddc98d25, Dec 2019).");
        assertThat(unheld(text, List.of())).singleElement().asString().startsWith("30  in");
        assertThat(unheld(text, List.of("stops at 30 events"))).isEmpty();
    }
}
