package pmtuverify.kernel.plpmtud;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.trace.PmtuReplay;
import java.util.Optional;
import java.util.function.Function;

/**
 * A catalogue invariant that LATEST violates, evaluated on the kernel's own states: the samples bpftrace read from the
 * sender socket and the counters of its namespace. Each value states its formula as the catalogue does (over the
 * kernel's fields, not the model's) and returns the figures that show the violation on this kernel, or nothing when
 * the run does not show it. Every scenario's run is checked against every witness; a scenario built to witness one
 * ({@link Scenario#witness}) must show it.
 */
public record Witness(String invariant, String formula, Function<Result, Optional<String>> check) {

    public Optional<String> of(Result r) {
        return check.apply(r);
    }

    /**
     * ORDER_LOW_HIGH: {@code enabled => search_low <= search_high}. A router whose egress MTU is below
     * ip_rt_min_pmtu (552) makes __ip_rt_update_pmtu (net/ipv4/route.c@v6.18) lock the route at 552, and
     * tcp_sync_mss caps search_high there, below search_low.
     */
    public static final Witness ORDER_LOW_HIGH = new Witness("ORDER_LOW_HIGH", "enabled => search_low <= search_high",
            r -> firstState(r, s -> s.enabled && s.searchLow > s.searchHigh,
                    s -> "search_low " + s.searchLow + " > search_high " + s.searchHigh + " (pmtu_cookie " + s.pmtuCookie
                            + ")"));

    /**
     * ORDER_MSS_IN_RANGE as restated: {@code enabled => search_low <= tcp_mss_to_mtu(mss_cache) && (tcp_mss_to_mtu(mss_cache)
     * <= search_high || mss_cache <= tcp_mtu_to_mss(0))}, the MSS floor being the administrator's.
     */
    public static final Witness ORDER_MSS_IN_RANGE = new Witness("ORDER_MSS_IN_RANGE",
            "enabled => search_low <= tcp_mss_to_mtu(mss_cache) && (tcp_mss_to_mtu(mss_cache) <= search_high || mss_cache <= tcp_mtu_to_mss(0))",
            r -> firstState(r, s -> {
                long mtu = s.mssCache + r.scenario.headers();
                return s.enabled && (mtu < s.searchLow || mtu > s.searchHigh && s.mssCache > r.scenario.floorMss());
            }, s -> "tcp_mss_to_mtu(mss_cache " + s.mssCache + ") = " + (s.mssCache + r.scenario.headers())
                    + " outside [" + s.searchLow + ", " + s.searchHigh + "]"));

    /**
     * PROBE_WITHIN_RANGE: {@code sent > 0 => search_low < sent <= search_high}, read at each new probe (tcp_mtu_probe
     * sets icsk_mtup.probe_size and leaves the range alone, so the sample that first shows the probe has its range).
     * A transition in which the route fell too is skipped: its ICMP may have come after the send (an ICMP answering
     * the probe itself) and lowered search_high below a probe that was in range when it left.
     */
    public static final Witness PROBE_WITHIN_RANGE = new Witness("PROBE_WITHIN_RANGE",
            "sent > 0 => search_low < sent <= search_high",
            r -> {
                List<Sample> bad = new ArrayList<>();
                int probes = 0;
                for (Transition t : r.transitions) {
                    if (t.after.probeSize != 0 && t.after.probeSize != t.before.probeSize
                            && t.after.pmtuCookie == t.before.pmtuCookie) {
                        probes++;
                        if (t.after.probeSize <= t.after.searchLow || t.after.probeSize > t.after.searchHigh) {
                            bad.add(t.after);
                        }
                    }
                }
                if (bad.isEmpty()) {
                    return Optional.empty();
                }
                Sample s = bad.get(0);
                return Optional.of(bad.size() + " of " + probes + " probes outside (search_low, search_high], the first "
                        + s.probeSize + " with search_low " + s.searchLow + ", search_high " + s.searchHigh);
            });

    /** SANE_SIZES: {@code sent > 0 => min_mtu <= sent <= 65535} (min_mtu 68, IPv6 1280). */
    public static final Witness SANE_SIZES = new Witness("SANE_SIZES", "sent > 0 => min_mtu <= sent <= 65535",
            r -> {
                int min = r.scenario.ip == 6 ? 1280 : 68;
                return firstState(r, s -> s.probeSize != 0 && (s.probeSize < min || s.probeSize > 65535),
                        s -> "a probe of " + s.probeSize + " bytes on IPv" + r.scenario.ip + " (minimum MTU " + min + ")");
            });

    /**
     * SANE_NO_WRAP: {@code wraps(event) == {}}. On the kernel a wrapped int shows as a negative search bound:
     * tcp_mss_to_mtu(tcp_base_mss) in tcp_mtup_init wraps above INT_MAX - headers (the kernel builds with
     * -fno-strict-overflow, so the int addition wraps as the model's does).
     */
    public static final Witness SANE_NO_WRAP = new Witness("SANE_NO_WRAP", "wraps(event) == {}",
            r -> firstState(r, s -> s.searchLow < 0 || s.searchHigh < 0,
                    s -> "search_low " + s.searchLow + " = tcp_mss_to_mtu(" + r.scenario.baseMss + ") wrapped, search_high "
                            + s.searchHigh + ", mss_cache " + s.mssCache
                            + modelWraps(r).map(w -> "; the model's replay records the wrap: " + w).orElse("")));

    /**
     * PROBE_NOT_REFUSED: {@code xmit => not refused}. On the kernel, IP output's refusals of DF datagrams longer than
     * the route (ip_fragment, net/ipv4/ip_output.c@v6.18) count as IpFragFails, while the search range reaches above
     * the route's MTU (pmtu_cookie); the model's replay marks the same sends refused.
     */
    public static final Witness PROBE_NOT_REFUSED = new Witness("PROBE_NOT_REFUSED", "xmit => not refused",
            r -> {
                long fragFails = r.observation.delta("IpFragFails");
                List<Sample> samples = r.samples();
                List<Sample> aboveRoute = samples.stream().filter(s -> s.enabled && s.searchHigh > s.pmtuCookie).toList();
                long above = aboveRoute.size();
                long refused = r.model.stream().filter(m -> m.step().refused).count();
                if (fragFails == 0 || above == 0) {
                    return Optional.empty();
                }
                Sample s = aboveRoute.get(aboveRoute.size() - 1);
                return Optional.of("IpFragFails " + fragFails + " in " + r.scenario.seconds + " s; search_high "
                        + s.searchHigh + " above the route's MTU " + s.pmtuCookie + " on " + above + " of "
                        + samples.size() + " recorded states; TCPMTUPSuccess " + r.observation.delta("TcpExtTCPMTUPSuccess")
                        + "; the model refuses " + refused + " of the replayed sends");
            });

    /**
     * TERMINATION: the search stops. Witnessed when the kernel's successful probes exceed the ranking function's
     * bound search_high - search_low + 1 of the connection's first state (no terminating search sends more) and
     * probes still succeed in the last second of the run.
     */
    public static final Witness TERMINATION = new Witness("TERMINATION", "<>[] (probe_size == 0 and no probe sent)",
            r -> {
                List<Long> ps = r.observation.successesPerSecond();
                List<Sample> samples = r.samples();
                if (ps.isEmpty() || samples.isEmpty()) {
                    return Optional.empty();
                }
                Sample first = samples.get(0);
                long bound = (long) first.searchHigh - first.searchLow + 1;
                long successes = r.observation.delta("TcpExtTCPMTUPSuccess");
                if (successes <= bound || ps.get(ps.size() - 1) == 0) {
                    return Optional.empty();
                }
                return Optional.of(successes + " successful probes in " + r.scenario.seconds + " s (a terminating search "
                        + "from (" + first.searchLow + ", " + first.searchHigh + "] sends at most " + bound
                        + "); per second, each second: " + ps + " (still rising at the end)");
            });

    /** Every witness, in catalogue order. */
    public static final List<Witness> ALL = List.of(ORDER_LOW_HIGH, ORDER_MSS_IN_RANGE, PROBE_WITHIN_RANGE,
            PROBE_NOT_REFUSED, TERMINATION, SANE_SIZES, SANE_NO_WRAP);

    public static Witness byInvariant(String id) {
        return ALL.stream().filter(w -> w.invariant.equals(id)).findFirst().orElse(null);
    }

    private static Optional<String> firstState(Result r, java.util.function.Predicate<Sample> bad,
            Function<Sample, String> say) {
        List<Sample> samples = r.samples();
        long n = samples.stream().filter(bad).count();
        return samples.stream().filter(bad).findFirst()
                .map(s -> say.apply(s) + " (" + n + " of " + samples.size() + " recorded states)");
    }

    private static Optional<String> modelWraps(Result r) {
        for (PmtuReplay.Row m : r.model) {
            if (!m.step().wraps.isEmpty()) {
                return Optional.of(m.step().wraps.get(0));
            }
        }
        return Optional.empty();
    }
}
