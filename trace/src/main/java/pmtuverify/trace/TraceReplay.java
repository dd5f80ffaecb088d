package pmtuverify.trace;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;

/** The replay of a trace held in memory, of either protocol: the config line's variant says which. */
public final class TraceReplay {
    private TraceReplay() {}

    /** Whether {@code config}, a trace's first line, starts a HyStart trace (its variant is a HYSTART_ one). */
    public static boolean isHystart(JsonFields config) {
        return config.text("variant", "MAINLINE").startsWith("HYSTART");
    }

    /** The event lines of a trace held in memory (its lines after the config line), each read as it is asked for. */
    static Supplier<JsonFields> events(List<String> trace) {
        Iterator<String> events = trace.subList(1, trace.size()).iterator();
        int[] line = {1};
        return () -> events.hasNext() ? JsonFields.parse(++line[0], events.next()) : null;
    }

    /** The state after every line of {@code trace} (config line first), under the config line's variant. */
    public static List<Replayed> rows(List<String> trace) {
        if (isHystart(JsonFields.parse(1, trace.get(0)))) {
            return new ArrayList<>(HystartReplay.rows(trace));
        }
        return new ArrayList<>(PmtuReplay.rows(trace));
    }
}
