package pmtuverify.props.hystart;

import static org.assertj.core.api.Assertions.assertThat;

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
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;

/**
 * Every HyStart check on every variant, exhausted over its small domains and run under the random engine with fixed
 * seeds; the verdicts found are asserted, and every counterexample is replayed through the model from its lines.
 */
class HystartChecksTest {
    /** The verdicts the exhaustive runs found: V = violated, H = holds (BEFORE, 4_5, REFACTOR). */
    private static final Map<String, String> FOUND = new LinkedHashMap<>();

    static {
        FOUND.put("HY_CUSHION_BOUND", "HHH");
        FOUND.put("HY_CUSHION_NO_OVERFLOW", "HHH");
        FOUND.put("HY_DELAY_MIN_MONOTONE", "HHH");
        FOUND.put("HY_DELAY_MIN_BOUND", "HHH");
        FOUND.put("HY_DELAY_MIN_MEANING", "HVH");
        FOUND.put("HY_WRAP", "HHH");
        FOUND.put("HY_IDLE_GAP", "VVV");
        FOUND.put("HY_NO_SPURIOUS_DELAY_EXIT", "VVV");
        FOUND.put("HY_NO_SPURIOUS_TRAIN_EXIT", "HVH");
    }

    private static char expected(String id, String variant) {
        int i = variant.equals("HYSTART_BEFORE") ? 0 : variant.equals("HYSTART_4_5") ? 1 : 2;
        return FOUND.get(id).charAt(i);
    }

    @Test
    void catalogueCoversTheIssueAndAllVariants() {
        List<CheckSpec> specs = HystartChecks.all();
        assertThat(specs).hasSize(FOUND.size());
        for (CheckSpec s : specs) {
            assertThat(s.invariant().id()).startsWith("HY_");
            assertThat(FOUND).containsKey(s.invariant().id());
            assertThat(s.variants()).containsExactly("HYSTART_BEFORE", "HYSTART_4_5", "HYSTART_REFACTOR");
            assertThat(s.bounds()).isNotEmpty();
        }
    }

    @Test
    void exhaustiveVerdicts() {
        for (CheckSpec s : HystartChecks.all()) {
            for (String v : s.variants()) {
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

        InvariantViolation d = shrunk("HY_NO_SPURIOUS_DELAY_EXIT", Variant.HYSTART_REFACTOR);
        List<HyStep> ds = FlatJson.replay(d.trace());
        HyStep fired = ds.get(d.violatingLine() - 1);
        assertThat(fired.delayFired).isTrue();
        assertThat(fired.after.sampleCnt).isEqualTo(8);
        assertThat(fired.after.delayMin).isEqualTo(4000); // the minimum dropped after curr_rtt froze
        assertThat(fired.after.currRtt).isEqualTo(10000);
        assertThat(d.trace().get(d.violatingLine() - 1)).contains("\"rtt_us\":4000");

        InvariantViolation t = shrunk("HY_NO_SPURIOUS_TRAIN_EXIT", Variant.HYSTART_4_5);
        HyStep tf = FlatJson.replay(t.trace()).get(t.violatingLine() - 1);
        assertThat(tf.trainFired).isTrue();
        assertThat(tf.threshold).isLessThan(550); // the rule on the true minimum 100 us at cushion 1000 gives 550
        assertThat(t.trace().get(t.violatingLine() - 1)).contains("\"pacing_rate\":262144000");

        InvariantViolation g = shrunk("HY_IDLE_GAP", Variant.HYSTART_BEFORE);
        List<HyStep> gs = FlatJson.replay(g.trace());
        HyStep gv = gs.get(g.violatingLine() - 1);
        assertThat(gv.trainClose).isTrue(); // a gap the (s32) cast turns negative or that wrapped
        assertThat(g.detail()).contains("spacing test says close");
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
                assertThat(at.cushion).isPositive();
                break;
            case "HY_IDLE_GAP":
                assertThat(at.hystartUpdate).isTrue();
                break;
            case "HY_NO_SPURIOUS_DELAY_EXIT":
                assertThat(at.delayFired).isTrue();
                break;
            case "HY_NO_SPURIOUS_TRAIN_EXIT":
                assertThat(at.trainFired).isTrue();
                break;
            default:
                throw new AssertionError("unexpected violation " + v.getMessage());
        }
    }
}
