package pmtuverify.cli;

import pmtuverify.explore.Harnesses;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Harness;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuHarness;

/** The explorations of the catalogue's rows under the standard bounds, shared by explore, report and bench. */
final class Explorations {
    private Explorations() {}

    /** The largest --max-states the state table takes. */
    static final long MAX_STATES = 50_000_000;

    /** A harness to explore, its depth and its bounds in words. */
    static final class Run {
        final Harness harness;
        final int depth;
        final String bounds;

        Run(Harness harness, int depth, String bounds) {
            this.harness = harness;
            this.depth = depth;
            this.bounds = bounds;
        }
    }

    /**
     * The exploration of row {@code s} on variant {@code v}. PLPMTUD rows take the standard bounds,
     * with {@code depth} (0: standard) and {@code outside} (-1: standard) overriding; HyStart rows
     * run on their harnesses' own bounded domains.
     */
    static Run of(CheckSpec s, String v, int depth, int outside) {
        String id = s.invariant().id();
        if (id.startsWith("HY_")) {
            return new Run(s.factory().create(v), 0, "the harness's own bounded domains (" + s.bounds() + ")");
        }
        PmtuHarness h = Harnesses.byName(id, v, depth, outside);
        return new Run(h, h.depth(), PmtuChecks.describe(s.invariant(), h.depth(), h.outside()));
    }
}
