package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Catalogue;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.engine.Verdict;

/** Severity of LATEST's defects: the order, a row's witness and FIX, and README repeating VERDICTS.md's section. */
class SeverityTest {
    private static final String CONFIG = "{\"variant\":\"LATEST\",\"ip\":4,\"tcp_options\":12,\"mss_clamp\":1460,\"route_mtu\":1500,"
            + "\"hz\":250,\"jiffies\":4294892296,\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_base_mss\":1024,"
            + "\"tcp_probe_threshold\":THRESHOLD,\"tcp_probe_interval\":600,\"tcp_min_snd_mss\":48,\"tcp_mtu_probe_floor\":48},\"path_mtu\":1500}";

    private static Verdict violated(String invariant, String variant, List<String> trace) {
        return new Verdict(invariant, variant, Verdict.Kind.VIOLATED, Map.of(),
                new InvariantViolation(invariant, "test", trace, trace.size()));
    }

    private static Verdict holds(String invariant, String variant) {
        return new Verdict(invariant, variant, Verdict.Kind.HOLDS, Map.of(), null);
    }

    /** ORDER_LOW_HIGH (an ICMP: probing on only), TERMINATION (threshold -1: root-only), REPROBE_TIMING (2^32 jiffies idle). */
    private static List<Verdict> cells() {
        List<String> termination = new ArrayList<>(List.of(CONFIG.replace("THRESHOLD", "-1")));
        for (int i = 0; i < 10; i++) {
            termination.add("{\"event\":\"xmit\",\"cwnd\":20}");
            termination.add("{\"event\":\"probe_acked\"}");
        }
        termination.add("{\"event\":\"xmit\",\"cwnd\":20}");
        return List.of(
                violated("ORDER_LOW_HIGH", "LATEST", List.of(CONFIG.replace("THRESHOLD", "8"), "{\"event\":\"icmp_frag_needed\",\"mtu\":552}")),
                violated("TERMINATION", "LATEST", termination),
                violated("REPROBE_TIMING", "LATEST", List.of(CONFIG.replace("THRESHOLD", "8"), "{\"event\":\"xmit\",\"at\":8589859592,\"cwnd\":20}")),
                holds("ORDER_LOW_HIGH", "FIX_ALL"),
                violated("ORDER_LOW_HIGH", "FIX_SYNC_LOWERS_LOW", List.of(CONFIG.replace("THRESHOLD", "8").replace("LATEST", "FIX_SYNC_LOWERS_LOW"),
                        "{\"event\":\"icmp_frag_needed\",\"mtu\":552}")),
                holds("TERMINATION", "FIX_STOP_AT_TWO"));
    }

    private static final Map<String, List<KernelEvidence.Seen>> KERNEL = Map.of("ORDER_LOW_HIGH",
            List.of(new KernelEvidence.Seen("icmp-68", "6.18.0-test", Conformance.Verdict.AGREES, "search_low above search_high")));

    @Test
    void mostSevereFirstFromWhatEachCounterexampleNeedsAndDoes() {
        List<Severity.Defect> ds = Severity.defects(Catalogue.random(), cells(), KERNEL);
        assertThat(ds).extracting(Severity.Defect::invariant).containsExactly("TERMINATION", "ORDER_LOW_HIGH", "REPROBE_TIMING");
        Severity.Defect termination = ds.get(0);
        assertThat(termination.reach()).isEqualTo(Severity.Reach.ROOT_SETTING);
        assertThat(termination.impact()).isEqualTo(Severity.Impact.WASTED_PROBES);
        assertThat(termination.severity()).isEqualTo("medium");
        assertThat(termination.needs()).contains("tcp_probe_threshold -1 (default 8, set at connect)");
        Severity.Defect order = ds.get(1);
        assertThat(order.reach()).isEqualTo(Severity.Reach.PROBING_ON);
        assertThat(order.severity()).isEqualTo("medium");
        assertThat(order.after()).startsWith("at once");
        Severity.Defect reprobe = ds.get(2);
        assertThat(reprobe.jiffies()).isEqualTo(1L << 32);
        assertThat(reprobe.severity()).isEqualTo("low");
        assertThat(reprobe.after()).contains("199 days").contains("4294967296 jiffies at HZ 250");
    }

    @Test
    void aRowNamesItsKernelWitnessAndTheFixThatClosesIt() {
        String md = Severity.markdown(Catalogue.random(), cells(), KERNEL);
        String row = md.lines().filter(l -> l.startsWith("| ORDER_LOW_HIGH | medium")).findFirst().orElseThrow();
        assertThat(row).contains("witnessed on Linux 6.18.0-test by scenario icmp-68")
                .contains("`./pmtu replay specs/counterexamples/ORDER_LOW_HIGH-LATEST.jsonl --check`");
        String[] cols = row.split(" \\| ");
        assertThat(cols[cols.length - 1]).as("closed by").contains("FIX_ALL (`patches/FIX_ALL/`)").doesNotContain("FIX_SYNC_LOWERS_LOW");
        // the causes column counts, per FIX, the causes its replay closes: FIX_SYNC_LOWERS_LOW closes this one, yet its cell
        // is VIOLATED by another run (the closed-by column is the FIX cells' verdicts)
        assertThat(cols[cols.length - 3]).as("causes").matches("\\d+: .*").contains("FIX_ALL closes");
        String reprobe = md.lines().filter(l -> l.startsWith("| REPROBE_TIMING | low")).findFirst().orElseThrow();
        assertThat(reprobe).contains("not witnessed").endsWith("| none |");
        assertThat(md.lines().filter(l -> l.startsWith("| TERMINATION | medium")).findFirst().orElseThrow())
                .contains("FIX_STOP_AT_TWO (`patches/FIX_STOP_AT_TWO.patch`)");
    }

    @Test
    void everyPlpmtudInvariantHasAnImpactAndEveryFixAPatch() {
        for (pmtuverify.props.pmtu.PmtuInvariant inv : pmtuverify.props.pmtu.PmtuInvariants.ALL) {
            assertThat(Severity.impactOf(inv.id())).as(inv.id()).isNotNull();
        }
        assertThat(Severity.IMPACT).hasSize(pmtuverify.props.pmtu.PmtuInvariants.ALL.length);
        for (Variant v : Variant.values()) {
            if (v.isFix()) {
                assertThat(Path.of("..").resolve(Severity.patch(v))).as(v.name()).exists();
            }
        }
    }

    /** The committed report: each row's kernel column and FIX column agree with the recordings and the FIX table. */
    @Test
    void theCommittedSectionAgreesWithTheRecordingsAndTheFixTable() throws IOException {
        String verdicts = Files.readString(Path.of("..", "specs", "VERDICTS.md"));
        String section = Report.sectionOf(verdicts, Severity.HEADING);
        assertThat(section).as("VERDICTS.md's LATEST section; regenerate with ./pmtu report").isNotNull();
        Map<String, List<KernelEvidence.Seen>> kernel = KernelEvidence.witnesses(Path.of("..", "specs", "kernel-runs"));
        String fixTable = Report.sectionOf(verdicts, "## FIX variants against LATEST");
        int rows = 0;
        for (String row : section.lines().filter(l -> l.matches("\\| [A-Z_]+ \\| (high|medium|low) \\|.*")).toList()) {
            rows++;
            String inv = row.substring(2, row.indexOf(' ', 2));
            List<KernelEvidence.Seen> seen = kernel.getOrDefault(inv, List.of());
            assertThat(row).as(inv).contains(seen.isEmpty() ? "not witnessed"
                    : "by scenario " + String.join(", ", seen.stream().map(KernelEvidence.Seen::scenario).toList()));
            for (String fix : fixTable.lines().filter(l -> l.startsWith("| FIX_")).toList()) {
                String name = fix.substring(2, fix.indexOf(' ', 2));
                String closes = fix.split(" \\| ")[2];
                assertThat(row.contains(name + " (`")).as(inv + " closed by " + name).isEqualTo(closes.contains(inv + ": "));
            }
        }
        assertThat(rows).isGreaterThan(0);
    }

    @Test
    void readmeRepeatsTheSectionOfVerdicts() throws IOException {
        String verdicts = Files.readString(Path.of("..", "specs", "VERDICTS.md"));
        String readme = Files.readString(Path.of("..", "README.md"));
        String section = Report.sectionOf(verdicts, Severity.HEADING);
        assertThat(section).as("VERDICTS.md's LATEST section; regenerate with ./pmtu report").isNotNull();
        assertThat(Severity.BLOCK.section(readme)).as("README's latest block; regenerate with ./pmtu report").isEqualTo(section);
    }
}
