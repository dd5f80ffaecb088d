package pmtuverify.model.hystart;

import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;

/**
 * What a HyStart trace fixes up front: the variant, the kernel's HZ, the module parameters of
 * tcp_cubic.c ({@code hystart_detect}, {@code hystart_low_window}, {@code hystart_ack_delta_us}; {@code hystart} is 1),
 * the socket's pacing status and the clocks at {@code cubictcp_init} (bictcp_init before the 2020 rename).
 *
 * <p>{@code epochStart} stands in for what bictcp_update would have stored in {@code ca->epoch_start}:
 * the model does not run CUBIC's congestion-avoidance growth, so the epoch is an input that stays fixed
 * (0, the value bictcp_reset leaves, by default). Immutable.
 */
public final class HyConfig {
    /** TCP_INFINITE_SSTHRESH (include/net/tcp.h). */
    public static final int TCP_INFINITE_SSTHRESH = 0x7fffffff;
    /** {@code ~0UL}: sk_pacing_rate before TCP computes one ("unlimited"). */
    public static final long PACING_UNLIMITED = -1L;

    public final Variant variant;
    public final int hz;
    /** {@code (u32)tp->tcp_mstamp} at cubictcp_init, which runs bictcp_hystart_reset. */
    public final int clockUs;
    /** tcp_jiffies32 at the same moment. */
    public final int jiffies;
    public final int epochStart;
    /** {@code sk->sk_pacing_status != SK_PACING_NONE} (sch_fq or internal pacing). */
    public final boolean pacing;
    public final int hystartDetect;
    public final int hystartLowWindow;
    public final int hystartAckDeltaUs;
    public final int cwnd;
    public final int ssthresh;
    public final long pacingRate;
    /**
     * {@code sk->sk_gso_max_size} (an unsigned int), the cushion's size for the variants whose
     * {@link Variant.CushionSize} is SK_GSO_MAX_SIZE. sk_setup_caps() sets it to the device's gso_max_size (IPv6) or
     * gso_ipv4_max_size minus {@code (MAX_TCP_HEADER + 1)}, or 0 without GSO; the default here is the legacy 65536
     * (GSO_LEGACY_MAX_SIZE) without that subtraction, so a trace from a real socket should state it.
     */
    public final long gsoMaxSize;

    public HyConfig(Variant variant, int hz, int clockUs, int jiffies, int epochStart, boolean pacing, int hystartDetect,
            int hystartLowWindow, int hystartAckDeltaUs, int cwnd, int ssthresh, long pacingRate) {
        this(variant, hz, clockUs, jiffies, epochStart, pacing, hystartDetect, hystartLowWindow, hystartAckDeltaUs, cwnd,
                ssthresh, pacingRate, Hystart.GSO_MAX_SIZE);
    }

    public HyConfig(Variant variant, int hz, int clockUs, int jiffies, int epochStart, boolean pacing, int hystartDetect,
            int hystartLowWindow, int hystartAckDeltaUs, int cwnd, int ssthresh, long pacingRate, long gsoMaxSize) {
        if (variant == null) {
            throw new IllegalArgumentException("variant");
        }
        if (!Jiffies.validHz(hz)) {
            throw new IllegalArgumentException("hz " + hz);
        }
        this.variant = variant;
        this.hz = hz;
        this.clockUs = clockUs;
        this.jiffies = jiffies;
        this.epochStart = epochStart;
        this.pacing = pacing;
        this.hystartDetect = hystartDetect;
        this.hystartLowWindow = hystartLowWindow;
        this.hystartAckDeltaUs = hystartAckDeltaUs;
        this.cwnd = cwnd;
        this.ssthresh = ssthresh;
        this.pacingRate = pacingRate;
        if (gsoMaxSize < 0 || gsoMaxSize > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("sk_gso_max_size " + gsoMaxSize);
        }
        this.gsoMaxSize = gsoMaxSize;
    }

    /** Module defaults (hystart_detect 3, hystart_low_window 16, hystart_ack_delta_us 2000), HZ 1000, clocks at 0, IW10. */
    public static HyConfig defaults(Variant v) {
        return new HyConfig(v, 1000, 0, 0, 0, false, 3, 16, 2000, 10, TCP_INFINITE_SSTHRESH, PACING_UNLIMITED);
    }

    public HyConfig withHz(int h) {
        return new HyConfig(variant, h, clockUs, jiffies, epochStart, pacing, hystartDetect, hystartLowWindow,
                hystartAckDeltaUs, cwnd, ssthresh, pacingRate, gsoMaxSize);
    }

    public HyConfig withClock(int us, int jif) {
        return new HyConfig(variant, hz, us, jif, epochStart, pacing, hystartDetect, hystartLowWindow,
                hystartAckDeltaUs, cwnd, ssthresh, pacingRate, gsoMaxSize);
    }

    public HyConfig withEpochStart(int e) {
        return new HyConfig(variant, hz, clockUs, jiffies, e, pacing, hystartDetect, hystartLowWindow,
                hystartAckDeltaUs, cwnd, ssthresh, pacingRate, gsoMaxSize);
    }

    public HyConfig withPacing(boolean p) {
        return new HyConfig(variant, hz, clockUs, jiffies, epochStart, p, hystartDetect, hystartLowWindow,
                hystartAckDeltaUs, cwnd, ssthresh, pacingRate, gsoMaxSize);
    }

    public HyConfig withCwnd(int c) {
        return new HyConfig(variant, hz, clockUs, jiffies, epochStart, pacing, hystartDetect, hystartLowWindow,
                hystartAckDeltaUs, c, ssthresh, pacingRate, gsoMaxSize);
    }

    public HyConfig withPacingRate(long r) {
        return new HyConfig(variant, hz, clockUs, jiffies, epochStart, pacing, hystartDetect, hystartLowWindow,
                hystartAckDeltaUs, cwnd, ssthresh, r, gsoMaxSize);
    }

    public HyConfig withHystartDetect(int d) {
        return new HyConfig(variant, hz, clockUs, jiffies, epochStart, pacing, d, hystartLowWindow,
                hystartAckDeltaUs, cwnd, ssthresh, pacingRate, gsoMaxSize);
    }

    public HyConfig withGsoMaxSize(long size) {
        return new HyConfig(variant, hz, clockUs, jiffies, epochStart, pacing, hystartDetect, hystartLowWindow,
                hystartAckDeltaUs, cwnd, ssthresh, pacingRate, size);
    }

    /** The cushion's dividend size on this variant: GSO_MAX_SIZE or sk_gso_max_size. */
    public long cushionSize() {
        return variant.cushionSize == Variant.CushionSize.SK_GSO_MAX_SIZE ? gsoMaxSize : Hystart.GSO_MAX_SIZE;
    }

    /** The replay config line (the first line of a HyStart trace). */
    public String toJson() {
        StringBuilder b = new StringBuilder(240);
        b.append("{\"variant\":\"").append(variant.name()).append("\",\"hz\":").append(hz)
                .append(",\"clock_us\":").append(C.u32(clockUs))
                .append(",\"jiffies\":").append(C.u32(jiffies))
                .append(",\"epoch_start\":").append(C.u32(epochStart))
                .append(",\"pacing\":").append(pacing)
                .append(",\"hystart_detect\":").append(hystartDetect)
                .append(",\"hystart_low_window\":").append(hystartLowWindow)
                .append(",\"hystart_ack_delta_us\":").append(hystartAckDeltaUs)
                .append(",\"cwnd\":").append(C.u32(cwnd))
                .append(",\"ssthresh\":").append(C.u32(ssthresh))
                .append(",\"pacing_rate\":");
        appendU64(b, pacingRate);
        if (gsoMaxSize != Hystart.GSO_MAX_SIZE) {
            b.append(",\"sk_gso_max_size\":").append(gsoMaxSize);
        }
        return b.append('}').toString();
    }

    /** A u64 as JSON: a number below 2^63, else a string of its unsigned decimal (JSON readers stop at 2^63-1). */
    static void appendU64(StringBuilder b, long v) {
        if (v >= 0) {
            b.append(v);
        } else {
            b.append('"').append(Long.toUnsignedString(v)).append('"');
        }
    }
}
