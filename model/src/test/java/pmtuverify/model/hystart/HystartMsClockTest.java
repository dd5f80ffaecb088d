package pmtuverify.model.hystart;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The millisecond-clock HyStart (net/ipv4/tcp_cubic.c@v5.4; HYSTART_MS, and HYSTART_MS_STABLE with the 2020 and 2021
 * stable backports) and cubictcp_state(TCP_CA_Loss), pinned to hand-computed values.
 */
class HystartMsClockTest {
    private static final long RATE = 262_144_000L;

    private static HyConfig cfg(Variant v) {
        return HyConfig.defaults(v).withCwnd(20);
    }

    private static HyStep run(HyConfig cfg, Ack... acks) {
        return HystartModelTest.run(cfg, acks);
    }

    @Test
    @DisplayName("delay = (rtt_us << 3) / USEC_PER_MSEC: ms << 3 truncated, the int shift wrapping from 2^28 us")
    void sampleDelay() {
        assertThat(Hystart.sampleDelay(Variant.HYSTART_MS, 1000)).isEqualTo(8);
        assertThat(Hystart.sampleDelay(Variant.HYSTART_MS, 999)).isEqualTo(7);
        assertThat(Hystart.sampleDelay(Variant.HYSTART_MS, 125)).isEqualTo(1);
        assertThat(Hystart.sampleDelay(Variant.HYSTART_MS, 124)).isEqualTo(0);
        assertThat(Hystart.sampleDelay(Variant.HYSTART_MS, 268_435_455)).isEqualTo(2_147_483);
        // 2^28 << 3 is INT_MIN; INT_MIN / 1000L is -2147483, stored as u32 4292819813
        assertThat(Integer.toUnsignedLong(Hystart.sampleDelay(Variant.HYSTART_MS, 268_435_456))).isEqualTo(4_292_819_813L);
        assertThat(Hystart.sampleDelay(Variant.HYSTART_LATEST, 999)).isEqualTo(999);
        assertThat(Hystart.delayUs(Variant.HYSTART_MS, 8)).isEqualTo(1000);
        assertThat(Hystart.delayUs(Variant.HYSTART_LATEST, 8)).isEqualTo(8);
        assertThat(Hystart.clockUs(Variant.HYSTART_MS_STABLE, 3)).isEqualTo(3000);
    }

    @Test
    @DisplayName("HYSTART_DELAY_THRESH up to v5.5: clamp(x, 4U<<3, 16U<<3)")
    void delayThresh() {
        assertThat(Hystart.hystartDelayThresh(Variant.HYSTART_MS, 31)).isEqualTo(32);
        assertThat(Hystart.hystartDelayThresh(Variant.HYSTART_MS, 33)).isEqualTo(33);
        assertThat(Hystart.hystartDelayThresh(Variant.HYSTART_MS, 129)).isEqualTo(128);
        assertThat(Hystart.hystartDelayThresh(Variant.HYSTART_LATEST, 129)).isEqualTo(4000);
    }

    @Test
    @DisplayName("bictcp_update's look-ahead up to v5.5: msecs_to_jiffies(delay_min >> 3)")
    void updateT() {
        assertThat(Hystart.msecsToJiffies(1, 250)).isEqualTo(1);
        assertThat(Hystart.msecsToJiffies(5, 250)).isEqualTo(2);
        assertThat(Hystart.msecsToJiffies(10, 100)).isEqualTo(1);
        assertThat(Hystart.msecsToJiffies(11, 100)).isEqualTo(2);
        assertThat(Hystart.msecsToJiffies(7, 1000)).isEqualTo(7);
        assertThat(Hystart.msecsToJiffies(4, 300)).isEqualTo(2); // ceil(1.2)
        // delay_min 15 (1875 us) >> 3 = 1 ms: one jiffy at HZ 1000 where the microsecond code looks 2 ahead
        assertThat(Hystart.bictcpUpdateT(Variant.HYSTART_MS, 1000, 400, 15, 1000)).isEqualTo(601);
        assertThat(Hystart.bictcpUpdateT(Variant.HYSTART_LATEST, 1000, 400, 1875, 1000)).isEqualTo(602);
    }

    @Test
    @DisplayName("HZ 1000: the clock is jiffies; with a 1 ms RTT delay_min >> 4 is 0 and the next tick ends slow start")
    void trainOnTheJiffiesClock() {
        HyConfig c = cfg(Variant.HYSTART_MS);
        HyStep init = Hystart.init(c);
        assertThat(init.after.currRtt).as("bictcp_hystart_reset: curr_rtt = 0").isZero();
        HyStep first = run(c, Ack.of(100, 1000, 20, RATE, true));
        assertThat(first.after.delayMin).isEqualTo(8);
        assertThat(first.trainClose).isTrue();
        assertThat(first.threshold).isZero();
        assertThat(first.after.found).as("now - round_start = 0, not > 0").isZero();
        assertThat(first.roundReset).as("cong_avoid's reset after the first data ACK").isTrue();
        HyStep second = run(c, Ack.of(100, 1000, 20, RATE, true), Ack.of(1000, 1000, 21, RATE, false));
        assertThat(second.after.jiffies).isEqualTo(1);
        assertThat(second.trainFired).isTrue();
        assertThat(second.after.found).isEqualTo(Hystart.HYSTART_ACK_TRAIN);
        assertThat(second.after.ssthresh).isEqualTo(21);
    }

    @Test
    @DisplayName("HZ 250: CLOCK_REALTIME in ms; one microsecond across a ms boundary is a 1 ms train past delay_min >> 4 = 0")
    void trainOnTheRealtimeClock() {
        HyConfig c = cfg(Variant.HYSTART_MS).withHz(250).withClock(999, 0);
        assertThat(Hystart.init(c).after.roundStart).isZero();
        HyStep st = run(c, Ack.of(1000, 1000, 20, RATE, true));
        assertThat(st.after.lastAck).isEqualTo(1);
        assertThat(st.trainFired).as("exit 1 us after the round start, on a 1000 us RTT").isTrue();
        HyStep us = run(cfg(Variant.HYSTART_BEFORE).withHz(250).withClock(999, 0), Ack.of(1000, 1000, 20, RATE, true));
        assertThat(us.trainFired).as("the microsecond clock: 1 us is not past 500 us").isFalse();
    }

    @Test
    @DisplayName("up to v5.5 found collects bits and hystart_update returns on found & hystart_detect")
    void foundBits() {
        HyConfig c = cfg(Variant.HYSTART_MS).withHystartDetect(Hystart.HYSTART_DELAY);
        Ack[] acks = new Ack[22];
        int t = 0;
        for (int i = 0; i < 10; i++) { // round 1: ten 4 ms samples, delay 32
            t += 5000;
            acks[i] = Ack.of(t, 4000, 20, RATE, i == 0);
        }
        for (int i = 10; i < 22; i++) { // round 2: 10 ms samples (delay 80 > 32 + clamp(4, 32, 128) = 64)
            t += 5000;
            acks[i] = Ack.of(t, 10000, 20, RATE, i == 10);
        }
        HyStep st = Hystart.init(c);
        HyStep exit = null;
        for (Ack a : acks) {
            st = Hystart.ack(c, st.after, a);
            if (st.delayFired) {
                exit = st;
            }
        }
        assertThat(exit).isNotNull();
        assertThat(exit.after.found).isEqualTo(Hystart.HYSTART_DELAY);
        assertThat(exit.after.currRtt).isEqualTo(80);
        assertThat(exit.after.delayMin).isEqualTo(32);
        assertThat(st.after.inSlowStart()).as("ssthresh = cwnd ended slow start").isFalse();
        // snd_cwnd below ssthresh again (tcp_cwnd_restart after idle), still >= hystart_low_window: slow start, found set
        HyStep again = Hystart.ack(c, st.after, Ack.of(t + 5000, 10000, 18, RATE, false)); // 16 <= 18 < 20
        assertThat(again.after.inSlowStart()).isTrue();
        assertThat(again.hystartUpdate).as("found & hystart_detect returns before anything runs").isFalse();
        assertThat(again.after.found).isEqualTo(Hystart.HYSTART_DELAY);
        assertThat(again.after.ssthresh).isEqualTo(20);
    }

    @Test
    @DisplayName("since 1/5 !found gates hystart_update: with hystart_detect 2 a found of 1 still stops it")
    void usFoundGate() {
        HyConfig c = cfg(Variant.HYSTART_LATEST).withHystartDetect(Hystart.HYSTART_DELAY);
        HyStep st = Hystart.init(c);
        int t = 0;
        HyStep exit = null;
        for (int i = 0; i < 22 && exit == null; i++) {
            t += 5000;
            st = Hystart.ack(c, st.after, Ack.of(t, i < 10 ? 4000 : 10000, 20, RATE, i == 0 || i == 10));
            exit = st.delayFired ? st : null;
        }
        assertThat(exit).isNotNull();
        assertThat(exit.after.found).isEqualTo(1);
        HyStep again = Hystart.ack(c, exit.after, Ack.of(t + 5000, 10000, 18, RATE, false));
        assertThat(again.after.inSlowStart()).isTrue();
        assertThat(again.hystartUpdate).isFalse();
        // the same ACK with found cleared (as after a loss) reaches hystart_update: the gate is found, not the window
        HyStep armed = Hystart.ack(c, Hystart.loss(c, exit.after, new Loss(t + 1000, 18, false, null)).after,
                Ack.of(t + 5000, 10000, 18, RATE, false));
        assertThat(armed.hystartUpdate).isTrue();
    }

        @Test
    @DisplayName("the clocks: jiffies at HZ 1000, the wall clock in ms below, an event's clock_ms over both; clock64 unbounded")
    void clocks() {
        HyConfig j = cfg(Variant.HYSTART_MS).withClock(0, 5000);
        assertThat(Hystart.init(j).after.roundStart).as("jiffies_to_msecs(jiffies) at HZ 1000").isEqualTo(5000);
        assertThat(Hystart.init(j.withHz(250)).after.roundStart).as("ktime_to_ms(ktime_get_real()) below").isZero();
        assertThat(Hystart.init(cfg(Variant.HYSTART_LATEST).withClock(7, 5000)).after.roundStart).isEqualTo(7);
        HyStep given = run(j.withHystartDetect(Hystart.HYSTART_DELAY), Ack.of(100, 1000, 20, RATE, true).withClockMs(77));
        assertThat(given.after.roundStart).as("cong_avoid's reset at the event's clock").isEqualTo(77);
        assertThat(Hystart.clock64(cfg(Variant.HYSTART_LATEST).withClock(-1, 0), 10)).isEqualTo(4_294_967_305L);
        assertThat(Hystart.clock64(j, 4_294_967_296L + 2_500_000L)).as("jiffies, unbounded").isEqualTo(5000L + 4_297_467L);
        assertThat(Hystart.clock64(j.withHz(250).withClock(-1, 0), 4_294_967_296L))
                .as("(2^32 - 1 + 2^32) / 1000").isEqualTo(8_589_934L);
        assertThat(Hystart.ackDelta(cfg(Variant.HYSTART_MS))).isEqualTo(2);
        assertThat(Hystart.ackDelta(cfg(Variant.HYSTART_LATEST))).isEqualTo(2000);
        assertThat(Ack.of(1, 2, 3, 4, true).withClockMs(-1).toJson()).endsWith(",\"round_end\":true,\"clock_ms\":4294967295}");
        assertThat(Ack.of(1, 2, 3, 4, true).withClockMs(9).withCwndLimited(false).clockMs).isEqualTo(9);
        HyState s = Hystart.init(j).after;
        HyStep same = HyStep.unchanged(s);
        assertThat(same.after).isSameAs(s);
        assertThat(same.before).isSameAs(s);
        assertThat(same.exitReason()).isEqualTo("none");
    }

    @Test
    @DisplayName("b344579ca847 on the ms clock: a drop of the minimum after 8 samples exits on HYSTART_MS, not on HYSTART_MS_STABLE")
    void droppedMinimum() {
        for (Variant v : new Variant[] {Variant.HYSTART_MS, Variant.HYSTART_MS_STABLE}) {
            HyConfig c = cfg(v).withHystartDetect(Hystart.HYSTART_DELAY);
            HyStep st = Hystart.init(c);
            int t = 0;
            for (int i = 0; i < 9; i++) { // the first ends init's round; then eight 150 ms samples: curr_rtt 1200
                t += 10_000;
                st = Hystart.ack(c, st.after, Ack.of(t, 150_000, 20, RATE, i == 0));
            }
            st = Hystart.ack(c, st.after, Ack.of(t + 10_000, 100_000, 20, RATE, false)); // 100 ms: delay_min 800
            assertThat(st.after.delayMin).isEqualTo(800);
            if (v == Variant.HYSTART_MS) {
                assertThat(st.delayFired).as("curr_rtt 1200 > 800 + 100").isTrue();
                assertThat(st.after.currRtt).isEqualTo(1200);
            } else {
                assertThat(st.delayFired).isFalse();
                assertThat(st.after.currRtt).isEqualTo(800);
            }
        }
    }

    @Test
    @DisplayName("4e1fddc98d25 on the ms clock: the reset in hystart_update, after the found & hystart_detect return")
    void resetSite() {
        HyConfig c = cfg(Variant.HYSTART_MS_STABLE).withHystartDetect(Hystart.HYSTART_DELAY);
        HyStep st = run(c, Ack.of(1000, 4000, 20, RATE, true).withCwndLimited(false));
        assertThat(st.roundReset).as("not cwnd-limited, still reset in hystart_update").isTrue();
        HyStep old = run(cfg(Variant.HYSTART_MS).withHystartDetect(Hystart.HYSTART_DELAY),
                Ack.of(1000, 4000, 20, RATE, true).withCwndLimited(false));
        assertThat(old.roundReset).as("cong_avoid returns before its reset").isFalse();
    }

    @Test
    @DisplayName("cubictcp_state(TCP_CA_Loss): bictcp_reset and bictcp_hystart_reset, ssthresh from cubictcp_recalc_ssthresh")
    void lossRearms() {
        for (Variant v : new Variant[] {Variant.HYSTART_MS, Variant.HYSTART_LATEST}) {
            HyConfig c = cfg(v);
            HyStep exit = run(c, Ack.of(100, 1000, 20, RATE, true), Ack.of(1000, 1000, 20, RATE, false),
                    Ack.of(1500, 1000, 20, RATE, false), Ack.of(2100, 1000, 20, RATE, false));
            assertThat(exit.after.found).as(v.name()).isNotZero();
            HyStep loss = Hystart.loss(c, exit.after, new Loss(300_000, 1, true, null));
            assertThat(loss.after.found).isZero();
            assertThat(loss.after.delayMin).isZero();
            assertThat(loss.after.epochStart).isZero();
            assertThat(loss.after.sampleCnt).isZero();
            assertThat(loss.after.currRtt).isEqualTo(v.msClock() ? 0 : ~0);
            assertThat(loss.after.ssthresh).as("max(20 * 717 / 1024, 2)").isEqualTo(14);
            assertThat(loss.after.cwnd).isEqualTo(1);
            assertThat(loss.after.endSeq).isEqualTo(HyState.EndSeq.AHEAD);
            assertThat(loss.after.roundStart).isEqualTo(v.msClock() ? 300 : 300_000);
            assertThat(loss.roundReset).isTrue();
            HyStep next = Hystart.ack(c, loss.after, Ack.of(400_000, 2000, 2, RATE, true));
            assertThat(next.after.delayMin).as("a fresh minimum").isEqualTo(v.msClock() ? 16 : 2000);
            assertThat(next.after.inSlowStart()).isTrue();
        }
        HyStep kept = Hystart.loss(cfg(Variant.HYSTART_LATEST), Hystart.init(cfg(Variant.HYSTART_LATEST)).after,
                new Loss(5, 3, false, 7));
        assertThat(kept.after.ssthresh).isEqualTo(HyConfig.TCP_INFINITE_SSTHRESH);
        assertThat(kept.after.jiffies).isEqualTo(7);
        assertThat(new Loss(5, 3, false, 7).toJson())
                .isEqualTo("{\"event\":\"loss\",\"at\":5,\"cwnd\":3,\"recalc_ssthresh\":false,\"jiffies\":7}");
        assertThat(Hystart.recalcSsthresh(2)).isEqualTo(2);
        // tp->prior_cwnd, when captured, is what ssthresh() read: max(25 * 717 / 1024, 2) = 17, not the state's 20's 14
        HyStep prior = Hystart.loss(cfg(Variant.HYSTART_LATEST), run(cfg(Variant.HYSTART_LATEST),
                Ack.of(100, 1000, 20, RATE, true)).after, new Loss(300_000, 1, true, null, 25));
        assertThat(prior.after.ssthresh).isEqualTo(17);
        assertThat(new Loss(5, 1, true, null, 25).toJson())
                .isEqualTo("{\"event\":\"loss\",\"at\":5,\"cwnd\":1,\"prior_cwnd\":25}");
        assertThat(Hystart.recalcSsthresh(-1)).as("u32 product wraps: (2^32 - 717) / 1024").isEqualTo(4_194_303);
    }
}
