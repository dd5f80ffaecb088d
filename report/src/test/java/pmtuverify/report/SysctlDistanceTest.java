package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The distance from the kernel's own sysctl defaults counts tcp_mtu_probing 2 and every write inside the trace. */
class SysctlDistanceTest {
    static final String CONFIG = "{\"variant\":\"LATEST\",\"ip\":4,\"tcp_options\":12,\"mss_clamp\":1460,\"route_mtu\":1500,\"hz\":250,"
            + "\"jiffies\":4294892296,\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":%d,\"tcp_base_mss\":1024,\"tcp_probe_threshold\":8,"
            + "\"tcp_probe_interval\":600,\"tcp_min_snd_mss\":48,\"tcp_mtu_probe_floor\":48}}";

    @Test
    void probingAlwaysOnAndAMidTraceWriteAreBothAway() {
        List<String> trace = List.of(String.format(CONFIG, 2), "{\"event\":\"xmit\"}",
                "{\"event\":\"sysctl\",\"name\":\"tcp_min_snd_mss\",\"value\":1460}", "{\"event\":\"xmit\"}");
        List<SysctlDistance.Away> a = SysctlDistance.away(trace);
        assertThat(a).containsExactly(new SysctlDistance.Away("tcp_mtu_probing", 2, 0, 1), new SysctlDistance.Away("tcp_min_snd_mss", 1460, 48, 3));
        assertThat(SysctlDistance.sentence(trace)).isEqualTo("Sysctls away from the kernel's own defaults: tcp_mtu_probing 2 "
                + "(default 0, set at connect); tcp_min_snd_mss 1460 (default 48, written at line 3).");
    }

    @Test
    void aKernelNobodyTunedIsNoDistanceAndAWriteOfTheDefaultIsNone() {
        List<String> trace = List.of(String.format(CONFIG, 0), "{\"event\":\"sysctl\",\"name\":\"tcp_min_snd_mss\",\"value\":48}");
        assertThat(SysctlDistance.away(trace)).isEmpty();
        assertThat(SysctlDistance.sentence(trace)).isEqualTo("Sysctls away from the kernel's own defaults: none.");
    }
}
