package pmtuverify.proofs;

import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;

/**
 * The model's values as {@link Machine} values over {@link Concrete}: a connection's machine, a {@link Sock} as a state,
 * an {@link Event} as an input, a {@link Step} as a result. The agreement test compares the two semantics through it,
 * and {@link EverySequence} evaluates its invariants on the model's replay of a solver witness with it.
 */
public final class Models {
    private Models() {}

    /** The machine of connection {@code c}: its IP version, options, mss_clamp and HZ. */
    public static Machine<Long, Boolean> machine(Config c) {
        Concrete o = Concrete.OPS;
        return new Machine<>(o, c.variant, c.ip == 6, o.num(c.tcpOptions), o.num(c.mssClamp), o.num(c.hz));
    }

    /** {@code s} as a state, field by field ({@link Machine.Field}); the clock as {@code (u32)jiffies}. */
    public static Machine<Long, Boolean>.State state(Machine<Long, Boolean> m, Sock s) {
        return m.state((long) s.tcpMtuProbing, (long) s.tcpBaseMss, (long) s.tcpProbeThreshold, (long) s.tcpProbeInterval,
                (long) s.tcpMinSndMss, (long) s.tcpMtuProbeFloor, (long) s.enabled, (long) s.searchHigh, (long) s.searchLow,
                (long) s.probeSize, (long) s.probeTimestamp, (long) s.pmtuCookie, (long) s.mssCache, (long) s.sndCwnd,
                (long) s.routeMtu, s.routeLocked ? 1L : 0L, (long) s.tcpTimeStamp());
    }

    /** The index of a sysctl name in {@link Sysctl#NAMES}, 0 for none. */
    static int sysctlIndex(String name) {
        for (int i = 0; i < Sysctl.NAMES.length; i++) {
            if (Sysctl.NAMES[i].equals(name)) {
                return i;
            }
        }
        return 0;
    }

    /** {@code e} as an input. */
    public static Machine<Long, Boolean>.Input input(Machine<Long, Boolean> m, Event e) {
        return m.new Input((long) e.kind.ordinal(), e.at != Event.NONE, (long) (int) e.at, e.cwnd != Event.NONE, (long) (int) e.cwnd,
                (long) e.mtu, e.cwndFull, (long) sysctlIndex(e.sysctl), (long) e.value);
    }

    /** What the model's step {@code st} did, as a result. */
    public static Machine<Long, Boolean>.Result result(Machine<Long, Boolean> m, Step st) {
        return m.new Result(state(m, st.after), (long) st.sent, st.stopped, st.reprobed, st.refused, st.cancelled, st.einval);
    }
}
