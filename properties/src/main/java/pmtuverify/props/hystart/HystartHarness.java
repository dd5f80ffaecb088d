package pmtuverify.props.hystart;

import java.util.List;
import java.util.Random;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Loss;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.Invariant;
import pmtuverify.props.MachineHarness;

/**
 * The HyStart machine: one slow start, ACK by ACK, over immutable {@link State}s. {@link #apply} runs the
 * model's step (and the twin run's, for the clock-shift check), the monitor's bookkeeping ({@link Watch})
 * and the predicate of one {@link HystartInvariant}; it names no invariant. The {@link HystartEnvironment}
 * of the invariant's {@link Kind} draws the config line and the ACKs from the kind's {@link HyBounds}.
 */
public final class HystartHarness extends MachineHarness<HystartHarness.State, HystartHarness.Event> {
    private final Variant variant;
    private final HystartInvariant check;
    private final Kind kind;
    private final HystartEnvironment environment;

    /**
     * One ACK, or an RTO ({@code loss}; then {@code ack} is null), and the microseconds since the previous event
     * (64-bit: an idle gap may exceed the u32 clock).
     */
    public static final class Event {
        public final long gap;
        public final Ack ack;
        public final Loss loss;

        Event(long gap, Ack ack, Loss loss) {
            this.gap = gap;
            this.ack = ack;
            this.loss = loss;
        }
    }

    /**
     * The monitor's view of the run beside the model, as an immutable value: an unbounded 64-bit clock
     * ({@code now64}: microseconds since the config line), the 64-bit times of the model's {@code last_ack}
     * and {@code round_start} and of the previous ACK that reached hystart_update, whether every ACK of the
     * round came within hystart_ack_delta_us of the previous one, the true minimum RTT (smallest
     * {@code max(rtt_us, 1)} of the accepted samples, -1 for none), the smallest raw sample of the current
     * round, the true minimum when the round started, and the round snd_una / end_seq define (from the later of
     * the ACK that passed end_seq, whether or not the variant reset there, and the reset that moved end_seq) with
     * its own spacing flag. Rounds start where the variant
     * resets: after the sample up to 5.15, before it from 5.16.
     */
    public static final class Watch {
        static final Watch START = new Watch(0, 0, 0, 0, true, -1, -1, -1, 0, true, -1);

        public final long now64;
        public final long lastAck64;
        public final long roundStart64;
        public final long prevHy64;
        public final boolean intact;
        public final long trueMin;
        public final long roundMin;
        public final long trueMinAtRoundStart;
        public final long appRoundStart64;
        public final boolean appIntact;
        /** The 64-bit time of the last RTO, -1 for none. */
        public final long lossAt64;

        private Watch(long now64, long lastAck64, long roundStart64, long prevHy64, boolean intact, long trueMin, long roundMin,
                long trueMinAtRoundStart, long appRoundStart64, boolean appIntact, long lossAt64) {
            this.now64 = now64;
            this.lastAck64 = lastAck64;
            this.roundStart64 = roundStart64;
            this.prevHy64 = prevHy64;
            this.intact = intact;
            this.trueMin = trueMin;
            this.roundMin = roundMin;
            this.trueMinAtRoundStart = trueMinAtRoundStart;
            this.appRoundStart64 = appRoundStart64;
            this.appIntact = appIntact;
            this.lossAt64 = lossAt64;
        }

        /** The clock advanced by an ACK {@code gap} us after the previous one; a gap above {@code delta} breaks the app round's train. */
        Watch tick(long gap, long delta) {
            return new Watch(now64 + gap, lastAck64, roundStart64, prevHy64, intact, trueMin, roundMin, trueMinAtRoundStart,
                    appRoundStart64, appIntact && gap <= delta, lossAt64);
        }

        /**
         * bictcp_hystart_reset as the monitor sees it: a new round starts now, with the true minimum as it stands; end_seq
         * moves here, so the round snd_una and end_seq define starts here too (a reset the variant deferred past the ACK
         * that passed end_seq starts it later, never earlier).
         */
        Watch startRound() {
            return new Watch(now64, now64, now64, now64, true, trueMin, -1, trueMin, now64, true, lossAt64);
        }

        /**
         * cubictcp_state(TCP_CA_Loss) as the monitor sees it: bictcp_reset forgets delay_min, so the minimum the
         * invariants hold delay_min to is the one since this loss, and bictcp_hystart_reset starts a round now.
         */
        Watch lost() {
            return new Watch(now64, now64, now64, now64, true, -1, -1, -1, now64, true, now64);
        }

        /** The ACK's sample ({@code raw}: max(rtt_us, 1)) as the model used it in {@code st}; {@code delta}: hystart_ack_delta_us. */
        Watch sample(HyStep st, long raw, long delta) {
            long tm = st.sample == HyStep.Sample.USED && (trueMin < 0 || raw < trueMin) ? raw : trueMin;
            if (!st.hystartUpdate) {
                return new Watch(now64, lastAck64, roundStart64, prevHy64, intact, tm, roundMin, trueMinAtRoundStart,
                        appRoundStart64, appIntact, lossAt64);
            }
            long rm = roundMin < 0 || raw < roundMin ? raw : roundMin;
            boolean in = intact && now64 - prevHy64 <= delta;
            return new Watch(now64, st.trainClose ? now64 : lastAck64, roundStart64, now64, in, tm, rm, trueMinAtRoundStart,
                    appRoundStart64, appIntact, lossAt64);
        }

        /** The ACK that passed end_seq: the round snd_una and end_seq define starts now, whether or not the variant reset. */
        Watch roundEnded() {
            return new Watch(now64, lastAck64, roundStart64, prevHy64, intact, trueMin, roundMin, trueMinAtRoundStart, now64, true,
                    lossAt64);
        }
    }

    /**
     * The model's state (and the twin run's, on the clock-shift kind), the per-run draws of the environment
     * (the run's rate, the ACKs left until its drawn round end, the cwnd the next ACK carries) and the
     * monitor's {@link Watch}.
     */
    public static final class State {
        public final HyConfig cfg;
        final HyConfig twinCfg;
        public final HyState model;
        final HyState twin;
        /** The rate of every ACK when drawn once per run, else -1. */
        final long runRate;
        /** ACKs until the run's drawn round end: 0 for the next ACK, -1 when none is left. */
        final int roundEndIn;
        /** snd_cwnd the next ACK carries. */
        public final int cwnd;
        public final Watch watch;

        State(HyConfig cfg, HyConfig twinCfg, HyState model, HyState twin, long runRate, int roundEndIn, int cwnd, Watch watch) {
            this.cfg = cfg;
            this.twinCfg = twinCfg;
            this.model = model;
            this.twin = twin;
            this.runRate = runRate;
            this.roundEndIn = roundEndIn;
            this.cwnd = cwnd;
            this.watch = watch;
        }
    }

    /** The harness of {@code invariant} on {@code variant}, {@code depth} ACKs per run. */
    public HystartHarness(Variant variant, Invariant invariant, Kind kind, int depth) {
        super("hystart", invariant, variant.name(), new Coverage(kind.corners()), depth);
        this.variant = variant;
        this.check = HystartInvariants.of(invariant);
        this.kind = kind;
        this.environment = new HystartEnvironment(variant, kind, coverage);
    }

    /** The kind's runs (one event per ACK). */
    @Override
    public String events() {
        return kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " kind";
    }

    /** A kind's HyBounds, the same for the random engine and the explorer. */
    @Override
    public pmtuverify.props.Evidence.Scope scope() {
        return pmtuverify.props.Evidence.Scope.HYSTART;
    }

    /** The kind each invariant is checked under. */
    public static Kind kindOf(Invariant inv) {
        return HystartInvariants.of(inv).kind();
    }

    public Variant variant() {
        return variant;
    }

    @Override
    public HystartHarness fork() {
        return new HystartHarness(variant, invariant, kind, depth());
    }

    @Override
    public State start(Random r) {
        HyConfig cfg = environment.drawConfig(r);
        long runRate = environment.drawRunRate(r);
        int roundEndAt = environment.drawRoundEndAt(r);
        HyConfig twinCfg = kind.bounds.twin ? cfg.withClock(0, cfg.jiffies) : null;
        return new State(cfg, twinCfg, Hystart.init(cfg).after, twinCfg == null ? null : Hystart.init(twinCfg).after, runRate,
                roundEndAt, cfg.cwnd, Watch.START);
    }

    /**
     * The monitor's state at the config line {@code cfg} of a replayed trace: what {@link #start} builds, without the
     * environment's plans (the rate and the round end it would draw).
     */
    public State initial(HyConfig cfg) {
        HyConfig twinCfg = kind.bounds.twin ? cfg.withClock(0, cfg.jiffies) : null;
        return new State(cfg, twinCfg, Hystart.init(cfg).after, twinCfg == null ? null : Hystart.init(twinCfg).after, -1, -1, cfg.cwnd,
                Watch.START);
    }

    /** An ACK of a replayed trace, {@code gap} microseconds after the previous event. */
    public static Event ack(long gap, Ack a) {
        return new Event(gap, a, null);
    }

    /** An RTO of a replayed trace, {@code gap} microseconds after the previous event. */
    public static Event loss(long gap, pmtuverify.model.hystart.Loss l) {
        return new Event(gap, null, l);
    }

    /**
     * Replays {@code events} from {@code initial} under this harness's invariant: the first violation, its trace
     * {@code lines} cut at the violating line, or null when every event keeps the invariant.
     */
    public pmtuverify.props.InvariantViolation check(State initial, List<Event> events, List<String> lines) {
        State s = initial;
        for (int i = 0; i < events.size(); i++) {
            try {
                s = apply(s, events.get(i));
            } catch (Broken b) {
                return new pmtuverify.props.InvariantViolation(invariant.id(), b.getMessage(), lines.subList(0, i + 2), i + 2);
            }
        }
        return null;
    }

    @Override
    public void checkStart(State s) {
        // every invariant speaks of ACKs; the config line alone breaks none
    }

    @Override
    public Event draw(State s, Random r) {
        return environment.draw(s, r);
    }

    @Override
    public State apply(State s, Event e) {
        HyConfig cfg = s.cfg;
        long delta = cfg.hystartAckDeltaUs;
        if (e.loss != null) {
            // an RTO: no invariant speaks of the loss itself; the ACKs after it carry the kind's post-loss cwnd
            HyStep st = Hystart.loss(cfg, s.model, e.loss);
            environment.observe(s, e, st);
            return new State(cfg, s.twinCfg, st.after, s.twin == null ? null : Hystart.loss(s.twinCfg, s.twin, e.loss).after,
                    s.runRate, s.roundEndIn, kind.bounds.lossCwnd, s.watch.tick(e.gap, delta).lost());
        }
        Ack a = e.ack;
        HyStep st = Hystart.ack(cfg, s.model, a);
        Watch w = s.watch.tick(e.gap, delta);
        HyStep tw = s.twin == null ? null
                : Hystart.ack(s.twinCfg, s.twin, Ack.of((int) w.now64, a.rttUs, a.cwnd, a.pacingRate, a.roundEnd)
                        .withCwndLimited(a.cwndLimited));
        if (st.roundReset && variant.reset == Variant.ResetSite.HYSTART_UPDATE) {
            w = w.startRound(); // 5.16 on: the reset runs before this ACK's sample is used
        }
        environment.observe(s, e, st);
        check.check(new Monitor(variant, s, w, coverage), st, tw, a, e.gap);
        w = w.sample(st, a.rttUs == 0 ? 1 : a.rttUs, delta);
        if (st.roundReset && variant.reset == Variant.ResetSite.CONG_AVOID) {
            w = w.startRound(); // up to 5.15: cong_avoid resets after this ACK's sample
        }
        if (a.roundEnd && s.model.endSeq != HyState.EndSeq.PASSED) {
            w = w.roundEnded(); // the ACK that passes end_seq; the later ones up to a reset see the same end_seq
        }
        int cwnd = s.cwnd;
        if (kind.bounds.growsCwnd && a.cwndLimited && st.after.found == 0 && C.ult(cwnd, st.after.ssthresh)) {
            cwnd++; // tcp_slow_start(tp, 1) in cong_avoid, which runs only when cwnd-limited
        }
        return new State(cfg, s.twinCfg, st.after, tw == null ? null : tw.after, s.runRate, s.roundEndIn < 0 ? -1 : s.roundEndIn - 1,
                cwnd, w);
    }

    @Override
    public String startLine(State initial) {
        return initial.cfg.toJson();
    }

    @Override
    public String eventLine(Event e) {
        return e.loss != null ? e.loss.toJson() : e.ack.toJson();
    }

    // ---------------------------------------------------------------- state matching

    @Override
    public int keyWords() {
        return 24;
    }

    /**
     * The key: everything of a state that a later {@link #draw} or {@link #apply} reads, so equal keys have
     * equal futures. It holds the drawn config (HZ, clock_us, jiffies, epoch_start, pacing; the rest of the
     * config is fixed by the variant and the kind, the same in every state of this harness), the run's drawn
     * rate, the ACKs left until its drawn round end and the cwnd the next ACK carries (what {@link #draw}
     * reads besides the clock), every field of the model's state (hystart_update, bictcp_acked and the
     * derived tcp_jiffies32 read them all; end_seq decides the next round end), and the twin run's fields that
     * can differ from the model's: delay_min, found, curr_rtt, sample_cnt, end_seq, round_start, last_ack and ssthresh (its clock is the model's
     * minus clock_us, and its jiffies, epoch_start, cwnd and rate follow the same ACKs as the model's).
     * Of the monitor it holds {@code now64} (the ACK's u32 time, the clock-wrap corners and the
     * first-ACK test read it), the times since last_ack, round_start, the previous hystart_update ACK and
     * the last ACK that passed end_seq and the last RTO (the predicates read only these differences), the two spacing
     * flags and the three minima.
     *
     * <p>It holds no ACK index: no draw and no predicate reads one (the drawn round end is counted down in
     * the state, and "first ACK" is {@code now64 == 0}, every gap being positive); the kind's ACK count is
     * the explorer's depth bound, which it counts in events.
     */
    @Override
    public void key(State s, long[] w, int o) {
        HyConfig c = s.cfg;
        HyState m = s.model;
        HyState t = s.twin;
        Watch x = s.watch;
        w[o] = pack(c.hz, c.clockUs);
        w[o + 1] = pack(c.jiffies, c.epochStart);
        w[o + 2] = pack(((c.pacing ? 1 : 0) << 16) | ((s.roundEndIn + 1) & 0xFFFF), s.cwnd);
        w[o + 3] = s.runRate;
        w[o + 4] = pack(m.delayMin, m.epochStart);
        w[o + 5] = pack(m.sampleCnt, m.found);
        w[o + 6] = pack(m.roundStart, m.lastAck);
        w[o + 7] = pack(m.currRtt, m.cwnd);
        w[o + 8] = pack(m.ssthresh, m.nowUs);
        w[o + 9] = pack(m.jiffies, m.endSeq.ordinal());
        w[o + 10] = m.pacingRate;
        w[o + 11] = m.elapsedUs;
        w[o + 12] = t == null ? 0 : pack(t.delayMin, t.found);
        w[o + 13] = t == null ? 0 : pack(t.currRtt, t.sampleCnt | t.endSeq.ordinal() << 8);
        w[o + 14] = t == null ? 0 : pack(t.roundStart, t.lastAck);
        w[o + 15] = pack(t == null ? 0 : t.ssthresh, ((x.intact ? 1 : 0) << 1) | (x.appIntact ? 1 : 0));
        w[o + 16] = x.now64;
        w[o + 17] = x.now64 - x.lastAck64;
        w[o + 18] = x.now64 - x.roundStart64;
        w[o + 19] = x.now64 - x.prevHy64;
        w[o + 20] = x.now64 - x.appRoundStart64;
        w[o + 21] = pack((int) x.trueMin, (int) x.roundMin); // raw samples are -1..INT_MAX
        w[o + 22] = x.trueMinAtRoundStart;
        w[o + 23] = x.lossAt64 < 0 ? -1 : x.now64 - x.lossAt64;
    }
}
