package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.capture.Observation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The black-hole halving and mid-run sysctl scenarios on their Linux 6.18 recordings (specs/kernel-runs): the kernel's
 * search_low steps at the timeouts, and the sysctl writes as events the comparison needs (without them it differs).
 */
class HalvingAndSysctlTest {
    private static Observation read(String name) throws Exception {
        return Observation.read(Path.of("..", "specs", "kernel-runs", name));
    }

    private static Result check(String name, Observation o) {
        return Conformance.check(Scenario.byName(name), "LATEST", o);
    }

    /** The kernel's search_low at its retransmission samples, each value once, in order. */
    private static List<Integer> lowsAtRetransmissions(Observation o) {
        List<Integer> out = new ArrayList<>();
        for (Sample s : Transitions.samples(o.bpftrace)) {
            if (s.retransmission && (out.isEmpty() || out.get(out.size() - 1) != s.searchLow)) {
                out.add(s.searchLow);
            }
        }
        return out;
    }

    @Test
    void blackHoleTimeoutsHalveSearchLowToEachFloorAndTheModelAgrees() throws Exception {
        // tcp_mtu_probing (net/ipv4/tcp_timer.c@v6.18): mss = max(min(tcp_base_mss, mss(search_low) / 2), floor, min_snd_mss)
        Map<String, List<Integer>> halvings = Map.of(
                "halving-probe-floor", List.of(1076, 564, 308, 252),
                "halving-min-snd-mss", List.of(1076, 564, 308, 252),
                "probing1-halving", List.of(1076, 564, 308, 252),
                "halving-base-mss", List.of(564, 308, 252),
                "sysctl-halving", List.of(564, 308, 252));
        for (Map.Entry<String, List<Integer>> e : halvings.entrySet()) {
            Observation o = read(e.getKey());
            Result r = check(e.getKey(), o);
            assertThat(r.verdict).as(e.getKey() + ": " + r.why).isEqualTo(Conformance.Verdict.AGREES);
            assertThat(r.modelProbes()).as(e.getKey()).isEqualTo(r.kernelProbes());
            assertThat(lowsAtRetransmissions(o)).as(e.getKey()).containsSubsequence(e.getValue());
        }
    }

    @Test
    void sysctlWritesAreReplayedAndTheComparisonNeedsThem() throws Exception {
        for (String name : new String[] {"sysctl-threshold", "sysctl-interval", "sysctl-halving"}) {
            Observation o = read(name);
            assertThat(o.sysctlWrites()).as(name).isNotEmpty()
                    .allSatisfy(w -> assertThat(w.from()).isLessThanOrEqualTo(w.jiffies()));
            Result r = check(name, o);
            assertThat(r.verdict).as(name + ": " + r.why).isEqualTo(Conformance.Verdict.AGREES);
            assertThat(String.join("\n", r.trace)).as(name).contains("\"event\":\"sysctl\"");
            // the same recording without its writes: the model keeps the start's sysctls and differs from the kernel
            Map<String, Long> events = new LinkedHashMap<>(o.events);
            events.keySet().removeIf(k -> k.startsWith("sysctl"));
            Observation without = new Observation(o.release, o.hz, o.bpftrace, o.wire, o.countersBefore,
                    o.countersAfter, events);
            without.mtup = o.mtup;
            without.bpftraceErr = o.bpftraceErr;
            without.tcpdumpErr = o.tcpdumpErr;
            assertThat(check(name, without).verdict).as(name).isEqualTo(Conformance.Verdict.DIFFERS);
        }
    }
}
