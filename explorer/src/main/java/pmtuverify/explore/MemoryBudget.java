package pmtuverify.explore;

/**
 * The memory a search may use, checked before it allocates rather than discovered by an
 * OutOfMemoryError. The state table may hold {@link #TABLE_SHARE} of the heap: it asks before each
 * page or index it allocates. The frontier (the states of the level being expanded and of the next,
 * as objects) is checked at each level: first against an upper estimate of
 * {@link #FRONTIER_STATE_BYTES} a state, and when the estimate says no, against the heap in use
 * after a collection, which also measures what a frontier state really costs. A search the budget
 * stops ends PARTIAL, stopped by {@link Explorer.Limit#MEMORY}.
 */
final class MemoryBudget {
    /** The share of the maximum heap the state table may take. */
    static final double TABLE_SHARE = 0.6;
    /** The share of the maximum heap the table and the frontiers together may take. */
    static final double HEAP_SHARE = 0.9;
    /**
     * An upper estimate of a frontier state as objects, before it is measured: the harness's state
     * value with its model socket and config, and its frontier slot; the first check that fails replaces it by the measured cost.
     */
    static final long FRONTIER_STATE_BYTES = 512;

    private final long maxHeap;
    private final long tableLimit;
    private final boolean measure;
    private long table;
    private long perState = FRONTIER_STATE_BYTES;

    /** A budget of {@code maxHeap} bytes; {@code measure}: whether it may collect and read this JVM's heap. */
    MemoryBudget(long maxHeap, boolean measure) {
        this.maxHeap = maxHeap;
        this.tableLimit = (long) (maxHeap * TABLE_SHARE);
        this.measure = measure;
    }

    /** A budget of {@code maxHeap} bytes that trusts its estimates only. */
    MemoryBudget(long maxHeap) {
        this(maxHeap, false);
    }

    /** The budget of this JVM's maximum heap. */
    static MemoryBudget ofHeap() {
        return new MemoryBudget(Runtime.getRuntime().maxMemory(), true);
    }

    /** Whether the table may allocate {@code bytes} more; if so they are counted. */
    boolean allows(long bytes) {
        if (table + bytes > tableLimit) {
            return false;
        }
        table += bytes;
        return true;
    }

    /** Returns {@code bytes} the table no longer holds (an array replaced by a larger one). */
    void release(long bytes) {
        table -= bytes;
    }

    /**
     * Whether a level of {@code states} frontier states may be expanded: it and the next level, at
     * up to 1.5 times its size, beside the table. When the estimate does not fit, the heap is
     * collected and measured, and the measured cost per state decides.
     */
    boolean frontierAllows(long states) {
        long limit = (long) (maxHeap * HEAP_SHARE);
        if (table + (long) (2.5 * states * perState) <= limit) {
            return true;
        }
        if (!measure || states == 0) {
            return false;
        }
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long used = rt.totalMemory() - rt.freeMemory();
        perState = Math.max(16, (used - table) / states);
        return used + (long) (1.5 * states * perState) <= limit;
    }
}
