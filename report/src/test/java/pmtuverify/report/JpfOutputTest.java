package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The verdict read from jpf-core's console report, on excerpts of real runs of jpf-config files (src/test/resources/
 * jpf-output: the report's topics whole, the long trace topic cut), and the counterexample lengths read from an
 * InvariantViolation's message.
 */
class JpfOutputTest {
    static JpfOutput read(String excerpt) throws IOException {
        JpfOutput out = new JpfOutput();
        try (InputStream in = JpfOutputTest.class.getResourceAsStream("/jpf-output/" + excerpt)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1)) {
                out.accept(line);
            }
        }
        return out;
    }

    static JpfOutput read(List<String> lines) {
        JpfOutput out = new JpfOutput();
        lines.forEach(out::accept);
        return out;
    }

    @Test
    void aBrokenInvariantIsItsViolatingLine() throws IOException {
        JpfOutput out = read("sysctl-v1.txt");
        assertThat(out.error()).isTrue();
        assertThat(out.violation()).isTrue();
        assertThat(out.clean()).isFalse();
        assertThat(out.verdict()).isEqualTo("InvariantViolation (1 line)");
    }

    @Test
    void aLassoIsItsStem() throws IOException {
        JpfOutput out = read("termination-mainline.txt");
        assertThat(out.violation()).isTrue();
        assertThat(out.verdict()).isEqualTo("InvariantViolation (lasso, stem 20 lines)");
    }

    @Test
    void noErrorsDetected() throws IOException {
        JpfOutput out = read("blackhole-pre.txt");
        assertThat(out.error()).isFalse();
        assertThat(out.clean()).isTrue();
        assertThat(out.verdict()).isEqualTo("no errors detected");
    }

    @Test
    void aSearchConstraintIsNamedAndAnotherErrorIsNoViolation() {
        JpfOutput cut = read(List.of(JpfOutput.TOPIC + "search constraint", "depth limit reached: 10000", "",
                JpfOutput.TOPIC + "results", "no errors detected"));
        assertThat(cut.clean()).isTrue();
        assertThat(cut.verdict()).isEqualTo("no errors detected (search cut: depth limit reached: 10000)");
        JpfOutput npe = read(List.of(JpfOutput.TOPIC + "error 1", "gov.nasa.jpf.vm.NoUncaughtExceptionsProperty",
                "java.lang.NullPointerException: x", "\tat A.b(A.java:1)", JpfOutput.TOPIC + "results",
                "error #1: gov.nasa.jpf.vm.NoUncaughtExceptionsProperty \"java.lang.NullPointerException: x\""));
        assertThat(npe.error()).isTrue();
        assertThat(npe.violation()).isFalse();
        assertThat(npe.verdict()).isEqualTo("error: java.lang.NullPointerException: x");
        JpfOutput cutShort = read(List.of(JpfOutput.TOPIC + "system under test", "x", JpfOutput.TOPIC + "search started: now"));
        assertThat(cutShort.verdict()).as("a run stopped before its results").isNull();
        assertThat(cutShort.clean()).isFalse();
    }

    @Test
    void counterexampleLengthsFromTheMessage() {
        assertThat(JpfOutput.counterexample("ORDER_LOW_HIGH violated at trace line 3: search_low 1076 > search_high 552"))
                .isEqualTo("3 lines");
        assertThat(JpfOutput.counterexample("TERMINATION violated at trace line 18: lasso: stem is trace lines 1..16, "
                + "loop is lines 17..18 (the state after line 18 equals the state after line 16); probes repeat forever"))
                .isEqualTo("lasso, stem 16 lines");
        assertThatThrownBy(() -> JpfOutput.counterexample("no message")).isInstanceOf(IllegalArgumentException.class);
    }
}
