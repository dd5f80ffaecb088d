package pmtuverify.proofs;

/**
 * {@link Ops} on Java values: a 32-bit word is the long of its int (sign-extended), a 64-bit word
 * the long itself. Each operation mirrors the Java the model ({@code pmtuverify.model.c.C}) uses.
 */
public final class Concrete implements Ops<Long, Boolean> {
    public static final Concrete OPS = new Concrete();

    private Concrete() {}

    private static Long w(long v) {
        return (long) (int) v;
    }

    @Override public Long num(long v) { return w(v); }
    @Override public Long num64(long v) { return v; }
    @Override public Long add(Long a, Long b) { return w(a + b); }
    @Override public Long sub(Long a, Long b) { return w(a - b); }
    @Override public Long mul(Long a, Long b) { return w(a * b); }
    @Override public Long udiv(Long a, Long b) { return w(Integer.divideUnsigned((int) (long) a, (int) (long) b)); }
    @Override public Long ashr(Long a, int n) { return w((int) (long) a >> n); }
    @Override public Long lshr(Long a, int n) { return w((int) (long) a >>> n); }
    @Override public Boolean slt(Long a, Long b) { return (int) (long) a < (int) (long) b; }
    @Override public Boolean sle(Long a, Long b) { return (int) (long) a <= (int) (long) b; }
    @Override public Boolean ult(Long a, Long b) { return Integer.compareUnsigned((int) (long) a, (int) (long) b) < 0; }
    @Override public Boolean ule(Long a, Long b) { return Integer.compareUnsigned((int) (long) a, (int) (long) b) <= 0; }
    @Override public Boolean eq(Long a, Long b) { return a.longValue() == b.longValue(); }
    @Override public Long ite(Boolean c, Long a, Long b) { return c ? a : b; }
    @Override public Boolean and(Boolean a, Boolean b) { return a && b; }
    @Override public Boolean or(Boolean a, Boolean b) { return a || b; }
    @Override public Boolean not(Boolean a) { return !a; }
    @Override public Boolean bool(boolean b) { return b; }
    @Override public Boolean iteB(Boolean c, Boolean a, Boolean b) { return c ? a : b; }
    @Override public Long zext64(Long a) { return a & 0xFFFF_FFFFL; }
    @Override public Long sext64(Long a) { return (long) (int) (long) a; }
    @Override public Long trunc32(Long a) { return w(a); }
    @Override public Long add64(Long a, Long b) { return a + b; }
    @Override public Long sub64(Long a, Long b) { return a - b; }
    @Override public Long mul64(Long a, Long b) { return a * b; }
    @Override public Long udiv64(Long a, Long b) { return Long.divideUnsigned(a, b); }
    @Override public Boolean ult64(Long a, Long b) { return Long.compareUnsigned(a, b) < 0; }
    @Override public Boolean slt64(Long a, Long b) { return a < b; }
    @Override public Boolean eq64(Long a, Long b) { return a.longValue() == b.longValue(); }
}
