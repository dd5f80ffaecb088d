package pmtuverify.model.hystart;

import pmtuverify.model.c.C;

/**
 * CUBIC HyStart, net/ipv4/tcp_cubic.c from the millisecond clock of v5.4 through the Dec 2019 series to v6.18 (see
 * {@link Variant} for the patches and the rule each one changed; {@link Variant.ClockRule} for the two clocks), with C
 * integer semantics. Each method is named after the kernel function it models and works on
 * a mutable copy of {@code struct bictcp} ({@link Ca}) the way the C code works on {@code inet_csk_ca(sk)};
 * {@link #init} and {@link #ack} are the immutable-state entry points.
 *
 * <p>Order inside one ACK follows tcp_ack() in net/ipv4/tcp_input.c: tcp_clean_rtx_queue() calls
 * {@code icsk_ca_ops->pkts_acked} (bictcp_acked) with {@code sample.rtt_us = sack->rate->rtt_us}, and only later
 * tcp_cong_control() calls {@code cong_avoid} (bictcp_cong_avoid), which up to 5.15 starts the next round with
 * {@code if (hystart && after(ack, ca->end_seq)) bictcp_hystart_reset(sk)} while {@code tcp_in_slow_start(tp)}, after
 * returning early when {@code !tcp_is_cwnd_limited(sk)}; from 5.16 (4e1fddc98d25) the reset is the first statement of
 * hystart_update instead (net/ipv4/tcp_cubic.c@v6.18 has it there, followed by the low-window gate of 25c1a9ca53db).
 *
 * <p>Simplifications: {@code hystart} (module parameter) is 1; the statistics counters (NET_INC_STATS /
 * NET_ADD_STATS) and pr_debug are not modelled; CUBIC's congestion-avoidance growth (bictcp_update's cnt) is not run,
 * only the time it computes from delay_min ({@link #bictcpUpdateT}); tcp_slow_start's cwnd growth is the trace's
 * business (each ACK states {@code snd_cwnd}); cubictcp_state(TCP_CA_Loss) is {@link #loss}; a change of
 * {@code sk_pacing_status} at run time is a new config ({@link HyConfig#withPacing}).
 */
public final class Hystart {
    private Hystart() {}

    public static final int HYSTART_ACK_TRAIN = 0x1;
    public static final int HYSTART_DELAY = 0x2;
    public static final int HYSTART_MIN_SAMPLES = 8;
    /** HYSTART_DELAY_MIN, {@code (4000U)} since 3/5. */
    public static final int HYSTART_DELAY_MIN = 4000;
    /** HYSTART_DELAY_MAX, {@code (16000U)} since 3/5. */
    public static final int HYSTART_DELAY_MAX = 16000;
    /** HYSTART_DELAY_MIN up to v5.5: {@code (4U<<3)}, 4 ms in ms &lt;&lt; 3. */
    public static final int HYSTART_DELAY_MIN_MS8 = 4 << 3;
    /** HYSTART_DELAY_MAX up to v5.5: {@code (16U<<3)}. */
    public static final int HYSTART_DELAY_MAX_MS8 = 16 << 3;
    /** BICTCP_BETA_SCALE and the module's default beta (717/1024). */
    public static final int BICTCP_BETA_SCALE = 1024;
    public static final int BETA = 717;
    /** GSO_MAX_SIZE (include/linux/netdevice.h, 65536 in 2019). */
    public static final long GSO_MAX_SIZE = 65536L;
    public static final long USEC_PER_SEC = 1_000_000L;
    public static final long USEC_PER_MSEC = 1000L;

    /** The mutable working copy of the HyStart fields of {@code struct bictcp} plus the tcp_sock fields touched. */
    static final class Ca {
        int delayMin;
        int epochStart;
        int sampleCnt;
        int found;
        int roundStart;
        int lastAck;
        int currRtt;
        int cwnd;
        int ssthresh;
        int nowUs;
        int jiffies;
        long pacingRate;
        long elapsedUs;
        /** bictcp_clock() as the event gave it (millisecond clock), or null to derive it. */
        Integer clockMs;
        HyState.EndSeq endSeq;
        // what the step did
        boolean trainClose;
        long threshold = -1;
        long cushion;
        boolean trainFired;
        boolean delayFired;
        boolean hystartUpdate;
        boolean roundReset;

        Ca(HyState s) {
            delayMin = s.delayMin;
            epochStart = s.epochStart;
            sampleCnt = s.sampleCnt;
            found = s.found;
            roundStart = s.roundStart;
            lastAck = s.lastAck;
            currRtt = s.currRtt;
            cwnd = s.cwnd;
            ssthresh = s.ssthresh;
            nowUs = s.nowUs;
            jiffies = s.jiffies;
            pacingRate = s.pacingRate;
            elapsedUs = s.elapsedUs;
            endSeq = s.endSeq;
        }

        HyState freeze() {
            return new HyState(delayMin, epochStart, sampleCnt, found, roundStart, lastAck, currRtt, cwnd, ssthresh,
                    nowUs, jiffies, pacingRate, elapsedUs, endSeq);
        }
    }

    /**
     * cubictcp_init (bictcp_init in 2019; net/ipv4/tcp_cubic.c, every version modelled): bictcp_reset zeroes the
     * struct, then {@code if (hystart) bictcp_hystart_reset(sk)}. tcp_init_transfer calls it once the handshake is
     * done, with nothing in flight, so the reset's {@code end_seq = tp->snd_nxt} is snd_una itself
     * ({@link HyState.EndSeq#AT_SND_UNA}): the first ACK of data ends a round. {@code epoch_start} is then set from the
     * config (see {@link HyConfig}).
     */
    public static HyStep init(HyConfig cfg) {
        HyState zero = new HyState(0, 0, 0, 0, 0, 0, 0, cfg.cwnd, cfg.ssthresh, cfg.clockUs, cfg.jiffies,
                cfg.pacingRate, 0L, HyState.EndSeq.AHEAD);
        Ca ca = new Ca(zero);
        bictcpHystartReset(cfg, ca);
        ca.endSeq = HyState.EndSeq.AT_SND_UNA;
        ca.epochStart = cfg.epochStart;
        return new HyStep(zero, ca.freeze(), HyStep.Sample.NONE, -1, 0, false, false, -1, false, false, true, false);
    }

    /**
     * Why ACK {@code a} cannot follow state {@code s} in a kernel run, or null when it can: its {@code round_end} (whether
     * {@code after(tp->snd_una, ca->end_seq)} holds on it) must be true once snd_una has passed end_seq without a reset
     * since, and on the first ACK after cubictcp_init that carries an RTT sample (such an ACK acknowledged data, and
     * end_seq is snd_una). An ACK without an RTT sample may be one that acknowledges nothing new (a duplicate ACK): it
     * leaves snd_una, and so a fresh end_seq, where they were.
     */
    public static String roundEndContradiction(HyState s, Ack a) {
        if (a.roundEnd) {
            return null;
        }
        if (s.endSeq == HyState.EndSeq.PASSED) {
            return "snd_una passed end_seq on an earlier ACK and no bictcp_hystart_reset ran since, so "
                    + "after(snd_una, end_seq) is still true";
        }
        if (s.endSeq == HyState.EndSeq.AT_SND_UNA && a.rttUs >= 0) {
            return "cubictcp_init left end_seq = snd_nxt = snd_una, and an ACK with an RTT sample acknowledged data "
                    + "beyond it, so after(snd_una, end_seq) is true";
        }
        return null;
    }

    /**
     * One ACK: bictcp_acked, then the round reset of bictcp_cong_avoid. {@code after(tp->snd_una, ca->end_seq)} is read
     * from the state: true once end_seq was passed ({@link HyState.EndSeq#PASSED}, whatever {@code a.roundEnd} says),
     * else {@code a.roundEnd} (the ACK passes end_seq now). {@link #roundEndContradiction} names the ACKs whose
     * {@code roundEnd} a kernel run cannot have.
     */
    public static HyStep ack(HyConfig cfg, HyState s, Ack a) {
        Ca ca = new Ca(s);
        boolean roundEnd = s.endSeq == HyState.EndSeq.PASSED || a.roundEnd;
        if (roundEnd) {
            ca.endSeq = HyState.EndSeq.PASSED;
        }
        int elapsed = a.at - s.nowUs;
        ca.elapsedUs = s.elapsedUs + C.u32(elapsed);
        ca.nowUs = a.at;
        ca.jiffies = a.jiffies != null ? a.jiffies.intValue() : derivedJiffies(cfg, ca.elapsedUs);
        ca.clockMs = a.clockMs;
        ca.cwnd = a.cwnd;
        ca.pacingRate = a.pacingRate;
        boolean ssBefore = a.inSlowStart != null ? a.inSlowStart.booleanValue() : C.ult(ca.cwnd, ca.ssthresh);
        int ssthreshBefore = ca.ssthresh;

        long delay = bictcpAcked(cfg, ca, a.rttUs, ssBefore);
        HyStep.Sample fate = delay == -1 ? HyStep.Sample.NO_RTT : delay == -2 ? HyStep.Sample.EPOCH_DISCARD
                : HyStep.Sample.USED;

        if (cfg.variant.reset == Variant.ResetSite.CONG_AVOID) {
            // cubictcp_cong_avoid: if (!tcp_is_cwnd_limited(sk)) return; then tcp_in_slow_start() is read again,
            // and hystart_update may just have set ssthresh = cwnd.
            boolean ssNow = ca.ssthresh == ssthreshBefore ? ssBefore : C.ult(ca.cwnd, ca.ssthresh);
            // if (hystart && after(ack, ca->end_seq)) bictcp_hystart_reset(sk); (ack: snd_una after this ACK)
            if (ca.endSeq == HyState.EndSeq.PASSED && a.cwndLimited && ssNow) {
                bictcpHystartReset(cfg, ca);
                ca.roundReset = true;
            }
        }
        return new HyStep(s, ca.freeze(), fate, delay < 0 ? -1 : delay, ca.cushion, ca.hystartUpdate, ca.trainClose,
                ca.threshold, ca.trainFired, ca.delayFired, ca.roundReset, roundEnd);
    }

    /** tcp_jiffies32 of an event without one: the config's plus the whole ticks in the microseconds elapsed since it. */
    static int derivedJiffies(HyConfig cfg, long elapsedUs) {
        long ticks = elapsedUs / USEC_PER_SEC * cfg.hz + elapsedUs % USEC_PER_SEC * cfg.hz / USEC_PER_SEC;
        return cfg.jiffies + (int) ticks;
    }

    /**
     * HyStart's clock. Since 3/5 bictcp_clock_us(): {@code return tcp_sk(sk)->tcp_mstamp;} truncated to u32. Up to v5.5
     * bictcp_clock(), in ms: {@code #if HZ < 1000 return ktime_to_ms(ktime_get_real()); #else return
     * jiffies_to_msecs(jiffies); #endif} (jiffies_to_msecs is the identity at HZ 1000).
     *
     * <p>Simplification for HZ &lt; 1000: CLOCK_REALTIME in ms is taken as the trace's microsecond clock (the config's
     * {@code clock_us} as a u32, plus the microseconds elapsed since) divided by 1000, as a u32: the kernel's wall clock
     * differs from tcp_mstamp's monotonic clock by an offset whose sub-millisecond part moves every millisecond
     * boundary; the model takes that part as 0.
     */
    static int bictcpClock(HyConfig cfg, Ca ca) {
        if (!cfg.variant.msClock()) {
            return ca.nowUs;
        }
        if (ca.clockMs != null) {
            return ca.clockMs.intValue();
        }
        if (cfg.hz >= 1000) {
            return ca.jiffies; // jiffies_to_msecs(jiffies) at HZ 1000 (the model's jiffies are tcp_jiffies32)
        }
        return (int) ((C.u32(cfg.clockUs) + ca.elapsedUs) / USEC_PER_MSEC);
    }

    /**
     * HyStart's clock as an unbounded 64-bit value {@code elapsedUs} microseconds after the config line, for a trace
     * whose events give no jiffies: {@link #bictcpClock} is its low 32 bits there. Used to judge the clock's u32 tests
     * against unbounded time.
     */
    public static long clock64(HyConfig cfg, long elapsedUs) {
        if (!cfg.variant.msClock()) {
            return C.u32(cfg.clockUs) + elapsedUs;
        }
        if (cfg.hz >= 1000) {
            return C.u32(cfg.jiffies) + elapsedUs / USEC_PER_SEC * cfg.hz + elapsedUs % USEC_PER_SEC * cfg.hz / USEC_PER_SEC;
        }
        return (C.u32(cfg.clockUs) + elapsedUs) / USEC_PER_MSEC;
    }

    /**
     * The ACK-train spacing in the clock's unit: the module parameter hystart_ack_delta_us since 3/5; up to v5.5
     * hystart_ack_delta, in ms (default 2, as hystart_ack_delta_us's 2000), read here as hystart_ack_delta_us / 1000.
     */
    public static int ackDelta(HyConfig cfg) {
        return cfg.variant.msClock() ? cfg.hystartAckDeltaUs / (int) USEC_PER_MSEC : cfg.hystartAckDeltaUs;
    }

    /**
     * bictcp_hystart_reset() (net/ipv4/tcp_cubic.c, the same from v4.5 to v6.18 but for curr_rtt's reset value):
     * {@code ca->round_start = ca->last_ack = bictcp_clock_us(sk); ca->end_seq = tp->snd_nxt; ca->curr_rtt = ~0U;
     * ca->sample_cnt = 0;} (up to v5.5: {@code bictcp_clock()} and {@code ca->curr_rtt = 0}). end_seq is held as where
     * it stands against snd_una: snd_nxt is at or ahead of snd_una ({@link HyState.EndSeq#AHEAD}).
     */
    static void bictcpHystartReset(HyConfig cfg, Ca ca) {
        ca.roundStart = ca.lastAck = bictcpClock(cfg, ca);
        ca.endSeq = HyState.EndSeq.AHEAD;
        ca.currRtt = currRttReset(cfg.variant);
        ca.sampleCnt = 0;
    }

    /** curr_rtt after bictcp_hystart_reset: {@code ~0U} since 2/5, {@code 0} before ("no sample yet" either way). */
    static int currRttReset(Variant v) {
        return v.msClock() ? 0 : ~0;
    }

    /**
     * cubictcp_state(sk, TCP_CA_Loss) (bictcp_state up to v5.5; the same code in every version modelled):
     * {@code bictcp_reset(inet_csk_ca(sk)); bictcp_hystart_reset(sk);}, called by tcp_set_ca_state from tcp_enter_loss
     * (net/ipv4/tcp_input.c) when the retransmission timer fires. Before it, tcp_enter_loss sets {@code tp->snd_ssthresh
     * = icsk->icsk_ca_ops->ssthresh(sk)} (cubictcp_recalc_ssthresh, {@link #recalcSsthresh}) when
     * {@code l.recalcSsthresh} (its "not yet reduced in this window" test, an input), then {@code snd_cwnd =
     * tcp_packets_in_flight(tp) + 1} ({@code l.cwnd}, an input). bictcp_reset zeroes delay_min, epoch_start and found
     * (and the cubic fields the model does not hold), so HyStart is armed again for the slow start that follows; the
     * reset starts a round at the timer's tcp_mstamp ({@code l.at}), with end_seq = snd_nxt. Simplification:
     * cubictcp_recalc_ssthresh reads snd_cwnd when the timer fires; without {@code l.priorCwnd} (tp->prior_cwnd,
     * which tcp_enter_loss saves from that same snd_cwnd) the model has the last ACK's (as pkts_acked saw it, before
     * that ACK's tcp_slow_start), so after a growing ACK its ssthresh is lower than the kernel's.
     */
    public static HyStep loss(HyConfig cfg, HyState s, Loss l) {
        Ca ca = new Ca(s);
        ca.elapsedUs = s.elapsedUs + C.u32(l.at - s.nowUs);
        ca.nowUs = l.at;
        ca.jiffies = l.jiffies != null ? l.jiffies.intValue() : derivedJiffies(cfg, ca.elapsedUs);
        if (l.recalcSsthresh) {
            ca.ssthresh = recalcSsthresh(l.priorCwnd != null ? l.priorCwnd.intValue() : s.cwnd);
        }
        ca.cwnd = l.cwnd;
        // bictcp_reset(ca)
        ca.delayMin = 0;
        ca.epochStart = 0;
        ca.found = 0;
        bictcpHystartReset(cfg, ca);
        ca.roundReset = true;
        return new HyStep(s, ca.freeze(), HyStep.Sample.NONE, -1, 0, false, false, -1, false, false, true, false);
    }

    /**
     * cubictcp_recalc_ssthresh() (bictcp_recalc_ssthresh up to v5.5): {@code return max((snd_cwnd * beta) /
     * BICTCP_BETA_SCALE, 2U);} in u32 (the product wraps above 5,990,134 segments), with the module's default beta.
     * Its other statements (epoch_start = 0, last_max_cwnd) touch state the model holds only as epoch_start, which the
     * loss's bictcp_reset zeroes anyway.
     */
    public static int recalcSsthresh(int cwnd) {
        long v = ((C.u32(cwnd) * BETA) & 0xFFFF_FFFFL) / BICTCP_BETA_SCALE;
        return (int) Math.max(v, 2L);
    }

    /**
     * hystart_ack_delay() of the refactor (the same expression 4/5 wrote inline in bictcp_acked):
     * {@code rate ? min_t(u64, USEC_PER_MSEC, div64_ul((u64)GSO_MAX_SIZE * 4 * USEC_PER_SEC, rate)) : 0}, returned as u32.
     * {@code rate} is the unsigned long sk_pacing_rate; the product 262,144,000,000 is a u64 constant.
     */
    public static int hystartAckDelay(long rate) {
        return hystartAckDelay(rate, GSO_MAX_SIZE);
    }

    /**
     * hystart_ack_delay() with the size as a parameter: GSO_MAX_SIZE up to 5.18, {@code (u64)sk->sk_gso_max_size} (an
     * unsigned int, so the product stays below 2^64) since. Returns u32.
     */
    public static int hystartAckDelay(long rate, long size) {
        if (rate == 0) {
            return 0;
        }
        return C.trunc32(C.uminU64(USEC_PER_MSEC, C.udiv64(size * 4 * USEC_PER_SEC, rate)));
    }

    /** HYSTART_DELAY_THRESH(x): {@code clamp(x, HYSTART_DELAY_MIN, HYSTART_DELAY_MAX)} on u32 (since 3/5, in us). */
    public static int hystartDelayThresh(int x) {
        return clampU32(x, HYSTART_DELAY_MIN, HYSTART_DELAY_MAX);
    }

    /** HYSTART_DELAY_THRESH(x) of the variant: in us since 3/5, in ms &lt;&lt; 3 ({@code (4U<<3)..(16U<<3)}) before. */
    public static int hystartDelayThresh(Variant v, int x) {
        return v.msClock() ? clampU32(x, HYSTART_DELAY_MIN_MS8, HYSTART_DELAY_MAX_MS8) : hystartDelayThresh(x);
    }

    private static int clampU32(int x, int lo, int hi) {
        if (C.ult(x, lo)) {
            return lo;
        }
        return C.ugt(x, hi) ? hi : x;
    }

    /**
     * The delay bictcp_acked derives from {@code sample->rtt_us} (s32, not negative here): the sample itself since 3/5;
     * up to v5.5 {@code (sample->rtt_us << 3) / USEC_PER_MSEC}, ms &lt;&lt; 3 truncated (the int shift wraps as gcc does
     * from 2^28 us, USEC_PER_MSEC is {@code 1000L}, and the long quotient is stored into the u32). 0 becomes 1 after.
     */
    public static int sampleDelay(Variant v, int rttUs) {
        if (!v.msClock()) {
            return rttUs;
        }
        return C.trunc32((long) (rttUs << 3) / USEC_PER_MSEC);
    }

    /** A delay field (delay_min, curr_rtt) of the variant in microseconds: itself, or ms &lt;&lt; 3 times 125. */
    public static long delayUs(Variant v, int field) {
        return v.msClock() ? C.u32(field) * 125L : C.u32(field);
    }

    /** A time of the variant's HyStart clock (a threshold, a clock difference) in microseconds. */
    public static long clockUs(Variant v, long ticks) {
        return v.msClock() ? ticks * USEC_PER_MSEC : ticks;
    }

    /**
     * bictcp_acked() (cubictcp_acked after the 2020 rename). Returns the u32 {@code delay} it ended with, -1 for
     * {@code rtt_us < 0}, -2 for a sample discarded after an epoch start.
     */
    static long bictcpAcked(HyConfig cfg, Ca ca, int rttUs, boolean inSlowStart) {
        /* Some calls are for duplicates without timestamps */
        if (rttUs < 0) {
            return -1;
        }
        /* Discard delay samples right after fast recovery */
        if (ca.epochStart != 0 && ca.jiffies - ca.epochStart < cfg.hz) {
            return -2;
        }
        int delay = sampleDelay(cfg.variant, rttUs);
        if (delay == 0) {
            delay = 1;
        }
        /* first time call or link delay decreases */
        if (cfg.variant.cushion == Variant.CushionRule.IN_DELAY_MIN) {
            if (ca.delayMin == 0 || C.ugt(ca.delayMin, delay)) {
                long rate = ca.pacingRate;
                if (rate != 0) {
                    long c = C.u32(hystartAckDelay(rate, cfg.cushionSize())); // the same min_t(u64, ...) inline
                    ca.cushion = c;
                    delay = C.trunc32(C.u32(delay) + c); // u32 += u64, truncated on store
                }
                if (ca.delayMin == 0 || C.ugt(ca.delayMin, delay)) {
                    ca.delayMin = delay;
                }
            }
        } else if (ca.delayMin == 0 || C.ugt(ca.delayMin, delay)) {
            ca.delayMin = delay;
        }
        /* hystart triggers when cwnd is larger than some threshold */
        // snd_cwnd (u32) >= hystart_low_window (int): an unsigned compare. Since 25c1a9ca53db it sits in hystart_update.
        boolean gateHere = cfg.variant.lowWindow == Variant.LowWindowGate.IN_ACKED;
        // since 1/5 !ca->found here; up to v5.5 "if (ca->found & hystart_detect) return;" opens hystart_update, before
        // anything there reads or writes state (the 4.19 stable reset of 4e1fddc98d25 comes after it). found's bits
        // are set only by the detections hystart_detect enables, and hystart_detect is fixed for a trace (the module
        // parameter is writable at run time in the kernel; not modelled), so found & hystart_detect is found itself.
        boolean foundGate = ca.found == 0;
        if (foundGate && inSlowStart && (!gateHere || C.uge(ca.cwnd, cfg.hystartLowWindow))) {
            hystartUpdate(cfg, ca, delay);
        }
        return C.u32(delay);
    }

    /**
     * hystart_update() with the variant's round reset site, low-window gate, ACK-train threshold and curr_rtt rule.
     * {@code Ca.hystartUpdate} records that the detection body ran (past the 6.14 low-window return).
     */
    static void hystartUpdate(HyConfig cfg, Ca ca, int delay) {
        boolean ms = cfg.variant.msClock();
        if (cfg.variant.reset == Variant.ResetSite.HYSTART_UPDATE && ca.endSeq == HyState.EndSeq.PASSED) {
            // if (after(tp->snd_una, ca->end_seq)) bictcp_hystart_reset(sk);
            bictcpHystartReset(cfg, ca);
            ca.roundReset = true;
        }
        if (cfg.variant.lowWindow == Variant.LowWindowGate.IN_HYSTART_UPDATE && C.ult(ca.cwnd, cfg.hystartLowWindow)) {
            return; // if (tcp_snd_cwnd(tp) < hystart_low_window) return;
        }
        ca.hystartUpdate = true;
        if ((cfg.hystartDetect & HYSTART_ACK_TRAIN) != 0) {
            int now = bictcpClock(cfg, ca);
            int ackDelta = ackDelta(cfg);
            /* first detection parameter - ack-train detection */
            if (now - ca.lastAck <= ackDelta) { // (s32) vs int: signed
                ca.trainClose = true;
                ca.lastAck = now;
                int threshold;
                if (ms) {
                    threshold = ca.delayMin >>> 4; // ca->delay_min >> 4: half the minimum, in ms
                } else if (cfg.variant.cushion == Variant.CushionRule.IN_TRAIN_THRESHOLD) {
                    int c = hystartAckDelay(ca.pacingRate, cfg.cushionSize());
                    ca.cushion = C.u32(c);
                    threshold = ca.delayMin + c; // u32 + u32
                } else {
                    threshold = ca.delayMin;
                }
                if (!ms && (cfg.variant.halving == Variant.HalvingRule.ALWAYS || !cfg.pacing)) {
                    threshold = threshold >>> 1;
                }
                ca.threshold = C.u32(threshold);
                // (s32)(now - ca->round_start) > threshold: s32 converted to u32, an UNSIGNED compare
                if (C.ugt(now - ca.roundStart, threshold)) {
                    // found |= HYSTART_ACK_TRAIN up to v5.5, found = 1 since 1/5: the same value, found being 0 here
                    // (the gates return on found & hystart_detect, resp. found, and found's bits are hystart_detect's)
                    ca.found |= HYSTART_ACK_TRAIN;
                    ca.trainFired = true;
                    ca.ssthresh = ca.cwnd;
                }
            }
        }
        if ((cfg.hystartDetect & HYSTART_DELAY) != 0) {
            /* obtain the minimum delay of more than sampling packets */
            boolean everySample = cfg.variant.currRtt == Variant.CurrRttRule.EVERY_SAMPLE;
            if (everySample && C.ugt(ca.currRtt, delay)) {
                ca.currRtt = delay; // b344579ca847: every sample of the round may lower curr_rtt
            }
            if (ca.sampleCnt < HYSTART_MIN_SAMPLES) {
                // up to v5.5 (and in its stable trees after b344579ca847, which left this test in place):
                // if (ca->curr_rtt == 0 || ca->curr_rtt > delay); since 3/5 "if (ca->curr_rtt > delay)", which
                // b344579ca847 removed. Kept here for every variant: testing curr_rtt == ~0U too changes nothing
                // (~0U > delay but for delay ~0U), and after the every-sample test above curr_rtt <= delay already.
                if (ca.currRtt == currRttReset(cfg.variant) || C.ugt(ca.currRtt, delay)) {
                    ca.currRtt = delay;
                }
                ca.sampleCnt++;
            } else {
                if (C.ugt(ca.currRtt, ca.delayMin + hystartDelayThresh(cfg.variant, ca.delayMin >>> 3))) {
                    ca.found = ms ? ca.found | HYSTART_DELAY : 1;
                    ca.delayFired = true;
                    ca.ssthresh = ca.cwnd;
                }
            }
        }
    }

    /**
     * usecs_to_jiffies() for a non-constant u32 (include/linux/jiffies.h): {@code (u + USEC_PER_SEC/HZ - 1) /
     * (USEC_PER_SEC/HZ)} in unsigned long when HZ divides 1e6 (HZ 100, 250, 1000); the {@code u > jiffies_to_usecs(
     * MAX_JIFFY_OFFSET)} cap never applies to a u32 on 64-bit. For HZ 300 the kernel uses the generated
     * USEC_TO_HZ_MUL32/ADJ32/SHR32 constants, which this model replaces by the exact ceiling {@code ceil(u * 300 / 1e6)}
     * (a simplification: the constants were not checked here).
     */
    public static long usecsToJiffies(int u, int hz) {
        long uu = C.u32(u);
        if (USEC_PER_SEC % hz == 0) {
            long per = USEC_PER_SEC / hz;
            return (uu + per - 1) / per;
        }
        return (uu * hz + USEC_PER_SEC - 1) / USEC_PER_SEC;
    }

    /**
     * The time bictcp_update() feeds the cubic function, before its unit change: {@code t = (s32)(tcp_jiffies32 -
     * ca->epoch_start); t += usecs_to_jiffies(ca->delay_min);} with {@code u64 t} (so a negative s32 sign-extends).
     * This is delay_min's other user: one minimum RTT ahead on the cubic curve.
     */
    public static long bictcpUpdateT(int tcpJiffies32, int epochStart, int delayMin, int hz) {
        long t = (long) (tcpJiffies32 - epochStart);
        t += usecsToJiffies(delayMin, hz);
        return t;
    }

    /**
     * bictcpUpdateT of the variant: up to v5.5 {@code t += msecs_to_jiffies(ca->delay_min >> 3);} (delay_min in
     * ms &lt;&lt; 3), since 3/5 {@link #bictcpUpdateT(int, int, int, int)}.
     */
    public static long bictcpUpdateT(Variant v, int tcpJiffies32, int epochStart, int delayMin, int hz) {
        if (!v.msClock()) {
            return bictcpUpdateT(tcpJiffies32, epochStart, delayMin, hz);
        }
        return (long) (tcpJiffies32 - epochStart) + msecsToJiffies(delayMin >>> 3, hz);
    }

    /**
     * msecs_to_jiffies() for a non-constant u32 below 2^31 (include/linux/jiffies.h, _msecs_to_jiffies): {@code (m +
     * (MSEC_PER_SEC / HZ) - 1) / (MSEC_PER_SEC / HZ)} when HZ divides 1000; for HZ 300 the exact ceiling of
     * {@code m * 300 / 1000} stands for the generated MSEC_TO_HZ constants (the same simplification as
     * {@link #usecsToJiffies}).
     */
    public static long msecsToJiffies(int m, int hz) {
        // ceil(m * HZ / 1000): equal to (m + 1000/HZ - 1) / (1000/HZ) whenever HZ divides 1000 (m * HZ < 2^42)
        return (C.u32(m) * hz + 999) / 1000;
    }
}
