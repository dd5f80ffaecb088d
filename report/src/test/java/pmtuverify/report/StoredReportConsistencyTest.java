package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checked-in report has no contradiction: no cell that one method violates while another calls it PROVEN (or free
 * of violations within a bound) over events containing every event kind of the witness and a domain holding its values
 * ({@link pmtuverify.props.Evidence#contradict}). A synthetic report whose records contradict is named, with both labels.
 */
class StoredReportConsistencyTest {
    static Path specs() {
        return Report.projectHome().toPath().resolve("specs");
    }

    @Test
    void theStoredReportHasNoContradiction() throws Exception {
        assertThat(Files.readString(specs().resolve("VERDICTS.md"))).contains("Evidence records:");
        assertThat(Report.storedContradictions(specs())).as("contradicting evidence in specs/").isEmpty();
    }

    /**
     * A steady-path loop the random engine found, beside an SMT proof of the steady path over every value (its record
     * names the steady profile, whose events the steady path is); the explorer's general-mix witness, whose trace is not
     * at hand, may hold any event kind and contradicts nothing.
     */
    @Test
    void aSyntheticReportWhoseRecordsContradictIsNamed() throws Exception {
        Path dir = Files.createTempDirectory("specs");
        Files.createDirectories(dir.resolve("proofs"));
        Files.createDirectories(dir.resolve("counterexamples"));
        String steady = "the steady path (connect, xmit, probe acked, probe lost)";
        Files.writeString(dir.resolve("proofs/CELLS.tsv"), "# header\nTERMINATION\tMAINLINE\tall\tPROVEN by SMT on " + steady
                + ", every value of the C types\t" + steady + "\t-\tterminates\n");
        String config = "{\"variant\":\"MAINLINE\",\"ip\":4,\"tcp_options\":12,\"mss_clamp\":1460,\"route_mtu\":1500,\"hz\":250,"
                + "\"jiffies\":0,\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_base_mss\":1024,\"tcp_probe_threshold\":1}}";
        String witness = "VIOLATED (random engine witness, 3 lines; general mix, wide domains)";
        String verdicts = "# Verdicts\n\n### TERMINATION on MAINLINE: " + witness + "\n\nEvidence records:\n\n- random engine: " + witness
                + "\n- explorer: VIOLATED (explorer witness, 5 lines; general mix, at most 1 outside event, standard bounds)\n\n## next\n";
        Files.writeString(dir.resolve("VERDICTS.md"), verdicts);
        Files.writeString(dir.resolve("counterexamples/TERMINATION-MAINLINE.jsonl"),
                config + "\n{\"event\":\"xmit\",\"cwnd\":20}\n{\"event\":\"probe_lost\"}\n");
        assertThat(Report.storedContradictions(dir)).containsExactly("contradicting evidence for TERMINATION on MAINLINE: " + witness
                + " contradicts PROVEN (SMT: steady profile, every value)");
        // the same witness with an ICMP in it is outside the steady path: no contradiction
        Files.writeString(dir.resolve("counterexamples/TERMINATION-MAINLINE.jsonl"),
                config + "\n{\"event\":\"icmp_frag_needed\",\"mtu\":1400}\n{\"event\":\"probe_lost\"}\n");
        assertThat(Report.storedContradictions(dir)).isEmpty();
        // and with a tcp_base_mss of 1 it is outside sane: a proof over sane says nothing of it
        Files.writeString(dir.resolve("proofs/CELLS.tsv"), "# header\nTERMINATION\tMAINLINE\tsane\tPROVEN by SMT on " + steady
                + ", sane domain\t" + steady + "\t-\tterminates\n");
        Files.writeString(dir.resolve("counterexamples/TERMINATION-MAINLINE.jsonl"),
                config.replace("\"tcp_base_mss\":1024", "\"tcp_base_mss\":1") + "\n{\"event\":\"xmit\",\"cwnd\":20}\n{\"event\":\"probe_lost\"}\n");
        assertThat(Report.storedContradictions(dir)).isEmpty();
        Files.writeString(dir.resolve("counterexamples/TERMINATION-MAINLINE.jsonl"),
                config + "\n{\"event\":\"xmit\",\"cwnd\":20}\n{\"event\":\"probe_lost\"}\n");
        assertThat(Report.storedContradictions(dir)).containsExactly("contradicting evidence for TERMINATION on MAINLINE: " + witness
                + " contradicts PROVEN (SMT: steady profile, domain sane)");
    }
}
