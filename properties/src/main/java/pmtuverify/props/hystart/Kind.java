package pmtuverify.props.hystart;

/** What a HyStart run draws: its {@link HyBounds} and the corners counted on it, in report order. */
public enum Kind {
    /** Two ACKs: rtt_us and the rate from corner tables; pacing drawn. */
    CUSHION(HyBounds.CUSHION, "rate 0", "rate ~0UL", "rate >= 2^63", "cushion 1000", "cushion 1..999", "cushion applied",
            "rtt_us INT_MAX", "rtt_us < 0"),
    /** HZ 100/250/1000, epoch_start 0/recent/old, four ACKs of rtt_us {-1, 20, 9500, 30000} and rates {0, 262144000, ~0UL}. */
    DELAY_MIN(HyBounds.DELAY_MIN, "epoch discard", "rtt_us < 0", "delay_min lowered", "cushion applied", "HZ 100",
            "t differs by a jiffy"),
    /** Clock starting near the u32 wrap or the s32 sign boundary, four ACKs, gaps {30, 2001}, rtt_us {100, 5000}, round ends. */
    CLOCK_WRAP(HyBounds.CLOCK_WRAP, "u32 wrap crossed", "s32 sign boundary crossed", "train fired", "delay fired", "round reset",
            "spacing test failed"),
    /** Clock at 0, three ACKs with gaps {30, 2001, 2^31-1, 2^31, 2^32+30}, rtt_us 100, round ends. */
    CLOCK_IDLE(HyBounds.CLOCK_IDLE, "gap >= 2^31", "gap >= 2^32", "train fired", "round reset"),
    /** Rate and round end (none, first or second ACK) drawn once, eleven ACKs 2500 us apart, rtt_us {4000, 10000}. */
    DELAY_EXIT(HyBounds.DELAY_EXIT, "delay exit", "legit delay exit", "delay_min dropped within the round", "round reset"),
    /** Pacing drawn once, four ACKs, gaps {20, 400}, rtt_us {100, 1000}, rates {524288000, 262144000}. */
    TRAIN_EXIT(HyBounds.TRAIN_EXIT, "train exit", "legit train exit", "pacing", "rate changed within round",
            "train exit after the rate fell"),
    /**
     * An app-limited request/response flow: four ACKs, gaps {20, 600, 2500} us, rtt_us 1000, rate 46336000, cwnd from
     * 15 (+1 per cwnd-limited ACK), round end and tcp_is_cwnd_limited drawn per ACK.
     */
    APP_LIMITED(HyBounds.APP_LIMITED, "train exit", "legit train exit", "round end withheld (not cwnd-limited)", "gap > 2 ms",
            "round reset", "cwnd below hystart_low_window"),
    /**
     * A bulk flow crossing hystart_low_window: four ACKs, cwnd from 14 (+1 per ACK), gaps {20, 600} us, rtt_us {1000, -1},
     * round end drawn per ACK where end_seq is not yet passed.
     */
    ROUND_START(HyBounds.ROUND_START, "round end below hystart_low_window", "round reset below hystart_low_window",
            "round end at cwnd >= hystart_low_window", "round end without an RTT sample", "train exit"),
    /** An RTO in slow start: five events, each an ACK or a loss; snd_cwnd 40, then 20 after a loss. */
    LOSS(HyBounds.LOSS, "loss", "loss after an exit", "exit after a loss", "sample after a loss");

    /** The domains runs of this kind draw from. */
    public final HyBounds bounds;
    /** ACKs per run (the explorer's depth bound, in events). */
    public final int depth;
    private final String[] corners;

    Kind(HyBounds bounds, String... corners) {
        this.bounds = bounds;
        this.depth = bounds.acks;
        this.corners = corners;
    }

    /** The corners counted on runs of this kind, in report order (a copy). */
    public String[] corners() {
        return corners.clone();
    }
}
