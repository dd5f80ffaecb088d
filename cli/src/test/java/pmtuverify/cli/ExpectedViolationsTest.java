package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import pmtuverify.trace.Replayed;
import pmtuverify.trace.TraceReplay;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Invariant;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;
import pmtuverify.props.pmtu.Bounds;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuInvariants;

/**
 * The violations the review threads predicted: each is found, shrinks to a small trace (bound
 * stated per case), and replays through the model to the state that breaks the invariant.
 */
class ExpectedViolationsTest {
    /** Each line's output as {@code ./pmtu replay} prints it. */
    static List<String> replayed(List<String> trace) {
        return TraceReplay.rows(trace).stream().map(Replayed::json).toList();
    }

    private static Verdict check(Invariant inv, Variant v) {
        return new RandomEngine(1000, 1).check(PmtuChecks.harness(inv, v, Bounds.WIDE, PmtuChecks.WIDE_DEPTH), inv.id(), v.name());
    }

    @Test
    void thresholdAtMostOneProbesForeverAtSearchLow() {
        for (Variant v : new Variant[] {Variant.V5, Variant.MAINLINE}) {
            Verdict d = check(PmtuInvariants.TERMINATION, v);
            assertThat(d.kind).isEqualTo(Verdict.Kind.VIOLATED);
            List<String> trace = d.counterexample.trace();
            assertThat(trace.size()).as("shrunk lasso").isLessThanOrEqualTo(40);
            assertThat(d.counterexample.detail()).startsWith("lasso:");
            assertThat(trace.get(0)).containsPattern("\"tcp_probe_threshold\":(-?[01]|-\\d+)[,}]");
            List<String> after = replayed(trace);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("stem is trace lines 1\\.\\.(\\d+), loop is lines \\d+\\.\\.(\\d+)")
                    .matcher(d.counterexample.detail());
            assertThat(m.find()).isTrue();
            int stem = Integer.parseInt(m.group(1));
            int end = Integer.parseInt(m.group(2));
            assertThat(end).isEqualTo(trace.size());
            // the state after the loop equals the state after the stem: probing repeats with no progress
            assertThat(stateFields(after.get(end - 1))).isEqualTo(stateFields(after.get(stem - 1))).contains("search_low");
            // and the loop sends a probe and sees it acked or lost
            List<String> loop = after.subList(stem, end);
            assertThat(loop).anySatisfy(l -> assertThat(l).contains("\"event\":\"xmit\"").doesNotContain("\"sent\":0,"));
            assertThat(loop).anySatisfy(l -> assertThat(l).containsPattern("\"event\":\"probe_(acked|lost)\""));
        }
    }

    /** The socket's fields of a replay output line, without the line number and the event's own fields. */
    private static String stateFields(String replayLine) {
        return replayLine.replaceAll(".*(\"search_low\".*\"tcp_time_stamp\":\\d+).*", "$1");
    }

    @Test
    void v3AndPreTerminate() {
        assertThat(check(PmtuInvariants.TERMINATION, Variant.V3).kind).isEqualTo(Verdict.Kind.HOLDS);
        assertThat(check(PmtuInvariants.TERMINATION, Variant.PRE).kind).isEqualTo(Verdict.Kind.HOLDS);
    }

    @Test
    void v1BreaksBlackHoleDetection() {
        Verdict d = check(PmtuInvariants.BLACKHOLE_RECOVERY, Variant.V1);
        assertThat(d.kind).isEqualTo(Verdict.Kind.VIOLATED);
        List<String> trace = d.counterexample.trace();
        assertThat(trace.size()).isLessThanOrEqualTo(12);
        List<String> after = replayed(trace);
        // every timeout leaves search_low where it was: the unhalved step cannot go below it
        String low = after.get(1).replaceAll(".*\"search_low\":(\\d+).*", "$1");
        assertThat(after.get(after.size() - 1)).contains("\"search_low\":" + low, "\"event\":\"rto\"");
        assertThat(check(PmtuInvariants.BLACKHOLE_RECOVERY, Variant.MAINLINE).kind).isEqualTo(Verdict.Kind.HOLDS);
    }

    @Test
    void v1ChangesTheMeaningOfTcpMtuProbing() {
        Verdict d = check(PmtuInvariants.SYSCTL_MEANING, Variant.V1);
        assertThat(d.kind).isEqualTo(Verdict.Kind.VIOLATED);
        assertThat(d.counterexample.trace()).hasSize(1);
        assertThat(d.counterexample.trace().get(0)).contains("\"tcp_mtu_probing\":1");
        assertThat(replayed(d.counterexample.trace()).get(0)).contains("\"enabled\":true");
        assertThat(check(PmtuInvariants.SYSCTL_MEANING, Variant.MAINLINE).kind).isEqualTo(Verdict.Kind.HOLDS);
    }

    @Test
    void v1AndV3ProbeTheMidpointPlusHeaders() {
        for (Variant v : new Variant[] {Variant.V1, Variant.V3}) {
            Verdict d = check(PmtuInvariants.PROBE_IS_MIDPOINT, v);
            assertThat(d.kind).isEqualTo(Verdict.Kind.VIOLATED);
            assertThat(d.counterexample.trace()).hasSizeLessThanOrEqualTo(3);
            assertThat(d.counterexample.detail()).startsWith("probe of");
        }
    }

    @Test
    void reprobeMissedAfterIdleGapOfTwoToThe32JiffiesIsOutsideTheRestatedStatement() {
        // the model still misses the reprobe 2^32 jiffies after the stamp (tcp_jiffies32's delta is 0) and makes it one
        // jiffy earlier; REPROBE_TIMING, restated to gaps below 2^32 jiffies, no longer counts the first
        String config = "{\"variant\":\"MAINLINE\",\"jiffies\":0,\"hz\":250,\"snd_cwnd\":20,"
                + "\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_probe_threshold\":2147483647}}";
        List<String> wrapped = replayed(java.util.Arrays.asList(config, "{\"event\":\"xmit\",\"at\":4294967296}"));
        assertThat(wrapped.get(1)).contains("\"stopped\":true", "\"reprobe\":false");
        List<String> below = replayed(java.util.Arrays.asList(config, "{\"event\":\"xmit\",\"at\":4294967295}"));
        assertThat(below.get(1)).contains("\"stopped\":true", "\"reprobe\":true");
        assertThat(pmtuverify.props.pmtu.invariants.ReprobeTiming.formula(1L << 32, 600L * 250, false)).isTrue();
        assertThat(pmtuverify.props.pmtu.invariants.ReprobeTiming.formula((1L << 32) - 1, 600L * 250, false)).isFalse();
        Verdict d = check(PmtuInvariants.REPROBE_TIMING, Variant.MAINLINE);
        assertThat(d.kind).as(String.valueOf(d.counterexample)).isNotEqualTo(Verdict.Kind.VIOLATED);
    }

    @Test
    void intervalTimesHzWrapsAndReprobesEarly() {
        Verdict d = check(PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL, Variant.MAINLINE);
        assertThat(d.kind).isEqualTo(Verdict.Kind.VIOLATED);
        assertThat(d.counterexample.detail()).startsWith("reprobed early");
        // the u32 wrap of interval * HZ: 4294968 s * HZ 1000 = 4294968000, which is 704 as a u32, so 1000 jiffies after
        // the stamp already reprobe
        List<String> trace = java.util.Arrays.asList(
                "{\"variant\":\"MAINLINE\",\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_probe_threshold\":2147483647,"
                        + "\"tcp_probe_interval\":4294968}}",
                "{\"event\":\"xmit\",\"at\":1000}");
        List<String> after = replayed(trace);
        assertThat(after.get(1)).contains("\"reprobe\":true", "interval * HZ");
        // on LATEST the proc handler refuses that interval (UINT_MAX / HZ = 4294967 at HZ 1000)
        Verdict latest = check(PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL, Variant.LATEST);
        assertThat(latest.kind).as(String.valueOf(latest.counterexample)).isNotEqualTo(Verdict.Kind.VIOLATED);
    }
}
