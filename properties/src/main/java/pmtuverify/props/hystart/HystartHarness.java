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
        CUSHION(2, "rate 0", "rate ~0UL", "rate >= 2^63", "cushion 1000", "cushion 1..999", "cushion applied", "rtt_us INT_MAX",
                "rtt_us < 0"),
        /** HZ 100/1000, epoch_start 0/recent/old, four ACKs of rtt_us {-1, 20, 9500, 30000} and rates {0, 262144000, ~0UL}. */
        DELAY_MIN(4, "epoch discard", "rtt_us < 0", "delay_min lowered", "cushion applied", "HZ 100", "t differs by a jiffy"),
        /** Clock starting near the u32 wrap or the s32 sign boundary, four ACKs, gaps {30, 2001}, rtt_us {100, 5000}, round ends. */
        CLOCK_WRAP(4, "u32 wrap crossed", "s32 sign boundary crossed", "train fired", "delay fired", "round reset",
                "spacing test failed"),
        /** Clock at 0, three ACKs with gaps {30, 2001, 2^31-1, 2^31, 2^32+30}, rtt_us 100, round ends. */
        CLOCK_IDLE(3, "gap >= 2^31", "gap >= 2^32", "train fired", "round reset"),
        /** Rate and round end (none, first or second ACK) drawn once, eleven ACKs 2500 us apart, rtt_us {4000, 10000}. */
        DELAY_EXIT(11, "delay exit", "legit delay exit", "delay_min dropped within the round", "round reset"),
        /** Pacing drawn once, four ACKs, gaps {20, 400}, rtt_us {100, 1000}, rates {524288000, 262144000}. */
        TRAIN_EXIT(4, "train exit", "legit train exit", "pacing", "rate changed within round", "train exit after the rate fell"),
        /**
         * An app-limited request/response flow: four ACKs, gaps {20, 600, 2500} us, rtt_us 1000, rate 46336000, cwnd from
         * 15 (+1 per cwnd-limited ACK), round end and tcp_is_cwnd_limited drawn per ACK.
         */
        APP_LIMITED(4, "train exit", "legit train exit", "round end withheld (not cwnd-limited)", "gap > 2 ms", "round reset",
                "cwnd below hystart_low_window");

        /** ACKs per run (the explorer's depth). */
        public final int depth;
        private final String[] corners;

        Kind(int depth, String... corners) {
            this.depth = depth;
            this.corners = corners;
        }

        /** The corners counted on runs of this kind, in report order (a copy). */
        public String[] corners() {
            return corners.clone();
        }
    }

    static final long[] RATE_CORNERS = {0L, 1L, 2L, 1000L, 262_143_999L, 262_144_000L, 262_144_001L, 1_250_000_000L,
        5_000_000_000L, 4_294_967_295L, 4_294_967_296L, 262_144_000_000L, 262_144_000_001L, Long.MAX_VALUE,
        Long.MIN_VALUE, -2L, -1L};
    static final int[] RTT_CORNERS = {-1, 0, 1, 100, 1000, Integer.MAX_VALUE};
    static final int[] DM_RTTS = {-1, 20, 9500, 30000};
    static final int[] DM_HZ = {100, 250, 1000};
    /** Train-exit rates: cushion 500 and 1000 us; the second is the first halved (srtt doubled within the round). */
    static final long[] TRAIN_RATES = {HystartInvariant.TRAIN_START_RATE, 262_144_000L};
    /** The app-limited flow's rate: tcp_update_pacing_rate's 2 * mss * cwnd / srtt at mss 1448, cwnd 16, srtt 1 ms. */
    static final long APP_RATE = 46_336_000L;
    /** The app-limited flow's ACK gaps: within a burst, between bursts within 2 ms, and a pause above 2 ms. */
    static final long[] APP_GAPS = {20L, 600L, 2500L};
    static final long[] DM_RATES = {0L, 262_144_000L, -1L};
    static final int[] WRAP_STARTS = {(int) (4294967296L - 1000L), (int) (4294967296L - 30L), Integer.MAX_VALUE - 499};
    static final long[] IDLE_GAPS = {30L, 2001L, 2147483647L, 2147483648L, 4294967326L};
    /** Gaps from this length on are idle periods (no RTT is that long; every packet was acknowledged). */
    static final long IDLE_MIN = 2147483647L;

    private final Variant variant;
    private final HystartInvariant check;
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
        super("hystart", invariant, variant.name(), new Coverage(kind.corners()));
        this.variant = variant;
        this.check = HystartInvariants.of(invariant);
        this.kind = kind;
        this.depth = depth;
    }

    /** The kind each invariant is checked under. */
    public static Kind kindOf(Invariant inv) {
        return HystartInvariants.of(inv).kind();
    }

    /** ACKs per run of each kind (the explorer's depth). */
    public static int depthOf(Kind k) {
        return k.depth;
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
            check(st, tw, a, gap);
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

    /** Counts the corners of the run's kind that this ACK reached, then checks the invariant. */
    private void check(HyStep st, HyStep tw, Ack a, long gap) {
        switch (kind) {
            case CUSHION:
                cushionCorners(st, a);
                break;
            case DELAY_MIN:
                delayMinCorners(st);
                break;
            case CLOCK_WRAP:
            case CLOCK_IDLE:
                clockCorners(st, gap);
                break;
            default:
                break; // the other kinds have one invariant each, which counts its own corners
        }
        check.check(view, st, tw, a, gap);
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

    /** The run as the invariant's predicate reads it. */
    private final Monitor view = new Monitor() {
        @Override
        public Variant variant() {
            return variant;
        }

        @Override
        public HyConfig cfg() {
            return cfg;
        }

        @Override
        public HyState state() {
            return state;
        }

        @Override
        public int step() {
            return step;
        }

        @Override
        public Coverage coverage() {
            return coverage;
        }

        @Override
        public long now64() {
            return now64;
        }

        @Override
        public long lastAck64() {
            return lastAck64;
        }

        @Override
        public long roundStart64() {
            return roundStart64;
        }

        @Override
        public long prevHy64() {
            return prevHy64;
        }

        @Override
        public boolean intact() {
            return intact;
        }

        @Override
        public long trueMin() {
            return trueMin;
        }

        @Override
        public long roundMin() {
            return roundMin;
        }

        @Override
        public long trueMinAtRoundStart() {
            return trueMinAtRoundStart;
        }

        @Override
        public long appRoundStart64() {
            return appRoundStart64;
        }

        @Override
        public boolean appIntact() {
            return appIntact;
        }

        @Override
        public void fail(String detail) {
            throw new InvariantViolation(invariant.id(), detail, trace, trace.size());
        }
    };

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
