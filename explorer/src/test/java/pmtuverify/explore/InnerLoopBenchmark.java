package pmtuverify.explore;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.pmtu.Bounds;
import pmtuverify.props.pmtu.PmtuChecks;
import pmtuverify.props.pmtu.PmtuHarness;

/**
 * The explorer's inner loop on the reference exploration (HIGH_ONLY_ON_NEGATIVE_SIGNAL on
 * MAINLINE, standard bounds), in its two halves: expanding a state (every draw, the model's step, the
 * monitor, the key) and matching a successor's key in the state table. The states are the first
 * 65,536 of the reference's breadth-first search, visited round robin; the table is refilled from
 * empty every iteration, so both new keys and keys seen before are matched. Run with
 * {@code mvn -B -ntp -pl explorer -am -Pjmh -DskipTests verify}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class InnerLoopBenchmark {
    private static final int STATES = 1 << 16;
    private PmtuHarness harness;
    private Expander<PmtuHarness.State, Event> expander;
    private final List<PmtuHarness.State> states = new ArrayList<>();
    private long[] keys;
    private int words;
    private StateTable table;
    private int next;
    private int nextKey;

    @Setup(Level.Trial)
    public void setUp() {
        harness = PmtuChecks.harness(Harnesses.invariant("HIGH_ONLY_ON_NEGATIVE_SIGNAL"), Variant.byName("MAINLINE"), Bounds.SMALL, 30, 1);
        expander = new Expander<>(harness);
        words = harness.keyWords();
        SearchRun<PmtuHarness.State, Event> run = new SearchRun<>(harness, 30, Long.MAX_VALUE, new MemoryBudget(1L << 40), null, 1);
        List<PmtuHarness.State> level = run.roots();
        List<long[]> ks = new ArrayList<>();
        while (states.size() < STATES && !level.isEmpty()) {
            List<PmtuHarness.State> nextLevel = new ArrayList<>();
            for (PmtuHarness.State s : level) {
                if (states.size() < STATES) {
                    states.add(s);
                }
                Successors<PmtuHarness.State, Event> x = expander.expand(s);
                for (int i = 0; i < x.count; i++) {
                    long[] k = new long[words];
                    System.arraycopy(x.keys, i * words, k, 0, words);
                    ks.add(k);
                    if (run.table.add(x.keys, i * words, 0) >= 0) {
                        nextLevel.add(x.state(i));
                    }
                }
            }
            level = nextLevel;
        }
        keys = new long[ks.size() * words];
        for (int i = 0; i < ks.size(); i++) {
            System.arraycopy(ks.get(i), 0, keys, i * words, words);
        }
    }

    @Setup(Level.Iteration)
    public void emptyTable() {
        table = new StateTable(words, new MemoryBudget(1L << 40));
        nextKey = 0;
    }

    /** One state expanded: its draws, steps, monitor and keys. */
    @Benchmark
    public void expand(Blackhole bh) {
        bh.consume(expander.expand(states.get(next)));
        next = (next + 1) & (STATES - 1);
    }

    /** One successor key matched (and numbered when new). */
    @Benchmark
    public int match() {
        int id = table.add(keys, nextKey * words, 0);
        nextKey = nextKey + 1 == keys.length / words ? 0 : nextKey + 1;
        return id;
    }
}
