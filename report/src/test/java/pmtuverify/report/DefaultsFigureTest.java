package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.pmtu.KernelDefaults;

/** The figure of counterexamples against a default kernel: computed from the traces, and README repeats VERDICTS.md's. */
class DefaultsFigureTest {
    @Test
    void readmeRepeatsTheFigureOfVerdicts() throws IOException {
        String verdicts = Files.readString(Path.of("..", "specs", "VERDICTS.md"));
        String readme = Files.readString(Path.of("..", "README.md"));
        String figure = Report.defaultsSection(verdicts);
        assertThat(figure).as("VERDICTS.md's defaults section; regenerate with ./pmtu report")
                .isNotNull().containsPattern("Over the \\d+ PLPMTUD counterexamples").contains("| tcp_probe_threshold | ");
        assertThat(DefaultsFigure.BLOCK.section(readme)).as("README's defaults block; regenerate with ./pmtu report").isEqualTo(figure);
    }

    @Test
    void countsEachFieldAwayFromTheDefaultKernel() {
        String line = "{\"variant\":\"LATEST\",\"ip\":4,\"tcp_options\":0,\"mss_clamp\":562,\"route_mtu\":576,\"hz\":100,"
                + "\"jiffies\":0,\"snd_cwnd\":65536,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_probe_threshold\":-1,\"tcp_probe_interval\":0}}";
        assertThat(DefaultsFigure.away(List.of(line))).containsExactly("route_mtu", "mss_clamp", "tcp_options", "hz", "jiffies",
                "snd_cwnd", "tcp_probe_threshold", "tcp_probe_interval");
        String kernel = "{\"variant\":\"LATEST\",\"ip\":6,\"mss_clamp\":1440,\"hz\":250,\"jiffies\":\"INITIAL_JIFFIES\",\"snd_cwnd\":20,"
                + "\"sysctl\":{\"tcp_mtu_probing\":2}}";
        assertThat(DefaultsFigure.away(List.of(kernel))).isEmpty();
    }

    @Test
    void settingEveryFieldToItsDefaultLeavesNoneAway() {
        for (Variant v : Variant.values()) {
            Config c = Config.defaults(v).withRouteMtu(576).withHz(1000).withSndCwnd(-1).withTcpOptions(0);
            for (String f : KernelDefaults.fields(v)) {
                c = v.hasSysctl(f) ? c.withSysctl(f, 1) : c;
            }
            assertThat(KernelDefaults.differing(c)).as(v.name()).isNotEmpty();
            assertThat(KernelDefaults.differing(KernelDefaults.toDefaults(c, KernelDefaults.FIELDS))).as(v.name()).isEmpty();
        }
    }

    /**
     * The kernel-defaults shrink pass on LATEST: every field a counterexample leaves away from the defaults is one
     * whose default made the shrunk run pass (the pass tried them all), and TERMINATION's loop is the threshold
     * <= 1 defect on an otherwise default connection.
     */
    @Test
    void onLatestEveryFieldAwayIsOneTheShrunkRunNeeds() {
        int violated = 0;
        for (pmtuverify.props.pmtu.PmtuInvariant inv : pmtuverify.props.pmtu.PmtuInvariants.ALL) {
            if (!pmtuverify.props.pmtu.PmtuChecks.variantsOf(inv).contains("LATEST")) {
                continue;
            }
            pmtuverify.props.Harness h = pmtuverify.props.pmtu.PmtuChecks.harness(inv, Variant.LATEST, pmtuverify.props.pmtu.Bounds.WIDE,
                    pmtuverify.props.pmtu.PmtuChecks.WIDE_DEPTH);
            pmtuverify.props.engine.Verdict d = new pmtuverify.props.engine.RandomEngine(300, 1).check(h, inv.id(), "LATEST");
            if (d.counterexample == null) {
                continue;
            }
            violated++;
            List<String> needs = List.of(String.valueOf(d.evidence.get("needs_non_default")).split(", "));
            assertThat(needs).as(inv.id()).containsAll(DefaultsFigure.away(d.counterexample.trace()));
            if (inv.id().equals("TERMINATION")) {
                assertThat(DefaultsFigure.away(d.counterexample.trace())).containsExactly("tcp_probe_threshold");
                assertThat(d.counterexample.trace().get(0)).containsPattern("\"tcp_probe_threshold\":(-\\d+|0|1),");
            }
        }
        assertThat(violated).isGreaterThanOrEqualTo(3);
    }
}
