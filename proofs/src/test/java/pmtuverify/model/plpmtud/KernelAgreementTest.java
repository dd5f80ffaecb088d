package pmtuverify.model.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import pmtuverify.proofs.Concrete;
import pmtuverify.proofs.Kernel;

/**
 * The SMT encoding ({@link Kernel}, run over {@link Concrete}) computes what the model computes, on
 * random and corner states of every variant: tcp_mtu_to_mss and tcp_mss_to_mtu with their wraps,
 * the steady round (tcp_mtu_probe's size, stop test and IP refusal, then the probe's outcome), the
 * reprobe test and tcp_mtup_probe_success's snd_cwnd. It lives in the model's package to build
 * arbitrary {@link Sock} states, including unreachable ones.
 */
class KernelAgreementTest {
    static final int[] INT_CORNERS = {0, 1, -1, 2, 39, 40, 41, 47, 48, 59, 60, 61, 67, 68, 88, 551, 552, 576, 1279, 1280,
        1399, 1400, 1500, 9000, 65535, 65536, 65595, Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MAX_VALUE - 60,
        Integer.MAX_VALUE - 80, Integer.MIN_VALUE, Integer.MIN_VALUE + 1, Integer.MIN_VALUE + 40, Integer.MIN_VALUE + 60,
        -40, -60, 1 << 30, -(1 << 30)};

    static int pick(Random r, int[] corners) {
        return r.nextInt(3) == 0 ? r.nextInt() : corners[r.nextInt(corners.length)];
    }

    static int between(Random r, int lo, int hi) {
        return r.nextInt(4) == 0 ? (r.nextBoolean() ? lo : hi) : lo + r.nextInt(hi - lo + 1);
    }

    static Config config(Random r, Variant v) {
        int ip = r.nextBoolean() ? 4 : 6;
        int route = between(r, ip == 6 ? 1280 : 68, 65535);
        Config c = Config.defaults(v).withIp(ip).withTcpOptions(4 * r.nextInt(11)).withRouteMtu(route)
                .withMssClamp(between(r, 0, 65535)).withSysctl(Sysctl.TCP_MTU_PROBING, 2);
        if (v.hasProbeThreshold()) {
            c = c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, pick(r, INT_CORNERS));
        }
        if (v.hasMinSndMss()) {
            c = c.withSysctl(Sysctl.TCP_MIN_SND_MSS, between(r, 48, 65535));
        }
        return c;
    }

    static Kernel<Long, Boolean> kernel(Config c) {
        Concrete o = Concrete.OPS;
        return new Kernel<>(o, c.variant, o.num(c.netHeaderLen()), o.num(c.tcpHeaderLen()), o.num(c.mssClamp),
                o.num(c.tcpMinSndMss));
    }

    static Sock sock(Config c, int low, int high, int probeSize, int stamp, int mss, int cwnd, long jiffies) {
        return new Sock(c, c.tcpMtuProbing, c.tcpBaseMss, c.tcpProbeThreshold, c.tcpProbeInterval, c.tcpMinSndMss,
                c.tcpMtuProbeFloor, 1, high, low, probeSize, stamp, c.routeMtu, mss, cwnd, c.routeMtu, false, jiffies, 0);
    }

    @Test
    void helpersAgreeOnEveryVariantAndCorner() {
        Random r = new Random(12);
        long checked = 0;
        for (Variant v : Variant.values()) {
            for (int n = 0; n < 200; n++) {
                Config c = config(r, v);
                Sock s = Pmtu.connect(c).after;
                Kernel<Long, Boolean> k = kernel(c);
                for (int i = 0; i < 1000; i++) {
                    int x = i < INT_CORNERS.length ? INT_CORNERS[i] : pick(r, INT_CORNERS) + r.nextInt(200) - 100;
                    assertThat(k.tcpMtuToMss((long) x)).as("tcp_mtu_to_mss(%s) %s", x, c).isEqualTo((long) Pmtu.tcpMtuToMss(s, x));
                    assertThat(k.tcpMssToMtu((long) x)).as("tcp_mss_to_mtu(%s) %s", x, c).isEqualTo((long) Pmtu.tcpMssToMtu(s, x));
                    assertThat(k.mtuToMssWraps((long) x)).isEqualTo(pmtuverify.model.c.C.subWrapsInt(x, c.netHeaderLen() + 20));
                    assertThat(k.mssToMtuWraps((long) x)).isEqualTo(pmtuverify.model.c.C.addWrapsInt(x, c.tcpHeaderLen() + c.netHeaderLen()));
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(200L * 1000 * Variant.values().length);
    }

    @Test
    void steadyRoundAgrees() {
        Random r = new Random(4821);
        int probes = 0;
        int stops = 0;
        int refusals = 0;
        for (Variant v : Variant.values()) {
            for (int n = 0; n < 30_000; n++) {
                Config c = config(r, v);
                int low = r.nextInt(4) == 0 ? pick(r, INT_CORNERS) : between(r, 0, 65595);
                int high = r.nextInt(8) == 0 ? pick(r, INT_CORNERS) : between(r, 0, 65595);
                int mss = r.nextInt(4) == 0 ? pick(r, INT_CORNERS) : between(r, 0, 65535);
                int path = between(r, c.ip == 6 ? 1280 : 68, c.routeMtu);
                Sock s = sock(c, low, high, 0, 0, mss, 20, 0);
                Kernel<Long, Boolean> k = kernel(c);
                Kernel<Long, Boolean>.Round round = k.steadyRound(k.new Search((long) low, (long) high, (long) mss),
                        (long) c.tcpProbeThreshold, (long) c.routeMtu, (long) path);
                Step x = Pmtu.step(s, Event.of(Event.Kind.XMIT).withCwnd(20));
                String at = s + " " + c;
                assertThat(round.stop).as("stop %s", at).isEqualTo(x.stopped);
                assertThat(x.reprobed).isFalse();
                if (x.stopped) {
                    stops++;
                    continue;
                }
                assertThat(round.refused).as("refused %s", at).isEqualTo(x.refused);
                if (x.refused) {
                    refusals++;
                    assertThat(x.after.searchLow).isEqualTo(low);
                    assertThat(x.after.searchHigh).isEqualTo(high);
                    continue;
                }
                probes++;
                assertThat(round.sent).as("sent %s", at).isEqualTo((long) x.sent);
                assertThat(round.acked).isEqualTo(x.sent <= path);
                Step o = Pmtu.step(x.after, Event.of(round.acked ? Event.Kind.PROBE_ACKED : Event.Kind.PROBE_LOST));
                assertThat(round.next.searchLow).as("search_low %s", at).isEqualTo((long) o.after.searchLow);
                assertThat(round.next.searchHigh).as("search_high %s", at).isEqualTo((long) o.after.searchHigh);
                assertThat(round.next.mssCache).as("mss_cache %s", at).isEqualTo((long) o.after.mssCache);
            }
        }
        assertThat(probes).isGreaterThan(50_000);
        assertThat(stops).isGreaterThan(10_000);
        assertThat(refusals).isGreaterThan(1_000);
    }

    @Test
    void reprobeTestAgrees() {
        Random r = new Random(3);
        int fired = 0;
        for (int n = 0; n < 200_000; n++) {
            Variant v = r.nextBoolean() ? Variant.MAINLINE : Variant.V5;
            int hz = pmtuverify.model.c.Jiffies.HZ_VALUES[r.nextInt(4)];
            int interval = r.nextInt(3) == 0 ? pick(r, new int[] {0, 1, 600, -1, 4294968, 42949672, 17179870, Integer.MIN_VALUE})
                    : r.nextInt();
            Config c = Config.defaults(v).withHz(hz).withSysctl(Sysctl.TCP_PROBE_INTERVAL, interval);
            long stamp64 = r.nextLong() >>> 3;
            long gap = r.nextInt(3) == 0 ? (long) interval * hz + r.nextInt(3) - 1 : r.nextLong() >>> (3 + r.nextInt(30));
            if (gap < 0) {
                gap = 0;
            }
            // search_low == search_high: the stop test holds for every threshold >= 1 (the default 8)
            Sock s = sock(c, 1500, 1500, 0, (int) stamp64, 1448, 20, stamp64);
            Step x = Pmtu.step(s, Event.xmit(stamp64 + gap).withCwnd(20));
            assertThat(x.stopped).isTrue();
            Kernel<Long, Boolean> k = kernel(c);
            Concrete o = Concrete.OPS;
            boolean fires = k.reprobeFires(o.num(stamp64 + gap), o.num(stamp64), o.num(interval), o.num(hz));
            assertThat(fires).as("interval %s HZ %s gap %s", interval, hz, gap).isEqualTo(x.reprobed);
            fired += fires ? 1 : 0;
        }
        assertThat(fired).isBetween(10_000, 190_000);
    }

    @Test
    void probeSuccessCwndAgrees() {
        Random r = new Random(5);
        int zero = 0;
        for (Variant v : Variant.values()) {
            for (int n = 0; n < 50_000; n++) {
                Config c = config(r, v);
                int probe = r.nextBoolean() ? between(r, 68, 65535) : pick(r, INT_CORNERS);
                if (probe == 0) {
                    probe = 1;
                }
                int mss = r.nextBoolean() ? between(r, 0, 65535) : pick(r, INT_CORNERS);
                int cwnd = pick(r, new int[] {1, 2, 10, 11, 20, -1, Integer.MIN_VALUE, 65536, 4_000_000});
                Sock s = sock(c, 1200, 1500, probe, 0, mss, cwnd, 0);
                Step a = Pmtu.step(s, Event.of(Event.Kind.PROBE_ACKED));
                Kernel<Long, Boolean> k = kernel(c);
                long want = k.probeSuccessCwnd((long) cwnd, (long) mss, (long) probe);
                assertThat(want).as("cwnd %s mss %s probe %s %s", cwnd, mss, probe, v).isEqualTo((long) a.after.sndCwnd);
                zero += a.after.sndCwnd == 0 ? 1 : 0;
            }
        }
        assertThat(zero).isGreaterThan(0);
    }

    /** tcp_mtu_probe's snd_cwnd-- past the gate, and tcp_fastretrans_alert's snd_cwnd++ after a lost probe, wraps included. */
    @Test
    void probeSentAndLostCwndAgree() {
        Random r = new Random(6);
        int wrapped = 0;
        for (Variant v : Variant.values()) {
            for (int n = 0; n < 20_000; n++) {
                Config c = config(r, v).withSndCwnd(20);
                int cwnd = pick(r, new int[] {1, 10, 11, 12, 20, -1, -2, Integer.MIN_VALUE, Integer.MAX_VALUE, 65536});
                Kernel<Long, Boolean> k = kernel(c);
                Sock idle = sock(c, 1076, 1500, 0, 0, 1024, cwnd, 0);
                Step x = Pmtu.step(idle, Event.of(Event.Kind.XMIT));
                boolean passes = k.probeCwndGatePasses((long) cwnd);
                if (x.sent > 0) {
                    assertThat(passes).as("gate, cwnd %s %s", cwnd, v).isTrue();
                    assertThat(k.probeSentCwnd((long) cwnd)).as("xmit, cwnd %s %s", cwnd, v).isEqualTo((long) x.after.sndCwnd);
                } else if (!passes) {
                    assertThat(x.after.sndCwnd).isEqualTo(cwnd);
                }
                Sock inFlight = sock(c, 1076, 1500, 1288, 0, 1024, cwnd, 0);
                Step lost = Pmtu.step(inFlight, Event.of(Event.Kind.PROBE_LOST));
                assertThat(k.probeFailedCwnd((long) cwnd)).as("loss, cwnd %s %s", cwnd, v).isEqualTo((long) lost.after.sndCwnd);
                wrapped += lost.after.sndCwnd == 0 ? 1 : 0;
            }
        }
        assertThat(wrapped).isGreaterThan(0);
    }

    @Test
    void connectAgrees() {
        Random r = new Random(21);
        int passive = 0;
        for (Variant v : Variant.values()) {
            for (int n = 0; n < 20_000; n++) {
                Config c = config(r, v);
                int base = r.nextBoolean() ? between(r, 48, 65535) : pick(r, INT_CORNERS);
                if (v.sysctlRule == Variant.SysctlRule.LINUX_6_RANGES_BASE_MSS_BOUNDED) {
                    base = between(r, 48, 65535);
                }
                c = c.withSysctl(Sysctl.TCP_BASE_MSS, base).withOpen(r.nextBoolean() ? Config.Open.PASSIVE : Config.Open.ACTIVE);
                passive += c.open == Config.Open.PASSIVE ? 1 : 0;
                Sock s = Pmtu.connect(c).after;
                Kernel<Long, Boolean> k = kernel(c);
                Kernel<Long, Boolean>.Search want = k.connect((long) base, (long) c.routeMtu, c.open == Config.Open.PASSIVE, c.ip == 6);
                String at = c.toString();
                assertThat(want.searchLow).as("search_low %s", at).isEqualTo((long) s.searchLow);
                assertThat(want.searchHigh).as("search_high %s", at).isEqualTo((long) s.searchHigh);
                assertThat(want.mssCache).as("mss_cache %s", at).isEqualTo((long) s.mssCache);
            }
        }
        assertThat(passive).isGreaterThan(100_000);
    }
}
