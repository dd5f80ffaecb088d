package pmtuverify.work;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Independent pieces of work (report cells, proof groups, agreement cells) on a fixed number of threads, with the
 * results in the order of the inputs whatever the thread count: a caller that writes files from the results writes the
 * same bytes on one core as on eight. The work items must not share mutable state (each proof group has its own z3
 * context, each cell its own engine).
 */
public final class Parallel {
    private Parallel() {}

    /** The default thread count: the machine's processors. */
    public static int defaultThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * {@code f} applied to each item, on {@code threads} threads (1 or less: in the calling thread, in order); the results
     * in the items' order. {@code done} is called with each item when its result is ready (in completion order, from the
     * thread that computed it, one call at a time). The first failure (in the items' order) is thrown after the others
     * have been cancelled: an unchecked exception or error as itself, a checked one wrapped.
     */
    public static <T, R> List<R> map(List<T> items, int threads, Function<? super T, ? extends R> f, Consumer<? super T> done) {
        if (threads <= 1 || items.size() <= 1) {
            List<R> out = new ArrayList<>(items.size());
            for (T item : items) {
                out.add(f.apply(item));
                done.accept(item);
            }
            return out;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, items.size()), r -> {
            Thread t = new Thread(r, "pmtu-work");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<R>> futures = new ArrayList<>(items.size());
            for (T item : items) {
                futures.add(pool.submit(() -> {
                    R r = f.apply(item);
                    synchronized (done) {
                        done.accept(item);
                    }
                    return r;
                }));
            }
            List<R> out = new ArrayList<>(items.size());
            for (Future<R> fu : futures) {
                try {
                    out.add(fu.get());
                } catch (ExecutionException e) {
                    futures.forEach(x -> x.cancel(true));
                    Throwable c = e.getCause();
                    if (c instanceof RuntimeException re) {
                        throw re;
                    }
                    if (c instanceof Error er) {
                        throw er;
                    }
                    throw new IllegalStateException(c);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
