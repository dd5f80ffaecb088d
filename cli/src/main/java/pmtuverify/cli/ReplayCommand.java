package pmtuverify.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
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
                    + "probe says why in \"no_probe\"."})
public final class ReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "trace file (UTF-8 JSON Lines), or - for standard input")
    String file;

    @Override
    public Integer call() {
        try (TraceLines in = TraceLines.open(file)) {
            replay(in, System.out);
        }
        return 0;
    }

    /** Replays {@code in} to {@code out}; a bad line throws {@link BadInput} after the lines before it were printed. */
    public static void replay(TraceLines in, PrintStream out) {
        JsonFields first = in.next();
        if (first == null) {
            throw new BadInput("line 1: empty trace (the first line is the config)");
        }
        String variant = first.text("variant", "MAINLINE");
        if (variant.startsWith("HYSTART")) {
            HystartReplay.replay(first, in::next, out);
            return;
        }
        Step st = Pmtu.connect(PmtuTrace.config(first));
        out.println(st.toJson(first.line(), "connect"));
        Sock s = st.after;
        for (JsonFields f = in.next(); f != null; f = in.next()) {
            Event e = PmtuTrace.event(f, s);
            st = Pmtu.step(s, e);
            out.println(withNoProbe(st.toJson(f.line(), e.kind.json), noProbe(s, e, st)));
            s = st.after;
        }
        out.flush();
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
        return "no probe sent";
    }

    static String withNoProbe(String json, String why) {
        if (why == null) {
            return json;
        }
        return json.substring(0, json.length() - 1) + ",\"no_probe\":" + JsonFields.mapper().getNodeFactory().textNode(why) + "}";
    }
}
