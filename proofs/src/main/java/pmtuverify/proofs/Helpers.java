package pmtuverify.proofs;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Variant;

/**
 * tcp_mtu_to_mss / tcp_mss_to_mtu over every int pmtu and mss, per IP version and floor rule (4.x's
 * 48, 6.x's tcp_min_snd_mss over its whole range 48..65535), with every TCP option length
 * (0..40 in steps of 4) and every mss_clamp (u16) free in each query.
 */
final class Helpers {
    private Helpers() {}

    /** The two helpers over every value, no event. */
    static final Coverage COVERAGE = new Coverage("SMT", "tcp_mtu_to_mss and tcp_mss_to_mtu", List.of(),
            "every option length, every u16 mss_clamp, the variant's MSS floor", true, "");

    static List<Proof> prove(Context ctx) {
        List<Proof> out = new ArrayList<>();
        for (Variant rep : new Variant[] {Variant.MAINLINE, Variant.LATEST}) {
            for (int ip : new int[] {4, 6}) {
                out.add(prove(ctx, rep, ip));
            }
        }
        return out;
    }

    private static Proof prove(Context ctx, Variant rep, int ip) {
        Symbolic o = new Symbolic(ctx);
        boolean six = rep.mssFloorRule == Variant.MssFloorRule.MIN_SND_MSS;
        String rule = six ? "6x" : "4x";
        String tag = "helpers-" + rule + "-ipv" + ip;
        BitVecExpr opt = o.var("tcp_options");
        BitVecExpr clamp = o.var("mss_clamp");
        BitVecExpr minSnd = o.var("tcp_min_snd_mss");
        BitVecExpr nh = o.num(ip == 6 ? 40 : 20);
        BitVecExpr th = o.add(o.num(20), opt);
        Kernel<BitVecExpr, BoolExpr> k = new Kernel<>(o, rep, nh, th, clamp, minSnd);
        BoolExpr domain = o.and(o.and(o.ule(opt, o.num(40)), o.eq(o.ctx.mkBVURem(opt, o.num(4)), o.num(0))),
                o.and(o.ule(clamp, o.num(65535)), six ? o.and(o.ule(o.num(48), minSnd), o.ule(minSnd, o.num(65535)))
                        : o.eq(minSnd, o.num(48))));
        BitVecExpr floor = six ? minSnd : o.num(48);
        BitVecExpr hdrs = o.add(nh, o.num(20));
        BitVecExpr a = o.var("pmtu");
        BitVecExpr b = o.var("pmtu2");
        BitVecExpr mss = o.var("mss");
        List<Query> qs = new ArrayList<>();
        // 1. round trip mtu -> mss -> mtu: exactly when the int subtraction does not wrap and floor <= pmtu - hdrs <= mss_clamp
        BoolExpr rt = o.eq(k.tcpMssToMtu(k.tcpMtuToMss(a)), a);
        BitVecExpr d = o.sub(a, hdrs);
        BitVecExpr ceiling = o.smax(clamp, floor);
        BoolExpr rtSet = o.and(o.not(k.mtuToMssWraps(a)), o.and(o.sle(floor, d), o.sle(d, ceiling)));
        qs.add(Query.run(ctx, tag + "-roundtrip",
                "unsat: tcp_mss_to_mtu(tcp_mtu_to_mss(pmtu)) == pmtu exactly when pmtu - net_header_len - 20 does not wrap and lies in [floor, max(mss_clamp, floor)]",
                domain, o.not(o.ctx.mkEq(rt, rtSet))));
        // 2. round trip mss -> mtu -> mss on the MSS range
        BitVecExpr optLen = o.sub(th, o.num(20));
        BoolExpr inRange = o.and(o.sle(o.sub(floor, optLen), mss), o.sle(mss, o.sub(ceiling, optLen)));
        qs.add(Query.run(ctx, tag + "-roundtrip-mss",
                "unsat: tcp_mtu_to_mss(tcp_mss_to_mtu(mss)) == mss for every mss in [floor - options, max(mss_clamp, floor) - options]",
                domain, inRange, o.not(o.eq(k.tcpMtuToMss(k.tcpMssToMtu(mss)), mss))));
        // 3. monotone wherever the first subtraction does not wrap
        qs.add(Query.run(ctx, tag + "-monotone",
                "unsat: pmtu <= pmtu2 implies tcp_mtu_to_mss(pmtu) <= tcp_mtu_to_mss(pmtu2) (int) when neither subtraction wraps",
                domain, o.sle(a, b), o.not(k.mtuToMssWraps(a)), o.not(k.mtuToMssWraps(b)),
                o.sgt(k.tcpMtuToMss(a), k.tcpMtuToMss(b))));
        Query mono = Query.run(ctx, tag + "-monotone-wrap",
                "sat: without the no-wrap premise monotonicity fails (pmtu within net_header_len + 20 of INT_MIN)",
                domain, o.sle(a, b), o.sgt(k.tcpMtuToMss(a), k.tcpMtuToMss(b)));
        qs.add(mono);
        // 4. the floor and the ceiling
        qs.add(Query.run(ctx, tag + "-floor",
                "unsat: floor - options <= tcp_mtu_to_mss(pmtu) <= max(mss_clamp, floor) - options for every int pmtu",
                domain, o.not(o.and(o.sle(o.sub(floor, optLen), k.tcpMtuToMss(a)),
                        o.sle(k.tcpMtuToMss(a), o.sub(o.smax(clamp, floor), optLen))))));
        // 5. where tcp_mss_to_mtu wraps
        BitVecExpr sum = o.add(th, nh);
        qs.add(Query.run(ctx, tag + "-mss-to-mtu-wrap",
                "unsat: tcp_mss_to_mtu(mss) wraps exactly when mss > INT_MAX - tcp_header_len - net_header_len",
                domain, o.not(o.ctx.mkEq(k.mssToMtuWraps(mss), o.sgt(mss, o.sub(o.num(Integer.MAX_VALUE), sum))))));
        boolean ok = !qs.get(0).sat() && !qs.get(1).sat() && !qs.get(2).sat() && mono.sat() && !qs.get(4).sat()
                && !qs.get(5).sat();
        String monoWitness = mono.witness(q -> " (the solver's wrap: pmtu " + q.intValue(a) + " <= " + q.intValue(b) + ")");
        String statement = "IPv" + ip + ", " + (six ? "6.x floor tcp_min_snd_mss in 48..65535" : "4.x floor 48")
                + ", every option length and mss_clamp: round trip pmtu -> mss -> pmtu exactly on [floor + "
                + (ip == 6 ? 60 : 40) + ", max(mss_clamp, floor) + " + (ip == 6 ? 60 : 40)
                + "]; mss -> pmtu -> mss on [floor - options, max(mss_clamp, floor) - options]; "
                + "monotone except within " + (ip == 6 ? 60 : 40) + " of INT_MIN" + (monoWitness == null ? "" : monoWitness)
                + "; result in [floor - options, max(mss_clamp, floor) - options]; tcp_mss_to_mtu wraps exactly above INT_MAX - headers";
        return new Proof("HELPERS", rule.equals("4x") ? "4.x" : "6.x", COVERAGE, ok ? Proof.Verdict.PROVEN : Proof.Verdict.OPEN,
                ok ? statement : "a helper fact did not hold as stated: " + answers(qs), qs, List.of());
    }

    static String answers(List<Query> qs) {
        StringBuilder b = new StringBuilder();
        for (Query q : qs) {
            b.append(q.id).append('=').append(q.answer).append(' ');
        }
        return b.toString().trim();
    }
}
