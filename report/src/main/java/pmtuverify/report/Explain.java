package pmtuverify.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pmtuverify.model.plpmtud.Gate;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.JsonFields;
import pmtuverify.trace.PmtuReplay;

/**
 * The explain phase of a PLPMTUD counterexample: for each sysctl it leaves away from the kernel's own default (set at
 * connect or written mid-trace, {@link SysctlDistance#away}), the same events replayed with that one value at its
 * default. The counterexample needs the value when that run breaks the invariant nowhere; why is where that run first
 * goes another way: a test of {@link Gate} taken the other way, else the first field that differs, else the invariant's
 * own reading of the sysctl. A value the run does not need is said so, with what the default run still breaks.
 */
public final class Explain {
    private Explain() {}

    /** One sysctl away from its default, whether the counterexample needs it, and why. */
    public record Need(SysctlDistance.Away away, boolean needed, String why) {
        /** "tcp_probe_threshold 1 (default 8, set at connect): needed: with 8, line 2 (xmit) ..." */
        public String words() {
            return away.words() + ": " + (needed ? "needed: " : "not needed: ") + why;
        }
    }

    /** The explain phase of {@code trace}, a counterexample of the PLPMTUD invariant {@code invariant}. */
    public static List<Need> of(String invariant, List<String> trace) {
        List<Need> out = new ArrayList<>();
        List<PmtuReplay.Row> original = new ArrayList<>();
        PmtuReplay.replay(trace, null, List.of(invariant), original::add);
        for (SysctlDistance.Away a : SysctlDistance.away(trace)) {
            List<String> dflt = atDefault(trace, a);
            List<PmtuReplay.Row> rows = new ArrayList<>();
            boolean violated;
            try {
                violated = PmtuReplay.replay(dflt, null, List.of(invariant), rows::add).violated();
            } catch (BadInput refused) {
                out.add(new Need(a, true, "the default cannot be set with the rest of the run (" + refused.getMessage() + ")"));
                continue;
            }
            String where = firstDifference(original, rows, a.dflt());
            out.add(violated ? new Need(a, false, "with " + a.dflt() + " the run still breaks the invariant" + (where == null ? "" : " (" + where + ")"))
                    : new Need(a, true, where == null ? "with " + a.dflt() + " every state is the same and the invariant, which reads the sysctl, holds"
                            : where + ", and the run breaks nothing"));
        }
        return out;
    }

    /** {@code trace} with the sysctl of {@code a} at its default: in the config line, or in the write at its line. */
    static List<String> atDefault(List<String> trace, SysctlDistance.Away a) {
        List<String> out = new ArrayList<>(trace);
        try {
            ObjectNode o = (ObjectNode) JsonFields.mapper().readTree(trace.get(a.line() - 1));
            if (a.line() == 1) {
                ((ObjectNode) o.get("sysctl")).put(a.sysctl(), a.dflt());
            } else {
                o.put("value", a.dflt());
            }
            out.set(a.line() - 1, JsonFields.mapper().writeValueAsString(o));
        } catch (java.io.IOException | ClassCastException | NullPointerException e) {
            throw new IllegalStateException("line " + a.line() + " of a counterexample cannot be rewritten: " + e);
        }
        return out;
    }

    /** Where {@code b} (the run with {@code dflt}) first goes another way than {@code a}, or null when it never does. */
    static String firstDifference(List<PmtuReplay.Row> a, List<PmtuReplay.Row> b, long dflt) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            PmtuReplay.Row x = a.get(i);
            PmtuReplay.Row y = b.get(i);
            String at = "with " + dflt + ", line " + x.line() + " (" + x.label() + ")";
            List<Gate.Decision> gx = x.step().gates;
            List<Gate.Decision> gy = y.step().gates;
            for (int g = 0; g < Math.min(gx.size(), gy.size()); g++) {
                if (!gx.get(g).equals(gy.get(g))) {
                    Gate t = gy.get(g).gate();
                    return at + " takes " + t.function + "'s test `" + t.condition + "` the other way (" + (gy.get(g).passed() ? t.yes : t.no)
                            + ", not " + (gx.get(g).passed() ? t.yes : t.no) + ")";
                }
            }
            Map<String, String> fx = x.step().fields();
            Map<String, String> fy = y.step().fields();
            // the fields kernel statements write first (enabled, the range, the probe), then the rest of the state
            List<String> order = new ArrayList<>(pmtuverify.model.plpmtud.Provenance.FIELDS);
            order.addAll(fx.keySet());
            for (String f : order) {
                if (fx.containsKey(f) && !fx.get(f).equals(fy.get(f))) {
                    return at + " leaves " + f + " " + fy.get(f) + ", not " + fx.get(f);
                }
            }
        }
        return null;
    }
}
