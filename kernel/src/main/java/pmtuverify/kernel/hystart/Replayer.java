package pmtuverify.kernel.hystart;

import pmtuverify.kernel.plpmtud.PmtuModel;

import java.util.List;
import pmtuverify.trace.HystartReplay;

/**
 * The HyStart model side: replays a trace given as typed values and returns the typed state after each line, the config
 * line's first. {@link #HYSTART} is the replay {@code ./pmtu replay} runs (PLPMTUD's is {@link PmtuModel}).
 */
@FunctionalInterface
public interface Replayer<I, R> {
    /** The HyStart model: {@link HystartReplay#rows(HystartReplay.Trace)}. */
    Replayer<HystartReplay.Trace, HystartReplay.Row> HYSTART = HystartReplay::rows;

    List<R> replay(I trace);
}
