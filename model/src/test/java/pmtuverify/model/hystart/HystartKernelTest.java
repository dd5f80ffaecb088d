package pmtuverify.model.hystart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * bictcp_acked / cubictcp_acked, hystart_update, HYSTART_DELAY_THRESH and usecs_to_jiffies of
 * net/ipv4/tcp_cubic.c (Dec 2019 postings, v5.6, v5.8, v5.16, v6.18) and include/linux/jiffies.h, pinned branch by
 * branch to hand-computed values: both sides of each comparison, every variant's rule, every HZ; and the trace
 * values around them (exact text, equality, validation).
 */
class HystartKernelTest {
    private static final int NO_RTT = ~0;

    private static HyConfig cfg(Variant v) {
        return HyConfig.defaults(v).withCwnd(20);
    }

    private static HyStep run(HyConfig cfg, Ack... acks) {
        return HystartModelTest.run(cfg, acks);
    }

    @Test
    @DisplayName("HYSTART_DELAY_THRESH: clamp(x, 4000U, 16000U) on u32, each bound on both sides")
    void delayThresh() {
        assertThat(Hystart.hystartDelayThresh(0)).isEqualTo(4000);
        assertThat(Hystart.hystartDelayThresh(3999)).isEqualTo(4000);
        assertThat(Hystart.hystartDelayThresh(4000)).isEqualTo(4000);
        assertThat(Hystart.hystartDelayThresh(4001)).isEqualTo(4001);
        assertThat(Hystart.hystartDelayThresh(15999)).isEqualTo(15999);
        assertThat(Hystart.hystartDelayThresh(16000)).isEqualTo(16000);
        assertThat(Hystart.hystartDelayThresh(16001)).isEqualTo(16000);
        assertThat(Hystart.hystartDelayThresh(-1)).as("u32 4294967295").isEqualTo(16000);
    }

    @Test
    @DisplayName("usecs_to_jiffies: HZ 1000, 250, 100 (HZ divides 1e6) and HZ 300 (exact ceiling)")
    void usecsToJiffies() {
        long[][] cases = {{4000, 250, 1}, {4001, 250, 2}, {1, 250, 1}, {10000, 100, 1}, {10001, 100, 2}, {0, 300, 0},
            {1, 300, 1}, {3333, 300, 1}, {3334, 300, 2}, {10000, 300, 3}, {-1, 300, 1_288_491L}}; // {u, HZ, jiffies}
        for (long[] c : cases) {
            assertThat(Hystart.usecsToJiffies((int) c[0], (int) c[1])).as("%d us at HZ %d", c[0], c[1]).isEqualTo(c[2]);
        }
        assertThat(Hystart.bictcpUpdateT(1000, 400, 3334, 300)).isEqualTo(602);
        assertThat(Hystart.bictcpUpdateT(1000, 400, 4001, 250)).isEqualTo(602);
    }

    @Test
    @DisplayName("tcp_jiffies32 derived from elapsed microseconds: whole seconds times HZ plus the rest, per HZ")
    void derivedJiffies() {
        HyConfig c = cfg(Variant.HYSTART_LATEST);
        assertThat(Hystart.derivedJiffies(c, 1_999_999)).isEqualTo(1999);
        assertThat(Hystart.derivedJiffies(c.withHz(250), 1_500_000)).isEqualTo(375);
        assertThat(Hystart.derivedJiffies(c.withHz(300), 1_500_000)).isEqualTo(450);
        assertThat(Hystart.derivedJiffies(c.withHz(300).withClock(0, 100), 3_333)).isEqualTo(100); // 0.9999 tick
        assertThat(Hystart.derivedJiffies(c.withHz(300).withClock(0, 100), 3_334)).isEqualTo(101);
    }

    @Test
    @DisplayName("ack: the elapsed time is (u32)(now - last), across the u32 wrap; an ACK's own jiffies win")
    void elapsedTime() {
        HyConfig c = cfg(Variant.HYSTART_LATEST);
        HyStep a = run(c, Ack.of(3000, -1, 20, 0, false));
        assertThat(a.after.elapsedUs).isEqualTo(3000);
        assertThat(a.after.jiffies).isEqualTo(3);
        assertThat(a.after.nowUs).isEqualTo(3000);
        HyStep b = Hystart.ack(c, a.after, Ack.of(2_003_000, -1, 20, 0, false));
        assertThat(b.after.elapsedUs).isEqualTo(2_003_000);
        assertThat(b.after.jiffies).isEqualTo(2003);
        HyConfig wrap = c.withClock(-1000, 50); // tcp_mstamp 4294966296 at init
        HyStep w = run(wrap, Ack.of(1000, -1, 20, 0, false));
        assertThat(w.after.elapsedUs).isEqualTo(2000);
        assertThat(w.after.jiffies).isEqualTo(52);
        HyStep own = run(c, new Ack(3000, -1, 20, 0, null, false, 777));
        assertThat(own.after.jiffies).isEqualTo(777);
        assertThat(own.after.cwnd).isEqualTo(20);
        HyStep rate = run(c, Ack.of(3000, -1, 21, 12345, false));
        assertThat(rate.after.pacingRate).isEqualTo(12345);
        assertThat(rate.after.cwnd).isEqualTo(21);
        assertThat(rate.sample).isEqualTo(HyStep.Sample.NO_RTT);
        assertThat(rate.delay).isEqualTo(-1);
    }

    @Test
    @DisplayName("tcp_in_slow_start: the ACK's explicit value wins over snd_cwnd < snd_ssthresh, both ways")
    void inSlowStart() {
        HyConfig c = cfg(Variant.HYSTART_LATEST);
        HyStep no = run(c, new Ack(10, 100, 20, 0, Boolean.FALSE, false, null));
        assertThat(no.hystartUpdate).isFalse();
        assertThat(no.after.sampleCnt).isZero();
        assertThat(no.after.delayMin).isEqualTo(100); // delay_min is kept outside slow start too
        HyConfig after = new HyConfig(Variant.HYSTART_LATEST, 1000, 0, 0, 0, false, 3, 16, 2000, 20, 20, 0);
        HyStep yes = run(after, new Ack(10, 100, 20, 0, Boolean.TRUE, false, null));
        assertThat(yes.hystartUpdate).isTrue();
        HyStep dflt = run(after, Ack.of(10, 100, 20, 0, false)); // 20 < 20 is false
        assertThat(dflt.hystartUpdate).isFalse();
        HyConfig below = new HyConfig(Variant.HYSTART_LATEST, 1000, 0, 0, 0, false, 3, 16, 2000, 20, 21, 0);
        assertThat(run(below, Ack.of(10, 100, 20, 0, false)).hystartUpdate).isTrue();
        assertThat(new HyState(0, 0, 0, 0, 0, 0, 0, 20, 21, 0, 0, 0, 0, HyState.EndSeq.AHEAD).inSlowStart()).isTrue();
        assertThat(new HyState(0, 0, 0, 0, 0, 0, 0, 21, 21, 0, 0, 0, 0, HyState.EndSeq.AHEAD).inSlowStart()).isFalse();
        assertThat(new HyState(0, 0, 0, 0, 0, 0, 0, 20, -1, 0, 0, 0, 0, HyState.EndSeq.AHEAD).inSlowStart()).as("u32 ssthresh").isTrue();
    }

    @Test
    @DisplayName("bictcp_acked: rtt_us < 0 returns, 0 becomes 1, the epoch discard at jiffies - epoch_start < HZ")
    void ackedGates() {
        HyConfig c = cfg(Variant.HYSTART_LATEST);
        assertThat(run(c, Ack.of(10, 0, 20, 0, false)).after.delayMin).isEqualTo(1);
        assertThat(run(c, Ack.of(10, 0, 20, 0, false)).delay).isEqualTo(1);
        assertThat(run(c, Ack.of(10, -1, 20, 0, false)).after.delayMin).isZero();
        HyConfig e = c.withEpochStart(1);
        HyStep discard = run(e, new Ack(10, 100, 20, 0, null, false, 1000)); // 999 < 1000
        assertThat(discard.sample).isEqualTo(HyStep.Sample.EPOCH_DISCARD);
        assertThat(discard.after.delayMin).isZero();
        assertThat(discard.delay).isEqualTo(-1);
        assertThat(discard.toJson(2, "ack")).contains("\"delay\":null,");
        HyStep used = run(e, new Ack(10, 100, 20, 0, null, false, 1001));
        assertThat(used.sample).isEqualTo(HyStep.Sample.USED);
        assertThat(used.after.delayMin).isEqualTo(100);
        assertThat(used.after.epochStart).isEqualTo(1);
        HyStep noEpoch = run(c, new Ack(10, 100, 20, 0, null, false, 0));
        assertThat(noEpoch.sample).isEqualTo(HyStep.Sample.USED);
        // delay_min only goes down
        HyStep up = run(c, Ack.of(10, 100, 20, 0, false), Ack.of(5000, 200, 20, 0, false));
        assertThat(up.after.delayMin).isEqualTo(100);
        HyStep down = run(c, Ack.of(10, 100, 20, 0, false), Ack.of(5000, 99, 20, 0, false));
        assertThat(down.after.delayMin).isEqualTo(99);
    }

    @Test
    @DisplayName("4/5: a cushioned sample never raises delay_min (the second delay_min > delay test)")
    void cushionedSampleDoesNotRaise() {
        HyConfig c = cfg(Variant.HYSTART_4_5);
        // delay_min 5000; a sample of 4500 at rate 1 gets the cushion 1000: 5500 is not below 5000
        HyStep s = run(c, Ack.of(10, 5000, 20, 0, false), Ack.of(5000, 4500, 20, 1, false));
        assertThat(s.cushion).isEqualTo(1000);
        assertThat(s.delay).isEqualTo(5500);
        assertThat(s.after.delayMin).isEqualTo(5000);
        HyStep lower = run(c, Ack.of(10, 5000, 20, 0, false), Ack.of(5000, 3999, 20, 1, false));
        assertThat(lower.after.delayMin).isEqualTo(4999);
        HyStep equal = run(c, Ack.of(10, 5000, 20, 0, false), Ack.of(5000, 5000, 20, 1, false));
        assertThat(equal.cushion).isZero(); // 5000 > 5000 is false: the branch is not entered
        assertThat(equal.delay).isEqualTo(5000);
    }

    @Test
    @DisplayName("hystart_update: the ACK-train spacing now - last_ack <= hystart_ack_delta_us, at 2000 and 2001")
    void trainSpacing() {
        HyConfig c = cfg(Variant.HYSTART_BEFORE);
        HyStep at = run(c, Ack.of(2000, 5000, 20, 0, false));
        assertThat(at.trainClose).isTrue();
        assertThat(at.after.lastAck).isEqualTo(2000);
        HyStep over = run(c, Ack.of(2001, 5000, 20, 0, false));
        assertThat(over.trainClose).isFalse();
        assertThat(over.after.lastAck).isZero();
        assertThat(over.threshold).isEqualTo(-1);
        // the spacing is measured from the last close ACK, not from the round start
        HyStep first = run(c, Ack.of(1000, 5000, 20, 0, false));
        assertThat(first.after.lastAck).isEqualTo(1000);
        HyStep second = Hystart.ack(c, first.after, Ack.of(2500, 5000, 20, 0, false));
        assertThat(second.trainClose).isTrue(); // 2500 - 1000 = 1500
        assertThat(second.after.lastAck).isEqualTo(2500);
        HyStep third = Hystart.ack(c, second.after, Ack.of(4501, 5000, 20, 0, false));
        assertThat(third.trainClose).isFalse(); // 2001
        // delay_min 1: the halved threshold is 0, written as 0 (not null)
        HyStep zero = run(c, Ack.of(10, 1, 20, 0, false));
        assertThat(zero.threshold).isZero();
        assertThat(zero.toJson(2, "ack")).contains("\"threshold\":0,");
    }

    @Test
    @DisplayName("cong_avoid up to 5.15 reads tcp_in_slow_start again: the ACK's explicit value stands unless ssthresh moved")
    void congAvoidSlowStart() {
        HyConfig at = new HyConfig(Variant.HYSTART_FIX_2020, 1000, 0, 0, 0, false, 0, 16, 2000, 20, 20, 0);
        assertThat(run(at, new Ack(10, 100, 20, 0, Boolean.TRUE, true, null)).roundReset).isTrue();
        HyConfig below = new HyConfig(Variant.HYSTART_FIX_2020, 1000, 0, 0, 0, false, 0, 16, 2000, 20, 21, 0);
        assertThat(run(below, new Ack(10, 100, 20, 0, Boolean.FALSE, true, null)).roundReset).isFalse();
        assertThat(run(below, Ack.of(10, 100, 20, 0, true)).roundReset).isTrue();
    }

    @Test
    @DisplayName("hystart_update: (s32)(now - round_start) > threshold (unsigned), at the threshold and one past")
    void trainThreshold() {
        HyConfig c = cfg(Variant.HYSTART_BEFORE);
        HyStep eq = run(c, Ack.of(50, 100, 20, 0, false)); // threshold 100 >> 1 = 50
        assertThat(eq.threshold).isEqualTo(50);
        assertThat(eq.trainFired).isFalse();
        assertThat(eq.after.found).isZero();
        HyStep past = run(c, Ack.of(51, 100, 20, 0, false));
        assertThat(past.trainFired).isTrue();
        assertThat(past.after.found).isEqualTo(1);
        assertThat(past.after.ssthresh).isEqualTo(20);
        assertThat(past.exitReason()).isEqualTo("ack_train");
        // refactor with pacing: threshold = delay_min + hystart_ack_delay, not halved
        HyConfig paced = cfg(Variant.HYSTART_REFACTOR).withPacing(true);
        HyStep p = run(paced, Ack.of(100, 100, 20, 1, false));
        assertThat(p.threshold).isEqualTo(1100);
        assertThat(p.cushion).isEqualTo(1000);
        assertThat(p.after.delayMin).isEqualTo(100);
        HyStep unpaced = run(cfg(Variant.HYSTART_REFACTOR), Ack.of(100, 100, 20, 1, false));
        assertThat(unpaced.threshold).isEqualTo(550);
        HyStep before = run(cfg(Variant.HYSTART_BEFORE).withPacing(true), Ack.of(100, 100, 20, 1, false));
        assertThat(before.threshold).as("halved whatever the pacing").isEqualTo(50);
        assertThat(before.cushion).isZero();
    }

    @Test
    @DisplayName("hystart_detect: each flag tested with &, so 1 runs only the train and 2 only the delay samples")
    void detectFlags() {
        HyStep train = run(cfg(Variant.HYSTART_LATEST).withHystartDetect(1), Ack.of(10, 100, 20, 0, false));
        assertThat(train.trainClose).isTrue();
        assertThat(train.after.sampleCnt).isZero();
        assertThat(train.after.currRtt).isEqualTo(NO_RTT);
        HyStep delay = run(cfg(Variant.HYSTART_LATEST).withHystartDetect(2), Ack.of(10, 100, 20, 0, false));
        assertThat(delay.trainClose).isFalse();
        assertThat(delay.after.sampleCnt).isEqualTo(1);
        assertThat(delay.after.currRtt).isEqualTo(100);
        HyStep none = run(cfg(Variant.HYSTART_LATEST).withHystartDetect(0), Ack.of(10, 100, 20, 0, false));
        assertThat(none.hystartUpdate).isTrue();
        assertThat(none.trainClose).isFalse();
        assertThat(none.after.sampleCnt).isZero();
    }

    /** A round end at 10 us with a sample of 40000, then {@code n} samples of {@code rtt} 10 ms apart. */
    private static HyStep delayRound(Variant v, int rtt, int n) {
        HyConfig c = cfg(v);
        HyStep st = run(c, Ack.of(10, 40000, 20, 0, true));
        for (int i = 1; i <= n; i++) {
            st = Hystart.ack(c, st.after, Ack.of(10_000 * i, rtt, 20, 0, false));
        }
        return st;
    }

    @Test
    @DisplayName("delay detection: eight samples first, then curr_rtt > delay_min + HYSTART_DELAY_THRESH(delay_min >> 3)")
    void delayDetection() {
        for (Variant v : new Variant[] {Variant.HYSTART_BEFORE, Variant.HYSTART_FIX_2020}) {
            // delay_min 40000: 40000 >> 3 = 5000 within the clamp, the bound is 45000
            HyStep eight = delayRound(v, 45001, 8);
            assertThat(eight.after.sampleCnt).as(v.name()).isEqualTo(8);
            assertThat(eight.delayFired).isFalse();
            HyStep fire = delayRound(v, 45001, 9);
            assertThat(fire.delayFired).as(v.name()).isTrue();
            assertThat(fire.after.found).isEqualTo(1);
            assertThat(fire.after.ssthresh).isEqualTo(20);
            assertThat(fire.exitReason()).isEqualTo("delay");
            HyStep at = delayRound(v, 45000, 9);
            assertThat(at.delayFired).as(v.name()).isFalse();
            assertThat(at.after.sampleCnt).isEqualTo(8);
            // found: hystart_update is no longer called
            HyStep later = Hystart.ack(cfg(v), fire.after, new Ack(200_000, 45001, 20, 0, Boolean.TRUE, false, null));
            assertThat(later.hystartUpdate).as("!ca->found gates the call").isFalse();
        }
    }

    @Test
    @DisplayName("curr_rtt is the minimum of the round's samples: a larger sample leaves it, in both curr_rtt rules")
    void currRttMinimum() {
        for (Variant v : new Variant[] {Variant.HYSTART_BEFORE, Variant.HYSTART_LATEST}) {
            HyStep up = run(cfg(v), Ack.of(10, 100, 20, 0, false), Ack.of(5000, 200, 20, 0, false));
            assertThat(up.after.currRtt).as(v.name()).isEqualTo(100);
            assertThat(up.after.sampleCnt).isEqualTo(2);
            HyStep down = run(cfg(v), Ack.of(10, 200, 20, 0, false), Ack.of(5000, 100, 20, 0, false));
            assertThat(down.after.currRtt).as(v.name()).isEqualTo(100);
        }
    }

    @Test
    @DisplayName("round reset: cong_avoid (up to 5.15, cwnd-limited only) or first in hystart_update (5.16 on); low window")
    void roundReset() {
        // up to 5.15: the reset follows the sample, only when cwnd-limited
        HyStep ca = run(cfg(Variant.HYSTART_FIX_2020), Ack.of(10, 100, 20, 0, true));
        assertThat(ca.roundReset).isTrue();
        assertThat(ca.after.currRtt).isEqualTo(NO_RTT);
        assertThat(ca.after.roundStart).isEqualTo(10);
        HyStep limited = run(cfg(Variant.HYSTART_FIX_2020), Ack.of(10, 100, 20, 0, true).withCwndLimited(false));
        assertThat(limited.roundReset).isFalse();
        assertThat(limited.after.currRtt).isEqualTo(100);
        HyStep noEnd = run(cfg(Variant.HYSTART_FIX_2020), Ack.of(10, 100, 20, 0, false));
        assertThat(noEnd.roundReset).isFalse();
        HyStep notSs = run(new HyConfig(Variant.HYSTART_FIX_2020, 1000, 0, 0, 0, false, 3, 16, 2000, 20, 20, 0),
                Ack.of(10, 100, 20, 0, true));
        assertThat(notSs.roundReset).isFalse();
        // 5.16 on: the reset comes first, so this ACK's sample starts the new round
        HyStep hu = run(cfg(Variant.HYSTART_2021), Ack.of(10, 100, 20, 0, true));
        assertThat(hu.roundReset).isTrue();
        assertThat(hu.after.currRtt).isEqualTo(100);
        assertThat(hu.after.sampleCnt).isEqualTo(1);
        // low window 16: 2021 gates the call (no reset at cwnd 15), 6.14 on returns after the reset
        assertThat(run(cfg(Variant.HYSTART_2021), Ack.of(10, 100, 15, 0, true)).roundReset).isFalse();
        assertThat(run(cfg(Variant.HYSTART_2021), Ack.of(10, 100, 16, 0, true)).roundReset).isTrue();
        HyStep latest15 = run(cfg(Variant.HYSTART_LATEST), Ack.of(10, 100, 15, 0, true));
        assertThat(latest15.roundReset).isTrue();
        assertThat(latest15.hystartUpdate).isFalse();
        assertThat(latest15.after.sampleCnt).isZero();
        HyStep latest16 = run(cfg(Variant.HYSTART_LATEST), Ack.of(10, 100, 16, 0, false));
        assertThat(latest16.hystartUpdate).isTrue();
        HyStep before15 = run(cfg(Variant.HYSTART_BEFORE), Ack.of(10, 100, 15, 0, false));
        assertThat(before15.hystartUpdate).isFalse();
        assertThat(before15.after.sampleCnt).isZero();
    }

    @Test
    @DisplayName("HyStep: exit reasons, the u32-or-none helper, the replay line")
    void stepValues() {
        HyState s = Hystart.init(cfg(Variant.HYSTART_LATEST)).after;
        assertThat(new HyStep(s, s, HyStep.Sample.USED, 1, 0, true, true, 5, true, true, false, false).exitReason())
                .isEqualTo("ack_train+delay");
        assertThat(new HyStep(s, s, HyStep.Sample.USED, 1, 0, true, true, 5, false, false, false, true).exitReason())
                .isEqualTo("none");
        assertThat(HyStep.u32OrNone(-1, true)).isEqualTo(4_294_967_295L);
        assertThat(HyStep.u32OrNone(5, false)).isEqualTo(-1L);
        HyStep init = Hystart.init(cfg(Variant.HYSTART_LATEST));
        assertThat(init.toJson(1, "init")).isEqualTo("{\"line\":1,\"event\":\"init\",\"delay_min\":0,"
                + "\"curr_rtt\":4294967295,\"sample_cnt\":0,\"found\":0,\"round_start\":0,\"last_ack\":0,"
                + "\"ssthresh\":2147483647,\"cwnd\":20,\"epoch_start\":0,\"jiffies\":0,\"end_seq\":\"at_snd_una\","
                + "\"pacing_rate\":\"18446744073709551615\",\"sample\":\"none\",\"delay\":null,\"cushion\":0,"
                + "\"hystart_update\":false,\"train_close\":false,\"threshold\":null,\"round_end\":false,\"round_reset\":true,"
                + "\"exit_reason\":\"none\"}");
        // the first ACK of data passes the end_seq cubictcp_init left at snd_una; the next one, within the round, exits
        HyStep first = Hystart.ack(cfg(Variant.HYSTART_LATEST), init.after, Ack.of(1, 100, 20, 0, true));
        assertThat(first.toJson(2, "ack")).contains("\"end_seq\":\"ahead\"", "\"round_end\":true,\"round_reset\":true");
        HyStep a = Hystart.ack(cfg(Variant.HYSTART_LATEST), first.after, Ack.of(52, 100, 20, 0, false));
        assertThat(a.toJson(3, "ack")).endsWith("\"end_seq\":\"ahead\",\"pacing_rate\":0,\"sample\":\"used\",\"delay\":100,"
                + "\"cushion\":0,\"hystart_update\":true,\"train_close\":true,\"threshold\":50,\"round_end\":false,"
                + "\"round_reset\":false,\"exit_reason\":\"ack_train\"}");
        assertThat(a.before).isEqualTo(first.after);
    }

    @Test
    @DisplayName("HyState: equality over every field, text")
    void stateValues() {
        int[] base = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        HyState s = state(base, 12, 13);
        assertThat(s).isEqualTo(state(base, 12, 13));
        assertThat(s.equals("x")).isFalse();
        for (int i = 0; i < base.length; i++) {
            int[] d = base.clone();
            d[i] = 100;
            assertThat(state(d, 12, 13)).as("field %d", i).isNotEqualTo(s);
        }
        assertThat(state(base, 99, 13)).isNotEqualTo(s);
        assertThat(state(base, 12, 99)).isNotEqualTo(s);
        HyState passed = new HyState(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, HyState.EndSeq.PASSED);
        assertThat(passed).as("end_seq").isNotEqualTo(s);
        assertThat(passed.hashCode()).isNotEqualTo(s.hashCode());
        assertThat(new HyState(-1, 0, 0, 0, 0, 0, -1, -1, -1, 0, -1, 7, 0, HyState.EndSeq.PASSED).toString()).isEqualTo("{\"delay_min\":4294967295,"
                + "\"curr_rtt\":4294967295,\"sample_cnt\":0,\"found\":0,\"round_start\":0,\"last_ack\":0,"
                + "\"ssthresh\":4294967295,\"cwnd\":4294967295,\"epoch_start\":0,\"jiffies\":4294967295,"
                + "\"end_seq\":\"passed\",\"pacing_rate\":7}");
    }

    private static HyState state(int[] f, long rate, long elapsed) {
        return new HyState(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9], f[10], rate, elapsed, HyState.EndSeq.AHEAD);
    }

    @Test
    @DisplayName("HyConfig: validation, the with-methods, the config line")
    void configValues() {
        assertThatThrownBy(() -> new HyConfig(null, 1000, 0, 0, 0, false, 3, 16, 2000, 10, 10, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("variant");
        assertThatThrownBy(() -> HyConfig.defaults(Variant.HYSTART_LATEST).withHz(123))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("hz 123");
        assertThatThrownBy(() -> HyConfig.defaults(Variant.HYSTART_LATEST).withGsoMaxSize(-1))
                .hasMessage("sk_gso_max_size -1");
        assertThatThrownBy(() -> HyConfig.defaults(Variant.HYSTART_LATEST).withGsoMaxSize(4_294_967_296L))
                .hasMessage("sk_gso_max_size 4294967296");
        assertThat(HyConfig.defaults(Variant.HYSTART_LATEST).withGsoMaxSize(4_294_967_295L).gsoMaxSize)
                .isEqualTo(4_294_967_295L);
        assertThat(HyConfig.defaults(Variant.HYSTART_LATEST).withGsoMaxSize(0).gsoMaxSize).isZero();
        HyConfig c = HyConfig.defaults(Variant.HYSTART_2021).withPacingRate(5).withHystartDetect(1).withEpochStart(-1)
                .withClock(-2, 3).withPacing(true).withCwnd(-1).withGsoMaxSize(1000).withHz(250);
        assertThat(c.toJson()).isEqualTo("{\"variant\":\"HYSTART_2021\",\"hz\":250,\"clock_us\":4294967294,"
                + "\"jiffies\":3,\"epoch_start\":4294967295,\"pacing\":true,\"hystart_detect\":1,"
                + "\"hystart_low_window\":16,\"hystart_ack_delta_us\":2000,\"cwnd\":4294967295,"
                + "\"ssthresh\":2147483647,\"pacing_rate\":5,\"sk_gso_max_size\":1000}");
        assertThat(c.cushionSize()).isEqualTo(1000);
        assertThat(HyConfig.defaults(Variant.HYSTART_FIX_2020).withGsoMaxSize(1000).cushionSize()).isEqualTo(65536);
        assertThat(HyConfig.defaults(Variant.HYSTART_LATEST).toJson()).doesNotContain("sk_gso_max_size");
    }

    @Test
    @DisplayName("Variant names and Ack lines")
    void namesAndAcks() {
        assertThat(Variant.byName("HYSTART_LATEST")).isSameAs(Variant.HYSTART_LATEST);
        assertThat(Variant.byName("hystart_latest")).isNull();
        assertThat(Variant.names()).isEqualTo("HYSTART_MS, HYSTART_MS_STABLE, HYSTART_BEFORE, HYSTART_4_5, HYSTART_REFACTOR, HYSTART_FIX_2020, "
                + "HYSTART_2021, HYSTART_LATEST");
        assertThat(new Ack(1, 2, 3, -1, Boolean.FALSE, false, -5, false).toJson()).isEqualTo("{\"event\":\"ack\","
                + "\"at\":1,\"rtt_us\":2,\"cwnd\":3,\"pacing_rate\":\"18446744073709551615\",\"in_slow_start\":false,"
                + "\"round_end\":false,\"cwnd_limited\":false,\"jiffies\":4294967291}");
        Ack a = Ack.of(1, 2, 3, 4, true);
        assertThat(a.cwndLimited).isTrue();
        assertThat(a.withCwndLimited(false).cwndLimited).isFalse();
        assertThat(a.withCwndLimited(false).roundEnd).isTrue();
    }
}
