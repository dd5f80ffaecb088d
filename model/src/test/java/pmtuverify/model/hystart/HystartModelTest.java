package pmtuverify.model.hystart;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Hand-computed values for the HyStart model (tcp_cubic.c, Dec 2019 to v6.18). */
class HystartModelTest {
    private static final long R10G = 1_250_000_000L; // 10 Gbit/s in bytes per second
    private static final long R40G = 5_000_000_000L;

    static HyStep run(HyConfig cfg, Ack... acks) {
        HyStep st = Hystart.init(cfg);
        for (Ack a : acks) {
            st = Hystart.ack(cfg, st.after, a);
        }
        return st;
    }

    @Test
    void cushionAtSeveralRates() {
        // 65536 * 4 * 1e6 = 262,144,000,000
        assertThat(Hystart.hystartAckDelay(0)).isEqualTo(0);
        assertThat(Hystart.hystartAckDelay(1)).isEqualTo(1000);
        assertThat(Hystart.hystartAckDelay(262_143_999L)).isEqualTo(1000); // 1000.0000038 -> min(1000, 1000)
        assertThat(Hystart.hystartAckDelay(262_144_000L)).isEqualTo(1000);
        assertThat(Hystart.hystartAckDelay(262_144_001L)).isEqualTo(999);
        assertThat(Hystart.hystartAckDelay(R10G)).isEqualTo(209); // 209.7152
        assertThat(Hystart.hystartAckDelay(R40G)).isEqualTo(52); // 52.4288
        assertThat(Hystart.hystartAckDelay(262_144_000_000L)).isEqualTo(1);
        assertThat(Hystart.hystartAckDelay(262_144_000_001L)).isEqualTo(0);
        assertThat(Hystart.hystartAckDelay(Long.MIN_VALUE)).isEqualTo(0); // 2^63 as unsigned long
        assertThat(Hystart.hystartAckDelay(HyConfig.PACING_UNLIMITED)).isEqualTo(0); // ~0UL
    }

    @Test
    void before45CushionIsAddedOnlyWhenTheSampleLowersDelayMin() {
        HyConfig cfg = HyConfig.defaults(Variant.HYSTART_4_5).withCwnd(20);
        HyStep s1 = run(cfg, Ack.of(100, 50, 20, R10G, false));
        assertThat(s1.after.delayMin).isEqualTo(259); // 50 + 209
        assertThat(s1.delay).isEqualTo(259);
        assertThat(s1.cushion).isEqualTo(209);
        assertThat(s1.after.currRtt).isEqualTo(259); // the cushioned delay is what hystart_update receives
        HyStep s2 = Hystart.ack(cfg, s1.after, Ack.of(3000, 100, 20, R40G, false));
        assertThat(s2.after.delayMin).isEqualTo(152); // 259 > 100 -> 100 + 52
        assertThat(s2.delay).isEqualTo(152);
        HyStep s3 = Hystart.ack(cfg, s2.after, Ack.of(6000, 200, 20, R10G, false));
        assertThat(s3.after.delayMin).isEqualTo(152); // 152 > 200 is false: no cushion, raw delay
        assertThat(s3.delay).isEqualTo(200);
        assertThat(s3.cushion).isEqualTo(0);
        // rate 0 and ~0UL: no cushion
        assertThat(run(cfg, Ack.of(100, 50, 20, 0, false)).after.delayMin).isEqualTo(50);
        assertThat(run(cfg, Ack.of(100, 50, 20, HyConfig.PACING_UNLIMITED, false)).after.delayMin).isEqualTo(50);
    }

    @Test
    void otherVariantsKeepTheRawMinimum() {
        for (Variant v : new Variant[] {Variant.HYSTART_BEFORE, Variant.HYSTART_REFACTOR}) {
            HyStep s = run(HyConfig.defaults(v).withCwnd(20), Ack.of(100, 50, 20, R10G, false));
            assertThat(s.after.delayMin).as(v.name()).isEqualTo(50);
            assertThat(s.after.currRtt).as(v.name()).isEqualTo(50);
        }
    }

    @Test
    void ackTrainThresholdPerVariant() {
        // delay_min 50 at the first ACK, 10 us after the round start: close, threshold computed, not fired
        Ack a = Ack.of(10, 50, 20, R10G, false);
        assertThat(run(HyConfig.defaults(Variant.HYSTART_BEFORE).withCwnd(20), a).threshold).isEqualTo(25);
        assertThat(run(HyConfig.defaults(Variant.HYSTART_4_5).withCwnd(20), a).threshold).isEqualTo(129); // 259 >> 1
        assertThat(run(HyConfig.defaults(Variant.HYSTART_4_5).withCwnd(20).withPacing(true), a).threshold)
                .isEqualTo(129); // no pacing check before 5/5
        assertThat(run(HyConfig.defaults(Variant.HYSTART_REFACTOR).withCwnd(20), a).threshold).isEqualTo(129); // (50+209)>>1
        assertThat(run(HyConfig.defaults(Variant.HYSTART_REFACTOR).withCwnd(20).withPacing(true), a).threshold)
                .isEqualTo(259);
        HyStep fired = run(HyConfig.defaults(Variant.HYSTART_BEFORE).withCwnd(20), a, Ack.of(26, 50, 24, R10G, false));
        assertThat(fired.trainFired).isTrue(); // 26 > 25
        assertThat(fired.after.found).isEqualTo(1);
        assertThat(fired.after.ssthresh).isEqualTo(24);
        HyStep notYet = run(HyConfig.defaults(Variant.HYSTART_BEFORE).withCwnd(20), a, Ack.of(25, 50, 24, R10G, false));
        assertThat(notYet.trainFired).isFalse(); // 25 > 25 is false
    }

    @Test
    void ackTrainAcrossTheU32Wrap() {
        HyConfig cfg = HyConfig.defaults(Variant.HYSTART_BEFORE).withCwnd(20).withClock(0xFFFFFFF0, 0);
        HyStep s = run(cfg, Ack.of(0xFFFFFFFA, 40, 20, 0, false)); // 10 us after the reset
        assertThat(s.trainClose).isTrue();
        assertThat(s.trainFired).isFalse(); // 10 > 20 is false
        HyStep w = Hystart.ack(cfg, s.after, Ack.of(5, 40, 20, 0, false)); // 21 us after the reset, clock wrapped
        assertThat(w.trainFired).isTrue();
        assertThat(w.after.lastAck).isEqualTo(5);
    }

    @Test
    void idleGapOf2pow31UsLooksLikeATrainAndTheUnsignedCompareFires() {
        HyConfig cfg = HyConfig.defaults(Variant.HYSTART_BEFORE).withCwnd(20);
        HyStep s = run(cfg, Ack.of(0x80000000, 40, 20, 0, false));
        assertThat(s.trainClose).isTrue(); // (s32)2^31 = INT_MIN <= 2000
        assertThat(s.trainFired).isTrue(); // (s32)(now - round_start) = INT_MIN, as u32 2^31 > 20
        HyStep t = run(cfg, Ack.of(2001, 40, 20, 0, false));
        assertThat(t.trainClose).isFalse();
    }

    @Test
    void delayDetectionNeedsEightSamplesAndFiresOnADropInMinRtt() {
        HyConfig cfg = HyConfig.defaults(Variant.HYSTART_BEFORE).withCwnd(20);
        HyStep st = Hystart.init(cfg);
        int t = 0;
        for (int i = 0; i < 8; i++) {
            t += 2500; // > hystart_ack_delta_us: never a train
            st = Hystart.ack(cfg, st.after, Ack.of(t, 10000, 20, 0, false));
            assertThat(st.trainClose).isFalse();
        }
        assertThat(st.after.sampleCnt).isEqualTo(8);
        assertThat(st.after.currRtt).isEqualTo(10000);
        st = Hystart.ack(cfg, st.after, Ack.of(t + 2500, 5000, 20, 0, false));
        // delay_min 5000, curr_rtt 10000 > 5000 + clamp(625, 4000, 16000)
        assertThat(st.after.delayMin).isEqualTo(5000);
        assertThat(st.delayFired).isTrue();
        assertThat(st.after.ssthresh).isEqualTo(20);
    }

    @Test
    void gatingSamplesAndEpoch() {
        HyConfig cfg = HyConfig.defaults(Variant.HYSTART_BEFORE);
        assertThat(run(cfg.withCwnd(15), Ack.of(10, 50, 15, 0, false)).hystartUpdate).isFalse();
        assertThat(run(cfg.withCwnd(16), Ack.of(10, 50, 16, 0, false)).hystartUpdate).isTrue();
        HyStep neg = run(cfg, Ack.of(10, -1, 20, 0, false));
        assertThat(neg.sample).isEqualTo(HyStep.Sample.NO_RTT);
        assertThat(neg.after.delayMin).isEqualTo(0);
        assertThat(run(cfg, Ack.of(10, 0, 20, 0, false)).after.delayMin).isEqualTo(1);
        HyConfig ep = cfg.withClock(0, 1000).withEpochStart(500);
        HyStep d = run(ep, new Ack(10, 50, 20, 0, null, false, Integer.valueOf(1499)));
        assertThat(d.sample).isEqualTo(HyStep.Sample.EPOCH_DISCARD); // 999 < 1000
        HyStep u = run(ep, new Ack(10, 50, 20, 0, null, false, Integer.valueOf(1500)));
        assertThat(u.sample).isEqualTo(HyStep.Sample.USED);
        // derived jiffies: 1,000,000 us at HZ 1000 is 1000 ticks
        assertThat(run(cfg.withClock(0, 7), Ack.of(1_000_000, 50, 20, 0, false)).after.jiffies).isEqualTo(1007);
        assertThat(run(cfg.withHz(300), Ack.of(10_000, 50, 20, 0, false)).after.jiffies).isEqualTo(3);
    }

    @Test
    void roundResetRunsAfterTheSampleAndNotOnceSsthreshWasSet() {
        HyConfig cfg = HyConfig.defaults(Variant.HYSTART_BEFORE).withCwnd(20);
        HyStep r = run(cfg, Ack.of(10, 50, 20, 0, true));
        assertThat(r.roundReset).isTrue();
        assertThat(r.after.roundStart).isEqualTo(10);
        assertThat(r.after.sampleCnt).isEqualTo(0); // the sample of this ACK went into the old round
        assertThat(r.after.currRtt).isEqualTo(~0);
        HyStep f = run(cfg, Ack.of(10, 50, 20, 0, false), Ack.of(26, 50, 24, 0, true));
        assertThat(f.trainFired).isTrue();
        assertThat(f.roundReset).isFalse(); // ssthresh = cwnd: no longer in slow start for cong_avoid
    }

    @Test
    void usecsToJiffiesAndBictcpUpdateT() {
        assertThat(Hystart.usecsToJiffies(0, 1000)).isEqualTo(0);
        assertThat(Hystart.usecsToJiffies(20, 1000)).isEqualTo(1);
        assertThat(Hystart.usecsToJiffies(1000, 1000)).isEqualTo(1);
        assertThat(Hystart.usecsToJiffies(1020, 1000)).isEqualTo(2);
        assertThat(Hystart.usecsToJiffies(9500, 100)).isEqualTo(1);
        assertThat(Hystart.usecsToJiffies(10500, 100)).isEqualTo(2);
        assertThat(Hystart.usecsToJiffies(-1, 1000)).isEqualTo(4_294_968L); // (4294967295 + 999) / 1000
        assertThat(Hystart.bictcpUpdateT(1000, 400, 20, 1000)).isEqualTo(601);
        assertThat(Hystart.bictcpUpdateT(100, 200, 20, 1000)).isEqualTo(-99L); // (s32)-100 sign-extends into u64
    }

    @Test
    void traceLines() {
        HyConfig cfg = HyConfig.defaults(Variant.HYSTART_4_5);
        assertThat(cfg.toJson()).contains("\"variant\":\"HYSTART_4_5\"").contains("\"pacing_rate\":\"18446744073709551615\"");
        assertThat(Ack.of(-1, 5, 16, 7, true).toJson())
                .isEqualTo("{\"event\":\"ack\",\"at\":4294967295,\"rtt_us\":5,\"cwnd\":16,\"pacing_rate\":7,\"round_end\":true}");
    }

    /** The example of b344579ca847's message, scaled: a round end at 10000 us, eight samples at 10000, then 4000. */
    private static HyStep minRttDrop(Variant v) {
        HyConfig cfg = HyConfig.defaults(v).withCwnd(20);
        HyStep st = Hystart.init(cfg);
        st = Hystart.ack(cfg, st.after, Ack.of(2500, 10000, 20, 0, true));
        for (int i = 2; i <= 9; i++) {
            st = Hystart.ack(cfg, st.after, Ack.of(2500 * i, 10000, 20, 0, false));
        }
        return Hystart.ack(cfg, st.after, Ack.of(25000, 4000, 20, 0, false));
    }

    @Test
    void minRttDropWithinARound() {
        for (Variant v : new Variant[] {Variant.HYSTART_BEFORE, Variant.HYSTART_4_5, Variant.HYSTART_REFACTOR}) {
            HyStep s = minRttDrop(v);
            assertThat(s.delayFired).as(v.name()).isTrue(); // curr_rtt 10000 > 4000 + clamp(500, 4000, 16000)
            assertThat(s.after.currRtt).isEqualTo(10000);
            assertThat(s.after.delayMin).isEqualTo(4000);
        }
        for (Variant v : new Variant[] {Variant.HYSTART_FIX_2020, Variant.HYSTART_2021, Variant.HYSTART_LATEST}) {
            HyStep s = minRttDrop(v);
            assertThat(s.delayFired).as(v.name()).isFalse();
            assertThat(s.after.currRtt).as(v.name()).isEqualTo(4000); // every sample lowers curr_rtt
            assertThat(s.after.found).isZero();
        }
    }

    @Test
    void resetSiteAndLowWindowGate() {
        // Up to 5.15 the reset runs in cong_avoid after the sample, and only for a cwnd-limited ACK.
        HyConfig old = HyConfig.defaults(Variant.HYSTART_FIX_2020).withCwnd(20);
        HyStep a = run(old, Ack.of(10, 50, 20, 0, false), Ack.of(700, 50, 20, 0, true));
        assertThat(a.trainClose).isTrue();
        assertThat(a.threshold).isEqualTo(25);
        assertThat(a.trainFired).isTrue(); // 700 us after the round start of the init: the old round measured it
        HyStep withheld = run(old, Ack.of(10, 50, 20, 0, true).withCwndLimited(false));
        assertThat(withheld.roundReset).isFalse();
        assertThat(withheld.after.roundStart).isZero();
        // 5.16 on: the reset is the first statement of hystart_update, so the sample belongs to the new round.
        HyConfig latest = HyConfig.defaults(Variant.HYSTART_LATEST).withCwnd(20);
        HyStep b = run(latest, Ack.of(10, 50, 20, 0, false), Ack.of(700, 50, 20, 0, true).withCwndLimited(false));
        assertThat(b.roundReset).isTrue();
        assertThat(b.after.roundStart).isEqualTo(700);
        assertThat(b.trainFired).isFalse(); // 0 us into the new round
        assertThat(b.after.sampleCnt).isEqualTo(1);
        // Below hystart_low_window: 2021 never reaches hystart_update (no reset); LATEST resets, then returns.
        HyStep g2021 = run(HyConfig.defaults(Variant.HYSTART_2021).withCwnd(15), Ack.of(100, 50, 15, 0, true));
        assertThat(g2021.roundReset).isFalse();
        assertThat(g2021.hystartUpdate).isFalse();
        HyStep gLatest = run(HyConfig.defaults(Variant.HYSTART_LATEST).withCwnd(15), Ack.of(100, 50, 15, 0, true));
        assertThat(gLatest.roundReset).isTrue();
        assertThat(gLatest.hystartUpdate).isFalse(); // returned before the detection body
        assertThat(gLatest.after.sampleCnt).isZero();
        assertThat(gLatest.after.delayMin).isEqualTo(50); // delay_min is cubictcp_acked's, before the call
    }

    @Test
    void cushionSizeSource() {
        // sk_gso_max_size: 65536 - (MAX_TCP_HEADER + 1) for an assumed MAX_TCP_HEADER of 320 gives 65215.
        assertThat(Hystart.hystartAckDelay(R10G, 65215)).isEqualTo(208); // 65215 * 4e6 / 1.25e9 = 208.688
        HyConfig c = HyConfig.defaults(Variant.HYSTART_LATEST).withCwnd(20).withGsoMaxSize(65215);
        assertThat(run(c, Ack.of(10, 50, 20, R10G, false)).cushion).isEqualTo(208);
        HyConfig r = HyConfig.defaults(Variant.HYSTART_REFACTOR).withCwnd(20).withGsoMaxSize(65215);
        assertThat(run(r, Ack.of(10, 50, 20, R10G, false)).cushion).isEqualTo(209); // GSO_MAX_SIZE, not the socket's
        assertThat(Hystart.hystartAckDelay(1, 0xFFFFFFFFL)).isEqualTo(1000); // (u64)u32 * 4e6 < 2^64
        assertThat(c.toJson()).contains("\"sk_gso_max_size\":65215");
        assertThat(Ack.of(1, 5, 16, 7, true).withCwndLimited(false).toJson()).endsWith(",\"round_end\":true,\"cwnd_limited\":false}");
    }
}
