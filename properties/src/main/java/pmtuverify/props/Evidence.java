package pmtuverify.props;

import java.util.List;

/**
 * What one method showed about one cell (an invariant on a variant): the method, the events its runs were made
 * of, the domain its values came from, how far it went, and its witness if it found one. A cell's label is a
 * pure function of its record ({@link #label()}), so VERDICTS.md, REPORT.html, {@code check}, {@code check --json}
 * and the FIX table all say the same of a cell, and no label claims more than its record covers: closed and
 * bounded searches, random runs and violations each have their own words.
 *
 * @param method  who produced the evidence
 * @param events  the events covered, in words (a PLPMTUD profile such as "steady profile", a HyStart kind, the
 *                SMT encoding's transitions or a kernel scenario)
 * @param domain  the values drawn from
 * @param reach   how far the method went over {@code events} and {@code domain}
 * @param runs    random runs made (0 for the other methods)
 * @param depth   events per run, or the search's depth bound (0 where no bound applies: SMT, kernel)
 * @param witness the counterexample, or null
 */
public record Evidence(Method method, String events, Scope domain, Reach reach, long runs, int depth, Witness witness)
        implements java.io.Serializable {

    /** Who produced the evidence. */
    public enum Method {
        RANDOM("random engine"), EXPLORER("explorer"), SMT("SMT"), KERNEL("kernel");

        public final String words;

        Method(String words) {
            this.words = words;
        }
    }

    /** The domain of values a method drew from. */
    public enum Scope {
        /** Bounds.SMALL, the explorer's standard bounds. */
        STANDARD("standard bounds"),
        /** Bounds.WIDE, the random engine's PLPMTUD domains. */
        WIDE("wide domains"),
        /** A HyStart kind's HyBounds, the same for the random engine and the explorer. */
        HYSTART("the kind's HyStart bounds"),
        /** SMT over the restricted connection domain sane (48 <= tcp_base_mss <= 65535, mss_clamp >= 88). */
        SANE("domain sane"),
        /** SMT over every value the C types and the sysctl handlers allow. */
        ALL("every value"),
        /** The running kernel in one scenario. */
        KERNEL("the running kernel");

        public final String words;

        Scope(String words) {
            this.words = words;
        }

        /**
         * Whether every value of {@code other} is a value of this domain. Only what is known is claimed: ALL holds
         * every value; SANE holds the standard bounds (their tcp_base_mss is 512 or 1024 and their mss_clamp at
         * least 536); WIDE is not claimed to hold STANDARD (the steady profile's tcp_probe_interval 600 with HZ 100,
         * for instance, is drawn by both, but not every standard corner is in every wide draw).
         */
        public boolean contains(Scope other) {
            return this == other || this == ALL || (this == SANE && other == STANDARD);
        }

        /**
         * Whether the connection of a trace's config line is a value of this domain: ALL holds every one; SANE holds one
         * with 48 <= tcp_base_mss <= 65535, mss_clamp >= 88 and, for IPv4, a route MTU of at least 552 (a field the line
         * lacks is not known to be in it). The other domains are sets of draws, not decided from one line: false.
         */
        public boolean containsValues(String configLine) {
            if (this == ALL) {
                return configLine != null;
            }
            if (this != SANE || configLine == null) {
                return false;
            }
            long base = field(configLine, "tcp_base_mss");
            long clamp = field(configLine, "mss_clamp");
            long route = field(configLine, "route_mtu");
            long ip = field(configLine, "ip");
            return base >= 48 && base <= 65535 && clamp >= 88 && clamp != Long.MAX_VALUE && (ip == 6 || (route >= 552 && route != Long.MAX_VALUE));
        }

        /** An integer field of a flat JSON line, or Long.MAX_VALUE when it is absent. */
        private static long field(String line, String name) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"" + name + "\":(-?\\d+)").matcher(line);
            return m.find() ? Long.parseLong(m.group(1)) : Long.MAX_VALUE;
        }
    }

    /** How the events column of a cell over connect and any sequence of events starts (the proofs' EverySequence scope). */
    public static final String EVERY_SEQUENCE = "every event sequence";

    /**
     * Every PLPMTUD event kind, as a trace line names it ({@code "event"}), and two kinds an event line can carry beside
     * its own: {@code time} (an {@code "at"} field: jiffies advance) and {@code snd_cwnd} (a {@code "cwnd"} other than
     * the steady path's 20).
     */
    public static final List<String> PLPMTUD_EVENTS = List.of("xmit", "probe_acked", "probe_lost", "rto", "retransmit",
            "window_update", "icmp_frag_needed", "route_mtu", "sysctl", "time", "snd_cwnd");

    /** The steady path's event kinds: the search's own sends (at cwnd 20, no time passing) and its probes' outcomes. */
    private static final List<String> STEADY_EVENTS = List.of("xmit", "probe_acked", "probe_lost");

    /**
     * The event kinds a record's events cover, from their words, or null when the words name no known set (a HyStart
     * kind, a kernel scenario, an SMT encoding of some transitions): every event sequence, the general mix and the
     * sysctl profile cover every kind; the steady path, the steady and reprobe profiles xmit and the probe outcomes;
     * the black-hole profile those and rto.
     */
    public static List<String> eventKinds(String events) {
        if (events.startsWith(EVERY_SEQUENCE) || events.startsWith("general mix") || events.startsWith("sysctl profile")) {
            return PLPMTUD_EVENTS;
        }
        if (events.startsWith("steady profile") || events.startsWith("the steady path")) {
            return STEADY_EVENTS;
        }
        if (events.startsWith("reprobe profile")) {
            return List.of("xmit", "probe_acked", "probe_lost", "time");
        }
        if (events.startsWith("black-hole profile")) {
            return List.of("xmit", "probe_acked", "probe_lost", "rto");
        }
        return null;
    }

    /**
     * The event kinds of a trace's event lines (after the config line), in order of first use: each line's
     * {@code "event"}, with {@code time} for an {@code "at"} field and {@code snd_cwnd} for a {@code "cwnd"} other
     * than 20.
     */
    public static List<String> traceKinds(List<String> trace) {
        java.util.LinkedHashSet<String> out = new java.util.LinkedHashSet<>();
        java.util.regex.Pattern p = java.util.regex.Pattern.compile("\"event\":\"([a-z_]+)\"");
        java.util.regex.Pattern cwnd = java.util.regex.Pattern.compile("\"cwnd\":(\\d+)");
        for (String l : trace.subList(Math.min(1, trace.size()), trace.size())) {
            java.util.regex.Matcher m = p.matcher(l);
            if (m.find()) {
                out.add(m.group(1));
            }
            if (l.contains("\"at\":")) {
                out.add("time");
            }
            java.util.regex.Matcher c = cwnd.matcher(l);
            if (c.find() && !c.group(1).equals("20")) {
                out.add("snd_cwnd");
            }
        }
        return List.copyOf(out);
    }

    /**
     * Whether the events a record covers ({@code events}, in words) contain every event kind in {@code kinds}: false
     * when the words name no known set of kinds ({@link #eventKinds}).
     */
    public static boolean eventsContain(String events, java.util.Collection<String> kinds) {
        List<String> covered = eventKinds(events);
        return covered != null && covered.containsAll(kinds);
    }

    /** How far a method went. */
    public enum Reach {
        /** Random runs: a sample. */
        SAMPLED,
        /** A search or proof that did not cover its bounds (a state cap, the heap; an SMT cell left OPEN). */
        PARTIAL,
        /** Every state within the depth bound explored, with states still new at the bound. */
        BOUNDED,
        /** Nothing left unexpanded (explorer), or a proof over the whole domain (SMT): any number of events. */
        CLOSED
    }

    /**
     * A counterexample: where the report keeps it ({@code file}, relative to specs/, or null when not written), its
     * replay lines and the violating one; for the kernel, {@code file} names the scenario and {@code lines} is 0.
     */
    public record Witness(String file, int lines, int violatingLine, List<String> kinds, String config) implements java.io.Serializable {
        public Witness {
            kinds = List.copyOf(kinds);
        }

        /** A witness whose trace is not at hand: its event kinds and values unknown. */
        public Witness(String file, int lines, int violatingLine) {
            this(file, lines, violatingLine, List.of(), null);
        }

        /** A witness with its trace: the event kinds it uses and its config line are what the contradiction rule compares. */
        public static Witness of(String file, List<String> trace, int violatingLine) {
            return new Witness(file, trace.size(), violatingLine, traceKinds(trace), trace.isEmpty() ? null : trace.get(0));
        }
    }

    public Evidence {
        if (witness == null && reach == Reach.CLOSED && method == Method.RANDOM) {
            throw new IllegalArgumentException("random runs never close a space");
        }
    }

    public boolean violated() {
        return witness != null;
    }

    /**
     * The cell's label, from this record alone. VIOLATED names the method and the witness's length; CLOSED is
     * PROVEN for any number of events; BOUNDED names its depth; random runs name their count; every label names
     * the events and the domain.
     */
    public String label() {
        String over = events + ", " + domain.words;
        if (witness != null) {
            String what = witness.lines <= 0 ? ": " + witness.file // a kernel run: its scenario
                    : ", " + witness.lines + (witness.lines == 1 ? " line" : " lines");
            return "VIOLATED (" + method.words + " witness" + what + "; " + over + ")";
        }
        if (method == Method.SMT) {
            return (reach == Reach.CLOSED ? "PROVEN (SMT: " : "OPEN (SMT: ") + over + ")";
        }
        switch (reach) {
            case CLOSED:
                return "PROVEN (closed: any number of events; " + over + ")";
            case BOUNDED:
                return "no violation within " + depth + " events (" + over + ")";
            case SAMPLED:
                return "no violation in " + runs + " runs of up to " + depth + " events (" + over + ")";
            default:
                return "no violation in the part searched, search incomplete (" + over + ")";
        }
    }

    /**
     * The contradiction rule: {@code a} and {@code b} contradict when one has a witness and the other claims that no
     * such witness exists, over events that contain every event kind of the witness's trace (the same events by name, or
     * {@link #eventsContain}: the kinds its trace uses, or where the trace is not at hand the kinds its method drew
     * from), over a domain that holds the witness's values ({@link Scope#contains} of the witness's domain, or
     * {@link Scope#containsValues} of its config line), within a bound that holds the witness's length (CLOSED: any
     * length; BOUNDED: at most its depth in events). Random samples and incomplete searches claim nothing and
     * contradict nothing.
     */
    public static boolean contradict(Evidence a, Evidence b) {
        if (a.violated() == b.violated()) {
            return false;
        }
        Evidence bad = a.violated() ? a : b;
        Evidence clean = a.violated() ? b : a;
        if (!containsEventsOf(clean, bad) || !containsValuesOf(clean, bad)) {
            return false;
        }
        int witnessEvents = bad.witness.lines - 1;
        return clean.reach == Reach.CLOSED || (clean.reach == Reach.BOUNDED && witnessEvents <= clean.depth);
    }

    /** Whether {@code clean}'s events contain every event kind of {@code bad}'s witness. */
    static boolean containsEventsOf(Evidence clean, Evidence bad) {
        if (clean.events.equals(bad.events)) {
            return true;
        }
        List<String> kinds = bad.witness.kinds.isEmpty() ? eventKinds(bad.events) : bad.witness.kinds;
        return kinds != null && eventsContain(clean.events, kinds);
    }

    /** Whether {@code clean}'s domain holds {@code bad}'s witness: its whole domain, or the values of its config line. */
    static boolean containsValuesOf(Evidence clean, Evidence bad) {
        return clean.domain.contains(bad.domain) || clean.domain.containsValues(bad.witness.config);
    }

    /**
     * The record a label was made from ({@link #label()} read back), with {@code method} the method its line names and
     * {@code witness} the witness to attach to a VIOLATED label (null: one whose trace is not at hand). What a label
     * does not say is left at 0: a random record's depth and runs are read, an explorer's depth; null when the label is
     * none of {@link #label()}'s forms.
     */
    public static Evidence parse(Method method, String label, Witness witness) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(VIOLATED|PROVEN|OPEN|no violation)(.*?) \\((.*)\\)$").matcher(label);
        if (!m.matches()) {
            return null;
        }
        String inner = m.group(3);
        Scope scope = null;
        for (Scope sc : Scope.values()) {
            if (inner.endsWith(", " + sc.words)) {
                scope = sc;
            }
        }
        if (scope == null) {
            return null;
        }
        String head = inner.substring(0, inner.length() - scope.words.length() - 2);
        switch (m.group(1)) {
            case "VIOLATED": {
                int semi = head.indexOf("; ");
                java.util.regex.Matcher n = java.util.regex.Pattern.compile("witness, (\\d+) lines?").matcher(head.substring(0, Math.max(0, semi)));
                int lines = n.find() ? Integer.parseInt(n.group(1)) : 0;
                Witness w = witness != null ? witness : new Witness(null, lines, lines);
                return new Evidence(method, head.substring(semi + 2), scope, Reach.SAMPLED, 0, 0, w);
            }
            case "OPEN":
                return new Evidence(method, head.substring("SMT: ".length()), scope, Reach.PARTIAL, 0, 0, null);
            case "PROVEN":
                return head.startsWith("SMT: ") ? new Evidence(method, head.substring("SMT: ".length()), scope, Reach.CLOSED, 0, 0, null)
                        : new Evidence(method, head.substring("closed: any number of events; ".length()), scope, Reach.CLOSED, 0, 0, null);
            default: {
                java.util.regex.Matcher within = java.util.regex.Pattern.compile("^ within (\\d+) events$").matcher(m.group(2));
                java.util.regex.Matcher runs = java.util.regex.Pattern.compile("^ in (\\d+) runs of up to (\\d+) events$").matcher(m.group(2));
                if (within.matches()) {
                    return new Evidence(method, head, scope, Reach.BOUNDED, 0, Integer.parseInt(within.group(1)), null);
                }
                if (runs.matches()) {
                    return new Evidence(method, head, scope, Reach.SAMPLED, Long.parseLong(runs.group(1)), Integer.parseInt(runs.group(2)), null);
                }
                return new Evidence(method, head, scope, Reach.PARTIAL, 0, 0, null);
            }
        }
    }

    /** The method a record's line names ({@link Method#words}), or null. */
    public static Method method(String words) {
        for (Method x : Method.values()) {
            if (x.words.equals(words)) {
                return x;
            }
        }
        return null;
    }

    /** Every contradicting pair among a cell's records, each as one line naming both labels; empty when none. */
    public static List<String> contradictions(List<Evidence> records) {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            for (int j = i + 1; j < records.size(); j++) {
                if (contradict(records.get(i), records.get(j))) {
                    out.add(records.get(i).label() + " contradicts " + records.get(j).label());
                }
            }
        }
        return out;
    }
}
