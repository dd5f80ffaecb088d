package pmtuverify.trace;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Typed, range-checked reads of one JSON Lines object. Every failure is a {@link BadInput} whose
 * message names the line number, the field and the problem, e.g.
 * {@code line 3: "mtu" must be an integer in 0..65535, got 70000}.
 */
public final class JsonFields {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /**
     * The strict reader of input lines: nothing after the object, no duplicate keys, and floats as
     * decimals (so that 1e400 is reported as written, not as Infinity).
     */
    private static final ObjectMapper READER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

    private final int line;
    private final ObjectNode node;

    private JsonFields(int line, ObjectNode node) {
        this.line = line;
        this.node = node;
    }

    /**
     * Parses one line; it must be one JSON object and nothing else, with no duplicate keys and no
     * null (a field left out takes its default, so null would only hide a mistake).
     */
    public static JsonFields parse(int line, String text) {
        JsonNode n;
        try {
            n = READER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new BadInput("line " + line + ": malformed JSON: " + describe(e));
        }
        if (n == null || n.isMissingNode()) {
            throw new BadInput("line " + line + ": expected a JSON object, got an empty line");
        }
        if (!n.isObject()) {
            throw new BadInput("line " + line + ": expected a JSON object");
        }
        String nul = nullField(n);
        if (nul != null) {
            throw new BadInput("line " + line + ": \"" + nul + "\" is null (leave a field out to take its default)");
        }
        return new JsonFields(line, (ObjectNode) n);
    }

    /** The name of the first field whose value is null, at any depth, or null. */
    private static String nullField(JsonNode n) {
        Iterator<Map.Entry<String, JsonNode>> it = n.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getValue().isNull()) {
                return e.getKey();
            }
            String inner = e.getValue().isContainerNode() ? nullField(e.getValue()) : null;
            if (inner != null) {
                return inner;
            }
        }
        for (int i = 0; n.isArray() && i < n.size(); i++) {
            if (n.get(i).isNull()) {
                return "element " + i;
            }
        }
        return null;
    }

    private static final Pattern UNEXPECTED = Pattern.compile("^Unexpected character \\('(.+?)' \\(code \\d+\\)\\).*", Pattern.DOTALL);
    private static final Pattern TOKEN = Pattern.compile("^Unrecognized token '(.*?)'.*", Pattern.DOTALL);
    private static final Pattern DUPLICATE = Pattern.compile("^Duplicate field '(.*?)'.*", Pattern.DOTALL);

    /** The parser's problem in the terms of JSON, with the column: none of the parser's own class or feature names. */
    public static String describe(JsonProcessingException e) {
        String msg = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        String what;
        Matcher m;
        if (e instanceof MismatchedInputException && msg.startsWith("Trailing token")) {
            what = "content after the JSON object";
        } else if ((m = DUPLICATE.matcher(msg)).matches()) {
            what = "duplicate field \"" + m.group(1) + "\"";
        } else if ((m = UNEXPECTED.matcher(msg)).matches()) {
            String c = m.group(1);
            what = "unexpected character '" + c + "'" + ("/".equals(c) || "#".equals(c) ? " (JSON has no comments)" : "");
        } else if ((m = TOKEN.matcher(msg)).matches()) {
            what = "unrecognized token '" + m.group(1) + "'";
        } else if (msg.startsWith("Unexpected end-of-input")) {
            what = "the line ends before the JSON value is complete";
        } else if (msg.contains("nesting depth")) {
            what = "nested too deeply";
        } else {
            what = plain(msg);
        }
        JsonLocation at = e.getLocation();
        return at != null && at.getColumnNr() > 0 ? what + " at column " + at.getColumnNr() : what;
    }

    /** The first line of a parser message without the parenthesised or trailing hints that name parser settings. */
    private static String plain(String msg) {
        int nl = msg.indexOf('\n');
        String s = nl < 0 ? msg : msg.substring(0, nl);
        s = s.replaceAll("\\s*\\([^()]*(`|Feature|StreamRead|JsonRead)[^()]*\\)", "");
        int hint = s.indexOf(": enable");
        if (hint >= 0) {
            s = s.substring(0, hint);
        }
        int src = s.indexOf(" at [Source");
        if (src >= 0) {
            s = s.substring(0, src);
        }
        s = s.trim();
        return s.isEmpty() ? "not valid JSON" : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    public int line() {
        return line;
    }

    public boolean has(String field) {
        return node.has(field) && !node.get(field).isNull();
    }

    /** Rejects any field not in {@code allowed}, so that a misspelt field is not silently ignored. */
    public void onlyFields(Set<String> allowed, String what) {
        Iterator<String> it = node.fieldNames();
        while (it.hasNext()) {
            String f = it.next();
            if (!allowed.contains(f)) {
                throw new BadInput("line " + line + ": unknown field \"" + f + "\" in " + what);
            }
        }
    }

    public BadInput error(String problem) {
        return new BadInput("line " + line + ": " + problem);
    }

    /** An integer field within [min, max]; {@code dflt} when absent. */
    public long integer(String field, long min, long max, long dflt) {
        if (!has(field)) {
            return dflt;
        }
        return integerOf(field, node.get(field), min, max);
    }

    /** A required integer field within [min, max]. */
    public long requiredInteger(String field, long min, long max) {
        if (!has(field)) {
            throw error("missing field \"" + field + "\"");
        }
        return integerOf(field, node.get(field), min, max);
    }

    private long integerOf(String field, JsonNode v, long min, long max) {
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw error("\"" + field + "\" must be an integer in " + min + ".." + max + ", got " + v);
        }
        long x = v.asLong();
        if (x < min || x > max) {
            throw error("\"" + field + "\" must be an integer in " + min + ".." + max + ", got " + x);
        }
        return x;
    }

    public boolean bool(String field, boolean dflt) {
        if (!has(field)) {
            return dflt;
        }
        JsonNode v = node.get(field);
        if (!v.isBoolean()) {
            throw error("\"" + field + "\" must be true or false, got " + v);
        }
        return v.asBoolean();
    }

    public String text(String field, String dflt) {
        if (!has(field)) {
            return dflt;
        }
        JsonNode v = node.get(field);
        if (!v.isTextual()) {
            throw error("\"" + field + "\" must be a string, got " + v);
        }
        return v.asText();
    }

    /** A nested object field, or null when absent. */
    public JsonFields object(String field) {
        if (!has(field)) {
            return null;
        }
        JsonNode v = node.get(field);
        if (!v.isObject()) {
            throw error("\"" + field + "\" must be an object");
        }
        return new JsonFields(line, (ObjectNode) v);
    }

    public Iterator<String> fieldNames() {
        return node.fieldNames();
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
