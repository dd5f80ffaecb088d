package pmtuverify.props.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.props.Coverage;
import pmtuverify.props.Harness;
import pmtuverify.props.InvariantViolation;

/**
 * Runs a harness many times from seeds, and on a violation shrinks the recorded choice sequence
 * to a minimal failing run of the same invariant, in named passes, re-running after each edit and
 * keeping it when the run still breaks the same invariant:
 * <ol>
 *   <li><b>drop spans</b>: remove runs of choices, halving the span length down to 1;</li>
 *   <li><b>lower values</b>: each choice to 0, to half, by one (1 and 2 until neither changes anything);</li>
 *   <li><b>kernel defaults</b>: each input of {@link Harness#defaultable()} in turn set to the kernel's
 *       default ({@link Harness#withDefaults}), kept when the run still breaks; then passes 1 and 2 again
 *       under the defaults kept, and the inputs refused once tried again. An input whose default made the
 *       run pass is one the cause needs; the ones set are the inputs that did not matter (Hypothesis's
 *       explain phase).</li>
 * </ol>
 * The result is replay lines, which {@code ./pmtu replay} reproduces.
 */
public final class RandomEngine {
    private final int tries;
    private final long seed;
    private final int maxShrinkRuns;

    public RandomEngine(int tries, long seed) {
        this(tries, seed, 20_000);
    }

    public RandomEngine(int tries, long seed, int maxShrinkRuns) {
        this.tries = tries;
        this.seed = seed;
        this.maxShrinkRuns = maxShrinkRuns;
    }

    /** The seed of try {@code i}: derived, so that {@code --seed} reproduces a whole check. */
    public static long trySeed(long seed, int i) {
        long z = seed + 0x9E3779B97F4A7C15L * (i + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public Verdict check(Harness h, String invariantId, String variant) {
        Coverage cov = h.coverage();
        if (cov != null) {
            cov.reset();
        }
        for (int i = 0; i < tries; i++) {
            ChoiceRandom r = ChoiceRandom.seeded(trySeed(seed, i));
            InvariantViolation v = runOnce(h, r);
            if (v != null && v.invariantId().equals(invariantId)) {
                Shrunk s = shrink(h, r.choices(), v);
                Map<String, Object> ev = new LinkedHashMap<>();
                ev.put("found_at_try", i + 1);
                ev.put("seed", seed);
                ev.put("choices", s.choices.length);
                ev.put("shrink_runs", s.runs);
                ev.put("trace_lines", s.violation.trace().size());
                if (!h.defaultable().isEmpty()) {
                    ev.put("set_to_kernel_defaults", s.defaulted.isEmpty() ? "none" : String.join(", ", s.defaulted));
                    ev.put("needs_non_default", s.needed.isEmpty() ? "none" : String.join(", ", s.needed));
                }
                return new Verdict(invariantId, variant, Verdict.Kind.VIOLATED, ev, s.violation);
            }
            if (v != null) {
                throw new IllegalStateException("harness for " + invariantId + " reported " + v.invariantId());
            }
        }
        Map<String, Object> ev = new LinkedHashMap<>();
        ev.put("tries", tries);
        ev.put("seed", seed);
        if (cov != null) {
            ev.put("coverage", cov.snapshot());
        }
        return new Verdict(invariantId, variant, Verdict.Kind.HOLDS, ev, null);
    }

    /**
     * Every distinct cause of {@code invariantId}'s violations, searched until saturated: run after run of this
     * engine's seed (at least its tries), each violating run whose cause ({@code causeOf}; null: none) is new shrunk
     * (all three passes) keeping both the invariant and the cause, so each cause gets its own minimal counterexample.
     * The search stops once the second half of its runs found no new cause ({@link CauseSearch#saturated}), or at
     * {@link CauseSearch#MAX_ROUNDS} times the tries, or at {@code max} causes (then it is not saturated). Causes in
     * the order found; {@code known} counts as found before the first run.
     */
    public CauseSearch causes(Harness h, String invariantId, java.util.function.Function<InvariantViolation, String> causeOf,
            int max, int known) {
        Map<String, InvariantViolation> found = new LinkedHashMap<>();
        int lastNew = 0;
        int runs = 0;
        int limit = tries * CauseSearch.MAX_ROUNDS;
        while (runs < limit && found.size() + known < max && (runs < tries || lastNew * 2 > runs)) {
            ChoiceRandom r = ChoiceRandom.seeded(trySeed(seed, runs));
            runs++;
            InvariantViolation v = runOnce(h, r);
            if (v == null || !v.invariantId().equals(invariantId)) {
                continue;
            }
            String cause = causeOf.apply(v);
            if (cause == null || found.containsKey(cause)) {
                continue;
            }
            java.util.function.Predicate<InvariantViolation> same = cv -> cv.invariantId().equals(invariantId) && cause.equals(causeOf.apply(cv));
            found.put(cause, shrink(h, r.choices(), v, same).violation);
            lastNew = runs;
        }
        return new CauseSearch(found, runs, lastNew, lastNew * 2 <= runs && found.size() + known < max);
    }

    /**
     * What a cause search found, and how far it went: {@code runs} runs of the engine's seed, the last new cause at run
     * {@code lastNew} (1-based; 0: none after the known ones), saturated when no new cause came in the second half.
     */
    public record CauseSearch(Map<String, InvariantViolation> found, int runs, int lastNew, boolean saturated)
            implements java.io.Serializable {
        /** The search runs at most this many times the engine's tries. */
        public static final int MAX_ROUNDS = 8;

        public CauseSearch {
            found = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(found));
        }

        /** "N found in R runs (the last new one at run K: saturated)" or "at least N ... (not saturated)", for N causes in all. */
        public String describe(int n) {
            return (saturated ? n + (n == 1 ? " cause" : " causes") : "at least " + n + (n == 1 ? " cause" : " causes")) + " in " + runs
                    + " random runs (" + (lastNew == 0 ? "none new after the first" : "the last new one at run " + lastNew)
                    + (saturated ? ": saturated, no new cause in the second half of the runs)" : ": not saturated, the search was stopped)");
        }
    }

    static InvariantViolation runOnce(Harness h, java.util.Random r) {
        try {
            h.run(r);
            return null;
        } catch (InvariantViolation v) {
            return v;
        }
    }

    /** A shrunk counterexample. */
    public static final class Shrunk {
        public final int[] choices;
        public final InvariantViolation violation;
        public final int runs;
        /** The inputs the kernel-defaults pass set to their defaults, where that changed the run: they did not matter. */
        public final List<String> defaulted;
        /** The inputs whose default made the run pass: the cause needs their values. */
        public final List<String> needed;

        Shrunk(int[] choices, InvariantViolation violation, int runs, List<String> defaulted, List<String> needed) {
            this.choices = choices;
            this.violation = violation;
            this.runs = runs;
            this.defaulted = Collections.unmodifiableList(new ArrayList<>(defaulted));
            this.needed = Collections.unmodifiableList(new ArrayList<>(needed));
        }
    }

    /**
     * Shrinks a failing choice sequence (passes 1 and 2), then sets the harness's inputs to the kernel's
     * defaults where the run still breaks (pass 3). The violation kept is the one of the last run kept.
     */
    public Shrunk shrink(Harness h, int[] choices, InvariantViolation v) {
        String id = v.invariantId();
        return shrink(h, choices, v, cv -> cv.invariantId().equals(id));
    }

    /** {@link #shrink(Harness, int[], InvariantViolation)} keeping the runs whose violation {@code keep} accepts. */
    public Shrunk shrink(Harness h, int[] choices, InvariantViolation v, java.util.function.Predicate<InvariantViolation> keep) {
        Shrunk s = shrinkChoices(h, choices, v, 0, keep);
        List<String> inputs = h.defaultable();
        if (inputs.isEmpty()) {
            return s;
        }
        List<String> kept = new ArrayList<>();
        List<String> changed = new ArrayList<>();
        List<String> refused = new ArrayList<>(inputs);
        int runs = s.runs;
        // two rounds: an input refused in the first may pass once the choices shrank under the others' defaults
        for (int round = 0; round < 2 && !refused.isEmpty(); round++) {
            List<String> tryNow = refused;
            refused = new ArrayList<>();
            boolean keptAny = false;
            // at most two runs per input: not bounded by maxShrinkRuns, so that every input is tried even when
            // the choice passes spent the budget (an input not tried would be named as needed)
            for (String input : tryNow) {
                List<String> cand = new ArrayList<>(kept);
                cand.add(input);
                Harness hp = h.withDefaults(cand);
                runs++;
                InvariantViolation cv = fails(hp, s.choices, keep);
                if (cv == null) {
                    refused.add(input);
                    continue;
                }
                kept = cand;
                keptAny = true;
                if (!cv.trace().get(0).equals(s.violation.trace().get(0))) {
                    changed.add(input);
                }
                s = new Shrunk(trimmed(hp, s.choices), cv, runs, List.of(), List.of());
            }
            if (!keptAny) {
                break;
            }
            s = shrinkChoices(h.withDefaults(kept), s.choices, s.violation, runs, keep);
            runs = s.runs;
        }
        return new Shrunk(s.choices, s.violation, runs, changed, refused);
    }

    /** Passes 1 and 2 over {@code choices}, counting runs from {@code runs}. */
    private Shrunk shrinkChoices(Harness h, int[] choices, InvariantViolation v, int runs, java.util.function.Predicate<InvariantViolation> keep) {
        int[] best = choices;
        InvariantViolation bestV = v;
        boolean progress = true;
        while (progress && runs < maxShrinkRuns) {
            progress = false;
            for (int span = Math.max(1, best.length / 2); span >= 1 && runs < maxShrinkRuns; span /= 2) {
                for (int start = 0; start + span <= best.length && runs < maxShrinkRuns; ) {
                    int[] cand = new int[best.length - span];
                    System.arraycopy(best, 0, cand, 0, start);
                    System.arraycopy(best, start + span, cand, start, best.length - start - span);
                    runs++;
                    InvariantViolation cv = fails(h, cand, keep);
                    if (cv != null && better(cv, cand, bestV, best)) {
                        best = trimmed(h, cand);
                        bestV = cv;
                        progress = true;
                    } else {
                        start++;
                    }
                }
            }
            for (int i = 0; i < best.length && runs < maxShrinkRuns; i++) {
                int[] targets = {0, best[i] / 2, best[i] - 1};
                for (int t : targets) {
                    if (t < 0 || t >= best[i]) {
                        continue;
                    }
                    int[] cand = Arrays.copyOf(best, best.length);
                    cand[i] = t;
                    runs++;
                    InvariantViolation cv = fails(h, cand, keep);
                    if (cv != null && better(cv, cand, bestV, best)) {
                        best = trimmed(h, cand);
                        bestV = cv;
                        progress = true;
                        break;
                    }
                }
            }
        }
        return new Shrunk(best, bestV, runs, List.of(), List.of());
    }

    private static boolean better(InvariantViolation cv, int[] cand, InvariantViolation bestV, int[] best) {
        int a = cv.trace().size();
        int b = bestV.trace().size();
        if (a != b) {
            return a < b;
        }
        if (cand.length != best.length) {
            return cand.length < best.length;
        }
        long sa = 0;
        long sb = 0;
        for (int x : cand) {
            sa += x;
        }
        for (int x : best) {
            sb += x;
        }
        return sa < sb;
    }

    /** The choices the run actually consumed (a shorter run leaves a tail unread). */
    private static int[] trimmed(Harness h, int[] cand) {
        ChoiceRandom r = ChoiceRandom.replaying(cand);
        runOnce(h, r);
        int[] used = r.choices();
        return used.length < cand.length ? used : cand;
    }

    private static InvariantViolation fails(Harness h, int[] cand, java.util.function.Predicate<InvariantViolation> keep) {
        InvariantViolation cv = runOnce(h, ChoiceRandom.replaying(cand));
        return cv != null && keep.test(cv) ? cv : null;
    }
}
