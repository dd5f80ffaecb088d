package pmtuverify.kernel.plpmtud;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.trace.PmtuReplay;

/**
 * The probes of a run, kernel and model, compared as lists of (size, outcome), not only through the states after
 * them. The kernel's list is read transition by transition: the outcome the transition's events give the probe in
 * flight (probe_acked {@code +}, probe_lost {@code -}, a retransmission that cancelled it {@code ~}), then a new
 * probe where the sample after it holds one that the sample before did not, or the same size again after an
 * outcome. That reading sees what {@link Result#kernelProbes}, which compares consecutive states only, cannot: a
 * probe acked and another of the same size sent between two samples (tcp_probe_threshold <= 1 at search_low), which
 * leaves probe_size unchanged. The model's list is read from its replayed lines: each probe it sent
 * ({@code sent}), and the outcome the line's event gave the probe it had in flight.
 *
 * <p>What this compares independently is the sizes and the count: the model computes each probe's size and decides
 * whether to send it. The outcomes are the kernel's, given to the model as events: a probe_acked with a probe in
 * flight acks it whatever its size, so the outcomes agree by construction wherever the sizes do.
 */
public record ProbeLists(List<String> kernel, List<String> model) {
    /** The lists of one run, over every transition and replayed line (the comparison's stop does not cut them). */
    public static ProbeLists of(Result r) {
        List<String> k = new ArrayList<>();
        for (Transition t : r.transitions) {
            char outcome = 0;
            for (Event e : t.events) {
                if (t.before.probeSize != 0 && outcome == 0) {
                    outcome = switch (e.kind) {
                        case PROBE_ACKED -> '+';
                        case PROBE_LOST -> '-';
                        case RETRANSMIT, RTO, ICMP_FRAG_NEEDED -> t.after.probeSize != t.before.probeSize ? '~' : 0;
                        default -> 0;
                    };
                }
            }
            if (t.before.probeSize != 0 && outcome == 0 && t.after.probeSize != t.before.probeSize) {
                outcome = '~';
            }
            if (outcome != 0 && !k.isEmpty()) {
                k.set(k.size() - 1, k.get(k.size() - 1) + outcome);
            }
            boolean resolved = outcome == '+' || outcome == '-';
            if (t.after.probeSize != 0 && (t.after.probeSize != t.before.probeSize || resolved)) {
                k.add(Integer.toString(t.after.probeSize));
            }
        }
        List<String> m = new ArrayList<>();
        for (int i = 1; i < r.model.size(); i++) {
            PmtuReplay.Row row = r.model.get(i);
            int before = r.model.get(i - 1).after().probeSize;
            if (before != 0 && row.after().probeSize != before || before != 0 && row.step().sent != 0) {
                char c = row.event().equals(Event.Kind.PROBE_ACKED.json) ? '+'
                        : row.event().equals(Event.Kind.PROBE_LOST.json) ? '-' : '~';
                if (!m.isEmpty()) {
                    m.set(m.size() - 1, m.get(m.size() - 1) + c);
                }
            }
            if (row.step().sent != 0) {
                m.add(Integer.toString(row.step().sent));
            }
        }
        return new ProbeLists(k, m);
    }

    /** The first index at which the lists differ (a size, an outcome, or one list ending first), or -1. */
    public int firstDifference() {
        for (int i = 0; i < Math.min(kernel.size(), model.size()); i++) {
            if (!kernel.get(i).equals(model.get(i))) {
                return i;
            }
        }
        return kernel.size() == model.size() ? -1 : Math.min(kernel.size(), model.size());
    }

    /**
     * In words, for a row of specs/KERNEL.md: "equal (N)" or where they differ; and, when the state reader's list
     * ({@link Result#kernelProbes}) has fewer, how many it misses.
     */
    public String words(Result r) {
        int d = firstDifference();
        String s = d < 0 ? "equal (" + kernel.size() + ")"
                : "DIFFER at probe " + (d + 1) + ": kernel " + (d < kernel.size() ? kernel.get(d) : "none") + ", model "
                        + (d < model.size() ? model.get(d) : "none") + " (kernel " + kernel.size() + ", model " + model.size() + ")";
        int missed = kernel.size() - r.kernelProbes().size();
        return missed == 0 ? s : s + "; the states alone show " + r.kernelProbes().size() + ": " + missed
                + " acked and resent at the same size between two samples";
    }
}
