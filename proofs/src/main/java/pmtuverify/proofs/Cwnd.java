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
 * SANE_CWND over every snd_cwnd update of PLPMTUD: tcp_mtu_probe's decrement when a probe leaves,
 * tcp_mtup_probe_success's rescaling when it is acked, tcp_fastretrans_alert's increment when it is
 * lost; for every cwnd of 1..INT_MAX before the event (the restated invariant: include/net/tcp.h's
 * tcp_snd_cwnd_set warns above INT_MAX), every int mss_cache and every positive probe_size. Where
 * an update takes a positive snd_cwnd to 0, the exact set where it does, and a witness the model replays.
 */
final class Cwnd {
    private Cwnd() {}

    /** What the queries cover: the three updates, every value of their C types. */
    static final Coverage COVERAGE = new Coverage("SMT", "the snd_cwnd updates",
            List.of("xmit (the probe's snd_cwnd--)", "probe acked", "probe lost"),
            "each update alone, from a snd_cwnd set by congestion control (not modelled); every int mss_cache, IPv4 or IPv6",
            true, "snd_cwnd before the event 1..INT_MAX (the restated SANE_CWND: tcp_snd_cwnd_set warns above INT_MAX), "
                    + "probe_size 1..INT_MAX, TCP options 0..40 in steps of 4");

    /**
     * The domain of every query: options a multiple of 4 up to 40, snd_cwnd before the event 1..INT_MAX (the restated
     * SANE_CWND), probe_size positive; mss_cache and the IP version free.
     */
    static BoolExpr domain(Symbolic o, BitVecExpr cwnd, BitVecExpr probe, BitVecExpr opt) {
        return o.and(o.and(o.ule(opt, o.num(40)), o.eq(o.ctx.mkBVURem(opt, o.num(4)), o.num(0))),
                o.and(o.slt(o.num(0), cwnd), o.slt(o.num(0), probe)));
    }

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
        BoolExpr domain = domain(o, cwnd, probe, opt);
        List<Query> qs = new ArrayList<>();
        List<String> found = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        boolean setsOk = true;

        // xmit: the decrement past the gate
        Query sent = Query.run(ctx, tag + "-xmit", "unsat: tcp_mtu_probe's snd_cwnd-- past its snd_cwnd >= 11 gate never gives 0 (every cwnd of 1..INT_MAX)",
                domain, k.probeCwndGatePasses(cwnd), o.eq(k.probeSentCwnd(cwnd), o.num(0)));
        qs.add(sent);
        (sent.sat() ? found : kept).add("xmit");

        // probe acked: tcp_mtup_probe_success
        BitVecExpr next = k.probeSuccessCwnd(cwnd, mss, probe);
        Query zero = Query.run(ctx, tag, "unsat: tcp_mtup_probe_success never takes a snd_cwnd of 1..INT_MAX to 0 (every such cwnd, int mss_cache, positive probe_size)",
                domain, o.eq(next, o.num(0)));
        qs.add(zero);
        List<String> trace = List.of();
        String w = "";
        if (zero.sat()) {
            BitVecExpr mtu = k.tcpMssToMtu(mss);
            Query set = Query.run(ctx, tag + "-set",
                    "unsat: the new snd_cwnd is 0 exactly when (snd_cwnd * tcp_mss_to_mtu(mss_cache)) mod 2^32 < probe_size (unsigned)",
                    domain, o.not(ctx.mkEq(o.eq(next, o.num(0)), o.ult(o.mul(cwnd, mtu), probe))));
            qs.add(set);
            setsOk &= !set.sat();
            // a reachable witness: the first probe of a default connection, acked with the solver's cwnd
            Config c = config(v);
            Sock inFlight = firstProbe(c);
            Query at = Query.run(ctx, tag + "-witness", "sat: a cwnd that the first probe's ack of a default connection takes to 0",
                    domain, o.eq(opt, o.num(c.tcpOptions)), o.not(v6), o.eq(mss, o.num(inFlight.mssCache)),
                    o.eq(probe, o.num(inFlight.probeSize)), o.eq(next, o.num(0)));
            qs.add(at);
            if (at.sat()) {
                long cw = at.value(cwnd);
                trace = replay(c, inFlight, Event.of(Event.Kind.PROBE_ACKED).withCwnd(cw));
                w = trace.isEmpty() ? "" : " (replayed: snd_cwnd " + cw + " at the ack of a " + inFlight.probeSize + "-byte probe)";
            }
            found.add("probe acked: exactly when (cwnd * tcp_mss_to_mtu(mss_cache)) mod 2^32 < probe_size" + w);
        } else {
            kept.add("probe acked" + (v.cwndRule == Variant.CwndRule.U32_PRODUCT ? "" : " (max_t(u32, 1U, .))"));
        }

        // probe lost: tcp_fastretrans_alert's snd_cwnd++
        BitVecExpr afterLoss = k.probeFailedCwnd(cwnd);
        Query loss = Query.run(ctx, tag + "-loss", "unsat: tcp_fastretrans_alert's snd_cwnd++ after a lost probe never takes a snd_cwnd of 1..INT_MAX to 0",
                domain, o.eq(afterLoss, o.num(0)));
        qs.add(loss);
        if (loss.sat()) {
            // cannot happen from 1..INT_MAX (the u32 increment reaches 0 only from UINT_MAX); kept so a change of the encoding shows
            long cw = loss.value(cwnd);
            Config c = config(v);
            List<String> lost = replay(c, firstProbe(c), Event.of(Event.Kind.PROBE_LOST).withCwnd(cw));
            String lw = lost.isEmpty() ? "" : " (replayed: snd_cwnd " + cw + " when the first probe of a default connection is lost)";
            found.add("probe lost: snd_cwnd " + cw + lw);
            if (trace.isEmpty()) {
                trace = lost;
            }
        } else {
            kept.add("probe lost");
        }
        String statement = (found.isEmpty() ? "" : "snd_cwnd becomes 0 on " + String.join("; on ", found) + "; ")
                + "kept >= 1 by " + (kept.isEmpty() ? "no update" : String.join(", ", kept))
                + " (every snd_cwnd of 1..INT_MAX before the event, int mss_cache, positive probe_size)";
        Proof.Verdict verdict = found.isEmpty() ? Proof.Verdict.PROVEN
                : setsOk && !trace.isEmpty() ? Proof.Verdict.VIOLATED : Proof.Verdict.OPEN;
        return List.of(new Proof("SANE_CWND", v.name(), COVERAGE, verdict, statement, qs, trace));
    }

    /** A default connection that probes at once. */
    private static Config config(Variant v) {
        return Config.defaults(v).withSndCwnd(20).withSysctl(Sysctl.TCP_MTU_PROBING, 2);
    }

    private static final Event FIRST_XMIT = Event.of(Event.Kind.XMIT).withCwnd(20);

    /** The socket after {@code c}'s first xmit: its first probe in flight. */
    private static Sock firstProbe(Config c) {
        return Pmtu.step(Pmtu.connect(c).after, FIRST_XMIT).after;
    }

    /** The trace connect, first xmit, {@code outcome} when the model takes snd_cwnd to 0 there; else empty. */
    private static List<String> replay(Config c, Sock inFlight, Event outcome) {
        Step st = Pmtu.step(inFlight, outcome);
        return inFlight.probeSize != 0 && st.after.sndCwnd == 0 ? List.of(c.toJson(), FIRST_XMIT.toJson(), outcome.toJson()) : List.of();
    }
}
