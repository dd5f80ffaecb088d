package pmtuverify.kernel.plpmtud;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Event;

/**
 * Turns the kernel's samples into transitions, each as the replay events that explain the change (README, "Trace
 * format (PLPMTUD)"). The tracepoints sample at the top of tcp_rcv_established (tcp:tcp_probe) and after a
 * retransmission (tcp:tcp_retransmit_skb), so one change may hold several kernel steps; they are emitted in the
 * kernel's order of net/ipv4/tcp_input.c and tcp_output.c@v6.18:
 *
 * <ol>
 *   <li>pmtu_cookie lower: an ICMP "fragmentation needed" / "packet too big" (tcp_v4_mtu_reduced /
 *       tcp_v6_mtu_reduced; built here with the new cookie, and {@link Conformance} replaces that MTU with the one the
 *       capture carried, so that the cookie is the model's prediction); after the probe's
 *       success instead when the probe in flight was acked in the same change (an ICMP deferred past the ACKs in the
 *       socket's backlog), and last, after the send, when the new probe in flight is larger than the route MTU it
 *       reports (the ICMP answers that probe);</li>
 *   <li>enabled 0 to 1, or search_low lower with no probe resolved (or higher, at a retransmission: tcp_mtu_probe_floor
 *       or tcp_min_snd_mss above the old search_low): a black-hole timeout (tcp_mtu_probing from tcp_write_timeout),
 *       seen at the retransmission that follows it;</li>
 *   <li>the probe in flight resolved: search_low = probe_size is tcp_mtup_probe_success (probe_acked), search_high =
 *       probe_size - 1 is tcp_mtup_probe_failed (probe_lost), neither is a cancellation by another retransmission
 *       (retransmit; the run is noisy);</li>
 *   <li>the peer's window: where the samples show it (observe.bt's max_window), every growth of max_window is a
 *       window_update carrying the new max_window (tcp_ack_update_window, net/ipv4/tcp_input.c@v6.18: it runs in
 *       tcp_ack before the probe's outcome), observed and never read off a compared field, also between samples whose
 *       compared state is the same; in recordings from before observe.bt printed the window, a change of mss_cache, or
 *       search_high falling to pmtu_cookie, with pmtu_cookie unchanged and nothing above is inferred to be one;</li>
 *   <li>a new probe in flight, a reprobe (search_high back up, probe_timestamp renewed) or mss_cache
 *       changed otherwise: tcp_write_xmit reaching tcp_mtu_probe (xmit).</li>
 * </ol>
 *
 * <p>The peer's window as inputs: the config's max_window is the first sample's (tcp_probe fires first at the first
 * ACK after the handshake, before tcp_ack, so it is the handshake's), and every xmit carries the later sample's
 * snd_wnd and reordering, the values tcp_mtu_probe's {@code snd_wnd < size_needed} gate read after the sampled ACK
 * (only an ACK changes them).
 *
 * <p>snd_cwnd: the samples see it at ACK arrival only, and congestion control changes it between them, so it is an
 * input here, not a compared field. An xmit that sent a probe carries at least 11 (tcp_mtu_probe sends only with
 * tcp_snd_cwnd(tp) >= 11, net/ipv4/tcp_output.c@v6.18): on this kernel a success can shrink snd_cwnd to 10 and the
 * next ACK's slow start grow it back before the send, all between two samples.
 *
 * <p>Times: an event that stamps probe_timestamp (a success, a reprobe, the first enable) happens at the jiffies the
 * kernel stored; any other at the later sample's lower-bound clock ({@link Sample#clockFloor}: the samples carry no
 * finer time, and a clock ahead of the kernel's would push a later stamp past its jiffy). snd_cwnd: an xmit carries
 * the later sample's snd_cwnd, the other events the earlier sample's.
 */
public final class Transitions {
    static final long PROBE_MIN_CWND = 11;
    static final String UNEXPLAINED = "unexplained change";

    private Transitions() {}

    /** The samples of a bpftrace output, in order. */
    public static List<Sample> samples(List<String> bpftraceLines) {
        List<Sample> out = new ArrayList<>();
        for (String l : bpftraceLines) {
            Sample s = Sample.parse(l);
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    /** The transitions between consecutive samples whose PLPMTUD state differs (no quiet sends). */
    public static List<Transition> extract(List<Sample> samples) {
        return extract(samples, null, Long.MIN_VALUE);
    }

    /**
     * The transitions between consecutive samples whose PLPMTUD state differs and, with the sender's
     * tcp_probe_threshold given, the quiet sends: a sample whose state did not change (observe.bt prints one at least
     * every HZ/10 jiffies while ACKs arrive) is an xmit for the model when tcp_mtu_probe's outcome there does not
     * depend on what the model leaves out. That is when the kernel's search had stopped (the stop test of
     * tcp_mtu_probe, net/ipv4/tcp_output.c@v6.18: {@code search_high - search_low < tcp_probe_threshold}) with no
     * probe in flight, probing on, ca_state Open, snd_cwnd >= 11 and data written but not sent ({@link Sample#unsent},
     * so that tcp_write_xmit runs after the ACK), and the gates still open after the ACK ({@link #openAfter}: the next
     * sample is an ACK's, Open, snd_cwnd >= 11): tcp_mtu_check_reprobe then runs before the
     * send-queue, window-end and cwnd-drain gates the model does not have. The model's state must still equal the
     * kernel's after that send: a model that reprobes where the kernel did not (a wrong HZ or interval) DIFFERS there.
     * The send happens at the sample's lower-bound clock ({@link Sample#jiffiesFloor}), and only when that is not
     * before the events already replayed: a model that reprobes there acts before the kernel's tcp_jiffies32 could
     * have allowed it. The selection reads search_low and search_high, which the previous comparison found equal in
     * the model. Only
     * samples up to {@code sendingUntil} (64-bit jiffies) count: after it the sender had no data left, and without
     * data in the send queue tcp_write_xmit, hence tcp_mtu_probe, does not run.
     */
    public static List<Transition> extract(List<Sample> samples, Integer threshold, long sendingUntil) {
        return extract(samples, threshold, sendingUntil, List.of());
    }

    /**
     * As {@link #extract(List, Integer, long)}, with no quiet send taken where the time from its sample to the next
     * overlaps one of {@code unknown} ({from, to} jiffies: a sysctl written mid-run, at an instant the run knows only
     * to lie in that window): whether such a send saw the old value or the new one is not observed.
     */
    public static List<Transition> extract(List<Sample> samples, Integer threshold, long sendingUntil,
            List<long[]> unknown) {
        List<Transition> out = new ArrayList<>();
        if (samples.isEmpty()) {
            return out;
        }
        Sample prev = samples.get(0);
        // a lower bound of the first sample's clock: its floor, or the stamp it shows (connect's tcp_mtup_init) if later
        long clock = Math.max(prev.clockFloor(), prev.extendBack(prev.probeTimestamp));
        long window = prev.maxWindow; // the max_window the model was last given
        for (int i = 1; i < samples.size(); i++) {
            Sample next = samples.get(i);
            // tcp_ack_update_window raised max_window while the ACK sampled before next was processed: observed
            boolean grew = prev.seesWindow() && next.seesWindow() && next.maxWindow > window;
            Event windowUpdate = grew ? windowUpdate(next, clock, prev.sndCwnd) : null;
            if (grew) {
                window = next.maxWindow;
            }
            // a quiet send after the ACK sampled at prev (its effect shows at next: the sample is taken before the
            // ACK is processed), at prev's lower-bound clock
            Sample last = samples.get(i - 1);
            boolean quiet = threshold != null && last.jiffies <= sendingUntil && quietSend(last, threshold)
                    && openAfter(next) && last.jiffiesFloor >= clock
                    && unknown.stream().noneMatch(w -> last.jiffiesFloor <= w[1] && next.jiffies >= w[0]);
            Event quietXmit = quiet ? xmit(last.jiffiesFloor, last.sndCwnd, next) : null;
            if (quiet) {
                clock = last.jiffiesFloor;
            }
            if (next.samePmtuState(prev)) {
                List<Event> ev = new ArrayList<>();
                if (grew) {
                    ev.add(windowUpdate);
                }
                if (quiet) {
                    ev.add(quietXmit);
                }
                if (!ev.isEmpty()) {
                    String label = quiet ? "quiet send" + (grew ? ", window " + next.maxWindow : "") : "window " + next.maxWindow;
                    out.add(new Transition(out.size(), label, ev, last, next, false, false));
                }
                continue;
            }
            List<Event> ev = new ArrayList<>();
            List<String> what = new ArrayList<>();
            // the window grew in tcp_ack, before the send after the sampled ACK and before the probe's outcome
            if (grew) {
                ev.add(windowUpdate);
                what.add("window " + next.maxWindow);
            }
            if (quiet) {
                ev.add(quietXmit);
                what.add("quiet send");
            }
            int inferred = ev.size(); // the events below are inferred from the change
            boolean noisy = false;
            boolean stamped = next.probeTimestamp != prev.probeTimestamp;
            long stampAt = Math.max(clock, next.extend(next.probeTimestamp));
            long at = Math.max(clock, next.clockFloor());
            boolean icmp = next.pmtuCookie < prev.pmtuCookie;
            // the probe in flight resolved; with tcp_probe_threshold <= 1 the next probe may have the same size
            // (search_low may already equal probe_size: then only the absence of a retransmission tells an ack from
            // a cancellation, which __tcp_retransmit_skb makes and tcp:tcp_retransmit_skb samples)
            boolean acked = prev.probeSize != 0 && next.searchLow == prev.probeSize
                    && (prev.searchLow != prev.probeSize || !next.retransmission && next.probeSize != prev.probeSize);
            boolean lost = prev.probeSize != 0 && !acked && next.searchHigh == prev.probeSize - 1
                    && prev.searchHigh != prev.probeSize - 1;
            boolean resolved = acked || lost || prev.probeSize != 0 && next.probeSize != prev.probeSize;
            boolean newProbe = next.probeSize != 0 && (next.probeSize != prev.probeSize || acked || lost);
            // an ICMP caused by the new probe itself (larger than the route it reports) came after its send
            boolean icmpLast = icmp && newProbe && next.probeSize > next.pmtuCookie;
            // an ICMP with the probe in flight acked in the same change came after the ACK: before it, its
            // tcp_simple_retransmit would have marked the probe (longer than tcp_current_mss, which search_low bounds)
            // lost and retransmitted it, ending the probe, unless snd_cwnd had no room (cwnd_full). tcp_v4_err defers
            // an ICMP that finds the socket owned by the user (TCP_MTU_REDUCED_DEFERRED, net/ipv4/tcp_ipv4.c@v6.18)
            // to release_sock's tcp_release_cb, after the ACKs queued in the backlog
            boolean icmpAfterAck = icmp && !icmpLast && acked;
            if (icmp && !icmpLast && !icmpAfterAck) {
                ev.add(icmp(next, at, prev.sndCwnd));
                what.add("icmp " + next.pmtuCookie);
            }
            // tcp_mtu_probing (net/ipv4/tcp_timer.c@v6.18) takes search_low to tcp_mss_to_mtu(max(min(base_mss,
            // mss(search_low) / 2), tcp_mtu_probe_floor, tcp_min_snd_mss)): lower, or higher when a floor is above
            // the old search_low, which only the timer's retransmission sample can show without a probe resolved
            if (!prev.enabled && next.enabled
                    || next.searchLow < prev.searchLow && !acked && !isReprobe(prev, next)
                    || next.searchLow > prev.searchLow && !acked && !isReprobe(prev, next) && next.retransmission) {
                ev.add(Event.of(Event.Kind.RTO).at(stamped && !prev.enabled ? stampAt : at).withCwnd(prev.sndCwnd));
                what.add("rto");
            }
            if (acked) {
                ev.add(Event.of(Event.Kind.PROBE_ACKED).at(stamped ? stampAt : at).withCwnd(prev.sndCwnd));
                what.add("probe " + prev.probeSize + "+");
                if (icmpAfterAck) {
                    ev.add(icmp(next, Math.max(at, stamped ? stampAt : at), prev.sndCwnd));
                    what.add("icmp " + next.pmtuCookie);
                }
            } else if (lost) {
                ev.add(Event.of(Event.Kind.PROBE_LOST).at(at).withCwnd(prev.sndCwnd));
                what.add("probe " + prev.probeSize + "-");
            } else if (resolved && !icmp && next.enabled == prev.enabled) {
                // neither its ack nor its loss: a retransmission cancelled it ("Inconclusive MTU probe"). When the
                // probe is above the route an ICMP reported, that retransmission is the ICMP's own
                // tcp_simple_retransmit (tcp_xmit_retransmit_queue sends it when snd_cwnd allows): not noise.
                boolean ownIcmp = prev.probeSize > prev.pmtuCookie;
                ev.add(Event.of(Event.Kind.RETRANSMIT).at(at).withCwnd(prev.sndCwnd));
                what.add("probe " + prev.probeSize + " cancelled" + (ownIcmp ? " (its ICMP's retransmission)" : ""));
                noisy = !ownIcmp;
            }
            boolean reprobe = isReprobe(prev, next);
            // mss_cache changed with the route (pmtu_cookie) as it was and no probe outcome or timeout: a
            // tcp_sync_mss(sk, icsk_pmtu_cookie) from tcp_ack_update_window when the peer's window passed max_window
            // (tcp_sync_mss also caps search_high at the cookie: on a route below the peer's MSS that cap may be all
            // it changes, mss_cache staying at tcp_mtu_to_mss(search_low))
            boolean highCapped = prev.searchHigh > prev.pmtuCookie && next.searchHigh == next.pmtuCookie;
            boolean windowSync = !next.seesWindow() && ev.size() == inferred && !icmp && !reprobe
                    && (next.mssCache != prev.mssCache || highCapped) && next.pmtuCookie == prev.pmtuCookie;
            if (windowSync) {
                ev.add(Event.of(Event.Kind.WINDOW_UPDATE).at(at).withCwnd(prev.sndCwnd));
                what.add("window re-sync");
            }
            boolean resync = ev.size() == inferred && !icmpLast && next.mssCache != prev.mssCache;
            // a quiet send in the stamp's own jiffy was the reprobe's send: the first tcp_mtu_probe past its gates in
            // that jiffy met tcp_mtu_check_reprobe's deadline, and a later one in the same jiffy could not meet it where
            // that one did not (the time and the state are the same). Another xmit there would let the model probe
            // where the kernel's next send had not come yet.
            boolean reprobedAtQuiet = reprobe && quiet && quietXmit.at == stampAt; // stampAt is never before it
            if (newProbe || reprobe || resync) {
                // a probe sent proves snd_cwnd >= 11 at the send (tcp_mtu_probe's gate); the samples do not see it there
                long cwnd = newProbe ? Math.max(PROBE_MIN_CWND, Math.max(prev.sndCwnd, next.sndCwnd)) : next.sndCwnd;
                if (reprobe && newProbe) {
                    // tcp_mtu_probe returns -1 after tcp_mtu_check_reprobe: the probe left on a later tcp_write_xmit
                    if (!reprobedAtQuiet) {
                        ev.add(xmit(stampAt, next.sndCwnd, next));
                    }
                    ev.add(xmit(Math.max(at, stampAt), cwnd, next));
                } else if (!reprobedAtQuiet) {
                    ev.add(xmit(reprobe ? stampAt : at, cwnd, next));
                }
                what.add(reprobe ? "reprobe" + (newProbe ? ", probe " + next.probeSize : "")
                        : newProbe ? "probe " + next.probeSize : "re-sync");
            }
            if (icmpLast) {
                ev.add(icmp(next, at, prev.sndCwnd));
                what.add("icmp " + next.pmtuCookie);
            }
            // an observed window update that re-synced explains the change (a search_high capped at the cookie, say)
            boolean unexplained = ev.size() == inferred && !grew && !reprobedAtQuiet;
            if (unexplained) {
                what.add(UNEXPLAINED);
            }
            for (Event e : ev) {
                clock = Math.max(clock, e.at);
            }
            out.add(new Transition(out.size(), String.join(", ", what), ev, prev, next, noisy, unexplained));
            prev = next;
        }
        return out;
    }

    /**
     * The ICMP's fields: the MTU the route took (the cookie tcp_sync_mss stored), and {@code cwnd_full} when the
     * sample after it is an ACK, not a retransmission: observe.bt prints every tcp:tcp_retransmit_skb, so none came
     * between the ICMP and that ACK, and tcp_simple_retransmit's tcp_xmit_retransmit_queue sent nothing
     * (tcp_packets_in_flight >= snd_cwnd, net/ipv4/tcp_output.c@v6.18): the probe stays in flight until a later
     * retransmission.
     */
    static Event icmp(Sample next, long at, long cwnd) {
        Event e = Event.icmp((int) next.pmtuCookie).at(at).withCwnd(cwnd);
        return next.retransmission ? e : e.withCwndFull();
    }

    /**
     * A send after the ACK sampled before {@code after}: tcp_write_xmit reaching tcp_mtu_probe at {@code at} with
     * snd_cwnd {@code cwnd}, and, where the samples show it, the peer's window tcp_mtu_probe read then: snd_wnd and
     * reordering as {@code after} (the next sample, taken before the next ACK changes them) holds them.
     */
    static Event xmit(long at, long cwnd, Sample after) {
        Event e = Event.xmit(at).withCwnd(cwnd);
        return after.seesWindow() ? e.withSndWnd(after.sndWnd).withReordering(after.reordering) : e;
    }

    /** tcp_ack_update_window raising max_window to what {@code next} shows, at {@code at} (it reads no clock). */
    static Event windowUpdate(Sample next, long at, long cwnd) {
        return Event.of(Event.Kind.WINDOW_UPDATE).at(at).withCwnd(cwnd).withSndWnd(next.maxWindow);
    }

    /**
     * Whether tcp_mtu_probe's congestion gates were still open after the sampled ACK had been processed: the next sample
     * (the earliest view of that ACK's effect: ca_state and the snd_cwnd >= 11 bit are in observe.bt's change key, so a
     * change shows at the next ACK) is an ACK's, not a retransmission's, with ca_state Open and snd_cwnd >= 11. The sample
     * itself is taken before tcp_ack runs, and tcp_ack can enter Disorder, Recovery or Loss (a SACK, duplicate ACKs)
     * before tcp_data_snd_check reaches tcp_mtu_probe.
     */
    static boolean openAfter(Sample next) {
        return !next.retransmission && next.caState == 0 && next.sndCwnd >= PROBE_MIN_CWND;
    }

        /** Whether an xmit at this unchanged sample reaches tcp_mtu_check_reprobe in the kernel (see {@link #extract}). */
    static boolean quietSend(Sample s, int threshold) {
        return s.unsent > 0 && s.enabled && s.probeSize == 0 && s.caState == 0 && s.sndCwnd >= PROBE_MIN_CWND
                && s.searchHigh - s.searchLow < threshold;
    }

    /**
     * tcp_mtu_check_reprobe (net/ipv4/tcp_output.c@v6.18): search_high back up to mss_clamp + the TCP and IP headers,
     * search_low = tcp_mss_to_mtu(tcp_current_mss) (not the base), probe_size 0 and a new probe_timestamp. Once the
     * search has reached the clamp both bounds may stay as they were: the new probe_timestamp on a socket that was
     * already probing is the sign (6.18 stamps it nowhere else: tcp_mtup_init, the first black-hole enable, here).
     */
    private static boolean isReprobe(Sample prev, Sample next) {
        return next.probeTimestamp != prev.probeTimestamp && prev.enabled && next.enabled;
    }

}
