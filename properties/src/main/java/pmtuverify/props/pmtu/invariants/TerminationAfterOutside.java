package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.Profile;

/**
 * TERMINATION_AFTER_OUTSIDE: after the outside events run out, a steady path brings the search to its stop test. A
 * liveness invariant over the general mix with a budget of outside events ({@link MachineHarness#lasso}).
 */
public final class TerminationAfterOutside extends PmtuInvariant {
    public TerminationAfterOutside() {
        super("TERMINATION_AFTER_OUTSIDE", "TERMINATION", Profile.GENERAL,
                "After any outside event (an ICMP, a route change, a black-hole timeout, a retransmission, a sysctl write, a cwnd change, an idle gap that lets the reprobe timer fire), a steady path brings the search to its stop test: no cycle of probe transitions exists once the environment is quiet.",
                "outside events exhausted  =>  no state repeats with a probe outcome (an ack or a loss of the probe in flight) and no unfair step (a loss of a probe of size <= tcp_mss_to_mtu(mss_cache)) since it was first reached",
                "as TERMINATION; the kernel meets its environment between searches, so a fix of the stop test must hold from every state the environment can leave",
                "the general mix with at most the stated number of outside events, then a steady path: probes <= P acked, larger lost, time does not advance");
    }

    @Override
    public boolean liveness() {
        return true;
    }

    /** A liveness search over the general mix, whose lassos need the whole graph in memory: 20 events. */
    @Override
    public int exploreDepth() {
        return 20;
    }

    /** Three outside events per random run: its lassos must lie where the environment is quiet. */
    @Override
    public int randomOutside(int depth) {
        return 3;
    }

    /** The search reached its stop test and the timer restarted it: the run is done. */
    @Override
    public boolean leaves(Step st) {
        return st.reprobed;
    }

    /** outside events exhausted  =&gt;  no state repeats with a probe outcome and no unfair step since it was first reached. */
    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no state repeats", () -> !MachineHarness.lasso(-1, 7)),
                FormulaCase.holds("the state after line 6 recurs with no probe outcome since", () -> !MachineHarness.lasso(6, 5)),
                FormulaCase.breaks("the state after line 6 recurs after a probe loss at line 8", () -> !MachineHarness.lasso(6, 8)),
                FormulaCase.holds("the state after line 6 recurs after an unfair probe loss at line 8", () -> !MachineHarness.fairLasso(6, 8, 8)));
    }
}
