package pmtuverify.props.pmtu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Evidence;
import pmtuverify.props.pmtu.Bounds.Dimension;

/** The boundary attack finds what it must find, and its draws stay in the cell's domain. */
class BoundaryAttackTest {
    /**
     * Power: on MAINLINE, tcp_mtu_check_reprobe's u32 product {@code interval * HZ} (net/ipv4/tcp_output.c@v4.1) wraps for
     * an interval above UINT_MAX / HZ, which proc_dointvec accepts, and the reprobe comes early; the wide domains'
     * uniform draws rarely reach such an interval, the boundary draws (4294967295, 2^31) do.
     */
    @Test
    void findsTheIntervalWrapOnMainline() {
        BoundaryAttack.Result r = BoundaryAttack.attack(PmtuInvariants.REPROBE_TIMING_ANY_INTERVAL, Variant.MAINLINE, Profile.REPROBE,
                Evidence.Scope.ALL);
        assertThat(r.survived()).as(r.describe()).isFalse();
        assertThat(r.counterexample().invariantId()).isEqualTo("REPROBE_TIMING_ANY_INTERVAL");
        assertThat(r.counterexample().detail()).startsWith("reprobed early");
    }

    /**
     * SANE_CWND's restated premise (1..INT_MAX, what include/net/tcp.h@v6.18's tcp_snd_cwnd_set stores without a
     * warning): the boundary draws include 4294967295, which the snd_cwnd++ after a lost probe takes to 0 on LATEST, and
     * the cell still survives; the draws do reach it ({@link #boundaryDrawsHitEveryIntegerBoundaryAndSaneDrawsStayInSane}).
     */
    @Test
    void theCwndWrapFromAboveIntMaxIsOutsideSaneCwnd() {
        BoundaryAttack.Result r = BoundaryAttack.attack(PmtuInvariants.SANE_CWND, Variant.LATEST, Profile.GENERAL, Evidence.Scope.ALL, 2000);
        assertThat(r.survived()).as(r.describe()).isTrue();
    }

    /**
     * Power on the steady profile, a lasso: MAINLINE probes forever at search_low with tcp_probe_threshold 1 or below
     * (net/ipv4/tcp_output.c@v4.1, tcp_mtu_probe's {@code interval < sysctl_tcp_probe_threshold}); 1 and 0 are boundary
     * values of the field.
     */
    @Test
    void findsMainlinesSteadyLoop() {
        BoundaryAttack.Result loop = BoundaryAttack.attack(PmtuInvariants.TERMINATION, Variant.MAINLINE, Profile.STEADY, Evidence.Scope.SANE,
                BoundaryAttack.RUNS);
        assertThat(loop.survived()).as(loop.describe()).isFalse();
        assertThat(loop.counterexample().invariantId()).isEqualTo("TERMINATION");
        assertThat(loop.counterexample().detail()).contains("probes repeat forever at");
        assertThat(loop.describe()).contains("(steady profile, domain sane, boundary values mixed in)");
    }

    @Test
    void aCellThatHoldsSurvivesAndSaysSo() {
        BoundaryAttack.Result r = BoundaryAttack.attack(PmtuInvariants.HIGH_ONLY_ON_NEGATIVE_SIGNAL, Variant.LATEST, Profile.GENERAL,
                Evidence.Scope.ALL, 300);
        assertThat(r.survived()).as(r.describe()).isTrue();
        assertThat(r.describe()).isEqualTo("survived 300 runs (general mix, every value, boundary values mixed in)");
    }

    @Test
    void boundaryDrawsHitEveryIntegerBoundaryAndSaneDrawsStayInSane() {
        Random r = new Random(1);
        java.util.Set<Long> cwnds = new java.util.HashSet<>();
        for (int i = 0; i < 20_000; i++) {
            cwnds.add(pmtuverify.model.c.C.u32(Bounds.BOUNDARY.drawInt(Dimension.CWND_CHANGE, r, 0)));
            assertThat(Bounds.BOUNDARY_SANE.drawInt(Dimension.STEADY_BASE_MSS, r, 1024)).isBetween(48, 65535);
            assertThat(Bounds.BOUNDARY_SANE.drawInt(Dimension.MSS_CLAMP, r, 1460)).isBetween(88, 65535);
            assertThat(Bounds.BOUNDARY_SANE.drawInt(Dimension.ROUTE_MTU, r, 0)).isBetween(552, 65535);
            assertThat(Bounds.BOUNDARY.drawInt(Dimension.ROUTE_MTU, r, 0)).isBetween(68, 65535);
        }
        assertThat(cwnds).contains(0L, 1L, 2147483647L, 2147483648L, 4294967295L);
    }

    @Test
    void onlyEveryValueOrSaneIsAttacked() {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> BoundaryAttack.attack(
                PmtuInvariants.SANE_CWND, Variant.LATEST, Profile.GENERAL, Evidence.Scope.WIDE, 1));
        assertThat(BoundaryAttack.profileOf("the steady path (connect, xmit, probe acked, probe lost)")).isEqualTo(Profile.STEADY);
        assertThat(BoundaryAttack.profileOf("every event sequence (connect, then ...)")).isEqualTo(Profile.GENERAL);
    }
}
