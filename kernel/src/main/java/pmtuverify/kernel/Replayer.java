package pmtuverify.kernel;

import java.util.List;
import pmtuverify.trace.HystartReplay;

/**
 * The model side: replays a trace (README, "Trace format") and returns the typed state after each line, the config
 * line's first. {@link #HYSTART} is the replay {@code ./pmtu replay} runs (PLPMTUD: {@link PmtuModel}).
 */
@FunctionalInterface
public interface Replayer<R> {
    /** The HyStart model: {@link HystartReplay#rows}. */
    Replayer<HystartReplay.Row> HYSTART = HystartReplay::rows;

    List<R> replay(List<String> traceLines);
}
