package pmtuverify.props.hystart;

import java.util.Random;
import pmtuverify.props.Harness;
import pmtuverify.props.InvariantViolation;

/** Enumerates every choice sequence of a harness (odometer over the recorded bounds of each draw). */
final class Exhaustive {
    /** The outcome: runs made and the first violation met (null when none: every choice sequence ran). */
    static final class Result {
        final long runs;
        final InvariantViolation first;

        Result(long runs, InvariantViolation first) {
            this.runs = runs;
            this.first = first;
        }
    }

    /** A Random whose draws enumerate every choice sequence, one sequence per {@link #advance}. */
    static final class Odometer extends Random {
        private static final long serialVersionUID = 1L;
        int[] values = new int[256];
        int[] bounds = new int[256];
        int given;
        int pos;

        @Override
        public int nextInt(int bound) {
            if (pos >= given) {
                values[pos] = 0;
                bounds[pos] = bound;
                given = pos + 1;
            } else if (bounds[pos] != bound) {
                throw new IllegalStateException("harness drew a different bound at the same position");
            }
            return values[pos++];
        }

        @Override
        public boolean nextBoolean() {
            return nextInt(2) == 1;
        }

        /** Advances to the next sequence; false when all were enumerated. */
        boolean advance() {
            given = pos;
            for (int i = given - 1; i >= 0; i--) {
                if (values[i] + 1 < bounds[i]) {
                    values[i]++;
                    given = i + 1;
                    pos = 0;
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Runs {@code h} on every choice sequence in order, up to {@code maxRuns}, until the first violation: a
     * holding invariant enumerates them all.
     */
    static Result run(Harness h, String id, long maxRuns) {
        Odometer o = new Odometer();
        long runs = 0;
        do {
            o.pos = 0;
            runs++;
            try {
                h.run(o);
            } catch (InvariantViolation v) {
                if (!v.invariantId().equals(id)) {
                    throw new IllegalStateException("harness for " + id + " reported " + v.invariantId());
                }
                return new Result(runs, v);
            }
        } while (o.advance() && runs < maxRuns);
        return new Result(runs, null);
    }

    private Exhaustive() {}
}
