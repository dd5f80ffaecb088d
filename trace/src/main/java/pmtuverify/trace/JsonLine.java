package pmtuverify.trace;

import java.util.List;

/**
 * One JSON object written on one line, field by field in order (RFC 8259; strings escaped as
 * Jackson escapes them: the two-character forms for {@code \b \t \n \f \r}, {@code \}{@code u00XX}
 * for the other control characters, everything else as it is). The explore output is written with
 * it rather than with Jackson: starting an ObjectMapper costs about 0.15 s, half a short exploration.
 */
public final class JsonLine {
    private final StringBuilder b = new StringBuilder("{");

    private JsonLine name(String k) {
        if (b.length() > 1) {
            b.append(',');
        }
        quote(k);
        b.append(':');
        return this;
    }

    public JsonLine put(String k, String v) {
        name(k);
        if (v == null) {
            b.append("null");
        } else {
            quote(v);
        }
        return this;
    }

    public JsonLine put(String k, long v) {
        name(k).b.append(v);
        return this;
    }

    /** A finite double as Java (and Jackson) print it: {@code 0.169}, {@code 10.0}. */
    public JsonLine put(String k, double v) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(k + " is " + v + ", which JSON cannot hold");
        }
        name(k).b.append(v);
        return this;
    }

    public JsonLine put(String k, boolean v) {
        name(k).b.append(v);
        return this;
    }

    public JsonLine put(String k, List<String> values) {
        name(k).b.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            quote(values.get(i));
        }
        b.append(']');
        return this;
    }

    private void quote(String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\b' -> b.append("\\b");
                case '\t' -> b.append("\\t");
                case '\n' -> b.append("\\n");
                case '\f' -> b.append("\\f");
                case '\r' -> b.append("\\r");
                default -> {
                    if (c < 0x20) {
                        b.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 15]);
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    @Override
    public String toString() {
        return b + "}";
    }
}
