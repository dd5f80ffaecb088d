package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.Runner;
import pmtuverify.kernel.capture.Observation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pmtuverify.model.c.C;
import pmtuverify.trace.PmtuReplay;

/** One scenario's conformance result, with what it prints (text, JSON, the specs/KERNEL.md section). */
public final class Result {
    public final Scenario scenario;
    public final String variant;
    public final Observation observation;
    public final Conformance.Verdict verdict;
    public final List<Transition> transitions;
    public final List<String> trace;
    /** The model's state after every trace line (the config line's first). */
    public final List<PmtuReplay.Row> model;
    /** The first diverging transition (0 = the connect state), -1 if none. */
    public final int divergence;
    public final Sample kernelState;
    public final PmtuReplay.Row modelState;
    public final String why;
    /** What the comparison found after the first difference, to the run's end ({@link Conformance.Rest#NONE}: nothing left). */
    public final Conformance.Rest rest;
    /** The earlier attempts of this run, each re-judged from its stored recording, in order (none: the first attempt held). */
    public final List<Result> earlier;

    public Result(Scenario scenario, String variant, Observation observation, Conformance.Verdict verdict,
            List<Transition> transitions, List<String> trace, List<PmtuReplay.Row> model, int divergence,
            Sample kernelState, PmtuReplay.Row modelState, String why) {
        this(scenario, variant, observation, verdict, transitions, trace, model, divergence, kernelState, modelState, why,
                Conformance.Rest.NONE);
    }

    Result(Scenario scenario, String variant, Observation observation, Conformance.Verdict verdict,
            List<Transition> transitions, List<String> trace, List<PmtuReplay.Row> model, int divergence,
            Sample kernelState, PmtuReplay.Row modelState, String why, Conformance.Rest rest) {
        this(scenario, variant, observation, verdict, transitions, trace, model, divergence, kernelState, modelState, why,
                rest, List.of());
    }

    private Result(Scenario scenario, String variant, Observation observation, Conformance.Verdict verdict,
            List<Transition> transitions, List<String> trace, List<PmtuReplay.Row> model, int divergence,
            Sample kernelState, PmtuReplay.Row modelState, String why, Conformance.Rest rest, List<Result> earlier) {
        this.scenario = scenario;
        this.variant = variant;
        this.observation = observation;
        this.verdict = verdict;
        this.transitions = transitions;
        this.trace = trace;
        this.model = model;
        this.divergence = divergence;
        this.kernelState = kernelState;
        this.modelState = modelState;
        this.why = why;
        this.rest = rest;
        this.earlier = List.copyOf(earlier);
    }

    /** This result with {@code earlier} as the run's earlier attempts. */
    public Result withEarlier(List<Result> earlier) {
        return new Result(scenario, variant, observation, verdict, transitions, trace, model, divergence, kernelState,
                modelState, why, rest, earlier);
    }

    /**
     * The verdict as a table shows it: the verdict, and where the comparison stopped before the run's end, the first
     * difference's place and what the rest showed ("DIFFERS at transition 3; then 0 of 1 later compared states differ").
     */
    public String verdictWords() {
        String r = rest.words(transitions.size());
        return verdict + (r.isEmpty() ? "" : " at " + (divergence == 0 ? "connect" : "transition " + divergence) + "; " + r)
                + Runner.attemptsWords(earlier.stream().map(e -> e.verdict).toList());
    }

    /** The kernel's probes as "size+" (acked), "size-" (lost), "size~" (cancelled), "size" (still in flight). */
    public List<String> kernelProbes() {
        List<int[]> states = new ArrayList<>();
        if (!transitions.isEmpty()) {
            states.add(triple(transitions.get(0).before.searchLow, transitions.get(0).before.searchHigh,
                    transitions.get(0).before.probeSize));
        }
        for (Transition t : transitions) {
            states.add(triple(t.after.searchLow, t.after.searchHigh, t.after.probeSize));
        }
        return probes(states);
    }

    /** The model's probes, the same way. */
    public List<String> modelProbes() {
        List<int[]> states = new ArrayList<>();
        for (PmtuReplay.Row m : model) {
            states.add(triple(m.after().searchLow, m.after().searchHigh, m.after().probeSize));
        }
        return probes(states);
    }

    private static int[] triple(int low, int high, int probe) {
        return new int[] {low, high, probe};
    }

    /** Probe outcomes from a sequence of (search_low, search_high, probe_size) states: one reading serves both sides. */
    static List<String> probes(List<int[]> states) {
        List<String> out = new ArrayList<>();
        for (int i = 1; i < states.size(); i++) {
            int[] a = states.get(i - 1);
            int[] b = states.get(i);
            if (a[2] != 0 && b[2] != a[2]) {
                out.set(out.size() - 1, a[2] + (b[0] == a[2] ? "+" : b[1] == a[2] - 1 ? "-" : "~"));
            }
            if (b[2] != 0 && b[2] != a[2]) {
                out.add(Integer.toString(b[2]));
            }
        }
        return out;
    }

    /** The search_low at each of the kernel's probes, in {@link #kernelProbes} order (the state that sent it). */
    public List<Integer> kernelProbeLows() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < transitions.size(); i++) {
            Sample a = i == 0 ? transitions.get(0).before : transitions.get(i - 1).after;
            Sample b = transitions.get(i).after;
            if (b.probeSize != 0 && b.probeSize != a.probeSize) {
                out.add(b.searchLow);
            }
        }
        return out;
    }

    public long count(List<String> probes, char outcome) {
        return probes.stream().filter(p -> p.charAt(p.length() - 1) == outcome).count();
    }

    /** Every state bpftrace recorded, in order (the transitions keep only the changes of the compared fields). */
    public List<Sample> samples() {
        return Transitions.samples(observation.bpftrace);
    }

    /** The kernel's final state (the last sample). */
    public Sample kernelFinal() {
        if (transitions.isEmpty()) {
            List<Sample> s = samples();
            return s.isEmpty() ? kernelState : s.get(s.size() - 1);
        }
        return transitions.get(transitions.size() - 1).after;
    }

    /** The model's state after the last trace line, or null when nothing was replayed. */
    public PmtuReplay.Row modelFinal() {
        return model.isEmpty() ? null : model.get(model.size() - 1);
    }

    /** Counter cross-check: TCPMTUPSuccess/TCPMTUPFail against the acked/lost probes the samples show. */
    public String counters() {
        List<String> kp = kernelProbes();
        return "TcpExtTCPMTUPSuccess " + observation.delta("TcpExtTCPMTUPSuccess") + " (samples " + count(kp, '+')
                + "), TcpExtTCPMTUPFail " + observation.delta("TcpExtTCPMTUPFail") + " (samples " + count(kp, '-')
                + "), IpFragFails " + observation.delta("IpFragFails") + ", IcmpInDestUnreachs "
                + observation.delta("IcmpInDestUnreachs") + ", Icmp6InPktTooBigs " + observation.delta("Icmp6InPktTooBigs")
                + ", TcpRetransSegs " + observation.delta("TcpRetransSegs");
    }

    /** Wire cross-check: how many of the kernel's probe sizes tcpdump saw. */
    /** The probes' outcomes held against the wire, or null when the capture cannot hold them (it missed packets, or kept no steps). */
    public Conformance.WireOutcomes wireOutcomes() {
        if (observation.wireSteps().isEmpty() || observation.captureGap() != null) {
            return null;
        }
        return Conformance.wireOutcomes(kernelProbes(), kernelProbeLows(), observation.wireSteps());
    }

    public String wire() {
        Map<Integer, Long> sizes = observation.wireSizes();
        List<String> kp = kernelProbes();
        List<String> missing = new ArrayList<>();
        for (String p : kp) {
            int size = Integer.parseInt(p.replaceAll("[+~-]$", ""));
            if (!sizes.containsKey(size)) {
                missing.add(Integer.toString(size));
            }
        }
        long missed = observation.tcpdumpMissed();
        Conformance.WireOutcomes w = wireOutcomes();
        String outcomes = w != null ? w.words()
                : observation.wireSteps().isEmpty() ? "probe outcomes not checked (the recording keeps no wire steps)"
                : missed != 0 ? "probe outcomes not checked (the capture missed " + (missed < 0 ? "an unknown number of" : missed) + " packets)"
                : "probe outcomes not checked (" + observation.captureGap() + ")";
        return (kp.size() - missing.size()) + " of " + kp.size() + " probe sizes seen on the wire"
                + (missing.isEmpty() ? "" : " (not seen: " + String.join(" ", missing.subList(0, Math.min(10, missing.size()))) + ")")
                + ", " + outcomes + ", ICMP MTUs " + observation.icmpMtus().stream().distinct().toList();
    }

    private static String seq(List<String> probes) {
        if (probes.size() <= 16) {
            return String.join(" ", probes);
        }
        return String.join(" ", probes.subList(0, 12)) + " ... (" + probes.size() + " probes) ... "
                + String.join(" ", probes.subList(probes.size() - 2, probes.size()));
    }

    public String text() {
        StringBuilder b = new StringBuilder();
        b.append(scenario.name).append(": ").append(verdict).append(" (").append(variant).append(", Linux ")
                .append(observation.release).append(")\n");
        b.append("  setup:  ").append(scenario.setup()).append('\n');
        b.append("  kernel probes: ").append(seq(kernelProbes())).append('\n');
        b.append("  model probes:  ").append(seq(modelProbes())).append('\n');
        Sample kf = kernelFinal();
        if (kf != null) {
            b.append("  kernel final: ").append(kf.stateJson()).append('\n');
        }
        b.append("  model final:  ").append(compact(modelFinal())).append('\n');
        b.append("  transitions: ").append(transitions.size()).append(", counters: ").append(counters()).append('\n');
        b.append("  wire: ").append(wire()).append('\n');
        if (!observation.successesPerSecond().isEmpty() && scenario.threshold <= 1) {
            b.append("  successful probes per second, each second: ").append(observation.successesPerSecond()).append('\n');
        }
        for (int k = 0; k < earlier.size(); k++) {
            Result e = earlier.get(k);
            b.append("  earlier attempt ").append(k + 1).append(": ").append(e.verdict)
                    .append(e.why.isEmpty() ? "" : " (" + e.why + ")").append('\n');
        }
        if (verdict == Conformance.Verdict.AGREES && !why.isEmpty()) {
            b.append("  note: ").append(why).append('\n');
        }
        if (verdict != Conformance.Verdict.AGREES) {
            b.append("  first divergence: ").append(why).append('\n');
            if (kernelState != null) {
                b.append("    kernel: ").append(kernelState.stateJson()).append('\n');
            }
            if (modelState != null) {
                b.append("    model:  ").append(compact(modelState)).append('\n');
            }
            if (divergence > 0 && divergence <= transitions.size()) {
                b.append("    events: ").append(transitions.get(divergence - 1).events.stream().map(pmtuverify.model.plpmtud.Event::toJson)
                        .collect(java.util.stream.Collectors.joining(" "))).append('\n');
            }
            if (rest.compared() > 0) {
                b.append("  to the end: ").append(rest.words(transitions.size())).append('\n');
            }
        }
        return b.toString();
    }

    /** A model state's compared fields, snd_cwnd and jiffies, as one JSON object (every field null: no state). */
    static String compact(PmtuReplay.Row m) {
        Object[] v = m == null ? new Object[Conformance.FIELDS.size()] : Conformance.compared(m.after());
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < Conformance.FIELDS.size(); i++) {
            if (b.length() > 1) {
                b.append(',');
            }
            b.append('"').append(Conformance.FIELDS.get(i)).append("\":").append(v[i]);
        }
        if (m != null) {
            b.append(",\"snd_cwnd\":").append(C.u32(m.after().sndCwnd)).append(",\"jiffies\":").append(m.after().jiffies);
        }
        return b.append('}').toString();
    }

    /** The fields every scenario's JSON line starts with, up to the setup's closing quote. */
    public static StringBuilder jsonHead(String name, Conformance.Verdict verdict, String variant, String release, String setup) {
        return new StringBuilder("{").append("\"scenario\":\"").append(name).append("\",\"verdict\":\"").append(verdict)
                .append("\",\"variant\":\"").append(variant).append("\",\"release\":\"").append(release)
                .append("\",\"setup\":\"").append(setup).append('"');
    }

    public String json() {
        StringBuilder b = jsonHead(scenario.name, verdict, variant, observation.release, scenario.setup());
        b.append(",\"transitions\":").append(transitions.size())
                .append(",\"kernel_probes\":").append(strings(kernelProbes()))
                .append(",\"model_probes\":").append(strings(modelProbes()))
                .append(",\"kernel_final\":").append(kernelFinal() == null ? "null" : kernelFinal().stateJson())
                .append(",\"model_final\":").append(compact(modelFinal()))
                .append(",\"divergence\":").append(divergence)
                .append(",\"later_compared\":").append(rest.compared())
                .append(",\"later_differing\":").append(rest.differing())
                .append(",\"earlier_attempts\":").append(strings(earlier.stream().map(e -> e.verdict.name()).toList()))
                .append(",\"why\":\"").append(why.replace("\"", "'")).append('"')
                .append(",\"kernel_state\":").append(kernelState == null ? "null" : kernelState.stateJson())
                .append(",\"model_state\":").append(modelState == null ? "null" : compact(modelState))
                .append(",\"tcpmtup_success\":").append(observation.delta("TcpExtTCPMTUPSuccess"))
                .append(",\"tcpmtup_fail\":").append(observation.delta("TcpExtTCPMTUPFail"))
                .append(",\"ip_frag_fails\":").append(observation.delta("IpFragFails"))
                .append('}');
        return b.toString();
    }

    private static String strings(List<String> l) {
        StringBuilder b = new StringBuilder("[");
        for (String s : l) {
            b.append(b.length() > 1 ? "," : "").append('"').append(s).append('"');
        }
        return b.append(']').toString();
    }
}
