package pmtuverify.proofs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.plpmtud.Variant;

/**
 * Every PROVEN label names its whole domain where the verdict stands: the events its queries encode, the value domain
 * (every value of the C types, or the sane domain's bounds), the fixed HZ values and route MTUs where the encoding
 * fixes them, and what the encoding holds fixed or leaves out. Checked on each coverage the proofs use and on every
 * stored row of CELLS.tsv, so a label wider than its query's domain fails here.
 */
class LabelDomainTest {
    static final Path CELLS = Path.of("..", "specs", "proofs", Proofs.CELLS);

    /** Each coverage's PROVEN label carries its events, its domain, its restriction and its conditions, word for word. */
    @Test
    void eachCoverageLabelNamesEventsDomainAndConditions() {
        for (Coverage c : List.of(EverySequence.coverage(), Cwnd.COVERAGE, Helpers.COVERAGE, Reprobe.COVERAGE)) {
            String label = c.proven();
            assertThat(label).as(label).contains(c.scopeWithEvents()).contains(c.domain()).contains("conditions: " + c.fixed);
            if (!c.restriction.isEmpty()) {
                assertThat(label).contains(c.restriction);
            }
        }
        // kernel/Kconfig.hz offers HZ_100, HZ_250, HZ_300 and HZ_1000: the list the labels name
        assertThat(Coverage.hzList()).isEqualTo("HZ 100, 250, 300 or 1000");
        String every = EverySequence.coverage().proven();
        for (int hz : Jiffies.HZ_VALUES) {
            assertThat(every).contains(String.valueOf(hz));
        }
        // what the encoding leaves out of the trace format: the peer window, SACK, IP options, the congestion state
        assertThat(every).contains("max_window 0").contains("no SACK blocks").contains("no IP options").contains("congestion state Open");
    }

    /** Every stored PROVEN row: a domain phrase, conditions, and no "every value" for a sane-domain cell. */
    @Test
    void everyStoredProvenRowStatesItsDomain() throws Exception {
        int proven = 0;
        for (String line : Files.readAllLines(CELLS, StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            String domain = f[2];
            String strength = f[3];
            if (!strength.startsWith("PROVEN by")) {
                continue;
            }
            proven++;
            String cell = f[0] + " " + f[1] + " " + domain;
            assertThat(strength).as(cell).contains("; conditions: ");
            if (domain.equals("sane")) {
                assertThat(strength).as(cell).contains("sane domain (").doesNotContain("every value");
            } else {
                assertThat(strength).as(cell).contains("every value of the C types");
            }
            if (f[4].startsWith("every event sequence")) {
                assertThat(strength).as(cell).contains(EverySequence.RESTRICTION).contains("max_window 0");
            }
        }
        assertThat(proven).isPositive();
    }

    /** True when the solver finds a point of {@code domain} with {@code point}. */
    private static boolean admits(Context ctx, BoolExpr domain, BoolExpr... point) {
        Solver s = ctx.mkSolver();
        s.add(domain);
        s.add(point);
        return s.check() == Status.SATISFIABLE;
    }

    private static String group(String label, String regex) {
        Matcher m = Pattern.compile(regex).matcher(label);
        assertThat(m.find()).as("\"" + regex + "\" in " + label).isTrue();
        return m.group(1);
    }

    /**
     * REPROBE_TIMING's label against the domain its queries assert (Reprobe.domain and, for the verdict, Reprobe.inScope),
     * read back by the solver: the HZ values it names are exactly those the queries admit, and the stamp and gap bounds it
     * names are where the queries stop. A label naming fewer bounds than the queries have (a wider claim) fails.
     */
    @Test
    void reprobeLabelIsNoWiderThanItsQueries() {
        String label = Reprobe.COVERAGE.proven();
        List<Integer> hzs = Pattern.compile("\\d+").matcher(group(label, "HZ ([0-9, or]+)")).results()
                .map(r -> Integer.parseInt(r.group())).toList();
        int gapExp = Integer.parseInt(group(label, "gap below 2\\^(\\d+) jiffies"));
        int stampExp = Integer.parseInt(group(label, "stamp below 2\\^(\\d+) jiffies"));
        try (Context ctx = new Context()) {
            Symbolic o = new Symbolic(ctx);
            BitVecExpr interval = o.var("tcp_probe_interval");
            BitVecExpr hz = o.var("HZ");
            BitVecExpr stamp = o.var64("stamp_jiffies64");
            BitVecExpr elapsed = o.var64("elapsed_jiffies64");
            for (Variant v : List.of(Variant.MAINLINE, Variant.LATEST, Variant.FIX_ALL)) {
                BoolExpr d = o.and(Reprobe.domain(o, v, interval, hz, stamp, elapsed), Reprobe.inScope(o, elapsed));
                BoolExpr named = o.bool(false);
                for (int h : hzs) {
                    assertThat(admits(ctx, d, o.eq(hz, o.num(h)))).as(v + ": HZ " + h + " named, not admitted").isTrue();
                    named = o.or(named, o.eq(hz, o.num(h)));
                }
                assertThat(admits(ctx, d, o.not(named))).as(v + ": an HZ the label does not name").isFalse();
                assertThat(admits(ctx, d, o.eq(elapsed, o.num64((1L << gapExp) - 1)))).as(v + ": the last gap named").isTrue();
                assertThat(admits(ctx, d, o.not(o.ult64(elapsed, o.num64(1L << gapExp))))).as(v + ": a gap beyond the label").isFalse();
                assertThat(admits(ctx, d, o.eq(stamp, o.num64((1L << stampExp) - 1)))).as(v + ": the last stamp named").isTrue();
                assertThat(admits(ctx, d, o.not(o.ult64(stamp, o.num64(1L << stampExp))))).as(v + ": a stamp beyond the label").isFalse();
                // the interval: every u32 its handler accepts; on 6.x that stops at UINT_MAX / HZ, which the label must say
                boolean bounded = !admits(ctx, d, o.eq(hz, o.num(1000)), o.eq(interval, o.num(-1)));
                assertThat(bounded).as(v.name()).isEqualTo(v.sysctlRule != Variant.SysctlRule.PROC_DOINTVEC);
            }
            assertThat(label).contains("tcp_probe_interval any u32 its handler accepts (6.x: up to UINT_MAX / HZ)");
        }
    }

    /** SANE_CWND's label against Cwnd.domain, read back by the solver: the cwnd, probe_size and option ranges it names. */
    @Test
    void saneCwndLabelIsNoWiderThanItsQueries() {
        String label = Cwnd.COVERAGE.proven();
        assertThat(label).contains("snd_cwnd before the event 1..INT_MAX").contains("probe_size 1..INT_MAX")
                .contains("TCP options 0..40 in steps of 4");
        try (Context ctx = new Context()) {
            Symbolic o = new Symbolic(ctx);
            BitVecExpr cwnd = o.var("snd_cwnd");
            BitVecExpr probe = o.var("probe_size");
            BitVecExpr opt = o.var("tcp_options");
            BoolExpr d = Cwnd.domain(o, cwnd, probe, opt);
            for (BitVecExpr x : List.of(cwnd, probe)) {
                assertThat(admits(ctx, d, o.eq(x, o.num(1)))).isTrue();
                assertThat(admits(ctx, d, o.eq(x, o.num(Integer.MAX_VALUE)))).isTrue();
                assertThat(admits(ctx, d, o.slt(x, o.num(1)))).as("below 1 (as int)").isFalse();
            }
            BoolExpr named = o.bool(false);
            for (int i = 0; i <= 40; i += 4) {
                assertThat(admits(ctx, d, o.eq(opt, o.num(i)))).isTrue();
                named = o.or(named, o.eq(opt, o.num(i)));
            }
            assertThat(admits(ctx, d, o.not(named))).isFalse();
        }
    }
}
