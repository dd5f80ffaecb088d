package pmtuverify.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.Set;

/**
 * What a test holds of a hand-written document (README.md, docs/REFERENCE.md, specs/): each phrase the test builds from the
 * code and finds in the document, with whitespace folded. Every phrase a test holds is also written to a ledger,
 * {@code target/doc-claims/CLASS.tsv} at the project's root (one file per test class, rewritten by each test run of
 * that class), which {@code DocFiguresTest} of the last module reads: a figure of a document that no phrase of any
 * ledger covers, and that no citation rule exempts, fails the build. So "a test holds this figure" is a fact of the
 * last build, not a comment.
 */
public final class DocClaims {
    private static final Set<String> REWRITTEN = new HashSet<>();

    private DocClaims() {}

    /** The project's root: the module's parent when run from a module (Surefire's working directory). */
    public static Path root() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isDirectory(here.resolve("model")) ? here : here.getParent();
    }

    /** The ledger folder that {@link #says} writes to. */
    public static Path ledger() {
        return root().resolve("target").resolve("doc-claims");
    }

    /** A document of the project (a path from its root), whitespace folded to single spaces. */
    public static String folded(String doc) {
        try {
            return fold(Files.readString(root().resolve(doc), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String fold(String text) {
        return text.replaceAll("\\s+", " ");
    }

    /**
     * Asserts that the document (a path from the project's root) says each phrase, whitespace folded, and records
     * the phrases as held by the calling test class. A failure names the phrase, not the whole document.
     */
    public static void says(String doc, String... phrases) {
        String text = folded(doc);
        for (String p : phrases) {
            String phrase = fold(p);
            assertThat(text.contains(phrase)).as("%s says \"%s\"", doc, phrase).isTrue();
            record(caller(), doc, phrase);
        }
    }

    private static String caller() {
        return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(s -> s.map(f -> f.getDeclaringClass())
                        .filter(c -> c != DocClaims.class)
                        .findFirst()
                        .orElseThrow()
                        .getName());
    }

    private static synchronized void record(String holder, String doc, String phrase) {
        try {
            Files.createDirectories(ledger());
            Path file = ledger().resolve(holder + ".tsv");
            String line = doc + "\t" + phrase.replace('\t', ' ') + "\n";
            if (REWRITTEN.add(holder)) {
                Files.writeString(file, line, StandardCharsets.UTF_8);
            } else {
                Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
