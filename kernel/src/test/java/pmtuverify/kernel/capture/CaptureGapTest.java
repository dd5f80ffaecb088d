package pmtuverify.kernel.capture;

import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.plpmtud.Result;
import pmtuverify.kernel.plpmtud.Scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A comparison that fails only because an observation is missing is NO_DATA with the reason, never DIFFERS: an ICMP
 * the kernel acted on (pmtu_cookie lower) that the capture lacks, whatever the capture's counts say; and the capture's
 * own counts (tcpdump's missed packets, the pcap's records against tcpdump's "packets captured", the flow's SYN)
 * decide whether the wire's other checks may call a probe missing. No kernel: recordings and a fixture.
 */
class CaptureGapTest {
    static final List<String> COMPLETE = List.of("tcpdump: listening on s0, link-type EN10MB (Ethernet), snapshot length 96 bytes",
            "400 packets captured", "400 packets received by filter", "0 packets dropped by kernel");

    static Observation icmp1400() throws Exception {
        return Observation.read(Path.of("..", "specs", "kernel-runs", "icmp-1400"));
    }

    static List<String> withCaptureLine(List<String> wire, String line) {
        List<String> out = new ArrayList<>(wire.stream().filter(l -> !l.startsWith("capture ")).toList());
        out.add(line);
        return out;
    }

    @Test
    void theCapturesCountsSayWhetherItIsComplete() throws Exception {
        Observation o = icmp1400();
        assertThat(o.withWire(withCaptureLine(o.wire, "capture frames 400 syn yes"), COMPLETE).captureGap()).isNull();
        assertThat(o.withWire(withCaptureLine(o.wire, "capture frames 400 syn no"), COMPLETE).captureGap())
                .isEqualTo("the capture began after the connection's handshake (its first segment of the flow is no SYN)");
        assertThat(o.withWire(withCaptureLine(o.wire, "capture frames 371 syn yes"), COMPLETE).captureGap())
                .isEqualTo("the pcap held 371 of the 400 frames tcpdump captured (read before tcpdump flushed it)");
        List<String> dropped = List.of("400 packets captured", "412 packets received by filter", "12 packets dropped by kernel");
        assertThat(o.withWire(withCaptureLine(o.wire, "capture frames 400 syn yes"), dropped).captureGap())
                .isEqualTo("tcpdump missed 12 packets");
        assertThat(o.withWire(o.wire, List.of()).captureGap()).startsWith("tcpdump printed no statistics");
        // a recording made before the capture line: tcpdump's counts alone, said so
        assertThat(o.withWire(o.wire.stream().filter(l -> !l.startsWith("capture ")).toList(), COMPLETE).captureWords())
                .isEqualTo("tcpdump missed no packet; the recording predates the check of the pcap's records and its SYN");
    }

    /**
     * The failing capture, made on the kernel: icmp-1400 with tcpdump launched 1.5 s after the sender, induced on
     * purpose, standing in for a tcpdump whose start outlasted the fixed sleeps the script used to allow it on a loaded
     * machine (capture_start to capture_open took 140 jiffies at HZ 250 in this recording). tcpdump counted no loss,
     * yet its capture has no SYN and no ICMP, while the kernel's pmtu_cookie fell to 1400: the run is NO_DATA and says
     * why, where the old classification called it DIFFERS ("tcpdump missed 0").
     */
    @Test
    void theLateCaptureFixtureIsNoDataWithItsReason() throws Exception {
        Observation o = Observation.read(Path.of(CaptureGapTest.class.getResource("/fixtures/late-capture").toURI()));
        assertThat(o.tcpdumpMissed()).isZero();
        assertThat(o.icmpMtus()).isEmpty();
        assertThat(o.events).containsKeys("capture_start", "capture_open");
        assertThat(o.captureGap()).isEqualTo("the capture began after the connection's handshake (its first segment of the flow is no SYN)");
        Result r = Conformance.check(Scenario.byName("icmp-1400"), "LATEST", o);
        assertThat(r.kernelProbes()).isNotEmpty();
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.NO_DATA);
        assertThat(r.why).contains("pmtu_cookie fell from 1500 to 1400, but the capture carries no further ICMP below 1500 "
                + "(the capture began after the connection's handshake");
    }

    /**
     * icmp-1400's ICMP taken out of a capture that missed nothing (the run: "the capture carries no further
     * ICMP below 1500 (tcpdump missed 0)", then DIFFERS): NO_DATA, at the transition the ICMP explains, and the states
     * before it were compared; with the ICMP the same samples agree.
     */
    @Test
    void anIcmpTheCaptureLacksIsNoDataNeverDiffers() throws Exception {
        Observation o = icmp1400();
        Scenario s = Scenario.byName("icmp-1400");
        assertThat(Conformance.check(s, "LATEST", o).verdict).isEqualTo(Conformance.Verdict.AGREES);
        List<String> noIcmp = o.wire.stream().filter(l -> !l.startsWith("icmp ")).toList();
        for (String line : List.of("capture frames 400 syn yes", "capture frames 400 syn no")) {
            Result r = Conformance.check(s, "LATEST", o.withWire(withCaptureLine(noIcmp, line), COMPLETE));
            assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.NO_DATA);
            assertThat(r.why).startsWith("missing observation: transition ").contains("pmtu_cookie fell from 1500 to 1400, "
                    + "but the capture carries no further ICMP below 1500").endsWith("; compared up to there");
            assertThat(r.divergence).isGreaterThan(0);
        }
        Result late = Conformance.check(s, "LATEST", o.withWire(withCaptureLine(noIcmp, "capture frames 400 syn no"), COMPLETE));
        assertThat(late.why).contains("(the capture began after the connection's handshake");
    }
}
