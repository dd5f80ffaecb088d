package pmtuverify.doc;

/** A small count as English prose writes it ("nine timeouts"), for phrases a test builds from a count. */
public final class Words {
    private static final String[] SMALL = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve"};

    private Words() {}

    /** zero..twelve in words, larger counts in digits. */
    public static String of(long n) {
        return n >= 0 && n < SMALL.length ? SMALL[(int) n] : Long.toString(n);
    }
}
