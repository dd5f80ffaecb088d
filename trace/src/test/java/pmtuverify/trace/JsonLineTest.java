package pmtuverify.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link JsonLine} writes what Jackson writes for the same fields, byte for byte. */
class JsonLineTest {
    @Test
    void writesWhatJacksonWrites() throws Exception {
        String awkward = "quote \" backslash \\ slash / tab \t nl \n cr \r bs \b ff \f nul \0 us \u001f del \u007f é ∞ 😀";
        ObjectNode j = JsonFields.mapper().createObjectNode();
        j.put("s", awkward);
        j.putNull("none");
        j.put("n", -9_007_199_254_740_993L);
        j.put("d", 0.169);
        j.put("whole", 10.0);
        j.put("tiny", 1.0e-7);
        j.put("big", 1.5e10);
        j.put("t", true);
        j.putArray("lines").add("a").add(awkward).add("");
        j.putArray("empty");
        String mine = new JsonLine()
                .put("s", awkward)
                .put("none", (String) null)
                .put("n", -9_007_199_254_740_993L)
                .put("d", 0.169)
                .put("whole", 10.0)
                .put("tiny", 1.0e-7)
                .put("big", 1.5e10)
                .put("t", true)
                .put("lines", List.of("a", awkward, ""))
                .put("empty", List.of())
                .toString();
        assertThat(mine).isEqualTo(j.toString());
        assertThat(JsonFields.mapper().readTree(mine).get("s").asText()).isEqualTo(awkward);
    }

    @Test
    void refusesWhatJsonCannotHold() {
        assertThatThrownBy(() -> new JsonLine().put("x", Double.NaN)).hasMessage("x is NaN, which JSON cannot hold");
        assertThat(new JsonLine().toString()).isEqualTo("{}");
    }
}
