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

/**
 * SANE_CWND for tcp_mtup_probe_success: a positive snd_cwnd never becomes 0, for every u32 cwnd,
 * every int mss_cache and every positive probe_size; and for the u32 product the exact set where it does.
 */
final class Cwnd {
    private Cwnd() {}

    static List<Proof> prove(Context ctx, Variant v) {
        Symbolic o = new Symbolic(ctx);
        String tag = "sane-cwnd-" + v.name().toLowerCase().replace('_', '-');
        BitVecExpr cwnd = o.var("snd_cwnd");
        BitVecExpr mss = o.var("mss_cache");
        BitVecExpr probe = o.var("probe_size");
        BitVecExpr opt = o.var("tcp_options");
        BoolExpr v6 = o.boolVar("ipv6");
        BitVecExpr nh = o.ite(v6, o.num(40), o.num(20));
        Kernel<BitVecExpr, BoolExpr> k = new Kernel<>(o, v, nh, o.add(o.num(20), opt), o.num(65535), o.num(48));
        BoolExpr domain = o.and(o.and(o.ule(opt, o.num(40)), o.eq(ctx.mkBVURem(opt, o.num(4)), o.num(0))),
                o.and(o.not(o.eq(cwnd, o.num(0))), o.slt(o.num(0), probe)));
        BitVecExpr next = k.probeSuccessCwnd(cwnd, mss, probe);
        List<Query> qs = new ArrayList<>();
        Query zero = Query.run(ctx, tag, "unsat: tcp_mtup_probe_success never takes a positive snd_cwnd to 0 (every u32 cwnd, int mss_cache, positive probe_size)",
                domain, o.eq(next, o.num(0)));
        qs.add(zero);
        if (!zero.sat()) {
            return List.of(new Proof("SANE_CWND", v.name(), Proof.Verdict.PROVEN,
                    "tcp_mtup_probe_success keeps snd_cwnd >= 1 for every u32 cwnd, int mss_cache and positive probe_size (max_t(u32, 1U, .))",
                    qs, List.of()));
        }
        BitVecExpr mtu = k.tcpMssToMtu(mss);
        qs.add(Query.run(ctx, tag + "-set",
                "unsat: the new snd_cwnd is 0 exactly when (snd_cwnd * tcp_mss_to_mtu(mss_cache)) mod 2^32 < probe_size (unsigned)",
                domain, o.not(ctx.mkEq(o.eq(next, o.num(0)), o.ult(o.mul(cwnd, mtu), probe)))));
        // a reachable witness: the first probe of a default connection, acked with the solver's cwnd
        Config c = Config.defaults(v).withSndCwnd(20).withSysctl(Sysctl.TCP_MTU_PROBING, 2);
        Sock s = Pmtu.connect(c).after;
        Event x = Event.of(Event.Kind.XMIT).withCwnd(20);
        Sock inFlight = Pmtu.step(s, x).after;
        Query at = Query.run(ctx, tag + "-witness", "sat: a cwnd that the first probe's ack of a default connection takes to 0",
                domain, o.eq(opt, o.num(c.tcpOptions)), o.not(v6), o.eq(mss, o.num(inFlight.mssCache)),
                o.eq(probe, o.num(inFlight.probeSize)), o.eq(next, o.num(0)));
        qs.add(at);
        List<String> trace = List.of();
        String w = "";
        if (at.sat()) {
            long cw = at.value(cwnd);
            Event ack = Event.of(Event.Kind.PROBE_ACKED).withCwnd(cw);
            Step st = Pmtu.step(inFlight, ack);
            if (st.after.sndCwnd == 0) {
                trace = List.of(c.toJson(), x.toJson(), ack.toJson());
                w = " (replayed: snd_cwnd " + cw + " at the ack of a " + inFlight.probeSize + "-byte probe)";
            }
        }
        boolean ok = !qs.get(1).sat() && !trace.isEmpty();
        return List.of(new Proof("SANE_CWND", v.name(), ok ? Proof.Verdict.VIOLATED : Proof.Verdict.OPEN,
                "snd_cwnd becomes 0 exactly when (cwnd * mtu) mod 2^32 < probe_size" + w, qs, trace));
    }
}
