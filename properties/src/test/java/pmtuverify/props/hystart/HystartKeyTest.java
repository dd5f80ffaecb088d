package pmtuverify.props.hystart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.StateKey;

/**
 * The soundness of {@link HystartHarness#key}: over every state a breadth-first walk of the harness reaches
 * within its ACK count (every start and every event the environment offers, enumerated choice by choice),
 * two states with equal keys are offered the same events, and every event takes both to states with equal
 * keys, or breaks the invariant on both with the same detail.
 */
class HystartKeyTest {
    /** Every value {@code draw} returns over all its choice sequences (an odometer over the draws' bounds). */
    private static <T> List<T> every(Function<Random, T> draw) {
        Exhaustive.Odometer o = new Exhaustive.Odometer();
        List<T> out = new ArrayList<>();
        do {
            o.pos = 0;
            out.add(draw.apply(o));
        } while (o.advance());
        return out;
    }

    /** What comparing the futures of equal-keyed states found. */
    private static final class Found {
        long pairs;
        long transitions;
        final List<String> unsound = new ArrayList<>();
    }

    /** The outcome of one event: the successor's key, or the violation's detail. */
    private static Object outcome(HystartHarness h, HystartHarness.State s, HystartHarness.Event e,
            Function<HystartHarness.State, StateKey> key) {
        try {
            return key.apply(h.apply(s, e));
        } catch (MachineHarness.Broken b) {
            return "broken: " + b.getMessage();
        }
    }

    /**
     * Walks {@code h} breadth-first over all its states (no matching) and compares the futures of equal keys; stops at
     * the first unsound pair (one is enough to fail, or to show a broken key caught).
     */
    private static void check(HystartHarness h, Function<HystartHarness.State, StateKey> key, Found found) {
        Map<StateKey, HystartHarness.State> first = new HashMap<>();
        List<HystartHarness.State> level = every(h::start);
        for (int depth = 0; depth < h.depth() && !level.isEmpty() && found.unsound.isEmpty(); depth++) {
            List<HystartHarness.State> next = new ArrayList<>();
            Map<StateKey, HystartHarness.State> seen = new LinkedHashMap<>();
            for (HystartHarness.State s : level) {
                StateKey k = key.apply(s);
                HystartHarness.State twin = first.get(k);
                if (twin == null) {
                    first.put(k, s);
                } else if (twin != s) {
                    compare(h, twin, s, key, found);
                    if (!found.unsound.isEmpty()) {
                        return;
                    }
                }
                if (seen.put(k, s) != null) {
                    continue; // an equal key at this level: its successors are the ones compared above
                }
                for (HystartHarness.Event e : every(r -> h.draw(s, r))) {
                    try {
                        next.add(h.apply(s, e));
                    } catch (MachineHarness.Broken b) {
                        // a violation ends the run
                    }
                }
            }
            level = next;
        }
    }

    private static void compare(HystartHarness h, HystartHarness.State a, HystartHarness.State b,
            Function<HystartHarness.State, StateKey> key, Found found) {
        found.pairs++;
        List<HystartHarness.Event> ea = every(r -> h.draw(a, r));
        List<HystartHarness.Event> eb = every(r -> h.draw(b, r));
        List<String> la = new ArrayList<>();
        List<String> lb = new ArrayList<>();
        for (HystartHarness.Event e : ea) {
            la.add(e.gap + " " + h.eventLine(e));
        }
        for (HystartHarness.Event e : eb) {
            lb.add(e.gap + " " + h.eventLine(e));
        }
        if (!la.equals(lb)) {
            found.unsound.add(h.name() + ": equal keys offered different events " + la + " vs " + lb);
            return;
        }
        for (int i = 0; i < ea.size(); i++) {
            found.transitions++;
            Object oa = outcome(h, a, ea.get(i), key);
            Object ob = outcome(h, b, eb.get(i), key);
            if (!oa.equals(ob)) {
                found.unsound.add(h.name() + ": after " + la.get(i) + ": " + oa + " vs " + ob);
                return;
            }
        }
    }

    private static List<HystartHarness> harnesses() {
        List<HystartHarness> out = new ArrayList<>();
        for (CheckSpec spec : HystartChecks.all()) {
            for (String v : spec.variants()) {
                out.add(HystartChecks.harness(spec.invariant(), Variant.valueOf(v)));
            }
        }
        return out;
    }

    @Test
    void equalKeysHaveEqualFutures() {
        Found found = new Found();
        for (HystartHarness h : harnesses()) {
            check(h, h::keyOf, found);
        }
        assertThat(found.unsound).isEmpty();
        // the walk met many states reached by different ACK sequences (and at different ACK counts)
        assertThat(found.pairs).isGreaterThan(10_000L);
        assertThat(found.transitions).isGreaterThan(100_000L);
    }

    /** The same walk catches a key that leaves out what the future reads: here the monitor's times and minima. */
    @Test
    void aKeyWithoutTheMonitorIsCaught() {
        Found found = new Found();
        for (HystartHarness h : harnesses()) {
            final HystartHarness m = h;
            check(h, s -> {
                long[] w = new long[m.keyWords()];
                m.key(s, w, 0);
                for (int i = 16; i < w.length; i++) {
                    w[i] = 0; // the words of the Watch
                }
                w[15] &= ~0xFFFF_FFFFL;
                return new StateKey(w);
            }, found);
        }
        assertThat(found.unsound).isNotEmpty();
        assertThat(found.unsound.get(0)).contains("hystart-HY_");
    }
}
