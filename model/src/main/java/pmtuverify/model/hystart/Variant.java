package pmtuverify.model.hystart;

/**
 * The versions of CUBIC HyStart (net/ipv4/tcp_cubic.c, Dec 2019) the project models, as data: each
 * variant is a choice of one rule per hunk the series and its follow-up touched; nothing else differs.
 *
 * <table>
 * <caption>Variants and the patches behind them</caption>
 * <tr><th>variant</th><th>source</th></tr>
 * <tr><td>HYSTART_BEFORE</td><td>net-next after "[PATCH net-next 3/5] tcp_cubic: switch bictcp_clock() to usec
 *     resolution" (read in its v1 posting, blob 5eff762acd7f..068775b91fb5, the blob v2 4/5 applies to): usec clock {@code tp->tcp_mstamp},
 *     {@code delay = rtt_us}, HYSTART_DELAY_MIN/MAX 4000U/16000U, ACK-train test
 *     {@code (s32)(now - ca->round_start) > ca->delay_min >> 1}; with 1/5 ({@code found = 1}, the {@code !ca->found}
 *     gate moved to bictcp_acked) and 2/5 ({@code curr_rtt = ~0U} on reset)</td></tr>
 * <tr><td>HYSTART_4_5</td><td>"[PATCH net-next v2 4/5] tcp_cubic: tweak Hystart detection for short RTT flows" (netdev, Eric Dumazet, 23 Dec 2019, https://lore.kernel.org/netdev/20191223202754.127546-5-edumazet@google.com/), "[PATCH net-next v2 4/5] tcp_cubic: tweak Hystart detection for short RTT flows"
 *     (20191223202754.127546-5, blob 068775b91fb5..0e5428ed04fe): inside {@code if (ca->delay_min == 0 || ca->delay_min > delay)}
 *     the cushion {@code min_t(u64, USEC_PER_MSEC, div64_ul((u64)GSO_MAX_SIZE * 4 * USEC_PER_SEC, rate))} is added to
 *     {@code delay} when {@code rate != 0}; the cushioned {@code delay} then feeds delay_min and hystart_update</td></tr>
 * <tr><td>HYSTART_REFACTOR</td><td>"[PATCH net-next v2 5/5] tcp_cubic: make Hystart aware of pacing" (…-6, blob
 *     0e5428ed04fe..d02bb283c689): {@code threshold = ca->delay_min; if (sk->sk_pacing_status == SK_PACING_NONE)
 *     threshold >>= 1;} plus "[PATCH net] tcp_cubic: refactor code to perform a divide only when needed"
 *     (20191230140619.137147-1, Fixes 42f3a8aaae66, blob d02bb283c689..8f8eefd3a3ce): delay_min is the raw minimum
 *     again and {@code threshold = ca->delay_min + hystart_ack_delay(sk)}</td></tr>
 * </table>
 */
public enum Variant {
    HYSTART_BEFORE(CushionRule.NONE, HalvingRule.ALWAYS),
    HYSTART_4_5(CushionRule.IN_DELAY_MIN, HalvingRule.ALWAYS),
    HYSTART_REFACTOR(CushionRule.IN_TRAIN_THRESHOLD, HalvingRule.ONLY_WITHOUT_PACING);

    /** Where the TSO/GRO cushion {@code min(1000, GSO_MAX_SIZE*4*USEC_PER_SEC / rate)} goes. */
    public enum CushionRule {
        /** Up to 3/5: no cushion. */
        NONE,
        /** 4/5: added to the RTT sample inside the delay_min-lowering branch of bictcp_acked. */
        IN_DELAY_MIN,
        /** Refactor: added to delay_min only in the ACK-train threshold of hystart_update. */
        IN_TRAIN_THRESHOLD
    }

    /** When hystart_update halves the ACK-train threshold. */
    public enum HalvingRule {
        /** Up to 4/5: {@code ca->delay_min >> 1} unconditionally. */
        ALWAYS,
        /** 5/5 on: {@code if (sk->sk_pacing_status == SK_PACING_NONE) threshold >>= 1}. */
        ONLY_WITHOUT_PACING
    }

    public final CushionRule cushion;
    public final HalvingRule halving;

    Variant(CushionRule cushion, HalvingRule halving) {
        this.cushion = cushion;
        this.halving = halving;
    }

    /** The variant named {@code name}, or null. */
    public static Variant byName(String name) {
        for (Variant v : values()) {
            if (v.name().equals(name)) {
                return v;
            }
        }
        return null;
    }
}
