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

    static final String CONFIG_SANE = "{\"variant\":\"PRE\",\"ip\":4,\"tcp_options\":12,\"mss_clamp\":1460,\"route_mtu\":1500,"
            + "\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_base_mss\":512}}";
    static final String CONFIG_NOT_SANE = CONFIG_SANE.replace("\"tcp_base_mss\":512", "\"tcp_base_mss\":1");

    static Evidence generalWitness(String config, String... events) {
        List<String> trace = new java.util.ArrayList<>(List.of(config));
        for (String e : events) {
            trace.add(e);
        }
        return new Evidence(Method.RANDOM, "general mix", Scope.WIDE, Reach.SAMPLED, 7, 40,
                Witness.of("counterexamples/PROBE_WITHIN_RANGE-PRE.jsonl", trace, trace.size()));
    }

    static Evidence steadyPath(Scope scope) {
        return new Evidence(Method.SMT, "the steady path (connect, xmit, probe acked, probe lost)", scope, Reach.CLOSED, 0, 0, null);
    }

    @Test
    void aWitnessWhoseEventKindsTheProofCoversContradictsIt() {
        // a general-mix witness made only of the steady path's events, against a proof of the steady path over every value
        Evidence w = generalWitness(CONFIG_SANE, "{\"event\":\"xmit\",\"cwnd\":20}", "{\"event\":\"probe_lost\"}");
        assertThat(w.witness().kinds()).containsExactly("xmit", "probe_lost");
        assertThat(Evidence.contradict(w, steadyPath(Scope.ALL))).isTrue();
        // over sane: its config is sane, so the domain holds the witness's values
        assertThat(Evidence.contradict(steadyPath(Scope.SANE), w)).isTrue();
        assertThat(Evidence.contradictions(List.of(w, steadyPath(Scope.ALL)))).containsExactly(
                "VIOLATED (random engine witness, 3 lines; general mix, wide domains) contradicts "
                        + "PROVEN (SMT: the steady path (connect, xmit, probe acked, probe lost), every value)");
    }

    @Test
    void aWitnessWithAnEventKindTheProofLacksOrValuesOutsideItsDomainIsNone() {
        // an ICMP, an idle gap, a cwnd change: none of them on the steady path
        assertThat(Evidence.contradict(generalWitness(CONFIG_SANE, "{\"event\":\"icmp_frag_needed\",\"mtu\":552}"), steadyPath(Scope.ALL))).isFalse();
        Evidence idle = generalWitness(CONFIG_SANE, "{\"event\":\"xmit\",\"at\":4294967296}");
        assertThat(idle.witness().kinds()).containsExactly("xmit", "time");
        assertThat(Evidence.contradict(idle, steadyPath(Scope.ALL))).isFalse();
        Evidence cwnd = generalWitness(CONFIG_SANE, "{\"event\":\"xmit\",\"cwnd\":4294967295}", "{\"event\":\"probe_lost\"}");
        assertThat(cwnd.witness().kinds()).containsExactly("xmit", "snd_cwnd", "probe_lost");
        assertThat(Evidence.contradict(cwnd, steadyPath(Scope.ALL))).isFalse();
        // every event sequence covers all of them
        Evidence every = new Evidence(Method.SMT, Evidence.EVERY_SEQUENCE + " (connect, then any sequence of ...)", Scope.ALL, Reach.CLOSED, 0, 0, null);
        assertThat(Evidence.contradict(cwnd, every)).isTrue();
        // tcp_base_mss 1 is outside sane: a proof over sane says nothing of it
        Evidence low = generalWitness(CONFIG_NOT_SANE, "{\"event\":\"xmit\",\"cwnd\":20}", "{\"event\":\"probe_lost\"}");
        assertThat(Evidence.contradict(low, steadyPath(Scope.SANE))).isFalse();
        assertThat(Evidence.contradict(low, steadyPath(Scope.ALL))).isTrue();
    }

    @Test
    void eventsContainNamesTheKindsOfEachSetOfEvents() {
        assertThat(Evidence.eventsContain("steady profile", List.of("xmit", "probe_acked", "probe_lost"))).isTrue();
        assertThat(Evidence.eventsContain("steady profile", List.of("xmit", "rto"))).isFalse();
        assertThat(Evidence.eventsContain("black-hole profile", List.of("xmit", "rto"))).isTrue();
        assertThat(Evidence.eventsContain("reprobe profile", List.of("xmit", "time"))).isTrue();
        assertThat(Evidence.eventsContain("general mix, at most 1 outside event", Evidence.PLPMTUD_EVENTS)).isTrue();
        assertThat(Evidence.eventsContain(Evidence.EVERY_SEQUENCE + " (connect, ...)", Evidence.PLPMTUD_EVENTS)).isTrue();
        // words naming no known set contain nothing
        assertThat(Evidence.eventsContain("delay exit kind", List.of())).isFalse();
        assertThat(Evidence.eventsContain("the SMT encoding's transitions", List.of("xmit"))).isFalse();
        assertThat(Scope.SANE.containsValues(CONFIG_SANE)).isTrue();
        assertThat(Scope.SANE.containsValues(CONFIG_NOT_SANE)).isFalse();
        assertThat(Scope.SANE.containsValues(CONFIG_SANE.replace("\"route_mtu\":1500", "\"route_mtu\":551"))).isFalse();
        assertThat(Scope.WIDE.containsValues(CONFIG_SANE)).isFalse();
    }

    @Test
    void everyLabelReadsBackToItsRecord() {
        List<Evidence> records = List.of(explorer(Reach.CLOSED, 200, null), explorer(Reach.BOUNDED, 30, null), explorer(Reach.PARTIAL, 30, null),
                new Evidence(Method.RANDOM, "general mix, at most 3 outside events", Scope.WIDE, Reach.SAMPLED, 1000, 40, null),
                smt(Scope.ALL, Reach.CLOSED, null), smt(Scope.SANE, Reach.PARTIAL, null),
                explorer(Reach.CLOSED, 200, new Witness(null, 5, 5)), smt(Scope.ALL, Reach.PARTIAL, new Witness(null, 1, 1)),
                new Evidence(Method.KERNEL, "scenario threshold-1-quick", Scope.KERNEL, Reach.CLOSED, 0, 0, new Witness("threshold-1-quick", 0, 0)));
        for (Evidence e : records) {
            Evidence back = Evidence.parse(e.method(), e.label(), e.witness());
            assertThat(back).as(e.label()).isNotNull();
            assertThat(back.label()).isEqualTo(e.label());
            assertThat(back.events()).isEqualTo(e.events());
            assertThat(back.domain()).isEqualTo(e.domain());
            assertThat(back.violated()).isEqualTo(e.violated());
        }
        assertThat(Evidence.parse(Method.RANDOM, "HOLDS", null)).isNull();
        assertThat(Evidence.method("random engine")).isEqualTo(Method.RANDOM);
    }
}
