package pmtuverify.explore;

import java.util.Arrays;

/**
 * The edges a breadth-first search expanded, kept for the liveness search ({@link Tarjan}): per expanded state,
 * numbered 0.. in the order the search expands them (its numbering), the numbers of its successors in expansion
 * order, each with two flags, whether the step is {@link pmtuverify.props.MachineHarness#progress progress} and
 * whether it is {@link pmtuverify.props.MachineHarness#unfair unfair}. Compressed rows: an int and a byte per edge,
 * an int per expanded state; a state numbered past the expanded ones (one at the depth bound) has no edges. Every
 * growth is first asked of the {@link MemoryBudget}.
 */
final class StateGraph {
    static final byte PROGRESS = 1;
    static final byte UNFAIR = 2;

    private final MemoryBudget budget;
    /** The end (exclusive) of each expanded state's edges; its edges begin where the previous state's end. */
    private int[] end = new int[0];
    private int[] to = new int[0];
    private byte[] flags = new byte[0];
    private int sources;
    private int edges;

    StateGraph(MemoryBudget budget) {
        this.budget = budget;
    }

    /** Opens the edges of state {@code id}, the next one expanded; false when the budget refuses the room. */
    boolean open(int id) {
        if (id != sources) {
            throw new IllegalStateException("state " + id + " expanded out of order (expected " + sources + ")");
        }
        if (sources == end.length) {
            int n = Math.max(1024, sources * 2);
            if (!budget.allows(4L * n)) {
                return false;
            }
            budget.release(4L * end.length);
            end = Arrays.copyOf(end, n);
        }
        end[sources++] = edges;
        return true;
    }

    /** Adds an edge from the state opened last to state {@code target}; false when the budget refuses the room. */
    boolean add(int target, byte f) {
        if (edges == to.length) {
            int n = Math.max(4096, edges * 2);
            if (!budget.allows(5L * n)) {
                return false;
            }
            budget.release(5L * to.length);
            to = Arrays.copyOf(to, n);
            flags = Arrays.copyOf(flags, n);
        }
        to[edges] = target;
        flags[edges++] = f;
        end[sources - 1] = edges;
        return true;
    }

    /** The states expanded: those numbered below it have their edges here, the rest were left unexpanded. */
    int expanded() {
        return sources;
    }

    /** The first edge of state {@code v}. */
    int begin(int v) {
        return v == 0 ? 0 : v <= sources ? end[v - 1] : edges;
    }

    /** The end (exclusive) of state {@code v}'s edges: {@link #begin} for a state left unexpanded. */
    int end(int v) {
        return v < sources ? end[v] : begin(v);
    }

    int target(int e) {
        return to[e];
    }

    boolean progress(int e) {
        return (flags[e] & PROGRESS) != 0;
    }

    boolean unfair(int e) {
        return (flags[e] & UNFAIR) != 0;
    }
}
