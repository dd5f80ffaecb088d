package pmtuverify.props.pmtu;

import java.util.List;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Coverage;
import pmtuverify.props.Evidence;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.Invariant;
import pmtuverify.props.InvariantViolation;
import pmtuverify.props.engine.RandomEngine;
import pmtuverify.props.engine.Verdict;

/**
 * The boundary attack on one cell: the random engine's runs of the cell's harness over the cell's events and domain,
 * with every integer field's boundary values mixed into the draws ({@link Bounds#BOUNDARY}, or
 * {@link Bounds#BOUNDARY_SANE} for the domain sane). A cell an SMT proof calls PROVEN must survive it; a cell the attack
 * breaks comes back with its shrunk counterexample.
 */
public final class BoundaryAttack {
    /** The runs of a full attack on one cell. */
    public static final int RUNS = 10_000;
    /** Events per run: the random engine's ({@link PmtuChecks#WIDE_DEPTH}). */
    public static final int DEPTH = PmtuChecks.WIDE_DEPTH;
    /** The attack's seed: fixed, so that a figure is reproducible. */
    public static final long SEED = 1;

    private BoundaryAttack() {}

    /**
     * What the attack did on one cell: the events (a profile) and domain it drew from, the runs it made, and the
     * first counterexample (shrunk), or null when every run held.
     */
    public static final class Result {
        private final String invariant;
        private final String variant;
        private final Profile events;
        private final Evidence.Scope domain;
        private final int runs;
        private final InvariantViolation counterexample;

        Result(String invariant, String variant, Profile events, Evidence.Scope domain, int runs, InvariantViolation counterexample) {
            this.invariant = invariant;
            this.variant = variant;
            this.events = events;
            this.domain = domain;
            this.runs = runs;
            this.counterexample = counterexample;
        }

        public String invariant() {
            return invariant;
        }

        public String variant() {
            return variant;
        }

        public Profile events() {
            return events;
        }

        public Evidence.Scope domain() {
            return domain;
        }

        public int runs() {
            return runs;
        }

        /** The first counterexample, shrunk, or null. */
        public InvariantViolation counterexample() {
            return counterexample;
        }

        public boolean survived() {
            return counterexample == null;
        }

        /** "survived N runs (EVENTS, DOMAIN)", or the counterexample's invariant, message and violating line. */
        public String describe() {
            String over = " (" + events.words + ", " + domain.words + ", boundary values mixed in)";
            return survived() ? "survived " + runs + " runs" + over
                    : "VIOLATED: " + counterexample.invariantId() + ": " + counterexample.detail() + over + ", at line "
                            + counterexample.violatingLine() + " of " + counterexample.trace().size() + ": "
                            + counterexample.trace().get(counterexample.violatingLine() - 1);
        }
    }

    /** {@link #attack(Invariant, Variant, Profile, Evidence.Scope, int)} with the full {@link #RUNS}. */
    public static Result attack(Invariant inv, Variant variant, Profile events, Evidence.Scope domain) {
        return attack(inv, variant, events, domain, RUNS);
    }

    /**
     * Attacks {@code inv} on {@code variant} with {@code runs} runs drawn from {@code events} (the steady profile for
     * the steady path, the general mix for every event sequence and the encoded transitions) over {@code domain} (ALL
     * or SANE).
     */
    public static Result attack(Invariant inv, Variant variant, Profile events, Evidence.Scope domain, int runs) {
        if (domain != Evidence.Scope.ALL && domain != Evidence.Scope.SANE) {
            throw new IllegalArgumentException("a boundary attack draws from every value or the domain sane, not " + domain.words);
        }
        PmtuInvariant own = PmtuInvariants.of(inv);
        PmtuInvariant check = own.profile() == events ? own : new OnProfile(own, events);
        Bounds bounds = domain == Evidence.Scope.ALL ? Bounds.BOUNDARY : Bounds.BOUNDARY_SANE;
        PmtuHarness h = new PmtuHarness(variant, check, bounds, DEPTH, DEPTH);
        Verdict v = new RandomEngine(runs, SEED, 2_000).check(h, inv.id(), variant.name());
        return new Result(inv.id(), variant.name(), events, domain, runs, v.counterexample);
    }

    /**
     * The profile whose events an SMT cell's events column names: the steady path is the steady profile's events;
     * every event sequence, the encoded transitions and the snd_cwnd updates are within the general mix's.
     */
    public static Profile profileOf(String smtEvents) {
        return smtEvents.startsWith("the steady path") ? Profile.STEADY : Profile.GENERAL;
    }

    /**
     * An invariant checked under another profile's events: every hook is the invariant's own; the corners counted are
     * both profiles'.
     */
    static final class OnProfile extends PmtuInvariant {
        private final PmtuInvariant inv;

        OnProfile(PmtuInvariant inv, Profile events) {
            super(inv.id(), inv.family(), events, inv.statement(), inv.formula(), inv.origin(), inv.assumptions());
            this.inv = inv;
        }

        @Override
        public String[] corners() {
            java.util.LinkedHashSet<String> all = new java.util.LinkedHashSet<>(List.of(profile().corners()));
            all.addAll(List.of(inv.corners()));
            return all.toArray(new String[0]);
        }

        @Override
        public List<FormulaCase> cases() {
            return inv.cases();
        }

        @Override
        public boolean liveness() {
            return inv.liveness();
        }

        @Override
        public boolean readsElapsed() {
            return inv.readsElapsed();
        }

        @Override
        public int[] assumedIntervals() {
            return inv.assumedIntervals();
        }

        @Override
        public boolean assumed(PmtuHarness.State s, Coverage coverage) {
            return inv.assumed(s, coverage);
        }

        @Override
        public boolean leaves(Step st) {
            return inv.leaves(st);
        }

        @Override
        public void checkState(Sock s) {
            inv.checkState(s);
        }

        @Override
        public void checkStart(PmtuHarness.State s, Coverage coverage) {
            inv.checkStart(s, coverage);
        }

        @Override
        public PmtuHarness.State monitor(PmtuHarness.State before, Event e, PmtuHarness.State next, Coverage coverage) {
            return inv.monitor(before, e, next, coverage);
        }

        @Override
        public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
            inv.check(before, e, st, next, coverage);
        }
    }
}
