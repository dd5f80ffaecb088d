package pmtuverify.model.plpmtud;

/**
 * The model's entry points: connection set-up and one event, as pure functions of immutable
 * states. Each event runs the kernel path named in {@link Event.Kind} through {@link Sk}.
 */
public final class Pmtu {
    private Pmtu() {}

    /** Connection set-up, active or passive, in the variant's order (see {@link Sk#connect}). */
    public static Step connect(Config config) {
        return connect(config, false);
    }

    /** Connection set-up; with {@code followWrites}, the step lists the assignments it ran ({@link Step#writes}). */
    public static Step connect(Config config, boolean followWrites) {
        Sk sk = new Sk(config);
        if (followWrites) {
            sk.followWrites();
        }
        sk.connect();
        return new Step(sk, sk.freeze());
    }

    /**
     * One event. The caller validates ranges (see the replay reader) and that time does not go
     * backwards; {@code at} and {@code cwnd} apply before the event's kernel path. A probe outcome
     * with no probe in flight changes nothing.
     */
    public static Step step(Sock s, Event e) {
        return step(s, e, false);
    }

    /**
     * The kernel function that calls the model's outermost function for {@code e} (6.x, and 4.x where the same): the
     * call site a statement of that function is reported from ({@link Step#callers}). Null where the model's outermost
     * function is itself the kernel's entry for the event (tcp_write_xmit, tcp_retransmit_timer) or no kernel function
     * runs (a route change, a sysctl write).
     */
    static String entryOf(Event e, Sock s) {
        switch (e.kind) {
            case PROBE_ACKED: return "tcp_clean_rtx_queue";
            case PROBE_LOST: return "tcp_ack";
            case RETRANSMIT: return "tcp_retransmit_skb";
            case WINDOW_UPDATE: return "tcp_ack";
            case ICMP_FRAG_NEEDED: return s.config.ip == 4 ? "tcp_v4_err" : "tcp_v6_err";
            default: return null;
        }
    }

    /** One event; with {@code followWrites}, the step lists the assignments it ran ({@link Step#writes}). */
    public static Step step(Sock s, Event e, boolean followWrites) {
        Sk sk = new Sk(s);
        if (followWrites) {
            sk.followWrites();
        }
        sk.entry = entryOf(e, s);
        if (e.at != Event.NONE) {
            sk.jiffies = e.at;
        }
        if (e.cwnd != Event.NONE) {
            sk.sndCwnd = (int) e.cwnd;
            sk.wrote(Assignment.EVENT_CWND);
        }
        switch (e.kind) {
            case XMIT:
                sk.sndWnd = e.sndWnd;
                if (e.reordering != Event.NONE) {
                    sk.reordering = (int) e.reordering;
                }
                sk.tcpWriteXmit();
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
                sk.tcpRetransmitTimer();
                break;
            case RETRANSMIT:
                sk.tcpRetransmitSkb();
                break;
            case WINDOW_UPDATE:
                sk.tcpAckUpdateWindow(e.sndWnd);
                break;
            case ICMP_FRAG_NEEDED:
                sk.tcpMtuReduced(e.mtu, e.cwndFull);
                break;
            case ROUTE_MTU:
                sk.routeChange(e.mtu);
                break;
            case SYSCTL:
                sk.writeSysctl(e.sysctl, e.value);
                break;
            default:
                throw new IllegalStateException(e.kind.name());
        }
        return new Step(sk, sk.freeze());
    }

    /** tcp_mtu_to_mss for the connection of {@code s} and its current sysctls. */
    public static int tcpMtuToMss(Sock s, int pmtu) {
        return new Sk(s).tcpMtuToMss(pmtu);
    }

    /** tcp_mss_to_mtu for the connection of {@code s}. */
    public static int tcpMssToMtu(Sock s, int mss) {
        return new Sk(s).tcpMssToMtu(mss);
    }
}
