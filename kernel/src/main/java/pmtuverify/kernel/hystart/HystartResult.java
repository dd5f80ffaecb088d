package pmtuverify.kernel.hystart;

import pmtuverify.kernel.Runner;
import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.plpmtud.Result;

import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.trace.HystartReplay;

/** One HyStart scenario's conformance result, with what it prints (text, JSON, its specs/KERNEL.md rows). */
public final class HystartResult {
    public final HystartScenario scenario;
    public final String variant;
    public final Observation observation;
    public final List<HystartSample> samples;
    public final List<HystartConformance.Step> steps;
    /** What the model replayed: the config and every step's events; null without data. */
    public final HystartReplay.Trace input;
    /** {@link #input} as replay trace lines ({@link HystartReplay.Trace#lines()}), for people; empty without data. */
    public final List<String> trace;
    /** The model's state after every trace line (the config line's first). */
    public final List<HystartReplay.Row> model;
    /** The index in {@link #steps} of the first diverging ACK, -1 if none. */
    public final int divergence;
    public final String why;
    /** Why the compared window ended. */
    public final String windowEnd;
    public final Conformance.Verdict verdict;
    /**
     * The ACKs compared after the first divergence, to the window's end, and how many of them differ (the last: an ACK
     * number); {@link Conformance.Rest#NONE} without a divergence.
     */
    public final Conformance.Rest rest;
    /** The earlier attempts of this run, each re-judged from its stored recording, in order. */
    public final List<HystartResult> earlier;

    HystartResult(HystartScenario scenario, String variant, Observation observation, List<HystartSample> samples,
            List<HystartConformance.Step> steps, HystartReplay.Trace input, List<HystartReplay.Row> model,
            int divergence, String why, String windowEnd) {
        this(scenario, variant, observation, samples, steps, input, model, divergence, why, windowEnd,
                Conformance.Rest.NONE, List.of());
    }

    HystartResult(HystartScenario scenario, String variant, Observation observation, List<HystartSample> samples,
            List<HystartConformance.Step> steps, HystartReplay.Trace input, List<HystartReplay.Row> model,
            int divergence, String why, String windowEnd, Conformance.Rest rest) {
        this(scenario, variant, observation, samples, steps, input, model, divergence, why, windowEnd, rest, List.of());
    }

    private HystartResult(HystartScenario scenario, String variant, Observation observation, List<HystartSample> samples,
            List<HystartConformance.Step> steps, HystartReplay.Trace input, List<HystartReplay.Row> model,
            int divergence, String why, String windowEnd, Conformance.Rest rest, List<HystartResult> earlier) {
        this.rest = divergence < 0 ? Conformance.Rest.NONE : rest;
        this.earlier = List.copyOf(earlier);
        this.scenario = scenario;
        this.variant = variant;
        this.observation = observation;
        this.samples = samples;
        this.steps = steps;
        this.input = input;
        this.trace = input == null ? List.of() : input.lines();
        this.model = model;
        this.divergence = divergence;
        this.why = why;
        this.windowEnd = windowEnd;
        if (samples.size() < 2) {
            verdict = Conformance.Verdict.NO_DATA;
        } else if (divergence >= 0) {
            verdict = Conformance.Verdict.DIFFERS;
        } else {
            // a scenario built to show no exit agrees when its window held that many ACKs, none an exit, in the model
            // and the kernel alike; any other needs the kernel's exit decision inside the window
            boolean enough = scenario.acksWithoutExit > 0 && steps.size() >= scenario.acksWithoutExit;
            if (!scenario.outage.isEmpty()) {
                // an outage scenario is about the timeout: it agrees only when the window reached it
                verdict = lossStep() >= 0 ? Conformance.Verdict.AGREES : Conformance.Verdict.NOISY;
            } else {
                verdict = exitStep() >= 0 || enough ? Conformance.Verdict.AGREES : Conformance.Verdict.NOISY;
            }
        }
    }

    /** This result with {@code earlier} as the run's earlier attempts. */
    public HystartResult withEarlier(List<HystartResult> earlier) {
        return new HystartResult(scenario, variant, observation, samples, steps, input, model, divergence, why, windowEnd,
                rest, earlier);
    }

    /** "then 2 of 40 later ACKs differ, the last at ACK 31 (the model runs on from its own state)", or "". */
    public String restWords() {
        if (rest.compared() == 0) {
            return "";
        }
        return "then " + rest.differing() + " of " + rest.compared() + " later ACKs differ"
                + (rest.last() < 0 ? "" : ", the last at ACK " + rest.last()) + " (the model runs on from its own state)";
    }

    /**
     * The verdict as a table shows it: the verdict, the first divergence's ACK and what the later ACKs showed, and
     * the earlier attempts' verdicts ("AGREES (attempt 2; attempt 1 NOISY)").
     */
    public String verdictWords() {
        String r = restWords();
        StringBuilder b = new StringBuilder(verdict.name());
        if (!r.isEmpty()) {
            b.append(" at ACK ").append(steps.get(divergence).ack).append("; ").append(r);
        }
        return b.append(Runner.attemptsWords(earlier.stream().map(e -> e.verdict).toList())).toString();
    }

    static HystartResult noData(HystartScenario s, String variant, Observation obs, int n) {
        return new HystartResult(s, variant, obs, List.of(), List.of(), null, List.of(), -1,
                "bpftrace saw " + n + " ACK(s) of the test connection", "no samples");
    }

    /** The index of the compared ACK after which the kernel's found became 1, or -1 (not inside the window). */
    public int exitStep() {
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).before.found == 0 && steps.get(i).after.found != 0) {
                return i;
            }
        }
        return -1;
    }

    /** The index in {@link #steps} of the step that ends in retransmission timeouts, or -1 (none in the window). */
    public int lossStep() {
        for (int i = 0; i < steps.size(); i++) {
            if (!steps.get(i).losses.isEmpty()) {
                return i;
            }
        }
        return -1;
    }

    /** The model's output after compared step {@code i} (after its last line: its last loss event, if any). */
    public HystartReplay.Row modelAfter(int i) {
        int row = 0;
        for (int j = 0; j <= i; j++) {
            row += steps.get(j).events().size();
        }
        return model.get(row);
    }

    /** "delay at cwnd 23 (ACK 19, sample_cnt 8, curr_rtt 20145 > delay_min 203 + 4000)" or why there is none. */
    public String exit() {
        int e = exitStep();
        if (e < 0) {
            HystartSample last = samples.isEmpty() ? null : samples.get(samples.size() - 1);
            return "no exit inside the window" + (last != null && last.found != 0 ? " (the kernel's found is 1 later)" : "");
        }
        HystartConformance.Step st = steps.get(e);
        HyStep m = modelAfter(e).step();
        return "model " + m.exitReason() + ", kernel found " + st.after.found + " at ACK " + st.ack + ": snd_cwnd "
                + st.before.sndCwnd + " = snd_ssthresh " + st.after.ssthresh + ", delay_min " + st.after.delayMin
                + " us, curr_rtt " + st.after.currRtt + " us, sample_cnt " + st.after.sampleCnt + ", round_start "
                + st.after.roundStart + ", ACK at " + atOf(st) + " (" + (atOf(st) - st.after.roundStart)
                + " us into the round), " + (m.threshold < 0 ? "no ACK train (more than hystart_ack_delta_us "
                + "since last_ack)" : "ACK-train threshold " + m.threshold);
    }

    /** Rounds started inside the window (the kernel's end_seq moves). */
    public long rounds() {
        return steps.stream().filter(s -> s.after.endSeq != s.before.endSeq).count();
    }

    /** How many compared ACKs carried an RTT sample, and their range. */
    public String rtts() {
        long n = 0;
        long lo = Long.MAX_VALUE;
        long hi = 0;
        for (HystartConformance.Step s : steps) {
            long r = s.event.ack().rttUs;
            if (r >= 0) {
                n++;
                lo = Math.min(lo, r);
                hi = Math.max(hi, r);
            }
        }
        return n == 0 ? "no RTT samples" : n + " RTT samples, " + lo + ".." + hi + " us";
    }

    /**
     * The largest difference between an ACK's tcp_mstamp (rack.mstamp + rack.rtt_us) and bpftrace's ktime at its
     * tracepoint, over the ACKs that have both: how far the clock of the ACKs without an RTT sample may be off.
     */
    public long clockSkewUs() {
        long max = 0;
        for (HystartConformance.Step s : steps) {
            if (s.event.ack().rttUs >= 0) {
                max = Math.max(max, Math.abs((int) (atOf(s) - (s.before.clockUs & 0xFFFFFFFFL))));
            }
        }
        return max;
    }

    /** The clock of step {@code st}'s ACK, {@code (u32)tp->tcp_mstamp}. */
    static long atOf(HystartConformance.Step st) {
        return C.u32(st.event.ack().at);
    }

    /** The HyStart counters of the sender namespace over the run: qualitative witnesses only. */
    public String counters() {
        return "TrainDetect " + observation.delta("TcpExtTCPHystartTrainDetect") + ", TrainCwnd "
                + observation.delta("TcpExtTCPHystartTrainCwnd") + ", DelayDetect "
                + observation.delta("TcpExtTCPHystartDelayDetect") + ", DelayCwnd "
                + observation.delta("TcpExtTCPHystartDelayCwnd");
    }

    public String text() {
        StringBuilder b = new StringBuilder();
        b.append(scenario.name).append(": ").append(verdict).append(" (").append(variant).append(", Linux ")
                .append(observation.release).append(")\n");
        b.append("  setup:  ").append(scenario.setup()).append('\n');
        b.append("  ACKs compared: ").append(steps.size()).append(" of ").append(Math.max(0, samples.size() - 1))
                .append(" sampled; window ended: ").append(windowEnd).append('\n');
        b.append("  rounds: ").append(rounds()).append(", ").append(rtts()).append(", |tcp_mstamp - bpftrace ktime| <= ")
                .append(clockSkewUs()).append(" us\n");
        b.append("  exit: ").append(exit()).append('\n');
        b.append("  counters: ").append(counters()).append('\n');
        for (int k = 0; k < earlier.size(); k++) {
            HystartResult e = earlier.get(k);
            b.append("  earlier attempt ").append(k + 1).append(": ").append(e.verdict)
                    .append(e.why.isEmpty() ? "" : " (" + e.why + ")").append('\n');
        }
        if (verdict == Conformance.Verdict.DIFFERS) {
            HystartConformance.Step st = steps.get(divergence);
            b.append("  first divergence: ").append(why).append('\n');
            b.append("    kernel: ").append(st.after.stateJson()).append('\n');
            b.append("    model:  ").append(compact(modelAfter(divergence))).append('\n');
            b.append("    event:  ").append(st.event.toJson()).append('\n');
            if (rest.compared() > 0) {
                b.append("  to the window's end: ").append(restWords()).append('\n');
            }
        } else if (verdict != Conformance.Verdict.AGREES) {
            b.append("  why: ").append(!why.isEmpty() ? why : scenario.outage.isEmpty()
                    ? "the window ended before the kernel's exit decision"
                    : "the window ended before the retransmission timeout")
                    .append('\n');
        }
        return b.toString();
    }

    /** A model state's fields the comparison shows, as one JSON object. */
    static String compact(HystartReplay.Row row) {
        HyStep m = row.step();
        return "{\"delay_min\":" + C.u32(m.after.delayMin) + ",\"curr_rtt\":" + C.u32(m.after.currRtt)
                + ",\"round_start\":" + C.u32(m.after.roundStart) + ",\"last_ack\":" + C.u32(m.after.lastAck)
                + ",\"sample_cnt\":" + m.after.sampleCnt + ",\"found\":" + m.after.found + ",\"ssthresh\":"
                + C.u32(m.after.ssthresh) + ",\"round_reset\":" + m.roundReset + ",\"exit_reason\":\"" + m.exitReason()
                + "\",\"threshold\":" + (m.threshold < 0 ? "null" : Long.toString(m.threshold)) + "}";
    }

    public String json() {
        StringBuilder b = Result.jsonHead(scenario.name, verdict, variant, observation.release, scenario.setup());
        b.append(",\"acks_compared\":").append(steps.size())
                .append(",\"rounds\":").append(rounds()).append(",\"exit\":\"").append(exit().replace("\"", "'"))
                .append("\",\"window_end\":\"").append(windowEnd.replace("\"", "'")).append("\",\"why\":\"")
                .append(why.replace("\"", "'")).append("\",\"counters\":\"").append(counters()).append("\"}");
        return b.toString();
    }
}
