package pmtuverify.proofs;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.List;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;

/**
 * REPROBE_TIMING: the exact sets of (tcp_probe_interval, HZ, probe_timestamp, now) at which
 * tcp_mtu_check_reprobe fires early (before interval * HZ jiffies of real time) or late (not
 * after them), over every u32 interval the variant's handler accepts, every 64-bit stamp and every
 * elapsed time below 2^62 jiffies, for HZ 100, 250, 300 and 1000 (the choices of kernel/Kconfig.hz).
 * The verdict is the restated invariant's: an early reprobe at any gap, a late one within 2^32
 * jiffies of the stamp (the late set, which needs a gap of 2^32 or more, is stated, not counted).
 */
final class Reprobe {
    private Reprobe() {}

    /** The restated invariant's scope: gaps below 2^32 jiffies since the stamp (tcp_jiffies32 wraps there). */
    static final long GAP_BOUND = 1L << 32;

    /** Stamps and the gaps of the exact sets: below 2^62 jiffies, so that their 64-bit sum cannot wrap. */
    static final long STAMP_BOUND = 1L << 62;

    /** tcp_mtu_check_reprobe's test at an xmit after the search stopped. */
    static final Coverage COVERAGE = new Coverage("SMT", "tcp_mtu_check_reprobe's test", List.of("xmit after the stop test"),
            "the test alone: the search before it is the model's", true,
            Coverage.hzList() + ", stamp below 2^62 jiffies, gap below 2^32 jiffies (the restated invariant; the sets: below 2^62), "
                    + "tcp_probe_interval any u32 its handler accepts (6.x: up to UINT_MAX / HZ)");

    /**
     * The domain of every query: HZ one of {@link Jiffies#HZ_VALUES}, stamp and gap below {@link #STAMP_BOUND}, and on
     * 6.x the interval within its handler's range (proc_douintvec_minmax, extra2 UINT_MAX / HZ).
     */
    static BoolExpr domain(Symbolic o, Variant v, BitVecExpr interval, BitVecExpr hz, BitVecExpr stamp, BitVecExpr elapsed) {
        BoolExpr hzOk = o.bool(false);
        for (int h : Jiffies.HZ_VALUES) {
            hzOk = o.or(hzOk, o.eq(hz, o.num(h)));
        }
        BoolExpr domain = o.and(hzOk, o.and(o.ult64(stamp, o.num64(STAMP_BOUND)), o.ult64(elapsed, o.num64(STAMP_BOUND))));
        if (v.sysctlRule != Variant.SysctlRule.PROC_DOINTVEC) {
            domain = o.and(domain, o.ule(interval, o.udiv(o.num(-1), hz)));
        }
        return domain;
    }

    /** The verdict queries' scope on top of {@link #domain}: the restated invariant's gaps below {@link #GAP_BOUND}. */
    static BoolExpr inScope(Symbolic o, BitVecExpr elapsed) {
        return o.ult64(elapsed, o.num64(GAP_BOUND));
    }

    static List<Proof> prove(Context ctx, Variant v) {
        Symbolic o = new Symbolic(ctx);
        String tag = "reprobe-" + v.name().toLowerCase().replace('_', '-');
        BitVecExpr interval = o.var("tcp_probe_interval");
        BitVecExpr hz = o.var("HZ");
        BitVecExpr stamp = o.var64("stamp_jiffies64");
        BitVecExpr elapsed = o.var64("elapsed_jiffies64");
        Kernel<BitVecExpr, BoolExpr> k = new Kernel<>(o, v, o.num(20), o.num(32), o.num(1460), o.num(48));
        BoolExpr domain = domain(o, v, interval, hz, stamp, elapsed);
        BitVecExpr now = o.add64(stamp, elapsed);
        BoolExpr fires = k.reprobeFires(o.trunc32(now), o.trunc32(stamp), interval, hz);
        BitVecExpr period = o.mul64(o.zext64(interval), o.zext64(hz));
        BoolExpr due = o.not(o.ult64(elapsed, period));
        BoolExpr early = o.and(fires, o.not(due));
        BoolExpr late = o.and(due, o.not(fires));
        BitVecExpr e32 = o.zext64(o.trunc32(elapsed));
        BitVecExpr p32 = o.zext64(o.trunc32(period));
        BoolExpr wraps = o.not(o.ult64(period, o.num64(1L << 32)));
        List<Query> qs = new ArrayList<>();
        Query earlySet = Query.run(ctx, tag + "-early-set",
                "unsat: it fires early exactly when interval * HZ >= 2^32, elapsed < interval * HZ and elapsed mod 2^32 >= (interval * HZ) mod 2^32",
                domain, o.not(ctx.mkEq(early, o.and(wraps, o.and(o.not(due), o.not(o.ult64(e32, p32)))))));
        Query lateSet = Query.run(ctx, tag + "-late-set",
                "unsat: it fires late exactly when elapsed >= interval * HZ and elapsed mod 2^32 < (interval * HZ) mod 2^32",
                domain, o.not(ctx.mkEq(late, o.and(due, o.ult64(e32, p32)))));
        Query lateNeedsGap = Query.run(ctx, tag + "-late-needs-gap",
                "unsat: it never fires late within 2^32 jiffies of the stamp", domain, late,
                o.ult64(elapsed, o.num64(1L << 32)));
        // witnesses whose product is not 0 mod 2^32, so that the search's own stop test (at the stamp) does not fire
        BoolExpr replayable = o.not(o.eq(p32, o.num64(0)));
        // the restated invariant: gaps below 2^32 jiffies (tcp_jiffies32 measures time modulo 2^32)
        BoolExpr inScope = inScope(o, elapsed);
        Query earlyAny = Query.run(ctx, tag + "-early", "sat: a reprobe fires early for some accepted interval within 2^32 jiffies", domain,
                inScope, replayable, early);
        Query lateAny = Query.run(ctx, tag + "-late", "unsat: no reprobe is missed (late) within 2^32 jiffies of the stamp", domain,
                inScope, late);
        qs.add(earlySet);
        qs.add(lateSet);
        qs.add(lateNeedsGap);
        qs.add(earlyAny);
        qs.add(lateAny);
        boolean setsOk = !earlySet.sat() && !lateSet.sat() && !lateNeedsGap.sat();
        List<String> trace = List.of();
        String witness = "";
        if (earlyAny.sat()) {
            long iv = earlyAny.value(interval);
            long h = earlyAny.value(hz);
            long e = earlyAny.value(elapsed);
            trace = replay(v, (int) iv, (int) h, e, true);
            witness = " (early witness: interval " + iv + " s, HZ " + h + ", a gap of " + e + " jiffies)";
        }
        String statement = (earlyAny.sat() ? "early exactly when interval * HZ >= 2^32 (interval > UINT_MAX / HZ) and the gap's low 32 bits reach the wrapped product" + witness
                : "never early: the handler's range UINT_MAX / HZ keeps interval * HZ below 2^32")
                + "; never late within 2^32 jiffies of the stamp; late (outside the restated invariant) exactly when the gap's low 32 bits fall below (interval * HZ) mod 2^32, which needs a gap >= 2^32 jiffies";
        Proof.Verdict verdict = !setsOk || lateAny.sat() ? Proof.Verdict.OPEN
                : earlyAny.sat() ? (trace.isEmpty() ? Proof.Verdict.OPEN : Proof.Verdict.VIOLATED)
                : Proof.Verdict.PROVEN;
        List<Proof> out = new ArrayList<>();
        out.add(new Proof("REPROBE_TIMING", v.name(), COVERAGE, verdict, statement, qs, trace));
        return out;
    }

    /**
     * The model's run for a witness: connect at jiffies 0 with the interval and HZ, search to the
     * stop test on a 1500-byte path, then one xmit {@code gap} jiffies after the stamp. Returns the
     * replay lines when the model fires early (or late) there as the solver said, else an empty list.
     */
    static List<String> replay(Variant v, int interval, int hz, long gap, boolean early) {
        Config c = Config.defaults(v).withHz(hz).withSndCwnd(20).withSysctl(Sysctl.TCP_MTU_PROBING, 2)
                .withSysctl(Sysctl.TCP_PROBE_INTERVAL, interval);
        List<String> lines = new ArrayList<>();
        lines.add(c.toJson());
        Sock s = Pmtu.connect(c).after;
        for (int i = 0; i < 100; i++) {
            Event e = s.probeSize != 0 ? Event.of(Event.Kind.PROBE_ACKED) : Event.of(Event.Kind.XMIT).withCwnd(20);
            Step st = Pmtu.step(s, e);
            lines.add(e.toJson());
            s = st.after;
            if (st.stopped) {
                if (st.reprobed) {
                    return List.of(); // interval * HZ wraps to 0: fires at the stamp itself
                }
                break;
            }
        }
        Event last = Event.xmit(gap).withCwnd(20);
        Step st = Pmtu.step(s, last);
        lines.add(last.toJson());
        long period = C.u32(interval) * hz;
        boolean due = gap >= period;
        boolean ok = st.stopped && (early ? st.reprobed && !due : !st.reprobed && due);
        return ok ? lines : List.of();
    }
}
