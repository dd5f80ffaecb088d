package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.capture.Observation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The kernel run's cross-checks decide its verdict: counters, bpftrace's lost events and the wire. */
class KernelCrossCheckTest {
    static Observation recording(String name) throws Exception {
        return Observation.read(Path.of("..", "specs", "kernel-runs", name));
    }

    static Observation withCounter(Observation o, String counter, long delta) {
        Map<String, Long> after = new HashMap<>(o.countersAfter);
        after.put(counter, o.countersBefore.getOrDefault(counter, 0L) + delta);
        Observation t = new Observation(o.release, o.hz, o.bpftrace, o.wire, o.countersBefore, after, o.events);
        t.mtup = o.mtup;
        t.bpftraceErr = o.bpftraceErr;
        t.tcpdumpErr = o.tcpdumpErr;
        return t;
    }

    static Result check(String scenario, Observation o) {
        return Conformance.check(Scenario.byName(scenario), "LATEST", o);
    }

    @Test
    void theRecordingAgreesWithItsOwnCounters() throws Exception {
        Result r = check("blackhole-1400", recording("blackhole-1400"));
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.counters()).contains("TcpExtTCPMTUPSuccess 3 (samples 3)", "TcpExtTCPMTUPFail 3 (samples 3)");
    }

    @Test
    void aLossTheSamplesMissedMakesTheRunNoData() throws Exception {
        Result r = check("blackhole-1400", withCounter(recording("blackhole-1400"), "TcpExtTCPMTUPFail", 4));
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.NO_DATA);
        assertThat(r.why).startsWith("missed samples: TCPMTUPSuccess 3 (samples 3), TCPMTUPFail 4 (samples 3)");
    }

    @Test
    void anOutcomeTheCountersLackMakesTheRunDiffer() throws Exception {
        Result r = check("clean-1500", withCounter(recording("clean-1500"), "TcpExtTCPMTUPSuccess", 5));
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.why).startsWith("the samples show 6 probe successes and 0 losses, the counters TCPMTUPSuccess 5");
    }

    @Test
    void successesAtSearchLowNeedNotShowBelowThresholdTwo() throws Exception {
        // tcp_probe_threshold 1: a probe at search_low succeeds without changing the state, so thousands of
        // successes show as a hundred or so transitions and the run still agrees
        Result r = check("threshold-1-quick", recording("threshold-1-quick"));
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        long counted = r.observation.delta("TcpExtTCPMTUPSuccess");
        long sampled = r.count(r.kernelProbes(), '+');
        assertThat(sampled).isPositive().isLessThan(counted);
        assertThat(r.counters()).contains("TcpExtTCPMTUPSuccess " + counted + " (samples " + sampled + ")");
    }

    @Test
    void lostBpftraceEventsMakeTheRunNoData() throws Exception {
        Observation o = recording("clean-1500");
        o.bpftraceErr = List.of("Lost 12 events");
        Result r = check("clean-1500", o);
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.NO_DATA);
        assertThat(r.why).startsWith("missed samples: bpftrace Lost 12 events");
    }

    @Test
    void aProbeMissingFromACompleteCaptureMakesTheRunDiffer() throws Exception {
        Observation o = recording("clean-1500");
        o.tcpdumpErr = List.of("1000 packets captured", "1000 packets received by filter", "0 packets dropped by kernel");
        Observation cut = new Observation(o.release, o.hz, o.bpftrace,
                o.wire.stream().filter(l -> !l.startsWith("size 1447 ")).toList(), o.countersBefore, o.countersAfter,
                o.events);
        cut.tcpdumpErr = o.tcpdumpErr;
        assertThat(check("clean-1500", o).verdict).isEqualTo(Conformance.Verdict.AGREES);
        Result r = check("clean-1500", cut);
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.why).startsWith("probe sizes 1447 are not on the wire, and the capture missed no packet");
        // with drops the capture cannot tell
        cut.tcpdumpErr = List.of("7 packets dropped by kernel");
        assertThat(check("clean-1500", cut).verdict).isEqualTo(Conformance.Verdict.AGREES);
    }

    static Observation withWire(Observation o, List<String> wire) {
        Observation t = new Observation(o.release, o.hz, o.bpftrace, wire, o.countersBefore, o.countersAfter, o.events);
        t.mtup = o.mtup;
        t.bpftraceErr = o.bpftraceErr;
        t.tcpdumpErr = o.tcpdumpErr;
        return t;
    }

    @Test
    void aProbeOutcomeTheWireDoesNotShowMakesTheRunDiffer() throws Exception {
        Observation o = recording("blackhole-1400");
        assertThat(o.tcpdumpMissed()).isZero();
        Result r = check("blackhole-1400", o);
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.kernelProbes()).startsWith("1288+", "1394+", "1447-");
        // every outcome of the six probes is on the wire, and the run says how many it checked
        assertThat(r.wire()).contains("6 of 6 probe outcomes confirmed on the wire, ICMP MTUs");
        // the wire showed 1447's first byte sent again; a wire on which its end was acked contradicts the samples
        List<String> acked = new java.util.ArrayList<>(o.wire);
        acked.set(acked.indexOf("step 1447 retransmitted"), "step 1447 acked");
        Result lost = check("blackhole-1400", withWire(o, acked));
        assertThat(lost.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(lost.why).startsWith("probe 3 (1447-): the samples read it lost, the wire shows it acked");
        // and a success whose probe the wire shows retransmitted first
        List<String> resent = new java.util.ArrayList<>(o.wire);
        resent.set(resent.indexOf("step 1288 acked"), "step 1288 other");
        Result success = check("blackhole-1400", withWire(o, resent));
        assertThat(success.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(success.why).startsWith("probe 1 (1288+): the samples read it acked, the wire shows it followed by "
                + "another segment's retransmission");
        // a capture that missed packets is not held to its wire
        Observation missed = withWire(o, acked);
        missed.tcpdumpErr = List.of("10 packets captured", "12 packets received by filter", "0 packets dropped by kernel");
        assertThat(missed.tcpdumpMissed()).isEqualTo(2);
        Result unchecked = check("blackhole-1400", missed);
        assertThat(unchecked.verdict).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(unchecked.wire()).contains("probe outcomes not checked (the capture missed 2 packets)");
    }

    @Test
    void probesAtSearchLowAndUnresolvedOnesAreCountedNotConfirmed() {
        // threshold 1: the last probes are at the search_low that sent them, data-sized on the wire; the last one open
        List<String> probes = List.of("1288+", "1394+", "1499+", "1499+", "1499");
        List<Integer> lows = List.of(1024, 1288, 1498, 1499, 1499);
        List<Observation.Step> steps = List.of(new Observation.Step(1288, "acked", 0, 0), new Observation.Step(1394, "acked", 0, 0),
                new Observation.Step(1499, "acked", 0, 0));
        Conformance.WireOutcomes w = Conformance.wireOutcomes(probes, lows, steps);
        assertThat(w.contradiction()).isNull();
        assertThat(w.words()).isEqualTo("3 of 5 probe outcomes confirmed on the wire (2 at the search_low that sent them, "
                + "which the wire cannot tell from data)");
        // a short segment at the end of a write (smaller than the full segment before it) is not the probe of its size
        Conformance.WireOutcomes tail = Conformance.wireOutcomes(List.of("876-"), List.of(300),
                List.of(new Observation.Step(876, "acked", 1496, 1496), new Observation.Step(876, "retransmitted", 252, 196)));
        assertThat(tail.contradiction()).isNull();
        assertThat(tail.confirmed()).isEqualTo(1);
        Conformance.WireOutcomes dropOnly = Conformance.wireOutcomes(List.of("876-"), List.of(300),
                List.of(new Observation.Step(876, "acked", 1496, 1496)));
        assertThat(dropOnly.contradiction()).contains("is no step on the wire");
        // a probe after larger segments sent before tcp_mtup_init (a passive open) is no dip: data after it is smaller
        Conformance.WireOutcomes passive = Conformance.wireOutcomes(List.of("1288+"), List.of(1076),
                List.of(new Observation.Step(1288, "acked", 1500, 1076)));
        assertThat(passive.confirmed()).isEqualTo(1);
        // a probe the samples read as still in flight is unresolved, not confirmed
        Conformance.WireOutcomes open = Conformance.wireOutcomes(List.of("1288+", "1394"), List.of(1024, 1288),
                List.of(new Observation.Step(1288, "acked", 0, 0), new Observation.Step(1394, "acked", 0, 0)));
        assertThat(open.words()).isEqualTo("1 of 2 probe outcomes confirmed on the wire (1 unresolved when the samples or "
                + "the capture ended)");
    }
}
