package pmtuverify.props.hystart;

import pmtuverify.props.Invariant;

/**
 * The HyStart invariant catalogue. Each entry states the invariant, its formula in prose, where it
 * comes from and what it assumes; {@link HystartHarness} holds the predicates, keyed by these ids. "Accepted
 * sample" means an ACK whose {@code rtt_us >= 0} and that bictcp_acked did not discard after an epoch start;
 * {@code raw} is {@code max(rtt_us, 1)}; {@code trueMin} is the smallest raw accepted sample so far;
 * {@code cushion(rate) = rate ? min(1000, 262144000000 / rate) : 0} (GSO_MAX_SIZE * 4 * USEC_PER_SEC / rate).
 */
public final class HystartInvariants {
    private HystartInvariants() {}

    public static final Invariant HY_CUSHION_BOUND = new Invariant("HY_CUSHION_BOUND", "HY_CUSHION",
            "The TSO/GRO cushion added to a delay or a threshold is at most 1000 us (USEC_PER_MSEC), is 0 when sk_pacing_rate is 0, "
                    + "and is exactly min(1000, floor(GSO_MAX_SIZE*4*USEC_PER_SEC / rate)) for the unsigned long rate.",
            "cushion <= 1000  and  (rate == 0 => cushion == 0)  and  (cushion applied => cushion == min(1000, 262144000000 div rate))",
            "4/5 \"tcp_cubic: tweak Hystart detection for short RTT flows\" (Eric Dumazet, netdev, 2019-12-23): \"We cap the cushion to 1ms\", \"if (rate)\"; refactor's hystart_ack_delay(): \"if (!rate) return 0;\"",
            "sk_pacing_rate any u64, including ~0UL (unlimited) and values >= 2^63");

    public static final Invariant HY_CUSHION_NO_OVERFLOW = new Invariant("HY_CUSHION_NO_OVERFLOW", "HY_CUSHION",
            "No step of the cushion arithmetic wraps for any rate: (u64)GSO_MAX_SIZE*4*USEC_PER_SEC is exact in 64 bits, the "
                    + "quotient is exact, and adding the cushion to the u32 delay (4/5) or to delay_min (refactor) does not wrap a u32.",
            "GSO_MAX_SIZE*4*USEC_PER_SEC < 2^64  and  u32(delay)+cushion == (u32)(delay+cushion) (4/5)  and  delay_min+cushion < 2^32 (refactor)",
            "4/5: \"div64_ul((u64)GSO_MAX_SIZE * 4 * USEC_PER_SEC, rate)\" added to a u32 delay",
            "rtt_us any s32 (so delay <= 2^31-1); rate any u64");

    public static final Invariant HY_DELAY_MIN_MONOTONE = new Invariant("HY_DELAY_MIN_MONOTONE", "HY_DELAY_MIN",
            "Once set, delay_min never increases.",
            "before.delay_min != 0  =>  after.delay_min <= before.delay_min  (unsigned)",
            "tcp_cubic.c comment \"first time call or link delay decreases\"; 4/5 keeps the update inside that branch",
            "no TCP_CA_Loss (cubictcp_state's bictcp_reset zeroes delay_min; not modelled); any rtt_us, rate, HZ, epoch_start");

    public static final Invariant HY_DELAY_MIN_BOUND = new Invariant("HY_DELAY_MIN_BOUND", "HY_DELAY_MIN",
            "delay_min is never below the smallest accepted raw sample and never exceeds it by more than the cushion (1000 us).",
            "trueMin <= delay_min <= trueMin + 1000  (after the first accepted sample)",
            "4/5: \"adding to delay_min the expected delay of two TSO packets\", \"We cap the cushion to 1ms\"",
            "as HY_DELAY_MIN_MONOTONE");

    public static final Invariant HY_DELAY_MIN_MEANING = new Invariant("HY_DELAY_MIN_MEANING", "HY_DELAY_MIN",
            "To its other user delay_min is the minimum RTT: bictcp_update looks ahead t += usecs_to_jiffies(delay_min), "
                    + "which must equal the look-ahead of the true minimum RTT.",
            "bictcp_update's t = (s32)(tcp_jiffies32 - epoch_start) + usecs_to_jiffies(delay_min)  ==  same with trueMin",
            "3/5: \"t += usecs_to_jiffies(ca->delay_min)\"; refactor: Neal Cardwell \"suggested to not change ca->delay_min\"",
            "HZ 100 or 1000; any rate; the cubic curve's use of t is not modelled beyond t itself");

    public static final Invariant HY_WRAP = new Invariant("HY_WRAP", "HY_CLOCK",
            "Across the u32 microsecond wrap (every 2^32 us, about 71.6 min) the ACK-train and delay tests decide as on an unbounded "
                    + "clock: the spacing test and the round-length test agree with the same tests on 64-bit time, and shifting the "
                    + "whole trace's clock by a constant changes no decision.",
            "(s32)(now - last_ack) <= 2000  <=>  now64 - last_ack64 <= 2000;  ugt((s32)(now - round_start), threshold)  <=>  "
                    + "now64 - round_start64 > threshold;  run(clock) and run(clock + k) agree on found, exit reason, ssthresh, delay_min, curr_rtt, sample_cnt",
            "bictcp_clock_us() is (u32)tp->tcp_mstamp since 3/5; hystart_update compares (s32) differences",
            "gaps between ACKs below 2^31 us (35.8 min); clock starting just before the wrap or the s32 sign boundary");

    public static final Invariant HY_IDLE_GAP = new Invariant("HY_IDLE_GAP", "HY_CLOCK",
            "The same agreement with 64-bit time also holds when the flow sat idle between two ACKs of one round for 2^31 us "
                    + "(35.8 min) or more.",
            "as HY_WRAP, with gaps of 2^31 - 1, 2^31 and 2^32 + 30 us allowed",
            "(u32) tcp_mstamp clock; (s32) casts in hystart_update",
            "an idle period of 35.8 min or more while cwnd >= hystart_low_window stays in slow start (e.g. tcp_slow_start_after_idle = 0); "
                    + "the first ACK after an idle period acknowledges data sent after it, so it ends the round (after(snd_una, end_seq)); "
                    + "on 5.16 and later kernels that reset runs before the train test, before 5.16 after it");

    public static final Invariant HY_NO_SPURIOUS_DELAY_EXIT = new Invariant("HY_NO_SPURIOUS_DELAY_EXIT", "HY_NO_SPURIOUS_EXIT",
            "HYSTART_DELAY never ends slow start because the minimum RTT dropped within the round: when a sample of the "
                    + "current round lowered the true minimum, the round's RTT is that minimum and cannot be 'far above' it, so a "
                    + "delay exit then needs the round's smallest sample to exceed the new minimum by HYSTART_DELAY_THRESH(min >> 3). "
                    + "A round whose samples all stayed 'far above' a minimum set before the round may exit (what HYSTART_DELAY is for).",
            "delay exit  and  roundMin < trueMin(at round start, none = infinity)  =>  roundMin > trueMin + clamp(trueMin >> 3, 4000, 16000)  "
                    + "(roundMin: smallest raw sample of the round, current included; trueMin after this ACK)",
            "b344579ca847 \"tcp_cubic: fix spurious HYSTART_DELAY exit upon drop in min RTT\" (Neal Cardwell, 2020; reported by Mirja "
                    + "Kuehlewind): \"delay_min can be lowered at any time\" while \"curr_rtt does not change after the first 8 samples\"",
            "ACK spacing 2500 us (no ACK train); rtt_us in {4000, 10000}; one optional round end at the first or second ACK; rate fixed per run");

    public static final Invariant HY_NO_SPURIOUS_TRAIN_EXIT = new Invariant("HY_NO_SPURIOUS_TRAIN_EXIT", "HY_NO_SPURIOUS_EXIT",
            "The ACK train ends slow start only when the train really exceeded the variant's own threshold computed from the true "
                    + "minimum RTT and the current rate: every ACK since the round start was within 2000 us of the previous one and "
                    + "now - round_start > T, where T = trueMin/2 (BEFORE), (trueMin + cushion(rate now))/2 (4/5: \"adding to delay_min "
                    + "the expected delay of two TSO packets, given current pacing rate\"), (trueMin + cushion(rate now)) >> (pacing ? 0 : 1) (refactor).",
            "train exit  =>  all gaps64 since round start <= 2000  and  now64 - round_start64 > T(variant, trueMin, rate)",
            "4/5 commit message; 5/5 \"Hystart ack train triggers if we get ack past ca->delay_min/2\"; refactor's threshold",
            "gaps in {20, 400} us, rtt_us in {100, 1000}, rate in {524288000 (cushion 500), 262144000 (cushion 1000)}: finite, as "
                    + "tcp_update_pacing_rate sets it once the handshake gave srtt (the passive side calls it in tcp_rcv_state_process's "
                    + "TCP_SYN_RECV case), never ~0UL again; the rate halving within a round needs srtt to double faster than cwnd grows");

    public static final Invariant HY_APP_LIMITED_TRAIN = new Invariant("HY_APP_LIMITED_TRAIN", "HY_NO_SPURIOUS_EXIT",
            "The ACK train measures the current round: an ACK-train exit needs every ACK since the current round began (the last "
                    + "ACK whose snd_una passed end_seq) to be within hystart_ack_delta_us of the previous one and the time since "
                    + "that ACK to exceed the threshold, whether or not the flow was cwnd-limited or below hystart_low_window at the round end.",
            "train exit  =>  all gaps64 since the last round-end ACK <= 2000  and  now64 - t(last round-end ACK) > threshold",
            "4e1fddc98d25 \"tcp_cubic: fix spurious Hystart ACK train detections for not-cwnd-limited flows\" (Eric Dumazet, "
                    + "netdev, 2021-11-23): \"Cubic Hystart should reset itself at each round, instead of assuming every TCP flow is a "
                    + "bulk one\"; 25c1a9ca53db \"tcp_cubic: fix incorrect HyStart round start detection\" (Mahdi Arghavani, "
                    + "netdev, 2025-01-14)",
            "request/response flow: gaps {20, 600, 2500} us (2500 > hystart_ack_delta_us: the pause between requests), rtt_us 1000, "
                    + "rate 46336000 (cushion 1000), cwnd 15 growing by one per cwnd-limited ACK, round end and tcp_is_cwnd_limited drawn per ACK");

    public static final Invariant[] ALL = {HY_CUSHION_BOUND, HY_CUSHION_NO_OVERFLOW, HY_DELAY_MIN_MONOTONE, HY_DELAY_MIN_BOUND,
        HY_DELAY_MIN_MEANING, HY_WRAP, HY_IDLE_GAP, HY_NO_SPURIOUS_DELAY_EXIT, HY_NO_SPURIOUS_TRAIN_EXIT,
        HY_APP_LIMITED_TRAIN};
}
