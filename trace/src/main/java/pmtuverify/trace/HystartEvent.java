package pmtuverify.trace;

import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.Loss;

/**
 * One event of a HyStart trace after its config ({@link pmtuverify.model.hystart.HyConfig}), as the typed values
 * {@link HystartReplay#rows(HystartReplay.Trace)} replays: an ACK, a retransmission timeout or a change of
 * sk_pacing_status, the first two with the kernel's own state after them when a capture of the running kernel
 * observed it. {@link #toJson()} is the event's line in the trace format {@code ./pmtu replay} reads, which
 * {@link HystartReplay#parse} reads back into the same event. Immutable.
 */
public sealed interface HystartEvent permits HystartEvent.AckEvent, HystartEvent.LossEvent, HystartEvent.PacingEvent {
    /** The event's replay trace line. */
    String toJson();

    /**
     * An ACK as tcp_ack (net/ipv4/tcp_input.c@v6.18) runs CUBIC's hooks on it: cubictcp_acked, then
     * cubictcp_cong_avoid (net/ipv4/tcp_cubic.c@v6.18).
     *
     * @param ack the model's input
     * @param roundEndGiven whether the event states {@code after(snd_una, ca->end_seq)} ({@code ack.roundEnd});
     *     false: the replay derives it from the state before the ACK ({@link HyState#roundEndForced}: true once an
     *     ACK passed end_seq and no bictcp_hystart_reset ran since) and does not read {@code ack.roundEnd}
     * @param kernel the kernel's state after the ACK, or null
     */
    record AckEvent(Ack ack, boolean roundEndGiven, Bictcp kernel) implements HystartEvent {
        public AckEvent {
            if (ack == null) {
                throw new IllegalArgumentException("ack");
            }
        }

        @Override
        public String toJson() {
            return Bictcp.into(ack.toJson(roundEndGiven), kernel);
        }
    }

    /**
     * The retransmission timer's tcp_enter_loss and cubictcp_state(sk, TCP_CA_Loss) (net/ipv4/tcp_input.c@v6.18,
     * net/ipv4/tcp_cubic.c@v6.18).
     *
     * @param loss the model's input
     * @param kernel the kernel's state after the timeout, or null
     */
    record LossEvent(Loss loss, Bictcp kernel) implements HystartEvent {
        public LossEvent {
            if (loss == null) {
                throw new IllegalArgumentException("loss");
            }
        }

        @Override
        public String toJson() {
            return Bictcp.into(loss.toJson(), kernel);
        }
    }

    /**
     * {@code sk->sk_pacing_status != SK_PACING_NONE} from this event on ({@code true} as the fq qdisc sets it for a
     * socket it paces, net/sched/sch_fq.c@v6.18), which hystart_update reads for the ACK-train threshold.
     */
    record PacingEvent(boolean pacing) implements HystartEvent {
        @Override
        public String toJson() {
            return "{\"event\":\"pacing\",\"pacing\":" + pacing + "}";
        }
    }

    /**
     * The kernel's own {@code struct bictcp} (net/ipv4/tcp_cubic.c@v6.18) and {@code tp->snd_ssthresh} after an
     * event, as a capture of the running kernel read them: the fields the replay holds the model's state to. Each is
     * the unsigned value; null where the capture has none (not compared).
     *
     * @param delayMin {@code ca->delay_min} (u32), cubictcp_acked's smallest RTT sample, in us
     * @param currRtt {@code ca->curr_rtt} (u32), hystart_update's smallest sample of the round's first ones
     * @param roundStart {@code ca->round_start} (u32), bictcp_clock_us() at bictcp_hystart_reset
     * @param lastAck {@code ca->last_ack} (u32), the clock of the ACK train's last ACK
     * @param sampleCnt {@code ca->sample_cnt} (u8), the round's samples
     * @param found {@code ca->found} (u8), nonzero once hystart_update decided to leave slow start
     * @param sndSsthresh {@code tp->snd_ssthresh} (u32)
     */
    record Bictcp(Long delayMin, Long currRtt, Long roundStart, Long lastAck, Long sampleCnt, Long found,
            Long sndSsthresh) {
        public Bictcp {
            check("delay_min", delayMin, C.U32_MAX);
            check("curr_rtt", currRtt, C.U32_MAX);
            check("round_start", roundStart, C.U32_MAX);
            check("last_ack", lastAck, C.U32_MAX);
            check("sample_cnt", sampleCnt, 255);
            check("found", found, 255);
            check("snd_ssthresh", sndSsthresh, C.U32_MAX);
        }

        private static void check(String field, Long v, long max) {
            if (v != null && (v < 0 || v > max)) {
                throw new IllegalArgumentException(field + " " + v + " outside 0.." + max);
            }
        }

        /** The model's state {@code m} against this: "agrees" or "differs: field model/kernel, ...". */
        public String compare(HyState m) {
            StringBuilder d = new StringBuilder();
            diff(d, "delay_min", C.u32(m.delayMin), delayMin);
            diff(d, "curr_rtt", C.u32(m.currRtt), currRtt);
            diff(d, "round_start", C.u32(m.roundStart), roundStart);
            diff(d, "last_ack", C.u32(m.lastAck), lastAck);
            diff(d, "sample_cnt", m.sampleCnt, sampleCnt);
            diff(d, "found", m.found, found);
            diff(d, "snd_ssthresh", C.u32(m.ssthresh), sndSsthresh);
            return d.length() == 0 ? "agrees" : "differs: " + d;
        }

        private static void diff(StringBuilder d, String field, long model, Long kernel) {
            if (kernel != null && kernel != model) {
                d.append(d.length() == 0 ? "" : ", ").append(field).append(' ').append(model).append('/')
                        .append(kernel.longValue());
            }
        }

        /** The trace format's {@code "kernel"} object: the fields present, in the order of the record. */
        public String toJson() {
            StringBuilder b = new StringBuilder(160).append('{');
            field(b, "delay_min", delayMin);
            field(b, "curr_rtt", currRtt);
            field(b, "round_start", roundStart);
            field(b, "last_ack", lastAck);
            field(b, "sample_cnt", sampleCnt);
            field(b, "found", found);
            field(b, "snd_ssthresh", sndSsthresh);
            return b.append('}').toString();
        }

        private static void field(StringBuilder b, String name, Long v) {
            if (v != null) {
                b.append(b.length() == 1 ? "\"" : ",\"").append(name).append("\":").append(v.longValue());
            }
        }

        /** The event line {@code json} with {@code kernel} as its last field (unchanged when null). */
        static String into(String json, Bictcp kernel) {
            return kernel == null ? json
                    : json.substring(0, json.length() - 1) + ",\"kernel\":" + kernel.toJson() + "}";
        }
    }
}
