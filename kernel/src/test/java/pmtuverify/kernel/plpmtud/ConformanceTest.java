package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.capture.WireIcmps;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import pmtuverify.model.plpmtud.Event;
import org.junit.jupiter.api.Test;

/** The conformance check on recordings this project made on Linux 6.18 (specs/kernel-runs). */
class ConformanceTest {
    static Result check(String name) throws Exception {
        Path dir = Path.of("..", "specs", "kernel-runs", name);
        return Conformance.check(Scenario.byName(name), "LATEST", Observation.read(dir));
    }

    @Test
    void cleanPathsAgreeStateByState() throws Exception {
        for (String s : new String[] {"clean-1500", "clean-9000", "ipv6-clean-1500"}) {
            Result r = check(s);
            assertThat(r.verdict).as(s + ": " + r.why).isEqualTo(Conformance.Verdict.AGREES);
            assertThat(r.modelProbes()).isEqualTo(r.kernelProbes());
        }
        assertThat(check("clean-1500").kernelProbes()).containsExactly("1288+", "1394+", "1447+", "1473+", "1486+", "1493+");
    }

    @Test
    void aReprobeGatedAtTheSampledAckIsNoisyALateOneDiffers() {
        // the kernel stopped at 1399..1403, stamped at jiffies 1000; HZ 250, tcp_probe_interval 5: a reprobe is due at 2250
        Sample stopped = new Sample(false, 2250, 1399, 1403, 0, 1000, true, 1347, 1500, 0, 216, 1, 2250);
        Sample held = new Sample(false, 2253, 1399, 1403, 0, 1000, true, 1347, 1500, 0, 216, 1, 2253);
        Sample reprobed = new Sample(false, 2253 + 3, 1399, 1500, 0, 2256, true, 1347, 1500, 0, 216, 1, 2256);
        Event xmit = Transitions.xmit(2250, 216, held);
        java.util.List<Transition> ts = java.util.List.of(
                new Transition(0, "quiet send", java.util.List.of(xmit), stopped, held, false, false),
                new Transition(1, "reprobe", java.util.List.of(Transitions.xmit(2256, 216, reprobed)), held, reprobed,
                        false, false));
        // the model reprobed at the quiet send (search_high 1500, stamp 2250); the kernel 6 jiffies later
        assertThat(Conformance.gatedReprobe(ts, 0, 1500, 2250, 250)).isSameAs(ts.get(1));
        assertThat(Conformance.gatedReprobe(ts, 0, 1500, 2250, 50)).as("later than HZ/10 (5 jiffies at HZ 50)").isNull();
        assertThat(Conformance.gatedReprobe(ts, 0, 1480, 2250, 250)).as("another search_high").isNull();
        assertThat(Conformance.gatedReprobe(ts, 1, 1500, 2250, 250)).as("not a quiet send").isNull();
        assertThat(Conformance.gatedReprobe(ts.subList(0, 1), 0, 1500, 2250, 250)).as("the kernel never reprobed").isNull();
    }

        @Test
    void silentBlackHoleAgrees() throws Exception {
        Result r = check("blackhole-1400");
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.kernelProbes()).containsExactly("1288+", "1394+", "1447-", "1420-", "1406-", "1399+");
    }

    @Test
    void reprobeTimerAndBlackHoleTimeoutsAgreeAndTheHoldCheckRan() throws Exception {
        for (String s : new String[] {"reprobe-removed", "probing1-blackhole"}) {
            Result r = check(s);
            assertThat(r.verdict).as(s + ": " + r.why).isEqualTo(Conformance.Verdict.AGREES);
            assertThat(r.why).as(s).doesNotContain("no hold check");
        }
        assertThat(check("reprobe-removed").kernelProbes()).endsWith("1449+", "1474+", "1487+", "1493+");
    }

    @Test
    void icmpBottleneckAgreesWhenTheWindowHoldsTheCancelBack() throws Exception {
        Result r = check("icmp-1400");
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        // the ICMP's sample is an ACK, not a retransmission: tcp_xmit_retransmit_queue had no room under snd_cwnd, so
        // the probe of 1447 stays in flight (kernel and model) until a later retransmission cancels it
        Transition icmp = r.transitions.stream().filter(t -> t.label.contains("icmp 1400")).findFirst().orElseThrow();
        assertThat(icmp.events).anyMatch(e -> e.cwndFull);
        assertThat(icmp.after.probeSize).isEqualTo(1447);
        assertThat(icmp.after.caState).isEqualTo(4);
        Transition cancel = r.transitions.get(icmp.index + 1);
        assertThat(TransitionsTest.pmtuLabel(cancel)).isEqualTo("probe 1447 cancelled (its ICMP's retransmission)");
        assertThat(cancel.noisy).isFalse();
        assertThat(cancel.after.probeSize).isZero();
        // the probe of 1447 left in range; the ICMP that answered it lowered search_high after the send
        assertThat(Witness.PROBE_WITHIN_RANGE.of(r)).isEmpty();
        // the same trace without cwnd_full: the model cancels the probe at the ICMP, as it did before
        java.util.List<String> eager = r.trace.stream().map(l -> l.replace(",\"cwnd_full\":true", "")).toList();
        int line = r.trace.indexOf(icmp.events.get(icmp.events.size() - 1).toJson());
        assertThat(pmtuverify.trace.PmtuReplay.rows(eager).get(line).after().probeSize).isZero();
        assertThat(r.model.get(line).after().probeSize).isEqualTo(1447);
    }

    @Test
    void passiveOpenAgreesOnceTheObservedWindowUpdateIsReplayed() throws Exception {
        Result r = check("passive-1500");
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        // the window grew (max_window, observed) at the first ACK: tcp_ack_update_window's tcp_sync_mss brings mss_cache
        // from the route's 1448 to tcp_mtu_to_mss(search_low) = 1024 before the first probe
        Transition t = r.transitions.get(0);
        assertThat(t.label).isEqualTo("window " + t.after.maxWindow + ", probe 1288");
        assertThat(t.before.maxWindow).isLessThan(t.after.maxWindow);
        assertThat(t.events.get(0).kind).isEqualTo(Event.Kind.WINDOW_UPDATE);
        assertThat(t.events.get(0).sndWnd).isEqualTo(t.after.maxWindow);
        assertThat(t.before.mssCache).isEqualTo(1448);
        assertThat(t.after.mssCache).isEqualTo(1024);
        // the handshake's window is the config's, and every later growth of max_window is one window_update
        assertThat(r.trace.get(0)).contains("\"max_window\":" + r.samples().get(0).maxWindow + ",");
        long growths = 0;
        long seen = r.samples().get(0).maxWindow;
        for (Sample x : r.samples()) {
            if (x.maxWindow > seen) {
                growths++;
                seen = x.maxWindow;
            }
        }
        assertThat(r.transitions.stream().flatMap(x -> x.events.stream()).filter(e -> e.kind == Event.Kind.WINDOW_UPDATE))
                .hasSize((int) growths).isNotEmpty();
    }

    @Test
    void reprobeAboveASmallerRouteAgreesAndWitnessesRefusedProbes() throws Exception {
        Result r = check("refused-reprobe-1400");
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        // the window update's tcp_sync_mss caps search_high at the 1400 route before the first probe
        assertThat(r.transitions.get(0).label).isEqualTo("window " + r.transitions.get(0).after.maxWindow + ", probe 1238");
        assertThat(r.kernelProbes()).containsExactly("1238+", "1319+", "1359+", "1379+", "1389+", "1394+");
        // tcp_mtu_check_reprobe: search_high back to mss_clamp + 40 = 1500 above the route
        assertThat(r.kernelFinal().searchHigh).isEqualTo(1500);
        assertThat(r.kernelFinal().pmtuCookie).isEqualTo(1400);
        assertThat(Witness.PROBE_NOT_REFUSED.of(r)).hasValueSatisfying(f -> assertThat(f)
                .startsWith("IpFragFails " + r.observation.delta("IpFragFails") + " in 5 s; search_high 1500 above the route's MTU 1400")
                .endsWith("the model refuses 3 of the replayed sends"));
        assertThat(r.scenario.witnessed(r)).isTrue();
    }

    @Test
    void setUpAboveASmallerRouteNeverProbesOnTheKernelNorInTheModel() throws Exception {
        Result r = check("refused-setup-1200");
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.kernelProbes()).isEmpty();
        assertThat(r.kernelFinal().searchHigh).isEqualTo(1500);
        assertThat(r.kernelFinal().sndCwnd).isGreaterThanOrEqualTo(11);
        assertThat(r.model).anyMatch(m -> m.step().refused);
        assertThat(Witness.PROBE_NOT_REFUSED.of(r)).hasValueSatisfying(f -> assertThat(f)
                .startsWith("IpFragFails " + r.observation.delta("IpFragFails") + " in 3 s; search_high 1500 above the route's MTU 1200"));
        // every refused probe is an ICMP the stack sends itself: thousands in the run, not a stray one
        assertThat(r.observation.delta("IpFragFails")).isGreaterThan(1000);
    }

    @Test
    void anIcmpBelowTheMinimumPmtuLocksTheRouteBelowSearchLow() throws Exception {
        Result r = check("icmp-68");
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.trace.get(1)).startsWith("{\"event\":\"icmp_frag_needed\",").endsWith(",\"mtu\":68}");
        assertThat(r.modelFinal().after().searchHigh).isEqualTo(552);
        assertThat(r.modelFinal().after().pmtuCookie).isEqualTo(552);
        assertThat(Witness.ORDER_LOW_HIGH.of(r)).hasValueSatisfying(
                f -> assertThat(f).startsWith("search_low 1076 > search_high 552 (pmtu_cookie 552)"));
        assertThat(Witness.ORDER_MSS_IN_RANGE.of(r)).hasValueSatisfying(
                f -> assertThat(f).startsWith("tcp_mss_to_mtu(mss_cache 500) = 552 outside [1076, 552]"));
        assertThat(Witness.PROBE_NOT_REFUSED.of(r)).isEmpty();
    }

    @Test
    void baseMssIntMaxWrapsOnTheKernelAsInTheModel() throws Exception {
        Result r = check("base-mss-int-max");
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        // INT_MAX + 52 as an int; mss_cache tcp_min_snd_mss 48 less the 12 timestamp bytes
        assertThat(r.kernelFinal().searchLow).isEqualTo(Integer.MAX_VALUE + 52);
        assertThat(r.kernelFinal().mssCache).isEqualTo(36);
        assertThat(Witness.SANE_NO_WRAP.of(r)).hasValueSatisfying(f -> assertThat(f)
                .startsWith("search_low -2147483597 = tcp_mss_to_mtu(2147483647) wrapped")
                .contains("the model's replay records the wrap: mss + tp->tcp_header_len"));
    }

    @Test
    void ipv6ProbesBelowTheMinimumMtuAndThresholdOneNeverStops() throws Exception {
        Result v6 = check("ipv6-clean-1280");
        assertThat(v6.verdict).as(v6.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(Witness.SANE_SIZES.of(v6)).hasValueSatisfying(
                f -> assertThat(f).startsWith("a probe of 1188 bytes on IPv6 (minimum MTU 1280)"));
        Result t1 = check("threshold-1-quick");
        assertThat(t1.verdict).as(t1.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(Witness.TERMINATION.of(t1)).hasValueSatisfying(f -> assertThat(f)
                .startsWith(t1.observation.delta("TcpExtTCPMTUPSuccess")
                        + " successful probes in 3 s (a terminating search from (1076, 1500] sends at most 425)")
                .endsWith("(still rising at the end)"));
        assertThat(t1.observation.delta("TcpExtTCPMTUPSuccess")).isGreaterThan(425);
        assertThat(Witness.PROBE_WITHIN_RANGE.of(t1)).hasValueSatisfying(
                f -> assertThat(f).contains("the first 1499 with search_low 1499, search_high 1500"));
        // a clean search witnesses none of them
        Result clean = check("clean-1500");
        assertThat(Witness.ALL).allSatisfy(w -> assertThat(w.of(clean)).as(w.invariant()).isEmpty());
    }

    @Test
    void aKernelStateTheModelDoesNotReachIsReportedWithBothStates() throws Exception {
        Path dir = Path.of("..", "specs", "kernel-runs", "blackhole-1400");
        Observation o = Observation.read(dir);
        java.util.List<String> bt = new java.util.ArrayList<>(o.bpftrace);
        // the last loss's search_high one lower than tcp_mtup_probe_failed sets it
        bt.replaceAll(l -> l.replace(" 1394 1405 0 ", " 1394 1404 0 "));
        Observation tampered = new Observation(o.release, o.hz, bt, o.wire, o.countersBefore, o.countersAfter);
        Result r = Conformance.check(Scenario.byName("blackhole-1400"), "LATEST", tampered);
        assertThat(r.verdict).isNotEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.kernelState.searchHigh).isEqualTo(1404);
        assertThat(r.modelState).isNotNull();
    }
    /**
     * An ICMP's MTU is read off the capture, not off the pmtu_cookie it lowered: ICMP 68 on IPv4 is replayed as 68,
     * and the model must predict the route's 552 (ip_rt_min_pmtu); a capture that carried another MTU, or none, is told
     * apart.
     */
    @Test
    void theIcmpsMtuIsTheCapturesAndTheCookieAPrediction() throws Exception {
        Observation o = Observation.read(Path.of("..", "specs", "kernel-runs", "icmp-68"));
        assertThat(o.icmpMtus()).containsOnly(68);
        Result r = Conformance.check(Scenario.byName("icmp-68"), "LATEST", o);
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.trace).anyMatch(l -> l.startsWith("{\"event\":\"icmp_frag_needed\"") && l.contains("\"mtu\":68"))
                .noneMatch(l -> l.startsWith("{\"event\":\"icmp_frag_needed\"") && l.contains("\"mtu\":552"));
        assertThat(r.kernelFinal().pmtuCookie).isEqualTo(552);
        // the capture says 600: the model's route takes 600, the kernel's stayed at 552
        List<String> wire600 = o.wire.stream().map(l -> l.replace("(mtu 68)", "(mtu 600)")).toList();
        Result other = Conformance.check(Scenario.byName("icmp-68"), "LATEST", o.withWire(wire600, o.tcpdumpErr));
        assertThat(other.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(other.why).isEqualTo("connect and the ICMP before the first sample: search_high: kernel 552, model 600");
        assertThat(other.modelState.after().pmtuCookie).isEqualTo(600);
        // no ICMP in the capture: a missing observation (the model cannot be given the MTU), NO_DATA whatever the
        // capture's counts say, and the reason names them; never DIFFERS
        List<String> none = o.wire.stream().filter(l -> !l.startsWith("icmp ")).toList();
        Result missing = Conformance.check(Scenario.byName("icmp-68"), "LATEST", o.withWire(none, List.of("0 packets dropped by kernel")));
        assertThat(missing.verdict).isEqualTo(Conformance.Verdict.NO_DATA);
        assertThat(missing.why).startsWith("missing observation: connect: the route's pmtu_cookie 552 is below 1500, "
                + "but the capture carries no ICMP below 1500 (");
        Result unknown = Conformance.check(Scenario.byName("icmp-68"), "LATEST", o.withWire(none, List.of()));
        assertThat(unknown.verdict).isEqualTo(Conformance.Verdict.NO_DATA);
        assertThat(unknown.why).contains("(tcpdump printed no statistics (its capture cannot be counted))");
    }

    @Test
    void wireIcmpsSkipThoseThatLowerNothing() {
        WireIcmps w = new WireIcmps(List.of(1400, 1400, 1500, 1280));
        assertThat(w.below(1500)).isEqualTo(1400);
        assertThat(w.below(1400)).isEqualTo(1280); // the duplicate 1400 and the 1500 lowered nothing
        assertThat(w.below(1280)).isNull();
        Event e = Event.icmp(552).at(7).withCwnd(20).withCwndFull();
        Event seen = WireIcmps.reporting(e, 68);
        assertThat(seen.mtu).isEqualTo(68);
        assertThat(seen.at).isEqualTo(7);
        assertThat(seen.cwnd).isEqualTo(20);
        assertThat(seen.cwndFull).isTrue();
    }

    @Test
    void theModelReplaysTypedValuesAndTheShownTraceReplaysToTheSameStates() throws Exception {
        Result r = check("icmp-1400");
        // the trace a reader replays with ./pmtu replay is the typed config and events, serialized once
        List<pmtuverify.trace.PmtuReplay.Row> text = pmtuverify.trace.PmtuReplay.rows(r.trace);
        assertThat(text).hasSameSizeAs(r.model);
        for (int i = 0; i < text.size(); i++) {
            assertThat(text.get(i).after()).as("line " + (i + 1)).isEqualTo(r.model.get(i).after());
        }
    }

    @Test
    void theConnectionIsTheScenarioAtTheKernelsHzWithTheHandshakesWindow() {
        Scenario s = Scenario.clean("x", "").passive().build();
        Sample first = Sample.parse("ack 5000 1076 1500 0 4990 1 1024 1500 0 10 1 5000 5066 5066 3");
        pmtuverify.model.plpmtud.Config c = Conformance.config(s, "LATEST", first, 250);
        assertThat(c.maxWindow).isEqualTo(5066);
        assertThat(c.open).isEqualTo(pmtuverify.model.plpmtud.Config.Open.PASSIVE);
        assertThat(c.hz).isEqualTo(250);
        assertThat(c.jiffies).isEqualTo(4990L);
        assertThat(c.tcpMtuProbing).isEqualTo(s.probing);
        Sample old = Sample.parse("ack 5000 1076 1500 0 4990 1 1024 1500 0 10 1 5000");
        assertThat(Conformance.config(s, "LATEST", old, 250).maxWindow).isZero();
        // PRE (Linux 4.0) has no tcp_probe_threshold: left out, whatever the scenario's
        assertThat(Conformance.config(s, "PRE", first, 250).toJson()).doesNotContain("tcp_probe_threshold");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Conformance.config(s, "NOPE", first, 250))
                .isInstanceOf(pmtuverify.trace.BadInput.class).hasMessageStartingWith("unknown variant \"NOPE\"");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Conformance.config(s, "LATEST", first, 200))
                .isInstanceOf(pmtuverify.trace.BadInput.class).hasMessageContaining("got 200");
        Scenario wide = Scenario.clean("x", "").interval(-1).build();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Conformance.config(wide, "LATEST", first, 250))
                .isInstanceOf(pmtuverify.trace.BadInput.class)
                .hasMessage("sysctl \"tcp_probe_interval\" cannot hold -1 in variant LATEST: its proc handler refuses the write (EINVAL)");
        assertThat(Conformance.config(wide, "MAINLINE", first, 250).tcpProbeInterval).isEqualTo(-1);
    }
}
