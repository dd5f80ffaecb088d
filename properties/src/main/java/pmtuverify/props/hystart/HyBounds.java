package pmtuverify.props.hystart;

import static pmtuverify.props.Domain.coin;
import static pmtuverify.props.Domain.fixed;
import static pmtuverify.props.Domain.keep;
import static pmtuverify.props.Domain.oneOf;

import java.util.Random;
import pmtuverify.props.Domain;

/**
 * The domains a HyStart run draws from, as data: one named value per {@link Kind}. The explorer exhausts
 * exactly these domains and the random engine samples the same ones (HyStart has no wide bounds: every
 * domain is a small table of corners). The {@link HystartEnvironment} draws, in this order, the config's
 * HZ, epoch_start, clock and pacing flag, the run's rate and round end (when drawn once per run), then per
 * ACK the gap, rtt_us, sk_pacing_rate, the round end and tcp_is_cwnd_limited; a domain that is fixed or
 * kept draws nothing. The round end ({@code after(snd_una, end_seq)}) is drawn only where the model's state leaves it
 * free: the first ACK after cubictcp_init ends a round, and so does every ACK after one that passed end_seq until a
 * bictcp_hystart_reset runs ({@link pmtuverify.model.hystart.HyState.EndSeq}).
 */
public final class HyBounds {
    /**
     * How a run's ACKs end rounds (after(snd_una, end_seq) in bictcp_acked / cubictcp_cong_avoid) where the state leaves
     * it free, i.e. after a round reset ({@link pmtuverify.model.hystart.HyState.EndSeq#AHEAD}).
     */
    public enum RoundEnd {
        /** No free ACK ends a round. */
        NEVER,
        /** Every free ACK ends a round on a coin. */
        COIN,
        /**
         * A coin, but the first ACK after an idle gap of at least {@link #IDLE_MIN} us ends the round without a draw:
         * it acknowledges data sent after the idle period, beyond end_seq.
         */
        AFTER_IDLE_OR_COIN,
        /** Only the ACK drawn once per run ({@link HyBounds#roundEndAt}): none or the second (the first always ends one). */
        AT_DRAWN_ACK;

        /** Whether the ACK after {@code gap} us ends a round; {@code due}: the run's drawn ACK is this one. */
        boolean draw(Random r, long gap, boolean due) {
            switch (this) {
                case COIN:
                    return r.nextBoolean();
                case AFTER_IDLE_OR_COIN:
                    return gap >= IDLE_MIN || r.nextBoolean();
                case AT_DRAWN_ACK:
                    return due;
                default:
                    return false;
            }
        }
    }

    static final long[] RATE_CORNERS = {0L, 1L, 2L, 1000L, 262_143_999L, 262_144_000L, 262_144_001L, 1_250_000_000L,
        5_000_000_000L, 4_294_967_295L, 4_294_967_296L, 262_144_000_000L, 262_144_000_001L, Long.MAX_VALUE,
        Long.MIN_VALUE, -2L, -1L};
    static final int[] RTT_CORNERS = {-1, 0, 1, 100, 1000, Integer.MAX_VALUE};
    static final int[] DM_RTTS = {-1, 20, 9500, 30000};
    static final int[] DM_HZ = {100, 250, 1000};
    static final long[] DM_RATES = {0L, 262_144_000L, -1L};
    /** tcp_jiffies32 at the delay_min runs' config line (epoch_start is drawn relative to it). */
    static final int DM_JIFFIES = 100000;
    /** Train-exit rates: cushion 500 and 1000 us; the second is the first halved (srtt doubled within the round). */
    static final long[] TRAIN_RATES = {HystartInvariant.TRAIN_START_RATE, 262_144_000L};
    /** The app-limited flow's rate: tcp_update_pacing_rate's 2 * mss * cwnd / srtt at mss 1448, cwnd 16, srtt 1 ms. */
    static final long APP_RATE = 46_336_000L;
    /** The app-limited flow's ACK gaps: within a burst, between bursts within 2 ms, and a pause above 2 ms. */
    static final long[] APP_GAPS = {20L, 600L, 2500L};
    static final int[] WRAP_STARTS = {(int) (4294967296L - 1000L), (int) (4294967296L - 30L), Integer.MAX_VALUE - 499};
    static final long[] IDLE_GAPS = {30L, 2001L, 2147483647L, 2147483648L, 4294967326L};
    /** Gaps from this length on are idle periods (no RTT is that long; every packet was acknowledged). */
    static final long IDLE_MIN = 2147483647L;
    /** cwnd at the config line of every kind but the app-limited one. */
    static final int CWND = 16;

    private static final Domain PACING_DRAWN = coin(fixed(1), fixed(0));
    private static final Domain DEFAULT = keep("the config default");
    private static final Domain NOT_DRAWN = fixed(-1);

    /** Two ACKs, rtt_us and the rate from the corner tables, pacing drawn. */
    public static final HyBounds CUSHION = new Builder(2).pacing(PACING_DRAWN).gap(fixed(10)).rtt(oneOf(RTT_CORNERS))
            .rate(oneOf(RATE_CORNERS)).text("2 ACKs 10 us apart, cwnd 16, the first ending a round; rtt_us in {-1, 0, 1, 100, 1000, INT_MAX}; sk_pacing_rate in 17 corners "
                    + "{0, 1, 2, 1000, 262143999, 262144000, 262144001, 1.25e9, 5e9, 2^32-1, 2^32, 262144000000, 262144000001, "
                    + "2^63-1, 2^63, ~0UL-1, ~0UL}; pacing drawn").build();
    public static final HyBounds DELAY_MIN = new Builder(4).hz(oneOf(DM_HZ)).jiffies(DM_JIFFIES).epochStart(new EpochStart())
            .gap(fixed(2500)).rtt(oneOf(DM_RTTS)).rate(oneOf(DM_RATES))
            .text("4 ACKs 2500 us apart, cwnd 16, the first ending a round; HZ {100, 250, 1000}; epoch_start {0, 0.5 s ago, 2 s ago}; rtt_us {-1, 20, 9500, 30000}; "
                    + "rate {0, 262144000, ~0UL}").build();
    public static final HyBounds CLOCK_WRAP = new Builder(4).clockUs(oneOf(WRAP_STARTS)).pacing(PACING_DRAWN)
            .gap(coin(fixed(2001), fixed(30))).rtt(coin(fixed(5000), fixed(100))).rate(fixed(-1)).roundEnd(RoundEnd.COIN).twin()
            .text("4 ACKs, cwnd 16; clock_us start {2^32-1000, 2^32-30, 2^31-500}; gaps {30, 2001} us; rtt_us {100, 5000}; "
                    + "round_end drawn where end_seq is not yet passed (the first ACK ends a round); pacing drawn; rate ~0UL; "
                    + "twin run at clock_us 0").build();
    public static final HyBounds CLOCK_IDLE = new Builder(3).pacing(PACING_DRAWN).gap(oneOf(IDLE_GAPS)).rtt(fixed(100)).rate(fixed(-1))
            .roundEnd(RoundEnd.AFTER_IDLE_OR_COIN)
            .text("3 ACKs, cwnd 16, clock_us 0; gaps {30, 2001, 2^31-1, 2^31, 2^32+30} us; rtt_us 100; round_end drawn where "
                    + "end_seq is not yet passed (the first ACK ends a round), forced after a gap >= 2^31-1 (an idle period: the next ACK acknowledges data beyond end_seq); pacing drawn").build();
    public static final HyBounds DELAY_EXIT = new Builder(11).runRate(oneOf(DM_RATES)).roundEndAt(oneOf(-1, 1))
            .gap(fixed(2500)).rtt(coin(fixed(10000), fixed(4000))).rate(keep("the run's rate")).roundEnd(RoundEnd.AT_DRAWN_ACK)
            .text("11 ACKs 2500 us apart, cwnd 16; rtt_us {4000, 10000}; rate fixed per run from {0, 262144000, ~0UL}; "
                    + "the first ACK ends a round; one more round end drawn per run: none or at the second ACK").build();
    public static final HyBounds TRAIN_EXIT = new Builder(4).hz(coin(fixed(1000), fixed(250)))
            .clockUs(coin(fixed(0), fixed(590))).pacing(PACING_DRAWN).pacingRate(TRAIN_RATES[0])
            .gap(coin(fixed(400), fixed(20))).rtt(coin(fixed(1000), fixed(100))).rate(oneOf(TRAIN_RATES))
            .text("4 ACKs, cwnd 16, the first ending a round; HZ {1000, 250} and clock_us {0, 590} (up to v5.5 the clock is jiffies "
                    + "at HZ 1000 and the wall clock in ms below, whose millisecond boundary the start moves); gaps {20, 400} us; "
                    + "rtt_us {100, 1000}; rate {524288000, 262144000}; pacing drawn once").build();
    public static final HyBounds APP_LIMITED = new Builder(4).cwnd(15).pacingRate(APP_RATE).gap(oneOf(APP_GAPS)).rtt(fixed(1000))
            .rate(fixed(APP_RATE)).roundEnd(RoundEnd.COIN).cwndLimited(coin(fixed(1), fixed(0))).growsCwnd()
            .text("4 ACKs, cwnd 15 growing by one per cwnd-limited ACK; gaps {20, 600, 2500} us; rtt_us 1000; rate 46336000; "
                    + "round_end drawn per ACK where end_seq is not yet passed (the first ACK ends a round, and every ACK after one "
                    + "that passed end_seq until a reset), tcp_is_cwnd_limited drawn per ACK").build();
    /** A bulk flow crossing hystart_low_window: every ACK cwnd-limited, cwnd 14 growing by one per ACK. */
    public static final HyBounds ROUND_START = new Builder(4).cwnd(14).gap(coin(fixed(20), fixed(600))).rtt(coin(fixed(1000), fixed(-1)))
            .rate(fixed(-1)).roundEnd(RoundEnd.COIN).growsCwnd()
            .text("4 ACKs, cwnd 14 growing by one per ACK (every ACK cwnd-limited), so hystart_low_window 16 is crossed; gaps {20, 600} us; "
                    + "rtt_us {1000, -1}; rate ~0UL; round_end drawn per ACK where end_seq is not yet passed (the first ACK ends a "
                    + "round, and every ACK after one that passed end_seq until a reset)").build();

    /**
     * An RTO in slow start: snd_cwnd 40 before it (so cubictcp_recalc_ssthresh gives 28) and 20 on the ACKs after it
     * (slow start again, above hystart_low_window), each event a loss or an ACK.
     */
    public static final HyBounds LOSS = new Builder(5).cwnd(40).lossCwnd(20).loss(coin(fixed(0), fixed(1)))
            .gap(coin(fixed(400), fixed(20))).rtt(coin(fixed(1000), fixed(100))).rate(fixed(-1)).roundEnd(RoundEnd.COIN)
            .text("5 events, each an ACK or an RTO (tcp_enter_loss, then cubictcp_state(TCP_CA_Loss)); snd_cwnd 40, 20 on the "
                    + "ACKs after a loss (slow start again: ssthresh 28); gaps {20, 400} us; rtt_us {100, 1000}; rate ~0UL; "
                    + "round_end drawn where end_seq is not yet passed").build();

    /** ACKs per run (the explorer's depth bound, in events). */
    public final int acks;
    final Domain hz;
    final int jiffies;
    /** epoch_start, drawn with HZ as the current value. */
    final Domain epochStart;
    final Domain clockUs;
    final Domain pacing;
    /** The config's sk_pacing_rate, or -1 (~0UL, the default). */
    final long pacingRate;
    /** snd_cwnd at the config line; the app-limited flow's grows by one per cwnd-limited ACK. */
    final int cwnd;
    /** The rate of every ACK of the run, drawn once (-1 when not drawn). */
    final Domain runRate;
    /** The index of the run's one round-end ACK, drawn once (-1: none or not drawn). */
    final Domain roundEndAt;
    final Domain gap;
    final Domain rtt;
    /** The ACK's rate, with the run's rate as the current value. */
    final Domain rate;
    final RoundEnd roundEnd;
    final Domain cwndLimited;
    /** cwnd grows by one per cwnd-limited ACK in slow start (tcp_slow_start(tp, 1) from cong_avoid). */
    final boolean growsCwnd;
    /** Whether an event is an RTO instead of an ACK (drawn per event; 0 where no loss is drawn). */
    final Domain loss;
    /** snd_cwnd of the ACKs after a loss. */
    final int lossCwnd;
    /** A twin run on the same ACKs with the clock starting at 0 (the clock-shift half of HY_WRAP). */
    final boolean twin;
    private final String text;

    private HyBounds(Builder b) {
        this.acks = b.acks;
        this.hz = b.hz;
        this.jiffies = b.jiffies;
        this.epochStart = b.epochStart;
        this.clockUs = b.clockUs;
        this.pacing = b.pacing;
        this.pacingRate = b.pacingRate;
        this.cwnd = b.cwnd;
        this.runRate = b.runRate;
        this.roundEndAt = b.roundEndAt;
        this.gap = b.gap;
        this.rtt = b.rtt;
        this.rate = b.rate;
        this.roundEnd = b.roundEnd;
        this.cwndLimited = b.cwndLimited;
        this.growsCwnd = b.growsCwnd;
        this.loss = b.loss;
        this.lossCwnd = b.lossCwnd;
        this.twin = b.twin;
        this.text = b.text;
    }

    /** What a run ranges over, in words (the verdict report's bounds). */
    public String describe() {
        return text;
    }

    @Override
    public String toString() {
        return text;
    }

    /** epoch_start 0, half a second ago or two seconds ago, for the HZ passed as the current value. */
    private static final class EpochStart extends Domain.Custom {
        EpochStart() {
            super("0, 0.5 s ago, 2 s ago");
        }

        @Override
        public long draw(Random r, long hz) {
            int e = r.nextInt(3);
            return e == 0 ? 0 : e == 1 ? DM_JIFFIES - hz / 2 : DM_JIFFIES - 2 * hz;
        }
    }

    /** Fills the domains a kind leaves at their defaults. */
    private static final class Builder {
        final int acks;
        Domain hz = DEFAULT;
        int jiffies;
        Domain epochStart = fixed(0);
        Domain clockUs = DEFAULT;
        Domain pacing = DEFAULT;
        long pacingRate = -1L;
        int cwnd = CWND;
        Domain runRate = NOT_DRAWN;
        Domain roundEndAt = NOT_DRAWN;
        Domain gap;
        Domain rtt;
        Domain rate;
        RoundEnd roundEnd = RoundEnd.NEVER;
        Domain cwndLimited = fixed(1);
        boolean growsCwnd;
        Domain loss = fixed(0);
        int lossCwnd;
        boolean twin;
        String text;

        Builder(int acks) {
            this.acks = acks;
        }

        Builder hz(Domain d) {
            hz = d;
            return this;
        }

        Builder jiffies(int j) {
            jiffies = j;
            return this;
        }

        Builder epochStart(Domain d) {
            epochStart = d;
            return this;
        }

        Builder clockUs(Domain d) {
            clockUs = d;
            return this;
        }

        Builder pacing(Domain d) {
            pacing = d;
            return this;
        }

        Builder pacingRate(long r) {
            pacingRate = r;
            return this;
        }

        Builder cwnd(int c) {
            cwnd = c;
            return this;
        }

        Builder runRate(Domain d) {
            runRate = d;
            return this;
        }

        Builder roundEndAt(Domain d) {
            roundEndAt = d;
            return this;
        }

        Builder gap(Domain d) {
            gap = d;
            return this;
        }

        Builder rtt(Domain d) {
            rtt = d;
            return this;
        }

        Builder rate(Domain d) {
            rate = d;
            return this;
        }

        Builder roundEnd(RoundEnd e) {
            roundEnd = e;
            return this;
        }

        Builder cwndLimited(Domain d) {
            cwndLimited = d;
            return this;
        }

        Builder growsCwnd() {
            growsCwnd = true;
            return this;
        }

        Builder loss(Domain d) {
            loss = d;
            return this;
        }

        Builder lossCwnd(int c) {
            lossCwnd = c;
            return this;
        }

        Builder twin() {
            twin = true;
            return this;
        }

        Builder text(String t) {
            text = t;
            return this;
        }

        HyBounds build() {
            return new HyBounds(this);
        }
    }
}
