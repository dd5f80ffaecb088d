package pmtuverify.proofs;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;

/** {@link Ops} as z3 bit-vector terms (QF_BV): wrap-around and signedness exactly as in C. */
public final class Symbolic implements Ops<BitVecExpr, BoolExpr> {
    public final Context ctx;

    public Symbolic(Context ctx) {
        this.ctx = ctx;
    }

    /** A fresh 32-bit variable. */
    public BitVecExpr var(String name) {
        return ctx.mkBVConst(name, 32);
    }

    /** A fresh 64-bit variable. */
    public BitVecExpr var64(String name) {
        return ctx.mkBVConst(name, 64);
    }

    public BoolExpr boolVar(String name) {
        return ctx.mkBoolConst(name);
    }

    @Override public BitVecExpr num(long v) { return ctx.mkBV(v & 0xFFFF_FFFFL, 32); }
    @Override public BitVecExpr num64(long v) { return (BitVecExpr) ctx.mkNumeral(Long.toUnsignedString(v), ctx.mkBitVecSort(64)); }
    @Override public BitVecExpr add(BitVecExpr a, BitVecExpr b) { return ctx.mkBVAdd(a, b); }
    @Override public BitVecExpr sub(BitVecExpr a, BitVecExpr b) { return ctx.mkBVSub(a, b); }
    @Override public BitVecExpr mul(BitVecExpr a, BitVecExpr b) { return ctx.mkBVMul(a, b); }
    @Override public BitVecExpr udiv(BitVecExpr a, BitVecExpr b) { return ctx.mkBVUDiv(a, b); }
    @Override public BitVecExpr ashr(BitVecExpr a, int n) { return ctx.mkBVASHR(a, num(n)); }
    @Override public BitVecExpr lshr(BitVecExpr a, int n) { return ctx.mkBVLSHR(a, num(n)); }
    @Override public BoolExpr slt(BitVecExpr a, BitVecExpr b) { return ctx.mkBVSLT(a, b); }
    @Override public BoolExpr sle(BitVecExpr a, BitVecExpr b) { return ctx.mkBVSLE(a, b); }
    @Override public BoolExpr ult(BitVecExpr a, BitVecExpr b) { return ctx.mkBVULT(a, b); }
    @Override public BoolExpr ule(BitVecExpr a, BitVecExpr b) { return ctx.mkBVULE(a, b); }
    @Override public BoolExpr eq(BitVecExpr a, BitVecExpr b) { return ctx.mkEq(a, b); }
    @Override public BitVecExpr ite(BoolExpr c, BitVecExpr a, BitVecExpr b) { return (BitVecExpr) ctx.mkITE(c, a, b); }
    @Override public BoolExpr and(BoolExpr a, BoolExpr b) { return ctx.mkAnd(a, b); }
    @Override public BoolExpr or(BoolExpr a, BoolExpr b) { return ctx.mkOr(a, b); }
    @Override public BoolExpr not(BoolExpr a) { return ctx.mkNot(a); }
    @Override public BoolExpr bool(boolean b) { return ctx.mkBool(b); }
    @Override public BoolExpr iteB(BoolExpr c, BoolExpr a, BoolExpr b) { return (BoolExpr) ctx.mkITE(c, a, b); }
    @Override public BitVecExpr zext64(BitVecExpr a) { return ctx.mkZeroExt(32, a); }
    @Override public BitVecExpr sext64(BitVecExpr a) { return ctx.mkSignExt(32, a); }
    @Override public BitVecExpr trunc32(BitVecExpr a) { return ctx.mkExtract(31, 0, a); }
    @Override public BitVecExpr add64(BitVecExpr a, BitVecExpr b) { return ctx.mkBVAdd(a, b); }
    @Override public BitVecExpr sub64(BitVecExpr a, BitVecExpr b) { return ctx.mkBVSub(a, b); }
    @Override public BitVecExpr mul64(BitVecExpr a, BitVecExpr b) { return ctx.mkBVMul(a, b); }
    @Override public BitVecExpr udiv64(BitVecExpr a, BitVecExpr b) { return ctx.mkBVUDiv(a, b); }
    @Override public BoolExpr ult64(BitVecExpr a, BitVecExpr b) { return ctx.mkBVULT(a, b); }
    @Override public BoolExpr slt64(BitVecExpr a, BitVecExpr b) { return ctx.mkBVSLT(a, b); }
    @Override public BoolExpr eq64(BitVecExpr a, BitVecExpr b) { return ctx.mkEq(a, b); }
}
