package pmtuverify.props.pmtu;

import pmtuverify.props.GeneratedBlock;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Writes the README's table of drawn domains from {@link Bounds#SMALL} and {@link Bounds#WIDE}, between
 * its two marker lines; a test fails when the README's table differs from the values. Run after changing
 * a domain: {@code java -cp model/target/classes:properties/target/classes pmtuverify.props.pmtu.BoundsTable README.md}.
 */
public final class BoundsTable {
    public static final String BEGIN = "<!-- bounds table: generated from Bounds.SMALL and Bounds.WIDE by BoundsTable -->";
    public static final String END = "<!-- end of bounds table -->";

    private BoundsTable() {}

    private static final GeneratedBlock BLOCK = new GeneratedBlock(BEGIN, END);

    /** The text between the markers of {@code readme}, or null when a marker is missing. */
    public static String section(String readme) {
        return BLOCK.section(readme);
    }

    /** {@code readme} with the table between the markers regenerated. */
    public static String rewrite(String readme) {
        return BLOCK.rewrite(readme, Bounds.markdownTable());
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: BoundsTable README.md");
            System.exit(2);
        }
        Path p = Paths.get(args[0]);
        if (!Files.isRegularFile(p)) {
            System.err.println("BoundsTable: no file " + p);
            System.exit(2);
        }
        String readme = new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
        if (section(readme) == null) {
            System.err.println("BoundsTable: " + p + " has no bounds table markers");
            System.exit(2);
        }
        Files.write(p, rewrite(readme).getBytes(StandardCharsets.UTF_8));
    }
}
