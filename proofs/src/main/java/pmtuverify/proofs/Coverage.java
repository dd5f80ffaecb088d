package pmtuverify.proofs;

import java.util.List;

/**
 * What one SMT proof covers, as data: the method, the part of the state machine encoded (its name
 * and the kernel events whose transitions the queries contain), what that part holds fixed, and the
 * domain of the free values. A cell's label ({@link Proof#strength}) is written from it and from
 * nothing else, so a label never names more events or values than the queries quantify over.
 */
public final class Coverage {
    /** How the verdict was reached. */
    public final String method;
    /** The part of the kernel's state machine encoded, e.g. "the steady path". */
    public final String scope;
    /** The events whose transitions the queries encode, in the words of the trace format. */
    public final List<String> events;
    /** What the encoded part holds fixed or assumes (the events and values it leaves out). */
    public final String fixed;
    /** True when the free values range over every value the C types and the sysctl handlers allow. */
    public final boolean allValues;
    /**
     * The sane domain's restriction; for an {@link #allValues} domain, what it still fixes (a few HZ
     * values, say), or empty.
     */
    public final String restriction;

    /** True when the queries quantify over every event sequence from connect (the whole transition relation, {@link Machine}). */
    public final boolean everySequence;

    public Coverage(String method, String scope, List<String> events, String fixed, boolean allValues, String restriction) {
        this(method, scope, events, fixed, allValues, restriction, false);
    }

    public Coverage(String method, String scope, List<String> events, String fixed, boolean allValues, String restriction,
                    boolean everySequence) {
        this.everySequence = everySequence;
        this.method = method;
        this.scope = scope;
        this.events = List.copyOf(events);
        this.fixed = fixed;
        this.allValues = allValues;
        this.restriction = restriction;
    }

    /** The domain key of the cell in CELLS.tsv and PROOFS.md: {@code all} or {@code sane}. */
    public String domainKey() {
        return allValues ? "all" : "sane";
    }

    /** The domain in words. */
    public String domain() {
        return allValues ? "every value of the C types" + (restriction.isEmpty() ? "" : ", with " + restriction)
                : "sane domain (" + restriction + ")";
    }

    /** "the steady path (connect, xmit, probe acked, probe lost)". */
    public String scopeWithEvents() {
        return events.isEmpty() ? scope : scope + " (" + String.join(", ", events) + ")";
    }

    /**
     * The label of a PROVEN cell: method, scope with its events, domain, and what the encoding holds fixed or leaves out
     * ({@link #fixed}, after "conditions: "), so that the whole domain stands where a reader sees the verdict.
     */
    public String proven() {
        return "PROVEN by " + method + " on " + scopeWithEvents() + ", " + domain() + (fixed.isEmpty() ? "" : "; conditions: " + fixed);
    }

    /** "HZ 100, 250, 300 or 1000": the HZ values an encoding admits, the choices of kernel/Kconfig.hz (Jiffies.HZ_VALUES). */
    public static String hzList() {
        int[] hz = pmtuverify.model.c.Jiffies.HZ_VALUES;
        StringBuilder b = new StringBuilder("HZ ");
        for (int i = 0; i < hz.length; i++) {
            b.append(i == 0 ? "" : i == hz.length - 1 ? " or " : ", ").append(hz[i]);
        }
        return b.toString();
    }

    /** The events of the steady path: connection set-up, an xmit, the probe's outcome. */
    public static final List<String> STEADY_EVENTS = List.of("connect", "xmit", "probe acked", "probe lost");

    /** What the steady path holds fixed (the steady harness's conditions). */
    public static final String STEADY_FIXED = "tcp_mtu_probing 2; no ICMP, route change, timeout, reprobe, retransmission, "
            + "window update or sysctl write; pmtu_cookie equal to the route; time fixed; the sender's cwnd at least 11 at every xmit; "
            + "a peer window that bounds nothing (max_window 0)";
}
