package pmtuverify.kernel.hystart;

import pmtuverify.kernel.Bulk;
import pmtuverify.kernel.plpmtud.Scenario;

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
    /** 4 or 6. */
    public final int ip;
    /** The receiver's SO_RCVBUF: a small one keeps the flight, hence snd_cwnd, small. */
    public final int rcvbuf;
    /** The writer's pace, {@code CHUNK:PAUSE_MS} (Bulk), empty for 1 MiB writes back to back. */
    public final String pace;
    /**
     * For a scenario built to show no exit: the ACKs its comparison window must hold, every one agreeing and none an
     * exit, to agree (0: the kernel's exit decision must be inside the window).
     */
    public final int acksWithoutExit;
    /**
     * {@code START_MS:DUR_MS}: every datagram from the sender dropped at the router for DUR_MS, START_MS after the
     * sender started, so that the retransmission timer fires in slow start (empty: none). Such a scenario agrees only
     * when its window reaches the timeout and every state up to the one the timer left agrees.
     */
    public final String outage;

    HystartScenario(String name, String what, String tbf, int seconds, boolean quick) {
        this(name, what, tbf, seconds, quick, 4, Bulk.DEFAULT_RCVBUF, "", 0);
    }

    HystartScenario(String name, String what, String tbf, int seconds, boolean quick, int ip, int rcvbuf, String pace,
            int acksWithoutExit) {
        this(name, what, tbf, seconds, quick, ip, rcvbuf, pace, acksWithoutExit, "");
    }

    HystartScenario(String name, String what, String tbf, int seconds, boolean quick, int ip, int rcvbuf, String pace,
            int acksWithoutExit, String outage) {
        this.outage = outage;
        this.acksWithoutExit = acksWithoutExit;
        this.name = name;
        this.what = what;
        this.tbf = tbf;
        this.seconds = seconds;
        this.quick = quick;
        this.ip = ip;
        this.rcvbuf = rcvbuf;
        this.pace = pace;
    }

    /** The environment of scenario.sh: a clean 1500 IPv4 path, plus the HyStart settings. */
    public Map<String, String> env() {
        Scenario.Builder b = Scenario.clean(name, what).seconds(seconds).probing(0).rcvbuf(rcvbuf);
        if (!outage.isEmpty()) {
            // tcp_early_retrans 0: no tail loss probe in the silence (tcp_schedule_loss_probe), so the timer's
            // tcp_enter_loss is the first retransmission and the last ACK before it still carries a kept RTT sample
            b.noTailLossProbes();
        }
        Map<String, String> m = new java.util.LinkedHashMap<>((ip == 6 ? b.ip6() : b).build().env());
        m.put("KS_PACE", pace);
        m.put("KS_NS", "hk");
        m.put("KS_CC", "cubic");
        m.put("KS_TBF", tbf);
        m.put("KS_OUTAGE", outage);
        return m;
    }

    public String setup() {
        return "IPv" + ip + ", link MTU 1500, timestamps, CUBIC by route, tcp_mtu_probing 0, "
                + (tbf.isEmpty() ? "no shaping (bare veth)" : "router egress tbf " + tbf)
                + (rcvbuf != Bulk.DEFAULT_RCVBUF ? ", receiver SO_RCVBUF " + rcvbuf : "")
                + (pace.isEmpty() ? "" : ", writes of " + pace.replace(":", " bytes every ") + " ms")
                + (outage.isEmpty() ? "" : ", tcp_early_retrans 0, every datagram from the sender dropped for "
                        + outage.split(":")[1] + " ms from " + outage.split(":")[0] + " ms")
                + ", " + seconds + " s";
    }

    /** Every HyStart scenario, in report order. */
    public static final List<HystartScenario> ALL = List.of(
            new HystartScenario("hystart-delay", "HYSTART_DELAY: 4 Mbit/s bottleneck (3 ms per 1514-byte frame, "
                    + "so ACKs are more than hystart_ack_delta_us apart and the queue's delay ends slow start)",
                    "rate 4mbit burst 3000 limit 2000000", 3, true),
            new HystartScenario("hystart-train", "HYSTART_ACK_TRAIN: 20 Mbit/s bottleneck (0.6 ms per frame, "
                    + "ACKs closer than hystart_ack_delta_us)", "rate 20mbit burst 3000 limit 2000000", 3, false),
            new HystartScenario("hystart-veth", "the bare veth path: RTTs of tens of microseconds", "", 3, false),
            new HystartScenario("hystart-delay-ipv6", "HYSTART_DELAY over IPv6: the 4 Mbit/s bottleneck",
                    "rate 4mbit burst 3000 limit 2000000", 3, false, 6, Bulk.DEFAULT_RCVBUF, "", 0),
            new HystartScenario("hystart-train-ipv6", "HYSTART_ACK_TRAIN over IPv6: the 20 Mbit/s bottleneck",
                    "rate 20mbit burst 3000 limit 2000000", 3, false, 6, Bulk.DEFAULT_RCVBUF, "", 0),
            new HystartScenario("hystart-low-window", "snd_cwnd held below hystart_low_window (16) by a receiver "
                    + "window of 8 KiB: rounds reset, no exit below the low window", "rate 4mbit burst 3000 limit 2000000",
                    3, false, 4, 8192, "", 100),
            new HystartScenario("hystart-app-limited", "an application-limited sender (16 KiB every 10 ms) on the "
                    + "20 Mbit/s bottleneck: rounds end while the flight is below snd_cwnd",
                    "rate 20mbit burst 3000 limit 2000000", 3, false, 4, Bulk.DEFAULT_RCVBUF, "16384:10", 0),
            new HystartScenario("hystart-veth-ipv6", "the bare veth path over IPv6", "", 3, false, 6,
                    Bulk.DEFAULT_RCVBUF, "", 0),
            new HystartScenario("hystart-loss", "a retransmission timeout in slow start: the low-window path (no "
                    + "HyStart exit) goes silent for 400 ms, so tcp_enter_loss recalculates snd_ssthresh from "
                    + "prior_cwnd and cubictcp_state resets the HyStart round", "rate 4mbit burst 3000 limit 2000000",
                    3, false, 4, 8192, "", 0, "800:400"));

    public static HystartScenario byName(String n) {
        for (HystartScenario s : ALL) {
            if (s.name.equals(n)) {
                return s;
            }
        }
        return null;
    }
}
