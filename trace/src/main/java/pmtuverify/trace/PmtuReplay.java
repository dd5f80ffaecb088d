package pmtuverify.trace;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import pmtuverify.model.c.C;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Provenance;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Variant;

/** The replay of a PLPMTUD trace (README, "Trace format (PLPMTUD)"): one {@link Row} per line, the state after it. */
public final class PmtuReplay {
    private PmtuReplay() {}

    /** One replayed line of a PLPMTUD trace: the step, why an xmit sent no probe, and the invariants it breaks first. */
    public record Row(int line, String event, String label, Step step, String noProbe, Map<String, String> violates,
            Provenance provenance, Variant variant) implements Replayed {
        /** The socket after the line: the fields the kernel suite compares (search_low ... pmtu_cookie) and the rest. */
        public Sock after() {
            return step.after;
        }

        /** The line's JSON output. */
        @Override
        public String json() {
            return json(false);
        }

        /**
         * The line's JSON output; a violation adds {@code "writers"}, the last writer of each field its formula reads,
         * and {@code why} adds {@code "why"}, the last writer of every followed field.
         */
        public String json(boolean why) {
            String json = withViolations(withNoProbe(step.toJson(line, event), noProbe), violates);
            if (violates != null && !violates.isEmpty()) {
                ObjectNode w = JsonFields.mapper().createObjectNode();
                for (String id : violates.keySet()) {
                    ObjectNode o = w.putObject(id);
                    Writers.of(id, provenance, variant).forEach(o::put);
                }
                json = json.substring(0, json.length() - 1) + ",\"writers\":" + w + "}";
            }
            if (why) {
                json = json.substring(0, json.length() - 1) + ",\"why\":" + Writers.why(provenance, variant) + "}";
            }
            return json;
        }

        /** The table's cells after line and event: search_low, search_high, probe_size, mss_cache, route_mtu, snd_cwnd, jiffies, sent, flags. */
        public String[] cells() {
            Sock s = step.after;
            boolean[] set = {step.stopped, step.reprobed, step.refused, step.cancelled, step.einval, s.routeLocked,
                !step.wraps.isEmpty()};
            List<String> flags = new ArrayList<>();
            for (int i = 0; i < set.length; i++) {
                if (set[i]) {
                    flags.add(FLAGS[i]);
                }
            }
            if (violates != null) {
                for (String id : violates.keySet()) {
                    flags.add("violates:" + id);
                }
            }
            return new String[] {String.valueOf(s.searchLow), String.valueOf(s.searchHigh), String.valueOf(s.probeSize),
                C.u32String(s.mssCache), String.valueOf(s.routeMtu), C.u32String(s.sndCwnd), String.valueOf(s.jiffies),
                String.valueOf(step.sent), String.join(",", flags)};
        }
    }

    /** The table's flags, in the order {@link Row#cells} tests them: the output's booleans, and whether something wrapped. */
    private static final String[] FLAGS = {"stopped", "reprobe", "refused", "cancelled", "einval", "route_locked", "wraps"};

    /** The state after every line of the PLPMTUD trace {@code trace} (config line first), under its own variant. */
    public static List<Row> rows(List<String> trace) {
        List<Row> rows = new ArrayList<>();
        replay(trace, null, null, rows::add);
        return rows;
    }

    /** {@link #replay(JsonFields, Supplier, Variant, List, Integer, Consumer)} of the lines of a trace held in memory. */
    public static TraceCheck replay(List<String> trace, Variant variant, List<String> check, Consumer<Row> sink) {
        return replay(JsonFields.parse(1, trace.get(0)), TraceReplay.events(trace), variant, check, null, sink);
    }

    /**
     * Replays the PLPMTUD trace whose config line is {@code first} under {@code variant} (null: the line's own), each
     * line's {@link Row} to {@code sink} as it is replayed; returns the invariants' monitors ({@code check} null:
     * none), which follow the config's {@code path_mtu} unless {@code pathMtu} overrides it.
     */
    public static TraceCheck replay(JsonFields first, Supplier<JsonFields> next, Variant variant, List<String> check,
            Integer pathMtu, Consumer<Row> sink) {
        Config config = PmtuTrace.config(first, variant);
        return replay(config, pathMtu != null ? pathMtu : PmtuTrace.pathMtu(first, config), first.line(), now -> {
            JsonFields f = next.get();
            return f == null ? null : new Lined(f.line(), PmtuTrace.event(f, now));
        }, check, sink);
    }

    /** One event of a trace and its line number. */
    public record Lined(int line, Event event) {}

    /**
     * The state after every line of a PLPMTUD trace given as typed values: {@code config} (line 1, under its own
     * variant) and {@code events} (lines 2 on), each checked as a trace line would be for time running backwards
     * ({@link PmtuTrace#checkAt}). What the kernel suite replays: no trace text in between.
     */
    public static List<Row> rows(Config config, List<Event> events) {
        List<Row> rows = new ArrayList<>();
        java.util.Iterator<Event> it = events.iterator();
        int[] line = {1};
        replay(config, config.routeMtu, 1, now -> {
            if (!it.hasNext()) {
                return null;
            }
            Event e = it.next();
            PmtuTrace.checkAt(++line[0], e.at, now);
            return new Lined(line[0], e);
        }, null, rows::add);
        return rows;
    }

    /**
     * The replay loop the text and the typed entries share: connect under {@code config}, then each event that
     * {@code next} reads against the state it applies to (null: the trace ended), each line's {@link Row} to
     * {@code sink}; the invariants' monitors of {@code check} (null: none) follow the path {@code path}.
     */
    static TraceCheck replay(Config config, int path, int firstLine, java.util.function.Function<Sock, Lined> next,
            List<String> check, Consumer<Row> sink) {
        Step st = Pmtu.connect(config, true);
        Sock s = st.after;
        Provenance p = Provenance.initial().after(st);
        TraceCheck tc = check == null ? null : new TraceCheck(check, s, path, firstLine);
        sink.accept(new Row(firstLine, "connect", "connect", st, null, tc == null ? null : tc.violationsAt(firstLine), p,
                config.variant));
        for (Lined l = next.apply(s); l != null; l = next.apply(s)) {
            Event e = l.event();
            st = Pmtu.step(s, e, true);
            p = p.after(st);
            sink.accept(new Row(l.line(), e.kind.json, label(e), st, noProbe(s, e, st), tc == null ? null : tc.step(l.line(), e),
                    p, config.variant));
            s = st.after;
        }
        return tc;
    }

    /** An event as a table shows it: its name, and its MTU or sysctl write. */
    public static String label(Event e) {
        switch (e.kind) {
            case ICMP_FRAG_NEEDED:
            case ROUTE_MTU:
                return e.kind.json + " " + C.u32String(e.mtu);
            case SYSCTL:
                return e.kind.json + " " + e.sysctl + "=" + e.value;
            default:
                return e.kind.json;
        }
    }

    /** Adds {@code "violates":{"ID":"detail",...}} to a replay output line. */
    public static String withViolations(String json, Map<String, String> v) {
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
     * the event is no xmit. Then the window gate, when the xmit carries snd_wnd ({@code snd_wnd < size_needed}). The
     * model's other gates (congestion state, SACKs, write queue, the window's end, cwnd room) always pass.
     */
    public static String noProbe(Sock before, Event e, Step st) {
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
        if (st.windowShort) {
            return "the peer's window is short: snd_wnd " + e.sndWnd + " < size_needed " + st.windowNeeded
                    + " (probe_size + (tp->reordering + 1) * mss_cache)";
        }
        if (st.refused) {
            return "IP output refused the probe: its datagram is larger than the route MTU " + C.u32String(st.after.routeMtu)
                    + " (search_low " + st.after.searchLow + ", search_high " + st.after.searchHigh + ")";
        }
        return "no probe sent";
    }

    public static String withNoProbe(String json, String why) {
        if (why == null) {
            return json;
        }
        return json.substring(0, json.length() - 1) + ",\"no_probe\":" + JsonFields.mapper().getNodeFactory().textNode(why) + "}";
    }
}
