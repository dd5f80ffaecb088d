package pmtuverify.kernel.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Assignment;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Gate;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;

/** The coverage table's reading of the recordings: what counts as exercised, compared, and compared by construction. */
class CoverageTest {
    private static Coverage.Entry entry(List<Coverage.Entry> es, String name) {
        return es.stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    }

    private static Event randomEvent(Random r) {
        int[] mtus = {68, 500, 576, 1000, 1279, 1300, 1400, 1500, 9000};
        switch (r.nextInt(12)) {
            case 0: return Event.of(Event.Kind.PROBE_ACKED);
            case 1: return Event.of(Event.Kind.PROBE_LOST);
            case 2: return Event.of(Event.Kind.RTO);
            case 3: return Event.of(Event.Kind.RETRANSMIT);
            case 4: return Event.of(Event.Kind.WINDOW_UPDATE).withSndWnd(r.nextInt(70000));
            case 5: return r.nextBoolean() ? Event.icmp(mtus[r.nextInt(mtus.length)]) : Event.icmp(mtus[r.nextInt(mtus.length)]).withCwndFull();
            case 6: return Event.routeMtu(mtus[2 + r.nextInt(mtus.length - 2)]);
            case 7: return Event.of(Event.Kind.XMIT).withCwnd(5 + r.nextInt(30));
            case 8: return Event.of(Event.Kind.XMIT).withSndWnd(r.nextInt(20000));
            case 9: {
                String[] names = {Sysctl.TCP_MTU_PROBING, Sysctl.TCP_BASE_MSS, Sysctl.TCP_MTU_PROBE_FLOOR, Sysctl.TCP_MIN_SND_MSS};
                int[][] values = {{0, 1, 2}, {256, 512, 1024, 1400}, {48, 300, 700, 1200}, {48, 300, 700}};
                int k = r.nextInt(names.length);
                return Event.sysctl(names[k], values[k][r.nextInt(values[k].length)]);
            }
            default: return Event.of(Event.Kind.XMIT);
        }
    }

    /**
     * The table's list is what LATEST's code executes: random LATEST runs (both IP versions, both opens, routes, ICMPs,
     * timeouts, sysctl writes) run every listed assignment and no other kernel statement, and take every gate both ways.
     */
    @Test
    void theTablesEntriesAreWhatLatestExecutes() {
        Random r = new Random(37);
        Set<Assignment> ran = EnumSet.noneOf(Assignment.class);
        Set<Gate.Decision> took = new HashSet<>();
        for (int run = 0; run < 3000; run++) {
            Config c = Config.defaults(Variant.LATEST).withSndCwnd(20).withSysctl(Sysctl.TCP_MTU_PROBING, r.nextInt(3))
                    .withRouteMtu(new int[] {1280, 1500, 9000}[r.nextInt(3)]).withIp(r.nextBoolean() ? 4 : 6)
                    .withMssClamp(r.nextBoolean() ? 1460 : 8960).withOpen(r.nextBoolean() ? Config.Open.ACTIVE : Config.Open.PASSIVE)
                    .withSysctl(Sysctl.TCP_PROBE_INTERVAL, r.nextBoolean() ? 0 : 600);
            Step st = Pmtu.connect(c, true);
            ran.addAll(st.writes);
            took.addAll(st.gates);
            for (int i = 0; i < 40; i++) {
                st = Pmtu.step(st.after, randomEvent(r), true);
                ran.addAll(st.writes);
                took.addAll(st.gates);
            }
        }
        ran.removeAll(List.of(Assignment.CONFIG, Assignment.EVENT_CWND));
        assertThat(ran).containsExactlyInAnyOrderElementsOf(Coverage.LATEST_ASSIGNMENTS);
        for (Gate g : Gate.values()) {
            assertThat(took).as(g + " both ways").contains(new Gate.Decision(g, true), new Gate.Decision(g, false));
        }
    }

    /** A run counts up to its first difference: small-window-5107's short window comes after it, exercised, not compared. */
    @Test
    void aRunCountsUpToItsFirstDifference() throws Exception {
        Result r = ConformanceTest.check("small-window-5107");
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        int[] at = Coverage.comparedAt(r);
        assertThat(at[0]).isGreaterThanOrEqualTo(0);
        assertThat(at[at.length - 1]).isEqualTo(-1);
        Coverage.Entry shortWindow = entry(Coverage.entries(List.of(r)), "PROBE_WINDOW (" + Gate.PROBE_WINDOW.no + ")");
        assertThat(shortWindow.exercised()).containsExactly("small-window-5107");
        assertThat(shortWindow.compared()).isEmpty();
    }

    /**
     * An assignment whose compared value the replay's event was read off counts as exercised, not compared; one whose
     * value a later line of the same transition overwrote before the comparison counts only where it survived.
     */
    @Test
    void byConstructionAndOverwrittenValuesAreNotCountedAsCompared() throws Exception {
        Result clean = ConformanceTest.check("clean-1500");
        List<Coverage.Entry> es = Coverage.entries(List.of(clean));
        assertThat(entry(es, "PROBE_SUCCESS_LOW").exercised()).containsExactly("clean-1500");
        assertThat(entry(es, "PROBE_SUCCESS_LOW").compared()).isEmpty();
        assertThat(entry(es, "PROBE_SENT_CWND").compared()).as("snd_cwnd is an input").isEmpty();
        // "probe 1288+, probe 1394" is one transition: the success's probe_size = 0 is overwritten by the next probe
        int[] at = Coverage.comparedAt(clean);
        int overwritten = 0;
        int survived = 0;
        for (int i = 0; i < clean.model.size(); i++) {
            List<Assignment> w = clean.model.get(i).step().writes;
            int j = w.indexOf(Assignment.PROBE_SUCCESS_PROBE_SIZE);
            if (j >= 0 && at[i] >= 0) {
                if (Coverage.survives(clean.model, i, j, at[i])) {
                    survived++;
                } else {
                    overwritten++;
                }
            }
        }
        assertThat(overwritten).isEqualTo(5);
        assertThat(survived).isEqualTo(1);
        assertThat(Coverage.byConstructionWords(clean)).isEqualTo("probe_timestamp at connect; search_low at 6 acked probes");
    }

    /**
     * threshold-1's states show 62 probes and its replay 63: the probe lists read per transition agree at 63, the one
     * the states miss being a probe of 1499 acked and another of 1499 sent between two samples.
     */
    @Test
    void theProbeListsOfThresholdOneAgreeWhereTheStatesMissAResend() throws Exception {
        Result r = ConformanceTest.check("threshold-1");
        ProbeLists p = ProbeLists.of(r);
        assertThat(r.kernelProbes()).hasSize(62);
        assertThat(p.kernel()).hasSize(63).isEqualTo(p.model());
        assertThat(p.firstDifference()).isEqualTo(-1);
        assertThat(r.transitions).anyMatch(t -> t.label.contains("probe 1499+, probe 1499")
                && t.before.probeSize == 1499 && t.after.probeSize == 1499);
        assertThat(p.words(r)).isEqualTo("equal (63); the states alone show 62: 1 acked and resent at the same size between two samples");
    }

    @Test
    void probeListsDifferAtASizeAnOutcomeOrALength() {
        assertThat(new ProbeLists(List.of("1288+", "1394+"), List.of("1288+", "1394+")).firstDifference()).isEqualTo(-1);
        assertThat(new ProbeLists(List.of("1288+", "1394+"), List.of("1288+", "1394-")).firstDifference()).isEqualTo(1);
        assertThat(new ProbeLists(List.of("1288+", "1394+"), List.of("1288+", "1394+", "1447")).firstDifference()).isEqualTo(2);
        assertThat(new ProbeLists(List.of("1288+"), List.of("1290+")).firstDifference()).isEqualTo(0);
    }
}
