package pmtuverify.props.pmtu;

import pmtuverify.props.Coverage;

/**
 * An invariant of the general mix about the search range (the ORDER and PROBE families): it assumes a
 * non-empty range and an mss_clamp of at least 88 at connect.
 */
public abstract class RangeInvariant extends PmtuInvariant {
    protected RangeInvariant(String id, String family, String statement, String formula, String origin, String assumptions) {
        super(id, family, Profile.GENERAL, statement, formula, origin, assumptions);
    }

    @Override
    public final boolean assumed(PmtuHarness.State s, Coverage coverage) {
        return assume(s.sock.searchLow <= s.sock.searchHigh && s.sock.config.mssClamp >= 88, coverage,
                "assumption unmet: empty range or mss_clamp < 88 at connect (not checked)");
    }
}
