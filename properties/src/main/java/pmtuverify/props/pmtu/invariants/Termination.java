package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness;
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.Profile;

/**
 * TERMINATION: on a steady path with no outside events, probing stops. A liveness invariant: the machine's driver
 * (and the explorer, over strongly connected components) looks for a lasso, {@link MachineHarness#lasso}.
 */
public final class Termination extends PmtuInvariant {
    public Termination() {
        super("TERMINATION", "TERMINATION", Profile.STEADY,
                "With a steady path and no outside events, probing stops: no cycle of probe transitions exists, for every value the threshold sysctl accepts.",
                "no outside event  =>  no state repeats with a probe outcome (an ack or a loss of the probe in flight) and no unfair step (a loss of a probe of size <= tcp_mss_to_mtu(mss_cache)) since it was first reached (a repeat is a lasso: stem + loop)",
                "\"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015), John Heffner on 2/4: \"if you set sysctl_tcp_probe_threshold <= 0, this will keep probing indefinitely at search_low\"",
                "clean path of MTU P (probes <= P acked, larger lost), time does not advance, only xmit and probe outcomes; every int threshold and interval");
    }

    @Override
    public boolean liveness() {
        return true;
    }

    /**
     * no state repeats with a probe outcome and no unfair step since it was first reached: the state after line {@code repeatedFrom}
     * recurs with the last probe outcome at line {@code lastProgress} and the last unfair step at line {@code lastUnfair}.
     */
    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("no state repeats", () -> !MachineHarness.lasso(-1, 4)),
                FormulaCase.holds("the state after line 3 recurs with no probe outcome since (an ack with no probe in flight is none)", () -> !MachineHarness.lasso(3, 2)),
                FormulaCase.breaks("the state after line 3 recurs after an ack of the probe in flight at line 4", () -> !MachineHarness.lasso(3, 4)),
                FormulaCase.breaks("the state after line 3 recurs after a loss at line 4, with an unfair loss only in the stem (line 2)",
                        () -> !MachineHarness.fairLasso(3, 4, 2)),
                FormulaCase.holds("the state after line 1 recurs after the loss at line 3 of a probe no larger than a data segment (unfair)",
                        () -> !MachineHarness.fairLasso(1, 3, 3)));
    }
}
