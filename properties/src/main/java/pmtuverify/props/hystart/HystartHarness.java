package pmtuverify.props.hystart;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.Harness;
import pmtuverify.props.Invariant;
import pmtuverify.props.InvariantHarness;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.StateKey;

/**
 * Drives the HyStart model through one slow start, ACK by ACK, and checks one invariant after every ACK. All
 * domains are small tables (see {@link Kind} and {@link HystartChecks}) so that the explorer can exhaust them; every
 * draw is a {@code nextInt(n)} or {@code nextBoolean()}.
 *
 * <p>The monitor keeps, beside the model, an unbounded 64-bit clock ({@code now64}: microseconds since the config
 * line), the 64-bit times of the model's {@code last_ack} and {@code round_start}, the true minimum RTT (smallest
 * {@code max(rtt_us, 1)} of the accepted samples), the smallest raw sample of the current round, the true minimum when
 * the round started, and whether every ACK of the round came within hystart_ack_delta_us of the previous one. Rounds
 * start where the variant resets (after the sample up to 5.15, before it from 5.16); for HY_APP_LIMITED_TRAIN the
 * monitor also keeps the round the kernel's snd_una / end_seq define (every round-end ACK), whether or not the variant
 * reset there.
 */
public final class HystartHarness extends InvariantHarness {
    /** What a run draws. */
    public enum Kind {
        /** Two ACKs: rtt_us and the rate from corner tables; pacing drawn. */
        CUSHION,
        /** HZ 100/1000, epoch_start 0/recent/old, four ACKs of rtt_us {-1, 20, 9500, 30000} and rates {0, 262144000, ~0UL}. */
        DELAY_MIN,
        /** Clock starting near the u32 wrap or the s32 sign boundary, four ACKs, gaps {30, 2001}, rtt_us {100, 5000}, round ends. */
        CLOCK_WRAP,
        /** Clock at 0, three ACKs with gaps {30, 2001, 2^31-1, 2^31, 2^32+30}, rtt_us 100, round ends. */
        CLOCK_IDLE,
        /** Rate and round end (none, first or second ACK) drawn once, eleven ACKs 2500 us apart, rtt_us {4000, 10000}. */
        DELAY_EXIT,
        /** Pacing drawn once, four ACKs, gaps {20, 400}, rtt_us {100, 1000}, rates {524288000, 262144000}. */
        TRAIN_EXIT,
        /**
         * An app-limited request/response flow: four ACKs, gaps {20, 600, 2500} us, rtt_us 1000, rate 46336000, cwnd from
         * 15 (+1 per cwnd-limited ACK), round end and tcp_is_cwnd_limited drawn per ACK.
         */
        APP_LIMITED
    }

    static final long[] RATE_CORNERS = {0L, 1L, 2L, 1000L, 262_143_999L, 262_144_000L, 262_144_001L, 1_250_000_000L,
        5_000_000_000L, 4_294_967_295L, 4_294_967_296L, 262_144_000_000L, 262_144_000_001L, Long.MAX_VALUE,
        Long.MIN_VALUE, -2L, -1L};
    static final int[] RTT_CORNERS = {-1, 0, 1, 100, 1000, Integer.MAX_VALUE};
    static final int[] DM_RTTS = {-1, 20, 9500, 30000};
    static final int[] DM_HZ = {100, 250, 1000};
    /** Train-exit rates: cushion 500 and 1000 us; the second is the first halved (srtt doubled within the round). */
    static final long[] TRAIN_RATES = {524_288_000L, 262_144_000L};
    /** The app-limited flow's rate: tcp_update_pacing_rate's 2 * mss * cwnd / srtt at mss 1448, cwnd 16, srtt 1 ms. */
    static final long APP_RATE = 46_336_000L;
    /** The app-limited flow's ACK gaps: within a burst, between bursts within 2 ms, and a pause above 2 ms. */
    static final long[] APP_GAPS = {20L, 600L, 2500L};
    static final long[] DM_RATES = {0L, 262_144_000L, -1L};
    static final int[] WRAP_STARTS = {(int) (4294967296L - 1000L), (int) (4294967296L - 30L), Integer.MAX_VALUE - 499};
    static final long[] IDLE_GAPS = {30L, 2001L, 2147483647L, 2147483648L, 4294967326L};
    /** Gaps from this length on are idle periods (no RTT is that long; every packet was acknowledged). */
    static final long IDLE_MIN = 2147483647L;
    /** 65536 * 4 * 1000000, computed with overflow checks (independently of the model). */
    static final long CUSHION_PRODUCT = Math.multiplyExact(Math.multiplyExact(65536L, 4L), 1_000_000L);

    private final Variant variant;
    private final Kind kind;
    private final int depth;

    // per run
    private final List<String> trace = new ArrayList<>();
    private HyConfig cfg;
    private HyState state;
    private HyConfig twinCfg;
    private HyState twin;
    private int step;
    private long now64;
    private long lastAck64;
    private long roundStart64;
    private long prevHy64;
    private boolean intact;
    private long trueMin;
    private long roundMin;
    private long onceRate;
    private int roundEndAt;
    private int cwndNow;
    private long trueMinAtRoundStart;
    private long appRoundStart64;
    private boolean appIntact;

    public HystartHarness(Variant variant, Invariant invariant, Kind kind, int depth) {
        super("hystart", invariant, variant.name(), new Coverage(corners(kind)));
        this.variant = variant;
        this.kind = kind;
        this.depth = depth;
    }

    /** The kind each invariant is checked under. */
    public static Kind kindOf(Invariant inv) {
        if (inv == HystartInvariants.HY_CUSHION_BOUND || inv == HystartInvariants.HY_CUSHION_NO_OVERFLOW) {
            return Kind.CUSHION;
        }
        if (inv == HystartInvariants.HY_WRAP) {
            return Kind.CLOCK_WRAP;
        }
        if (inv == HystartInvariants.HY_IDLE_GAP) {
            return Kind.CLOCK_IDLE;
        }
        if (inv == HystartInvariants.HY_NO_SPURIOUS_DELAY_EXIT) {
            return Kind.DELAY_EXIT;
        }
        if (inv == HystartInvariants.HY_NO_SPURIOUS_TRAIN_EXIT) {
            return Kind.TRAIN_EXIT;
        }
        if (inv == HystartInvariants.HY_APP_LIMITED_TRAIN) {
            return Kind.APP_LIMITED;
        }
        return Kind.DELAY_MIN;
    }

    /** ACKs per run of each kind (the explorer's depth). */
    public static int depthOf(Kind k) {
        switch (k) {
            case CUSHION:
                return 2;
            case CLOCK_IDLE:
                return 3;
            case DELAY_EXIT:
                return 11;
            default:
                return 4;
        }
    }

    private static String[] corners(Kind k) {
        switch (k) {
            case CUSHION:
                return new String[] {"rate 0", "rate ~0UL", "rate >= 2^63", "cushion 1000", "cushion 1..999",
                    "cushion applied", "rtt_us INT_MAX", "rtt_us < 0"};
            case DELAY_MIN:
                return new String[] {"epoch discard", "rtt_us < 0", "delay_min lowered", "cushion applied", "HZ 100",
                    "t differs by a jiffy"};
            case CLOCK_WRAP:
                return new String[] {"u32 wrap crossed", "s32 sign boundary crossed", "train fired", "delay fired",
                    "round reset", "spacing test failed"};
            case CLOCK_IDLE:
                return new String[] {"gap >= 2^31", "gap >= 2^32", "train fired", "round reset"};
            case DELAY_EXIT:
                return new String[] {"delay exit", "legit delay exit", "delay_min dropped within the round", "round reset"};
            case APP_LIMITED:
                return new String[] {"train exit", "legit train exit", "round end withheld (not cwnd-limited)",
                    "gap > 2 ms", "round reset", "cwnd below hystart_low_window"};
            default:
                return new String[] {"train exit", "legit train exit", "pacing", "rate changed within round",
                    "train exit after the rate fell"};
        }
    }

    public Variant variant() {
        return variant;
    }

    @Override
    public void run(Random r) {
        trace.clear();
        key = null;
        now64 = 0;
        lastAck64 = 0;
        roundStart64 = 0;
        prevHy64 = 0;
        intact = true;
        trueMin = -1;
        roundMin = -1;
        onceRate = -1;
        cwndNow = kind == Kind.APP_LIMITED ? 15 : 16;
        trueMinAtRoundStart = -1;
        appRoundStart64 = 0;
        appIntact = true;
        twinCfg = null;
        twin = null;
        cfg = drawConfig(r);
        trace.add(cfg.toJson());
        state = Hystart.init(cfg).after;
        if (kind == Kind.CLOCK_WRAP) {
            twinCfg = cfg.withClock(0, cfg.jiffies);
            twin = Hystart.init(twinCfg).after;
        }
        for (step = 0; step < depth; step++) {
            key = stateKeyNow();
            long gap = drawGap(r);
            int rtt = drawRtt(r);
            long rate = drawRate(r);
            boolean roundEnd = drawRoundEnd(r, gap);
            boolean limited = kind != Kind.APP_LIMITED || r.nextBoolean();
            now64 += gap;
            Ack a = Ack.of(cfg.clockUs + (int) now64, rtt, cwndNow, rate, roundEnd).withCwndLimited(limited);
            trace.add(a.toJson());
            HyStep st = Hystart.ack(cfg, state, a);
            HyStep tw = null;
            if (twin != null) {
                tw = Hystart.ack(twinCfg, twin, Ack.of((int) now64, rtt, cwndNow, rate, roundEnd).withCwndLimited(limited));
            }
            if (st.roundReset && variant.reset == Variant.ResetSite.HYSTART_UPDATE) {
                startRound(); // 5.16 on: the reset runs before this ACK's sample is used
            }
            if (gap > cfg.hystartAckDeltaUs) {
                appIntact = false;
            }
            check(st, tw, a, gap, trace.size());
            advanceMonitor(st, rtt);
            if (roundEnd) {
                appRoundStart64 = now64; // the round the kernel's snd_una / end_seq define, whether or not reset ran
                appIntact = true;
            }
            if (kind == Kind.APP_LIMITED && limited && st.after.found == 0 && C.ult(cwndNow, st.after.ssthresh)) {
                cwndNow++; // tcp_slow_start(tp, 1) in cong_avoid, which runs only when cwnd-limited
            }
            state = st.after;
            if (tw != null) {
                twin = tw.after;
            }
        }
        key = null;
    }

    // ---------------------------------------------------------------- drawing

    private HyConfig drawConfig(Random r) {
        HyConfig c = HyConfig.defaults(variant).withCwnd(16);
        switch (kind) {
            case CUSHION:
                return c.withPacing(r.nextBoolean());
            case DELAY_MIN: {
                int hz = DM_HZ[r.nextInt(DM_HZ.length)];
                if (hz == 100) {
                    coverage.hit("HZ 100");
                }
                int jif = 100000;
                int e = r.nextInt(3);
                int epoch = e == 0 ? 0 : e == 1 ? jif - hz / 2 : jif - 2 * hz;
                return c.withHz(hz).withClock(0, jif).withEpochStart(epoch);
            }
            case CLOCK_WRAP:
                return c.withClock(WRAP_STARTS[r.nextInt(WRAP_STARTS.length)], 0).withPacing(r.nextBoolean());
            case CLOCK_IDLE:
                return c.withPacing(r.nextBoolean());
            case DELAY_EXIT:
                onceRate = DM_RATES[r.nextInt(DM_RATES.length)];
                roundEndAt = r.nextInt(3) - 1; // none, the first or the second ACK
                return c;
            case APP_LIMITED:
                return c.withCwnd(cwndNow).withPacingRate(APP_RATE);
            default: {
                boolean p = r.nextBoolean();
                if (p) {
                    coverage.hit("pacing");
                }
                return c.withPacing(p).withPacingRate(TRAIN_RATES[0]);
            }
        }
    }

    private long drawGap(Random r) {
        switch (kind) {
            case CUSHION:
                return 10;
            case DELAY_MIN:
            case DELAY_EXIT:
                return 2500;
            case CLOCK_WRAP:
                return r.nextBoolean() ? 2001 : 30;
            case CLOCK_IDLE:
                return IDLE_GAPS[r.nextInt(IDLE_GAPS.length)];
            case APP_LIMITED:
                return APP_GAPS[r.nextInt(APP_GAPS.length)];
            default:
                return r.nextBoolean() ? 400 : 20;
        }
    }

    private int drawRtt(Random r) {
        switch (kind) {
            case CUSHION:
                return RTT_CORNERS[r.nextInt(RTT_CORNERS.length)];
            case DELAY_MIN:
                return DM_RTTS[r.nextInt(DM_RTTS.length)];
            case CLOCK_WRAP:
                return r.nextBoolean() ? 5000 : 100;
            case CLOCK_IDLE:
                return 100;
            case DELAY_EXIT:
                return r.nextBoolean() ? 10000 : 4000;
            case APP_LIMITED:
                return 1000;
            default:
                return r.nextBoolean() ? 1000 : 100;
        }
    }

    private long drawRate(Random r) {
        switch (kind) {
            case CUSHION:
                return RATE_CORNERS[r.nextInt(RATE_CORNERS.length)];
            case DELAY_MIN:
                return DM_RATES[r.nextInt(DM_RATES.length)];
            case DELAY_EXIT:
                return onceRate;
            case TRAIN_EXIT:
                return TRAIN_RATES[r.nextInt(TRAIN_RATES.length)];
            case APP_LIMITED:
                return APP_RATE;
            default:
                return -1L;
        }
    }

    private boolean drawRoundEnd(Random r, long gap) {
        switch (kind) {
            case CLOCK_IDLE:
                // After an idle period the ACK acknowledges data sent after it, beyond end_seq: a round end.
                return gap >= IDLE_MIN || r.nextBoolean();
            case CLOCK_WRAP:
            case APP_LIMITED:
                return r.nextBoolean();
            case DELAY_EXIT:
                return step == roundEndAt;
            default:
                return false;
        }
    }

    // ---------------------------------------------------------------- monitor

    /** The cushion as the commit message defines it, computed without the model's helpers. */
    static long exactCushion(long rate) {
        if (rate == 0) {
            return 0;
        }
        if (rate < 0) { // an unsigned long >= 2^63: 262144000000 / rate < 1
            return 0;
        }
        long q = CUSHION_PRODUCT / rate;
        return q < 1000 ? q : 1000;
    }

    private void check(HyStep st, HyStep tw, Ack a, long gap, int line) {
        long raw = a.rttUs < 0 ? -1 : a.rttUs == 0 ? 1 : a.rttUs;
        long newTrueMin = st.sample == HyStep.Sample.USED && (trueMin < 0 || raw < trueMin) ? raw : trueMin;
        String id = invariant.id();
        if (invariant == HystartInvariants.HY_CUSHION_BOUND) {
            cushionCorners(st, a);
            if (st.cushion > 1000 || st.cushion < 0) {
                fail(id, "cushion " + st.cushion + " us exceeds USEC_PER_MSEC", line);
            }
            if (a.pacingRate == 0 && st.cushion != 0) {
                fail(id, "cushion " + st.cushion + " us at sk_pacing_rate 0", line);
            }
            long want = expectedCushion(st, raw, a.pacingRate);
            if (st.cushion != want) {
                fail(id, "cushion " + st.cushion + " us, expected " + want + " at rate "
                        + Long.toUnsignedString(a.pacingRate), line);
            }
        } else if (invariant == HystartInvariants.HY_CUSHION_NO_OVERFLOW) {
            cushionCorners(st, a);
            if (Hystart.GSO_MAX_SIZE * 4 * Hystart.USEC_PER_SEC != CUSHION_PRODUCT) {
                fail(id, "GSO_MAX_SIZE * 4 * USEC_PER_SEC is not exact in 64 bits", line);
            }
            if (st.sample == HyStep.Sample.USED && variant.cushion == Variant.CushionRule.IN_DELAY_MIN
                    && st.delay != raw + st.cushion) {
                fail(id, "delay " + st.delay + " != rtt " + raw + " + cushion " + st.cushion + " (u32 wrap)", line);
            }
            if (st.trainClose && variant.cushion == Variant.CushionRule.IN_TRAIN_THRESHOLD) {
                long sum = C.u32(st.after.delayMin) + st.cushion;
                long expect = !cfg.pacing ? sum >> 1 : sum;
                if (st.threshold != expect) {
                    fail(id, "threshold " + st.threshold + " != (delay_min + cushion) " + sum + (cfg.pacing ? "" : " >> 1"), line);
                }
            }
        } else if (invariant == HystartInvariants.HY_DELAY_MIN_MONOTONE) {
            delayMinCorners(st);
            if (st.before.delayMin != 0 && C.ugt(st.after.delayMin, st.before.delayMin)) {
                fail(id, "delay_min rose from " + C.u32(st.before.delayMin) + " to " + C.u32(st.after.delayMin), line);
            }
        } else if (invariant == HystartInvariants.HY_DELAY_MIN_BOUND) {
            delayMinCorners(st);
            long dm = C.u32(st.after.delayMin);
            if (newTrueMin >= 0 && (dm < newTrueMin || dm > newTrueMin + 1000)) {
                fail(id, "delay_min " + dm + " outside [" + newTrueMin + ", " + (newTrueMin + 1000) + "]", line);
            }
        } else if (invariant == HystartInvariants.HY_DELAY_MIN_MEANING) {
            delayMinCorners(st);
            if (newTrueMin >= 0) {
                HyState s = st.after;
                long t = Hystart.bictcpUpdateT(s.jiffies, s.epochStart, s.delayMin, cfg.hz);
                long ideal = Hystart.bictcpUpdateT(s.jiffies, s.epochStart, (int) newTrueMin, cfg.hz);
                if (t != ideal) {
                    coverage.hit("t differs by a jiffy");
                    fail(id, "bictcp_update would add usecs_to_jiffies(delay_min " + C.u32(s.delayMin) + ") = "
                            + Hystart.usecsToJiffies(s.delayMin, cfg.hz) + " jiffies, the minimum RTT " + newTrueMin
                            + " us gives " + Hystart.usecsToJiffies((int) newTrueMin, cfg.hz) + " (HZ " + cfg.hz + ")", line);
                }
            }
        } else if (invariant == HystartInvariants.HY_WRAP || invariant == HystartInvariants.HY_IDLE_GAP) {
            clockCorners(st, gap);
            if (st.hystartUpdate && (cfg.hystartDetect & Hystart.HYSTART_ACK_TRAIN) != 0) {
                boolean close64 = now64 - lastAck64 <= cfg.hystartAckDeltaUs;
                if (st.trainClose != close64) {
                    fail(id, "spacing test says " + (st.trainClose ? "close" : "not close") + " for a gap of "
                            + (now64 - lastAck64) + " us since last_ack", line);
                }
                if (close64) {
                    boolean fire64 = now64 - roundStart64 > st.threshold;
                    if (st.trainFired != fire64) {
                        fail(id, "round-length test " + (st.trainFired ? "fired" : "did not fire") + " at "
                                + (now64 - roundStart64) + " us since round_start, threshold " + st.threshold, line);
                    }
                }
            }
            if (tw != null && !sameDecisions(st, tw)) {
                fail(id, "shifting the clock by " + C.u32(cfg.clockUs) + " us changed the decisions: " + st.after
                        + " (exit " + st.exitReason() + ") vs " + tw.after + " (exit " + tw.exitReason() + ")", line);
            }
        } else if (invariant == HystartInvariants.HY_NO_SPURIOUS_DELAY_EXIT) {
            if (st.roundReset) {
                coverage.hit("round reset");
            }
            long rm = roundMin < 0 || raw < roundMin ? raw : roundMin;
            boolean dropped = st.sample == HyStep.Sample.USED && (trueMinAtRoundStart < 0 || rm < trueMinAtRoundStart);
            if (dropped && trueMinAtRoundStart >= 0) {
                coverage.hit("delay_min dropped within the round");
            }
            if (st.delayFired) {
                coverage.hit("delay exit");
                long need = newTrueMin + Hystart.hystartDelayThresh((int) (newTrueMin >> 3));
                if (!dropped || rm > need) {
                    coverage.hit("legit delay exit");
                } else {
                    fail(id, "HYSTART_DELAY exit in a round whose own samples lowered the minimum RTT from "
                            + (trueMinAtRoundStart < 0 ? "none" : trueMinAtRoundStart + " us") + " to " + rm
                            + " us: curr_rtt " + C.u32(st.after.currRtt) + " > delay_min " + C.u32(st.after.delayMin)
                            + " + " + (need - newTrueMin) + ", yet the round's smallest RTT is the minimum", line);
                }
            }
        } else if (invariant == HystartInvariants.HY_NO_SPURIOUS_TRAIN_EXIT) {
            if (st.hystartUpdate && a.pacingRate != state.pacingRate && step > 0) {
                coverage.hit("rate changed within round");
            }
            if (st.trainFired) {
                coverage.hit("train exit");
                if (a.pacingRate != TRAIN_RATES[0] && variant.cushion == Variant.CushionRule.IN_DELAY_MIN) {
                    coverage.hit("train exit after the rate fell");
                }
                long c = exactCushion(a.pacingRate);
                long t;
                if (variant == Variant.HYSTART_BEFORE) {
                    t = newTrueMin >> 1;
                } else if (variant == Variant.HYSTART_4_5) {
                    t = (newTrueMin + c) >> 1;
                } else {
                    t = cfg.pacing ? newTrueMin + c : (newTrueMin + c) >> 1;
                }
                boolean gapOk = intact && now64 - prevHy64 <= cfg.hystartAckDeltaUs;
                long elapsed = now64 - roundStart64;
                if (gapOk && elapsed > t) {
                    coverage.hit("legit train exit");
                } else {
                    fail(id, "ACK-train exit " + elapsed + " us after round_start, threshold used " + st.threshold
                            + ", the variant's rule on the true minimum " + newTrueMin + " us and rate "
                            + Long.toUnsignedString(a.pacingRate) + " gives " + t + (gapOk ? "" : " (train broken)"), line);
                }
            }
        } else if (invariant == HystartInvariants.HY_APP_LIMITED_TRAIN) {
            if (a.roundEnd && !a.cwndLimited) {
                coverage.hit("round end withheld (not cwnd-limited)");
            }
            if (gap > cfg.hystartAckDeltaUs) {
                coverage.hit("gap > 2 ms");
            }
            if (st.roundReset) {
                coverage.hit("round reset");
            }
            if (C.ult(a.cwnd, cfg.hystartLowWindow)) {
                coverage.hit("cwnd below hystart_low_window");
            }
            if (st.trainFired) {
                coverage.hit("train exit");
                long elapsed = now64 - appRoundStart64;
                if (appIntact && elapsed > st.threshold) {
                    coverage.hit("legit train exit");
                } else {
                    fail(id, "ACK-train exit with threshold " + st.threshold + " us although the current round (snd_una "
                            + "passed end_seq " + elapsed + " us ago) " + (appIntact ? "is not that long" : "had a gap > "
                            + cfg.hystartAckDeltaUs + " us") + "; round_start is " + (now64 - roundStart64)
                            + " us old", line);
                }
            }
        }
    }

    /** The cushion this variant's code must have used on this ACK, from the commit messages' formula. */
    private long expectedCushion(HyStep st, long raw, long rate) {
        switch (variant.cushion) {
            case IN_DELAY_MIN: {
                boolean branch = st.sample == HyStep.Sample.USED
                        && (st.before.delayMin == 0 || C.u32(st.before.delayMin) > raw);
                return branch ? exactCushion(rate) : 0;
            }
            case IN_TRAIN_THRESHOLD:
                return st.trainClose ? exactCushion(rate) : 0;
            default:
                return 0;
        }
    }

    private void cushionCorners(HyStep st, Ack a) {
        if (a.pacingRate == 0) {
            coverage.hit("rate 0");
        } else if (a.pacingRate == -1L) {
            coverage.hit("rate ~0UL");
        } else if (a.pacingRate < 0) {
            coverage.hit("rate >= 2^63");
        }
        if (st.cushion == 1000) {
            coverage.hit("cushion 1000");
        } else if (st.cushion > 0) {
            coverage.hit("cushion 1..999");
        }
        if (st.cushion > 0) {
            coverage.hit("cushion applied");
        }
        if (a.rttUs == Integer.MAX_VALUE) {
            coverage.hit("rtt_us INT_MAX");
        } else if (a.rttUs < 0) {
            coverage.hit("rtt_us < 0");
        }
    }

    private void delayMinCorners(HyStep st) {
        if (st.sample == HyStep.Sample.EPOCH_DISCARD) {
            coverage.hit("epoch discard");
        } else if (st.sample == HyStep.Sample.NO_RTT) {
            coverage.hit("rtt_us < 0");
        }
        if (st.before.delayMin != 0 && st.after.delayMin != st.before.delayMin) {
            coverage.hit("delay_min lowered");
        }
        if (st.cushion > 0 && variant.cushion == Variant.CushionRule.IN_DELAY_MIN) {
            coverage.hit("cushion applied");
        }
    }

    private void clockCorners(HyStep st, long gap) {
        if (kind == Kind.CLOCK_WRAP) {
            if (C.u32(cfg.clockUs) + now64 >= 4294967296L && C.u32(cfg.clockUs) + now64 - gap < 4294967296L) {
                coverage.hit("u32 wrap crossed");
            }
            long b = 2147483648L;
            if (C.u32(cfg.clockUs) + now64 >= b && C.u32(cfg.clockUs) + now64 - gap < b) {
                coverage.hit("s32 sign boundary crossed");
            }
            if (st.delayFired) {
                coverage.hit("delay fired");
            }
            if (st.hystartUpdate && !st.trainClose) {
                coverage.hit("spacing test failed");
            }
        } else {
            if (gap >= 2147483648L) {
                coverage.hit("gap >= 2^31");
            }
            if (gap >= 4294967296L) {
                coverage.hit("gap >= 2^32");
            }
        }
        if (st.trainFired) {
            coverage.hit("train fired");
        }
        if (st.roundReset) {
            coverage.hit("round reset");
        }
    }

    private static boolean sameDecisions(HyStep a, HyStep b) {
        HyState x = a.after;
        HyState y = b.after;
        return x.found == y.found && a.exitReason().equals(b.exitReason()) && x.ssthresh == y.ssthresh
                && x.delayMin == y.delayMin && x.currRtt == y.currRtt && x.sampleCnt == y.sampleCnt
                && a.trainClose == b.trainClose && a.roundReset == b.roundReset;
    }

    private void advanceMonitor(HyStep st, int rtt) {
        long raw = rtt == 0 ? 1 : rtt;
        if (st.sample == HyStep.Sample.USED && (trueMin < 0 || raw < trueMin)) {
            trueMin = raw;
        }
        if (st.hystartUpdate) {
            if (roundMin < 0 || raw < roundMin) {
                roundMin = raw;
            }
            if (now64 - prevHy64 > cfg.hystartAckDeltaUs) {
                intact = false;
            }
            prevHy64 = now64;
            if (st.trainClose) {
                lastAck64 = now64;
            }
        }
        if (st.roundReset && variant.reset == Variant.ResetSite.CONG_AVOID) {
            startRound(); // up to 5.15: cong_avoid resets after this ACK's sample
        }
    }

    /** bictcp_hystart_reset as the monitor sees it: a new round starts now, with the true minimum as it stands. */
    private void startRound() {
        roundStart64 = now64;
        lastAck64 = now64;
        prevHy64 = now64;
        intact = true;
        roundMin = -1;
        trueMinAtRoundStart = trueMin;
    }

    private void fail(String id, String detail, int line) {
        throw new InvariantViolation(id, detail, trace, line);
    }

    private StateKey stateKeyNow() {
        HyState s = state;
        HyState t = twin;
        return new StateKey(new long[] {
            step, depth - step, cfg.hz, cfg.clockUs, cfg.epochStart, cfg.pacing ? 1 : 0, onceRate, roundEndAt,
            s.delayMin, s.epochStart, s.sampleCnt, s.found, s.roundStart, s.lastAck, s.currRtt, s.cwnd, s.ssthresh,
            s.nowUs, s.jiffies, s.pacingRate, s.elapsedUs,
            t == null ? 0 : t.delayMin, t == null ? 0 : t.found, t == null ? 0 : t.currRtt, t == null ? 0 : t.sampleCnt,
            t == null ? 0 : t.roundStart, t == null ? 0 : t.lastAck, t == null ? 0 : t.ssthresh,
            now64, lastAck64, roundStart64, prevHy64, intact ? 1 : 0, trueMin, roundMin,
            cwndNow, trueMinAtRoundStart, appRoundStart64, appIntact ? 1 : 0
        });
    }
}
