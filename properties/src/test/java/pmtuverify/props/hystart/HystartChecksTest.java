package pmtuverify.props.hystart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Harness;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.Protocol;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;

/**
 * Every HyStart check on every variant, exhausted over its small domains and run under the random engine with fixed
 * seeds; the verdicts found are asserted, and every counterexample is replayed through the model from its lines.
 */
class HystartChecksTest {
    /**
     * The verdicts the exhaustive runs found: V = violated, H = holds, in the order of {@link HystartChecks#VARIANTS}
     * (MS, MS_STABLE, BEFORE, 4_5, REFACTOR, FIX_2020, 2021, LATEST).
     */
    private static final Map<String, String> FOUND = new LinkedHashMap<>();

    static {
        FOUND.put("HY_CUSHION_BOUND", "HHHHHHHH");
        FOUND.put("HY_CUSHION_NO_OVERFLOW", "HHHHHHHH");
        FOUND.put("HY_DELAY_MIN_MONOTONE", "HHHHHHHH");
        FOUND.put("HY_DELAY_MIN_BOUND", "HHHHHHHH");
        FOUND.put("HY_DELAY_MIN_MEANING", "VVHVHHHH");
        FOUND.put("HY_WRAP", "HHHHHHHH");
        FOUND.put("HY_IDLE_GAP", "HHVVVVHH");
        FOUND.put("HY_NO_SPURIOUS_DELAY_EXIT", "VHVVVHHH");
        FOUND.put("HY_NO_SPURIOUS_TRAIN_EXIT", "VVHVHHHH");
        FOUND.put("HY_APP_LIMITED_TRAIN", "VVHVVVHH");
        FOUND.put("HY_ROUND_START", "HVHHHHVH");
        FOUND.put("HY_LOSS_REARM", "HHHHHHHH");
    }

    private static char expected(String id, String variant) {
        return FOUND.get(id).charAt(Arrays.asList(HystartChecks.VARIANTS).indexOf(variant));
    }

    @Test
    void catalogueCoversTheIssueAndAllVariants() {
        List<CheckSpec> specs = HystartChecks.all();
        assertThat(specs).hasSize(FOUND.size());
        for (CheckSpec s : specs) {
            assertThat(s.invariant().protocol()).isEqualTo(Protocol.HYSTART);
            assertThat(FOUND).containsKey(s.invariant().id());
            assertThat(s.variants()).containsExactly("HYSTART_MS", "HYSTART_MS_STABLE", "HYSTART_BEFORE", "HYSTART_4_5", "HYSTART_REFACTOR",
                    "HYSTART_FIX_2020", "HYSTART_2021", "HYSTART_LATEST");
            assertThat(s.bounds()).isNotEmpty();
        }
    }

    /** Each cell exhausted on its own harness; the cells run in parallel (the harnesses share no state). */
    @Test
    void exhaustiveVerdicts() {
        List<Map.Entry<CheckSpec, String>> cells = new java.util.ArrayList<>();
        for (CheckSpec s : HystartChecks.all()) {
            for (String v : s.variants()) {
                cells.add(Map.entry(s, v));
            }
        }
        cells.parallelStream().forEach(c -> exhaustiveVerdict(c.getKey(), c.getValue()));
    }

    private static void exhaustiveVerdict(CheckSpec s, String v) {
        Harness h = s.factory().create(v);
        Exhaustive.Result r = Exhaustive.run(h, s.invariant().id(), 2_000_000);
        String what = s.invariant().id() + " on " + v;
        assertThat(r.runs).as(what).isLessThan(2_000_000L); // really exhausted
        if (expected(s.invariant().id(), v) == 'H') {
            assertThat(r.first).as(what + " " + (r.first == null ? "" : r.first.getMessage())).isNull();
            long reached = 0;
            for (Long n : h.coverage().snapshot().values()) {
                reached += n > 0 ? 1 : 0;
            }
            assertThat(reached).as(what + " corners " + h.coverage().snapshot()).isGreaterThanOrEqualTo(3);
        } else {
            assertThat(r.first).as(what).isNotNull();
            assertReplays(r.first);
        }
    }

    @Test
    void randomEngineAgreesWithFixedSeeds() {
        for (long seed : new long[] {1L, 20191223L}) {
            for (CheckSpec s : HystartChecks.all()) {
                for (String v : s.variants()) {
                    Verdict vd = new RandomEngine(3000, seed).check(s.factory().create(v), s.invariant().id(), v);
                    String what = s.invariant().id() + " on " + v + " seed " + seed;
                    if (expected(s.invariant().id(), v) == 'H') {
                        assertThat(vd.kind).as(what).isEqualTo(Verdict.Kind.HOLDS);
                    } else {
                        assertThat(vd.kind).as(what).isEqualTo(Verdict.Kind.VIOLATED);
                        assertReplays(vd.counterexample);
                    }
                }
            }
        }
    }

    /** Shrunk counterexamples: their content, and the model reaching the violation from the lines alone. */
    @Test
    void counterexampleContent() {
        InvariantViolation m = shrunk("HY_DELAY_MIN_MEANING", Variant.HYSTART_4_5);
        assertThat(m.detail()).contains("bictcp_update would add usecs_to_jiffies(delay_min");
        HyStep last = FlatJson.replay(m.trace()).get(m.violatingLine() - 1);
        HyConfig cfg = FlatJson.config(m.trace().get(0));
        assertThat(last.cushion).isPositive();
        assertThat(Hystart.usecsToJiffies(last.after.delayMin, cfg.hz))
                .isGreaterThan(Hystart.usecsToJiffies((int) (last.after.delayMin - last.cushion), cfg.hz));

        for (Variant dv : new Variant[] {Variant.HYSTART_BEFORE, Variant.HYSTART_4_5, Variant.HYSTART_REFACTOR}) {
            InvariantViolation d = shrunk("HY_NO_SPURIOUS_DELAY_EXIT", dv);
            List<HyStep> ds = FlatJson.replay(d.trace());
            HyStep fired = ds.get(d.violatingLine() - 1);
            assertThat(fired.delayFired).isTrue();
            assertThat(fired.after.sampleCnt).isEqualTo(8);
            // the minimum dropped on the exiting ACK itself, after curr_rtt froze at 10000 over eight samples
            assertThat(fired.before.delayMin).isEqualTo(10000);
            assertThat(fired.after.delayMin).isEqualTo(4000);
            assertThat(fired.after.currRtt).isEqualTo(10000);
            assertThat(d.trace().get(d.violatingLine() - 1)).contains("\"rtt_us\":4000");
            assertThat(d.detail()).contains("lowered the minimum RTT", "to 4000 us", "curr_rtt 10000");
            // the same lines on FIX_2020 and LATEST: curr_rtt follows the sample down and no exit happens
            for (Variant fixed : new Variant[] {Variant.HYSTART_FIX_2020, Variant.HYSTART_LATEST}) {
                List<String> tr = new java.util.ArrayList<>(d.trace().subList(0, d.violatingLine()));
                tr.set(0, tr.get(0).replace(dv.name(), fixed.name()));
                HyStep f = FlatJson.replay(tr).get(d.violatingLine() - 1);
                assertThat(f.delayFired).as(fixed.name()).isFalse();
                assertThat(f.after.currRtt).as(fixed.name()).isEqualTo(4000);
            }
        }

        InvariantViolation t = shrunk("HY_NO_SPURIOUS_TRAIN_EXIT", Variant.HYSTART_4_5);
        HyStep tf = FlatJson.replay(t.trace()).get(t.violatingLine() - 1);
        assertThat(tf.trainFired).isTrue();
        assertThat(tf.threshold).isLessThan(550); // the rule on the true minimum 100 us at cushion 1000 gives 550
        assertThat(t.trace().get(t.violatingLine() - 1)).contains("\"pacing_rate\":262144000");
        assertThat(String.join("\n", t.trace().subList(1, t.trace().size()))).contains("\"pacing_rate\":524288000").doesNotContain("18446744073709551615");

        InvariantViolation g = shrunk("HY_IDLE_GAP", Variant.HYSTART_BEFORE);
        List<HyStep> gs = FlatJson.replay(g.trace());
        HyStep gv = gs.get(g.violatingLine() - 1);
        assertThat(gv.trainClose).isTrue(); // a gap the (s32) cast turns negative or that wrapped
        assertThat(g.detail()).contains("spacing test says close");
        assertThat(g.trace().get(g.violatingLine() - 1)).contains("\"round_end\":true"); // an idle gap ends the round
        // ... but before 5.16 the reset would come after the train test, which already fired on the stale last_ack
        assertThat(gv.trainFired).isTrue();

        // App-limited: before 2021 the round end of a not-cwnd-limited ACK is withheld from cong_avoid, and end_seq stays
        // passed: every later ACK ends the round too, and none of them resets it while the flow is not cwnd-limited.
        for (Variant av : new Variant[] {Variant.HYSTART_4_5, Variant.HYSTART_REFACTOR, Variant.HYSTART_FIX_2020}) {
            InvariantViolation a = shrunk("HY_APP_LIMITED_TRAIN", av);
            List<HyStep> as = FlatJson.replay(a.trace());
            HyStep exit = as.get(a.violatingLine() - 1);
            assertThat(exit.trainFired).as(av.name()).isTrue();
            assertThat(a.detail()).contains("ACK-train exit", "the current round");
            int withheld = lastPassing(as, a.violatingLine());
            assertThat(withheld).as(av.name()).isGreaterThan(2); // not the first ACK, which ends cubictcp_init's round
            assertThat(a.trace().get(withheld - 1)).contains("\"round_end\":true", "\"cwnd_limited\":false");
            for (int i = withheld; i <= a.violatingLine(); i++) {
                assertThat(as.get(i - 1).roundEnd).as(av.name() + " line " + i).isTrue();
                assertThat(as.get(i - 1).roundReset).as(av.name() + " line " + i).isFalse();
            }
            // the round the train measured began before the ACK that passed end_seq
            assertThat(Integer.toUnsignedLong(exit.before.roundStart)).isLessThan(at(a.trace().get(withheld - 1)));
        }
    }

    /** 25c1a9ca53db: on 5.16..6.13 the round end at cwnd below hystart_low_window resets nothing; LATEST resets there. */
    @Test
    void roundStartCounterexample() {
        InvariantViolation r = shrunk("HY_ROUND_START", Variant.HYSTART_2021);
        assertThat(r.violatingLine()).isEqualTo(2); // the first ACK: it passes the end_seq cubictcp_init left at snd_una
        String line = r.trace().get(1);
        assertThat(line).contains("\"cwnd\":14", "\"rtt_us\":1000", "\"round_end\":true");
        assertThat(r.detail()).contains("passed end_seq", "no bictcp_hystart_reset ran", "cwnd < hystart_low_window 16");
        List<HyStep> rs = FlatJson.replay(r.trace());
        HyStep lost = rs.get(1);
        assertThat(lost.roundEnd).isTrue();
        assertThat(lost.roundReset).isFalse();
        assertThat(lost.hystartUpdate).isFalse();
        assertThat(lost.after.endSeq).isEqualTo(pmtuverify.model.hystart.HyState.EndSeq.PASSED);
        assertThat(lost.after.roundStart).isEqualTo(lost.before.roundStart); // cubictcp_init's round goes on
        // the same line on LATEST starts the round there (and the gate returns after the reset)
        List<String> latest = new java.util.ArrayList<>(r.trace());
        latest.set(0, latest.get(0).replace("HYSTART_2021", "HYSTART_LATEST"));
        HyStep reset = FlatJson.replay(latest).get(1);
        assertThat(reset.roundReset).isTrue();
        assertThat(reset.hystartUpdate).isFalse();
        assertThat(Integer.toUnsignedLong(reset.after.roundStart)).isEqualTo(at(line));
        assertThat(reset.after.endSeq).isEqualTo(pmtuverify.model.hystart.HyState.EndSeq.AHEAD);
    }

    /** {@code at} of an ACK line. */
    private static long at(String line) {
        return Long.parseLong(FlatJson.parse(line).get("at"));
    }

    /** The 1-based line of the last ACK at or before {@code line} that passed end_seq (end_seq not passed before it), 0 if none. */
    private static int lastPassing(List<HyStep> steps, int line) {
        for (int i = line; i >= 2; i--) {
            HyStep s = steps.get(i - 1);
            if (s.roundEnd && s.before.endSeq != pmtuverify.model.hystart.HyState.EndSeq.PASSED) {
                return i;
            }
        }
        return 0;
    }

    private static InvariantViolation shrunk(String id, Variant v) {
        for (CheckSpec s : HystartChecks.all()) {
            if (s.invariant().id().equals(id)) {
                Verdict vd = new RandomEngine(3000, 7L).check(s.factory().create(v.name()), id, v.name());
                assertThat(vd.kind).isEqualTo(Verdict.Kind.VIOLATED);
                return vd.counterexample;
            }
        }
        throw new AssertionError(id);
    }

    /** Replays the violation's lines through the model and checks the harness, driven by the same lines, fails there. */
    private static void assertReplays(InvariantViolation v) {
        List<String> tr = v.trace();
        assertThat(tr.get(0)).startsWith("{\"variant\":\"HYSTART_");
        assertThat(v.violatingLine()).isBetween(2, tr.size());
        List<HyStep> steps = FlatJson.replay(tr);
        assertThat(steps).hasSize(tr.size());
        HyStep at = steps.get(v.violatingLine() - 1);
        switch (v.invariantId()) {
            case "HY_DELAY_MIN_MEANING":
                assertThat(at.sample).isEqualTo(HyStep.Sample.USED);
                if (tr.get(0).startsWith("{\"variant\":\"HYSTART_MS")) {
                    // no cushion up to v5.5: msecs_to_jiffies(delay_min >> 3) drops the sub-millisecond part
                    assertThat(at.cushion).isZero();
                    assertThat(at.after.delayMin >>> 3).as("whole ms of delay_min").isLessThan(1000);
                } else {
                    assertThat(at.cushion).isPositive();
                }
                break;
            case "HY_IDLE_GAP":
                assertThat(at.hystartUpdate).isTrue();
                break;
            case "HY_NO_SPURIOUS_DELAY_EXIT":
                assertThat(at.delayFired).isTrue();
                break;
            case "HY_NO_SPURIOUS_TRAIN_EXIT":
            case "HY_APP_LIMITED_TRAIN":
                assertThat(at.trainFired).isTrue();
                break;
            case "HY_ROUND_START":
                assertThat(at.roundEnd).isTrue();
                assertThat(at.roundReset).isFalse();
                break;
            default:
                throw new AssertionError("unexpected violation " + v.getMessage());
        }
    }
}
