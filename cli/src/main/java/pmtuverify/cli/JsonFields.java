package pmtuverify.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Set;

/**
 * Typed, range-checked reads of one JSON Lines object. Every failure is a {@link BadInput} whose
 * message names the line number, the field and the problem, e.g.
 * {@code line 3: "mtu" must be an integer in 0..65535, got 70000}.
 */
public final class JsonFields {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final int line;
    private final ObjectNode node;

    private JsonFields(int line, ObjectNode node) {
        this.line = line;
        this.node = node;
    }

    /** Parses one line; it must be a JSON object. */
    public static JsonFields parse(int line, String text) {
        JsonNode n;
        try {
            n = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            String msg = e.getOriginalMessage();
            int nl = msg.indexOf('\n');
            throw new BadInput("line " + line + ": malformed JSON: " + (nl < 0 ? msg : msg.substring(0, nl)));
        }
        if (n == null || !n.isObject()) {
            throw new BadInput("line " + line + ": expected a JSON object");
        }
        return new JsonFields(line, (ObjectNode) n);
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
