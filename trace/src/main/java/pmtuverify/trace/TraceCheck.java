package pmtuverify.trace;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Protocol;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.Bounds;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuHarness;

/**
 * The catalogue's PLPMTUD invariants evaluated on a replayed trace ({@code replay --check}): each
 * invariant's monitor (the harness's transition, which checks the invariant) follows the trace event
 * by event; the first line that breaks it is marked. TERMINATION, a liveness property, is broken on a
 * trace when the state after a line repeats the state after an earlier one and a probe outcome (an ack
 * or a loss of a probe in flight) lies between them: the loop can repeat forever. The lasso monitor is
 * the harness's own ({@link pmtuverify.props.MachineHarness.Lasso}), as in the random engine's runs. Under the
 * invariant's fairness assumption a loop that takes an unfair step (a probe of size <= tcp_mss_to_mtu(mss_cache) lost) is
 * no violation: it is reported as a lasso that exists only under an unfair path.
 */
public final class TraceCheck {
    /** One invariant's monitor on the trace. */
    private static final class Monitor {
        final String id;
        final PmtuHarness h;
        PmtuHarness.State s;
        /** Line of the first violation, or 0. */
        int line;
        String detail;
        /** Line from which the monitor's assumptions no longer hold (nothing checked past it), or 0. */
        int unchecked;
        /** For a liveness invariant: the states seen and the last probe outcome. */
        PmtuHarness.Lasso lasso;
        /** For a liveness invariant: the first loop closed only under an unfair path, described, or null. */
        String unfair;

        Monitor(String id, PmtuHarness h) {
            this.id = id;
            this.h = h;
        }
    }

    private final List<Monitor> monitors = new ArrayList<>();

    /** The PLPMTUD invariant ids of the catalogue that apply to {@code variant}. */
    public static List<String> applicable(String variant) {
        List<String> ids = new ArrayList<>();
        for (CheckSpec s : Catalogue.random()) {
            if (s.invariant().protocol() != Protocol.HYSTART && s.variants().contains(variant)) {
                ids.add(s.invariant().id());
            }
        }
        return ids;
    }

    /** Monitors for {@code ids} (all applicable ones when empty) from the state after the config line. */
    public TraceCheck(List<String> ids, Sock connected, int pathMtu, int configLine) {
        Variant v = connected.variant();
        List<CheckSpec> specs = Catalogue.random();
        List<String> want = ids.isEmpty() ? applicable(v.name()) : ids;
        for (String id : want) {
            CheckSpec spec = Catalogue.byId(specs, id);
            if (spec == null || spec.invariant().protocol() == Protocol.HYSTART) {
                throw new BadInput("unknown PLPMTUD invariant \"" + id + "\" (" + Names.list(Names.pmtuInvariants()) + ")");
            }
            Names.requireApplicable(specs, id, v.name());
            Monitor m = new Monitor(id, PmtuChecks.harness(spec.invariant(), v, Bounds.WIDE, PmtuChecks.WIDE_DEPTH));
            m.s = m.h.initial(connected, pathMtu);
            try {
                m.h.checkStart(m.s);
            } catch (Broken b) {
                m.line = configLine;
                m.detail = b.getMessage();
            }
            if (m.h.liveness()) {
                m.lasso = m.h.new Lasso(m.s, configLine);
            }
            monitors.add(m);
        }
    }

    /** Violations first found at {@code line} so far (the config line's, before any event). */
    public Map<String, String> violationsAt(int line) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Monitor m : monitors) {
            if (m.line == line) {
                out.put(m.id, m.detail);
            }
        }
        return out;
    }

    /** Follows event {@code e} of trace line {@code line}; returns the invariants it breaks first, with their details. */
    public Map<String, String> step(int line, Event e) {
        for (Monitor m : monitors) {
            if (m.line != 0 || m.unchecked != 0) {
                continue;
            }
            PmtuHarness.State before = m.s;
            try {
                PmtuHarness.State next = m.h.apply(m.s, e);
                if (next == null) {
                    m.unchecked = line;
                    continue;
                }
                m.s = next;
            } catch (Broken b) {
                m.line = line;
                m.detail = b.getMessage();
                continue;
            }
            int at = m.lasso == null ? -1 : m.lasso.step(before, e, m.s, line);
            if (at >= 0) {
                m.line = line;
                m.detail = "lasso: the state after line " + line + " equals the state after line " + at
                        + ", and lines " + (at + 1) + ".." + line + " include a probe outcome (an ack or a loss of a probe in flight), so they can repeat forever";
            } else if (m.unfair == null && m.lasso != null && m.lasso.unfairLoop() != null) {
                int[] loop = m.lasso.unfairLoop();
                m.unfair = m.h.fairness().unfairOnly() + ": the state after line " + loop[1] + " equals the state after line " + loop[0];
            }
        }
        return violationsAt(line);
    }

    /** One summary line per invariant. */
    public List<String> summary() {
        List<String> out = new ArrayList<>();
        for (Monitor m : monitors) {
            out.add(m.line != 0 ? m.id + ": violated at line " + m.line + ": " + m.detail
                    : m.unchecked != 0 ? m.id + ": holds up to line " + (m.unchecked - 1) + "; not checked from line " + m.unchecked
                            + " on (an event the invariant assumes away, such as an elapsed reprobe interval)"
                    : m.unfair != null ? m.id + ": holds on this trace under fairness; " + m.unfair
                    : nothingChecked(m) ? m.id + ": nothing checked on this trace: its premise (" + premise(m) + ") never held"
                    : m.id + ": holds on this trace");
        }
        return out;
    }

    /** The premise of the monitor's invariant, when its formula is an implication checked only when that holds; or null. */
    private static String premise(Monitor m) {
        return m.h.invariant() instanceof pmtuverify.props.pmtu.PmtuInvariant p ? p.premise() : null;
    }

    /** Whether the monitor's invariant is an implication whose premise never held on the trace: nothing was checked. */
    private static boolean nothingChecked(Monitor m) {
        String premise = premise(m);
        return premise != null && m.h.coverage().snapshot().getOrDefault(premise, 0L) == 0;
    }

    /** The invariants whose loop on this trace exists only under an unfair path, with that description. */
    public Map<String, String> unfairLassos() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Monitor m : monitors) {
            if (m.line == 0 && m.unfair != null) {
                out.put(m.id, m.unfair);
            }
        }
        return out;
    }

    public boolean violated() {
        for (Monitor m : monitors) {
            if (m.line != 0) {
                return true;
            }
        }
        return false;
    }
}
