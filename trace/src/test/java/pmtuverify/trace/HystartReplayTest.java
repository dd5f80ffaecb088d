package pmtuverify.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.Loss;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;
import pmtuverify.props.hystart.HystartChecks;

class HystartReplayTest {
    public static String[] replay(String... lines) {
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
                "{\"event\":\"ack\",\"at\":100,\"rtt_us\":50,\"cwnd\":20,\"pacing_rate\":1250000000,\"in_slow_start\":true,\"round_end\":true}",
                "{\"at\":3000,\"rtt_us\":100,\"pacing_rate\":5000000000}");
        assertThat(out).hasSize(3);
        assertThat(out[0]).contains("\"line\":1", "\"event\":\"init\"", "\"curr_rtt\":4294967295", "\"found\":0");
        // 262144000000 / 1250000000 = 209: delay 50 + 209 becomes delay_min and the sample hystart_update sees
        // the first ACK of data ends cubictcp_init's round: cong_avoid resets after the sample
        assertThat(out[1]).contains("\"line\":2", "\"delay_min\":259", "\"curr_rtt\":4294967295", "\"cushion\":209",
                "\"delay\":259", "\"sample_cnt\":0", "\"threshold\":129", "\"round_end\":true", "\"round_reset\":true",
                "\"end_seq\":\"ahead\"", "\"exit_reason\":\"none\"");
        // 100 + 52 = 152; cwnd carried over from line 2; 2900 us since last_ack: not a train
        assertThat(out[2]).contains("\"delay_min\":152", "\"cwnd\":20", "\"train_close\":false", "\"threshold\":null");
    }

    @Test
    void refactorThresholdAndTrainExitAcrossTheWrap() {
        String[] out = replay("{\"variant\":\"HYSTART_REFACTOR\",\"clock_us\":4294967290,\"pacing\":true,\"cwnd\":16}",
                "{\"at\":4294967295,\"rtt_us\":40,\"pacing_rate\":\"~0UL\"}",
                "{\"at\":40,\"rtt_us\":40,\"pacing_rate\":\"18446744073709551615\",\"cwnd\":18}",
                "{\"at\":50,\"rtt_us\":40,\"cwnd\":20,\"round_end\":true}");
        // pacing: not halved; round_end left out on the first ACK: derived, true (cubictcp_init left end_seq at snd_una)
        assertThat(out[1]).contains("\"threshold\":40", "\"cushion\":0", "\"exit_reason\":\"none\"", "\"round_end\":true",
                "\"round_start\":4294967295");
        assertThat(out[2]).contains("\"exit_reason\":\"ack_train\"", "\"found\":1", "\"ssthresh\":18", "\"last_ack\":40",
                "\"round_end\":false");
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
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: unknown field \"rtt_us\"");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_4_5\"}", "{\"event\":\"rto\",\"at\":1}"))
                .isInstanceOf(BadInput.class)
                .hasMessageContaining("line 2: \"event\" must be \"ack\", \"loss\" or \"pacing\"");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_4_5\"}", "{\"event\":\"pacing\",\"at\":1}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: unknown field \"at\"");
        assertThat(Variant.byName("HYSTART_4_5")).isEqualTo(Variant.HYSTART_4_5);
    }

    @Test
    void lossRearmsAndPacingChangesTheThreshold() {
        // HYSTART_LATEST at cwnd 40, rate 262144000 (cushion 1000): three close ACKs after the first reach past
        // (delay_min 100 + 1000) >> 1 = 550 us and exit; the loss re-arms HyStart with ssthresh max(40 * 717 / 1024, 2)
        String[] out = replay("{\"variant\":\"HYSTART_LATEST\",\"cwnd\":40,\"pacing_rate\":262144000}",
                "{\"at\":100,\"rtt_us\":100}", "{\"at\":300,\"rtt_us\":100}", "{\"at\":500,\"rtt_us\":100}",
                "{\"at\":700,\"rtt_us\":100}",
                "{\"event\":\"loss\",\"at\":300000,\"kernel\":{\"found\":0,\"delay_min\":0,\"snd_ssthresh\":28}}",
                "{\"event\":\"pacing\",\"pacing\":true}", "{\"at\":400000,\"rtt_us\":100,\"cwnd\":20,\"round_end\":true}",
                "{\"at\":400200,\"rtt_us\":100}", "{\"at\":400400,\"rtt_us\":100}", "{\"at\":400600,\"rtt_us\":100}");
        assertThat(out[4]).contains("\"found\":1").contains("\"exit_reason\":\"ack_train\"");
        assertThat(out[5]).startsWith("{\"line\":6,\"event\":\"loss\",").contains("\"found\":0,")
                .contains("\"delay_min\":0,").contains("\"ssthresh\":28,").contains("\"cwnd\":1,")
                .contains("\"round_start\":300000,").contains("\"round_reset\":true").endsWith("\"kernel\":\"agrees\"}");
        assertThat(out[6]).startsWith("{\"line\":7,\"event\":\"pacing\",").contains("\"found\":0,");
        // with sk_pacing_status set the threshold is no longer halved: 100 + 1000 = 1100 us, not reached by 600 us
        assertThat(out[10]).contains("\"threshold\":1100").contains("\"found\":0,");
    }

    @Test
    void msClockVariantReadsItsClock() {
        // HZ 1000: bictcp_clock() is jiffies; clock_ms overrides it (an idle gap the u32 microseconds cannot hold)
        String[] out = replay("{\"variant\":\"HYSTART_MS\",\"cwnd\":20}", "{\"at\":100,\"rtt_us\":1000}",
                "{\"at\":1000,\"rtt_us\":1000,\"clock_ms\":5}");
        // jiffies_to_msecs(INITIAL_JIFFIES) at HZ 1000
        assertThat(out[1]).contains("\"delay_min\":8,").contains("\"curr_rtt\":0,").contains("\"round_start\":4294667296,");
        assertThat(out[2]).contains("\"found\":0,").contains("\"train_close\":false");
    }

        @Test
    void roundEndIsStateAContradictionIsBadInput() {
        String cfg = "{\"variant\":\"HYSTART_FIX_2020\",\"cwnd\":16,\"hystart_detect\":2}"; // no ACK train: resets stay visible
        // the first ACK with an RTT sample acknowledged data beyond the end_seq cubictcp_init left at snd_una
        assertThatThrownBy(() -> replay(cfg, "{\"at\":100,\"rtt_us\":50,\"round_end\":false}"))
                .isInstanceOf(BadInput.class).hasMessageStartingWith("line 2: \"round_end\":false contradicts the state: "
                        + "cubictcp_init left end_seq = snd_nxt = snd_una");
        // without an RTT sample it may be a duplicate ACK: snd_una stays, and so does the round
        String[] dup = replay(cfg, "{\"at\":100,\"rtt_us\":-1,\"round_end\":false}", "{\"at\":200,\"rtt_us\":50}");
        assertThat(dup[1]).contains("\"round_end\":false", "\"end_seq\":\"at_snd_una\"");
        assertThat(dup[2]).contains("\"round_end\":true", "\"round_reset\":true", "\"round_start\":200");
        // not cwnd-limited: cong_avoid returns before its reset, end_seq stays passed, and the next ACK ends the round too
        String passed = "{\"at\":100,\"rtt_us\":50,\"round_end\":true,\"cwnd_limited\":false}";
        assertThatThrownBy(() -> replay(cfg, passed, "{\"at\":200,\"rtt_us\":-1,\"round_end\":false}"))
                .isInstanceOf(BadInput.class).hasMessage("line 3: \"round_end\":false contradicts the state: snd_una passed "
                        + "end_seq on an earlier ACK and no bictcp_hystart_reset ran since, so after(snd_una, end_seq) is still "
                        + "true (end_seq passed at line 2); leave \"round_end\" out to derive it");
        String[] out = replay(cfg, passed, "{\"at\":200,\"rtt_us\":50}", "{\"at\":300,\"rtt_us\":50}");
        assertThat(out[1]).contains("\"round_reset\":false", "\"end_seq\":\"passed\"");
        assertThat(out[2]).contains("\"round_end\":true", "\"round_reset\":true", "\"round_start\":200", "\"end_seq\":\"ahead\"");
        assertThat(out[3]).contains("\"round_end\":false", "\"round_reset\":false"); // free again after the reset
        // 5.16..6.13: below hystart_low_window the reset never runs, so end_seq stays passed on every ACK below 16
        String[] w = replay("{\"variant\":\"HYSTART_2021\",\"cwnd\":14}", "{\"at\":100,\"rtt_us\":50}",
                "{\"at\":200,\"rtt_us\":50,\"cwnd\":15}", "{\"at\":300,\"rtt_us\":50,\"cwnd\":16}");
        assertThat(w[1]).contains("\"round_end\":true", "\"round_reset\":false", "\"end_seq\":\"passed\"");
        assertThat(w[2]).contains("\"round_end\":true", "\"round_reset\":false", "\"round_start\":0");
        assertThat(w[3]).contains("\"round_end\":true", "\"round_reset\":true", "\"round_start\":300");
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

    @Test
    void typedTraceReplaysAsItsLinesDo() {
        HyConfig cfg = HyConfig.defaults(Variant.HYSTART_LATEST).withCwnd(40).withPacingRate(262144000L);
        // bictcp_hystart_reset at the first ACK, then hystart_update's first delay sample of the round
        HystartEvent.Bictcp afterFirst = new HystartEvent.Bictcp(100L, 100L, 100L, 100L, 1L, 0L, null);
        List<HystartEvent> events = List.of(
                new HystartEvent.AckEvent(new Ack(100, 100, 40, 262144000L, null, true, null), true, afterFirst),
                // round_end left to the replay: derived from the state (the first ACK's reset moved end_seq ahead)
                new HystartEvent.AckEvent(Ack.of(300, 100, 40, 262144000L, true), false,
                        new HystartEvent.Bictcp(null, 55L, null, null, null, null, null)),
                new HystartEvent.AckEvent(Ack.of(500, 100, 40, 262144000L, false), true, null),
                new HystartEvent.AckEvent(Ack.of(700, 100, 40, 262144000L, false), true, null),
                new HystartEvent.LossEvent(new Loss(300000, 1, true, null, 40),
                        new HystartEvent.Bictcp(0L, null, null, null, null, 0L, 28L)),
                new HystartEvent.PacingEvent(true));
        HystartReplay.Trace t = new HystartReplay.Trace(cfg, events);
        List<String> lines = t.lines();
        assertThat(lines).hasSize(7);
        assertThat(lines.get(0)).isEqualTo(cfg.toJson());
        assertThat(lines.get(1)).isEqualTo("{\"event\":\"ack\",\"at\":100,\"rtt_us\":100,\"cwnd\":40,"
                + "\"pacing_rate\":262144000,\"round_end\":true,\"kernel\":{\"delay_min\":100,\"curr_rtt\":100,"
                + "\"round_start\":100,\"last_ack\":100,\"sample_cnt\":1,\"found\":0}}");
        assertThat(lines.get(2)).isEqualTo("{\"event\":\"ack\",\"at\":300,\"rtt_us\":100,\"cwnd\":40,"
                + "\"pacing_rate\":262144000,\"kernel\":{\"curr_rtt\":55}}");
        assertThat(lines.get(5)).isEqualTo("{\"event\":\"loss\",\"at\":300000,\"cwnd\":1,\"prior_cwnd\":40,"
                + "\"kernel\":{\"delay_min\":0,\"found\":0,\"snd_ssthresh\":28}}");
        assertThat(lines.get(6)).isEqualTo("{\"event\":\"pacing\",\"pacing\":true}");
        List<HystartReplay.Row> typed = HystartReplay.rows(t);
        assertThat(typed.stream().map(HystartReplay.Row::line).toList()).containsExactly(1, 2, 3, 4, 5, 6, 7);
        assertThat(typed.stream().map(HystartReplay.Row::event).toList())
                .containsExactly("init", "ack", "ack", "ack", "ack", "loss", "pacing");
        assertThat(typed.get(1).kernel()).isEqualTo("agrees");
        // the derived round_end is false: no reset on the second ACK, and the comparison runs on its state
        assertThat(typed.get(2).step().roundReset).isFalse();
        assertThat(typed.get(2).kernel()).isEqualTo("differs: curr_rtt 100/55");
        assertThat(typed.get(3).kernel()).isNull();
        assertThat(typed.get(4).step().after.found).isEqualTo(1); // the ACK train: 600 us past (100 + 1000) >> 1
        assertThat(typed.get(5).kernel()).isEqualTo("agrees"); // max(40 * 717 / 1024, 2) = 28, HyStart re-armed
        // the same lines through ./pmtu replay's reader give the same rows
        assertThat(HystartReplay.rows(lines).stream().map(HystartReplay.Row::json).toList())
                .isEqualTo(typed.stream().map(HystartReplay.Row::json).toList());
        // and each line reads back into the event it came from
        HyState prev = typed.get(1).step().after;
        assertThat(HystartReplay.parse(JsonFields.parse(3, lines.get(2)), prev).toJson()).isEqualTo(lines.get(2));
        assertThat(HystartReplay.parse(JsonFields.parse(6, lines.get(5)), prev).toJson()).isEqualTo(lines.get(5));
        assertThat(((HystartEvent.AckEvent) HystartReplay.parse(JsonFields.parse(3, lines.get(2)), prev)).roundEndGiven())
                .isFalse();
        assertThat(HystartReplay.parse(JsonFields.parse(7, lines.get(6)), prev)).isEqualTo(events.get(5));
    }

    @Test
    void typedTraceRefusesWhatTheTextRefuses() {
        HyConfig cfg = HyConfig.defaults(Variant.HYSTART_FIX_2020).withCwnd(16).withHystartDetect(2);
        // the first ACK with an RTT sample acked beyond the end_seq cubictcp_init left: round_end false contradicts it
        HystartReplay.Trace t = new HystartReplay.Trace(cfg,
                List.of(new HystartEvent.AckEvent(Ack.of(100, 50, 16, -1L, false), true, null)));
        assertThatThrownBy(() -> HystartReplay.rows(t)).isInstanceOf(BadInput.class)
                .hasMessageStartingWith("line 2: \"round_end\":false contradicts the state: "
                        + "cubictcp_init left end_seq = snd_nxt = snd_una")
                .hasMessageEndingWith("; leave \"round_end\" out to derive it");
        assertThatThrownBy(() -> HystartReplay.rows(t.lines())).isInstanceOf(BadInput.class)
                .hasMessageStartingWith("line 2: \"round_end\":false contradicts the state: "
                        + "cubictcp_init left end_seq = snd_nxt = snd_una");
        // left to the replay, it is derived (true) and the ACK ends the round
        HystartReplay.Trace derived = new HystartReplay.Trace(cfg,
                List.of(new HystartEvent.AckEvent(Ack.of(100, 50, 16, -1L, false), false, null)));
        assertThat(HystartReplay.rows(derived).get(1).step().roundReset).isTrue();
        assertThatThrownBy(() -> new HystartEvent.Bictcp(null, null, null, null, 256L, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sample_cnt 256");
        assertThatThrownBy(() -> new HystartEvent.Bictcp(4294967296L, null, null, null, null, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("delay_min");
        assertThatThrownBy(() -> replay("{\"variant\":\"HYSTART_LATEST\"}", "{\"at\":1,\"rtt_us\":1,\"kernel\":{\"found\":256}}"))
                .isInstanceOf(BadInput.class).hasMessageContaining("line 2: \"found\" must be an integer in 0..255");
    }
}
