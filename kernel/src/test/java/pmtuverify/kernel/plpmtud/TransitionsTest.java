package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.random.RandomScenarios;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Event;
import org.junit.jupiter.api.Test;

/** Transition extraction on recordings this project made on Linux 6.18 (specs/kernel-runs). */
class TransitionsTest {
    static Observation fixture(String name) throws IOException, URISyntaxException {
        return Observation.read(Path.of("..", "specs", "kernel-runs", name));
    }

    /** The transitions' PLPMTUD labels: without the observed window growths ("window N"), which most leave out. */
    static List<String> labels(List<Transition> ts) {
        List<String> out = new ArrayList<>();
        for (Transition t : pmtu(ts)) {
            out.add(pmtuLabel(t));
        }
        return out;
    }

    /** A transition's label without its leading "window N" (a growth of max_window observed there). */
    static String pmtuLabel(Transition t) {
        return t.label.replaceFirst("^window \\d+(, )?", "");
    }

    /** The transitions that change more than the peer's window. */
    static List<Transition> pmtu(List<Transition> ts) {
        return ts.stream().filter(t -> !pmtuLabel(t).isEmpty()).toList();
    }

    /** A transition's events other than the observed window updates. */
    static List<Event> pmtuEvents(Transition t) {
        return t.events.stream().filter(e -> e.kind != Event.Kind.WINDOW_UPDATE).toList();
    }

    @Test
    void cleanPathIsSixProbesEachAckedWithTheNextSentInTheSameTransition() throws Exception {
        Observation o = fixture("clean-1500");
        List<Sample> s = Transitions.samples(o.bpftrace);
        assertThat(s.get(0).searchLow).isEqualTo(1076);
        assertThat(s.get(0).searchHigh).isEqualTo(1500);
        List<Transition> ts = pmtu(Transitions.extract(s));
        assertThat(labels(ts)).startsWith("probe 1288", "probe 1288+, probe 1394", "probe 1394+, probe 1447",
                "probe 1447+, probe 1473", "probe 1473+, probe 1486", "probe 1486+, probe 1493", "probe 1493+");
        assertThat(pmtuEvents(ts.get(1))).hasSize(2);
        assertThat(pmtuEvents(ts.get(1)).get(0).toJson()).startsWith("{\"event\":\"probe_acked\"");
        assertThat(pmtuEvents(ts.get(1)).get(1).toJson()).startsWith("{\"event\":\"xmit\"");
        assertThat(ts.get(6).after.mssCache).isEqualTo(1441);
        assertThat(ts).noneMatch(t -> t.noisy);
    }

    @Test
    void silentBlackHoleShowsThreeLossesThenASuccessAndTheCountersAgree() throws Exception {
        Observation o = fixture("blackhole-1400");
        List<Transition> ts = Transitions.extract(Transitions.samples(o.bpftrace));
        assertThat(String.join(" | ", labels(ts))).contains("probe 1447-", "probe 1420-", "probe 1406-", "probe 1399+");
        assertThat(ts.get(ts.size() - 1).after.mssCache).isEqualTo(1347);
        assertThat(o.delta("TcpExtTCPMTUPFail")).isEqualTo(3);
        assertThat(o.delta("TcpExtTCPMTUPSuccess")).isEqualTo(3);
        Transition lost = ts.stream().filter(t -> pmtuLabel(t).equals("probe 1447-")).findFirst().orElseThrow();
        assertThat(pmtuEvents(lost)).singleElement().satisfies(e -> assertThat(e.kind).isEqualTo(Event.Kind.PROBE_LOST));
        assertThat(lost.after.searchHigh).isEqualTo(1446);
    }

    @Test
    void icmpCausedByTheNewProbeComesAfterItsSendAndItsRetransmissionIsNotNoise() throws Exception {
        Observation o = fixture("icmp-1400");
        List<Transition> ts = Transitions.extract(Transitions.samples(o.bpftrace));
        assertThat(labels(ts)).contains("probe 1394+, probe 1447, icmp 1400", "probe 1447 cancelled (its ICMP's retransmission)");
        Transition t = ts.stream().filter(x -> x.label.endsWith("icmp 1400")).findFirst().orElseThrow();
        assertThat(pmtuEvents(t).get(2).kind).isEqualTo(Event.Kind.ICMP_FRAG_NEEDED);
        assertThat(pmtuEvents(t).get(2).mtu).isEqualTo(1400);
        assertThat(ts).noneMatch(x -> x.noisy);
        assertThat(o.icmpMtus()).contains(1400);
    }

    @Test
    void aCancellationWithoutAnIcmpIsNoisy() {
        Sample a = Sample.parse("ack 100 1499 1500 1499 7 1 1447 1500 0 20");
        Sample b = Sample.parse("rtx 101 1499 1500 0 7 1 1447 1500 0 20");
        List<Transition> ts = Transitions.extract(List.of(a, b));
        assertThat(ts).hasSize(1);
        assertThat(ts.get(0).noisy).isTrue();
        assertThat(json(ts.get(0).events)).containsExactly("{\"event\":\"retransmit\",\"at\":101,\"cwnd\":20}");
    }

    @Test
    void aQuietSendNeedsTheGatesOpenAfterTheAck() {
        // a stopped search (1399..1403, threshold 8), data queued, Open, snd_cwnd 216: an xmit for the model ...
        Sample quiet = new Sample(false, 2000, 1399, 1403, 0, 1000, true, 1347, 1500, 0, 216, 1, 2000);
        Sample open = new Sample(false, 2025, 1399, 1403, 0, 1000, true, 1347, 1500, 0, 216, 1, 2025);
        assertThat(Transitions.extract(List.of(quiet, open), 8, Long.MAX_VALUE)).singleElement()
                .satisfies(t -> assertThat(t.label).isEqualTo("quiet send"));
        // ... unless the ACK's own processing left Disorder, a cwnd below 11 or a retransmission at the next sample
        Sample disorder = new Sample(false, 2025, 1399, 1403, 0, 1000, true, 1347, 1500, 1, 216, 1, 2025);
        Sample small = new Sample(false, 2025, 1399, 1403, 0, 1000, true, 1347, 1500, 0, 10, 1, 2025);
        Sample rtx = new Sample(true, 2025, 1399, 1403, 0, 1000, true, 1347, 1500, 0, 216, 1, 2025);
        for (Sample next : List.of(disorder, small, rtx)) {
            assertThat(Transitions.extract(List.of(quiet, next), 8, Long.MAX_VALUE)).noneMatch(t -> t.label.contains("quiet"));
        }
    }

        @Test
    void sameSizeProbeAckedAndResentIsTwoEvents() {
        // tcp_probe_threshold 1: search_low 1498 -> 1499 and the next probe is 1499 again
        Sample a = Sample.parse("ack 100 1498 1500 1499 7 1 1446 1500 0 20");
        Sample b = Sample.parse("ack 100 1499 1500 1499 7 1 1447 1500 0 20");
        List<Transition> ts = Transitions.extract(List.of(a, b));
        assertThat(ts.get(0).label).isEqualTo("probe 1499+, probe 1499");
    }

    @Test
    void probeOfSearchLowItselfIsAckedUnlessARetransmissionEndedIt() {
        // tcp_probe_threshold 1 at search_low 1499: the probe is 1499 and its success leaves search_low as it was
        Sample a = Sample.parse("ack 100 1499 1500 1499 7 1 1447 1500 0 20");
        Sample acked = Sample.parse("ack 101 1499 1500 0 7 1 1447 1500 0 20");
        Sample cancelled = Sample.parse("rtx 101 1499 1500 0 7 1 1447 1500 0 20");
        assertThat(Transitions.extract(List.of(a, acked)).get(0).label).isEqualTo("probe 1499+");
        Transition t = Transitions.extract(List.of(a, cancelled)).get(0);
        assertThat(t.label).isEqualTo("probe 1499 cancelled");
        assertThat(t.noisy).isTrue();
    }

    @Test
    void reprobeRenewsTheStampEvenWhenTheBoundsStay() throws Exception {
        Observation o = fixture("reprobe-removed");
        List<Transition> ts = Transitions.extract(Transitions.samples(o.bpftrace));
        List<Transition> reprobes = ts.stream().filter(t -> pmtuLabel(t).startsWith("reprobe")).toList();
        assertThat(reprobes).hasSize(2);
        // tcp_probe_interval 5 at HZ 250: tcp_mtu_check_reprobe fires at the first send once 1250 jiffies have
        // passed (delta >= interval * HZ), so the stamps are at least 1250 apart, and little more while the sender
        // writes (this recording: 1252); the event at the stamp the kernel stored
        assertThat(reprobes.get(1).after.probeTimestamp - reprobes.get(0).after.probeTimestamp).isBetween(1250L, 1275L);
        assertThat(pmtuEvents(reprobes.get(1)).get(0).toJson()).contains("\"at\":" + reprobes.get(1).after.extend(reprobes.get(1).after.probeTimestamp));
        assertThat(o.events).containsKeys("sender_done", "blackhole_removed");
    }

    @Test
    void reprobeAndTheNextProbeBetweenTwoSamplesAreTwoSends() {
        Sample a = Sample.parse("ack 4294968546 1399 1403 0 300 1 1347 1500 0 200");
        Sample b = Sample.parse("ack 4294969800 1399 1500 1449 1550 1 1347 1500 0 220");
        Transition t = Transitions.extract(List.of(a, b)).get(0);
        assertThat(t.label).isEqualTo("reprobe, probe 1449");
        assertThat(json(t.events)).containsExactly("{\"event\":\"xmit\",\"at\":4294968846,\"cwnd\":220}",
                "{\"event\":\"xmit\",\"at\":4294969800,\"cwnd\":220}");
    }

    @Test
    void inARecordingWithoutTheWindowMssCacheDownWithTheCookieAsItWasIsAWindowReSync() {
        Sample a = Sample.parse("ack 100 1076 1500 0 7 1 1448 1500 0 10");
        Sample b = Sample.parse("ack 101 1076 1500 1288 7 1 1024 1500 0 19");
        Transition t = Transitions.extract(List.of(a, b)).get(0);
        assertThat(t.label).isEqualTo("window re-sync, probe 1288");
        assertThat(json(t.events)).containsExactly("{\"event\":\"window_update\",\"at\":101,\"cwnd\":10}",
                "{\"event\":\"xmit\",\"at\":101,\"cwnd\":19}");
    }

    @Test
    void theObservedWindowIsAnInputNeverInferred() {
        // max_window 5000 -> 290304 with the same change: the growth is a window_update carrying it, the send carries
        // the snd_wnd and reordering the next sample holds
        Sample a = Sample.parse("ack 100 1076 1500 0 7 1 1448 1500 0 10 1 100 5000 5000 3");
        Sample b = Sample.parse("ack 101 1076 1500 1288 7 1 1024 1500 0 19 1 101 290304 280000 4");
        Transition t = Transitions.extract(List.of(a, b)).get(0);
        assertThat(t.label).isEqualTo("window 290304, probe 1288");
        assertThat(json(t.events)).containsExactly(
                "{\"event\":\"window_update\",\"at\":100,\"cwnd\":10,\"snd_wnd\":290304}",
                "{\"event\":\"xmit\",\"at\":101,\"cwnd\":19,\"snd_wnd\":280000,\"reordering\":4}");
        // mss_cache down without a growth of the window: no window_update is inferred (a re-sync send, which the model
        // must explain by itself)
        Sample c = Sample.parse("ack 101 1076 1500 0 7 1 1024 1500 0 10 1 101 5000 5000 3");
        Transition u = Transitions.extract(List.of(a, c)).get(0);
        assertThat(u.label).isEqualTo("re-sync");
        assertThat(u.events).noneMatch(e -> e.kind == Event.Kind.WINDOW_UPDATE);
        // a growth with the compared state unchanged is a transition of its own, so the model's max_window follows
        Sample d = Sample.parse("ack 102 1076 1500 0 7 1 1448 1500 0 10 1 102 6000 6000 3");
        Sample e = Sample.parse("ack 103 1076 1500 0 7 1 1448 1500 0 10 1 103 5500 5500 3");
        List<Transition> ts = Transitions.extract(List.of(a, d, e));
        assertThat(ts).singleElement().satisfies(x -> {
            assertThat(x.label).isEqualTo("window 6000");
            assertThat(json(x.events)).containsExactly("{\"event\":\"window_update\",\"at\":100,\"cwnd\":10,\"snd_wnd\":6000}");
        });
        // the same samples without the window columns: nothing to replay
        assertThat(Transitions.extract(List.of(Sample.parse("ack 100 1076 1500 0 7 1 1448 1500 0 10 1 100"),
                Sample.parse("ack 102 1076 1500 0 7 1 1448 1500 0 10 1 102")))).isEmpty();
    }

    @Test
    void blackHoleTimeoutEnablesProbingAtTheStampedTime() {
        Sample a = Sample.parse("ack 4294967400 1076 1500 0 5 0 1448 1500 0 10");
        Sample b = Sample.parse("rtx 4294967500 1076 1500 0 150 1 1024 1500 4 1");
        List<Transition> ts = Transitions.extract(List.of(a, b));
        assertThat(ts.get(0).label).isEqualTo("rto");
        // probe_timestamp 150 is the u32 of jiffies 2^32 + 150
        assertThat(json(ts.get(0).events)).containsExactly("{\"event\":\"rto\",\"at\":4294967446,\"cwnd\":10}");
    }

    @Test
    void badLinesAreNotSamples() {
        assertThat(Sample.parse("Attaching 5 probes...")).isNull();
        assertThat(Sample.parse("@acks: 120")).isNull();
        assertThat(Sample.parse("ack 1 2 3")).isNull();
        assertThat(Sample.parse("ack x 1 2 3 4 5 6 7 8 9")).isNull();
    }

    @Test
    void countersPairNamesWithValues() {
        var m = Observation.counters(List.of("TcpExt: A B", "TcpExt: 1 2", "Ip: Forwarding FragFails", "Ip: 1 7",
                "Ip6InReceives 5", "Icmp6InPktTooBigs 3"));
        assertThat(m).containsEntry("TcpExtA", 1L).containsEntry("TcpExtB", 2L).containsEntry("IpFragFails", 7L)
                .containsEntry("Icmp6InPktTooBigs", 3L).containsEntry("Ip6InReceives", 5L);
    }

    @Test
    void wireRunsGiveProbeSizes() throws Exception {
        Observation o = fixture("clean-1500");
        assertThat(o.wireSizes()).containsKeys(1288, 1394, 1447, 1473, 1486, 1493);
        assertThat(o.wire).contains("size 1288 1");
    }

    @Test
    void scenariosHaveUniqueNamesAndAQuickSuite() {
        assertThat(Scenario.ALL.stream().map(s -> s.name).distinct().count()).isEqualTo(Scenario.ALL.size());
        assertThat(Scenario.ALL).anyMatch(s -> s.quick);
        assertThat(Scenario.byName("ipv6-clean-1500").baseSearchLow()).isEqualTo(1024 + 40 + 20 + 12);
        assertThat(Scenario.byName("nope")).isNull();
    }

    @Test
    void aStampFromBeforeTheFirstSampleExtendsBackwardsAcrossTheWrap() {
        // 5 minutes after boot jiffies wraps (INITIAL_JIFFIES); probing off leaves probe_timestamp 0
        Sample first = new Sample(false, 4294949880L, 1076, 1500, 0, 0, false, 1448, 1500, 0, 10, 1, 4294949880L);
        assertThat(first.extend(0)).isEqualTo(4294967296L);
        assertThat(first.extendBack(0)).isEqualTo(0L);
        assertThat(Conformance.config(Scenario.clean("wrap", "").probing(0).build(), "LATEST", first, 250).jiffies)
                .isEqualTo(0L);
        Sample later = new Sample(false, 4294967396L, 1076, 1500, 0, 4294967200L, true, 1448, 1500, 0, 10, 1, 4294967396L);
        assertThat(later.extendBack(later.probeTimestamp)).isEqualTo(4294967200L);
        assertThat(later.extendBack(4294967396L)).isEqualTo(4294967396L);
    }

    @Test
    void aBlackHoleTimeoutThatRaisesSearchLowToTheFloorIsATimeout() throws Exception {
        // random-1-171 (seed 1): passive open, black hole > 1330, tcp_base_mss 495, tcp_min_snd_mss 985. After four
        // timeouts tcp_mtu_probing takes search_low from 547 up to tcp_mss_to_mtu(max(247, 48, 985)) = 1037, seen at
        // the timer's retransmission: a timeout, not a window re-sync
        Observation o = Observation.read(Path.of(TransitionsTest.class.getResource("/fixtures/floor-above-search-low").toURI()));
        List<Transition> ts = Transitions.extract(Transitions.samples(o.bpftrace));
        assertThat(ts.get(0).label).isEqualTo("rto");
        assertThat(ts.get(0).before.searchLow).isEqualTo(547);
        assertThat(ts.get(0).after.searchLow).isEqualTo(1037);
        assertThat(ts.get(0).after.mssCache).isEqualTo(985);
        assertThat(ts.get(0).events).singleElement().satisfies(e -> assertThat(e.kind).isEqualTo(Event.Kind.RTO));
        Result r = Conformance.check(RandomScenarios.draw(1, 171), "LATEST", o);
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.AGREES);
    }

    @Test
    void aReprobeIsReplayedAtItsStampWhenTheNominalClockRanAhead() throws Exception {
        // random-1-36 (seed 1): black hole > 1258, tcp_probe_interval 3. Samples of acked probes read jiffies
        // 4295047941 at the nominal tick while timer_start's clock said 4295047940; tcp_mtu_check_reprobe then stamped
        // probe_timestamp 80644, that is 4295047940. Events at the nominal clock had put the model at 941 already, and
        // its clock cannot go back: it reprobed at 941 (probe_timestamp 80645) and the run DIFFERED.
        Observation o = Observation.read(
                Path.of(TransitionsTest.class.getResource("/fixtures/reprobe-stamp-behind-nominal-clock").toURI()));
        Result r = Conformance.check(RandomScenarios.draw(1, 36), "LATEST", o);
        Transition t = r.transitions.stream().filter(x -> x.label.startsWith("reprobe")).findFirst().orElseThrow();
        assertThat(t.after.probeTimestamp).isEqualTo(80644L);
        assertThat(t.before.jiffies).as("the sample before the reprobe").isEqualTo(4295047940L);
        assertThat(r.transitions.stream().filter(x -> x.index < t.index).mapToLong(x -> x.after.jiffies).max().orElseThrow())
                .as("an earlier sample's nominal clock").isEqualTo(4295047941L);
        assertThat(t.events).singleElement().satisfies(e -> {
            assertThat(e.kind).isEqualTo(Event.Kind.XMIT);
            assertThat(e.at).isEqualTo(4295047940L);
        });
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.AGREES);
    }

    @Test
    void aReprobeInTheQuietSendsOwnJiffyIsThatSendsAndNoOtherXmit() throws Exception {
        // random-1-62 (seed 1): black hole > 1559, tcp_probe_threshold 8, tcp_probe_interval 2. The search stopped at
        // 1559..1562; the ACK sampled at jiffies 4301001184 was followed by the send that reprobed (probe_timestamp
        // 6033888, the same jiffy), and the next sample still shows no probe: tcp_mtu_probe returns -1 after
        // tcp_mtu_check_reprobe. One xmit (the quiet send) explains it; a second one made the model probe 3583 there.
        Observation o = Observation.read(Path.of(TransitionsTest.class.getResource("/fixtures/reprobe-at-quiet-send").toURI()));
        Result r = Conformance.check(RandomScenarios.draw(1, 62), "LATEST", o);
        Transition t = r.transitions.stream().filter(x -> x.after.probeTimestamp == 6033888L
                && x.before.probeTimestamp == 6033388L).findFirst().orElseThrow();
        assertThat(t.label).isEqualTo("quiet send, reprobe");
        assertThat(t.unexplained).isFalse();
        assertThat(t.events).singleElement().satisfies(e -> {
            assertThat(e.kind).isEqualTo(Event.Kind.XMIT);
            assertThat(e.at).isEqualTo(t.after.extend(6033888L));
        });
        assertThat(t.after.probeSize).isZero();
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        // and the model still must reprobe there: at HZ 300 its tcp_probe_interval ends 100 jiffies late, and the run differs
        Result late = Conformance.check(RandomScenarios.draw(1, 62), "LATEST", o.withHz(300));
        assertThat(late.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(late.why).contains("reprobe");
    }

    /** The events as replay trace lines. */
    static List<String> json(List<Event> events) {
        return events.stream().map(Event::toJson).toList();
    }
}
