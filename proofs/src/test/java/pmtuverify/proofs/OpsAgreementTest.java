package pmtuverify.proofs;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BitVecNum;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import java.util.Random;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Each {@link Symbolic} operation computes what its {@link Concrete} twin computes: z3 simplifies
 * the term built from two numerals to a numeral, compared with the Java result, on every pair of
 * int (or 64-bit) corners and on random pairs. With {@code KernelAgreementTest} (the encoding over
 * {@link Concrete} against the model) this ties the solver's terms to the model.
 */
class OpsAgreementTest {
    static final long[] CORNERS32 = {0, 1, 2, 3, 4, 40, 47, 48, 60, 68, 576, 1280, 1500, 65535, 65536, 65595,
        Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MAX_VALUE - 40, Integer.MIN_VALUE, Integer.MIN_VALUE + 1,
        Integer.MIN_VALUE + 40, -1, -2, -48, 4294967L, 42949672L, 0xFFFF_FFFFL, 0x8000_0000L};
    static final long[] CORNERS64 = {0, 1, 2, 0xFFFF_FFFFL, 1L << 32, (1L << 32) + 1, Long.MAX_VALUE, Long.MIN_VALUE, -1,
        (1L << 62) - 1, 4294967295L * 1000, 1L << 42};

    static Context ctx;
    static Symbolic s;
    static final Concrete c = Concrete.OPS;

    @BeforeAll
    static void open() {
        ctx = new Context();
        s = new Symbolic(ctx);
    }

    @AfterAll
    static void close() {
        ctx.close();
    }

    private static long value(Expr<?> e) {
        Expr<?> r = e.simplify();
        assertThat(r).isInstanceOf(BitVecNum.class);
        return Long.parseUnsignedLong(((BitVecNum) r).toString());
    }

    private static boolean truth(BoolExpr e) {
        Expr<?> r = e.simplify();
        assertThat(r.isTrue() || r.isFalse()).as("%s simplifies to a constant", e).isTrue();
        return r.isTrue();
    }

    private void word(String name, BiFunction<BitVecExpr, BitVecExpr, BitVecExpr> sym, BiFunction<Long, Long, Long> con,
                      long[] corners, boolean wide, boolean divisor) {
        Random r = new Random(name.hashCode());
        long[] xs = new long[corners.length + 40];
        System.arraycopy(corners, 0, xs, 0, corners.length);
        for (int i = corners.length; i < xs.length; i++) {
            xs[i] = wide ? r.nextLong() : r.nextInt();
        }
        for (long a : xs) {
            for (long b : xs) {
                long b1 = divisor && (wide ? b : (int) b) == 0 ? 7 : b;
                long got = value(sym.apply(wide ? s.num64(a) : s.num(a), wide ? s.num64(b1) : s.num(b1)));
                long want = con.apply(wide ? a : (long) (int) a, wide ? b1 : (long) (int) b1);
                long mask = wide ? -1L : 0xFFFF_FFFFL;
                assertThat(got).as("%s(%s, %s)", name, a, b1).isEqualTo(want & mask);
            }
        }
    }

    private void test(String name, BiFunction<BitVecExpr, BitVecExpr, BoolExpr> sym, BiFunction<Long, Long, Boolean> con,
                      long[] corners, boolean wide) {
        for (long a : corners) {
            for (long b : corners) {
                boolean got = truth(sym.apply(wide ? s.num64(a) : s.num(a), wide ? s.num64(b) : s.num(b)));
                assertThat(got).as("%s(%s, %s)", name, a, b)
                        .isEqualTo(con.apply(wide ? a : (long) (int) a, wide ? b : (long) (int) b));
            }
        }
    }

    @Test
    void arithmetic32() {
        word("add", s::add, c::add, CORNERS32, false, false);
        word("sub", s::sub, c::sub, CORNERS32, false, false);
        word("mul", s::mul, c::mul, CORNERS32, false, false);
        word("udiv", s::udiv, c::udiv, CORNERS32, false, true);
        word("ashr1", (a, b) -> s.ashr(a, 1), (a, b) -> c.ashr(a, 1), CORNERS32, false, false);
        word("lshr1", (a, b) -> s.lshr(a, 1), (a, b) -> c.lshr(a, 1), CORNERS32, false, false);
        word("smin", s::smin, c::smin, CORNERS32, false, false);
        word("smax", s::smax, c::smax, CORNERS32, false, false);
    }

    @Test
    void comparisons32() {
        test("slt", s::slt, c::slt, CORNERS32, false);
        test("sle", s::sle, c::sle, CORNERS32, false);
        test("ult", s::ult, c::ult, CORNERS32, false);
        test("ule", s::ule, c::ule, CORNERS32, false);
        test("eq", s::eq, c::eq, CORNERS32, false);
        test("addWraps", s::addWraps, c::addWraps, CORNERS32, false);
        test("subWraps", s::subWraps, c::subWraps, CORNERS32, false);
        test("mulWrapsU32", s::mulWrapsU32, c::mulWrapsU32, CORNERS32, false);
    }

    @Test
    void widening() {
        word("zext64", (a, b) -> s.zext64(a), (a, b) -> c.zext64(a), CORNERS32, false, false);
        for (long a : CORNERS32) {
            assertThat(value(s.zext64(s.num(a)))).isEqualTo(c.zext64((long) (int) a));
            assertThat(value(s.sext64(s.num(a)))).isEqualTo(c.sext64((long) (int) a));
        }
        for (long a : CORNERS64) {
            assertThat(value(s.trunc32(s.num64(a)))).isEqualTo(c.trunc32(a) & 0xFFFF_FFFFL);
        }
    }

    @Test
    void arithmetic64() {
        word("add64", s::add64, c::add64, CORNERS64, true, false);
        word("sub64", s::sub64, c::sub64, CORNERS64, true, false);
        word("mul64", s::mul64, c::mul64, CORNERS64, true, false);
        word("udiv64", s::udiv64, c::udiv64, CORNERS64, true, true);
        test("ult64", s::ult64, c::ult64, CORNERS64, true);
        test("slt64", s::slt64, c::slt64, CORNERS64, true);
        test("eq64", s::eq64, c::eq64, CORNERS64, true);
    }

    @Test
    void choiceAndLogic() {
        for (boolean p : new boolean[] {false, true}) {
            assertThat(value(s.ite(s.bool(p), s.num(5), s.num(-9)))).isEqualTo(c.ite(p, 5L, -9L) & 0xFFFF_FFFFL);
            for (boolean q : new boolean[] {false, true}) {
                assertThat(truth(s.and(s.bool(p), s.bool(q)))).isEqualTo(c.and(p, q));
                assertThat(truth(s.or(s.bool(p), s.bool(q)))).isEqualTo(c.or(p, q));
                assertThat(truth(s.iteB(s.bool(p), s.bool(q), s.bool(!q)))).isEqualTo(c.iteB(p, q, !q));
            }
            assertThat(truth(s.not(s.bool(p)))).isEqualTo(c.not(p));
        }
    }
}
