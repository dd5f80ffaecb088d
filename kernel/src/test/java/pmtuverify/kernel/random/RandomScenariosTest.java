package pmtuverify.kernel.random;

import pmtuverify.kernel.Runner;
import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.plpmtud.Result;
import pmtuverify.kernel.plpmtud.Scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The random scenarios' draw (reproducible, within the handlers' ranges) and the run's rerun and shrinking. */
class RandomScenariosTest {

    @Test
    void aScenarioIsAPureFunctionOfSeedAndIndex() {
        for (int i = 0; i < 50; i++) {
            assertThat(RandomScenarios.draw(1, i).setup()).isEqualTo(RandomScenarios.draw(1, i).setup());
            assertThat(RandomScenarios.draw(1, i).name).isEqualTo("random-1-" + i);
        }
        Set<String> setups = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            setups.add(RandomScenarios.draw(1, i).setup());
        }
        assertThat(setups).hasSizeGreaterThan(195);
        assertThat(RandomScenarios.draw(2, 0).setup()).isNotEqualTo(RandomScenarios.draw(1, 0).setup());
    }

    @Test
    void aDrawIsNamedBySeedAndIndex() {
        assertThat(RandomScenarios.byName("random-1-196").setup()).isEqualTo(RandomScenarios.draw(1, 196).setup());
        assertThat(RandomScenarios.byName("random--3-0").name).isEqualTo("random--3-0");
        assertThat(RandomScenarios.byName("random-1-")).isNull();
        assertThat(RandomScenarios.byName("random-1-2x")).isNull();
        assertThat(RandomScenarios.byName("random-99999999999999999999-1")).isNull();
        assertThat(RandomScenarios.byName("clean-1500")).isNull();
    }

    @Test
    void drawsStayWithinWhatTheSuiteAndTheHandlersAccept() {
        int ipv6 = 0, passive = 0, blackholes = 0, bottlenecks = 0, lowThresholds = 0, raisedFloors = 0;
        for (int i = 0; i < 1000; i++) {
            Scenario s = RandomScenarios.draw(7, i);
            int min = s.ip == 6 ? 1280 : 576;
            assertThat(s.linkMtu).isBetween(min, 9000);
            assertThat(s.routeMtu()).isBetween(min, s.linkMtu);
            assertThat(s.blackhole == 0 || s.bottleneck == 0).as("one obstacle at most").isTrue();
            if (s.blackhole != 0) {
                assertThat(s.blackhole).isBetween(min, s.routeMtu() - 1);
                assertThat(s.blackholeOffAfter).isBetween(0, s.seconds - 1);
            }
            if (s.bottleneck != 0) {
                assertThat(s.bottleneck).isBetween(s.ip == 6 ? 1280 : 68, s.routeMtu() - 1);
            }
            assertThat(s.probing).isBetween(0, 2);
            // proc_douintvec_minmax: 0..UINT_MAX/HZ; proc_dointvec_minmax 48..65535 for the two floors
            assertThat(s.interval).isBetween(1L, 600L);
            assertThat(s.minSndMss).isBetween(48, 65535);
            // a data segment of tcp_min_snd_mss fits the smallest datagram the path carries (else nothing is delivered)
            int smallest = s.blackhole != 0 ? s.blackhole : s.bottleneck != 0 ? s.bottleneck : s.routeMtu();
            assertThat(s.minSndMss).as(s.setup()).isLessThanOrEqualTo(Math.max(48, smallest - (s.ip == 6 ? 40 : 20) - 20));
            raisedFloors += s.minSndMss > 48 ? 1 : 0;
            assertThat(s.probeFloor).isBetween(48, 65535);
            if (s.threshold <= 1) {
                assertThat(s.earlyRetrans).as("threshold runs without tail loss probes").isZero();
            }
            ipv6 += s.ip == 6 ? 1 : 0;
            passive += s.passive ? 1 : 0;
            blackholes += s.blackhole != 0 ? 1 : 0;
            bottlenecks += s.bottleneck != 0 ? 1 : 0;
            lowThresholds += s.threshold <= 1 ? 1 : 0;
        }
        assertThat(ipv6).isBetween(250, 420);
        assertThat(passive).isBetween(180, 320);
        assertThat(blackholes).isBetween(150, 300);
        assertThat(bottlenecks).isBetween(150, 300);
        assertThat(lowThresholds).isBetween(60, 140);
        assertThat(raisedFloors).as("tcp_min_snd_mss above 48 one draw in 5").isBetween(150, 250);
    }

    @Test
    void eachShrinkPassSetsOneKnobBack() {
        Scenario s = RandomScenarios.draw(1, 0);
        for (int i = 0; i < 200; i++) {
            s = RandomScenarios.draw(1, i);
            for (RandomScenarios.Shrink k : RandomScenarios.shrinks(s)) {
                assertThat(k.scenario().setup()).isNotEqualTo(s.setup());
                assertThat(k.scenario().name).isEqualTo(s.name);
            }
        }
        Scenario clean = Scenario.clean("c", "clean").build();
        assertThat(RandomScenarios.shrinks(clean)).isEmpty();
    }

    private static Result result(Scenario s, Conformance.Verdict v, String why) {
        return new Result(s, "LATEST", null, v, List.of(), List.of(), List.of(), v == Conformance.Verdict.DIFFERS ? 0 : -1,
                null, null, why);
    }

    @Test
    void aReproducedDifferenceIsShrunkToTheKnobsThatCauseIt() throws Exception {
        // a stand-in kernel that differs exactly on IPv6 behind this black hole: the shrunk scenario keeps both
        int found = -1;
        for (int i = 0; found < 0; i++) {
            Scenario s = RandomScenarios.draw(3, i);
            if (s.ip == 6 && s.blackhole != 0 && (s.passive || !s.timestamps || s.interval != 600)) {
                found = i;
            }
        }
        int index = found;
        int hole = RandomScenarios.draw(3, index).blackhole;
        List<String> ran = new ArrayList<>();
        RandomRun.Check check = (s, recording) -> {
            ran.add(s.setup());
            return s.ip == 6 && s.blackhole == hole ? result(s, Conformance.Verdict.DIFFERS, "connect: search_high: kernel 1, model 2")
                    : result(s, Conformance.Verdict.AGREES, "");
        };
        List<RandomRun.Outcome> out = RandomRun.run(index + 1, 3, check, o -> { });
        RandomRun.Outcome o = out.get(index);
        assertThat(o.verdict()).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(o.reproduced()).isTrue();
        assertThat(o.shrunk().ip).isEqualTo(6);
        assertThat(o.shrunk().blackhole).isEqualTo(o.scenario().blackhole);
        assertThat(o.shrunk().passive).isFalse();
        assertThat(o.shrunk().timestamps).isTrue();
        assertThat(o.shrunk().interval).isEqualTo(600L);
        assertThat(ran).hasSize(index + 2 + RandomScenarios.shrinks(o.scenario()).size());
        assertThat(o.passes()).doesNotContain("IPv4", "black hole removed");
        assertThat(RandomRun.line(o)).contains("shrunk (").contains(o.shrunk().setup());
        assertThat(out.subList(0, index)).allSatisfy(x -> assertThat(x.verdict()).isEqualTo(Conformance.Verdict.AGREES));
    }

    @Test
    void aDifferenceThatDoesNotComeBackIsReportedOnceAndNotShrunk() throws Exception {
        int[] calls = {0};
        List<String> recordings = new ArrayList<>();
        RandomRun.Check check = (s, recording) -> {
            recordings.add(recording);
            return calls[0]++ == 0 ? result(s, Conformance.Verdict.DIFFERS, "connect: mss_cache: kernel 1, model 2")
                    : result(s, Conformance.Verdict.AGREES, "");
        };
        List<RandomRun.Outcome> out = RandomRun.run(1, 1, check, o -> { });
        assertThat(out.get(0).reproduced()).isFalse();
        assertThat(out.get(0).shrunk()).isNull();
        assertThat(calls[0]).isEqualTo(2);
        // the run that differed keeps its recording; the rerun's goes beside it
        assertThat(recordings).containsExactly("random-1-0", "random-1-0-again");
        assertThat(RandomRun.summary(1, out)).isEqualTo("1 random scenarios of seed 1: 1 DIFFERS once");
        assertThat(out.get(0).row()).startsWith("0\tDIFFERS once\t");
    }

    @Test
    void everyRunOfAProcessGetsAPortOfItsOwn() {
        java.util.Set<Integer> ports = new java.util.HashSet<>();
        for (int n = 0; n < 400; n++) {
            int p = Runner.port(123456, n);
            assertThat(p).isBetween(40000, 59999);
            ports.add(p);
        }
        assertThat(ports).hasSize(400);
        assertThat(Runner.port(123456, 0)).isNotEqualTo(Runner.port(123457, 0));
    }

    @Test
    void aTraceTheReplayRefusesIsThatRunsNoDataWithTheReplaysMessage() throws Exception {
        // random-1-53 of an early run, when every run of a process shared one port: random-1-52's orphaned sender
        // (tcp_min_snd_mss 1031 on a 576 link: nothing got through) retransmitted into this run's capture first
        Observation o = Observation.read(java.nio.file.Path.of(
                RandomScenariosTest.class.getResource("/fixtures/foreign-socket").toURI()));
        Result r = Conformance.checkOrRefused(RandomScenarios.draw(1, 53), "LATEST", o);
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.NO_DATA);
        assertThat(r.why).isEqualTo("the replay refused the trace built from the samples (a defect of this suite): "
                + "line 5: \"at\" goes back in time: 4295349969 < 4295350400");
    }

    @Test
    void theExplainPhaseNamesWhatAShrunkDifferenceNeeds() {
        Scenario clean = Scenario.clean("x", "").build();
        assertThat(RandomRun.explain(clean)).isEqualTo("needs: nothing a pass resets (the clean path's knobs)");
        Scenario small = Scenario.clean("x", "").rcvbuf(8192).passive().build();
        assertThat(RandomRun.explain(small)).isEqualTo("needs: without any one of \"passive open to active\", "
                + "\"receiver SO_RCVBUF default\" (each tried once) it did not differ so; the peer's small window: "
                + "tcp_mtu_probe's gate at tcp_wnd_end is not modelled (specs/KERNEL.md, Limits)");
        assertThat(RandomRun.explain(Scenario.clean("x", "").passive().build())).doesNotContain("peer's small window");
        // a stored row names its shrunk scenario by the draw and the passes kept, in order
        Scenario drawn = RandomScenarios.draw(1, 27);
        String[] row = {"27", "DIFFERS", drawn.setup(), "why", "ignored", "IPv4, passive open to active"};
        Scenario shrunk = RandomRun.shrunk(1, row);
        assertThat(shrunk.ip).isEqualTo(4);
        assertThat(shrunk.passive).isFalse();
        assertThat(RandomRun.shrunk(1, new String[] {"27", "AGREES", drawn.setup(), ""})).isNull();
    }
}
