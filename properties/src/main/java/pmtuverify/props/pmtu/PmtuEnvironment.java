package pmtuverify.props.pmtu;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.Draw;
import pmtuverify.props.pmtu.Bounds.Dimension;
import pmtuverify.props.pmtu.PmtuHarness.State;

/**
 * The environment of a PLPMTUD run under one {@link Profile}: draws the connection (config and true
 * path MTU) and the next event from a {@link Bounds} value, and counts the profile's corners the run
 * reaches. It knows no invariant beyond the tcp_probe_interval values an invariant assumes.
 *
 * <p>The path: a true path MTU {@code P} (at most the route MTU), and whether the path is a black hole
 * (no ICMP for datagrams above P). A probe in flight is acked when it fits P and lost otherwise; normal
 * segments larger than P end in a retransmission timeout.
 */
final class PmtuEnvironment {
    private final Variant variant;
    private final Profile profile;
    private final Bounds bounds;
    /** The tcp_probe_interval values the invariant assumes, or null. */
    private final int[] assumedIntervals;
    private final Coverage coverage;
    /** The sysctls this variant has, in Sysctl.NAMES order. */
    private final String[] sysctls;

    PmtuEnvironment(Variant variant, Profile profile, Bounds bounds, int[] assumedIntervals, Coverage coverage) {
        this.variant = variant;
        this.profile = profile;
        this.bounds = bounds;
        this.assumedIntervals = assumedIntervals;
        this.coverage = coverage;
        List<String> names = new ArrayList<>();
        for (String n : Sysctl.NAMES) {
            if (variant.hasSysctl(n)) {
                names.add(n);
            }
        }
        this.sysctls = names.toArray(new String[0]);
    }

    // ---------------------------------------------------------------- the connection

    /** The connection's config: drawn from the bounds, then what the proc handlers accept. */
    Config drawConfig(Random r) {
        Config c = Config.defaults(variant);
        int route = bounds.drawInt(Dimension.ROUTE_MTU, r, 0);
        int ip = r.nextBoolean() ? 6 : 4;
        if (ip == 6 && route < 1280) {
            route = 1280;
        }
        if (profile == Profile.BLACKHOLE && route < 576) {
            route = 576; // BLACKHOLE_RECOVERY assumes a path of at least 576 (IPv4): the path is at most the route
        }
        if (ip == 6) {
            coverage.hit("IPv6");
        }
        c = c.withRouteMtu(route).withIp(ip);
        if (bounds.drawInt(Dimension.PASSIVE_OPEN, r, 0) == 1) {
            c = c.withOpen(Config.Open.PASSIVE);
            coverage.hit("passive open");
        }
        c = c.withTcpOptions(bounds.drawInt(Dimension.TCP_OPTIONS, r, c.tcpOptions));
        c = c.withMssClamp(bounds.drawInt(Dimension.MSS_CLAMP, r, c.mssClamp));
        boolean sysctlMix = profile == Profile.SYSCTL;
        int hz = bounds.drawInt(sysctlMix ? Dimension.SYSCTL_HZ : Dimension.HZ, r, c.hz);
        c = c.withHz(hz);
        c = c.withJiffies(bounds.draw(sysctlMix ? Dimension.SYSCTL_JIFFIES : Dimension.JIFFIES, r, hz));
        c = c.withSndCwnd(bounds.drawInt(Dimension.SND_CWND, r, c.sndCwnd));
        c = c.withSysctl(Sysctl.TCP_MTU_PROBING, bounds.drawInt(profile == Profile.SYSCTL ? Dimension.SYSCTL_PROBING
                : profile == Profile.BLACKHOLE ? Dimension.BLACKHOLE_PROBING : profile == Profile.GENERAL ? Dimension.PROBING : Dimension.STEADY_PROBING,
                r, c.tcpMtuProbing));
        if (profile == Profile.GENERAL || profile == Profile.STEADY || profile == Profile.BLACKHOLE) {
            Dimension baseMss = profile == Profile.GENERAL ? Dimension.BASE_MSS : profile == Profile.STEADY ? Dimension.STEADY_BASE_MSS : Dimension.BLACKHOLE_BASE_MSS;
            c = c.withSysctl(Sysctl.TCP_BASE_MSS, bounds.drawInt(baseMss, r, c.tcpBaseMss));
        }
        if (variant.hasProbeThreshold()) {
            c = c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, bounds.drawInt(Dimension.THRESHOLD, r, c.tcpProbeThreshold));
        }
        if (variant.hasProbeInterval()) {
            int i = assumedIntervals != null ? Draw.oneOf(r, assumedIntervals)
                    : bounds.drawInt(profile == Profile.STEADY ? Dimension.STEADY_INTERVAL : Dimension.INTERVAL, r, c.tcpProbeInterval);
            c = c.withSysctl(Sysctl.TCP_PROBE_INTERVAL, i);
        }
        if (variant.hasMinSndMss()) {
            c = c.withSysctl(Sysctl.TCP_MIN_SND_MSS,
                    bounds.drawInt(profile == Profile.STEADY ? Dimension.STEADY_MIN_SND_MSS : Dimension.MIN_SND_MSS, r, c.tcpMinSndMss));
        }
        if (variant.hasMtuProbeFloor()) {
            c = c.withSysctl(Sysctl.TCP_MTU_PROBE_FLOOR, bounds.drawInt(Dimension.MTU_PROBE_FLOOR, r, c.tcpMtuProbeFloor));
        }
        return accepted(c);
    }

    /**
     * The config with every sysctl the variant's proc handlers would refuse replaced: a refused write
     * never reaches a socket. tcp_probe_interval clamps to its range (so that the largest value it can
     * hold is drawn where a larger one was), the others take their defaults.
     */
    private Config accepted(Config c) {
        Config d = Config.defaults(variant);
        if (!variant.sysctlAccepts(Sysctl.TCP_MTU_PROBING, c.tcpMtuProbing, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_MTU_PROBING, d.tcpMtuProbing);
        }
        if (!variant.sysctlAccepts(Sysctl.TCP_BASE_MSS, c.tcpBaseMss, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_BASE_MSS, d.tcpBaseMss);
        }
        if (!variant.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, c.tcpProbeInterval, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_PROBE_INTERVAL, (int) (C.U32_MAX / c.hz));
        }
        if (!variant.sysctlAccepts(Sysctl.TCP_MIN_SND_MSS, c.tcpMinSndMss, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_MIN_SND_MSS, d.tcpMinSndMss);
        }
        if (!variant.sysctlAccepts(Sysctl.TCP_MTU_PROBE_FLOOR, c.tcpMtuProbeFloor, c.hz)) {
            c = c.withSysctl(Sysctl.TCP_MTU_PROBE_FLOOR, d.tcpMtuProbeFloor);
        }
        return c;
    }

    /** The true path MTU, at most the route's. */
    int drawPath(Random r, Config c) {
        int min = c.ip == 6 ? 1280 : 576;
        int route = c.routeMtu;
        if (route <= min) {
            return route;
        }
        switch (bounds.drawInt(Dimension.PATH_MTU, r, 0)) {
            case 0:
                return route;
            case 1:
                return Math.max(min, Math.min(route, 1400));
            case 2:
                return min;
            default:
                return Draw.between(r, min, route);
        }
    }

    /** Counts the profile's corners of the connection {@code c} set up as {@code sock}. */
    void connected(Config c, Sock sock) {
        if (profile == Profile.STEADY) {
            if (c.tcpProbeThreshold <= 0) {
                coverage.hit("threshold <= 0");
            } else if (c.tcpProbeThreshold == 1) {
                coverage.hit("threshold == 1");
            }
            if (c.mssClamp < c.routeMtu - c.netHeaderLen() - 20) {
                coverage.hit("mss_clamp below route");
            }
        }
        if (profile == Profile.BLACKHOLE && c.tcpMtuProbing == 1) {
            coverage.hit("tcp_mtu_probing 1");
        }
        if (profile == Profile.REPROBE) {
            if (c.jiffies == Jiffies.initialJiffies(c.hz)) {
                coverage.hit("INITIAL_JIFFIES");
            }
            if (sock.tcpProbeInterval == 0) {
                coverage.hit("interval 0");
            }
            if (sock.tcpProbeInterval == 1) {
                coverage.hit("interval 1");
            }
        }
    }

    // ---------------------------------------------------------------- events

    /** The next event the environment offers in {@code s}; null ends the run. */
    Event draw(State s, Random r) {
        switch (profile) {
            case STEADY:
                return steadyEvent(s);
            case BLACKHOLE:
                return blackholeEvent(s, r);
            case REPROBE:
                return reprobeEvent(s, r);
            default:
                return generalEvent(s, r);
        }
    }

    /** Outcome of the probe in flight on the path, or null when none is in flight. */
    private static Event outcome(State s) {
        if (s.sock.probeSize == 0) {
            return null;
        }
        return Event.of(s.sock.probeSize <= s.pathMtu ? Event.Kind.PROBE_ACKED : Event.Kind.PROBE_LOST);
    }

    private static Event steadyEvent(State s) {
        Event o = outcome(s);
        return o != null ? o : Event.of(Event.Kind.XMIT).withCwnd(20);
    }

    private Event blackholeEvent(State s, Random r) {
        Event o = outcome(s);
        if (o != null) {
            return o;
        }
        if (!s.mssFits()) {
            coverage.hit("mss above path");
            return r.nextBoolean() ? Event.of(Event.Kind.RTO) : Event.of(Event.Kind.XMIT).withCwnd(20);
        }
        return Event.of(Event.Kind.XMIT).withCwnd(20);
    }

    private Event reprobeEvent(State s, Random r) {
        Event o = outcome(s);
        if (o != null) {
            return o;
        }
        Sock sock = s.sock;
        long gap;
        long period = PmtuHarness.period(sock);
        switch (bounds.drawInt(Dimension.REPROBE_GAP, r, 0)) {
            case 0: gap = 0; break;
            case 1: gap = period; break;
            case 2: gap = period == 0 ? 1 : period - 1; break;
            case 3: gap = period + 1; break;
            case 4: gap = 1L << 32; break;
            case 5: gap = (1L << 32) + period; break;
            case 6: gap = 1L << 31; break;
            case 7: gap = C.u32(sock.tcpProbeInterval * sock.config.hz); break; // the wrapped u32 product
            default: gap = (((long) r.nextInt(65536)) << 20) + r.nextInt(1 << 20); break;
        }
        if (gap >= (1L << 32)) {
            coverage.hit("gap >= 2^32 jiffies");
        }
        Event e = Event.of(Event.Kind.XMIT).withCwnd(20);
        if (gap > 0) {
            long at = sock.jiffies + gap;
            if ((at >>> 32) != (sock.jiffies >>> 32)) {
                coverage.hit("u32 jiffies wrap crossed");
            }
            e = e.at(at);
        }
        return e;
    }

    /** The search's own progress: the probe's outcome, or an xmit (the window has grown to 20 if it was below 11). */
    static Event progressEvent(State s) {
        Event o = outcome(s);
        return o != null ? o : C.ult(s.sock.sndCwnd, 11) ? Event.of(Event.Kind.XMIT).withCwnd(20) : Event.of(Event.Kind.XMIT);
    }

    private Event generalEvent(State s, Random r) {
        Sock sock = s.sock;
        Event o = outcome(s);
        if (s.outsideLeft == 0 || r.nextBoolean()) {
            return progressEvent(s);
        }
        int kind = r.nextInt(o != null ? 7 : 6);
        if (profile == Profile.SYSCTL && kind == 4) {
            kind = 0; // tcp_mtu_probing stays as it was at connect
        }
        Event e;
        switch (kind) {
            case 0:
                e = Event.of(Event.Kind.XMIT);
                if (bounds.drawInt(profile == Profile.SYSCTL ? Dimension.SYSCTL_IDLE_GAP : Dimension.IDLE_GAP, r, 0) == 1) {
                    coverage.hit("idle gap");
                    e = e.at(sock.jiffies + bounds.draw(Dimension.IDLE_GAP_LENGTH, r, Math.max(1L, PmtuHarness.period(sock))));
                }
                break;
            case 1: {
                int k = r.nextInt(3);
                if (k == 0) {
                    e = Event.of(Event.Kind.RTO);
                    coverage.hit("rto");
                } else if (k == 1) {
                    e = Event.of(Event.Kind.RETRANSMIT);
                    coverage.hit("retransmit");
                } else {
                    e = Event.of(Event.Kind.WINDOW_UPDATE);
                    coverage.hit("window update");
                }
                break;
            }
            case 2: {
                int mtu = bounds.drawInt(Dimension.ICMP_MTU, r, s.pathMtu);
                if (mtu < sock.searchLow) {
                    coverage.hit("icmp below search_low");
                }
                e = Event.icmp(mtu);
                break;
            }
            case 3: {
                int route = bounds.drawInt(Dimension.ROUTE_CHANGE, r, sock.routeMtu);
                if (sock.config.ip == 6 && route < 1280) {
                    route = 1280;
                }
                coverage.hit("route change");
                e = Event.routeMtu(route);
                break;
            }
            case 4:
                e = sysctlWrite(r);
                coverage.hit("sysctl write");
                break;
            case 5:
                e = Event.of(Event.Kind.XMIT).withCwnd(C.u32(bounds.drawInt(Dimension.CWND_CHANGE, r, sock.sndCwnd)));
                coverage.hit("cwnd change");
                break;
            default:
                e = o;
                if (o.kind == Event.Kind.PROBE_LOST) {
                    coverage.hit("probe lost");
                }
                break;
        }
        return e;
    }

    private Event sysctlWrite(Random r) {
        String n = sysctls[r.nextInt(sysctls.length)];
        Dimension d;
        if (Sysctl.TCP_PROBE_THRESHOLD.equals(n)) {
            d = Dimension.THRESHOLD;
        } else if (Sysctl.TCP_PROBE_INTERVAL.equals(n)) {
            d = Dimension.WRITE_INTERVAL;
        } else if (Sysctl.TCP_BASE_MSS.equals(n)) {
            d = Dimension.WRITE_BASE_MSS;
        } else if (Sysctl.TCP_MIN_SND_MSS.equals(n) || Sysctl.TCP_MTU_PROBE_FLOOR.equals(n)) {
            d = Dimension.WRITE_MIN_SND_MSS;
        } else {
            d = Dimension.PROBING;
        }
        return Event.sysctl(n, bounds.drawInt(d, r, 0));
    }

    // ---------------------------------------------------------------- what a step reached

    /**
     * The environment's view of a step: counts the profile's corners the step reached; false when the
     * step leaves the profile (in the steady profile the reprobe timer fired: an outside event, which
     * its invariants assume away).
     */
    boolean observe(State before, Event e, Step st) {
        Sock s = st.after;
        switch (profile) {
            case STEADY: {
                int interval = s.searchHigh - s.searchLow;
                if (interval == 0) {
                    coverage.hit("interval 0 reached");
                } else if (interval == 1) {
                    coverage.hit("interval 1 reached");
                }
                return !st.reprobed;
            }
            case BLACKHOLE:
                return true;
            case SYSCTL:
                if (e.kind == Event.Kind.RTO) {
                    coverage.hit("rto");
                }
                if (st.sent > 0) {
                    coverage.hit("probe sent");
                }
                return true;
            case REPROBE:
                if (st.stopped) {
                    coverage.hit("stop test reached");
                    Sock b = before.sock;
                    if (C.mulWrapsU32(b.tcpProbeInterval, b.config.hz)) {
                        coverage.hit("interval * HZ wraps");
                    }
                    if (st.reprobed) {
                        coverage.hit("reprobe");
                    }
                }
                return true;
            default:
                if (s.tcpProbeThreshold <= 1 && variant.hasProbeThreshold()) {
                    coverage.hit("threshold <= 1");
                }
                if (s.enabled != 0 && s.searchHigh == s.searchLow) {
                    coverage.hit("interval 0 reached");
                }
                if (!st.wraps.isEmpty()) {
                    coverage.hit("wrap");
                }
                if (st.sent > 0) {
                    coverage.hit("probe sent");
                }
                return true;
        }
    }
}
