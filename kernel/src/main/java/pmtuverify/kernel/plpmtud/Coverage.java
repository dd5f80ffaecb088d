package pmtuverify.kernel.plpmtud;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pmtuverify.model.plpmtud.Assignment;
import pmtuverify.model.plpmtud.Gate;
import pmtuverify.trace.PmtuReplay;

/**
 * What the PLPMTUD recordings cover of the model: for LATEST (Linux 6.18), every {@link Assignment} its code executes
 * and both ways of every {@link Gate}, each with the recordings whose replay ran it at a line the comparison then
 * held against the kernel. The replay is {@link Conformance#check}'s own ({@link Result#model}: the model follows
 * its assignments and decisions on every line); this class only reads which line belongs to which compared
 * transition.
 *
 * <p>A line is compared when its transition's state was compared with the kernel's and agreed, and so were all
 * before it (the connect, every transition up to the first difference, the hold check's sends when every
 * transition agreed): a run compared to its first difference counts what came before it. An assignment is compared
 * there when its field is one {@link Conformance#FIELDS} holds (route_mtu through the pmtu_cookie the same line's
 * tcp_sync_mss stores; snd_cwnd never: it is an input) and no later line of the same transition writes the field
 * again before the comparison. A gate's decision is compared when its line is. An assignment whose compared value
 * the suite read off the kernel's same field (see {@link #BY_CONSTRUCTION}) counts as exercised, not compared.
 */
public final class Coverage {
    private Coverage() {}

    /** The assignments LATEST's code can execute (the others are another variant's statement, a FIX rule, or the config). */
    public static final List<Assignment> LATEST_ASSIGNMENTS = List.of(
            Assignment.MTUP_INIT_ENABLED, Assignment.MTUP_INIT_HIGH, Assignment.MTUP_INIT_LOW, Assignment.MTUP_INIT_PROBE_SIZE,
            Assignment.MTUP_INIT_STAMP, Assignment.SYNC_MSS_HIGH, Assignment.SYNC_MSS_COOKIE, Assignment.SYNC_MSS_CACHE,
            Assignment.PROBE_SENT_CWND, Assignment.PROBE_SENT_SIZE, Assignment.REPROBE_PROBE_SIZE, Assignment.REPROBE_HIGH,
            Assignment.REPROBE_LOW, Assignment.REPROBE_STAMP, Assignment.PROBE_SUCCESS_CWND_U64, Assignment.PROBE_SUCCESS_LOW,
            Assignment.PROBE_SUCCESS_PROBE_SIZE, Assignment.PROBE_FAILED_HIGH, Assignment.PROBE_FAILED_PROBE_SIZE,
            Assignment.PROBE_FAILED_CWND, Assignment.RETRANSMIT_PROBE_SIZE, Assignment.MTU_PROBING_ENABLED,
            Assignment.MTU_PROBING_STAMP, Assignment.MTU_PROBING_LOW, Assignment.IPV4_UPDATE_PMTU, Assignment.IPV6_UPDATE_PMTU,
            Assignment.ROUTE_CHANGE);

    /**
     * The assignments whose compared value holds by construction, with why: the replay event that runs them was
     * inferred from the very field they write, or placed at the time the kernel stamped in it. Their agreement is
     * not an independent comparison, and each row of specs/KERNEL.md counts them.
     */
    public static final Map<Assignment, String> BY_CONSTRUCTION = byConstruction();

    private static Map<Assignment, String> byConstruction() {
        Map<Assignment, String> m = new EnumMap<>(Assignment.class);
        String stamp = "the event is replayed at the jiffy the kernel stored in probe_timestamp";
        m.put(Assignment.MTUP_INIT_STAMP, "the connection's start is the kernel's first probe_timestamp");
        m.put(Assignment.REPROBE_STAMP, stamp);
        m.put(Assignment.MTU_PROBING_STAMP, stamp);
        m.put(Assignment.MTU_PROBING_ENABLED, "the timeout is inferred from enabled going 0 to 1");
        m.put(Assignment.PROBE_SUCCESS_LOW, "probe_acked is inferred from search_low becoming probe_size");
        m.put(Assignment.PROBE_FAILED_HIGH, "probe_lost is inferred from search_high becoming probe_size - 1");
        return m;
    }

    /**
     * Why an uncovered entry is not compared where the reason is not only a missing scenario: not kernel code, a field
     * the suite does not compare, or what the suite does not replay. Linux 6.18 can reach every entry of the table.
     */
    static final Map<String, String> WHY_NOT = Map.of(
            key(Gate.PROBE_IN_FLIGHT, false), "a send with a probe in flight is replayed only where the kernel's state "
                    + "changed with it (a quiet send needs no probe in flight: README, \"Quiet sends\")",
            key(Gate.PROBE_ENABLED, false), "a send while probing is off is replayed only where the kernel's state changed "
                    + "with it (a quiet send needs probing on)",
            key(Gate.BLACKHOLE_PROBING, false), "a timeout with tcp_mtu_probing 0 changes nothing on the kernel, and "
                    + "only changes are replayed",
            key(Assignment.ROUTE_CHANGE), "not kernel code: the environment's `ip route change`, which no recording makes",
            key(Assignment.PROBE_SENT_CWND), "snd_cwnd is an input, never compared (congestion control drives it between samples)",
            key(Assignment.PROBE_SUCCESS_CWND_U64), "snd_cwnd is an input, never compared (congestion control drives it between samples)",
            key(Assignment.PROBE_FAILED_CWND), "snd_cwnd is an input, never compared (congestion control drives it between samples)",
            key(Gate.ICMP6_MSS, false), "happens on ipv6-icmp-1400 (the capture carries the Packet Too Big for 1400, and "
                    + "pmtu_cookie stays 1500), but an ICMP that changes nothing on the kernel is not replayed (Limits)");

    /** One entry of the table: an assignment, or one way of a gate, with where the C has it. */
    public record Entry(String name, String source, Set<String> compared, Set<String> exercised) {}

    static String key(Assignment a) {
        return a.name();
    }

    static String key(Gate g, boolean passed) {
        return g.name() + (passed ? " (" + g.yes + ")" : " (" + g.no + ")");
    }

    /** The table's entries over the results (LATEST's replays), in the enums' order: assignments, then gates. */
    public static List<Entry> entries(List<Result> results) {
        Map<String, Entry> m = new LinkedHashMap<>();
        for (Assignment a : LATEST_ASSIGNMENTS) {
            m.put(key(a), new Entry(key(a), a.function + ": `" + a.statement + "`"
                    + (a.file == null ? "" : " (" + a.file + "@v6.18)"), new LinkedHashSet<>(), new LinkedHashSet<>()));
        }
        for (Gate g : Gate.values()) {
            for (boolean passed : new boolean[] {true, false}) {
                m.put(key(g, passed), new Entry(key(g, passed), g.function + ": `" + g.condition + "` (" + g.file.replace(", ",
                        "@v6.18, ") + "@v6.18)", new LinkedHashSet<>(), new LinkedHashSet<>()));
            }
        }
        for (Result r : results) {
            String name = r.scenario.name;
            List<PmtuReplay.Row> rows = r.model;
            int[] compareAt = comparedAt(r);
            for (int i = 0; i < rows.size(); i++) {
                List<Assignment> w = rows.get(i).step().writes;
                for (int j = 0; j < w.size(); j++) {
                    Entry e = m.get(key(w.get(j)));
                    if (e == null) {
                        continue;
                    }
                    e.exercised.add(name);
                    if (compareAt[i] >= 0 && !BY_CONSTRUCTION.containsKey(w.get(j)) && survives(rows, i, j, compareAt[i])) {
                        e.compared.add(name);
                    }
                }
                for (Gate.Decision d : rows.get(i).step().gates) {
                    Entry e = m.get(key(d.gate(), d.passed()));
                    e.exercised.add(name);
                    if (compareAt[i] >= 0) {
                        e.compared.add(name);
                    }
                }
            }
        }
        return new ArrayList<>(m.values());
    }

    /**
     * For every model row of the result, the row at which its state was compared with the kernel's and agreed, or
     * -1. The rows are the replay's: the connect, the ICMP before the first sample (when there was one), each
     * transition's events in order, then the hold check's sends (when the run had it).
     */
    static int[] comparedAt(Result r) {
        int rows = r.model.size();
        int[] at = new int[rows];
        java.util.Arrays.fill(at, -1);
        List<Sample> samples = r.samples();
        if (rows == 0 || samples.isEmpty()) {
            return at;
        }
        int events = 0;
        for (Transition t : r.transitions) {
            events += t.events.size();
        }
        int extra = rows - 1 - events; // the ICMP before the first sample (0 or 1), the hold check's sends (0 or 3)
        int connectLine = extra % Conformance.TRAILING_SENDS;
        int trailing = extra - connectLine;
        if (connectLine > 1 || trailing != 0 && trailing != Conformance.TRAILING_SENDS) {
            throw new IllegalStateException(r.scenario.name + ": " + rows + " replayed lines for " + events + " events");
        }
        if (Conformance.differs(samples.get(0), r.model.get(connectLine)) != null) {
            return at;
        }
        for (int i = 0; i <= connectLine; i++) {
            at[i] = connectLine;
        }
        int line = connectLine;
        for (Transition t : r.transitions) {
            int last = line + t.events.size();
            if (t.unexplained || Conformance.differs(t.after, r.model.get(last)) != null) {
                return at;
            }
            for (int i = line + 1; i <= last; i++) {
                at[i] = last;
            }
            line = last;
        }
        Sample end = r.transitions.isEmpty() ? samples.get(0) : r.transitions.get(r.transitions.size() - 1).after;
        for (int i = line + 1; i < rows; i++) {
            if (Conformance.differs(end, r.model.get(i)) != null) {
                return at;
            }
            at[i] = i;
        }
        return at;
    }

    /**
     * Whether the value the j-th write of row i stored is the one compared at row {@code until}: its field is compared,
     * and no later write of the same row, nor any write of a row up to {@code until}, stores the field again.
     * route_mtu is compared through the pmtu_cookie that the same row's tcp_sync_mss stores after it.
     */
    static boolean survives(List<PmtuReplay.Row> rows, int i, int j, int until) {
        List<Assignment> w = rows.get(i).step().writes;
        String field = w.get(j).field;
        if (field.equals("route_mtu")) {
            int k = w.subList(j + 1, w.size()).indexOf(Assignment.SYNC_MSS_COOKIE);
            return k >= 0 && survives(rows, i, j + 1 + k, until);
        }
        if (!Conformance.FIELDS.contains(field)) {
            return false;
        }
        for (int k = j + 1; k < w.size(); k++) {
            if (field.equals(w.get(k).field)) {
                return false;
            }
        }
        for (int r = i + 1; r <= until; r++) {
            for (Assignment a : rows.get(r).step().writes) {
                if (field.equals(a.field)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The fields of one result compared by construction, in words ("probe_timestamp at connect and 3 stamping events;
     * search_low at 6 acked probes"), or "" when none: where the replay's event was read off the compared field.
     */
    public static String byConstructionWords(Result r) {
        int[] at = comparedAt(r);
        Map<Assignment, Integer> n = new EnumMap<>(Assignment.class);
        for (int i = 0; i < r.model.size(); i++) {
            if (at[i] < 0) {
                continue;
            }
            for (Assignment a : r.model.get(i).step().writes) {
                if (BY_CONSTRUCTION.containsKey(a)) {
                    n.merge(a, 1, Integer::sum);
                }
            }
        }
        List<String> out = new ArrayList<>();
        int stamps = n.getOrDefault(Assignment.REPROBE_STAMP, 0) + n.getOrDefault(Assignment.MTU_PROBING_STAMP, 0);
        if (n.containsKey(Assignment.MTUP_INIT_STAMP) || stamps > 0) {
            out.add("probe_timestamp at " + (n.containsKey(Assignment.MTUP_INIT_STAMP) ? "connect" : "")
                    + (n.containsKey(Assignment.MTUP_INIT_STAMP) && stamps > 0 ? " and " : "")
                    + (stamps > 0 ? stamps + " stamping event" + (stamps == 1 ? "" : "s") : ""));
        }
        count(out, n, Assignment.MTU_PROBING_ENABLED, "enabled at ", " enabling timeout", " enabling timeouts");
        count(out, n, Assignment.PROBE_SUCCESS_LOW, "search_low at ", " acked probe", " acked probes");
        count(out, n, Assignment.PROBE_FAILED_HIGH, "search_high at ", " lost probe", " lost probes");
        return String.join("; ", out);
    }

    private static void count(List<String> out, Map<Assignment, Integer> n, Assignment a, String head, String one, String many) {
        Integer k = n.get(a);
        if (k != null) {
            out.add(head + k + (k == 1 ? one : many));
        }
    }

    /**
     * The section of specs/KERNEL.md: one row per entry with the recordings that exercise it and compare it, those that
     * only exercise it, and for an entry none compares, why.
     */
    public static String markdown(List<Result> results) {
        List<Entry> es = entries(results);
        int covered = 0;
        int gateWays = 0;
        int gatesCovered = 0;
        List<String> open = new ArrayList<>();
        List<String> constructed = new ArrayList<>();
        StringBuilder t = new StringBuilder();
        t.append("| entry | kernel source (Linux 6.18) | compared on | exercised, not compared, on |\n|---|---|---|---|\n");
        for (Entry e : es) {
            boolean gate = e.name.contains(" (");
            if (gate) {
                gateWays++;
            }
            if (!e.compared.isEmpty()) {
                if (gate) {
                    gatesCovered++;
                } else {
                    covered++;
                }
            } else if (why(e).startsWith("**not compared independently")) {
                constructed.add(e.name);
            } else {
                open.add(e.name);
            }
            Set<String> only = new LinkedHashSet<>(e.exercised);
            only.removeAll(e.compared);
            t.append("| ").append(e.name).append(" | ").append(e.source.replace("|", "\\|")).append(" | ")
                    .append(e.compared.isEmpty() ? why(e) : names(e.compared)).append(" | ")
                    .append(names(only)).append(" |\n");
        }
        int assignments = es.size() - gateWays;
        StringBuilder b = new StringBuilder("## Coverage of LATEST\n\n");
        b.append("Every assignment LATEST's code can execute and both ways of every test that refuses or allows a probe, ")
                .append("an ICMP's update or a black-hole step, with the recordings whose replay ran it at a line the ")
                .append("comparison then held against the kernel (the connect, each transition up to the first difference, ")
                .append("the hold check's sends), computed by replaying every PLPMTUD recording above with the model ")
                .append("reporting its assignments and decisions. An assignment counts as compared only where the value it ")
                .append("stored is the one compared (a compared field, not overwritten before the transition's comparison; ")
                .append("route_mtu through the pmtu_cookie stored with it; snd_cwnd is an input, never compared), and not ")
                .append("where the replay's event was read off the field it writes (below). A test's decision counts ")
                .append("where its line does, also when a later event of the same transition changed the fields it decided ")
                .append("before the comparison. Compared: ").append(covered)
                .append(" of ").append(assignments).append(" assignments, ").append(gatesCovered).append(" of ")
                .append(gateWays).append(" ways of ").append(gateWays / 2).append(" tests. Compared only by construction: ")
                .append(String.join(", ", constructed)).append(". Uncovered (").append(open.size()).append("): ")
                .append(String.join(", ", open)).append(". Linux 6.18 can reach each of them; a reason other than a ")
                .append("missing scenario is given in its row.\n\n");
        b.append(t);
        b.append("\nNot compared independently (compared, but by construction: the replay's event is read off the ")
                .append("compared field or placed at the kernel's own stamp), in every recording where they occur; each ")
                .append("row of the table above counts them in its column \"by construction\":\n\n");
        for (Map.Entry<Assignment, String> e : BY_CONSTRUCTION.entrySet()) {
            b.append("- ").append(e.getKey().field).append(" from ").append(e.getKey().name()).append(" (")
                    .append(e.getKey().function).append("): ").append(e.getValue()).append(".\n");
        }
        return b.toString();
    }

    private static String why(Entry e) {
        String u = WHY_NOT.get(e.name);
        if (u != null) {
            return "**uncovered**: " + u;
        }
        for (Map.Entry<Assignment, String> b : BY_CONSTRUCTION.entrySet()) {
            if (b.getKey().name().equals(e.name)) {
                return "**not compared independently**: " + b.getValue();
            }
        }
        return "**uncovered**";
    }

    private static String names(Set<String> s) {
        if (s.isEmpty()) {
            return "";
        }
        List<String> l = new ArrayList<>(s);
        return l.size() <= 6 ? String.join(", ", l) : String.join(", ", l.subList(0, 5)) + " and " + (l.size() - 5) + " more";
    }
}
