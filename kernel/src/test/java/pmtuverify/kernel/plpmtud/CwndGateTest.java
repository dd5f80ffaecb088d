package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.capture.Observation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Gate;

/**
 * cwnd-below-11 on its Linux 6.18 recording (specs/kernel-runs): snd_cwnd stays below tcp_mtu_probe's 11 in every
 * sample, the kernel sends no probe, and the comparison holds the model's refusal at the cwnd gate (`tcp_snd_cwnd(tp) <
 * 11`, net/ipv4/tcp_output.c@v6.18) through the hold check's sends.
 */
class CwndGateTest {
    @Test
    void sndCwndStaysBelowElevenAndTheModelRefusesAtTheCwndGate() throws Exception {
        Observation o = Observation.read(Path.of("..", "specs", "kernel-runs", "cwnd-below-11"));
        List<Sample> samples = Transitions.samples(o.bpftrace);
        assertThat(samples).isNotEmpty().allSatisfy(s -> {
            assertThat(s.sndCwnd).isLessThan(11);
            assertThat(s.probeSize).isZero();
        });
        Result r = Conformance.check(Scenario.byName("cwnd-below-11"), "LATEST", o);
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.kernelProbes()).isEmpty();
        assertThat(r.modelProbes()).isEmpty();
        assertThat(String.join("\n", r.trace)).contains("\"event\":\"xmit\"");
        Coverage.Entry refused = Coverage.entries(List.of(r)).stream()
                .filter(e -> e.name().equals(Coverage.key(Gate.PROBE_CWND, false))).findFirst().orElseThrow();
        assertThat(refused.compared()).containsExactly("cwnd-below-11");
    }
}
