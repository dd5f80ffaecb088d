package pmtuverify.kernel;

import java.util.List;
import java.util.Map;

/**
 * The model side: replays a PLPMTUD trace (README, "Trace format (PLPMTUD)") and returns one output object per line,
 * the config line's first. The command line passes the code {@code ./pmtu replay} runs.
 */
@FunctionalInterface
public interface Replayer {
    List<Map<String, Object>> replay(List<String> traceLines);
}
