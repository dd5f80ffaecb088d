package pmtuverify.props;

/**
 * A generated block of a hand-written document (README.md): the text between a begin and an end marker line,
 * rewritten by its generator and compared by its freshness test. Everything outside the markers is left as it is.
 */
public record GeneratedBlock(String begin, String end) {
    /** The block named {@code name}: {@code <!-- name:begin -->} ... {@code <!-- name:end -->}. */
    public static GeneratedBlock named(String name) {
        return new GeneratedBlock("<!-- " + name + ":begin (generated; edits between the markers are overwritten) -->",
                "<!-- " + name + ":end -->");
    }

    /** The text between the markers (after the begin marker's line), or null when a marker is missing. */
    public String section(String text) {
        int b = text.indexOf(begin);
        int e = text.indexOf(end);
        if (b < 0 || e < b) {
            return null;
        }
        return text.substring(b + begin.length() + 1, e);
    }

    /** {@code text} with the content between the markers replaced; IllegalArgumentException when they are missing. */
    public String rewrite(String text, String content) {
        if (section(text) == null) {
            throw new IllegalArgumentException("no markers " + begin + " ... " + end);
        }
        int b = text.indexOf(begin) + begin.length() + 1;
        return text.substring(0, b) + content + text.substring(text.indexOf(end));
    }
}
