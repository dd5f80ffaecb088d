package pmtuverify.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import pmtuverify.model.c.C;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;

/** {@code ./pmtu replay FILE|-}: one JSON object per input line, the state after it. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replay a JSON Lines trace and print the state after every line.",
            "The first line is the config, every other line one event (README, Trace format). An xmit that sends no "
                    + "probe says why in \"no_probe\".",
            "With --check, the catalogue's invariants are evaluated on the trace and the first line breaking each is marked.",
            "Exit codes: 0 replayed (and with --check nothing broken), 1 an invariant broken (--check), 2 bad input."})
public final class ReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "trace file (UTF-8 JSON Lines), or - for standard input")
    String file;

    @Option(names = "--check", arity = "0..*", paramLabel = "INVARIANT", description = "evaluate the catalogue's PLPMTUD "
            + "invariants (these, or every one that applies to the trace's variant) on the trace: the first line that "
            + "breaks each gets \"violates\" in its output, a summary per invariant goes to stderr, and the exit code is 1 "
            + "when one is broken. Put FILE first: replay FILE --check [INVARIANT...]")
    List<String> check;

    @Option(names = "--path-mtu", paramLabel = "N", description = "with --check: the path MTU the monitors assume "
            + "(datagrams above it are lost), 68..65535 (default: the config's route_mtu)")
    Integer pathMtu;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (file == null && check != null && !check.isEmpty()) {
            file = check.remove(check.size() - 1); // replay --check [INVARIANT...] FILE
        }
        if (file == null) {
            throw new BadInput("missing FILE (a trace file, or - for standard input)");
        }
        if (pathMtu != null && (pathMtu < 68 || pathMtu > 65535)) {
            throw new BadInput("--path-mtu must be in 68..65535, got " + pathMtu);
        }
        if (pathMtu != null && check == null) {
            throw new BadInput("--path-mtu applies with --check only");
        }
        boolean violated;
        try (TraceLines in = TraceLines.open(file)) {
            violated = replay(in, System.out, check, pathMtu, spec.commandLine().getErr());
        }
        return violated ? 1 : 0;
    }

    /** Replays {@code in} to {@code out}; a bad line throws {@link BadInput} after the lines before it were printed. */
    public static void replay(TraceLines in, PrintStream out) {
        replay(in, out, null, null, null);
    }

    /**
     * Replays {@code in} to {@code out}, with the invariants {@code check} (null: none; empty: every applicable
     * one) evaluated on the way; returns whether one was broken.
     */
    static boolean replay(TraceLines in, PrintStream out, List<String> check, Integer pathMtu, PrintWriter err) {
        JsonFields first = in.next();
        if (first == null) {
            throw new BadInput("line 1: empty trace (the first line is the config)");
        }
        String variant = first.text("variant", "MAINLINE");
        if (variant.startsWith("HYSTART")) {
            if (check != null) {
                throw new BadInput("--check evaluates PLPMTUD invariants; HyStart traces are checked by ./pmtu check");
            }
            HystartReplay.replay(first, in::next, out);
            return false;
        }
        Step st = Pmtu.connect(PmtuTrace.config(first));
        Sock s = st.after;
        TraceCheck tc = check == null ? null
                : new TraceCheck(check, s, pathMtu != null ? pathMtu : s.routeMtu, first.line());
        out.println(withViolations(st.toJson(first.line(), "connect"), tc == null ? null : tc.violationsAt(first.line())));
        for (JsonFields f = in.next(); f != null; f = in.next()) {
            Event e = PmtuTrace.event(f, s);
            st = Pmtu.step(s, e);
            String line = withNoProbe(st.toJson(f.line(), e.kind.json), noProbe(s, e, st));
            out.println(withViolations(line, tc == null ? null : tc.step(f.line(), e)));
            s = st.after;
        }
        out.flush();
        if (tc != null) {
            out.flush();
            for (String l : tc.summary()) {
                err.println(l);
            }
            err.flush();
        }
        return tc != null && tc.violated();
    }

    /** Adds {@code "violates":{"ID":"detail",...}} to a replay output line. */
    static String withViolations(String json, Map<String, String> v) {
        if (v == null || v.isEmpty()) {
            return json;
        }
        ObjectNode o = JsonFields.mapper().createObjectNode();
        for (Map.Entry<String, String> e : v.entrySet()) {
            o.put(e.getKey(), e.getValue());
        }
        return json.substring(0, json.length() - 1) + ",\"violates\":" + o + "}";
    }

    /**
     * Why an xmit sent no probe, in the order tcp_mtu_probe tests it (4.1: {@code !icsk_mtup.enabled ||
     * icsk_mtup.probe_size || ... || tp->snd_cwnd < 11}, then the stop test); null when a probe was sent or
     * the event is no xmit. The model's other gates (congestion state, SACKs, write queue, window) always pass.
     */
    static String noProbe(Sock before, Event e, Step st) {
        if (e.kind != Event.Kind.XMIT || st.sent != 0) {
            return null;
        }
        int cwnd = e.cwnd != Event.NONE ? (int) e.cwnd : before.sndCwnd;
        if (before.enabled == 0) {
            return "probing is off (icsk_mtup.enabled 0; tcp_mtu_probing " + before.tcpMtuProbing
                    + (before.tcpMtuProbing == 1 ? ": enabled by the first black-hole timeout)" : ")");
        }
        if (before.probeSize != 0) {
            return "a probe of " + before.probeSize + " bytes is in flight (probe_size != 0)";
        }
        if (C.ult(cwnd, 11)) {
            return "snd_cwnd " + C.u32String(cwnd) + " < 11";
        }
        if (st.stopped) {
            return "stop test: the search is over (search_low " + before.searchLow + ", search_high " + before.searchHigh
                    + (before.variant().hasProbeThreshold() ? ", tcp_probe_threshold " + before.tcpProbeThreshold : "")
                    + (st.reprobed ? "; the reprobe interval elapsed and reset the range)" : ")");
        }
        if (st.refused) {
            return "IP output refused the probe: its datagram is larger than the route MTU " + C.u32String(st.after.routeMtu)
                    + " (search_low " + st.after.searchLow + ", search_high " + st.after.searchHigh + ")";
        }
        return "no probe sent";
    }

    static String withNoProbe(String json, String why) {
        if (why == null) {
            return json;
        }
        return json.substring(0, json.length() - 1) + ",\"no_probe\":" + JsonFields.mapper().getNodeFactory().textNode(why) + "}";
    }
}
