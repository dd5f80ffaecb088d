package pmtuverify.kernel.hystart;

import pmtuverify.kernel.Runner;
import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.plpmtud.Conformance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.Variant;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.HystartEvent;
import pmtuverify.trace.HystartReplay;

/**
 * Holds CUBIC HyStart on this machine's kernel against the model, ACK by ACK. hystart.bt samples the sender's
 * struct bictcp when each ACK arrives, i.e. the state the previous ACK left; so ACK k is the step from sample k to
 * sample k+1. Each such step becomes one typed event of a HyStart trace ({@link HystartEvent.AckEvent}, replayed by
 * {@link HystartReplay#rows(HystartReplay.Trace)}, the replay {@code ./pmtu replay} runs) carrying the kernel's state
 * after it ({@link HystartEvent.Bictcp}), and the model must agree on delay_min, curr_rtt,
 * round_start, last_ack, sample_cnt, found and snd_ssthresh, and on whether the ACK started a new round (the kernel's
 * end_seq moved).
 *
 * <p>The event's inputs, from the kernel's samples (net/ipv4/tcp_input.c@v6.18 and net/ipv4/tcp_recovery.c@v6.18):
 * <ul>
 * <li>{@code rtt_us}: cubictcp_acked's {@code sample->rtt_us} is {@code sack->rate->rtt_us}, which
 *     tcp_ack_update_rtt sets to {@code ca_rtt_us}, the RTT of the last skb tcp_clean_rtx_queue freed that was neither
 *     retransmitted nor SACKed ({@code tcp_stamp_us_delta(tp->tcp_mstamp, last_ackt)}). For every freed skb that is
 *     not SACKed, with SACK on, tcp_clean_rtx_queue also calls tcp_rack_advance, which stores
 *     {@code rack.rtt_us = tcp_stamp_us_delta(tp->tcp_mstamp, xmit_time)} and, for the most recently sent skb,
 *     {@code rack.mstamp = xmit_time} and {@code rack.end_seq}. A partly acked GSO skb counts too (tcp_tso_acked,
 *     then the same steps with the skb's own end_seq; TCP builds GSO skbs even with the device's gso off). So when the
 *     ACK advanced snd_una, nothing is SACKed or retransmitted, and the sample after it shows rack.end_seq in
 *     [snd_una, snd_nxt] (the skb holding snd_una - 1), rack.rtt_us is the ACK's rtt_us and
 *     {@code rack.mstamp + rack.rtt_us} its tcp_mstamp (bictcp_clock_us). An ACK that advances nothing
 *     has {@code rtt_us = -1} (cubictcp_acked returns at once). Any other ACK (SACK blocks, a retransmission acked,
 *     loss) ends the compared window: its sample cannot be recovered from the socket. So does any earlier
 *     retransmission (total_retrans): a tail loss probe (tcp_send_loss_probe, net/ipv4/tcp_output.c@v6.18) marks its
 *     skb TCPCB_EVER_RETRANS without counting it in retrans_out, and an ACK of it has no sequence RTT sample
 *     (FLAG_RETRANS_DATA_ACKED) while tcp_rack_advance may still record one.</li>
 * <li>{@code at} of an ACK without an RTT sample: bpftrace's ktime at the tracepoint (tcp_mstamp_refresh runs just
 *     after it; the model does not read the clock on such an ACK).</li>
 * <li>{@code cwnd}, {@code pacing_rate}, {@code in_slow_start} ({@code snd_cwnd < snd_ssthresh}): the sample before
 *     the ACK; {@code round_end}: {@code after(snd_una after the ACK, end_seq before it)}, stated only when true: the
 *     replay derives a missing one from the model's end_seq (true once passed and not reset since), so the same
 *     samples replay on every variant, and a model whose end_seq is not the kernel's shows it as a round reset or
 *     round_start that differs, not as a refused line; {@code jiffies}: rcv_tstamp after it (tcp_ack stores
 *     tcp_jiffies32 there).</li>
 * <li>Every ACK must have been sampled: the ack_seq of the ACK sampled before must be the snd_una after it (or the
 *     ACK acked nothing). bpftrace can miss an ACK (the BPF program is skipped while another BPF program runs on that
 *     CPU); then two ACKs would pass for one, and the window ends there.</li>
 * </ul>
 * The window also ends at the first ACK after which epoch_start is set (bictcp_update in congestion avoidance: the
 * model holds epoch_start as a config input), after a loss state, or at the end of the samples. The run AGREES when
 * every ACK of the window agrees and the kernel's exit decision ({@code found} 0 to 1) is inside it; NOISY when
 * everything compared agrees but the window ended before that decision.
 */
public final class HystartConformance {
    /** What one compared ACK was: its replay event and the kernel's states around it. */
    public static final class Step {
        public final int ack;
        public final HystartEvent.AckEvent event;
        public final HystartSample before;
        public final HystartSample after;
        /**
         * The retransmission timeouts between this ACK and the next sample, as replay loss events (the last one
         * carrying the kernel's state {@link #after} shows); empty for an ACK alone.
         */
        public final List<HystartEvent.LossEvent> losses;

        Step(int ack, HystartEvent.AckEvent event, HystartSample before, HystartSample after) {
            this(ack, event, before, after, List.of());
        }

        Step(int ack, HystartEvent.AckEvent event, HystartSample before, HystartSample after,
                List<HystartEvent.LossEvent> losses) {
            this.ack = ack;
            this.event = event;
            this.before = before;
            this.after = after;
            this.losses = List.copyOf(losses);
        }

        /** The step's replay events: the ACK's, then its losses'. */
        public List<HystartEvent> events() {
            List<HystartEvent> l = new ArrayList<>();
            l.add(event);
            l.addAll(losses);
            return l;
        }
    }

    private HystartConformance() {}

    /** The module parameters of tcp_cubic of the run recorded in {@code dir} (scenario.sh's ca-params.txt). */
    public static Map<String, Long> params(java.nio.file.Path dir) throws java.io.IOException {
        return params(Observation.lines(dir.resolve("ca-params.txt")));
    }

    /** The module parameters of tcp_cubic from "path:value" lines, or the defaults. */
    public static Map<String, Long> params(List<String> lines) {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("hystart_detect", 3L);
        m.put("hystart_low_window", 16L);
        m.put("hystart_ack_delta_us", 2000L);
        m.put("hystart", 1L);
        for (String l : lines) {
            int c = l.lastIndexOf(':');
            int s = l.lastIndexOf('/', c);
            if (c > 0 && s >= 0) {
                try {
                    m.put(l.substring(s + 1, c), Long.parseLong(l.substring(c + 1).trim()));
                } catch (NumberFormatException e) {
                    // not a number: not a parameter the replay uses
                }
            }
        }
        return m;
    }

    /** The replay config: the variant at the recording kernel's HZ, the clocks and socket of the first sample. */
    static HyConfig config(String variant, HystartSample first, Map<String, Long> params, int hz) {
        Variant v = Variant.byName(variant);
        if (v == null) {
            throw new BadInput("\"variant\" must be one of " + Variant.names() + ", got \"" + variant + "\"");
        }
        return new HyConfig(v, hz, (int) first.roundStart, (int) first.rcvTstamp, 0, first.pacingStatus != 0,
                Math.toIntExact(params.get("hystart_detect")), Math.toIntExact(params.get("hystart_low_window")),
                Math.toIntExact(params.get("hystart_ack_delta_us")), (int) first.sndCwnd, (int) first.ssthresh,
                first.pacingRate, first.gsoMaxSize);
    }

    /**
     * The replay event of the ACK between {@code a} and {@code b}, or null when the samples cannot give its RTT sample
     * (then the window ends; {@code why[0]} says why).
     */
    static HystartEvent.AckEvent event(HystartSample a, HystartSample b, String[] why) {
        return event(a, b, why, false);
    }

    /**
     * {@link #event(HystartSample, HystartSample, String[])}; {@code acrossLoss}: a retransmission timeout ran between
     * the ACK and {@code b}, so b's loss state (icsk_ca_state, retrans_out, lost_out) is the timer's, not the ACK's, and
     * the event carries no kernel state (b shows the state after the loss, compared on the loss event). The timer does
     * not touch the rack fields or snd_una, so the ACK's own sample still comes from b.
     */
    static HystartEvent.AckEvent event(HystartSample a, HystartSample b, String[] why, boolean acrossLoss) {
        boolean bClean = acrossLoss || b.caState == 0 && b.sackedOut == 0 && b.retransOut == 0 && b.lostOut == 0;
        if (a.caState != 0 || a.sackedOut != 0 || a.retransOut != 0 || a.totalRetrans != 0 || !bClean) {
            why[0] = "icsk_ca_state " + b.caState + ", sacked_out " + b.sackedOut + ", retrans_out " + b.retransOut
                    + ", lost_out " + b.lostOut + ", total_retrans before it " + a.totalRetrans;
            return null;
        }
        String unsampled = ackCheck(a, b);
        if (unsampled != null) {
            why[0] = unsampled;
            return null;
        }
        boolean advanced = HystartSample.after(b.sndUna, a.sndUna);
        int at;
        int rtt;
        if (advanced) {
            if (HystartSample.after(b.sndUna, b.rackEndSeq) || HystartSample.after(b.rackEndSeq, b.sndNxt)) {
                why[0] = "the ACK to " + b.sndUna + " left rack.end_seq at " + b.rackEndSeq + ": its RTT sample is unknown";
                return null;
            }
            rtt = (int) b.rackRttUs; // the s32 struct ack_sample.rtt_us
            at = (int) (b.rackMstamp + b.rackRttUs);
        } else {
            rtt = -1;
            at = (int) a.clockUs;
        }
        // round_end stated only when true: else the replay derives it from the model's end_seq
        boolean roundEnd = HystartSample.after(b.sndUna, a.endSeq);
        Ack ack = new Ack(at, rtt, (int) a.sndCwnd, a.pacingRate, a.sndCwnd < a.ssthresh, roundEnd, (int) b.rcvTstamp);
        return new HystartEvent.AckEvent(ack, roundEnd, acrossLoss ? null : b.bictcp());
    }

    /**
     * The check that the ACK sampled at {@code a} is the one whose effect {@code b} shows: its ack_seq (read from the
     * control block, found where hystart.bt looked for it) is b's snd_una, or it acked nothing; else bpftrace missed an
     * ACK in between (a BPF program is skipped while another runs on the same CPU). Null when it holds, else why not.
     */
    static String ackCheck(HystartSample a, HystartSample b) {
        if (!a.cbChecked) {
            return "TCP_SKB_CB was not at sk_buff offset 40 (its seq differs from the header's): no ack_seq";
        }
        boolean advanced = HystartSample.after(b.sndUna, a.sndUna);
        if (advanced ? b.sndUna != a.ackSeq : HystartSample.after(a.ackSeq, a.sndUna)) {
            return "an ACK was not sampled (the ACK sampled before it acks " + a.ackSeq + ", snd_una after it is "
                    + b.sndUna + ")";
        }
        return null;
    }

    /**
     * The ACKs of a whole recording, window or not, whose sample fails {@link #ackCheck}: ACK k (1-based, the step from
     * sample k-1 to sample k, numbered as {@link Step#ack}) for each failure.
     */
    public static List<Integer> ackCheckFailures(List<HystartSample> samples) {
        List<Integer> l = new ArrayList<>();
        for (int k = 0; k + 1 < samples.size(); k++) {
            if (ackCheck(samples.get(k), samples.get(k + 1)) != null) {
                l.add(k + 1);
            }
        }
        return l;
    }

    /** The compared window: one step per ACK, up to the first ACK the samples cannot replay or the epoch start. */
    public static List<Step> steps(List<HystartSample> samples, String[] end) {
        return steps(samples, List.of(), end);
    }

    /**
     * The compared window, {@code losses} included: when the sample after an ACK shows the Loss state and the
     * retransmission timer's loss lines lie between the two samples, the ACK and those losses are the window's last
     * step, compared on the state the timer left (cubictcp_state's bictcp_reset and bictcp_hystart_reset, and
     * tcp_enter_loss's snd_ssthresh); the retransmissions after it end the window (their ACKs carry no RTT sample the
     * socket keeps).
     */
    public static List<Step> steps(List<HystartSample> samples, List<HystartSample.LossLine> losses, String[] end) {
        List<Step> l = new ArrayList<>();
        end[0] = "the samples ended";
        for (int k = 0; k + 1 < samples.size(); k++) {
            HystartSample a = samples.get(k);
            HystartSample b = samples.get(k + 1);
            if (a.epochStart != 0) {
                end[0] = "epoch_start set (congestion avoidance) after ACK " + k;
                break;
            }
            String[] why = new String[1];
            HystartEvent.AckEvent e = event(a, b, why);
            if (e == null) {
                List<HystartSample.LossLine> timeouts = losses.stream()
                        .filter(x -> x.clockUs() > a.clockUs && x.clockUs() < b.clockUs).toList();
                HystartEvent.AckEvent acrossLoss = b.caState == 4 && !timeouts.isEmpty()
                        ? event(a, b, new String[1], true) : null;
                if (acrossLoss != null) {
                    List<HystartEvent.LossEvent> events = new ArrayList<>();
                    for (int i = 0; i < timeouts.size(); i++) {
                        events.add(timeouts.get(i).event(i == timeouts.size() - 1 ? b.bictcp() : null));
                    }
                    l.add(new Step(k + 1, acrossLoss, a, b, events));
                    end[0] = "ACK " + (k + 1) + " then " + timeouts.size() + " retransmission timeout(s): compared the "
                            + "state the timer left, then the retransmissions";
                    break;
                }
                end[0] = "ACK " + (k + 1) + ": " + why[0];
                break;
            }
            l.add(new Step(k + 1, e, a, b));
        }
        return l;
    }

    /**
     * The recording in {@code dir} checked, with its earlier attempts ({@link Runner#earlierAttempts}: the ones a
     * NOISY or NO_DATA verdict had rerun) each re-judged the same way.
     */
    public static HystartResult checkRecording(HystartScenario s, String variant, java.nio.file.Path dir)
            throws java.io.IOException {
        List<HystartResult> earlier = new ArrayList<>();
        for (java.nio.file.Path p : Runner.earlierAttempts(dir)) {
            earlier.add(check(s, variant, Observation.read(p), params(p)));
        }
        return check(s, variant, Observation.read(dir), params(dir)).withEarlier(earlier);
    }

    /** {@link #check(HystartScenario, String, Observation, Map, Replayer)} against the model {@code ./pmtu replay} runs. */
    public static HystartResult check(HystartScenario s, String variant, Observation obs, Map<String, Long> params) {
        return check(s, variant, obs, params, Replayer.HYSTART);
    }

    public static HystartResult check(HystartScenario s, String variant, Observation obs, Map<String, Long> params,
            Replayer<HystartReplay.Trace, HystartReplay.Row> model) {
        List<HystartSample> samples = HystartSample.samples(obs.bpftrace);
        if (samples.size() < 2) {
            return HystartResult.noData(s, variant, obs, samples.size());
        }
        String[] end = new String[1];
        List<Step> steps = steps(samples, HystartSample.losses(obs.bpftrace), end);
        List<HystartEvent> events = new ArrayList<>();
        for (Step st : steps) {
            events.addAll(st.events());
        }
        HystartReplay.Trace input = new HystartReplay.Trace(config(variant, samples.get(0), params, obs.hz), events);
        List<HystartReplay.Row> out = model.replay(input);
        int diverged = -1;
        String why = "";
        int row = 0;
        // compared to the window's end: after the first divergence the later ACKs are compared too and counted
        int later = 0;
        int laterDiffering = 0;
        int lastDiffering = -1;
        for (int i = 0; i < steps.size(); i++) {
            Step st = steps.get(i);
            boolean modelReset = false;
            for (int j = 0; j < st.events().size(); j++) {
                modelReset |= out.get(++row).step().roundReset;
            }
            HystartReplay.Row m = out.get(row);
            String k = String.valueOf(m.kernel());
            boolean kernelReset = st.after.endSeq != st.before.endSeq;
            boolean differs = !"agrees".equals(k) || kernelReset != modelReset;
            if (diverged >= 0) {
                later++;
                if (differs) {
                    laterDiffering++;
                    lastDiffering = st.ack;
                }
            } else if (differs) {
                diverged = i;
                why = "ACK " + st.ack + ": " + ("agrees".equals(k) ? "" : k)
                        + (kernelReset != modelReset ? ("agrees".equals(k) ? "" : "; ") + "round reset model "
                                + modelReset + "/kernel " + kernelReset : "");
            }
        }
        return new HystartResult(s, variant, obs, samples, steps, input, out, diverged, why, end[0],
                new Conformance.Rest(later, laterDiffering, lastDiffering));
    }
}
