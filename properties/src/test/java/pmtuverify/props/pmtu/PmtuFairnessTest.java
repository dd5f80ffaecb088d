package pmtuverify.props.pmtu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.pmtu.invariants.Termination;

/**
 * The PLPMTUD fairness assumption on concrete runs of the steady path: the lasso monitor of one run
 * ({@link pmtuverify.props.MachineHarness.Lasso}) reports a loop of acked probes at threshold 1 as a fair lasso,
 * and the LATEST loop pinned at the tcp_min_snd_mss floor (the probe is a data segment's size, and lost) as one
 * that exists only under an unfair path.
 */
class PmtuFairnessTest {
    /** What one steady run did: its events and the lasso monitor's answer. */
    record Run(List<String> events, int fairAt, int fairEnd, int[] unfairLoop, Sock repeated) {}

    /** The steady path of MTU {@code path} from {@code c}: xmit (cwnd 20), then the probe's outcome, until a fair lasso or 40 events. */
    static Run steady(Config c, int path) {
        PmtuHarness h = PmtuChecks.harness(PmtuInvariants.TERMINATION, c.variant, Bounds.WIDE, 40);
        PmtuHarness.State s = h.initial(Pmtu.connect(c).after, path);
        PmtuHarness.Lasso lasso = h.new Lasso(s, 1);
        List<String> events = new ArrayList<>();
        for (int line = 2; line < 42; line++) {
            Event e = s.sock.probeSize == 0 ? Event.of(Event.Kind.XMIT).withCwnd(20)
                    : Event.of(s.sock.probeSize <= path ? Event.Kind.PROBE_ACKED : Event.Kind.PROBE_LOST);
            events.add(e.kind.json);
            PmtuHarness.State next = h.apply(s, e);
            int at = lasso.step(s, e, next, line);
            s = next;
            if (at >= 0) {
                return new Run(events, at, line, lasso.unfairLoop(), s.sock);
            }
        }
        return new Run(events, -1, -1, lasso.unfairLoop(), s.sock);
    }

    @Test
    void terminationStatesItsFairnessAndSafetyInvariantsHaveNone() {
        assertThat(PmtuInvariants.TERMINATION.fairness()).isSameAs(PmtuFairness.DATA_SIZE_PROBES_NOT_LOST_FOREVER);
        assertThat(PmtuInvariants.TERMINATION_AFTER_OUTSIDE.fairness()).isSameAs(PmtuFairness.DATA_SIZE_PROBES_NOT_LOST_FOREVER);
        assertThat(new Termination().fairness().line()).startsWith("DATA_SIZE_PROBES_NOT_LOST_FOREVER: a path that carries");
        for (PmtuInvariant inv : PmtuInvariants.ALL) {
            assertThat(inv.fairness() != null).as(inv.id()).isEqualTo(inv.liveness());
        }
    }

    /** MAINLINE at tcp_probe_threshold 1 on a clean 1500 path: the search reaches an interval of 1 and probes search_low forever, acked. */
    @Test
    void theThresholdOneLoopIsAFairLasso() {
        Config c = Config.defaults(Variant.MAINLINE).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 1);
        Run r = steady(c, 1500);
        assertThat(new int[] {r.fairAt(), r.fairEnd(), r.repeated().searchLow}).as("a fair lasso closes: stem end, loop end, search_low").containsExactly(20, 22, 1499);
        assertThat(r.unfairLoop()).as("no loop with an unfair step before it").isNull();
        assertThat(r.events().subList(r.fairAt() - 1, r.fairEnd() - 1)).as("the loop, lines fairAt+1..fairEnd").containsExactly("probe_acked", "xmit");
        assertThat(r.repeated().searchHigh - r.repeated().searchLow).isEqualTo(1);
        assertThat(r.repeated().searchHigh).isEqualTo(1500);
    }

    /**
     * specs/proofs/TERMINATION-LATEST-sane.jsonl: tcp_min_snd_mss 65495 above mss_clamp 65494, so mss_cache and every probe sit
     * at the floor: the probe is 65535 bytes, a data segment's datagram too, and a path that loses it forever carries no data.
     */
    @Test
    void theLatestSaneLassoAtTheMinSndMssFloorIsUnfair() {
        Config c = Config.defaults(Variant.LATEST).withIp(4).withTcpOptions(0).withMssClamp(65494).withRouteMtu(65535).withHz(1000)
                .withJiffies(0).withSndCwnd(20).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSysctl(Sysctl.TCP_BASE_MSS, 48)
                .withSysctl(Sysctl.TCP_PROBE_THRESHOLD, 65446).withSysctl(Sysctl.TCP_PROBE_INTERVAL, 600)
                .withSysctl(Sysctl.TCP_MIN_SND_MSS, 65495).withSysctl(Sysctl.TCP_MTU_PROBE_FLOOR, 48);
        Sock connected = Pmtu.connect(c).after;
        assertThat(connected.mssCache).isEqualTo(65495);
        Sock probing = Pmtu.step(connected, Event.of(Event.Kind.XMIT).withCwnd(20)).after;
        assertThat(probing.probeSize).isEqualTo(65535);
        assertThat(PmtuFairness.dataDatagram(probing)).isEqualTo(65535);
        assertThat(PmtuFairness.DATA_SIZE_PROBES_NOT_LOST_FOREVER.unfair(probing, Event.of(Event.Kind.PROBE_LOST))).isTrue();
        assertThat(PmtuFairness.DATA_SIZE_PROBES_NOT_LOST_FOREVER.unfair(probing, Event.of(Event.Kind.PROBE_ACKED))).isFalse();
        assertThat(PmtuFairness.DATA_SIZE_PROBES_NOT_LOST_FOREVER.unfair(connected, Event.of(Event.Kind.PROBE_LOST)))
                .as("no probe in flight: no outcome").isFalse();

        Run r = steady(c, 65534); // the path loses the 65535-byte probe
        assertThat(r.fairAt()).as("no fair lasso within 40 events").isEqualTo(-1);
        assertThat(r.unfairLoop()).as("the loop xmit, probe_lost: lines 2..3 back to the state after line 1").containsExactly(1, 3);
        assertThat(r.events().subList(0, 2)).containsExactly("xmit", "probe_lost");
    }

    /** A probe larger than a data segment may be lost forever: the path MTU the search looks for. */
    @Test
    void losingAProbeAboveTheDataSizeIsFair() {
        Sock connected = Pmtu.connect(Config.defaults(Variant.LATEST).withSysctl(Sysctl.TCP_MTU_PROBING, 2)).after;
        Sock probing = Pmtu.step(connected, Event.of(Event.Kind.XMIT).withCwnd(20)).after;
        assertThat(probing.probeSize).isGreaterThan(PmtuFairness.dataDatagram(probing));
        assertThat(PmtuFairness.DATA_SIZE_PROBES_NOT_LOST_FOREVER.unfair(probing, Event.of(Event.Kind.PROBE_LOST))).isFalse();
    }
}
