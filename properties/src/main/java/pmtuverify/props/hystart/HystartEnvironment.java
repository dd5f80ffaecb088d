package pmtuverify.props.hystart;

import java.util.Random;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Loss;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.Coverage;

/**
 * The environment of a HyStart run of one {@link Kind}: draws the config line and every ACK from the
 * kind's {@link HyBounds} (nextInt/nextBoolean only), and counts the kind's corners that an ACK reached.
 * It knows no invariant.
 */
final class HystartEnvironment {
    private final Variant variant;
    private final Kind kind;
    private final HyBounds bounds;
    private final Coverage coverage;

    HystartEnvironment(Variant variant, Kind kind, Coverage coverage) {
        this.variant = variant;
        this.kind = kind;
        this.bounds = kind.bounds;
        this.coverage = coverage;
    }

    /** The config line: HZ, epoch_start, the clock and the pacing flag, in that order of draws. */
    HyConfig drawConfig(Random r) {
        HyConfig c = HyConfig.defaults(variant).withCwnd(bounds.cwnd);
        int hz = (int) bounds.hz.draw(r, c.hz);
        if (hz == 100) {
            coverage.hit("HZ 100");
        }
        int epoch = (int) bounds.epochStart.draw(r, hz);
        int clock = (int) bounds.clockUs.draw(r, c.clockUs);
        boolean pacing = bounds.pacing.draw(r, c.pacing ? 1 : 0) != 0;
        if (pacing && kind == Kind.TRAIN_EXIT) {
            coverage.hit("pacing");
        }
        return c.withHz(hz).withClock(clock, bounds.jiffies).withEpochStart(epoch).withPacing(pacing)
                .withPacingRate(bounds.pacingRate);
    }

    /** The rate of every ACK, when the kind draws it once per run. */
    long drawRunRate(Random r) {
        return bounds.runRate.draw(r, -1L);
    }

    /** The index of the run's one round-end ACK, when the kind draws it once per run; -1: none. */
    int drawRoundEndAt(Random r) {
        return (int) bounds.roundEndAt.draw(r, -1L);
    }

    /**
     * The next ACK: its gap, rtt_us, rate, round end and tcp_is_cwnd_limited, in that order of draws. Every ACK of a
     * run acknowledges data, so the round end is drawn only where the model's state leaves it free: it is true without
     * a draw once snd_una passed end_seq with no reset since, and on the first ACK after cubictcp_init
     * ({@link pmtuverify.model.hystart.HyState#roundEndForced}).
     */
    HystartHarness.Event draw(HystartHarness.State s, Random r) {
        long gap = bounds.gap.draw(r, 0L);
        if (bounds.loss.draw(r, 0L) != 0) {
            // the retransmission timer: snd_cwnd = tcp_packets_in_flight + 1 = 1 after a whole-window loss
            int at = s.cfg.clockUs + (int) (s.watch.now64 + gap);
            return new HystartHarness.Event(gap, null, new Loss(at, 1, true, null));
        }
        int rtt = (int) bounds.rtt.draw(r, 0L);
        long rate = bounds.rate.draw(r, s.runRate);
        boolean roundEnd = s.model.roundEndForced() || bounds.roundEnd.draw(r, gap, s.roundEndIn == 0);
        boolean limited = bounds.cwndLimited.draw(r, 1L) != 0;
        int at = s.cfg.clockUs + (int) (s.watch.now64 + gap);
        Ack ack = Ack.of(at, rtt, s.cwnd, rate, roundEnd).withCwndLimited(limited);
        if (variant.msClock()) {
            // the millisecond clock from the unbounded time: the u32 microsecond clock loses gaps of 2^32 us and more
            ack = ack.withClockMs((int) Hystart.clock64(s.cfg, s.watch.now64 + gap));
        }
        return new HystartHarness.Event(gap, ack, null);
    }

    /** Counts the corners of the kind that the ACK {@code e} after state {@code s} reached ({@code st}: the model's step). */
    void observe(HystartHarness.State s, HystartHarness.Event e, HyStep st) {
        switch (kind) {
            case CUSHION:
                cushionCorners(st, e.ack);
                break;
            case DELAY_MIN:
                delayMinCorners(st);
                break;
            case LOSS:
                if (e.loss != null) {
                    coverage.hit("loss");
                    if (s.model.found != 0) {
                        coverage.hit("loss after an exit");
                    }
                }
                break;
            case CLOCK_WRAP:
            case CLOCK_IDLE:
                clockCorners(s, st, e.gap);
                break;
            default:
                break; // the other kinds have one invariant each, which counts its own corners
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

    private void clockCorners(HystartHarness.State s, HyStep st, long gap) {
        if (kind == Kind.CLOCK_WRAP) {
            long now = C.u32(s.cfg.clockUs) + s.watch.now64 + gap; // the 64-bit clock after this ACK
            if (now >= 4294967296L && now - gap < 4294967296L) {
                coverage.hit("u32 wrap crossed");
            }
            long b = 2147483648L;
            if (now >= b && now - gap < b) {
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
}
