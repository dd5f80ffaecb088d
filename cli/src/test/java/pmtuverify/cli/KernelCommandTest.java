package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import pmtuverify.kernel.Conformance;
import pmtuverify.kernel.Observation;
import pmtuverify.kernel.Result;
import pmtuverify.kernel.Scenario;

/** The conformance check on recordings this project made on Linux 6.18 (the kernel module's test fixtures). */
class KernelCommandTest {
    static Result check(String name) throws Exception {
        Path dir = Path.of("..", "kernel", "src", "test", "resources", "fixtures", name);
        return Conformance.check(Scenario.byName(name), "LATEST", Observation.read(dir), KernelCommand.replayer());
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
    void icmpBottleneckDiffersAtTheCancelOfTheProbe() throws Exception {
        Result r = check("icmp-1400");
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.why).contains("probe_size: kernel 1447, model 0");
        assertThat(r.kernelState.caState).isEqualTo(4);
    }

    @Test
    void passiveOpenAgreesOnceTheWindowReSyncIsReplayed() throws Exception {
        Result r = check("passive-1500");
        assertThat(r.verdict).as(r.why).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.transitions.get(0).label).isEqualTo("window re-sync, probe 1288");
        assertThat(r.transitions.get(0).events.get(0)).startsWith("{\"event\":\"window_update\"");
        assertThat(r.transitions.get(0).after.mssCache).isEqualTo(1024);
    }

    @Test
    void aKernelStateTheModelDoesNotReachIsReportedWithBothStates() throws Exception {
        Path dir = Path.of("..", "kernel", "src", "test", "resources", "fixtures", "blackhole-1400");
        Observation o = Observation.read(dir);
        java.util.List<String> bt = new java.util.ArrayList<>(o.bpftrace);
        // the last loss's search_high one lower than tcp_mtup_probe_failed sets it
        bt.replaceAll(l -> l.replace(" 1394 1405 0 ", " 1394 1404 0 "));
        Observation tampered = new Observation(o.release, bt, o.wire, o.countersBefore, o.countersAfter);
        Result r = Conformance.check(Scenario.byName("blackhole-1400"), "LATEST", tampered, KernelCommand.replayer());
        assertThat(r.verdict).isNotEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.kernelState.searchHigh).isEqualTo(1404);
        assertThat(r.modelState).isNotNull();
    }

    @Test
    void unknownScenarioIsOneLineAndExit2() {
        StringWriter err = new StringWriter();
        int rc = PmtuCli.run(new String[] {"kernel", "--scenario", "nope"}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(rc).isEqualTo(2);
        assertThat(err.toString().trim()).isEqualTo("pmtu: unknown scenario \"nope\" (see ./pmtu kernel --list)");
    }
}
