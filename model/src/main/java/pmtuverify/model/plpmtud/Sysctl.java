package pmtuverify.model.plpmtud;

/**
 * The net.ipv4 sysctls of struct netns_ipv4 the model reads. All are written through
 * proc_dointvec, which accepts any int; tcp_probe_interval is stored in a u32, so writing -1
 * stores 4294967295.
 */
public final class Sysctl {
    private Sysctl() {}

    public static final String TCP_MTU_PROBING = "tcp_mtu_probing";
    public static final String TCP_BASE_MSS = "tcp_base_mss";
    public static final String TCP_PROBE_THRESHOLD = "tcp_probe_threshold";
    public static final String TCP_PROBE_INTERVAL = "tcp_probe_interval";

    public static final String[] NAMES = {TCP_MTU_PROBING, TCP_BASE_MSS, TCP_PROBE_THRESHOLD, TCP_PROBE_INTERVAL};

    /** TCP_PROBE_THRESHOLD, patch 2/4. */
    public static final int DEFAULT_PROBE_THRESHOLD = 8;
    /** TCP_PROBE_INTERVAL in seconds, patch 4/4. */
    public static final int DEFAULT_PROBE_INTERVAL = 600;
}
