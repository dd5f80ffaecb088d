package pmtuverify.model.plpmtud;

/**
 * The model's entry points: connection set-up and one event, as pure functions of immutable
 * states. Each event runs the kernel path named in {@link Event.Kind} through {@link Sk}.
 */
public final class Pmtu {
    private Pmtu() {}

    /** Active open (tcp_connect_init): tcp_mtup_init, then tcp_sync_mss(dst_mtu). */
    public static Step connect(Config config) {
        Sk sk = new Sk(config);
        sk.tcpMtupInit();
        sk.tcpSyncMss(sk.routeMtu);
        return new Step(sk.freeze(), 0, false, false, sk.wraps);
    }

    /**
     * One event. The caller validates ranges (see the replay reader) and that time does not go
     * backwards; {@code at} and {@code cwnd} apply before the event's kernel path. A probe outcome
     * with no probe in flight changes nothing.
     */
    public static Step step(Sock s, Event e) {
        Sk sk = new Sk(s);
        if (e.at != Event.NONE) {
            sk.jiffies = e.at;
        }
        if (e.cwnd != Event.NONE) {
            sk.sndCwnd = (int) e.cwnd;
        }
        switch (e.kind) {
            case XMIT:
                sk.tcpMtuProbe();
                break;
            case PROBE_ACKED:
                if (sk.probeSize != 0) {
                    sk.tcpMtupProbeSuccess();
                }
                break;
            case PROBE_LOST:
                if (sk.probeSize != 0) {
                    sk.tcpMtupProbeFailed();
                }
                break;
            case RTO:
                sk.tcpMtuProbing();
                break;
            case ICMP_FRAG_NEEDED:
                sk.tcpMtuReduced(e.mtu);
                break;
            case ROUTE_MTU:
                sk.routeMtu = e.mtu;
                break;
            case SYSCTL:
                writeSysctl(sk, e.sysctl, e.value);
                break;
            default:
                throw new IllegalStateException(e.kind.name());
        }
        return new Step(sk.freeze(), sk.sent, sk.reprobed, sk.stopped, sk.wraps);
    }

    private static void writeSysctl(Sk sk, String name, int value) {
        switch (name) {
            case Sysctl.TCP_MTU_PROBING: sk.tcpMtuProbing = value; break;
            case Sysctl.TCP_BASE_MSS: sk.tcpBaseMss = value; break;
            case Sysctl.TCP_PROBE_THRESHOLD: sk.tcpProbeThreshold = value; break;
            case Sysctl.TCP_PROBE_INTERVAL: sk.tcpProbeInterval = value; break;
            default: throw new IllegalArgumentException("unknown sysctl " + name);
        }
    }

    /** tcp_mtu_to_mss for the connection of {@code s}. */
    public static int tcpMtuToMss(Sock s, int pmtu) {
        return new Sk(s.config).tcpMtuToMss(pmtu);
    }

    /** tcp_mss_to_mtu for the connection of {@code s}. */
    public static int tcpMssToMtu(Sock s, int mss) {
        return new Sk(s.config).tcpMssToMtu(mss);
    }
}
