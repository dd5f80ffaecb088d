package pmtuverify.kernel.hystart;

import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.plpmtud.Conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import pmtuverify.model.hystart.HyStep;
import org.junit.jupiter.api.Test;

/** HyStart on recordings this project made on Linux 6.18 (the kernel module's fixtures), replayed through the model. */
class HystartKernelTest {
    static HystartResult check(String name, String variant) throws Exception {
        Path dir = Path.of("..", "kernel", "src", "test", "resources", "fixtures", name);
        Map<String, Long> params = HystartConformance.params(dir);
        return HystartConformance.check(HystartScenario.byName(name), variant, Observation.read(dir), params);
    }

    @Test
    void delayExitAgreesAckByAck() throws Exception {
        HystartResult r = check("hystart-delay", "HYSTART_LATEST");
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.steps).hasSize(18);
        int e = r.exitStep();
        assertThat(e).isEqualTo(17);
        HyStep m = r.modelAfter(e).step();
        assertThat(m.exitReason()).isEqualTo("delay");
        assertThat(m.after.found).isEqualTo(1);
        assertThat(m.after.ssthresh).isEqualTo(28);
        assertThat(m.after.currRtt).isEqualTo(27215);
        assertThat(m.after.delayMin).isEqualTo(253);
        // 27215 > 253 + HYSTART_DELAY_THRESH(253 >> 3) = 253 + 4000, on the 8th sample of the round
        assertThat(m.after.sampleCnt).isEqualTo(8);
        assertThat(r.rounds()).isEqualTo(2);
    }

    @Test
    void ackTrainExitsAgreeWithTheCushionedThreshold() throws Exception {
        HystartResult t = check("hystart-train", "HYSTART_LATEST");
        assertThat(t.verdict).as(t.why).isEqualTo(Conformance.Verdict.AGREES);
        int e = t.exitStep();
        assertThat(t.steps.get(e).ack).isEqualTo(11);
        // threshold (delay_min 188 + hystart_ack_delay 1000) >> 1 = 594 without pacing; the ACK came 623 us into the round
        HyStep m = t.modelAfter(e).step();
        assertThat(m.exitReason()).isEqualTo("ack_train");
        assertThat(m.threshold).isEqualTo(594);
        assertThat(m.after.ssthresh).isEqualTo(21);
        HystartResult v = check("hystart-veth", "HYSTART_LATEST");
        assertThat(v.verdict).as(v.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(v.modelAfter(v.exitStep()).step().exitReason()).isEqualTo("ack_train");
        assertThat(v.modelAfter(v.exitStep()).step().after.ssthresh).isEqualTo(85);
    }

    @Test
    void theSamplesTellLatestFromThe2021Code() throws Exception {
        // 25c1a9ca53db moved the low-window gate after the round reset: this kernel resets at snd_cwnd 10, the 2021
        // code (gate in cubictcp_acked) would not
        HystartResult r = check("hystart-delay", "HYSTART_2021");
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.why).startsWith("ACK 1: differs: round_start 1819414607/1819425810").endsWith(
                "round reset model false/kernel true");
        HystartResult c = check("hystart-train", "HYSTART_4_5");
        // 4/5 put the cushion in delay_min: 188 + 65536 * 4 * 10^6 / sk_pacing_rate 362000000 (724 us) = 912
        assertThat(c.why).isEqualTo("ACK 1: differs: delay_min 912/188");
    }

    @Test
    void reportKeepsTheOtherPartOfKernelMd() {
        String pl = "# Kernel conformance\n\nPLPMTUD table\n";
        String hy = HystartKernel.SECTION + "\n\nHyStart table\n";
        String both = HystartKernel.merge(null, pl, hy);
        assertThat(both).isEqualTo(pl + "\n" + hy);
        assertThat(HystartKernel.merge(both, "# Kernel conformance\n\nnew PLPMTUD\n", null))
                .isEqualTo("# Kernel conformance\n\nnew PLPMTUD\n\n" + hy);
        assertThat(HystartKernel.merge(both, null, HystartKernel.SECTION + "\n\nnew HyStart\n"))
                .isEqualTo(pl + "\n" + HystartKernel.SECTION + "\n\nnew HyStart\n");
    }

    @Test
    void sectionNamesVerdictsExitsAndTheOtherVariants() throws Exception {
        HystartResult r = check("hystart-delay", "HYSTART_LATEST");
        Path dir = Path.of("..", "kernel", "src", "test", "resources", "fixtures", "hystart-delay");
        List<String> others = HystartKernel.otherVariants(r.scenario, "HYSTART_LATEST", r.observation,
                HystartConformance.params(dir));
        assertThat(others).hasSize(7).allMatch(o -> o.contains(": DIFFERS ("));
        assertThat(others.get(0)).startsWith("HYSTART_MS: DIFFERS (ACK 1:");
        String md = HystartKernel.section(List.of(r), "HYSTART_LATEST", Map.of("hystart-delay", others));
        assertThat(md).startsWith(HystartKernel.SECTION).contains("| hystart-delay |", "| AGREES | 18 | 2 |",
                "- hystart-delay, HYSTART_2021: DIFFERS (ACK 1:");
    }
}
