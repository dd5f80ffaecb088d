package pmtuverify.model.hystart;

import pmtuverify.model.c.C;

/** The result of one ACK: the state after it and what bictcp_acked / hystart_update / cong_avoid did on the way. */
public final class HyStep {
    /** What bictcp_acked did with the sample. */
    public enum Sample {
        /** {@code sample->rtt_us < 0}: returned at once. */
        NO_RTT,
        /** {@code ca->epoch_start && (s32)(tcp_jiffies32 - ca->epoch_start) < HZ}: discarded. */
        EPOCH_DISCARD,
        /** Became {@code delay} (and maybe delay_min). */
        USED,
        /** The init line (no ACK). */
        NONE
    }

    public final HyState before;
    public final HyState after;
    public final Sample sample;
    /** {@code delay} at the end of bictcp_acked (cushioned in HYSTART_4_5's branch), as u32; -1 when no sample. */
    public final long delay;
    /** The cushion added: to delay (HYSTART_4_5, only inside the delay_min branch) or to the threshold (REFACTOR and later). */
    public final long cushion;
    /** hystart_update's detection body ran (the gate in bictcp_acked passed and, on HYSTART_LATEST, the low-window return did not fire). */
    public final boolean hystartUpdate;
    /** The ACK-train spacing test {@code (s32)(now - ca->last_ack) <= hystart_ack_delta_us} passed. */
    public final boolean trainClose;
    /** The ACK-train threshold compared against, u32; -1 when not computed. */
    public final long threshold;
    public final boolean trainFired;
    public final boolean delayFired;
    /** bictcp_hystart_reset ran on this ACK: after pkts_acked in cong_avoid (up to 5.15) or first in hystart_update (5.16 on). */
    public final boolean roundReset;
    /** {@code after(tp->snd_una, ca->end_seq)} held on this ACK (false for the init line). */
    public final boolean roundEnd;

    HyStep(HyState before, HyState after, Sample sample, long delay, long cushion, boolean hystartUpdate,
            boolean trainClose, long threshold, boolean trainFired, boolean delayFired, boolean roundReset,
            boolean roundEnd) {
        this.before = before;
        this.after = after;
        this.sample = sample;
        this.delay = delay;
        this.cushion = cushion;
        this.hystartUpdate = hystartUpdate;
        this.trainClose = trainClose;
        this.threshold = threshold;
        this.trainFired = trainFired;
        this.delayFired = delayFired;
        this.roundReset = roundReset;
        this.roundEnd = roundEnd;
    }

    /** An event that changes no field of the state (sk_pacing_status set: only later ACKs read it). */
    public static HyStep unchanged(HyState s) {
        return new HyStep(s, s, Sample.NONE, -1, 0, false, false, -1, false, false, false, false);
    }

        /** {@code none}, {@code ack_train}, {@code delay} or {@code ack_train+delay}: which detection set found on this ACK. */
    public String exitReason() {
        if (trainFired && delayFired) {
            return "ack_train+delay";
        }
        if (trainFired) {
            return "ack_train";
        }
        return delayFired ? "delay" : "none";
    }

    /** One replay output object. */
    public String toJson(int line, String event) {
        StringBuilder b = new StringBuilder(400);
        b.append("{\"line\":").append(line).append(",\"event\":\"").append(event).append("\",");
        after.appendJsonFields(b);
        b.append(",\"sample\":\"").append(sample.name().toLowerCase()).append('"')
                .append(",\"delay\":").append(delay < 0 ? "null" : Long.toString(delay))
                .append(",\"cushion\":").append(cushion)
                .append(",\"hystart_update\":").append(hystartUpdate)
                .append(",\"train_close\":").append(trainClose)
                .append(",\"threshold\":").append(threshold < 0 ? "null" : Long.toString(threshold))
                .append(",\"round_end\":").append(roundEnd)
                .append(",\"round_reset\":").append(roundReset)
                .append(",\"exit_reason\":\"").append(exitReason()).append("\"}");
        return b.toString();
    }

    static long u32OrNone(int v, boolean present) {
        return present ? C.u32(v) : -1L;
    }
}
