package pmtuverify.props;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.props.Evidence.Method;
import pmtuverify.props.Evidence.Reach;
import pmtuverify.props.Evidence.Scope;
import pmtuverify.props.Evidence.Witness;

/** The label rules: a cell's label is a function of its record, and says no more than the record covers. */
class EvidenceTest {
    static final String STEADY = "steady profile";

    static Evidence explorer(Reach reach, int depth, Witness w) {
        return new Evidence(Method.EXPLORER, STEADY, Scope.STANDARD, reach, 0, depth, w);
    }

    static Evidence smt(Scope scope, Reach reach, Witness w) {
        return new Evidence(Method.SMT, STEADY, scope, reach, 0, 0, w);
    }

    @Test
    void closedIsProvenForAnyNumberOfEventsWithItsEventsAndDomain() {
        assertThat(explorer(Reach.CLOSED, 200, null).label())
                .isEqualTo("PROVEN (closed: any number of events; steady profile, standard bounds)");
    }

    @Test
    void boundedNamesItsDepthAndClaimsNoProof() {
        Evidence e = new Evidence(Method.EXPLORER, "general mix, at most 1 outside event", Scope.STANDARD, Reach.BOUNDED, 0, 30, null);
        assertThat(e.label()).isEqualTo("no violation within 30 events (general mix, at most 1 outside event, standard bounds)")
                .doesNotContain("PROVEN");
    }

    @Test
    void randomRunsNameTheirCountAndTheWideDomains() {
        Evidence e = new Evidence(Method.RANDOM, "general mix", Scope.WIDE, Reach.SAMPLED, 1000, 40, null);
        assertThat(e.label()).isEqualTo("no violation in 1000 runs of up to 40 events (general mix, wide domains)")
                .doesNotContain("PROVEN").doesNotContain("HOLDS");
        assertThatThrownBy(() -> new Evidence(Method.RANDOM, "general mix", Scope.WIDE, Reach.CLOSED, 1000, 40, null))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void violatedNamesTheMethodAndTheWitnessWhateverTheReach() {
        Witness w = new Witness("counterexamples/TERMINATION-V5.jsonl", 5, 5);
        String label = "VIOLATED (explorer witness, 5 lines; steady profile, standard bounds)";
        assertThat(explorer(Reach.CLOSED, 200, w).label()).isEqualTo(label);
        assertThat(explorer(Reach.BOUNDED, 200, w).label()).isEqualTo(label);
        assertThat(smt(Scope.ALL, Reach.PARTIAL, new Witness("proofs/TERMINATION-V1.jsonl", 3, 3)).label())
                .isEqualTo("VIOLATED (SMT witness, 3 lines; steady profile, every value)");
        assertThat(new Evidence(Method.KERNEL, "scenario threshold-1-quick", Scope.KERNEL, Reach.CLOSED, 0, 0,
                new Witness("threshold-1-quick", 0, 0)).label())
                .isEqualTo("VIOLATED (kernel witness: threshold-1-quick; scenario threshold-1-quick, the running kernel)");
    }

    @Test
    void partialSearchesAndOpenProofsClaimNothing() {
        assertThat(explorer(Reach.PARTIAL, 30, null).label()).startsWith("no violation in the part searched, search incomplete");
        assertThat(smt(Scope.SANE, Reach.PARTIAL, null).label()).isEqualTo("OPEN (SMT: steady profile, domain sane)");
        assertThat(smt(Scope.ALL, Reach.CLOSED, null).label()).isEqualTo("PROVEN (SMT: steady profile, every value)");
    }

    @Test
    void aWitnessInsideAProvenDomainIsAContradiction() {
        Evidence found = explorer(Reach.CLOSED, 200, new Witness("counterexamples/X.jsonl", 5, 5));
        // SMT over every value, and over sane (which holds the standard bounds), contradict a standard witness
        assertThat(Evidence.contradict(found, smt(Scope.ALL, Reach.CLOSED, null))).isTrue();
        assertThat(Evidence.contradict(smt(Scope.SANE, Reach.CLOSED, null), found)).isTrue();
        // a closed standard search contradicts a standard witness of the same events; a bounded one only within its depth
        Evidence randomInStandard = new Evidence(Method.RANDOM, STEADY, Scope.STANDARD, Reach.SAMPLED, 10, 40,
                new Witness(null, 5, 5));
        assertThat(Evidence.contradict(explorer(Reach.CLOSED, 200, null), randomInStandard)).isTrue();
        assertThat(Evidence.contradict(explorer(Reach.BOUNDED, 4, null), randomInStandard)).as("4 events, witness of 4 events").isTrue();
        assertThat(Evidence.contradict(explorer(Reach.BOUNDED, 3, null), randomInStandard)).as("witness longer than the bound").isFalse();
        assertThat(Evidence.contradictions(List.of(found, smt(Scope.SANE, Reach.CLOSED, null), smt(Scope.ALL, Reach.PARTIAL, null))))
                .containsExactly("VIOLATED (explorer witness, 5 lines; steady profile, standard bounds) contradicts "
                        + "PROVEN (SMT: steady profile, domain sane)");
    }

    @Test
    void aWitnessOutsideTheProvenDomainOrEventsIsNone() {
        // TERMINATION on V1: SMT finds a loop over every value, the explorer closes the standard bounds: both stand
        Evidence smtAll = smt(Scope.ALL, Reach.CLOSED, new Witness("proofs/TERMINATION-V1.jsonl", 3, 3));
        assertThat(Evidence.contradict(smtAll, explorer(Reach.CLOSED, 200, null))).isFalse();
        assertThat(Evidence.contradict(smtAll, smt(Scope.SANE, Reach.CLOSED, null))).as("sane does not hold every value").isFalse();
        // other events: the general mix's witness against a steady-path proof
        Evidence general = new Evidence(Method.EXPLORER, "general mix, at most 1 outside event", Scope.STANDARD, Reach.BOUNDED, 0, 30,
                new Witness("counterexamples/PROBE_WITHIN_RANGE-LATEST.jsonl", 3, 3));
        assertThat(Evidence.contradict(general, smt(Scope.ALL, Reach.CLOSED, null))).isFalse();
        // a random sample, an incomplete search and an OPEN proof claim nothing
        Evidence found = explorer(Reach.CLOSED, 200, new Witness("counterexamples/X.jsonl", 5, 5));
        assertThat(Evidence.contradict(found, new Evidence(Method.RANDOM, STEADY, Scope.STANDARD, Reach.SAMPLED, 1000, 40, null))).isFalse();
        assertThat(Evidence.contradict(found, explorer(Reach.PARTIAL, 200, null))).isFalse();
        assertThat(Evidence.contradict(found, smt(Scope.ALL, Reach.PARTIAL, null))).isFalse();
        // two witnesses never contradict
        assertThat(Evidence.contradict(found, smtAll)).isFalse();
    }
}
