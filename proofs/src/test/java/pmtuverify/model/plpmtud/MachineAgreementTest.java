package pmtuverify.model.plpmtud;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pmtuverify.model.c.Jiffies;
import pmtuverify.proofs.Concrete;
import pmtuverify.proofs.Machine;
import pmtuverify.proofs.Machine.Field;
import pmtuverify.proofs.Models;

/**
 * The whole transition relation of the proofs ({@link Machine}, run over {@link Concrete}) computes what the model
 * computes: for connection set-up and for every event kind with its parameters, on random and corner states of every
 * variant (unreachable ones included: any int in every field), the successor state agrees field by field with
 * {@link Pmtu#step}, and so do the step's reports (probe sent, stopped, reprobed, refused, cancelled, -EINVAL). This is
 * what makes a proof about the encoding a proof about the model. It lives in the model's package to build arbitrary
 * {@link Sock} states.
 */
class MachineAgreementTest {
    static final int[] CORNERS = KernelAgreementTest.INT_CORNERS;

    static int pick(Random r) {
        return KernelAgreementTest.pick(r, CORNERS);
    }

    static int between(Random r, int lo, int hi) {
        return KernelAgreementTest.between(r, lo, hi);
    }

    /** A size-like int: mostly 0..66000, sometimes any corner or any int. */
    static int size(Random r) {
        return r.nextInt(4) == 0 ? pick(r) : between(r, 0, 66000);
    }

    static Config config(Random r, Variant v) {
        int ip = r.nextBoolean() ? 4 : 6;
        Config c = Config.defaults(v).withIp(ip).withTcpOptions(4 * r.nextInt(11)).withRouteMtu(between(r, ip == 6 ? 1280 : 68, 65535))
                .withMssClamp(between(r, 0, 65535)).withHz(Jiffies.HZ_VALUES[r.nextInt(4)])
                .withOpen(r.nextBoolean() ? Config.Open.PASSIVE : Config.Open.ACTIVE)
                .withSndCwnd(r.nextBoolean() ? between(r, 0, 40) : pick(r)).withJiffies(r.nextLong() >>> 2);
        c = c.withSysctl(Sysctl.TCP_MTU_PROBING, r.nextInt(3) == 0 ? pick(r) : r.nextInt(4));
        c = c.withSysctl(Sysctl.TCP_BASE_MSS, size(r));
        c = c.withSysctl(Sysctl.TCP_PROBE_THRESHOLD, r.nextBoolean() ? r.nextInt(20) - 2 : pick(r));
        c = c.withSysctl(Sysctl.TCP_PROBE_INTERVAL, r.nextBoolean() ? r.nextInt(1000) : pick(r));
        c = c.withSysctl(Sysctl.TCP_MIN_SND_MSS, r.nextBoolean() ? between(r, 48, 2000) : size(r));
        c = c.withSysctl(Sysctl.TCP_MTU_PROBE_FLOOR, r.nextBoolean() ? between(r, 48, 2000) : size(r));
        return c;
    }

    /** Any state of the connection {@code c}: reachable-looking sizes most of the time, any int sometimes. */
    static Sock sock(Random r, Config c) {
        int route = r.nextInt(8) == 0 ? pick(r) : between(r, c.ip == 6 ? 1280 : 68, 65535);
        int cookie = r.nextBoolean() ? route : r.nextInt(8) == 0 ? pick(r) : between(r, 68, 65535);
        int stamp = r.nextBoolean() ? (int) c.jiffies - r.nextInt(700_000) : r.nextInt();
        return new Sock(c, c.tcpMtuProbing, c.tcpBaseMss, c.tcpProbeThreshold, c.tcpProbeInterval, c.tcpMinSndMss,
                c.tcpMtuProbeFloor, r.nextInt(3) == 0 ? (r.nextBoolean() ? 0 : pick(r)) : 1, size(r), size(r),
                r.nextBoolean() ? 0 : size(r), stamp, cookie, size(r), r.nextBoolean() ? between(r, 0, 40) : pick(r),
                route, r.nextInt(6) == 0, c.jiffies, 0); // max_window 0: the proofs give the model no peer window
    }

    static Event event(Random r, Sock s) {
        Event.Kind k = Event.Kind.values()[r.nextInt(Event.Kind.values().length)];
        Event e;
        switch (k) {
            case ICMP_FRAG_NEEDED:
                e = Event.icmp(r.nextBoolean() ? between(r, 0, 65535) : pick(r));
                if (r.nextInt(4) == 0) {
                    e = e.withCwndFull();
                }
                break;
            case ROUTE_MTU:
                e = Event.routeMtu(r.nextBoolean() ? between(r, 68, 65535) : pick(r));
                break;
            case SYSCTL:
                e = Event.sysctl(Sysctl.NAMES[r.nextInt(Sysctl.NAMES.length)], r.nextBoolean() ? between(r, -2, 70000) : pick(r));
                break;
            default:
                e = Event.of(k);
                break;
        }
        if (r.nextInt(3) == 0) {
            e = e.at(s.jiffies + (r.nextBoolean() ? r.nextInt(2_000_000) : r.nextLong() >>> 3));
        }
        if (r.nextInt(3) == 0) {
            e = e.withCwnd(r.nextBoolean() ? between(r, 0, 40) : pick(r) & 0xFFFF_FFFFL);
        }
        return e;
    }

    /** The model's fields, mapped here independently of {@link Models#state} (which builds the machine's input). */
    static Map<Field, Long> fields(Sock s) {
        Map<Field, Long> m = new EnumMap<>(Field.class);
        m.put(Field.TCP_MTU_PROBING, (long) s.tcpMtuProbing);
        m.put(Field.TCP_BASE_MSS, (long) s.tcpBaseMss);
        m.put(Field.TCP_PROBE_THRESHOLD, (long) s.tcpProbeThreshold);
        m.put(Field.TCP_PROBE_INTERVAL, (long) s.tcpProbeInterval);
        m.put(Field.TCP_MIN_SND_MSS, (long) s.tcpMinSndMss);
        m.put(Field.TCP_MTU_PROBE_FLOOR, (long) s.tcpMtuProbeFloor);
        m.put(Field.ENABLED, (long) s.enabled);
        m.put(Field.SEARCH_HIGH, (long) s.searchHigh);
        m.put(Field.SEARCH_LOW, (long) s.searchLow);
        m.put(Field.PROBE_SIZE, (long) s.probeSize);
        m.put(Field.PROBE_TIMESTAMP, (long) s.probeTimestamp);
        m.put(Field.PMTU_COOKIE, (long) s.pmtuCookie);
        m.put(Field.MSS_CACHE, (long) s.mssCache);
        m.put(Field.SND_CWND, (long) s.sndCwnd);
        m.put(Field.ROUTE_MTU, (long) s.routeMtu);
        m.put(Field.ROUTE_LOCKED, s.routeLocked ? 1L : 0L);
        m.put(Field.NOW, (long) s.tcpTimeStamp());
        return m;
    }

    static void assertSame(Machine<Long, Boolean>.State got, Sock want, String at) {
        for (Map.Entry<Field, Long> f : fields(want).entrySet()) {
            assertThat(got.get(f.getKey())).as("%s after %s", f.getKey().kernel, at).isEqualTo(f.getValue());
        }
    }

    @Test
    void connectAgreesOnEveryVariant() {
        Random r = new Random(4821);
        for (Variant v : Variant.values()) {
            for (int n = 0; n < 20_000; n++) {
                Config c = config(r, v);
                Machine<Long, Boolean> m = Models.machine(c);
                Machine<Long, Boolean>.State before = m.before((long) c.tcpMtuProbing, (long) c.tcpBaseMss, (long) c.tcpProbeThreshold,
                        (long) c.tcpProbeInterval, (long) c.tcpMinSndMss, (long) c.tcpMtuProbeFloor, (long) c.sndCwnd, (long) c.routeMtu,
                        (long) (int) c.jiffies);
                assertSame(m.connect(before, c.open == Config.Open.PASSIVE), Pmtu.connect(c).after, "connect " + c);
            }
        }
    }

    @Test
    void everyEventAgreesOnEveryVariant() {
        Random r = new Random(2015);
        Map<Event.Kind, Integer> changed = new EnumMap<>(Event.Kind.class);
        int sent = 0;
        int refused = 0;
        int reprobed = 0;
        int cancelled = 0;
        int einval = 0;
        for (Variant v : Variant.values()) {
            for (int n = 0; n < 40_000; n++) {
                Config c = config(r, v);
                Sock s = n % 4 == 0 ? Pmtu.connect(c).after : sock(r, c);
                Machine<Long, Boolean> m = Models.machine(c);
                // short runs, so that later events start from states earlier events made
                for (int i = 0; i < 3; i++) {
                    Event e = event(r, s);
                    Step want = Pmtu.step(s, e);
                    Machine<Long, Boolean>.Result got = m.step(Models.state(m, s), Models.input(m, e));
                    String at = e + " from " + s + " " + c;
                    assertSame(got.after, want.after, at);
                    assertThat(got.sent).as("sent, %s", at).isEqualTo((long) want.sent);
                    assertThat(got.stopped).as("stopped, %s", at).isEqualTo(want.stopped);
                    assertThat(got.reprobed).as("reprobed, %s", at).isEqualTo(want.reprobed);
                    assertThat(got.refused).as("refused, %s", at).isEqualTo(want.refused);
                    assertThat(got.cancelled).as("cancelled, %s", at).isEqualTo(want.cancelled);
                    assertThat(got.einval).as("einval, %s", at).isEqualTo(want.einval);
                    if (!want.after.equals(s)) {
                        changed.merge(e.kind, 1, Integer::sum);
                    }
                    sent += want.sent != 0 ? 1 : 0;
                    refused += want.refused ? 1 : 0;
                    reprobed += want.reprobed ? 1 : 0;
                    cancelled += want.cancelled ? 1 : 0;
                    einval += want.einval ? 1 : 0;
                    s = want.after;
                }
            }
        }
        // every kind changed some state, and every report was exercised
        assertThat(changed.keySet()).containsExactlyInAnyOrder(Event.Kind.values());
        assertThat(changed.values()).allMatch(x -> x > 1_000);
        assertThat(sent).isGreaterThan(1_000);
        assertThat(refused).isGreaterThan(1_000);
        assertThat(reprobed).isGreaterThan(1_000);
        assertThat(cancelled).isGreaterThan(1_000);
        assertThat(einval).isGreaterThan(1_000);
    }
}
