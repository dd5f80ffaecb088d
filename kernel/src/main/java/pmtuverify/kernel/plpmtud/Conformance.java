package pmtuverify.kernel.plpmtud;

import pmtuverify.kernel.Runner;
import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.capture.WireIcmps;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.Names;
import pmtuverify.trace.PmtuReplay;
import pmtuverify.trace.PmtuTrace;

/**
 * Holds one scenario's kernel run against the model, state by state: the kernel's samples become transitions
 * ({@link Transitions}), the transitions a replay trace, the trace model states, and after every transition the
 * model's state must equal the kernel's in every compared field. While the kernel's last state holds, three more
 * sends must change nothing in the model either.
 */
public final class Conformance {
    /** The fields compared, as the replay output names them. snd_cwnd is an input (congestion control drives it). */
    public static final List<String> FIELDS = List.of(
            "search_low", "search_high", "probe_size", "probe_timestamp", "mss_cache", "enabled", "pmtu_cookie");
    static final int TRAILING_SENDS = 3;

    /**
     * The quiet samples' period is HZ / this: observe.bt prints a sample at least every HZ/10 jiffies while ACKs arrive
     * (scenario.sh passes it 100000000 ns / the ns per jiffy), and a reprobe the kernel makes within as many jiffies of a
     * quiet send is that send's.
     */
    static final int QUIET_PERIOD_DIVISOR = 10;
    /** The hold check's margin: 200 ms, in jiffies at the recording kernel's HZ. */
    static long holdMargin(int hz) {
        return hz / 5;
    }

    public enum Verdict { AGREES, DIFFERS, NOISY, NO_DATA }

    private Conformance() {}

    /**
     * The connection the model replays: the scenario's path and sysctls, the connection's start from the first sample,
     * at the recording kernel's HZ, and the peer's window as the handshake left it (the first sample is taken before
     * its ACK is processed). A sysctl the variant does not have (tcp_probe_threshold and tcp_probe_interval before Fan
     * Du's series) is left out: that version has no such knob, whatever the running kernel's is set to. A value the
     * variant's proc handler refuses, an unknown variant or HZ are bad input, as in a trace's config line.
     */
    public static Config config(Scenario s, String variant, Sample first, int hz) {
        Variant v = Variant.byName(variant);
        if (v == null) {
            throw new BadInput("unknown variant \"" + variant + "\" (" + Names.list(Names.variants()) + ")");
        }
        if (!Jiffies.validHz(hz)) {
            throw new BadInput("HZ must be one of 100, 250, 300, 1000, got " + hz);
        }
        long start = first.extendBack(first.probeTimestamp);
        Config c = Config.defaults(v).withOpen(s.passive ? Config.Open.PASSIVE : Config.Open.ACTIVE).withIp(s.ip)
                .withTcpOptions(s.timestamps ? 12 : 0).withRouteMtu(s.routeMtu()).withMssClamp(s.mssClamp()).withHz(hz)
                .withJiffies(start).withSndCwnd((int) first.sndCwnd);
        if (first.seesWindow()) {
            c = c.withMaxWindow((int) first.maxWindow);
        }
        if (s.interval < Integer.MIN_VALUE || s.interval > 0xFFFFFFFFL) {
            throw new BadInput("tcp_probe_interval " + s.interval + " is neither an int nor a u32");
        }
        // tcp_probe_interval: the int written, or the bits of the u32 it reads back as
        int[] values = {s.probing, s.baseMss, s.threshold, (int) s.interval, s.minSndMss, s.probeFloor};
        String[] names = {Sysctl.TCP_MTU_PROBING, Sysctl.TCP_BASE_MSS, Sysctl.TCP_PROBE_THRESHOLD,
            Sysctl.TCP_PROBE_INTERVAL, Sysctl.TCP_MIN_SND_MSS, Sysctl.TCP_MTU_PROBE_FLOOR};
        for (int i = 0; i < names.length; i++) {
            if (v.hasSysctl(names[i])) {
                String refused = PmtuTrace.refused(v, names[i], values[i], hz);
                if (refused != null) {
                    throw new BadInput(refused);
                }
                c = c.withSysctl(names[i], values[i]);
            }
        }
        return c;
    }

    /**
     * {@link #check(Scenario, String, Observation)} for a run among many (the random scenarios): a trace built from
     * the samples that the replay refuses is this suite's defect, reported as the run's NO_DATA with the replay's
     * message, so that one such run does not end the others.
     */
    public static Result checkOrRefused(Scenario s, String variant, Observation obs) {
        try {
            return check(s, variant, obs);
        } catch (BadInput e) {
            return new Result(s, variant, obs, Verdict.NO_DATA, List.of(), List.of(), List.of(), -1, null, null,
                    "the replay refused the trace built from the samples (a defect of this suite): " + e.getMessage());
        }
    }

    /**
     * The recording in {@code dir} checked ({@link #check(Scenario, String, Observation)}), with its earlier attempts
     * ({@link Runner#earlierAttempts}: the ones a NOISY or NO_DATA verdict had rerun) each re-judged the same way.
     */
    public static Result checkRecording(Scenario s, String variant, java.nio.file.Path dir) throws java.io.IOException {
        List<Result> earlier = new ArrayList<>();
        for (java.nio.file.Path p : Runner.earlierAttempts(dir)) {
            earlier.add(checkOrRefused(s, variant, Observation.read(p)));
        }
        return check(s, variant, Observation.read(dir)).withEarlier(earlier);
    }

    /** {@link #check(Scenario, String, Observation, Replayer)} against the model {@code ./pmtu replay} runs. */
    public static Result check(Scenario s, String variant, Observation obs) {
        return check(s, variant, obs, PmtuModel.REPLAY);
    }

    public static Result check(Scenario s, String variant, Observation obs, PmtuModel model) {
        List<Sample> samples = Transitions.samples(obs.bpftrace);
        if (samples.isEmpty()) {
            return new Result(s, variant, obs, Verdict.NO_DATA, List.of(), List.of(), List.of(), -1, null, null,
                    "bpftrace saw no ACK of the test connection");
        }
        // quiet sends only while the sender was writing: 200 ms before scenario.sh saw it finish (no sender_done: none)
        Long writing = obs.events.get("sender_done");
        // the quiet sends are chosen with the smallest tcp_probe_threshold the run had (a write mid-run may lower it):
        // a state where the search had stopped under that one had stopped under every other the run wrote
        List<Observation.SysctlWrite> writes = obs.sysctlWrites();
        int threshold = s.threshold;
        for (Observation.SysctlWrite w : writes) {
            if (w.name().equals("tcp_probe_threshold")) {
                threshold = Math.min(threshold, w.value());
            }
        }
        List<Transition> ts = Transitions.extract(samples, threshold,
                writing == null ? Long.MIN_VALUE : writing - holdMargin(obs.hz),
                writes.stream().map(w -> new long[] {w.from(), w.jiffies()}).toList());
        ts = withWrites(ts, writes);
        Config config = config(s, variant, samples.get(0), obs.hz);
        List<Event> events = new ArrayList<>();
        // an ICMP that came before the first sample (it answered the first full-sized segments, before any ACK of
        // data): the first sample's route is already below the path's. The event carries the MTU the ICMP reported
        // (the first captured below the route), which the route code may have raised (ip_rt_min_pmtu) before tcp_sync_mss stored it.
        int connectLine = 0;
        Sample first = samples.get(0);
        // the first sample's lower-bound clock, not before connect's stamp (the model's clock starts there)
        long firstAt = Math.max(first.clockFloor(), first.extendBack(first.probeTimestamp));
        // every ICMP the kernel's changes imply reports the MTU the capture carried, not the pmtu_cookie it lowered
        // (a prediction: ip_rt_min_pmtu's lock at 552, IPV6_MIN_MTU): the next captured ICMP below the cookie before
        WireIcmps wire = new WireIcmps(obs.icmpMtus());
        int notOnWire = Integer.MIN_VALUE; // the first transition (0: the connect) whose ICMP the capture lacks
        if (first.pmtuCookie < s.routeMtu()) {
            Integer mtu = wire.below(s.routeMtu());
            if (mtu == null) {
                notOnWire = 0;
            }
            events.add(Event.icmp(mtu == null ? (int) first.pmtuCookie : mtu).at(firstAt).withCwnd(first.sndCwnd));
            connectLine = 1;
        }
        List<Integer> lastLine = new ArrayList<>(); // per transition, the index of its last replayed line (config 0)
        long lastAt = firstAt;
        for (Transition t : ts) {
            long cookie = t.before.pmtuCookie;
            for (Event e : t.events) {
                if (e.kind == Event.Kind.ICMP_FRAG_NEEDED) {
                    Integer mtu = wire.below(cookie);
                    if (mtu == null) {
                        notOnWire = notOnWire == Integer.MIN_VALUE ? t.index + 1 : notOnWire;
                    } else {
                        e = WireIcmps.reporting(e, mtu);
                        cookie = Math.min(cookie, mtu);
                    }
                }
                events.add(e);
                lastAt = e.at;
            }
            lastLine.add(events.size());
        }
        // the hold check: while the kernel's last state held and the sender still had data (200 ms of jiffies
        // before scenario.sh saw the sender finish writing), further sends must not change the model either
        Sample last = ts.isEmpty() ? samples.get(0) : ts.get(ts.size() - 1).after;
        if (events.isEmpty()) {
            lastAt = last.jiffies;
        }
        Long done = obs.events.get("sender_done");
        // sender_done is when scenario.sh saw the writer's process end, which is later than its last write by the
        // JVM's exit: the final sample must still show data written and not sent (unsent, where recorded), or no
        // tcp_write_xmit, hence no tcp_mtu_probe, need have run after it
        long unsentAtEnd = samples.get(samples.size() - 1).unsent;
        boolean hold = done != null && lastAt + holdMargin(obs.hz) <= done && unsentAtEnd != 0;
        if (hold) {
            Sample end = samples.get(samples.size() - 1);
            for (int i = 0; i < TRAILING_SENDS; i++) {
                events.add(Transitions.xmit(lastAt + holdMargin(obs.hz), end.sndCwnd, end));
            }
        }
        List<PmtuReplay.Row> out = model.replay(config, events);
        // the trace as a reader replays it with ./pmtu replay (shown, never parsed here)
        List<String> trace = new ArrayList<>();
        trace.add(config.toJson());
        for (Event e : events) {
            trace.add(e.toJson());
        }
        Verdict v = Verdict.AGREES;
        int at = -1;
        PmtuReplay.Row modelState = null;
        Sample kernelState = null;
        String why = "";
        // an ICMP the kernel's change implies but the capture does not carry is a missing observation, not a
        // difference: the MTU the model is to be given is unknown, so the comparison ends there as NO_DATA (rerun),
        // with what the capture's own counts say of its completeness
        String capture = obs.captureWords();
        if (notOnWire == 0) {
            return new Result(s, variant, obs, Verdict.NO_DATA, ts, trace, out, 0, first, out.get(connectLine),
                    "missing observation: connect: the route's pmtu_cookie " + first.pmtuCookie + " is below "
                            + s.routeMtu() + ", but the capture carries no ICMP below " + s.routeMtu() + " (" + capture + ")",
                    rest(ts, out, lastLine, 0, hold, last));
        }
        if (differs(first, out.get(connectLine)) != null) {
            v = Verdict.DIFFERS;
            at = 0;
            modelState = out.get(connectLine);
            kernelState = first;
            why = (connectLine == 0 ? "connect: " : "connect and the ICMP before the first sample: ")
                    + differs(first, out.get(connectLine));
        }
        // every transition is compared, a cancelled probe's too (replayed as the retransmit event); a run with a
        // cancellation agrees at best as NOISY, and a real difference anywhere makes it DIFFERS
        int firstNoisy = -1;
        int cancelled = 0;
        boolean stopped = v != Verdict.AGREES; // the comparison's window ended before the run's: the rest is counted
        for (int k = 0; v == Verdict.AGREES && k < ts.size(); k++) {
            Transition t = ts.get(k);
            PmtuReplay.Row m = out.get(lastLine.get(k));
            if (notOnWire == k + 1) {
                v = Verdict.NO_DATA;
                at = k + 1;
                modelState = m;
                kernelState = t.after;
                why = "missing observation: transition " + (k + 1) + " (" + t.label + "): pmtu_cookie fell from "
                        + t.before.pmtuCookie + " to " + t.after.pmtuCookie + ", but the capture carries no further ICMP below "
                        + t.before.pmtuCookie + " (" + capture + "); compared up to there";
                stopped = true;
                break;
            }
            Transition gatedBy = t.unexplained || differs(t.after, m) == null ? null : gatedReprobe(ts, k, m.after().searchHigh,
                    C.u32(m.after().probeTimestamp), obs.hz);
            if (gatedBy != null) {
                // the window ends here: the model's later states carry its earlier stamp
                v = Verdict.NOISY;
                at = k + 1;
                modelState = m;
                kernelState = t.after;
                why = "transition " + (k + 1) + " (" + t.label + "): the model reprobed at the quiet send (jiffies "
                        + quietSendAt(t) + "), the kernel at its next send "
                        + (gatedBy.after.jiffies - quietSendAt(t)) + " jiffies later (transition "
                        + (gatedBy.index + 1) + "): the sampled ACK's own processing (a SACK, a ca_state change) gated "
                        + "tcp_mtu_probe, which the sample taken before it cannot show; compared up to there";
                stopped = true;
                break;
            }
            if (t.unexplained || differs(t.after, m) != null) {
                v = Verdict.DIFFERS;
                at = k + 1;
                modelState = m;
                kernelState = t.after;
                why = "transition " + (k + 1) + " (" + t.label + "): "
                        + (t.unexplained ? "no replay event explains the kernel's change" : differs(t.after, m));
                stopped = true;
            } else if (t.noisy) {
                cancelled++;
                if (firstNoisy < 0) {
                    firstNoisy = k;
                }
            }
        }
        if (v == Verdict.AGREES && hold) {
            for (int i = out.size() - TRAILING_SENDS; i < out.size(); i++) {
                String d = differs(last, out.get(i));
                if (d != null) {
                    v = Verdict.DIFFERS;
                    at = ts.size() + 1;
                    modelState = out.get(i);
                    kernelState = last;
                    why = "the kernel's last state held, but a further send changed the model: " + d;
                    break;
                }
            }
        }
        if (v == Verdict.AGREES && firstNoisy >= 0) {
            Transition t = ts.get(firstNoisy);
            v = Verdict.NOISY;
            at = firstNoisy + 1;
            kernelState = t.after;
            modelState = out.get(lastLine.get(firstNoisy));
            why = cancelled + " probe(s) cancelled by other retransmissions, the first at transition " + (firstNoisy + 1)
                    + " (" + t.label + "); every transition matched, these replayed as retransmit events";
        }
        if (!hold) {
            why = (why.isEmpty() ? "" : why + "; ") + (done == null ? "no hold check (the recording has no sender_done time)"
                    : unsentAtEnd == 0 ? "no hold check (no data was queued at the last sample)"
                    : "no hold check (the kernel's state changed until the sender finished)");
        }
        Rest rest = stopped ? rest(ts, out, lastLine, at, hold, last) : Rest.NONE;
        Result r = new Result(s, variant, obs, v, ts, trace, out, at, kernelState, modelState, why, rest);
        if (v == Verdict.AGREES || v == Verdict.NOISY) {
            String[] failed = crossCheck(r);
            if (failed != null) {
                return new Result(s, variant, obs, Verdict.valueOf(failed[0]), ts, trace, out, at, kernelState,
                        modelState, failed[1] + (why.isEmpty() ? "" : "; " + why), rest);
            }
        }
        return r;
    }

    /**
     * What the comparison found after its first difference (or the missing observation, or the gated reprobe, that
     * ended its window), to the run's end: how many later states it compared (each later transition, and the hold
     * check as one), how many of them differ, and the last that does (a transition's number, the hold check's
     * transitions + 1; -1: none). The model runs on from its own state, not the kernel's: it is not resynchronised
     * (the replay starts from a config and events only), so a later difference can follow from the first, and a later
     * agreement means the model came back to the kernel's state on its own.
     */
    public record Rest(int compared, int differing, int last) {
        /** No rest: the comparison went to the run's end (it agreed, or its only difference came at the end). */
        public static final Rest NONE = new Rest(0, 0, -1);

        /** "then 2 of 40 later states differ, the last at transition 17" ("" for {@link #NONE}). */
        public String words(int transitions) {
            if (compared == 0) {
                return "";
            }
            return "then " + differing + " of " + compared + " later compared states differ"
                    + (last < 0 ? "" : ", the last at " + (last > transitions ? "the hold check" : "transition " + last))
                    + " (the model runs on from its own state)";
        }
    }

    /**
     * The {@link Rest} of a comparison whose first difference is at {@code at} (0: the connect, k: transition k): every
     * later transition's state against the model's after its events, then the hold check's sends against the kernel's
     * last state.
     */
    static Rest rest(List<Transition> ts, List<PmtuReplay.Row> out, List<Integer> lastLine, int at, boolean hold,
            Sample last) {
        int compared = 0;
        int differing = 0;
        int lastDiffering = -1;
        for (int j = Math.max(at, 0); j < ts.size(); j++) {
            Transition t = ts.get(j);
            compared++;
            if (t.unexplained || differs(t.after, out.get(lastLine.get(j))) != null) {
                differing++;
                lastDiffering = j + 1;
            }
        }
        if (hold && at <= ts.size()) {
            compared++;
            for (int i = out.size() - TRAILING_SENDS; i < out.size(); i++) {
                if (differs(last, out.get(i)) != null) {
                    differing++;
                    lastDiffering = ts.size() + 1;
                    break;
                }
            }
        }
        return new Rest(compared, differing, lastDiffering);
    }

    /**
     * The kernel transition that makes, within HZ/10 jiffies (the quiet samples' period) of a quiet send at which the
     * model reprobed and the kernel did not, the same reprobe (search_high reset to the model's, a new stamp), or
     * null. tcp_mtu_probe runs after the sampled ACK has been processed, and that processing can gate it (a SACK
     * block, ca_state leaving Open) where the sample, taken at the top of tcp_rcv_established, still showed the gates
     * open: then the kernel's reprobe comes with its next send. A reprobe that the kernel makes later than that, or
     * never (a wrong HZ or tcp_probe_interval in the model), stays a difference.
     */
    /** The time of a quiet-send transition's send (after a window_update, when the window grew there too). */
    static long quietSendAt(Transition t) {
        for (Event e : t.events) {
            if (e.kind == Event.Kind.XMIT) {
                return e.at;
            }
        }
        throw new IllegalArgumentException("no send in transition " + (t.index + 1));
    }

    static Transition gatedReprobe(List<Transition> ts, int k, int modelSearchHigh, long modelStamp, int hz) {
        Transition t = ts.get(k);
        if (!t.label.startsWith("quiet send") || t.events.isEmpty()) {
            return null;
        }
        if (modelSearchHigh == t.after.searchHigh || modelStamp == t.after.probeTimestamp) {
            return null;
        }
        long sentAt = quietSendAt(t);
        for (int j = k + 1; j < ts.size(); j++) {
            Transition n = ts.get(j);
            if (n.after.jiffies - sentAt > hz / QUIET_PERIOD_DIVISOR) {
                return null;
            }
            if (n.after.probeTimestamp != t.after.probeTimestamp) {
                return n.after.searchHigh == modelSearchHigh ? n : null;
            }
        }
        return null;
    }

    /**
     * The run's cross-checks, which decide: {verdict, why} when one fails, else null. Missed samples make a run
     * NO_DATA: bpftrace lost events, or the samples show fewer probe losses than TCPMTUPFail counted (a loss always
     * lowers search_high, so each shows), or fewer successes than TCPMTUPSuccess where every success changes the
     * state (tcp_probe_threshold >= 2: with 1 or less a probe at search_low succeeds without a change). Outcomes
     * the counters do not have, or a probe size the wire does not carry while the capture missed nothing, make it
     * DIFFERS: the transitions were read wrong. So do probe lists (size, outcome) that differ where every state agreed
     * ({@link ProbeLists}).
     */
    static String[] crossCheck(Result r) {
        Observation o = r.observation;
        if (o.bpftraceLost() != null) {
            return new String[] {"NO_DATA", "missed samples: bpftrace " + o.bpftraceLost().trim()};
        }
        List<String> kp = r.kernelProbes();
        long lost = r.count(kp, '-');
        long acked = r.count(kp, '+');
        long fail = o.delta("TcpExtTCPMTUPFail");
        long success = o.delta("TcpExtTCPMTUPSuccess");
        if (lost > fail || acked > success) {
            return new String[] {"DIFFERS", "the samples show " + acked + " probe successes and " + lost
                    + " losses, the counters TCPMTUPSuccess " + success + " and TCPMTUPFail " + fail};
        }
        if (lost < fail || acked < success && r.scenario.threshold >= 2) {
            return new String[] {"NO_DATA", "missed samples: TCPMTUPSuccess " + success + " (samples " + acked
                    + "), TCPMTUPFail " + fail + " (samples " + lost + ")"};
        }
        // the probes themselves, not only the states after them: a probe the model sent and resolved between two
        // compared states where the kernel sent none leaves those states equal (compared over a run that agreed to its end)
        ProbeLists pl = ProbeLists.of(r);
        if (r.verdict == Verdict.AGREES && pl.firstDifference() >= 0) {
            return new String[] {"DIFFERS", "the probe lists differ: " + pl.words(r)};
        }
        if (o.captureGap() == null) {
            Map<Integer, Long> sizes = o.wireSizes();
            List<String> missing = kp.stream().map(p -> p.replaceAll("[+~-]$", ""))
                    .filter(p -> !sizes.containsKey(Integer.parseInt(p))).toList();
            if (!missing.isEmpty()) {
                return new String[] {"DIFFERS", "probe sizes " + String.join(" ", missing)
                        + " are not on the wire, and the capture missed no packet"};
            }
            // a recording made before the capture kept the steps has none: its outcomes are not checked
            WireOutcomes outcomes = r.wireOutcomes();
            if (outcomes != null && outcomes.contradiction() != null) {
                return new String[] {"DIFFERS", outcomes.contradiction()};
            }
        }
        return null;
    }

    /**
     * The probes' outcomes held against the wire: how many the wire confirmed, how many it cannot show, and the first
     * it contradicts (null: none). The samples read a probe acked where search_low became its size, lost where
     * search_high became its size minus one, cancelled where neither; the wire must show, first after the probe's
     * segment, the peer's ACK of its end for an ack, its first byte retransmitted for a loss (tcp_simple_retransmit
     * after tcp_mtup_probe_failed), and a retransmission for a cancellation. A probe is the next step of its size after
     * the one matched before it that is no dip ({@link Observation.Step#dip}: a short segment at the end of a write,
     * between full segments of one larger size, may have any size). Probes not above the search_low that sent them may be no step (tcp_probe_threshold
     * <= 1: data of their size) and are not matched; a probe still in flight at the last sample, or whose outcome the
     * capture ended before ({@code open}), shows nothing.
     */
    public record WireOutcomes(int probes, int confirmed, int atSearchLow, int open, String contradiction) {
        /** What the wire showed, in words: "K of N probe outcomes confirmed on the wire (...)". */
        public String words() {
            List<String> not = new ArrayList<>();
            if (atSearchLow > 0) {
                not.add(atSearchLow + " at the search_low that sent them, which the wire cannot tell from data");
            }
            if (open > 0) {
                not.add(open + " unresolved when the samples or the capture ended");
            }
            return confirmed + " of " + probes + " probe outcomes confirmed on the wire"
                    + (not.isEmpty() ? "" : " (" + String.join("; ", not) + ")");
        }
    }

    static WireOutcomes wireOutcomes(List<String> probes, List<Integer> lows, List<Observation.Step> steps) {
        int confirmed = 0;
        int atLow = 0;
        int open = 0;
        int next = 0;
        for (int k = 0; k < probes.size(); k++) {
            String p = probes.get(k);
            char c = p.charAt(p.length() - 1);
            int size = Integer.parseInt(p.replaceAll("[+~-]$", ""));
            if (size <= lows.get(k)) {
                atLow++;
                continue;
            }
            int j = next;
            while (j < steps.size() && (steps.get(j).size() != size || steps.get(j).dip())) {
                j++;
            }
            if (j == steps.size()) {
                return new WireOutcomes(probes.size(), confirmed, atLow, open, "probe " + (k + 1) + " (" + p
                        + ") is no step on the wire after probe " + k + "'s, and the capture missed no packet");
            }
            next = j + 1;
            String w = steps.get(j).outcome();
            if (c != '+' && c != '-' && c != '~' || w.equals("open")) {
                open++; // in flight at the last sample, or the capture ended before its outcome
                continue;
            }
            boolean ok = switch (c) {
                case '+' -> w.equals("acked");
                case '-' -> w.equals("retransmitted");
                default -> w.equals("retransmitted") || w.equals("other");
            };
            if (!ok) {
                return new WireOutcomes(probes.size(), confirmed, atLow, open, "probe " + (k + 1) + " (" + p
                        + "): the samples read it " + (c == '+' ? "acked" : c == '-' ? "lost" : "cancelled") + ", the wire shows it "
                        + (w.equals("other") ? "followed by another segment's retransmission" : w));
            }
            confirmed++;
        }
        return new WireOutcomes(probes.size(), confirmed, atLow, open, null);
    }

    /**
     * The transitions with the sysctl writes made mid-run as their first events: a write goes into the first transition
     * whose first event is not earlier than the jiffies read just before the write (an event at an earlier jiffy
     * happened before it; one in the window up to the jiffies read after it is taken as after it, and no quiet send is
     * taken in that window), at that jiffy or the previous event's, whichever is later; writes after every transition's
     * first event go into the last transition, after its events (a write changes no compared field of LATEST). A run
     * without transitions keeps none.
     */
    static List<Transition> withWrites(List<Transition> ts, List<Observation.SysctlWrite> writes) {
        if (writes.isEmpty() || ts.isEmpty()) {
            return ts;
        }
        List<Transition> out = new ArrayList<>();
        int next = 0;
        long clock = Long.MIN_VALUE;
        for (int k = 0; k < ts.size(); k++) {
            Transition t = ts.get(k);
            List<Event> ev = new ArrayList<>();
            List<String> what = new ArrayList<>(List.of(t.label)); // the transition's own words first (quiet send)
            while (next < writes.size() && !t.events.isEmpty() && writes.get(next).from() <= t.events.get(0).at) {
                Observation.SysctlWrite w = writes.get(next++);
                clock = Math.max(clock, w.from());
                ev.add(Event.sysctl(w.name(), w.value()).at(clock));
                what.add("sysctl " + w.name() + "=" + w.value());
            }
            ev.addAll(t.events);
            for (Event e : t.events) {
                clock = Math.max(clock, e.at);
            }
            if (k == ts.size() - 1) {
                while (next < writes.size()) {
                    Observation.SysctlWrite w = writes.get(next++);
                    clock = Math.max(clock, w.from());
                    ev.add(Event.sysctl(w.name(), w.value()).at(clock));
                    what.add("sysctl " + w.name() + "=" + w.value());
                }
            }
            out.add(ev.size() == t.events.size() ? t
                    : new Transition(t.index, String.join(", ", what), ev, t.before, t.after, t.noisy, t.unexplained));
        }
        return out;
    }

    /** The first compared field that differs, as "field: kernel K, model M", or null when all agree. */
    public static String differs(Sample k, PmtuReplay.Row m) {
        Object[] kv = {k.searchLow, k.searchHigh, k.probeSize, k.probeTimestamp, k.mssCache, k.enabled, k.pmtuCookie};
        Object[] mv = compared(m.after());
        for (int i = 0; i < FIELDS.size(); i++) {
            if (!kv[i].equals(mv[i])) {
                return FIELDS.get(i) + ": kernel " + kv[i] + ", model " + mv[i];
            }
        }
        return null;
    }

    /**
     * The compared fields of a model state, in {@link #FIELDS} order, typed as the kernel's {@link Sample} holds them:
     * the u32s (probe_timestamp, mss_cache, pmtu_cookie) as their unsigned values, enabled as a boolean.
     */
    public static Object[] compared(Sock s) {
        return new Object[] {s.searchLow, s.searchHigh, s.probeSize, C.u32(s.probeTimestamp), C.u32(s.mssCache),
            s.enabled != 0, C.u32(s.pmtuCookie)};
    }
}
