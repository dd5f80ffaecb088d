package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.props.FormulaCase;

/**
 * REPROBE_TIMING_ANY_INTERVAL: the predicate of {@link ReprobeTiming} over every interval tcp_probe_interval can hold.
 */
public final class ReprobeTimingAnyInterval extends ReprobeTiming {
    public ReprobeTimingAnyInterval() {
        super("REPROBE_TIMING_ANY_INTERVAL", "REPROBE_TIMING",
                "As REPROBE_TIMING, for every value tcp_probe_interval can hold, including those whose interval * HZ does not fit in a u32.",
                "as REPROBE_TIMING",
                "\"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015) 4/4: u32 interval = sysctl_tcp_probe_interval; delta >= interval * HZ",
                "as REPROBE_TIMING, every u32 interval (biased to 4294967295, 2^31, 4294968, 17179870)");
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("interval 4294968 s at HZ 1000 (the u32 product wraps to 32), 32 jiffies elapsed, no reprobe",
                        () -> formula(32, 4294968000L, false)),
                FormulaCase.breaks("interval 4294968 s at HZ 1000, 32 jiffies elapsed, reprobed",
                        () -> formula(32, 4294968000L, true)));
    }

    @Override
    public int[] assumedIntervals() {
        return null;
    }
}
