package pmtuverify.kernel;

import java.util.List;
import pmtuverify.trace.HystartReplay;
import pmtuverify.trace.PmtuReplay;

/**
 * The model side: replays a trace and returns the typed state after each line, the config line's first.
 * {@link #PLPMTUD} replays trace lines (README, "Trace format"), {@link #HYSTART} a HyStart trace as typed values; both
 * are the replays {@code ./pmtu replay} runs.
 */
@FunctionalInterface
public interface Replayer<I, R> {
    /** The PLPMTUD model: {@link PmtuReplay#rows}. */
    Replayer<List<String>, PmtuReplay.Row> PLPMTUD = PmtuReplay::rows;
    /** The HyStart model: {@link HystartReplay#rows(HystartReplay.Trace)}. */
    Replayer<HystartReplay.Trace, HystartReplay.Row> HYSTART = HystartReplay::rows;

    List<R> replay(I trace);
}
