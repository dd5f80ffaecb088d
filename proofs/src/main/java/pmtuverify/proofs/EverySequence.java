package pmtuverify.proofs;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.proofs.Machine.Field;
import pmtuverify.proofs.Machine.Kind;

/**
 * Safety cells for every event sequence, over the whole transition relation ({@link Machine}): connect, then any
 * sequence of the trace format's events with any parameters. Method: 1-induction strengthened by Houdini
 * ({@link Houdini}) over candidate facts stated in the kernel's names. The facts that survive hold after every
 * connection and every event keeps them, so every reachable state satisfies them. A state cell is PROVEN when its
 * formula survives. A transition cell is PROVEN when one more query shows that no event from a state of the invariant
 * breaks it. Otherwise a bounded unrolling from connect ({@link #BMC_DEPTH} events) looks for a run that breaks the
 * cell. The model replays the run and the trace is stored only when the replay breaks the cell at its last line. A
 * cell with neither outcome stays OPEN and says why.
 *
 * <p>Domain ({@code all}): every value the C types and the variant's proc handlers allow (each sysctl at connect and
 * in every write). IPv4 or IPv6, every option length, every u16 mss_clamp, either open. The route MTU at connect and
 * at every route change is from the IP minimum (68, IPv6 1280) to 65535. An ICMP carries any u32 MTU (IPv4: the u16
 * of the header). snd_cwnd is any u32 before any event, and time may jump by any amount at any event. HZ is one of
 * 100, 250, 300, 1000.
 */
final class EverySequence {
    /** The cells decided here, in report order. */
    static final List<String> INVARIANTS = List.of("ORDER_LOW_HIGH", "ORDER_MSS_IN_RANGE", "PROBE_WITHIN_RANGE", "PROBE_NOT_REFUSED",
            "PROBE_LOSS_NEVER_RAISES_HIGH", "HIGH_ONLY_ON_NEGATIVE_SIGNAL", "SANE_SIZES");

    /** Events the unrolling from connect searches for a witness. */
    static final int BMC_DEPTH = 4;

    /** The solver's time limit per query (Houdini, induction, each unrolling). */
    static final int TIMEOUT_MS = 60_000;

    /** The events of every sequence, as the labels name them. */
    static final List<String> EVENTS = List.of("connect", "then any sequence of xmit", "probe acked", "probe lost", "rto",
            "retransmit", "window update", "icmp", "route change up or down", "sysctl write", "time advancing",
            "any snd_cwnd");

    /** What the encoding still fixes. */
    static final String RESTRICTION = Coverage.hzList() + "; route MTUs (connect, route change) from 68 (IPv6 1280) to 65535";

    static Coverage coverage() {
        return new Coverage("SMT (1-induction, Houdini)", "every event sequence", EVENTS,
                "the model's simplifications (Sk): no IP options, no SACK blocks, the congestion state Open at tcp_mtu_probe; "
                        + "a peer window that bounds nothing (max_window 0, window updates and xmits without a window)",
                true, RESTRICTION, true);
    }

    /** An invariant of the catalogue over one event (its formula as the monitor checks it). */
    enum Cell {
        ORDER_LOW_HIGH(true, "enabled != 0 => search_low <= search_high") {
            @Override
            <V, B> B at(Machine<V, B> m, Machine<V, B>.State s) {
                Ops<V, B> o = m.o;
                return o.or(o.eq(s.enabled(), o.num(0)), o.sle(s.searchLow(), s.searchHigh()));
            }
        },
        ORDER_MSS_IN_RANGE(true, "enabled != 0 => search_low <= tcp_mss_to_mtu(mss_cache) && (tcp_mss_to_mtu(mss_cache) <= search_high || mss_cache <= tcp_mtu_to_mss(0))") {
            @Override
            <V, B> B at(Machine<V, B> m, Machine<V, B>.State s) {
                Ops<V, B> o = m.o;
                V mtu = s.kernel().tcpMssToMtu(s.mssCache());
                B atFloor = o.sle(s.mssCache(), s.kernel().tcpMtuToMss(o.num(0)));
                return o.or(o.eq(s.enabled(), o.num(0)), o.and(o.sle(s.searchLow(), mtu), o.or(o.sle(mtu, s.searchHigh()), atFloor)));
            }
        },
        PROBE_WITHIN_RANGE(false, "sent > 0 => search_low < sent <= search_high") {
            @Override
            <V, B> B step(Machine<V, B> m, Machine<V, B>.State pre, Machine<V, B>.Input e, Machine<V, B>.Result r) {
                Ops<V, B> o = m.o;
                return o.implies(o.sgt(r.sent, o.num(0)), o.and(o.slt(r.after.searchLow(), r.sent), o.sle(r.sent, r.after.searchHigh())));
            }
        },
        PROBE_NOT_REFUSED(false, "refused => tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) > dst_mtu (6.x; the floor above the route is assumed away)") {
            @Override
            <V, B> B step(Machine<V, B> m, Machine<V, B>.State pre, Machine<V, B>.Input e, Machine<V, B>.Result r) {
                Ops<V, B> o = m.o;
                B floorFits = m.variant.hasMinSndMss()
                        ? o.ule(r.after.kernel().tcpMssToMtu(r.after.get(Field.TCP_MIN_SND_MSS)), r.after.routeMtu()) : o.bool(true);
                return o.implies(r.refused, o.not(floorFits));
            }
        },
        PROBE_LOSS_NEVER_RAISES_HIGH(false, "probe lost => search_high' <= search_high") {
            @Override
            <V, B> B step(Machine<V, B> m, Machine<V, B>.State pre, Machine<V, B>.Input e, Machine<V, B>.Result r) {
                Ops<V, B> o = m.o;
                return o.implies(e.is(Kind.PROBE_LOST), o.sle(r.after.searchHigh(), pre.searchHigh()));
            }
        },
        HIGH_ONLY_ON_NEGATIVE_SIGNAL(false, "rto => search_high' >= min(search_high, icsk_pmtu_cookie, dst_mtu) (the u32s read as such)") {
            @Override
            <V, B> B step(Machine<V, B> m, Machine<V, B>.State pre, Machine<V, B>.Input e, Machine<V, B>.Result r) {
                Ops<V, B> o = m.o;
                V floor = min64(o, min64(o, o.sext64(pre.searchHigh()), o.zext64(pre.pmtuCookie())), o.zext64(pre.routeMtu()));
                return o.implies(e.is(Kind.RTO), o.not(o.slt64(o.sext64(r.after.searchHigh()), floor)));
            }
        },
        SANE_SIZES(false, "sent > 0 => IP minimum (68, IPv6 1280) <= sent <= 65535; mss_cache + tcp_header_len - 20 >= 48") {
            @Override
            <V, B> B step(Machine<V, B> m, Machine<V, B>.State pre, Machine<V, B>.Input e, Machine<V, B>.Result r) {
                Ops<V, B> o = m.o;
                V min = o.ite(m.ipv6, o.num(1280), o.num(68));
                B sizes = o.implies(o.sgt(r.sent, o.num(0)), o.and(o.sle(min, r.sent), o.sle(r.sent, o.num(65535))));
                V mss = o.add64(o.sext64(r.after.mssCache()), o.sext64(o.sub(m.tcpHeaderLen, o.num(20))));
                return o.and(sizes, o.not(o.slt64(mss, o.num64(48))));
            }
        };

        /** A state predicate (checked after connect and after every event), or a property of one event. */
        final boolean state;
        final String formula;

        Cell(boolean state, String formula) {
            this.state = state;
            this.formula = formula;
        }

        /** The state predicate (true for a transition property). */
        <V, B> B at(Machine<V, B> m, Machine<V, B>.State s) {
            return m.o.bool(true);
        }

        /** The property of the event {@code e} from {@code pre} with result {@code r}. */
        <V, B> B step(Machine<V, B> m, Machine<V, B>.State pre, Machine<V, B>.Input e, Machine<V, B>.Result r) {
            return at(m, r.after);
        }

        static <V, B> V min64(Ops<V, B> o, V a, V b) {
            return o.ite(o.slt64(a, b), a, b);
        }
    }

    final Context ctx;
    final Symbolic o;
    final Variant v;
    final BoolExpr v6;
    final BoolExpr passive;
    final BitVecExpr opt;
    final BitVecExpr clamp;
    final BitVecExpr hz;
    final Machine<BitVecExpr, BoolExpr> m;
    /** The config's words: the six sysctls, snd_cwnd, the route MTU, the clock. */
    final BitVecExpr[] config;
    final Machine<BitVecExpr, BoolExpr>.State init;
    final BoolExpr domain;
    final BitVecExpr routeFloor;

    EverySequence(Context ctx, Variant v) {
        this.ctx = ctx;
        this.o = new Symbolic(ctx);
        this.v = v;
        v6 = o.boolVar("ipv6");
        passive = o.boolVar("passive_open");
        opt = o.var("tcp_options");
        clamp = o.var("mss_clamp");
        hz = o.var("HZ");
        m = new Machine<>(o, v, v6, opt, clamp, hz);
        String[] names = {"tcp_mtu_probing", "tcp_base_mss", "tcp_probe_threshold", "tcp_probe_interval", "tcp_min_snd_mss",
            "tcp_mtu_probe_floor", "snd_cwnd", "route_mtu", "tcp_time_stamp"};
        config = new BitVecExpr[names.length];
        for (int i = 0; i < names.length; i++) {
            config[i] = o.var("connect_" + names[i]);
        }
        routeFloor = o.ite(v6, o.num(1280), o.num(Steady.IPV4_ROUTE_FLOOR));
        BoolExpr d = o.and(o.ule(opt, o.num(40)), o.eq(ctx.mkBVURem(opt, o.num(4)), o.num(0)));
        d = o.and(d, o.ule(clamp, o.num(65535)));
        BoolExpr hzs = o.bool(false);
        for (int h : Jiffies.HZ_VALUES) {
            hzs = o.or(hzs, o.eq(hz, o.num(h)));
        }
        d = o.and(d, hzs);
        d = o.and(d, o.and(o.ule(routeFloor, config[7]), o.ule(config[7], o.num(65535))));
        int[] defaults = {0, v.tcpBaseMss, Sysctl.DEFAULT_PROBE_THRESHOLD, Sysctl.DEFAULT_PROBE_INTERVAL, Sysctl.DEFAULT_MIN_SND_MSS,
            Sysctl.DEFAULT_MIN_SND_MSS};
        for (int i = 0; i < Machine.SYSCTLS.length; i++) {
            d = o.and(d, v.hasSysctl(Sysctl.NAMES[i]) ? m.accepts(Machine.SYSCTLS[i], config[i]) : o.eq(config[i], o.num(defaults[i])));
        }
        domain = d;
        init = m.connect(m.before(config[0], config[1], config[2], config[3], config[4], config[5], config[6], config[7], config[8]), passive);
    }

    /** A state with every field free. */
    Machine<BitVecExpr, BoolExpr>.State free(String suffix) {
        BitVecExpr[] f = new BitVecExpr[Field.values().length];
        for (Field x : Field.values()) {
            f[x.ordinal()] = o.var(x.name().toLowerCase() + suffix);
        }
        return m.state(f);
    }

    /** An event with every parameter free. */
    Machine<BitVecExpr, BoolExpr>.Input input(String suffix) {
        return m.new Input(o.var("event" + suffix), o.boolVar("timed" + suffix), o.var("at" + suffix), o.boolVar("cwnd_set" + suffix),
                o.var("cwnd" + suffix), o.var("mtu" + suffix), o.boolVar("cwnd_full" + suffix), o.var("sysctl" + suffix),
                o.var("value" + suffix));
    }

    /** The events the harness can draw: a kind, a route from the floor up to 65535, an IPv4 ICMP's u16 MTU, the variant's sysctls. */
    BoolExpr inputDomain(Machine<BitVecExpr, BoolExpr>.Input e) {
        BoolExpr d = o.ule(e.kind, o.num(Kind.values().length - 1));
        d = o.and(d, o.implies(e.is(Kind.ROUTE_MTU), o.and(o.ule(routeFloor, e.mtu), o.ule(e.mtu, o.num(65535)))));
        d = o.and(d, o.implies(o.and(e.is(Kind.ICMP_FRAG_NEEDED), o.not(v6)), o.ule(e.mtu, o.num(65535))));
        BoolExpr names = o.bool(false);
        for (int i = 0; i < Sysctl.NAMES.length; i++) {
            if (v.hasSysctl(Sysctl.NAMES[i])) {
                names = o.or(names, o.eq(e.sysctl, o.num(i)));
            }
        }
        return o.and(d, o.implies(e.is(Kind.SYSCTL), names));
    }

    /** The candidate facts, by their statement in the kernel's names. */
    Map<String, Houdini.Fact<Machine<BitVecExpr, BoolExpr>.State>> candidates() {
        Map<String, Houdini.Fact<Machine<BitVecExpr, BoolExpr>.State>> c = new LinkedHashMap<>();
        String floor = "IP minimum (68, IPv6 1280)";
        c.put(floor + " <= dst_mtu <= 65535", s -> o.and(o.ule(routeFloor, s.routeMtu()), o.ule(s.routeMtu(), o.num(65535))));
        c.put(floor + " <= icsk_pmtu_cookie <= 65535", s -> o.and(o.ule(routeFloor, s.pmtuCookie()), o.ule(s.pmtuCookie(), o.num(65535))));
        c.put("search_high <= icsk_pmtu_cookie (unsigned)", s -> o.ule(s.searchHigh(), s.pmtuCookie()));
        c.put("-1 <= search_high <= 65595", s -> o.and(o.sle(o.num(-1), s.searchHigh()), o.sle(s.searchHigh(), o.num(65595))));
        c.put("0 <= search_high", s -> o.sle(o.num(0), s.searchHigh()));
        c.put("search_high <= mss_clamp + 20 + net_header_len", s -> o.sle(s.searchHigh(), o.add(clamp, o.add(o.num(20), m.netHeaderLen))));
        c.put("icsk_mtup.probe_size == 0 or search_low < icsk_mtup.probe_size <= search_high",
                s -> o.or(o.eq(s.probeSize(), o.num(0)), o.and(o.slt(s.searchLow(), s.probeSize()), o.sle(s.probeSize(), s.searchHigh()))));
        // an ICMP may lower search_high below a probe in flight; search_low, which follows it down only, stays below
        c.put("icsk_mtup.probe_size == 0 or search_low < icsk_mtup.probe_size",
                s -> o.or(o.eq(s.probeSize(), o.num(0)), o.slt(s.searchLow(), s.probeSize())));
        // search_low is set at or above the IP minimum, and goes below it only by following search_high down
        c.put("min(" + floor + ", search_high) <= search_low", s -> o.sle(o.smin(routeFloor, s.searchHigh()), s.searchLow()));
        c.put("icsk_mtup.probe_size == 0 or icsk_mtup.probe_size <= search_high + 1",
                s -> o.or(o.eq(s.probeSize(), o.num(0)), o.sle(s.probeSize(), o.add(s.searchHigh(), o.num(1)))));
        c.put("icsk_mtup.probe_size == 0 or 1 <= icsk_mtup.probe_size <= 65535 + 120",
                s -> o.or(o.eq(s.probeSize(), o.num(0)), o.sbetween(s.probeSize(), 1, 65535 + 120)));
        c.put("0 <= search_low <= 65535 + 120", s -> o.sbetween(s.searchLow(), 0, 65535 + 120));
        c.put("mss_cache <= 65535", s -> o.ule(s.mssCache(), o.num(65535)));
        c.put("icsk_mtup.enabled is 0 or 1", s -> o.or(o.eq(s.enabled(), o.num(0)), o.eq(s.enabled(), o.num(1))));
        c.put("the route's lock is 0 or 1", s -> o.ule(s.get(Field.ROUTE_LOCKED), o.num(1)));
        for (int i = 0; i < Machine.SYSCTLS.length; i++) {
            Field f = Machine.SYSCTLS[i];
            if (!v.hasSysctl(Sysctl.NAMES[i])) {
                continue;
            }
            if (v.sysctlRule != Variant.SysctlRule.PROC_DOINTVEC && f != Field.TCP_PROBE_THRESHOLD
                    && !(f == Field.TCP_BASE_MSS && v.sysctlRule == Variant.SysctlRule.LINUX_6_RANGES)) {
                c.put(f.kernel + " within its proc handler's range", s -> m.accepts(f, s.get(f)));
            }
        }
        if (v.hasMinSndMss()) {
            c.put("tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) <= 65535 + 120",
                    s -> o.sle(s.kernel().tcpMssToMtu(s.get(Field.TCP_MIN_SND_MSS)), o.num(65535 + 120)));
        }
        c.put("mss_cache + tcp_header_len - 20 >= 48", s -> Cell.SANE_SIZES.step(m, s, null, m.new Result(s, o.num(0),
                o.bool(false), o.bool(false), o.bool(false), o.bool(false), o.bool(false))));
        for (Cell cell : Cell.values()) {
            if (cell.state) {
                c.put(cell.formula, s -> cell.at(m, s));
            }
        }
        return c;
    }

    String tag(String what) {
        return "every-" + what + "-" + v.name().toLowerCase().replace('_', '-');
    }

    static List<Proof> prove(Context ctx, Variant v, List<String> wanted) {
        return new EverySequence(ctx, v).prove(wanted);
    }

    List<Proof> prove(List<String> wanted) {
        Machine<BitVecExpr, BoolExpr>.State pre = free("");
        Machine<BitVecExpr, BoolExpr>.Input e = input("");
        Machine<BitVecExpr, BoolExpr>.Result r = m.step(pre, e);
        BoolExpr step = inputDomain(e);
        long t0 = System.nanoTime();
        Map<String, Houdini.Fact<Machine<BitVecExpr, BoolExpr>.State>> inv = Houdini.filter(ctx, TIMEOUT_MS, domain, candidates(), init,
                pre, step, r.after, (name, q) -> {
                    if (Query.TRACE) {
                        System.err.println("  " + tag("houdini") + " drops " + name + (q == null ? " (unknown)" : ": " + describe(q, pre, e, r)));
                    }
                });
        long houdiniMs = (System.nanoTime() - t0) / 1_000_000;
        BoolExpr invPre = conj(inv, pre);
        List<Query> closure = new ArrayList<>();
        closure.add(Query.run(ctx, tag("init"), "unsat: every connection starts inside the invariant (" + String.join("; ", inv.keySet()) + ")",
                domain, o.not(conj(inv, init))));
        closure.add(Query.run(ctx, tag("step"), "unsat: every event from a state of the invariant keeps it (" + String.join("; ", inv.keySet()) + ")",
                domain, step, invPre, o.not(conj(inv, r.after))));
        if (Query.TRACE) {
            System.err.println("  " + tag("houdini") + " kept " + inv.size() + " facts in " + houdiniMs + " ms");
        }
        String invariant = "inductive invariant (Houdini kept " + inv.size() + " of " + candidates().size() + " candidates): "
                + String.join("; ", inv.keySet());
        List<Proof> out = new ArrayList<>();
        for (Cell cell : Cell.values()) {
            if (wanted == null || wanted.contains(cell.name())) {
                out.add(prove(cell, inv, closure, invariant, pre, e, r, step));
            }
        }
        return out;
    }

    /** The solver's state, event and successor in {@code q}, in the kernel's names (for the trace). */
    String describe(Query q, Machine<BitVecExpr, BoolExpr>.State pre, Machine<BitVecExpr, BoolExpr>.Input e,
                    Machine<BitVecExpr, BoolExpr>.Result r) {
        StringBuilder b = new StringBuilder("IPv").append(q.boolValue(v6) ? 6 : 4).append(", options ").append(q.intValue(opt))
                .append(", mss_clamp ").append(q.intValue(clamp)).append("; ");
        for (Field f : Field.values()) {
            b.append(f.kernel).append(' ').append(q.intValue(pre.get(f))).append(f == Field.NOW ? "" : ", ");
        }
        b.append("; event ").append(Kind.values()[Math.min(q.intValue(e.kind), Kind.values().length - 1)]).append(" mtu ")
                .append(q.intValue(e.mtu)).append(" sysctl ").append(q.intValue(e.sysctl)).append(" value ").append(q.intValue(e.value))
                .append(" -> search_low ").append(q.intValue(r.after.searchLow())).append(", search_high ").append(q.intValue(r.after.searchHigh()))
                .append(", probe_size ").append(q.intValue(r.after.probeSize())).append(", mss_cache ").append(q.intValue(r.after.mssCache()));
        return b.toString();
    }

    private BoolExpr conj(Map<String, Houdini.Fact<Machine<BitVecExpr, BoolExpr>.State>> facts, Machine<BitVecExpr, BoolExpr>.State s) {
        BoolExpr b = o.bool(true);
        for (Houdini.Fact<Machine<BitVecExpr, BoolExpr>.State> f : facts.values()) {
            b = o.and(b, f.at(s));
        }
        return b;
    }

    private Proof prove(Cell cell, Map<String, Houdini.Fact<Machine<BitVecExpr, BoolExpr>.State>> inv, List<Query> closure, String invariant,
                        Machine<BitVecExpr, BoolExpr>.State pre, Machine<BitVecExpr, BoolExpr>.Input e,
                        Machine<BitVecExpr, BoolExpr>.Result r, BoolExpr step) {
        String id = cell.name().toLowerCase().replace('_', '-');
        List<Query> qs = new ArrayList<>(closure);
        if (cell.state && inv.containsKey(cell.formula)) {
            return new Proof(cell.name(), v.name(), coverage(), Proof.Verdict.PROVEN, cell.formula + ": a fact of the " + invariant, qs, List.of());
        }
        Query cti = null;
        if (!cell.state) {
            Query q = Query.run(ctx, TIMEOUT_MS, tag(id), "unsat: no event from a state of the invariant breaks " + cell.formula
                    + " (sat: an event from a state of the invariant breaks it)", domain, step,
                    conj(inv, pre), o.not(cell.step(m, pre, e, r)));
            if (q != null && !q.sat()) {
                qs.add(q);
                return new Proof(cell.name(), v.name(), coverage(), Proof.Verdict.PROVEN,
                        cell.formula + ": no event from a state of the " + invariant + " breaks it" + restatedByRule(cell), qs, List.of());
            }
            cti = q;
        }
        // a run from connect that breaks it, unrolled in a context of its own, whose terms are freed when the search ends
        // (each query is solved apart from its context anyway: Query.run)
        try (Context fresh = new Context()) {
            Proof p = new EverySequence(fresh, v).search(cell, qs, invariant, cti);
            for (Query q : p.queries) {
                q.smt2(); // the text needs its context
            }
            return p;
        }
    }

    /**
     * The note of a cell that a rule of the variant restates: {@link Variant.StopRule#DATAGRAM_IN_RANGE} stops every
     * probe whose datagram is outside (search_low, search_high], which is PROBE_WITHIN_RANGE itself, so its proof shows
     * the rule does what it says (the encoding sends what the stop test admits), not that the search keeps the range.
     */
    String restatedByRule(Cell cell) {
        return cell == Cell.PROBE_WITHIN_RANGE && v.stopRule == Variant.StopRule.DATAGRAM_IN_RANGE
                ? " (restated by the variant's rule StopRule.DATAGRAM_IN_RANGE, whose stop test is this formula: the proof "
                        + "shows the encoding sends only what the test admits, not a consequence of the search)" : "";
    }

    /** The unrolling from connect for {@code cell}; {@code qs} are the queries that did not prove it. */
    private Proof search(Cell cell, List<Query> qs, String invariant, Query cti) {
        String id = cell.name().toLowerCase().replace('_', '-');
        Machine<BitVecExpr, BoolExpr>.State s = init;
        BoolExpr path = domain;
        List<Machine<BitVecExpr, BoolExpr>.Input> events = new ArrayList<>();
        // stable words whichever depth the solver's time limit stops the unrolling at (the stored cell must not depend on the load)
        String why = "not inductive relative to the invariant, and the unrolling from connect (up to " + BMC_DEPTH + " events, "
                + TIMEOUT_MS / 1000 + " s per depth) found no run that breaks it";
        for (int n = 0; n <= BMC_DEPTH; n++) {
            BoolExpr broken;
            if (n == 0) {
                if (!cell.state) {
                    continue;
                }
                broken = o.not(cell.at(m, init));
            } else {
                Machine<BitVecExpr, BoolExpr>.Input x = input("_" + n);
                Machine<BitVecExpr, BoolExpr>.Result rx = m.step(s, x);
                path = o.and(path, inputDomain(x));
                broken = o.not(cell.step(m, s, x, rx));
                events.add(x);
                s = rx.after;
            }
            Query q = Query.run(ctx, TIMEOUT_MS, tag(id + "-bmc"), "sat: a run of " + n + " events from connect breaks " + cell.formula, path, broken);
            if (q == null) {
                break;
            }
            if (q.sat()) {
                List<String> trace = replay(cell, q, events);
                if (trace == null) {
                    why = "the solver's run of " + n + " events from connect does not break the cell in the model's replay";
                    break;
                }
                List<Query> all = new ArrayList<>(qs);
                all.add(q);
                return new Proof(cell.name(), v.name(), coverage(), Proof.Verdict.VIOLATED, cell.formula + ": broken by a run of " + n
                        + " events from connect (the solver's, replayed by the model); the " + invariant, all, trace);
            }
        }
        // an OPEN transition cell keeps the solver's state of the invariant that one event breaks it from
        List<Query> open = new ArrayList<>(qs);
        if (cti != null) {
            open.add(cti);
        }
        return new Proof(cell.name(), v.name(), coverage(), Proof.Verdict.OPEN, cell.formula + ": " + why + "; the " + invariant, open, List.of());
    }

    /** The solver's connection as a model config. */
    Config config(Query q) {
        boolean six = q.boolValue(v6);
        Config c = Config.defaults(v).withIp(six ? 6 : 4).withRouteMtu(q.intValue(config[7])).withMssClamp(q.intValue(clamp))
                .withTcpOptions(q.intValue(opt)).withHz(q.intValue(hz)).withJiffies(q.value(config[8]))
                .withSndCwnd(q.intValue(config[6])).withOpen(q.boolValue(passive) ? Config.Open.PASSIVE : Config.Open.ACTIVE);
        for (int i = 0; i < Sysctl.NAMES.length; i++) {
            c = c.withSysctl(Sysctl.NAMES[i], q.intValue(config[i]));
        }
        return c;
    }

    /** The solver's event, at model time {@code jiffies}. */
    Event event(Query q, Machine<BitVecExpr, BoolExpr>.Input x, long jiffies) {
        Kind k = Kind.values()[q.intValue(x.kind)];
        Event.Kind kind = Event.Kind.values()[k.ordinal()];
        Event e;
        switch (kind) {
            case ICMP_FRAG_NEEDED:
                e = Event.icmp(q.intValue(x.mtu));
                if (q.boolValue(x.cwndFull)) {
                    e = e.withCwndFull();
                }
                break;
            case ROUTE_MTU:
                e = Event.routeMtu(q.intValue(x.mtu));
                break;
            case SYSCTL:
                e = Event.sysctl(Sysctl.NAMES[q.intValue(x.sysctl)], q.intValue(x.value));
                break;
            default:
                e = Event.of(kind);
                break;
        }
        if (q.boolValue(x.timed)) {
            // the least jiffies at or after now whose low 32 bits are the solver's tcp_time_stamp
            e = e.at(jiffies + ((q.value(x.now) - jiffies) & 0xFFFF_FFFFL));
        }
        if (q.boolValue(x.cwndSet)) {
            e = e.withCwnd(q.value(x.cwnd));
        }
        return e;
    }

    /**
     * The model's replay of the solver's run, cut at the first event (or connect) that breaks the cell, evaluated
     * with the same formula on the model's states ({@link Models}); null when the replay does not break it.
     */
    List<String> replay(Cell cell, Query q, List<Machine<BitVecExpr, BoolExpr>.Input> xs) {
        Config c = config(q);
        Machine<Long, Boolean> cm = Models.machine(c);
        List<String> lines = new ArrayList<>();
        lines.add(c.toJson());
        Sock s = Pmtu.connect(c).after;
        if (cell.state && !cell.at(cm, Models.state(cm, s))) {
            return lines;
        }
        for (Machine<BitVecExpr, BoolExpr>.Input x : xs) {
            Event e = event(q, x, s.jiffies);
            Step st = Pmtu.step(s, e);
            lines.add(e.toJson());
            if (!cell.step(cm, Models.state(cm, s), Models.input(cm, e), Models.result(cm, st))) {
                return lines;
            }
            s = st.after;
        }
        return null;
    }
}
