package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;
import pmtuverify.props.hystart.HystartChecks;

class HystartReplayTest {
    static String[] replay(String... lines) {
        final int[] next = {1};
        Supplier<JsonFields> events = () -> {
            if (next[0] >= lines.length) {
                return null;
            }
            int i = next[0]++;
            return JsonFields.parse(i + 1, lines[i]);
        };
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        HystartReplay.replay(JsonFields.parse(1, lines[0]), events, out);
        return bytes.toString(StandardCharsets.UTF_8).split("\n");
    }

    @Test
    void cushionedDelayMinAt10Gbit() {
        String[] out = replay("{\"variant\":\"HYSTART_4_5\",\"hz\":1000,\"clock_us\":0,\"pacing\":false,\"cwnd\":20}",
                "{\"event\":\"ack\",\"at\":100,\"rtt_us\":50,\"cwnd\":20,\"pacing_rate\":1250000000,\"in_slow_start\":true,\"round_end\":false}",
                "{\"at\":3000,\"rtt_us\":100,\"pacing_rate\":5000000000}");
        assertThat(out).hasSize(3);
        assertThat(out[0]).contains("\"line\":1", "\"event\":\"init\"", "\"curr_rtt\":4294967295", "\"found\":0");
        // 262144000000 / 1250000000 = 209: delay 50 + 209 becomes delay_min and the sample hystart_update sees
        assertThat(out[1]).contains("\"line\":2", "\"delay_min\":259", "\"curr_rtt\":259", "\"cushion\":209",
                "\"delay\":259", "\"sample_cnt\":1", "\"threshold\":129", "\"exit_reason\":\"none\"");
        // 100 + 52 = 152; cwnd carried over from line 2; 2900 us since last_ack: not a train
        assertThat(out[2]).contains("\"delay_min\":152", "\"cwnd\":20", "\"train_close\":false", "\"threshold\":null");
    }

    @Test
    void refactorThresholdAndTrainExitAcrossTheWrap() {
        String[] out = replay("{\"variant\":\"HYSTART_REFACTOR\",\"clock_us\":4294967290,\"pacing\":true,\"cwnd\":16}",
                "{\"at\":4294967295,\"rtt_us\":40,\"pacing_rate\":\"~0UL\"}",
                "{\"at\":36,\"rtt_us\":40,\"pacing_rate\":\"18446744073709551615\",\"cwnd\":18}",
                "{\"at\":50,\"rtt_us\":40,\"cwnd\":20,\"round_end\":true}");
        assertThat(out[1]).contains("\"threshold\":40", "\"cushion\":0", "\"exit_reason\":\"none\""); // pacing: not halved
        assertThat(out[2]).contains("\"exit_reason\":\"ack_train\"", "\"found\":1", "\"ssthresh\":18", "\"last_ack\":36");
        assertThat(out[3]).contains("\"hystart_update\":false", "\"round_reset\":false"); // found; cwnd 20 >= ssthresh 18
    }

    @Test
    void counterexampleFromTheHarnessReplaysToTheViolation() {
        for (CheckSpec s : HystartChecks.all()) {
            if (!s.invariant().id().equals("HY_DELAY_MIN_MEANING")) {
                continue;
            }
            Verdict v = new RandomEngine(2000, 3L).check(s.factory().create("HYSTART_4_5"), s.invariant().id(), "HYSTART_4_5");
            assertThat(v.kind).isEqualTo(Verdict.Kind.VIOLATED);
            InvariantViolation cx = v.counterexample;
            List<String> tr = cx.trace();
            String[] out = replay(tr.toArray(new String[0]));
            assertThat(out).hasSize(tr.size());
            String at = out[cx.violatingLine() - 1];
            assertThat(at).contains("\"line\":" + cx.violatingLine(), "\"sample\":\"used\"");
            // the cushion made delay_min cross a jiffy boundary the raw sample does not
            long dm = field(at, "delay_min");
            long c = field(at, "cushion");
            int hz = tr.get(0).contains("\"hz\":100,") ? 100 : 1000;
            long per = 1_000_000L / hz;
            assertThat((dm + per - 1) / per).isGreaterThan((dm - c + per - 1) / per);
            return;
        }
        throw new AssertionError("no HY_DELAY_MIN_MEANING row");
    }

    private static long field(String json, String name) {
        int i = json.indexOf("\"" + name + "\":") + name.length() + 3;
        int j = i;
        while (j < json.length() && Character.isDigit(json.charAt(j))) {
            j++;
        }
        return Long.parseLong(json.substring(i, j));
    }

    @Test
    void badInputNamesTheLine() {
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_5_5\"}")).isInstanceOf(BadInput.class)
                .hasMessageContaining("line 1: \"variant\" must be one of");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_4_5\",\"hz\":200}")).isInstanceOf(BadInput.class)
                .hasMessageContaining("line 1: \"hz\" must be one of 100, 250, 300, 1000");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_4_5\"}", "{\"at\":4294967296,\"rtt_us\":1}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: \"at\" must be an integer in 0..4294967295");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_4_5\"}", "{\"at\":1}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: missing field \"rtt_us\"");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_4_5\"}", "{\"at\":1,\"rtt_us\":1,\"pacing_rate\":\"-1\"}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: \"pacing_rate\" must be an unsigned long");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_4_5\"}", "{\"at\":1,\"rtt_us\":1,\"pacing_rate\":18446744073709551615}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: \"pacing_rate\" must be an unsigned long");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_4_5\"}", "{\"at\":1,\"rtt_us\":1,\"rtt\":3}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: unknown field \"rtt\"");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_4_5\"}", "{\"event\":\"loss\",\"at\":1,\"rtt_us\":1}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: \"event\" must be \"ack\"");
        assertThat(Variant.byName("HYSTART_4_5")).isEqualTo(Variant.HYSTART_4_5);
    }

    @Test
    void latestResetsBelowTheLowWindowAndComparesWithTheKernel() {
        String[] out = replay("{\"variant\":\"HYSTART_LATEST\",\"hz\":250,\"cwnd\":10,\"sk_gso_max_size\":65215}",
                "{\"at\":100,\"rtt_us\":50,\"pacing_rate\":1250000000,\"round_end\":true,\"cwnd_limited\":false,"
                        + "\"kernel\":{\"delay_min\":50,\"round_start\":100,\"last_ack\":100,\"sample_cnt\":0,\"found\":0}}",
                "{\"at\":120,\"rtt_us\":60,\"cwnd\":16,\"kernel\":{\"delay_min\":50,\"curr_rtt\":55}}");
        // cwnd 10 < hystart_low_window: the reset ran, then hystart_update returned
        assertThat(out[1]).contains("\"round_reset\":true", "\"round_start\":100", "\"hystart_update\":false",
                "\"kernel\":\"agrees\"");
        // 65215 * 4e6 / 1.25e9 = 208 (sk_gso_max_size, not GSO_MAX_SIZE's 209)
        assertThat(out[2]).contains("\"cushion\":208", "\"curr_rtt\":60", "\"kernel\":\"differs: curr_rtt 60/55\"");
        String[] old = replay("{\"variant\":\"HYSTART_FIX_2020\",\"cwnd\":16}",
                "{\"at\":100,\"rtt_us\":50,\"round_end\":true,\"cwnd_limited\":false}");
        assertThat(old[1]).contains("\"round_reset\":false"); // cong_avoid returned: not cwnd-limited
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_LATEST\",\"sk_gso_max_size\":4294967296}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 1: \"sk_gso_max_size\" must be an integer in 0..4294967295");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_LATEST\"}", "{\"at\":1,\"rtt_us\":1,\"kernel\":{\"cnt\":1}}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: unknown field \"cnt\"");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_9\"}")).isInstanceOf(BadInput.class)
                .hasMessageContaining("HYSTART_FIX_2020, HYSTART_2021, HYSTART_LATEST");
    }
}
