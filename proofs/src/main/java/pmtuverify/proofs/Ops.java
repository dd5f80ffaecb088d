package pmtuverify.proofs;

/**
 * C integer operations over 32- and 64-bit two's complement words, written once for the kernel
 * encodings in {@link Kernel}: {@link Concrete} evaluates them on Java longs (so that the encoding
 * can be compared with the model on millions of states), {@link Symbolic} builds z3 bit-vector terms
 * (so that the solver reasons over every value). Signedness lives in the operation, never in the
 * value, as in the C: {@code slt} is {@code <} on int, {@code ult} on u32 (or after the usual
 * arithmetic conversions turn one int operand into a u32).
 *
 * @param <V> a 32- or 64-bit word
 * @param <B> a truth value
 */
public interface Ops<V, B> {
    /** A 32-bit constant (its low 32 bits). */
    V num(long v);

    /** A 64-bit constant. */
    V num64(long v);

    V add(V a, V b);

    V sub(V a, V b);

    /** Product modulo 2^32. */
    V mul(V a, V b);

    /** u32 division; b != 0. */
    V udiv(V a, V b);

    /** {@code a >> n} on int (arithmetic). */
    V ashr(V a, int n);

    /** {@code a >> n} on u32 (logical). */
    V lshr(V a, int n);

    B slt(V a, V b);

    B sle(V a, V b);

    B ult(V a, V b);

    B ule(V a, V b);

    B eq(V a, V b);

    V ite(B c, V a, V b);

    B and(B a, B b);

    B or(B a, B b);

    B not(B a);

    B bool(boolean b);

    B iteB(B c, B a, B b);

    /** {@code (u64)a} of a u32. */
    V zext64(V a);

    /** {@code (s64)a} of an int (also {@code (u64)} of an int: the bits of the sign extension). */
    V sext64(V a);

    /** {@code (u32)a} of a 64-bit word. */
    V trunc32(V a);

    V add64(V a, V b);

    V sub64(V a, V b);

    V mul64(V a, V b);

    V udiv64(V a, V b);

    B ult64(V a, V b);

    B slt64(V a, V b);

    /** {@code a == b} on 64-bit words. */
    B eq64(V a, V b);

    // ------------------------------------------------------------ derived

    /** {@code min(a, b)} on int. */
    default V smin(V a, V b) {
        return ite(slt(a, b), a, b);
    }

    /** {@code max(a, b)} on int. */
    default V smax(V a, V b) {
        return ite(slt(a, b), b, a);
    }

    default B ugt(V a, V b) {
        return ult(b, a);
    }

    default B uge(V a, V b) {
        return ule(b, a);
    }

    default B sgt(V a, V b) {
        return slt(b, a);
    }

    default B sge(V a, V b) {
        return sle(b, a);
    }

    default B implies(B a, B b) {
        return or(not(a), b);
    }

    /** True when the mathematical sum of two ints does not fit in an int. */
    default B addWraps(V a, V b) {
        V wide = add64(sext64(a), sext64(b));
        return not(eq64(wide, sext64(trunc32(wide))));
    }

    /** True when the mathematical difference of two ints does not fit in an int. */
    default B subWraps(V a, V b) {
        V wide = sub64(sext64(a), sext64(b));
        return not(eq64(wide, sext64(trunc32(wide))));
    }

    /** True when the mathematical product of two u32 values does not fit in a u32. */
    default B mulWrapsU32(V a, V b) {
        return not(ult64(mul64(zext64(a), zext64(b)), num64(1L << 32)));
    }

    /** {@code lo <= a <= hi} on int. */
    default B sbetween(V a, long lo, long hi) {
        return and(sle(num(lo), a), sle(a, num(hi)));
    }
}
