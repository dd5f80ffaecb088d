package pmtuverify.props.pmtu.invariants;

import java.util.Arrays;
import java.util.List;
import pmtuverify.model.c.C;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.props.Coverage;
import pmtuverify.props.FormulaCase;
import pmtuverify.props.MachineHarness.Broken;
import pmtuverify.props.pmtu.PmtuHarness;
import pmtuverify.props.pmtu.PmtuInvariant;
import pmtuverify.props.pmtu.Profile;

/**
 * REPROBE_TIMING: the reprobe pseudo-timer fires exactly when the real time since probe_timestamp was set reaches
 * the interval, within 2^32 jiffies of the stamp. The monitor reads the 64-bit time since the stamp
 * ({@link #readsElapsed}). Restated ({@link #restated}): the earlier statement covered gaps of 2^32 jiffies and more.
 */
public class ReprobeTiming extends PmtuInvariant {
    public ReprobeTiming() {
        super("REPROBE_TIMING", "REPROBE_TIMING", Profile.REPROBE,
                "After the search stops, a new one starts at the first xmit reaching the stop test at which the real time since probe_timestamp was set reaches tcp_probe_interval seconds: never earlier, and not later while that time is below 2^32 jiffies.",
                "at a stop-test xmit with jiffies64 - stamp64 < 2^32: reprobed  <=>  jiffies64 - stamp64 >= interval * HZ (mathematical integers)",
                "\"[PATCHv3 net-next 0/4] Improvements for TCP PMTU\" (netdev, Fan Du, 27 Feb 2015; John Heffner's review 28 Feb-2 Mar 2015) 4/4 (RFC 4821 section 7.3; tcp_probe_interval default 600 s); u32 jiffies and u32 interval * HZ",
                "every HZ, jiffies starting at 0, INITIAL_JIFFIES or just below 2^32, idle gaps up to and beyond 2^32 jiffies (an xmit 2^32 jiffies or more after the stamp is not checked); intervals whose interval * HZ fits in a u32 (0, 1, 2, 600, 1000, 42949 s)");
    }

    /** The statement before gaps of 2^32 jiffies and more were left out. */
    private static final pmtuverify.props.Restatement RESTATED = new pmtuverify.props.Restatement(
            "After the search stops, a new one starts at the first xmit reaching the stop test at which the real time since probe_timestamp was set reaches tcp_probe_interval seconds: never earlier, not later.",
            "at a stop-test xmit: reprobed  <=>  jiffies64 - stamp64 >= interval * HZ (mathematical integers)",
            "probe_timestamp is a u32 stamped with tcp_jiffies32, \"#define tcp_jiffies32 ((u32)jiffies)\" "
                    + "(include/net/tcp.h@v6.18), and tcp_mtu_check_reprobe (net/ipv4/tcp_output.c@v6.18) compares "
                    + "\"delta = tcp_jiffies32 - icsk->icsk_mtup.probe_timestamp\" with interval * HZ: like every "
                    + "tcp_jiffies32 stamp of the stack, it measures time modulo 2^32 jiffies (49.7 days at HZ 1000, "
                    + "497 days at HZ 100). An xmit 2^32 jiffies or more after the stamp sees the wrapped delta and "
                    + "may reprobe up to interval * HZ later; no 32-bit stamp can tell that gap apart, so the old "
                    + "statement asked for more than the kernel's time base can promise. Early reprobes, the defect "
                    + "of an interval * HZ above UINT_MAX, stay in the statement");

    @Override
    public pmtuverify.props.Restatement restated() {
        return RESTATED;
    }

    /** 2^32 jiffies: the gap from which tcp_jiffies32's delta wraps. */
    public static final long WRAP = 1L << 32;

    /** The subclass for the same predicate over other intervals. */
    protected ReprobeTiming(String id, String family, String statement, String formula, String origin, String assumptions) {
        super(id, family, Profile.REPROBE, statement, formula, origin, assumptions);
    }

    /** at a stop-test xmit with elapsed &lt; 2^32: reprobed  &lt;=&gt;  elapsed &gt;= period (64-bit jiffies, interval * HZ unwrapped) */
    public static boolean formula(long elapsed, long period, boolean reprobed) {
        return elapsed >= WRAP || (elapsed >= period) == reprobed;
    }

    @Override
    public List<FormulaCase> cases() {
        return Arrays.asList(
                FormulaCase.holds("600 s at HZ 1000 elapsed, reprobed", () -> formula(600000, 600000, true)),
                FormulaCase.holds("one jiffy short, no reprobe", () -> formula(599999, 600000, false)),
                FormulaCase.breaks("one jiffy short, reprobed", () -> formula(599999, 600000, true)),
                FormulaCase.holds("2^32 jiffies elapsed (the u32 delta is 0), no reprobe: outside the statement", () -> formula(1L << 32, 600000, false)),
                FormulaCase.holds("600 s at HZ 1000 and 2^32 - 1 jiffies elapsed, reprobed", () -> formula((1L << 32) - 1, 600000, true)),
                FormulaCase.breaks("600 s at HZ 1000 and 2^32 - 1 jiffies elapsed, no reprobe", () -> formula((1L << 32) - 1, 600000, false)));
    }

    /** Intervals whose interval * HZ fits in a u32 at every HZ. */
    @Override
    public int[] assumedIntervals() {
        return new int[] {0, 1, 2, 600, 42949, 1000};
    }

    @Override
    public boolean readsElapsed() {
        return true;
    }

    @Override
    public void check(PmtuHarness.State before, Event e, Step st, PmtuHarness.State next, Coverage coverage) {
        if (!st.stopped) {
            return;
        }
        Sock b = before.sock;
        long elapsed = st.after.jiffies - before.stamp64;
        long period = PmtuHarness.period(b);
        if (!formula(elapsed, period, st.reprobed)) {
            throw new Broken((st.reprobed ? "reprobed early" : "no reprobe") + ": " + elapsed
                    + " jiffies since probe_timestamp was set, interval " + C.u32String(b.tcpProbeInterval) + " s * HZ "
                    + b.config.hz + " = " + period + " jiffies");
        }
    }
}
