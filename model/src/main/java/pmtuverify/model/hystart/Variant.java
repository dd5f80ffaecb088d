package pmtuverify.model.hystart;

/**
 * The versions of CUBIC HyStart (net/ipv4/tcp_cubic.c) the project models, as data: each variant is a choice of one
 * rule per hunk that the December 2019 series and the later fixes touched; nothing else differs.
 *
 * <table>
 * <caption>Variants and the patches behind them</caption>
 * <tr><th>variant</th><th>source</th></tr>
 * <tr><td>HYSTART_MS</td><td>the millisecond-clock HyStart as released up to v5.5, read in net/ipv4/tcp_cubic.c@v5.4
 *     (blob 1b3d032a4df2, the blob the 5.4 stable backport of b344579ca847 applies to) and at v5.0, alike in every
 *     HyStart line; the Dec 2019 series reached v5.6, so v5.5 runs it too (older releases not compared line by line):
 *     {@code bictcp_clock()} in ms ({@code ktime_to_ms(ktime_get_real())} when HZ &lt; 1000, else
 *     {@code jiffies_to_msecs(jiffies)}), {@code delay = (sample->rtt_us << 3) / USEC_PER_MSEC} (ms &lt;&lt; 3),
 *     HYSTART_DELAY_MIN/MAX {@code (4U<<3)}/{@code (16U<<3)}, ACK-train test {@code (s32)(now - ca->round_start) >
 *     ca->delay_min >> 4} with {@code (s32)(now - ca->last_ack) <= hystart_ack_delta} (ms, default 2),
 *     {@code ca->found |= HYSTART_ACK_TRAIN} / {@code HYSTART_DELAY} behind {@code if (ca->found & hystart_detect)
 *     return;} at the top of hystart_update, {@code ca->curr_rtt = 0} on reset and {@code if (ca->curr_rtt == 0 ||
 *     ca->curr_rtt > delay)} among the first samples; the round reset in bictcp_cong_avoid. Stable 4.14, 4.19 and 5.4
 *     ran this until their 2020 backports.</td></tr>
 * <tr><td>HYSTART_MS_STABLE</td><td>HYSTART_MS with the two fixes the millisecond-clock stable trees took: b344579ca847
 *     ("[PATCH 4.19 036/131]", "[PATCH 5.4 027/178]" and "[PATCH 4.14 18/78] tcp_cubic: fix spurious HYSTART_DELAY exit
 *     upon drop in min RTT", stable, Sasha Levin, 29 Jun 2020: {@code if (ca->curr_rtt > delay) ca->curr_rtt = delay;}
 *     ahead of the sample-count branch) and 4e1fddc98d25 ("[PATCH 4.19 51/69] tcp_cubic: fix spurious Hystart ACK train
 *     detections for not-cwnd-limited flows", stable, Greg Kroah-Hartman, 29 Nov 2021,
 *     https://lore.kernel.org/stable/20211129181705.318199709@linuxfoundation.org/: the reset leaves
 *     bictcp_cong_avoid for {@code if (after(tp->snd_una, ca->end_seq)) bictcp_hystart_reset(sk);} right after the
 *     {@code found & hystart_detect} return of hystart_update). Read in the 4.19 postings; that 5.4 stable took
 *     4e1fddc98d25 the same way was not read here. 25c1a9ca53db's backports reached 5.15, 6.1 and 6.6, not these
 *     trees (not checked for 5.4).</td></tr>
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
 *     again and {@code threshold = ca->delay_min + hystart_ack_delay(sk)} (the v5.6 code)</td></tr>
 * <tr><td>HYSTART_FIX_2020</td><td>REFACTOR plus Neal Cardwell, "tcp_cubic: fix spurious HYSTART_DELAY exit upon drop
 *     in min RTT", upstream b344579ca847 (v5.8; stable 5.7.7, 5.4.50, 4.19, 4.14, review of 2020-06-29, blob
 *     1b3d032a4df2..ee6c38a73325 in 5.4): {@code if (ca->curr_rtt > delay) ca->curr_rtt = delay;} ahead of the
 *     sample-count branch, so every sample of a round lowers curr_rtt (v5.8..v5.15)</td></tr>
 * <tr><td>HYSTART_2021</td><td>FIX_2020 plus Eric Dumazet, "tcp_cubic: fix spurious Hystart ACK train detections for
 *     not-cwnd-limited flows", upstream 4e1fddc98d25 (netdev 2021-11-23, v5.16; stable 4.4..5.15): the
 *     {@code if (hystart && after(ack, ca->end_seq)) bictcp_hystart_reset(sk)} of cubictcp_cong_avoid (which returns
 *     early when {@code !tcp_is_cwnd_limited(sk)}) becomes {@code if (after(tp->snd_una, ca->end_seq))
 *     bictcp_hystart_reset(sk);} at the top of hystart_update, still reached only through cubictcp_acked's
 *     {@code tcp_snd_cwnd(tp) >= hystart_low_window} gate; and, from v5.19, hystart_ack_delay() reads
 *     {@code (u64)sk->sk_gso_max_size} instead of GSO_MAX_SIZE (a 2022 netdev patch of Eric Dumazet's BIG TCP
 *     series, read as a diff; subject and mainline id not checked here). The v5.16..v6.13 stage, and the rules of 5.15
 *     stable between the backports of 4e1fddc98d25 (stable reviews of 2021-11-29 and 2021-12-06) and 25c1a9ca53db
 *     (review of 2025-03-10), with GSO_MAX_SIZE in the cushion (the default sk_gso_max_size here)</td></tr>
 * <tr><td>HYSTART_LATEST</td><td>2021 plus Mahdi Arghavani, "[PATCH net] tcp_cubic: fix incorrect HyStart round
 *     start detection" (netdev 2025-01-14, 20250114043131.2035-1, upstream 25c1a9ca53db, Fixes 4e1fddc98d25): the
 *     low-window gate moves into hystart_update after the reset ({@code if (tcp_snd_cwnd(tp) < hystart_low_window)
 *     return;}) and cubictcp_acked calls {@code hystart_update} on {@code !ca->found && tcp_in_slow_start(tp) &&
 *     hystart} alone (v6.14 and later, e.g. v6.18; stable: 6.1 from the review of 2025-02-19, "[PATCH 6.1 100/578]",
 *     and 5.15 from the review of 2025-03-10, "[PATCH 5.15 075/620]")</td></tr>
 * </table>
 */
public enum Variant {
    HYSTART_MS(CushionRule.NONE, HalvingRule.ALWAYS, ResetSite.CONG_AVOID, LowWindowGate.IN_ACKED,
            CushionSize.GSO_MAX_SIZE, CurrRttRule.FIRST_SAMPLES, ClockRule.MSEC,
            "v5.5 and earlier as released (read at v5.0 and v5.4; older releases not compared line by line); "
                    + "stable 4.14, 4.19 and 5.4 until their backports of b344579ca847 (June 2020)"),
    HYSTART_MS_STABLE(CushionRule.NONE, HalvingRule.ALWAYS, ResetSite.HYSTART_UPDATE, LowWindowGate.IN_ACKED,
            CushionSize.GSO_MAX_SIZE, CurrRttRule.EVERY_SAMPLE, ClockRule.MSEC,
            "stable 4.19 after the backports of b344579ca847 (June 2020) and 4e1fddc98d25 (Nov 2021); 4.14 and 5.4 "
                    + "took b344579ca847 too, their 4e1fddc98d25 backports not read here"),
    HYSTART_BEFORE(CushionRule.NONE, HalvingRule.ALWAYS, ResetSite.CONG_AVOID, LowWindowGate.IN_ACKED,
            CushionSize.GSO_MAX_SIZE, CurrRttRule.FIRST_SAMPLES, ClockRule.USEC,
            "none released: net-next between 3/5 and 4/5 of the Dec 2019 series"),
    HYSTART_4_5(CushionRule.IN_DELAY_MIN, HalvingRule.ALWAYS, ResetSite.CONG_AVOID, LowWindowGate.IN_ACKED,
            CushionSize.GSO_MAX_SIZE, CurrRttRule.FIRST_SAMPLES, ClockRule.USEC,
            "none released: net-next with 4/5 as posted (Dec 2019)"),
    HYSTART_REFACTOR(CushionRule.IN_TRAIN_THRESHOLD, HalvingRule.ONLY_WITHOUT_PACING, ResetSite.CONG_AVOID,
            LowWindowGate.IN_ACKED, CushionSize.GSO_MAX_SIZE, CurrRttRule.FIRST_SAMPLES, ClockRule.USEC,
            "v5.6..v5.7"),
    HYSTART_FIX_2020(CushionRule.IN_TRAIN_THRESHOLD, HalvingRule.ONLY_WITHOUT_PACING, ResetSite.CONG_AVOID,
            LowWindowGate.IN_ACKED, CushionSize.GSO_MAX_SIZE, CurrRttRule.EVERY_SAMPLE, ClockRule.USEC,
            "v5.8..v5.15; 5.15 stable until the backport of 4e1fddc98d25 (Nov/Dec 2021)"),
    HYSTART_2021(CushionRule.IN_TRAIN_THRESHOLD, HalvingRule.ONLY_WITHOUT_PACING, ResetSite.HYSTART_UPDATE,
            LowWindowGate.IN_ACKED, CushionSize.SK_GSO_MAX_SIZE, CurrRttRule.EVERY_SAMPLE, ClockRule.USEC,
            "v5.16..v6.13; 5.15 stable from Dec 2021 until the backport of 25c1a9ca53db (Mar 2025), 6.1 stable "
                    + "until Feb 2025; 6.6 stable not checked"),
    HYSTART_LATEST(CushionRule.IN_TRAIN_THRESHOLD, HalvingRule.ONLY_WITHOUT_PACING, ResetSite.HYSTART_UPDATE,
            LowWindowGate.IN_HYSTART_UPDATE, CushionSize.SK_GSO_MAX_SIZE, CurrRttRule.EVERY_SAMPLE, ClockRule.USEC,
            "v6.14 and later (this machine's v6.18); 6.1 stable from Feb 2025, 5.15 stable from Mar 2025");

    /** Where the TSO/GRO cushion {@code min(1000, size*4*USEC_PER_SEC / rate)} goes. */
    public enum CushionRule {
        /** Up to 3/5: no cushion. */
        NONE,
        /** 4/5: added to the RTT sample inside the delay_min-lowering branch of bictcp_acked. */
        IN_DELAY_MIN,
        /** Refactor on: added to delay_min only in the ACK-train threshold of hystart_update. */
        IN_TRAIN_THRESHOLD
    }

    /** When hystart_update halves the ACK-train threshold. */
    public enum HalvingRule {
        /** Up to 4/5: {@code ca->delay_min >> 1} unconditionally. */
        ALWAYS,
        /** 5/5 on: {@code if (sk->sk_pacing_status == SK_PACING_NONE) threshold >>= 1}. */
        ONLY_WITHOUT_PACING
    }

    /** Where bictcp_hystart_reset starts a new round. */
    public enum ResetSite {
        /** Up to 5.15: in cong_avoid, after pkts_acked, only when tcp_is_cwnd_limited and still in slow start. */
        CONG_AVOID,
        /** 4e1fddc98d25 on: first thing in hystart_update, before this ACK's sample is used. */
        HYSTART_UPDATE
    }

    /** Where {@code snd_cwnd >= hystart_low_window} is tested. */
    public enum LowWindowGate {
        /** Up to 6.13: in bictcp_acked, guarding the call of hystart_update (and so, from 5.16, the reset too). */
        IN_ACKED,
        /** 25c1a9ca53db on: inside hystart_update, after the round reset. */
        IN_HYSTART_UPDATE
    }

    /** Which size the cushion divides by the rate. */
    public enum CushionSize {
        /** The constant GSO_MAX_SIZE, 65536. */
        GSO_MAX_SIZE,
        /** {@code sk->sk_gso_max_size} (a config input, see {@link HyConfig#gsoMaxSize}). */
        SK_GSO_MAX_SIZE
    }

    /** Which samples of a round may lower curr_rtt. */
    public enum CurrRttRule {
        /** Up to 5.7: only the first HYSTART_MIN_SAMPLES, inside {@code if (ca->sample_cnt < HYSTART_MIN_SAMPLES)}. */
        FIRST_SAMPLES,
        /** b344579ca847 on: every sample ({@code if (ca->curr_rtt > delay) ca->curr_rtt = delay;} first). */
        EVERY_SAMPLE
    }

    /** HyStart's clock and delay unit. */
    public enum ClockRule {
        /**
         * Up to v5.5 (and the stable trees of that code): bictcp_clock() in ms, delays in ms &lt;&lt; 3, {@code found |=} bits
         * tested in hystart_update, {@code curr_rtt = 0} on reset.
         */
        MSEC,
        /**
         * From "[PATCH net-next 3/5] tcp_cubic: switch bictcp_clock() to usec resolution" (v5.6): tcp_mstamp in us,
         * delays in us, {@code found = 1} tested in bictcp_acked, {@code curr_rtt = ~0U} on reset.
         */
        USEC
    }

    public final CushionRule cushion;
    public final HalvingRule halving;
    public final ResetSite reset;
    public final LowWindowGate lowWindow;
    public final CushionSize cushionSize;
    public final CurrRttRule currRtt;
    public final ClockRule clock;
    /** The released and stable kernels that run this variant's rules, as far as the sources above were read. */
    public final String kernels;

    Variant(CushionRule cushion, HalvingRule halving, ResetSite reset, LowWindowGate lowWindow, CushionSize cushionSize,
            CurrRttRule currRtt, ClockRule clock, String kernels) {
        this.cushion = cushion;
        this.halving = halving;
        this.reset = reset;
        this.lowWindow = lowWindow;
        this.cushionSize = cushionSize;
        this.currRtt = currRtt;
        this.clock = clock;
        this.kernels = kernels;
    }

    /** Whether this variant's HyStart runs on the millisecond clock (delays in ms &lt;&lt; 3). */
    public boolean msClock() {
        return clock == ClockRule.MSEC;
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

    /** The names of all variants, comma-separated (for error messages). */
    public static String names() {
        StringBuilder b = new StringBuilder();
        for (Variant v : values()) {
            b.append(b.length() == 0 ? "" : ", ").append(v.name());
        }
        return b.toString();
    }
}
