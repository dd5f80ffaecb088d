package pmtuverify.kernel.mutants;

import pmtuverify.kernel.KernelHz;
import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.plpmtud.PmtuModel;
import pmtuverify.kernel.plpmtud.Result;
import pmtuverify.kernel.plpmtud.Scenario;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import pmtuverify.trace.PmtuReplay;

/**
 * The kernel suite's own power: every recording replayed against perturbed models, as a mutation score. A mutant
 * is one wrong model of what the kernel ran: another PLPMTUD variant (each differs from LATEST in one or more of
 * its rules, the FIX variants in exactly one), the wrong HZ, or a sysctl the model is told off by a little. A
 * recording kills a mutant when the suite's verdict on it changes: the mutant DIFFERS where the true model agrees,
 * or it differs elsewhere than the recording's documented finding. A mutant whose model states equal the true
 * model's, in every compared field on every replayed line of every recording, is equivalent on these recordings:
 * nothing the suite compares could tell it apart, so it is counted apart. A mutant that changes a compared field on
 * some line and is killed by no recording survived: the suite saw a behaviour change and did not call it a
 * difference (a line it does not compare, or a difference only in its quiet periods).
 */
public final class Mutants {
    /** One perturbation: a name, the kind, and what it changes in the suite's inputs. */
    public record Mutant(String name, String kind, UnaryOperator<Inputs> apply) {}

    /** What {@link Conformance#check} reads: the scenario (path and sysctls), the model variant, the recording. */
    public record Inputs(Scenario scenario, String variant, Observation observation) {}

    /** One mutant's outcome: the recording that killed it (or null), the recordings on which it was not equivalent. */
    public record Outcome(Mutant mutant, String killedBy, String why, List<String> changedOn) {
        public boolean killed() {
            return killedBy != null;
        }

        public boolean equivalent() {
            return !killed() && changedOn.isEmpty();
        }
    }

    /** The recordings: a scenario and what it recorded. */
    public record Recording(Scenario scenario, Observation observation) {}

    private Mutants() {}

    /**
     * The mutants of the model the suite holds against the kernel ({@code variant}, normally LATEST), for recordings
     * made at the HZ values {@code recordedHz} (the other values Kconfig offers are the HZ mutants).
     */
    public static List<Mutant> of(String variant, List<String> otherVariants, java.util.Set<Integer> recordedHz) {
        List<Mutant> m = new ArrayList<>();
        for (String v : otherVariants) {
            if (!v.equals(variant)) {
                m.add(new Mutant("variant " + v, "variant", in -> new Inputs(in.scenario(), v, in.observation())));
            }
        }
        for (int hz : KernelHz.CHOICES) {
            if (!recordedHz.contains(hz)) {
                m.add(new Mutant("HZ " + hz, "hz",
                        in -> new Inputs(in.scenario(), in.variant(), in.observation().withHz(hz))));
            }
        }
        for (int d : new int[] {-1, 1}) {
            String sign = d > 0 ? "+" + d : Integer.toString(d);
            m.add(sysctl("tcp_probe_threshold " + sign, (s, b) -> b.threshold(s.threshold + d)));
            m.add(sysctl("tcp_probe_interval " + sign, (s, b) -> b.interval(s.interval + d)));
        }
        for (int d : new int[] {-4, -1, 1, 4}) {
            m.add(sysctl("tcp_base_mss " + (d > 0 ? "+" + d : Integer.toString(d)), (s, b) -> b.baseMss(s.baseMss + d)));
        }
        m.add(sysctl("tcp_mtu_probing 1 and 2 swapped", (s, b) -> b.probing(s.probing == 1 ? 2 : s.probing == 2 ? 1
                : s.probing)));
        m.add(sysctl("timestamps flipped", (s, b) -> b.timestamps(!s.timestamps)));
        // the model as it was before the peer's window was an input: tcp_bound_to_half_wnd bounds nothing and the
        // window gate never holds a probe back
        m.add(new Mutant("peer window ignored", "input",
                in -> new Inputs(in.scenario(), in.variant(), in.observation().withoutWindow())));
        return m;
    }

    private static Mutant sysctl(String name, BiFunction<Scenario, Scenario.Builder, Scenario.Builder> change) {
        return new Mutant(name, "sysctl", in -> new Inputs(
                change.apply(in.scenario(), in.scenario().toBuilder()).build(), in.variant(), in.observation()));
    }

    /** Each mutant's outcome over the recordings, in the mutants' order. */
    public static List<Outcome> run(List<Mutant> mutants, List<Recording> recordings, String variant,
            PmtuModel model) {
        List<Result> truth = new ArrayList<>();
        for (Recording r : recordings) {
            truth.add(Conformance.check(r.scenario(), variant, r.observation(), model));
        }
        List<Outcome> out = new ArrayList<>();
        for (Mutant mu : mutants) {
            String killedBy = null;
            String why = null;
            List<String> changed = new ArrayList<>();
            for (int i = 0; i < recordings.size(); i++) {
                Recording r = recordings.get(i);
                Inputs in = mu.apply().apply(new Inputs(r.scenario(), variant, r.observation()));
                Result t = truth.get(i);
                Result m;
                try {
                    m = Conformance.check(in.scenario(), in.variant(), in.observation(), model);
                } catch (RuntimeException refused) {
                    // the mutant's model refuses what the kernel accepted (a sysctl write its proc handler would
                    // refuse with EINVAL, which scenario.sh would have failed on): the recording tells them apart
                    changed.add(r.scenario().name);
                    if (killedBy == null) {
                        killedBy = r.scenario().name;
                        why = "the kernel accepted the scenario's settings; this model refuses them: "
                                + refused.getMessage();
                    }
                    continue;
                }
                if (!sameStates(t, m)) {
                    changed.add(r.scenario().name);
                }
                if (killedBy == null && kills(t, m)) {
                    killedBy = r.scenario().name;
                    why = m.verdict + (m.why.isEmpty() ? "" : ": " + m.why);
                }
            }
            out.add(new Outcome(mu, killedBy, why, List.copyOf(changed)));
        }
        return out;
    }

    /**
     * Whether the mutant's verdict tells it from the true model's: the true model's result is what the scenario
     * must show (it agrees, or differs exactly as its finding) and the mutant's is not, or is another difference.
     */
    static boolean kills(Result truth, Result mutant) {
        if (truth.verdict == Conformance.Verdict.NO_DATA) {
            return false;
        }
        if (mutant.verdict == Conformance.Verdict.DIFFERS || truth.verdict == Conformance.Verdict.DIFFERS) {
            return mutant.verdict != truth.verdict || mutant.divergence != truth.divergence
                    || !Objects.equals(firstCause(mutant.why), firstCause(truth.why));
        }
        return false;
    }

    private static String firstCause(String why) {
        int i = why.indexOf("; no hold check");
        return i < 0 ? why : why.substring(0, i);
    }

    /** Whether two replays of one recording give equal model states in every compared field, line by line. */
    static boolean sameStates(Result a, Result b) {
        if (a.model.size() != b.model.size()) {
            return false;
        }
        for (int i = 0; i < a.model.size(); i++) {
            if (!Arrays.equals(Conformance.compared(a.model.get(i).after()), Conformance.compared(b.model.get(i).after()))) {
                return false;
            }
        }
        return true;
    }

    /** The score line: killed K of N non-equivalent mutants, E equivalent on every recording. */
    public static String score(List<Outcome> outcomes) {
        long killed = outcomes.stream().filter(Outcome::killed).count();
        long equivalent = outcomes.stream().filter(Outcome::equivalent).count();
        long nonEquivalent = outcomes.size() - equivalent;
        return "killed " + killed + " of " + nonEquivalent + " mutants that change the model's states on some recording ("
                + outcomes.size() + " mutants, " + equivalent + " of them equivalent on every recording)";
    }

    /** One line per mutant: killed by which recording, survived (and where it changed the states), or equivalent. */
    public static String line(Outcome o) {
        String what = o.mutant().name() + " (" + o.mutant().kind() + "): ";
        if (o.killed()) {
            return what + "killed by " + o.killedBy();
        }
        if (o.equivalent()) {
            return what + "equivalent on every recording";
        }
        return what + "SURVIVED (changes the model's states on " + String.join(", ", o.changedOn()) + ")";
    }

    /** The Markdown block README carries: the command, the score and every survivor. */
    public static String markdown(List<Outcome> outcomes, int recordings) {
        StringBuilder b = new StringBuilder();
        b.append("`./pmtu kernel --mutants` over the ").append(recordings)
                .append(" PLPMTUD recordings under specs/kernel-runs (offline, no root): ").append(score(outcomes))
                .append(".\n\n| mutant | kind | outcome |\n|---|---|---|\n");
        for (Outcome o : outcomes) {
            b.append("| ").append(o.mutant().name()).append(" | ").append(o.mutant().kind()).append(" | ")
                    .append(o.killed() ? "killed by " + o.killedBy()
                            : o.equivalent() ? "equivalent on every recording"
                            : "**survived** (changes the states on " + String.join(", ", o.changedOn()) + ")")
                    .append(" |\n");
        }
        return b.toString();
    }
}
