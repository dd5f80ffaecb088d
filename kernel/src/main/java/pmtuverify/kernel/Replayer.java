package pmtuverify.kernel;

import java.util.List;
import pmtuverify.trace.HystartReplay;
import pmtuverify.trace.PmtuReplay;

/**
 * The model side: replays a trace (README, "Trace format") and returns the typed state after each line, the config
 * line's first. {@link #PLPMTUD} and {@link #HYSTART} are the replays {@code ./pmtu replay} runs.
 */
@FunctionalInterface
public interface Replayer<R> {
    /** The PLPMTUD model: {@link PmtuReplay#rows}. */
    Replayer<PmtuReplay.Row> PLPMTUD = PmtuReplay::rows;
    /** The HyStart model: {@link HystartReplay#rows}. */
    Replayer<HystartReplay.Row> HYSTART = HystartReplay::rows;

    List<R> replay(List<String> traceLines);
}
