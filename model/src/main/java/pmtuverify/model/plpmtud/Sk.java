package pmtuverify.model.plpmtud;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;

/**
 * The kernel functions of PLPMTUD, written as the C is: they mutate {@code struct sock}. An
 * {@code Sk} is a private working copy of a {@link Sock}; {@link Pmtu} copies a state in, runs
 * one event's kernel path and freezes the result, so the model is pure from outside.
 *
 * <p>Each function names its kernel function and the version it mirrors; where versions differ,
 * the {@link Variant}'s rule for that hunk decides. Sources: net/ipv4/tcp_output.c, tcp_input.c,
 * tcp_timer.c, tcp_ipv4.c, route.c, net/ipv6/tcp_ipv6.c and route.c at v4.0, v4.1 and v6.18
 * (specs/KERNEL-SOURCES.md quotes each).
 *
 * <p>Simplifications shared by every function (each also says its own):
 * icsk_ext_hdr_len = 0 (no IP options, no IPsec); no IPv6 fragment header on any route (4.1 adds
 * net_frag_header_len only on routes whose RTAX_FEATURE_ALLFRAG a user set; 6.18 has no allfrag at
 * all); the peer's window is what the config and the events say (max_window 0, the default, bounds nothing;
 * an xmit without snd_wnd has the window for a probe); no SACK
 * blocks or changed options, so tcp_current_mss returns mss_cache after its re-sync; the
 * congestion state is Open when tcp_mtu_probe runs; the sender always has data in flight at the MSS
 * in use, and data for a probe; the socket keeps IP_PMTUDISC_WANT (DF set).
 */
public final class Sk {
    private final Config config;
    private final Variant variant;
    private final int netHeaderLen;
    private final int tcpHeaderLen;
    private final int mssClamp;
    private final int hz;

    int tcpMtuProbing;
    int tcpBaseMss;
    int tcpProbeThreshold;
    int tcpProbeInterval;
    int tcpMinSndMss;
    int tcpMtuProbeFloor;
    int enabled;
    int searchHigh;
    int searchLow;
    int probeSize;
    int probeTimestamp;
    int pmtuCookie;
    int mssCache;
    int sndCwnd;
    int routeMtu;
    boolean routeLocked;
    long jiffies;
    /** u32: tp->max_window. */
    int maxWindow;
    /** This event's input: tp->snd_wnd (u32) when tcp_mtu_probe runs, or {@link Event#NONE}: a window for any probe. */
    long sndWnd = Event.NONE;
    /** This event's input: tp->reordering (u32), sysctl_tcp_reordering's default 3 unless the event says. */
    int reordering = DEFAULT_REORDERING;

    /** sysctl_tcp_reordering's default, TCP_FASTRETRANS_THRESH (include/net/tcp.h): a new socket's tp->reordering. */
    static final int DEFAULT_REORDERING = 3;

    // What the current event did, reported in its Step.
    int sent;
    boolean reprobed;
    boolean stopped;
    /** IP output refused the probe: a DF datagram above the route MTU (tcp_transmit_skb failed). */
    boolean refused;
    /** A retransmission cancelled the probe in flight ("Inconclusive MTU probe"). */
    boolean cancelled;
    /** The proc handler refused a sysctl write with -EINVAL. */
    boolean einval;
    /** tcp_mtu_probe returned at {@code snd_wnd < size_needed}: size_needed, else 0. */
    int windowNeeded;
    /** The wrapped intermediates, named by their C expressions; null until the first one. */
    List<String> wraps;
    /** The assignments this event ran, in order, when its provenance is followed; null otherwise (the explorer's case). */
    List<Assignment> writes;
    /** The tests this event took, in order, when its provenance is followed; null otherwise. */
    List<Gate.Decision> gates;
    /** For each of {@link #writes}, the kernel function it was called from ({@link #callerOf}); null when not followed. */
    List<String> callers;
    /** The floors of __tcp_mtu_to_mss that raised an MSS during this event, each with its caller; null when not followed. */
    List<String> floors;
    /** The kernel function that calls this event's outermost modelled function ({@link Pmtu#step}), or null. */
    String entry;

    /** Follow the assignments of this event (see {@link Assignment}). */
    void followWrites() {
        writes = new ArrayList<>();
        gates = new ArrayList<>();
        callers = new ArrayList<>();
        floors = new ArrayList<>();
    }

    /** Reports the decision of {@code g} when followed, and returns {@code passed}: {@code if (!gate(G, c)) return}. */
    private boolean gate(Gate g, boolean passed) {
        if (gates != null) {
            gates.add(new Gate.Decision(g, passed));
        }
        return passed;
    }

    void wrote(Assignment a) {
        if (writes != null) {
            writes.add(a);
            callers.add(callerOf(a.function));
        }
    }

    /**
     * The call site of a followed statement of the kernel function {@code function}: the nearest kernel function on
     * the model's call path that is not {@code function} itself (the methods of this class mirror the C functions, each
     * named in {@link #kernelFunction}), else the event's entry ({@link #entry}). Only the functions the model mirrors
     * count: tcp_v4_mtu_reduced stands for its path through inet_csk_update_pmtu to __ip_rt_update_pmtu, and the set-up's
     * one tcp_sync_mss after tcp_connect_init for the one tcp_rcv_synsent_state_process repeats with the same MTU. Only
     * called when writes are followed (a replay), never on the explorer's or a model checker's path.
     */
    private String callerOf(String function) {
        String caller = StackWalker.getInstance().walk(frames -> {
            java.util.Iterator<StackWalker.StackFrame> it = frames.iterator();
            while (it.hasNext()) {
                StackWalker.StackFrame f = it.next();
                String fn = f.getClassName().equals(Sk.class.getName()) ? kernelFunction(f.getMethodName()) : null;
                if (fn != null && !fn.equals(function)) {
                    return fn;
                }
            }
            return null;
        });
        return caller != null ? caller : entry;
    }

    /** The kernel function the method {@code method} of this class mirrors, or null for a helper of the model's own. */
    private String kernelFunction(String method) {
        switch (method) {
            case "tcpMtupInit": return "tcp_mtup_init";
            case "tcpConnectInit": return "tcp_connect_init";
            case "tcpSynRecvSock": return config.ip == 4 ? "tcp_v4_syn_recv_sock" : "tcp_v6_syn_recv_sock";
            case "tcpInitTransferResync": return "tcp_init_transfer";
            case "tcpInitTransfer":
                return variant.connectRule == Variant.ConnectRule.TCP_INIT_TRANSFER ? "tcp_init_transfer" : "tcp_rcv_state_process";
            case "tcpSyncMss": return "tcp_sync_mss";
            case "tcpMtuToMss": return "__tcp_mtu_to_mss";
            case "tcpCurrentMss": return "tcp_current_mss";
            case "tcpWriteXmit": return "tcp_write_xmit";
            case "tcpMtuProbe": return "tcp_mtu_probe";
            case "tcpMtuCheckReprobe": return "tcp_mtu_check_reprobe";
            case "tcpMtupProbeSuccess": return "tcp_mtup_probe_success";
            case "tcpMtupProbeFailed": return "tcp_fastretrans_alert";
            case "tcpRetransmitSkb": return "__tcp_retransmit_skb";
            case "tcpRetransmitTimer": return "tcp_retransmit_timer";
            case "tcpWriteTimeout": return "tcp_write_timeout";
            case "tcpMtuProbing": return "tcp_mtu_probing";
            case "tcpMtuReduced": return config.ip == 4 ? "tcp_v4_mtu_reduced" : "tcp_v6_mtu_reduced";
            case "tcpSimpleRetransmit": return "tcp_simple_retransmit";
            case "tcpAckUpdateWindow": return "tcp_ack_update_window";
            default: return null;
        }
    }

    /** Notes, when followed, that the floor {@code statement} of __tcp_mtu_to_mss raised an MSS, with its caller. */
    private void floored(String statement) {
        if (floors != null) {
            String f = statement + " in __tcp_mtu_to_mss (from " + callerOf("__tcp_mtu_to_mss") + ")";
            if (!floors.contains(f)) {
                floors.add(f);
            }
        }
    }

    /** A working copy of {@code s}. */
    public Sk(Sock s) {
        this(s.config);
        tcpMtuProbing = s.tcpMtuProbing;
        tcpBaseMss = s.tcpBaseMss;
        tcpProbeThreshold = s.tcpProbeThreshold;
        tcpProbeInterval = s.tcpProbeInterval;
        tcpMinSndMss = s.tcpMinSndMss;
        tcpMtuProbeFloor = s.tcpMtuProbeFloor;
        enabled = s.enabled;
        searchHigh = s.searchHigh;
        searchLow = s.searchLow;
        probeSize = s.probeSize;
        probeTimestamp = s.probeTimestamp;
        pmtuCookie = s.pmtuCookie;
        mssCache = s.mssCache;
        sndCwnd = s.sndCwnd;
        routeMtu = s.routeMtu;
        routeLocked = s.routeLocked;
        jiffies = s.jiffies;
        maxWindow = s.maxWindow;
    }

    /** A socket before connection set-up: sysctls, route and clock from {@code c}, icsk_mtup zeroed. */
    Sk(Config c) {
        config = c;
        variant = c.variant;
        netHeaderLen = c.netHeaderLen();
        tcpHeaderLen = c.tcpHeaderLen();
        mssClamp = c.mssClamp;
        hz = c.hz;
        tcpMtuProbing = c.tcpMtuProbing;
        tcpBaseMss = c.tcpBaseMss;
        tcpProbeThreshold = c.tcpProbeThreshold;
        tcpProbeInterval = c.tcpProbeInterval;
        tcpMinSndMss = c.tcpMinSndMss;
        tcpMtuProbeFloor = c.tcpMtuProbeFloor;
        sndCwnd = c.sndCwnd;
        routeMtu = c.routeMtu;
        jiffies = c.jiffies;
        maxWindow = c.maxWindow;
    }

    Sock freeze() {
        return new Sock(config, tcpMtuProbing, tcpBaseMss, tcpProbeThreshold, tcpProbeInterval, tcpMinSndMss,
                tcpMtuProbeFloor, enabled, searchHigh, searchLow, probeSize, probeTimestamp, pmtuCookie, mssCache, sndCwnd,
                routeMtu, routeLocked, jiffies, maxWindow);
    }

    private void wrap(String expression) {
        if (wraps == null) {
            wraps = new ArrayList<>(2);
        }
        wraps.add(expression);
    }

    /** {@code tcp_time_stamp} (4.x) / {@code tcp_jiffies32} (6.x): {@code (u32)jiffies} (include/net/tcp.h). */
    int tcpTimeStamp() {
        return Jiffies.tcpTimeStamp(jiffies);
    }

    /**
     * tcp_mtu_to_mss and __tcp_mtu_to_mss (net/ipv4/tcp_output.c, 4.0/4.1/6.18): subtract the
     * network header and the TCP header, clamp to mss_clamp, floor (4.x: 48; 6.x:
     * sysctl_tcp_min_snd_mss), subtract the TCP options. The C computes
     * {@code pmtu - net_header_len - sizeof(struct tcphdr)} in size_t and truncates it back to
     * int, which has the bits of the int subtraction done here; it wraps (is recorded) when pmtu is
     * within 40 or 60 of INT_MIN. The last subtraction cannot wrap: the floor is at least 48.
     */
    public int tcpMtuToMss(int pmtu) {
        int hdrs = netHeaderLen + 20;
        if (C.subWrapsInt(pmtu, hdrs)) {
            wrap("pmtu - icsk->icsk_af_ops->net_header_len - sizeof(struct tcphdr)");
        }
        int mssNow = pmtu - hdrs;
        if (mssNow > mssClamp) {
            mssNow = mssClamp;
        }
        // mss_now -= icsk->icsk_ext_hdr_len; (0)
        if (variant.mssFloorRule == Variant.MssFloorRule.FLOOR_48) {
            if (mssNow < 48) {
                floored("if (mss_now < 48) mss_now = 48");
                mssNow = 48;
            }
        } else {
            if (mssNow < tcpMinSndMss) {
                floored("max(mss_now, tcp_min_snd_mss)");
            }
            mssNow = Math.max(mssNow, tcpMinSndMss); // max(mss_now, READ_ONCE(sysctl_tcp_min_snd_mss)), both int
        }
        mssNow -= tcpHeaderLen - 20;
        return mssNow;
    }

    /**
     * tcp_mss_to_mtu (net/ipv4/tcp_output.c, 4.0/4.1/6.18): {@code mss + tcp_header_len +
     * icsk_ext_hdr_len + net_header_len}, int arithmetic (the u16 fields promote to int); it wraps
     * for an mss within 80 of INT_MAX, such as tcp_base_mss = INT_MAX.
     */
    public int tcpMssToMtu(int mss) {
        int hdrs = tcpHeaderLen + netHeaderLen;
        if (C.addWrapsInt(mss, hdrs)) {
            wrap("mss + tp->tcp_header_len + icsk->icsk_ext_hdr_len + icsk->icsk_af_ops->net_header_len");
        }
        return mss + hdrs;
    }

    /**
     * tcp_mtup_init (net/ipv4/tcp_output.c, 4.0/4.1/6.18): enabled per the variant's rule
     * ({@code sysctl_tcp_mtu_probing > 1}; V1: the sysctl itself), search_high =
     * {@code mss_clamp + sizeof(struct tcphdr) + net_header_len}, search_low =
     * {@code tcp_mss_to_mtu(sysctl_tcp_base_mss)}, probe_size = 0; patch 4/4 on: if enabled,
     * probe_timestamp = tcp_time_stamp (6.x: tcp_jiffies32).
     */
    void tcpMtupInit() {
        enabled = variant.enabledRule == Variant.EnabledRule.RAW_SYSCTL ? tcpMtuProbing : (tcpMtuProbing > 1 ? 1 : 0);
        wrote(variant.enabledRule == Variant.EnabledRule.RAW_SYSCTL ? Assignment.MTUP_INIT_ENABLED_RAW : Assignment.MTUP_INIT_ENABLED);
        searchHigh = mssClamp + 20 + netHeaderLen;
        wrote(Assignment.MTUP_INIT_HIGH);
        searchLow = floorSearchLow(tcpMssToMtu(tcpBaseMss));
        wrote(Assignment.MTUP_INIT_LOW);
        probeSize = 0;
        wrote(Assignment.MTUP_INIT_PROBE_SIZE);
        if (variant.reprobeTimer && enabled != 0) {
            probeTimestamp = tcpTimeStamp();
            wrote(Assignment.MTUP_INIT_STAMP);
        }
    }

    /**
     * Connection set-up, in the variant's order ({@link Variant.ConnectRule}). Active open:
     * tcp_connect_init and tcp_rcv_synsent_state_process run tcp_mtup_init, then
     * tcp_sync_mss(dst_mtu); 6.x's tcp_finish_connect then calls tcp_init_transfer, which runs
     * tcp_mtup_init again. Passive open: the child socket starts with the listener's zeroed
     * icsk_mtup, tcp_v4_syn_recv_sock / tcp_v6_syn_recv_sock run tcp_sync_mss(dst_mtu), and
     * tcp_mtup_init runs at the handshake's last ACK (4.x: tcp_rcv_state_process in TCP_SYN_RECV;
     * 6.x: tcp_init_transfer from there), with no re-sync: mss_cache keeps the route's MSS, and
     * search_high stays at mss_clamp + 40 above a smaller route, until the next tcp_sync_mss (a
     * window update, an ICMP, a probe's outcome, a black-hole timeout). The FIX rule
     * {@link Variant.HighResetRule#SYNC} re-syncs after the last tcp_mtup_init.
     */
    void connect() {
        if (config.open == Config.Open.ACTIVE) {
            tcpConnectInit();
            if (variant.connectRule == Variant.ConnectRule.TCP_INIT_TRANSFER) {
                tcpInitTransfer();
            }
        } else {
            tcpSynRecvSock();
            tcpInitTransfer();
        }
        if (variant.highResetRule == Variant.HighResetRule.SYNC) {
            tcpInitTransferResync();
        }
    }

    /** tcp_connect_init (net/ipv4/tcp_output.c): tcp_mtup_init, then tcp_sync_mss(dst_mtu). */
    private void tcpConnectInit() {
        tcpMtupInit();
        tcpSyncMss(routeMtu);
    }

    /** tcp_v4_syn_recv_sock / tcp_v6_syn_recv_sock (passive open): tcp_sync_mss(dst_mtu) on the child. */
    private void tcpSynRecvSock() {
        tcpSyncMss(routeMtu);
    }

    /** 6.x tcp_init_transfer (net/ipv4/tcp_input.c); 4.x tcp_rcv_state_process in TCP_SYN_RECV: tcp_mtup_init. */
    private void tcpInitTransfer() {
        tcpMtupInit();
    }

    /** The FIX rule {@link Variant.HighResetRule#SYNC}: tcp_init_transfer's tcp_sync_mss(pmtu_cookie) after tcp_mtup_init. */
    private void tcpInitTransferResync() {
        tcpSyncMss(pmtuCookie);
    }

    /**
     * tcp_sync_mss (net/ipv4/tcp_output.c, 4.0/4.1/6.18). {@code search_high > pmtu} compares an
     * int with a u32: unsigned. {@code mss_now = tcp_bound_to_half_wnd(tp, mss_now)} before the cookie. The FIX rule
     * {@link Variant.SyncRule#SEARCH_LOW_FOLLOWS_HIGH} also lowers search_low to search_high.
     */
    int tcpSyncMss(int pmtu) {
        if (C.ugt(searchHigh, pmtu)) {
            searchHigh = pmtu;
            wrote(Assignment.SYNC_MSS_HIGH);
        }
        if (variant.syncRule == Variant.SyncRule.SEARCH_LOW_FOLLOWS_HIGH && searchLow > searchHigh) {
            searchLow = searchHigh;
            wrote(Assignment.FIX_SYNC_LOW);
        }
        int mssNow = tcpBoundToHalfWnd(tcpMtuToMss(pmtu));
        pmtuCookie = pmtu;
        wrote(Assignment.SYNC_MSS_COOKIE);
        if (enabled != 0) {
            mssNow = Math.min(mssNow, tcpMtuToMss(searchLow));
        }
        mssCache = mssNow;
        wrote(Assignment.SYNC_MSS_CACHE);
        return mssNow;
    }

    /**
     * tcp_bound_to_half_wnd (include/net/tcp.h, per {@link Variant.HalfWindowRule}): a peer whose largest window is
     * small gets segments of at most half of it ({@code cutoff} is an int, so {@code pktsize > cutoff} is signed),
     * never below {@code 68U - tcp_header_len}; max_window 0 bounds nothing.
     */
    int tcpBoundToHalfWnd(int pktsize) {
        boolean halve = variant.halfWindowRule == Variant.HalfWindowRule.ABOVE_TCP_MSS_DEFAULT
                ? C.ugt(maxWindow, TCP_MSS_DEFAULT) : C.uge(maxWindow, 512);
        int cutoff = halve ? maxWindow >>> 1 : maxWindow;
        if (cutoff != 0 && pktsize > cutoff) {
            return Math.max(cutoff, 68 - tcpHeaderLen);
        }
        return pktsize;
    }

    /** TCP_MSS_DEFAULT (include/net/tcp.h): 536. */
    static final int TCP_MSS_DEFAULT = 536;

    /**
     * tcp_current_mss (net/ipv4/tcp_output.c, 4.0/4.1/6.18): re-sync when the route's MTU differs
     * from pmtu_cookie; returns mss_cache (unsigned int). Simplification: the TCP header length
     * of the next segment equals tcp_header_len (no SACK blocks, no MD5).
     */
    int tcpCurrentMss() {
        int mssNow = mssCache;
        if (routeMtu != pmtuCookie) {
            mssNow = tcpSyncMss(routeMtu);
        }
        return mssNow;
    }

    /**
     * tcp_write_xmit reaching tcp_mtu_probe. Every caller passes {@code mss_now =
     * tcp_current_mss(sk)} (tcp_push_pending_frames, __tcp_push_pending_frames, tcp_push via
     * tcp_send_mss in net/ipv4/tcp.c), so the socket re-syncs with the route first, whether or not
     * tcp_mtu_probe then probes.
     */
    void tcpWriteXmit() {
        tcpCurrentMss();
        tcpMtuProbe();
    }

    /**
     * The decision part of tcp_mtu_probe (net/ipv4/tcp_output.c), per variant: 4.0
     * {@code probe_size = 2 * tp->mss_cache}; V1/V3 the datagram midpoint used as the segment size;
     * V5, 4.1 and 6.18 {@code tcp_mtu_to_mss} of the midpoint (FIX: of the midpoint rounded up). Stop test
     * {@code probe_size > tcp_mtu_to_mss(search_high)}, from V3 on {@code || interval <
     * threshold} (V5: {@code max(1, threshold)}), and from 4/4 on the stop path calls
     * tcp_mtu_check_reprobe. Then tcp_transmit_skb: IP output refuses a DF datagram larger than the
     * route MTU (ip_finish_output, ip_fragment: IPSTATS_MIB_FRAGFAILS, an ICMP frag-needed sent to
     * itself with the route's MTU, -EMSGSIZE; IPv6: ip6_xmit, ipv6_local_error), tcp_mtu_probe
     * returns -1 with nothing changed, and the data leaves later in normal segments. On success
     * {@code snd_cwnd--} and {@code probe_size = tcp_mss_to_mtu(nskb->len)} with nskb->len the
     * segment size (6.x stores it in a 31-bit field; sizes here are far below 2^31). On an IPv4 route
     * whose MTU is locked (6.x locks it below ip_rt_min_pmtu), ip_dont_fragment clears DF and the
     * probe leaves in fragments.
     * After the stop test, {@code size_needed = probe_size + (tp->reordering + 1) * tp->mss_cache} (u32 arithmetic
     * stored in an int) and {@code if (tp->snd_wnd < size_needed) return -1;} (u32 against int: unsigned), with
     * snd_wnd and reordering the event's inputs ({@link #sndWnd}; no snd_wnd given: the window suffices).
     * Simplifications: the write queue ({@code write_seq - snd_nxt < size_needed}), the window's end
     * ({@code after(snd_nxt + size_needed, tcp_wnd_end(tp))}, return 0: wait for the window to open) and the cwnd
     * room for two packets always suffice (so those gates never fire).
     *
     * @return 1 when a probe was sent, -1 otherwise, as the C
     */
    int tcpMtuProbe() {
        if (!gate(Gate.PROBE_ENABLED, enabled != 0) || !gate(Gate.PROBE_IN_FLIGHT, probeSize == 0)
                || !gate(Gate.PROBE_CWND, !C.ult(sndCwnd, 11))) {
            return -1;
        }
        tcpCurrentMss();
        int size;
        switch (variant.probeSizeRule) {
            case DOUBLE_MSS_CACHE:
                if (C.mulWrapsU32(2, mssCache)) {
                    wrap("2 * tp->mss_cache");
                }
                size = 2 * mssCache;
                break;
            case MIDPOINT_AS_SEGMENT:
                size = midpoint();
                break;
            case MIDPOINT_UP_TO_MSS:
                size = tcpMtuToMss(midpointUp());
                break;
            default:
                size = tcpMtuToMss(midpoint());
                break;
        }
        if (C.subWrapsInt(searchHigh, searchLow)) {
            wrap("search_high - search_low");
        }
        int interval = searchHigh - searchLow;
        boolean stop;
        if (variant.stopRule == Variant.StopRule.DATAGRAM_IN_RANGE) {
            int mtu = tcpMssToMtu(size);
            stop = mtu <= searchLow || mtu > searchHigh || interval < tcpProbeThreshold;
        } else {
            stop = !gate(Gate.PROBE_SIZE_STOP, size <= tcpMtuToMss(searchHigh));
        }
        switch (variant.stopRule) {
            case THRESHOLD:
                stop = stop || !gate(Gate.PROBE_THRESHOLD_STOP, interval >= tcpProbeThreshold);
                break;
            case THRESHOLD_AT_LEAST_ONE:
                stop = stop || interval < Math.max(1, tcpProbeThreshold);
                break;
            case THRESHOLD_AT_LEAST_TWO:
                stop = stop || interval < Math.max(2, tcpProbeThreshold);
                break;
            default:
                break;
        }
        if (stop) {
            stopped = true;
            if (variant.reprobeTimer) {
                tcpMtuCheckReprobe();
            }
            return -1;
        }
        // size_needed: probe_size + (tp->reordering + 1) * tp->mss_cache, u32 arithmetic into an int
        int sizeNeeded = size + (reordering + 1) * mssCache;
        if (!gate(Gate.PROBE_WINDOW, sndWnd == Event.NONE || !C.ult((int) sndWnd, sizeNeeded))) {
            windowNeeded = sizeNeeded;
            return -1;
        }
        int datagram = tcpMssToMtu(size);
        // ip_dont_fragment: IP_PMTUDISC_WANT sets DF unless the route's MTU is locked (IPv4 only; IPv6 never
        // fragments TCP segments: ip6_xmit refuses them)
        boolean df = config.ip == 6 || !routeLocked;
        if (!gate(Gate.PROBE_ROUTE_MTU, !(df && C.ugt(datagram, routeMtu)))) {
            refused = true;
            if (config.ip == 4) {
                // icmp_send(skb, ICMP_DEST_UNREACH, ICMP_FRAG_NEEDED, htonl(mtu)) to ourselves: tcp_v4_err
                tcpMtuReduced(routeMtu, false);
            }
            return -1;
        }
        sndCwnd = sndCwnd - 1;
        wrote(Assignment.PROBE_SENT_CWND);
        probeSize = datagram;
        wrote(Assignment.PROBE_SENT_SIZE);
        sent = probeSize;
        return 1;
    }

    private int midpoint() {
        if (C.addWrapsInt(searchHigh, searchLow)) {
            wrap("search_high + search_low");
        }
        return (searchHigh + searchLow) >> 1;
    }

    /** FIX {@link Variant.ProbeSizeRule#MIDPOINT_UP_TO_MSS}: {@code (search_high + search_low + 1) >> 1} (int). */
    private int midpointUp() {
        if (C.addWrapsInt(searchHigh, searchLow) || C.addWrapsInt(searchHigh + searchLow, 1)) {
            wrap("search_high + search_low + 1");
        }
        return (searchHigh + searchLow + 1) >> 1;
    }

    /**
     * tcp_mtu_check_reprobe (patch 4/4; 4.1 and 6.18 zero probe_size first, which changes nothing
     * since tcp_mtu_probe only gets here with probe_size == 0). {@code delta} is s32,
     * {@code interval * HZ} a u32 product, and {@code delta >= interval * HZ} compares an s32 with
     * a u32: unsigned. 6.x bounds tcp_probe_interval to UINT_MAX / HZ, so the product fits. The new
     * search_high is {@code mss_clamp + 40} whatever the route's MTU, and nothing re-syncs it: on a route
     * below that, the next probes are computed from a range above the route.
     */
    void tcpMtuCheckReprobe() {
        int interval = tcpProbeInterval;
        int delta = tcpTimeStamp() - probeTimestamp;
        if (C.mulWrapsU32(interval, hz)) {
            wrap("interval * HZ");
        }
        if (gate(Gate.REPROBE_DEADLINE, C.uge(delta, interval * hz))) {
            int mss = tcpCurrentMss();
            probeSize = 0;
            wrote(Assignment.REPROBE_PROBE_SIZE);
            searchHigh = mssClamp + 20 + netHeaderLen;
            wrote(Assignment.REPROBE_HIGH);
            searchLow = floorSearchLow(tcpMssToMtu(mss));
            wrote(Assignment.REPROBE_LOW);
            probeTimestamp = tcpTimeStamp();
            wrote(Assignment.REPROBE_STAMP);
            reprobed = true;
            if (variant.highResetRule == Variant.HighResetRule.SYNC) {
                tcpSyncMss(pmtuCookie);
            }
        }
    }

    /**
     * tcp_mtup_probe_success (net/ipv4/tcp_input.c). New snd_cwnd: 4.x {@code snd_cwnd *
     * tcp_mss_to_mtu(mss_cache) / probe_size} in u32 ("FIXME: breaks with very large cwnd"); 6.x
     * (11825765291a "tcp: fix tcp_mtup_probe_success vs wrong snd_cwnd", Eric Dumazet, May 2022)
     * {@code val = (u64)cwnd * mtu; do_div(val, probe_size); max_t(u32, 1U, val)}. Then search_low
     * per the variant, probe_size = 0, tcp_sync_mss(pmtu_cookie). Not modelled: snd_ssthresh,
     * snd_cwnd_cnt, snd_cwnd_stamp.
     */
    void tcpMtupProbeSuccess() {
        int mtu = tcpMssToMtu(mssCache);
        if (variant.cwndRule == Variant.CwndRule.U32_PRODUCT) {
            if (C.mulWrapsU32(sndCwnd, mtu)) {
                wrap("tp->snd_cwnd * tcp_mss_to_mtu(sk, tp->mss_cache)");
            }
            sndCwnd = C.udiv(sndCwnd * mtu, probeSize);
            wrote(Assignment.PROBE_SUCCESS_CWND_U32);
        } else {
            // (u64)u32 * int: the int converts to u64 (sign-extended); the product is taken mod 2^64
            long val = C.udiv64(C.u32(sndCwnd) * (long) mtu, C.u32(probeSize));
            int low = (int) val; // max_t(u32, 1U, val) casts val to u32 first
            sndCwnd = C.ult(low, 1) ? 1 : low;
            wrote(Assignment.PROBE_SUCCESS_CWND_U64);
        }
        if (variant.successRule == Variant.SuccessRule.SNAP_TO_SEARCH_HIGH && searchLow == probeSize) {
            searchLow = searchHigh;
            wrote(Assignment.SNAP_SUCCESS_LOW);
        } else {
            searchLow = probeSize;
            wrote(Assignment.PROBE_SUCCESS_LOW);
        }
        probeSize = 0;
        wrote(Assignment.PROBE_SUCCESS_PROBE_SIZE);
        tcpSyncMss(pmtuCookie);
    }

    /**
     * The probe-failure branch of tcp_fastretrans_alert (net/ipv4/tcp_input.c, 4.0/4.1/6.18):
     * tcp_mtup_probe_failed ({@code search_high = probe_size - 1}, or the FIX rule's
     * {@code min(search_high, probe_size - 1)}; {@code probe_size = 0}), then {@code snd_cwnd++}
     * (undoing the probe's decrement) and tcp_simple_retransmit, whose only effect modelled is its
     * tcp_current_mss (the probe is no longer in flight). Recovery is not entered.
     */
    void tcpMtupProbeFailed() {
        int high = probeSize - 1;
        searchHigh = variant.failureRule == Variant.FailureRule.MIN_WITH_SEARCH_HIGH ? Math.min(searchHigh, high) : high;
        wrote(variant.failureRule == Variant.FailureRule.MIN_WITH_SEARCH_HIGH ? Assignment.FIX_PROBE_FAILED_HIGH : Assignment.PROBE_FAILED_HIGH);
        probeSize = 0;
        wrote(Assignment.PROBE_FAILED_PROBE_SIZE);
        if (sndCwnd == -1) {
            wrap("tp->snd_cwnd++");
        }
        sndCwnd = sndCwnd + 1;
        wrote(Assignment.PROBE_FAILED_CWND);
        tcpCurrentMss();
    }

    /**
     * __tcp_retransmit_skb (net/ipv4/tcp_output.c, 4.0/4.1/6.18) for a segment that is not a lost
     * probe: {@code if (icsk->icsk_mtup.probe_size) icsk->icsk_mtup.probe_size = 0;} ("Inconclusive
     * MTU probe": the probe counts neither as acked nor as lost), then
     * {@code cur_mss = tcp_current_mss(sk)}.
     */
    void tcpRetransmitSkb() {
        if (probeSize != 0) {
            probeSize = 0;
            wrote(Assignment.RETRANSMIT_PROBE_SIZE);
            cancelled = true;
        }
        tcpCurrentMss();
    }

    /**
     * A retransmission timeout past tcp_retries1 (tcp_retransmit_timer, net/ipv4/tcp_timer.c):
     * tcp_write_timeout calls tcp_mtu_probing, then tcp_retransmit_skb cancels a probe in flight.
     */
    void tcpRetransmitTimer() {
        tcpWriteTimeout();
        tcpRetransmitSkb();
    }

    /** tcp_write_timeout (net/ipv4/tcp_timer.c) past tcp_retries1: its call of tcp_mtu_probing. */
    private void tcpWriteTimeout() {
        tcpMtuProbing();
    }

    /**
     * tcp_mtu_probing (net/ipv4/tcp_timer.c; V3 3/4 renames it tcp_blackhole_probe), called from
     * tcp_write_timeout once retransmits_timed_out(sysctl_tcp_retries1): nothing when
     * tcp_mtu_probing is 0; enable on the first one (4/4: probe_timestamp = now); otherwise shrink
     * search_low by the variant's step, {@code min(tcp_base_mss, mss)}, then the floors (4.x
     * {@code max(mss, 68 - tcp_header_len)}; 6.x {@code max(mss, tcp_mtu_probe_floor)},
     * {@code max(mss, tcp_min_snd_mss)}); both paths end with tcp_sync_mss(pmtu_cookie). Not
     * modelled: dst_negative_advice (the learned PMTU survives it in the route's exception).
     */
    void tcpMtuProbing() {
        if (!gate(Gate.BLACKHOLE_PROBING, tcpMtuProbing != 0)) {
            return;
        }
        if (!gate(Gate.BLACKHOLE_ENABLE, enabled != 0)) {
            enabled = 1;
            wrote(Assignment.MTU_PROBING_ENABLED);
            if (variant.reprobeTimer) {
                probeTimestamp = tcpTimeStamp();
                wrote(Assignment.MTU_PROBING_STAMP);
            }
            tcpSyncMss(pmtuCookie);
            return;
        }
        int mss;
        switch (variant.blackholeRule) {
            case SEARCH_LOW_UNHALVED:
                mss = tcpMtuToMss(searchLow);
                break;
            case HALVE_CURRENT_MSS:
                mss = tcpCurrentMss() >>> 1; // unsigned int >> 1, then converted to int
                break;
            default:
                mss = tcpMtuToMss(searchLow) >> 1;
                break;
        }
        gate(Gate.BLACKHOLE_BASE_MSS, tcpBaseMss >= mss);
        mss = Math.min(tcpBaseMss, mss);
        if (variant.blackholeFloorRule == Variant.BlackholeFloorRule.HEADER_68) {
            mss = Math.max(mss, 68 - tcpHeaderLen);
        } else {
            gate(Gate.BLACKHOLE_PROBE_FLOOR, mss >= tcpMtuProbeFloor);
            mss = Math.max(mss, tcpMtuProbeFloor);
            gate(Gate.BLACKHOLE_MIN_SND_MSS, mss >= tcpMinSndMss);
            mss = Math.max(mss, tcpMinSndMss);
        }
        searchLow = floorSearchLow(tcpMssToMtu(mss));
        wrote(Assignment.MTU_PROBING_LOW);
        tcpSyncMss(pmtuCookie);
    }

    /**
     * The FIX rule {@link Variant.SearchLowFloorRule#IPV6_MIN_MTU}, tcp_mtup_search_low in its kernel patch; every
     * kernel version returns {@code low}.
     */
    private int floorSearchLow(int low) {
        if (variant.searchLowFloorRule == Variant.SearchLowFloorRule.IPV6_MIN_MTU && config.ip == 6 && low < 1280) {
            return 1280;
        }
        return low;
    }

    /**
     * ICMP frag-needed / Packet Too Big, per the variant's {@link Variant.RouteRule}.
     *
     * <p>4.1: IPv4 (tcp_v4_err, __ip_rt_update_pmtu, tcp_v4_mtu_reduced): a report above the
     * route's current MTU is ignored ({@code if (ipv4_mtu(dst) < mtu) return;}; 4.0 compared with
     * the device MTU instead, see specs/KERNEL-SOURCES.md), otherwise the route MTU becomes
     * {@code max(mtu, ip_rt_min_pmtu = 552)}. IPv6 (tcp_v6_err, ip6_rt_update_pmtu,
     * tcp_v6_mtu_reduced): only a report below the route MTU lowers it, floored at IPV6_MIN_MTU 1280.
     *
     * <p>6.18: IPv4 __ip_rt_update_pmtu returns on a locked route ({@code ip_mtu_locked}) and on a
     * report above ipv4_mtu(dst); a report below ip_rt_min_pmtu sets {@code min(old_mtu, 552)} and
     * locks the route's exception. IPv6: tcp_v6_err drops a PTB below IPV6_MIN_MTU, tcp_v6_mtu_reduced
     * drops one whose {@code tcp_mtu_to_mss(sk, mtu) >= mss_cache} ("Drop requests trying to increase
     * our current mss"), and __ip6_rt_update_pmtu only lowers the route.
     *
     * <p>Then, in all, if {@code pmtu_cookie > dst_mtu}: tcp_sync_mss(dst_mtu) and
     * tcp_simple_retransmit, which retransmits (and so cancels a probe in flight) when a segment in
     * flight is longer than the new MSS: one of the MSS in use before the ICMP, or the probe, and
     * tcp_xmit_retransmit_queue has room under snd_cwnd ({@code cwndFull} false). With the window full
     * the marked segments wait, the probe stays in flight, and the retransmission that cancels it is a
     * later {@code retransmit} event. Not modelled: route expiry (ip_rt_mtu_expires), locks set by the administrator, sockets with
     * IP_PMTUDISC_DONT.
     */
    void tcpMtuReduced(int mtu, boolean cwndFull) {
        boolean linux6 = variant.routeRule == Variant.RouteRule.LINUX_6;
        if (config.ip == 4) {
            if (linux6) {
                if (gate(Gate.ICMP4_LOCKED, !routeLocked) && gate(Gate.ICMP4_ABOVE_ROUTE, !C.ult(routeMtu, mtu))) {
                    if (!gate(Gate.ICMP4_MIN_PMTU, !C.ult(mtu, 552))) {
                        routeLocked = true;
                        mtu = C.ult(routeMtu, 552) ? routeMtu : 552;
                    }
                    routeUpdated(mtu, Assignment.IPV4_UPDATE_PMTU);
                }
            } else if (gate(Gate.ICMP4_ABOVE_ROUTE, !C.ult(routeMtu, mtu))) {
                routeUpdated(C.ult(mtu, 552) ? 552 : mtu, Assignment.IPV4_UPDATE_PMTU);
            }
        } else if (linux6) {
            if (!gate(Gate.ICMP6_MIN_MTU, !C.ult(mtu, 1280)) || !gate(Gate.ICMP6_MSS, !C.uge(tcpMtuToMss(mtu), mssCache))) {
                return;
            }
            if (gate(Gate.ICMP6_BELOW_ROUTE, C.ult(mtu, routeMtu))) {
                routeUpdated(mtu, Assignment.IPV6_UPDATE_PMTU);
            }
        } else if (gate(Gate.ICMP6_BELOW_ROUTE, C.ult(mtu, routeMtu))) {
            routeUpdated(C.ult(mtu, 1280) ? 1280 : mtu, Assignment.IPV6_UPDATE_PMTU);
        }
        if (gate(Gate.ICMP_COOKIE, C.ugt(pmtuCookie, routeMtu))) {
            int oldMss = mssCache;
            int probeSeg = probeSize - tcpHeaderLen - netHeaderLen;
            tcpSyncMss(routeMtu);
            tcpSimpleRetransmit(oldMss, probeSeg, cwndFull);
        }
    }

    /**
     * The route's MTU set by a PMTU update. Its provenance is recorded only when the MTU changes: an update to the MTU
     * the route already has (the ICMP IP output sends itself for a refused probe, say) leaves the value as the earlier
     * writer set it, and 6.x skips it outright when the exception already holds that MTU ({@code rt->rt_pmtu == mtu}).
     */
    private void routeUpdated(int mtu, Assignment by) {
        if (routeMtu != mtu) {
            wrote(by);
        }
        routeMtu = mtu;
    }

    /**
     * tcp_simple_retransmit (net/ipv4/tcp_input.c, 4.0/4.1/6.18): marks lost every segment in the
     * retransmit queue with {@code tcp_skb_seglen(skb) > tcp_current_mss(sk)} (unsigned) and, when
     * it marked any, enters TCP_CA_Loss and calls tcp_xmit_retransmit_queue (net/ipv4/tcp_output.c), which
     * retransmits them (tcp_retransmit_skb) unless {@code tcp_packets_in_flight(tp) >= tcp_snd_cwnd(tp)}
     * ({@code cwndFull}): then it sends nothing now. Simplification: the congestion state is not modelled.
     */
    private void tcpSimpleRetransmit(int oldMss, int probeSeg, boolean cwndFull) {
        int mss = tcpCurrentMss();
        boolean marked = C.ugt(oldMss, mss) || (probeSize != 0 && C.ugt(probeSeg, mss));
        if (gate(Gate.SIMPLE_RETRANSMIT, marked && !cwndFull)) {
            tcpRetransmitSkb();
        }
    }

    /**
     * tcp_ack_update_window (net/ipv4/tcp_input.c, 4.0/4.1/6.18), for an ACK that updates the window to
     * {@code nwin} (u32): {@code if (nwin > tp->max_window) { tp->max_window = nwin; tcp_sync_mss(sk,
     * inet_csk(sk)->icsk_pmtu_cookie); }} (tcp_bound_to_half_wnd reads max_window). With no window given
     * ({@link Event#NONE}) the ACK's window exceeded max_window by an amount not modelled: max_window is kept and the
     * re-sync runs.
     */
    void tcpAckUpdateWindow(long nwin) {
        if (nwin == Event.NONE) {
            tcpSyncMss(pmtuCookie);
        } else if (C.ugt((int) nwin, maxWindow)) {
            maxWindow = (int) nwin;
            tcpSyncMss(pmtuCookie);
        }
    }

    /** A route change: a new route with {@code mtu} and no learned (or locked) PMTU. */
    void routeChange(int mtu) {
        routeMtu = mtu;
        wrote(Assignment.ROUTE_CHANGE);
        routeLocked = false;
    }

    /** A write to /proc/sys/net/ipv4/{@code name}; a value the proc handler refuses changes nothing (-EINVAL). */
    void writeSysctl(String name, int value) {
        if (!variant.sysctlAccepts(name, value, hz)) {
            einval = true;
            return;
        }
        switch (name) {
            case Sysctl.TCP_MTU_PROBING: tcpMtuProbing = value; break;
            case Sysctl.TCP_BASE_MSS: tcpBaseMss = value; break;
            case Sysctl.TCP_PROBE_THRESHOLD: tcpProbeThreshold = value; break;
            case Sysctl.TCP_PROBE_INTERVAL: tcpProbeInterval = value; break;
            case Sysctl.TCP_MIN_SND_MSS: tcpMinSndMss = value; break;
            case Sysctl.TCP_MTU_PROBE_FLOOR: tcpMtuProbeFloor = value; break;
            default: throw new IllegalArgumentException("unknown sysctl " + name);
        }
    }
}
