package pmtuverify.report;

import pmtuverify.explore.Harnesses;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.Protocol;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.Profile;

/** The explorations of the catalogue's rows under the standard bounds, shared by explore, report and bench. */
public final class Explorations {
    private Explorations() {}

    /** The largest --max-states: the state table numbers states in 27 bits (2^27 - 1 = 134,217,727). */
    public static final long MAX_STATES = 130_000_000;

    /** The default --max-states of {@code ./pmtu explore}: the cap a search of the standard bounds runs under. */
    public static final long DEFAULT_MAX_STATES = 20_000_000;

    /** A harness to explore, its depth and its bounds in words. */
    public static final class Run {
        public final MachineHarness<?, ?> harness;
        public final int depth;
        public final String bounds;

        Run(MachineHarness<?, ?> harness, int depth, String bounds) {
            this.harness = harness;
            this.depth = depth;
            this.bounds = bounds;
        }
    }

    /** Whether {@code --outside} applies to row {@code s}: only the general and sysctl mixes draw outside events. */
    public static boolean takesOutside(CheckSpec s) {
        if (isHystart(s)) {
            return false;
        }
        Profile p = PmtuHarness.profileOf(s.invariant());
        return p == Profile.GENERAL || p == Profile.SYSCTL;
    }

    public static boolean isHystart(CheckSpec s) {
        return s.invariant().protocol() == Protocol.HYSTART;
    }

    /**
     * The exploration of row {@code s} on variant {@code v}. PLPMTUD rows take the standard bounds,
     * with {@code depth} (0: standard) and {@code outside} (-1: standard; only for the general and
     * sysctl mixes, see {@link #takesOutside}) overriding; HyStart rows run on their kinds' own
     * bounded domains to the kind's ACK count, which neither changes. The bounds text says which
     * overrides did not apply.
     */
    public static Run of(CheckSpec s, String v, int depth, int outside) {
        String id = s.invariant().id();
        if (isHystart(s)) {
            MachineHarness<?, ?> h = (MachineHarness<?, ?>) s.factory().create(v);
            return new Run(h, h.depth(), "the harness's own bounded domains (" + s.bounds() + ")"
                    + (depth > 0 || outside >= 0 ? "; --depth and --outside apply to PLPMTUD harnesses only" : ""));
        }
        boolean takes = takesOutside(s);
        PmtuHarness h = Harnesses.byName(id, v, depth, takes ? outside : -1);
        return new Run(h, h.depth(), PmtuChecks.describe(s.invariant(), h.depth(), h.outside())
                + (!takes && outside >= 0 ? "; --outside applies to the general and sysctl mixes only" : ""));
    }
}
