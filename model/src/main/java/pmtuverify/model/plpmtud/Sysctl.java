package pmtuverify.model.plpmtud;

/**
 * The net.ipv4 sysctls of struct netns_ipv4 the model reads. In 4.x all are written through
 * proc_dointvec, which accepts any int; tcp_probe_interval is stored in a u32, so writing -1
 * stores 4294967295. Which values 6.x accepts is {@link Variant#sysctlAccepts}.
 */
public final class Sysctl {
    private Sysctl() {}

    public static final String TCP_MTU_PROBING = "tcp_mtu_probing";
    public static final String TCP_BASE_MSS = "tcp_base_mss";
    public static final String TCP_PROBE_THRESHOLD = "tcp_probe_threshold";
    public static final String TCP_PROBE_INTERVAL = "tcp_probe_interval";
    /** Linux 5.2 on (5f3e2bf008c2 "tcp: add tcp_min_snd_mss sysctl", Eric Dumazet, June 2019). */
    public static final String TCP_MIN_SND_MSS = "tcp_min_snd_mss";
    /** Linux 5.4 on (c04b79b6cfd7 "tcp: add new tcp_mtu_probe_floor sysctl", Josh Hunt, Aug 2019). */
    public static final String TCP_MTU_PROBE_FLOOR = "tcp_mtu_probe_floor";

    public static final String[] NAMES = {TCP_MTU_PROBING, TCP_BASE_MSS, TCP_PROBE_THRESHOLD, TCP_PROBE_INTERVAL,
        TCP_MIN_SND_MSS, TCP_MTU_PROBE_FLOOR};

    /** TCP_PROBE_THRESHOLD, patch 2/4. */
    public static final int DEFAULT_PROBE_THRESHOLD = 8;
    /** TCP_PROBE_INTERVAL in seconds, patch 4/4. */
    public static final int DEFAULT_PROBE_INTERVAL = 600;
    /** TCP_MIN_SND_MSS (include/net/tcp.h), the default of tcp_min_snd_mss and of tcp_mtu_probe_floor. */
    public static final int DEFAULT_MIN_SND_MSS = 48;
}
