package pmtuverify.kernel;

import java.util.List;
import java.util.Map;

/**
 * A HyStart kernel scenario: the PLPMTUD suite's three namespaces (prefix {@code hk}, so runs never share names with
 * it) with CUBIC on the sender's route ({@code ip route ... congctl cubic}: the route's RTAX_CC_ALGO picks the
 * socket's congestion control at connect time, which the namespace default cannot do here because a child namespace
 * may only default to the algorithms tcp_allowed_congestion_control lists), tcp_mtu_probing 0 (no probes and mss
 * changes mid-flow), and a tbf bottleneck on the router's egress toward the receiver that builds the queue HyStart
 * must see. Immutable.
 */
public final class HystartScenario {
    public final String name;
    public final String what;
    /** tbf parameters of the router's egress, empty for the bare veth path. */
    public final String tbf;
    public final int seconds;
    /** Part of the quick suite CI runs. */
    public final boolean quick;

    HystartScenario(String name, String what, String tbf, int seconds, boolean quick) {
        this.name = name;
        this.what = what;
        this.tbf = tbf;
        this.seconds = seconds;
        this.quick = quick;
    }

    /** The environment of scenario.sh: a clean 1500 IPv4 path, plus the HyStart settings. */
    public Map<String, String> env() {
        Map<String, String> m = new java.util.LinkedHashMap<>(Scenario.clean(name, what).seconds(seconds).probing(0)
                .build().env());
        m.put("KS_NS", "hk");
        m.put("KS_CC", "cubic");
        m.put("KS_TBF", tbf);
        return m;
    }

    public String setup() {
        return "IPv4, link MTU 1500, timestamps, CUBIC by route, tcp_mtu_probing 0, "
                + (tbf.isEmpty() ? "no shaping (bare veth)" : "router egress tbf " + tbf) + ", " + seconds + " s";
    }

    /** Every HyStart scenario, in report order. */
    public static final List<HystartScenario> ALL = List.of(
            new HystartScenario("hystart-delay", "HYSTART_DELAY: 4 Mbit/s bottleneck (3 ms per 1514-byte frame, "
                    + "so ACKs are more than hystart_ack_delta_us apart and the queue's delay ends slow start)",
                    "rate 4mbit burst 3000 limit 2000000", 3, true),
            new HystartScenario("hystart-train", "HYSTART_ACK_TRAIN: 20 Mbit/s bottleneck (0.6 ms per frame, "
                    + "ACKs closer than hystart_ack_delta_us)", "rate 20mbit burst 3000 limit 2000000", 3, false),
            new HystartScenario("hystart-veth", "the bare veth path: RTTs of tens of microseconds", "", 3, false));

    public static HystartScenario byName(String n) {
        for (HystartScenario s : ALL) {
            if (s.name.equals(n)) {
                return s;
            }
        }
        return null;
    }
}
