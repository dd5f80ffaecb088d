package pmtuverify.model.plpmtud;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The result of one event: the state after it and what the event did on the way. */
public final class Step {
    public final Sock after;
    /** IP datagram size of the probe this event sent, 0 if none. */
    public final int sent;
    /** tcp_mtu_check_reprobe found the interval elapsed and reset the search range. */
    public final boolean reprobed;
    /** tcp_mtu_probe reached the stop test and stopped (the search counts as converged). */
    public final boolean stopped;
    /** IP output refused the probe: a DF datagram larger than the route MTU; nothing was sent. */
    public final boolean refused;
    /** A retransmission cancelled the probe in flight (neither acked nor lost). */
    public final boolean cancelled;
    /** The sysctl write was refused with -EINVAL and changed nothing. */
    public final boolean einval;
    /** tcp_mtu_probe's window gate refused: the xmit's snd_wnd is below size_needed ({@code windowNeeded}). */
    public final boolean windowShort;
    /** size_needed when the window gate refused, else 0. */
    public final int windowNeeded;
    /** int/u32 intermediates that wrapped during the event, each named by its kernel expression (never null). */
    public final List<String> wraps;
    /** The assignments the event ran, in order, when they were followed; empty otherwise. */
    public final List<Assignment> writes;
    /** The tests the event took ({@link Gate}), in order, when its assignments were followed; empty otherwise. */
    public final List<Gate.Decision> gates;
    /**
     * For each of {@link #writes}, the kernel function that called the one holding the statement (the nearest one the
     * model mirrors; null for the environment and the config), when followed; empty otherwise.
     */
    public final List<String> callers;
    /** The floors of __tcp_mtu_to_mss that raised an MSS during the event, each with its caller, when followed. */
    public final List<String> floors;

    Step(Sk sk, Sock after) {
        this.after = after;
        this.sent = sk.sent;
        this.reprobed = sk.reprobed;
        this.stopped = sk.stopped;
        this.refused = sk.refused;
        this.cancelled = sk.cancelled;
        this.einval = sk.einval;
        this.windowShort = sk.windowNeeded != 0;
        this.windowNeeded = sk.windowNeeded;
        this.wraps = sk.wraps == null || sk.wraps.isEmpty() ? Collections.<String>emptyList()
                : Collections.unmodifiableList(new ArrayList<>(sk.wraps));
        this.writes = sk.writes == null || sk.writes.isEmpty() ? Collections.<Assignment>emptyList()
                : Collections.unmodifiableList(new ArrayList<>(sk.writes));
        this.gates = sk.gates == null || sk.gates.isEmpty() ? Collections.<Gate.Decision>emptyList()
                : Collections.unmodifiableList(new ArrayList<>(sk.gates));
        this.callers = sk.callers == null || sk.callers.isEmpty() ? Collections.<String>emptyList()
                : Collections.unmodifiableList(new ArrayList<>(sk.callers));
        this.floors = sk.floors == null || sk.floors.isEmpty() ? Collections.<String>emptyList()
                : Collections.unmodifiableList(new ArrayList<>(sk.floors));
    }

    /** One replay output object: the state after the event and the event's own fields. */
    public String toJson(int line, String event) {
        StringBuilder b = new StringBuilder(320);
        b.append("{\"line\":").append(line).append(",\"event\":\"").append(event).append("\",");
        Sock.appendFields(b, fields());
        return b.append('}').toString();
    }

    /**
     * The output fields after {@code line} and {@code event}, in their order, each as its JSON value text: the state's
     * ({@link Sock#fields}), then sent, stopped, reprobe, refused, cancelled and einval (each of the last three only
     * when true) and wraps.
     */
    public java.util.LinkedHashMap<String, String> fields() {
        java.util.LinkedHashMap<String, String> f = after.fields();
        f.put("sent", Integer.toString(sent));
        f.put("stopped", Boolean.toString(stopped));
        f.put("reprobe", Boolean.toString(reprobed));
        if (refused) {
            f.put("refused", "true");
        }
        if (cancelled) {
            f.put("cancelled", "true");
        }
        if (einval) {
            f.put("einval", "true");
        }
        StringBuilder w = new StringBuilder("[");
        for (int i = 0; i < wraps.size(); i++) {
            w.append(i > 0 ? "," : "").append('"').append(wraps.get(i)).append('"');
        }
        f.put("wraps", w.append(']').toString());
        return f;
    }
}
