package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.Bulk;
import pmtuverify.kernel.Runner;
import pmtuverify.kernel.hystart.HystartScenario;
import pmtuverify.kernel.mutants.Mutants;
import pmtuverify.kernel.random.RandomScenarios;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;

/**
 * The figures README's section "Kernel conformance" gives for the scenarios are the scenarios' own: each is built here
 * from the definitions the suite runs (HystartScenario.ALL, Scenario.ALL, RandomScenarios, Runner), so an edit to a
 * scenario that leaves README's prose behind fails.
 */
class ReadmeKernelFiguresTest {
    static String readme() throws IOException {
        return Files.readString(Path.of("..", "README.md")).replaceAll("\\s+", " ");
    }

    /** README (whitespace folded) holds each phrase; a failure names the phrase, not the whole file. */
    static void says(String readme, String... phrases) {
        DocClaims.says("README.md", phrases);
    }

    /** "4 Mbit/s" from tbf's "rate 4mbit ...". */
    static String rate(HystartScenario s) {
        Matcher m = Pattern.compile("rate (\\d+)mbit").matcher(s.tbf);
        assertThat(m.find()).as(s.name + "'s tbf " + s.tbf).isTrue();
        return m.group(1) + " Mbit/s";
    }

    static HystartScenario hy(String name) {
        HystartScenario s = HystartScenario.byName(name);
        assertThat(s).as(name).isNotNull();
        return s;
    }

    @Test
    void theHystartSetupsAreTheScenarios() throws IOException {
        String r = readme();
        says(r, "a delay exit (a " + rate(hy("hystart-delay")) + " tbf on the router's egress",
                "an ACK-train exit (" + rate(hy("hystart-train")) + ")");
        HystartScenario low = hy("hystart-low-window");
        says(r, "by an " + low.rcvbuf / 1024 + " KiB receiver window", "at least " + low.acksWithoutExit + " ACKs agree without one");
        HystartScenario app = hy("hystart-app-limited");
        String[] pace = app.pace.split(":");
        says(r, "an application-limited writer (" + Integer.parseInt(pace[0]) / 1024 + " KiB every " + pace[1] + " ms on the "
                + rate(app) + " path)");
        HystartScenario loss = hy("hystart-loss");
        assertThat(loss.rcvbuf).as("hystart-loss is the low-window path").isEqualTo(low.rcvbuf);
        assertThat(loss.tbf).isEqualTo(low.tbf);
        says(r, "the low-window path's router drops everything from the sender for " + loss.outage.split(":")[1] + " ms)");
    }

    @Test
    void theQuickSuiteIsTheScenariosMarkedQuick() throws IOException {
        List<String> quick = new ArrayList<>();
        Scenario.ALL.stream().filter(s -> s.quick).forEach(s -> quick.add(s.name));
        List<String> hyQuick = HystartScenario.ALL.stream().filter(s -> s.quick).map(s -> s.name).toList();
        quick.addAll(hyQuick);
        assertThat(hyQuick).isNotEmpty();
        Matcher m = Pattern.compile("`\\./pmtu kernel --quick` \\(CI's suite: ([^)]*)\\);").matcher(readme());
        assertThat(m.find()).as("README's quick suite sentence").isTrue();
        assertThat(m.group(1)).isEqualTo(String.join(", ", quick));
        says(readme(), String.join(", ", hyQuick) + " is in the quick suite");
    }

    @Test
    void theRandomDrawsAndTheTimeLimitsAreTheCodes() throws IOException {
        says(readme(), "the link MTU (" + RandomScenarios.minMtu(4) + " or " + RandomScenarios.minMtu(6) + " up to "
                        + RandomScenarios.MAX_LINK_MTU + ")",
                "(on IPv4 now and then below 552, where the route locks)",
                "tcp_probe_interval now and then " + RandomScenarios.MIN_INTERVAL_S + " to " + RandomScenarios.MAX_INTERVAL_S + " s",
                "tcp_min_snd_mss and tcp_mtu_probe_floor now and then " + RandomScenarios.HANDLER_MIN_MSS + " up to "
                        + RandomScenarios.MAX_MIN_SND_MSS + " and " + RandomScenarios.MAX_PROBE_FLOOR,
                "(its traffic's seconds plus " + Runner.GRACE_S + " s)",
                "it is rerun (" + (Runner.RERUNS == 2 ? "twice" : Runner.RERUNS + " times") + ")");
        assertThat(RandomScenarios.IPV4_LOWEST_ICMP_MTU).as("below ip_rt_min_pmtu, 552").isLessThan(552);
    }

    @Test
    void theRunsSetupTheComparisonsGatesAndTheFindingsAreTheCodes() throws IOException {
        String r = readme();
        says(r, "writes " + Bulk.DEFAULT_CHUNK / (1 << 20) + " MiB chunks to a sink with SO_RCVBUF " + Bulk.DEFAULT_RCVBUF / 1024 + " KiB",
                "the hold check's " + Conformance.holdMargin(1000) + " ms margin",
                "snd_cwnd >= " + Transitions.PROBE_MIN_CWND + " and the sender still writing",
                "While the kernel's last state held with the sender still writing, "
                        + (Conformance.TRAILING_SENDS == 3 ? "three" : Integer.toString(Conformance.TRAILING_SENDS))
                        + " more sends must change nothing");
        // the scenarios that differ as a documented finding, each named with its finding
        List<Scenario> findings = Scenario.ALL.stream().filter(s -> s.finding != null).toList();
        String count = findings.size() == 1 ? "One scenario differs" : findings.size() + " scenarios differ";
        says(r, count + " today, as its finding: ");
        for (Scenario s : findings) {
            says(r, s.name + " (" + s.finding + ": ");
        }
    }
    /** The witnesses' set-ups README describes are the scenarios', and the routes the model locks are the model's. */
    @Test
    void theWitnessSetupsAreTheScenarios() throws IOException {
        String r = readme();
        Scenario reprobe = Scenario.byName("refused-reprobe-1400");
        Scenario setup = Scenario.byName("refused-setup-1200");
        assertThat(reprobe.mssClamp()).isEqualTo(setup.mssClamp());
        says(r, "(veth route MTU " + reprobe.senderMtu + " or " + setup.senderMtu + ", peer MSS " + reprobe.mssClamp()
                + ", tcp_mtu_probing=" + reprobe.probing + ", search state read from the socket with bpftrace): after the reprobe "
                + "(tcp_probe_interval " + reprobe.interval + ") search_high went back to " + reprobe.linkMtu + ", no probe",
                "on a " + setup.senderMtu + " route with a receiver window that never grows");
        says(r, "small-window-5107 (WINDOW_END: with an " + Scenario.byName("small-window-5107").rcvbuf / 1024 + " KiB receive buffer");
        says(r, "SANE_SIZES (IPv6 probes below " + Scenario.byName("ipv6-clean-1280").linkMtu + ")");
        Scenario icmp = Scenario.byName("icmp-68");
        pmtuverify.model.plpmtud.Sock s = pmtuverify.model.plpmtud.Pmtu.connect(
                pmtuverify.model.plpmtud.Config.defaults(pmtuverify.model.plpmtud.Variant.LATEST)).after;
        pmtuverify.model.plpmtud.Sock locked = pmtuverify.model.plpmtud.Pmtu.step(s,
                pmtuverify.model.plpmtud.Event.icmp(icmp.bottleneck)).after;
        assertThat(locked.routeLocked).isTrue();
        says(r, "(an ICMP of " + icmp.bottleneck + " from the router locks the route at " + locked.routeMtu + ", below search_low)",
                "(an IPv4 ICMP of " + icmp.bottleneck + " gives a locked route of " + locked.routeMtu + ")");
        List<Integer> early = Scenario.ALL.stream().filter(x -> x.name.startsWith("threshold")).map(x -> x.earlyRetrans).distinct().toList();
        assertThat(early).hasSize(1);
        says(r, "The threshold runs set the sender's tcp_early_retrans to " + early.get(0) + ":");
    }

    /** The random draws' ranges and shrink passes README names are RandomScenarios'. */
    @Test
    void theRandomRangesAndPassesAreTheCodes() throws IOException {
        java.util.TreeSet<Integer> probing = new java.util.TreeSet<>();
        for (int i = 0; i < 200; i++) {
            probing.add(RandomScenarios.draw(1, i).probing);
        }
        assertThat(probing).as("every value between the least and the greatest drawn").hasSize(probing.last() - probing.first() + 1);
        RandomScenarios.Pass seconds = RandomScenarios.PASSES.stream().filter(p -> p.name().endsWith(" s")).findFirst().orElseThrow();
        int shrunk = seconds.apply().apply(RandomScenarios.draw(1, 0)).seconds;
        assertThat(seconds.name()).isEqualTo(shrunk + " s");
        says(readme(), "within what their proc handlers accept (tcp_mtu_probing " + probing.first() + ".." + probing.last() + ",",
                "and IPv6 bottlenecks below " + RandomScenarios.minMtu(6) + ".",
                "default sysctls one at a time, " + seconds.name() + ")");
    }
    /** The sysctl mutants README lists are the ones Mutants builds. */
    @Test
    void theSysctlMutantsAreMutants() throws IOException {
        List<String> names = Mutants.of("LATEST", List.of(), java.util.Set.of(250)).stream().map(Mutants.Mutant::name).toList();
        java.util.TreeSet<Integer> base = new java.util.TreeSet<>();
        for (String n : names) {
            if (n.startsWith("tcp_base_mss +")) {
                base.add(Integer.parseInt(n.substring("tcp_base_mss +".length())));
            }
        }
        assertThat(base).hasSize(2);
        assertThat(names).contains("tcp_base_mss -" + base.first(), "tcp_base_mss -" + base.last(),
                "tcp_mtu_probing 1 and 2 swapped", "timestamps flipped");
        says(readme(), "tcp_base_mss off by " + base.first() + " or " + base.last() + ", tcp_mtu_probing 1 and 2 swapped, timestamps flipped");
        says(readme(), "observe.bt prints a sample at least every HZ/" + Conformance.QUIET_PERIOD_DIVISOR + " jiffies",
                "at its next send within HZ/" + Conformance.QUIET_PERIOD_DIVISOR + " jiffies");
        assertThat(Files.readString(Path.of("src/main/resources/pmtuverify/kernel/scenario.sh")))
                .contains("every HZ/" + Conformance.QUIET_PERIOD_DIVISOR + " jiffies")
                .contains("\"$(( " + 1_000_000_000 / Conformance.QUIET_PERIOD_DIVISOR + " / HZ_NS ))\"");
    }
}
