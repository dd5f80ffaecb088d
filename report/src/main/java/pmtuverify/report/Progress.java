package pmtuverify.report;

import java.io.PrintStream;

/**
 * Progress of a long command on stderr: items done of the total, the time elapsed and an estimate of the time left
 * (elapsed / done * items left). On a terminal one line is rewritten after each item; otherwise (a CI log, a pipe) a line
 * is printed every {@link #EVERY_MS} and after the last item, so logs stay line-oriented. The libraries that do the
 * work only call back with the item done; nothing of this format reaches them.
 */
public final class Progress {
    public static final long EVERY_MS = 10_000;

    private final String what;
    private final int total;
    private final PrintStream err;
    private final boolean terminal;
    private final java.util.function.LongSupplier clock;
    private final long start;
    private long lastLine;
    private int done;

    Progress(String what, int total, PrintStream err, boolean terminal, java.util.function.LongSupplier clockMs) {
        this.what = what;
        this.total = total;
        this.err = err;
        this.terminal = terminal;
        this.clock = clockMs;
        this.start = clockMs.getAsLong();
        this.lastLine = start;
    }

    /** Progress of {@code total} {@code what} (a plural noun) on this process's stderr. */
    public static Progress of(String what, int total) {
        return new Progress(what, total, System.err, System.console() != null, System::currentTimeMillis);
    }

    /** One item ({@code name}) done. */
    public synchronized void done(String name) {
        done++;
        long now = clock.getAsLong();
        if (terminal) {
            err.print("\r" + line(name, now) + "\u001b[K" + (done >= total ? "\n" : ""));
            err.flush();
        } else if (now - lastLine >= EVERY_MS || done >= total) {
            err.println(line(name, now));
            lastLine = now;
        }
    }

    /** "pmtu: report 37/180 cells, 2 min 05 s, about 7 min 40 s left (last: NAME)". */
    public String line(String name, long now) {
        long elapsed = now - start;
        StringBuilder b = new StringBuilder("pmtu: ").append(done).append('/').append(total).append(' ').append(what)
                .append(", ").append(duration(elapsed));
        if (done < total && done > 0) {
            b.append(", about ").append(duration(elapsed * (total - done) / done)).append(" left");
        }
        return b.append(" (last: ").append(name).append(')').toString();
    }

    public static String duration(long ms) {
        long s = ms / 1000;
        return s < 60 ? s + " s" : String.format("%d min %02d s", s / 60, s % 60);
    }
}
