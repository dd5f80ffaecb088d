package pmtuverify.props.pmtu;

import java.util.List;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.Invariant;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.Protocol;

/**
 * A PLPMTUD invariant as one value: its catalogue entry, the {@link Profile} it is checked under,
 * its assumptions and its predicate, and the corner cases of its formula with their expected
 * outcomes. {@link PmtuHarness} is the machine (the model's step and the monitor's bookkeeping) and
 * knows no invariant: it calls these hooks in a fixed order.
 *
 * <ol>
 * <li>At connect: {@link #assumed} (false ends the run unchecked), then {@link #checkStart}.</li>
 * <li>At every event: {@link #leaves} (true ends the run before any check), {@link #checkState} on the
 * socket after the event, the profile's environment counts its corners, then {@link #monitor} and
 * {@link #check}.</li>
 * </ol>
 *
 * Each subclass states its formula as a static predicate over named kernel quantities, used by the
 * hooks and by {@link #cases()}. Every predicate throws {@link Broken} with the detail of the
 * violation.
 */
public abstract class PmtuInvariant extends Invariant {
    private final Profile profile;

    protected PmtuInvariant(String id, String family, Profile profile, String statement, String formula, String origin,
            String assumptions) {
        super(Protocol.PLPMTUD, id, family, statement, formula, origin, assumptions);
        this.profile = profile;
    }

    /** The environment the invariant is checked under. */
    public final Profile profile() {
        return profile;
    }

    /** The corners counted for it: its profile's, which every invariant of the profile shares. */
    public String[] corners() {
        return profile.corners();
    }

    /**
     * For an invariant whose formula is an implication checked only when its premise holds, the coverage corner
     * counted each time it does (a trace on which it is never counted had nothing checked); null for an invariant
     * checked on every state.
     */
    public String premise() {
        return null;
    }

    /** Corner cases of the formula with their expected outcomes (for the test that ties formula and predicate). */
    @Override
    public abstract List<FormulaCase> cases();

    /**
     * The explorer's standard depth (events). The steady and black-hole state spaces close well before 200
     * events (every reachable state is expanded, so the verdict holds at any depth); the others are
     * searched to 30 events.
     */
    public int exploreDepth() {
        return profile == Profile.STEADY || profile == Profile.BLACKHOLE ? 200 : 30;
    }

    /** The random engine's budget of outside events per run of {@code depth} events: any number unless said. */
    public int randomOutside(int depth) {
        return depth;
    }

    /** True for a liveness invariant: broken by a lasso with a probe outcome in its loop. */
    public boolean liveness() {
        return false;
    }

    /**
     * A liveness invariant's fairness assumption: every PLPMTUD liveness invariant assumes
     * {@link PmtuFairness#DATA_SIZE_PROBES_NOT_LOST_FOREVER}; a safety invariant none (null).
     */
    @Override
    public PmtuFairness fairness() {
        return liveness() ? PmtuFairness.DATA_SIZE_PROBES_NOT_LOST_FOREVER : null;
    }

    /** True when the monitor reads the 64-bit time since probe_timestamp was set (it becomes part of the state key). */
    public boolean readsElapsed() {
        return false;
    }

    /** The tcp_probe_interval values the invariant assumes at connect (any bounds), or null for the bounds' own. */
    public int[] assumedIntervals() {
        return null;
    }

    /**
     * Whether the connection {@code s} lies within the invariant's assumptions; when it does not, the
     * run ends unchecked and the unmet assumption is counted in {@code coverage}.
     */
    public boolean assumed(PmtuHarness.State s, Coverage coverage) {
        return true;
    }

    /** Whether the step takes the run outside the invariant's assumptions (the run ends there, unchecked). */
    public boolean leaves(Step st) {
        return false;
    }

    /** A state predicate, checked after connect and after every event. */
    public void checkState(Sock s) {
    }

    /** The predicate at connect: the state predicate unless the invariant says more. */
    public void checkStart(PmtuHarness.State s, Coverage coverage) {
        checkState(s.sock);
    }

    /**
     * The invariant's own monitor bookkeeping for {@code before --e--> next}: {@code next}, or {@code next}
     * with the invariant's counter updated (the state the run goes on from and {@link #check} reads).
     */
    public PmtuHarness.State monitor(PmtuHarness.State before, Event e, PmtuHarness.State next, Coverage coverage) {
        return next;
    }

    /** The transition predicate on {@code before --e--> next}, with {@code st} what the event did. */
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
    }

    /** {@code holds}; when it does not, counts {@code unmetCorner}: for {@link #assumed}. */
    protected static boolean assume(boolean holds, Coverage coverage, String unmetCorner) {
        if (!holds) {
            coverage.hit(unmetCorner);
        }
        return holds;
    }
}
