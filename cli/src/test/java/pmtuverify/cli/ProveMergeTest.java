package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A proof of a subset of cells rewrites exactly those cells' rows of PROOFS.md and CELLS.tsv. */
class ProveMergeTest {
    @Test
    void theFreshCellsReplaceTheirRowsAndTheOthersStay() {
        String old = "# SMT proofs\n\n| invariant | variant | domain | strength |\n|---|---|---|---|\n"
                + "| TERMINATION | PRE | all | PROVEN |\n| TERMINATION | V1 | all | OPEN |\n| TERMINATION | V1 | sane | OPEN |\n";
        String fresh = "# SMT proofs\n\n| invariant | variant | domain | strength |\n|---|---|---|---|\n"
                + "| TERMINATION | V1 | all | VIOLATED |\n| SANE_CWND | V1 | all | VIOLATED |\n";
        assertThat(ProveCommand.mergeRows(old, fresh, "|")).isEqualTo(
                "# SMT proofs\n\n| invariant | variant | domain | strength |\n|---|---|---|---|\n"
                + "| TERMINATION | PRE | all | PROVEN |\n| TERMINATION | V1 | all | VIOLATED |\n"
                + "| TERMINATION | V1 | sane | OPEN |\n| SANE_CWND | V1 | all | VIOLATED |\n");
        String tsv = "# invariant\tvariant\tdomain\tstrength\n" + "TERMINATION\tV1\tall\tOPEN\tx\n" + "TERMINATION\tV3\tall\tOPEN\ty\n";
        assertThat(ProveCommand.mergeRows(tsv, "# invariant\tvariant\tdomain\tstrength\nTERMINATION\tV3\tall\tVIOLATED\tz\n", "\t"))
                .isEqualTo("# invariant\tvariant\tdomain\tstrength\nTERMINATION\tV1\tall\tOPEN\tx\nTERMINATION\tV3\tall\tVIOLATED\tz\n");
    }

    @Test
    void cellsTsvIsFreshWhateverTheRowOrderButNotWithARowMoreOrLess() {
        String h = "# invariant\tvariant\tdomain\tstrength\n";
        String a = "TERMINATION\tV1\tall\tOPEN\tx\n";
        String b = "TERMINATION\tV3\tall\tVIOLATED\tz\n";
        assertThat(ProveCommand.cellsDiffer(h + a + b, h + b + a)).isFalse();
        assertThat(ProveCommand.cellsDiffer(h + a + b + b, h + a + b)).isTrue();
        assertThat(ProveCommand.cellsDiffer(h + a, h + a + b)).isTrue();
        assertThat(ProveCommand.cellsDiffer(h + a + b, h + a + b.replace("VIOLATED", "PROVEN"))).isTrue();
    }
}
