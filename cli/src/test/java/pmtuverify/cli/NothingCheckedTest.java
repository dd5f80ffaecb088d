package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code replay --check} of an invariant whose formula is an implication (CONVERGENCE: "stopped and no probe in flight
 * =>") says "nothing checked" on a trace where its premise never held, not "holds"; where it held, the formula is
 * checked and can break.
 */
class NothingCheckedTest {
    static final Path CEX = Path.of("..", "specs", "counterexamples", "CONVERGENCE-FIX_STOP_AT_TWO.jsonl");

    @Test
    void aTraceOnWhichTheSearchNeverStopsChecksNothing() throws Exception {
        List<String> lines = Files.readAllLines(CEX, StandardCharsets.UTF_8);
        // the counterexample whole: the search stops one probe short, and the formula breaks
        CliTest.Result whole = CliTest.run(String.join("\n", lines) + "\n", "replay", "-", "--check", "CONVERGENCE");
        assertThat(whole.code).isEqualTo(1);
        assertThat(whole.err).contains("CONVERGENCE: violated at line ");
        // its config line and first event only: the search has not stopped, nothing is checked
        CliTest.Result cut = CliTest.run(lines.get(0) + "\n" + lines.get(1) + "\n", "replay", "-", "--check", "CONVERGENCE");
        assertThat(cut.code).isZero();
        assertThat(cut.err.trim()).isEqualTo("CONVERGENCE: nothing checked on this trace: its premise (search stopped) never held");
    }
}
