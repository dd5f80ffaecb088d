package pmtuverify.model.plpmtud;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import pmtuverify.model.c.C;

/**
 * A search on a clean path: every datagram up to {@code pathMtu} arrives, every larger one is
 * dropped silently, and each lost probe is detected by fast retransmit (probe_lost). The sender
 * has data and window to spare, and its snd_cwnd is {@code cwnd} before each xmit (standing for
 * the window growth between probes that the model does not compute). All xmits happen at the
 * connection's start time, so the reprobe timer never fires.
 */
public final class Converge {
    /** The outcome of one search. */
    public static final class Result {
        public final Variant variant;
        public final int pathMtu;
        public final List<Integer> probes;
        public final List<Boolean> acked;
        public final Sock last;
        public final boolean stopped;
        public final List<String> trace;

        Result(Variant variant, int pathMtu, List<Integer> probes, List<Boolean> acked, Sock last, boolean stopped,
               List<String> trace) {
            this.variant = variant;
            this.pathMtu = pathMtu;
            this.probes = Collections.unmodifiableList(probes);
            this.acked = Collections.unmodifiableList(acked);
            this.last = last;
            this.stopped = stopped;
            this.trace = Collections.unmodifiableList(trace);
        }
    }

    private Converge() {}

    /**
     * Runs xmits until tcp_mtu_probe stops the search, or {@code maxProbes} probes were sent.
     */
    public static Result run(Config config, int pathMtu, int cwnd, int maxProbes) {
        List<Integer> probes = new ArrayList<>();
        List<Boolean> acked = new ArrayList<>();
        List<String> trace = new ArrayList<>();
        trace.add(config.toJson());
        Sock s = Pmtu.connect(config).after;
        boolean stopped = false;
        while (probes.size() < maxProbes) {
            Event x = Event.of(Event.Kind.XMIT).withCwnd(C.u32(cwnd)); // cwnd is a u32: 0xFFFFFFFF is no "unset"
            trace.add(x.toJson());
            Step st = Pmtu.step(s, x);
            s = st.after;
            if (st.sent == 0) {
                stopped = st.stopped;
                break;
            }
            probes.add(st.sent);
            boolean ok = st.sent <= pathMtu;
            acked.add(ok);
            Event outcome = Event.of(ok ? Event.Kind.PROBE_ACKED : Event.Kind.PROBE_LOST);
            trace.add(outcome.toJson());
            s = Pmtu.step(s, outcome).after;
        }
        return new Result(config.variant, pathMtu, probes, acked, s, stopped, trace);
    }
}
