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
    public record Witness(String file, int lines, int violatingLine) implements java.io.Serializable {}

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
     * such witness exists, over the same events and a domain that holds the witness's domain, within a bound that
     * holds the witness's length (CLOSED: any length; BOUNDED: at most its depth in events). Random samples and
     * incomplete searches claim nothing and contradict nothing.
     */
    public static boolean contradict(Evidence a, Evidence b) {
        if (a.violated() == b.violated()) {
            return false;
        }
        Evidence bad = a.violated() ? a : b;
        Evidence clean = a.violated() ? b : a;
        if (!clean.events.equals(bad.events) || !clean.domain.contains(bad.domain)) {
            return false;
        }
        int witnessEvents = bad.witness.lines - 1;
        return clean.reach == Reach.CLOSED || (clean.reach == Reach.BOUNDED && witnessEvents <= clean.depth);
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
