package pmtuverify.kernel.plpmtud;

import java.util.List;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.trace.PmtuReplay;

/**
 * The PLPMTUD model side of the kernel comparison: replays a connection's config and events, as typed values, and
 * returns the state after each, the connection's first. {@link #REPLAY} is the replay {@code ./pmtu replay} runs
 * (each config under its own variant); the mutants of {@code ./pmtu kernel --mutants} change what goes in.
 */
@FunctionalInterface
public interface PmtuModel {
    /** The model's own replay: {@link PmtuReplay#rows(Config, List)}. */
    PmtuModel REPLAY = PmtuReplay::rows;

    List<PmtuReplay.Row> replay(Config config, List<Event> events);
}
