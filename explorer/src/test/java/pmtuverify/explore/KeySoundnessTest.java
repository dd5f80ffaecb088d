package pmtuverify.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Invariant;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.StateKey;
import pmtuverify.props.pmtu.Bounds;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariants;
import pmtuverify.props.pmtu.Profile;

/**
 * The soundness of the PLPMTUD state key, the abstraction the explorer matches on: two states with
 * equal keys have the same future, so they must offer successors with equal keys, in the same order,
 * and break the invariant alike. Checked over the states of random runs under the standard bounds,
 * for every invariant on the kernels it covers most often; equal keys of different states (HZ, the
 * absolute clock, the stamp, a black-hole timeout a profile does not read) are where it can fail.
 */
class KeySoundnessTest {
    static List<Arguments> harnesses() {
        List<Arguments> out = new ArrayList<>();
        for (Invariant inv : PmtuInvariants.ALL) {
            for (String v : PmtuChecks.variantsOf(inv)) {
                if (v.equals("MAINLINE") || v.equals("LATEST") || v.equals("V1")) {
                    out.add(Arguments.of(inv.id(), v));
                }
            }
        }
        return out;
    }

    /** The successors' keys in enumeration order, then whether a step broke the invariant. */
    private static List<Object> future(PmtuHarness h, PmtuHarness.State s) {
        List<Object> out = new ArrayList<>();
        ChoiceEnumerator e = new ChoiceEnumerator();
        do {
            e.startRun();
            pmtuverify.model.plpmtud.Event ev = h.draw(s, e);
            if (ev == null) {
                out.add("end");
                continue;
            }
            try {
                PmtuHarness.State t = h.apply(s, ev);
                out.add(t == null ? "leaves" : h.keyOf(t));
            } catch (Broken b) {
                out.add("broken");
            }
        } while (e.backtrack());
        return out;
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("harnesses")
    void equalKeysHaveEqualSuccessorKeys(String id, String variant) {
        Invariant inv = Harnesses.invariant(id);
        PmtuHarness h = PmtuChecks.harness(inv, Variant.byName(variant), Bounds.SMALL, 12, PmtuChecks.exploreOutside(inv));
        HashMap<StateKey, PmtuHarness.State> first = new HashMap<>();
        Random r = new Random(id.hashCode() * 31L + variant.hashCode());
        int compared = 0;
        for (int run = 0; run < 1000; run++) {
            PmtuHarness.State s = h.start(r);
            for (int step = 0; s != null && step < 12; step++) {
                StateKey k = h.keyOf(s);
                PmtuHarness.State seen = first.putIfAbsent(k, s);
                if (seen != null && seen != s && !sameState(seen, s)) {
                    assertThat(future(h, s)).as("%s on %s: successors of\n  %s\n  %s", id, variant, describe(seen), describe(s))
                            .isEqualTo(future(h, seen));
                    compared++;
                }
                pmtuverify.model.plpmtud.Event e = h.draw(s, r);
                if (e == null) {
                    break;
                }
                try {
                    s = h.apply(s, e);
                } catch (Broken b) {
                    break;
                }
            }
        }
        if (PmtuHarness.profileOf(inv) == Profile.SYSCTL) {
            // the sysctl profile fixes HZ and the start time and keeps every other field: its key merges no two states
            assertThat(compared).as("%s on %s: states merged by the sysctl profile's key", id, variant).isZero();
            return;
        }
        assertThat(compared).as("%s on %s: pairs of different states with equal keys compared", id, variant).isPositive();
    }

    private static boolean sameState(PmtuHarness.State a, PmtuHarness.State b) {
        return a.sock.equals(b.sock) && a.pathMtu == b.pathMtu && a.stampSet == b.stampSet && a.stamp64 == b.stamp64
                && a.rtosNotFitting == b.rtosNotFitting && a.sawRto == b.sawRto && a.outsideLeft == b.outsideLeft;
    }

    private static String describe(PmtuHarness.State s) {
        StringBuilder b = new StringBuilder(s.sock.config.toJson()).append(" {");
        s.sock.appendJsonFields(b);
        return b.append("} stamp ").append(s.stamp64).append(" sawRto ").append(s.sawRto).toString();
    }
}
