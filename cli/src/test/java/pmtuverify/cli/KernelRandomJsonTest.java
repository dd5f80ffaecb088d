package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.random.RandomRun;
import pmtuverify.kernel.random.RandomScenarios;
import pmtuverify.kernel.plpmtud.Scenario;
import pmtuverify.trace.JsonFields;

/** {@code kernel --random N --json}: each scenario's outcome as one JSON object, the fields of its text line. */
class KernelRandomJsonTest {
    @Test
    void anOutcomeIsOneJsonObjectWithItsTextLinesFields() throws Exception {
        Scenario s = RandomScenarios.byName("random-1-0");
        RandomRun.Outcome agrees = new RandomRun.Outcome(0, s, Conformance.Verdict.AGREES, "", true, null, List.of());
        JsonNode a = JsonFields.mapper().readTree(KernelCommand.randomJson(agrees));
        assertThat(a.get("scenario").asText()).isEqualTo("random-1-0");
        assertThat(a.get("verdict").asText()).isEqualTo("AGREES");
        assertThat(a.get("setup").asText()).isEqualTo(s.setup());
        assertThat(a.get("shrunk").isNull()).isTrue();
        assertThat(RandomRun.line(agrees)).contains("random-1-0: AGREES", s.setup());
        RandomRun.Outcome differs = new RandomRun.Outcome(0, s, Conformance.Verdict.DIFFERS, "line 3: search_low 1024 != 1064",
                false, s, List.of());
        JsonNode d = JsonFields.mapper().readTree(KernelCommand.randomJson(differs));
        assertThat(d.get("verdict").asText()).isEqualTo("DIFFERS");
        assertThat(d.get("reproduced").asBoolean()).isFalse();
        assertThat(d.get("why").asText()).isEqualTo("line 3: search_low 1024 != 1064");
        assertThat(d.get("shrunk").asText()).isEqualTo(s.setup());
        assertThat(d.get("passes").size()).isZero();
    }

    @Test
    void listWithJsonIsOneObjectPerScenario() throws Exception {
        CliTest.Result text = CliTest.run("", "kernel", "--list");
        CliTest.Result json = CliTest.run("", "kernel", "--list", "--json");
        assertThat(json.code).isZero();
        String[] t = text.out.strip().split("\n");
        String[] j = json.out.strip().split("\n");
        assertThat(j).hasSameSizeAs(t);
        for (int i = 0; i < j.length; i++) {
            JsonNode o = JsonFields.mapper().readTree(j[i]);
            assertThat(t[i]).startsWith(o.get("scenario").asText()).contains(o.get("what").asText(), "[" + o.get("setup").asText() + "]");
            assertThat(o.get("protocol").asText()).isIn("PLPMTUD", "HyStart");
        }
    }
}
