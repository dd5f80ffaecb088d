package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import pmtuverify.proofs.Proof;

/**
 * A TERMINATION cell the SMT proof settles by the fair ranking query (every round that fails the ranking function loses
 * a probe no larger than a data segment) is proved for fair paths only, and its label says so; one settled by the plain
 * ranking query covers every path of its events.
 */
class SmtFairnessLabelTest {
    static Report.SmtCell cell(String result) {
        return new Report.SmtCell(new String[] {"TERMINATION", "FIX_PROBE_IN_RANGE", "all",
                "PROVEN by SMT on the steady path (connect, xmit, probe acked, probe lost), every value of the C types",
                "the steady path (connect, xmit, probe acked, probe lost)", "-", result});
    }

    @Test
    void aProofByTheFairRankingQueryIsLabelledFairPathsOnly() {
        String fair = cell(Proof.FAIR_PATHS_PROVEN + " (DATA_SIZE_PROBES_NOT_LOST_FOREVER) for every int threshold")
                .record(Path.of(".")).label();
        assertThat(fair).isEqualTo("PROVEN (SMT: steady profile, fair paths only, every value)");
        String every = cell("terminates for every int threshold and every steady connection: search_high - search_low is a "
                + "ranking function over the steady invariant").record(Path.of(".")).label();
        assertThat(every).isEqualTo("PROVEN (SMT: steady profile, every value)");
    }
}
