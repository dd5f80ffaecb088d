package pmtuverify.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import pmtuverify.props.GeneratedBlock;
import pmtuverify.trace.BadInput;

/**
 * The files {@code ./pmtu report} owns in a specs directory: those it writes (VERDICTS.md, CATALOGUE.md,
 * REPORT.html, the counterexample traces, hystart-short-rtt.txt and .svg) and the directory counterexamples/, whose
 * every file it accounts for; and the generated blocks it keeps in hand-written documents ({@link DocBlock}). One
 * writer serves {@code ./pmtu report}; one comparison of a freshly written copy with a checked-in one serves
 * {@code ./pmtu report --check} and its tests.
 */
public final class ReportFiles {
    /** The directory the report owns whole: a file there that the report does not write is an orphan. */
    public static final String COUNTEREXAMPLES = "counterexamples";

    private ReportFiles() {}

    /**
     * The text of {@code file}, which must hold {@code block}'s markers: a command that rewrites the block checks
     * this before its run, so a long run does not end in a bad {@code --readme}. BadInput otherwise.
     */
    public static String requireBlock(String file, GeneratedBlock block) throws IOException {
        Path f = Path.of(file);
        if (!Files.isRegularFile(f)) {
            throw new BadInput("--readme: no file " + file);
        }
        String text = Files.readString(f);
        if (block.section(text) == null) {
            throw new BadInput(file + " has no block between \"" + block.begin() + "\" and \"" + block.end() + "\"");
        }
        return text;
    }

    /** Rewrites {@code block} of {@code file} with {@code content} (BadInput when the file or a marker is missing). */
    public static void rewriteBlock(String file, GeneratedBlock block, String content) throws IOException {
        Files.writeString(Path.of(file), block.rewrite(requireBlock(file, block), content));
    }

    /**
     * Writes {@code files} (paths relative to {@code dir}) under {@code dir}, after deleting the old
     * counterexample traces: a cell no longer violated leaves none behind.
     */
    public static void write(Map<String, String> files, Path dir) throws IOException {
        Path ce = dir.resolve(COUNTEREXAMPLES);
        if (Files.isDirectory(ce)) {
            for (Path p : traces(ce)) {
                Files.delete(p);
            }
        }
        Files.createDirectories(ce);
        for (Map.Entry<String, String> e : files.entrySet()) {
            Path f = dir.resolve(e.getKey());
            Files.createDirectories(f.getParent());
            Files.write(f, e.getValue().getBytes(StandardCharsets.UTF_8));
        }
    }

    /**
     * One line per file of {@code checkedIn} that differs from the report written under {@code fresh}, in path
     * order: {@code stale: DIR/F (first difference at line N)}, {@code missing: DIR/F} (written by the report,
     * absent from DIR) and {@code orphaned: DIR/counterexamples/F} (in the report's directory, not written by it).
     * Empty when the checked-in copy is fresh.
     */
    public static List<String> compare(Path fresh, Path checkedIn) throws IOException {
        TreeSet<String> written = files(fresh);
        TreeSet<String> all = new TreeSet<>(written);
        Path ce = checkedIn.resolve(COUNTEREXAMPLES);
        if (Files.isDirectory(ce)) {
            for (Path p : traces(ce)) {
                all.add(checkedIn.relativize(p).toString().replace('\\', '/'));
            }
        }
        List<String> out = new ArrayList<>();
        for (String f : all) {
            Path have = checkedIn.resolve(f);
            if (!written.contains(f)) {
                out.add("orphaned: " + have + " (not written by ./pmtu report)");
            } else if (!Files.isRegularFile(have)) {
                out.add("missing: " + have);
            } else {
                int line = firstDifference(Files.readString(fresh.resolve(f), StandardCharsets.UTF_8),
                        Files.readString(have, StandardCharsets.UTF_8));
                if (line > 0) {
                    out.add("stale: " + have + " (first difference at line " + line + ")");
                }
            }
        }
        return out;
    }

    /**
     * The 1-based number of the first line where {@code a} and {@code b} differ (a line present in one only
     * counts as different), or 0 when they are equal.
     */
    public static int firstDifference(String a, String b) {
        if (a.equals(b)) {
            return 0;
        }
        String[] x = a.split("\n", -1);
        String[] y = b.split("\n", -1);
        int i = 0;
        while (i < x.length && i < y.length && x[i].equals(y[i])) {
            i++;
        }
        return i + 1;
    }

    /**
     * A generated block of a hand-written document that {@code ./pmtu report} rewrites and {@code --check} compares:
     * the document's path relative to the specs directory, the block's name and markers, and its fresh content.
     */
    public record DocBlock(String path, String name, GeneratedBlock block, String content) {}

    /**
     * Rewrites each block in its document under {@code dir} (a document that is missing, or has no markers for the
     * block, is left alone); returns "DOC's NAME block" for each block written.
     */
    public static List<String> writeBlocks(List<DocBlock> blocks, Path dir) throws IOException {
        List<String> out = new ArrayList<>();
        for (DocBlock d : blocks) {
            Path doc = dir.toAbsolutePath().resolve(d.path()).normalize();
            if (d.content() != null && Files.isRegularFile(doc)) {
                String text = Files.readString(doc, StandardCharsets.UTF_8);
                if (d.block().section(text) != null) {
                    Files.writeString(doc, d.block().rewrite(text, d.content()), StandardCharsets.UTF_8);
                    out.add(doc.getFileName() + "'s " + d.name() + " block");
                }
            }
        }
        return out;
    }

    /**
     * One line per block whose document under {@code dir} holds other text between its markers, or no markers:
     * {@code DOC: the NAME block differs from a fresh report's}. A missing document is not the report's business.
     */
    public static List<String> compareBlocks(List<DocBlock> blocks, Path dir) throws IOException {
        List<String> out = new ArrayList<>();
        for (DocBlock d : blocks) {
            Path doc = dir.toAbsolutePath().resolve(d.path()).normalize();
            if (Files.isRegularFile(doc)
                    && !java.util.Objects.equals(d.content(), d.block().section(Files.readString(doc, StandardCharsets.UTF_8)))) {
                out.add(doc.getFileName() + ": the " + d.name() + " block differs from a fresh report's");
            }
        }
        return out;
    }

    /** Every regular file under {@code dir}, relative to it, with '/' between names. */
    private static TreeSet<String> files(Path dir) throws IOException {
        TreeSet<String> out = new TreeSet<>();
        try (Stream<Path> s = Files.walk(dir)) {
            s.filter(Files::isRegularFile).forEach(p -> out.add(dir.relativize(p).toString().replace('\\', '/')));
        }
        return out;
    }

    /** The traces under {@code dir} and its subdirectories (counterexamples/causes/). */
    private static List<Path> traces(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".jsonl")).sorted().toList();
        }
    }
}
