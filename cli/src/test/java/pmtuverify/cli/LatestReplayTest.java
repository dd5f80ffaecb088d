package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** `./pmtu replay` with the Linux 6.18 variant: passive opens, the 6.x sysctls, refused writes. */
class LatestReplayTest {
    /** google/packetdrill gtests/net/tcp/mtu_probe/basic-v4.pkt as a replay trace: the first probe carries 986 bytes. */
    @Test
    void packetdrillBasicV4() {
        CliTest.Result r = CliTest.run("{\"variant\":\"LATEST\",\"open\":\"passive\",\"tcp_options\":0,\"mss_clamp\":1460,"
                + "\"route_mtu\":640,\"snd_cwnd\":11,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_base_mss\":512}}\n"
                + "{\"event\":\"route_mtu\",\"mtu\":1500}\n{\"event\":\"xmit\"}\n{\"event\":\"probe_acked\"}\n", "replay", "-");
        assertThat(r.code).isZero();
        String[] lines = r.out.split("\n");
        assertThat(lines).hasSize(4);
        assertThat(lines[0]).contains("\"search_low\":552", "\"search_high\":1500", "\"mss_cache\":600", "\"pmtu_cookie\":640");
        assertThat(lines[2]).contains("\"sent\":1026", "\"probe_size\":1026");
        assertThat(lines[3]).contains("\"search_low\":1026", "\"mss_cache\":986");
    }

    @Test
    void refusedSysctlWriteSaysEinvalAndChangesNothing() {
        CliTest.Result r = CliTest.run("{\"variant\":\"LATEST\",\"hz\":250}\n"
                + "{\"event\":\"sysctl\",\"name\":\"tcp_probe_interval\",\"value\":17179870}\n"
                + "{\"event\":\"sysctl\",\"name\":\"tcp_probe_interval\",\"value\":17179869}\n"
                + "{\"event\":\"sysctl\",\"name\":\"tcp_min_snd_mss\",\"value\":47}\n", "replay", "-");
        assertThat(r.code).isZero();
        String[] lines = r.out.split("\n");
        // UINT_MAX / 250 = 17179869
        assertThat(lines[1]).contains("\"einval\":true");
        assertThat(lines[2]).doesNotContain("einval");
        assertThat(lines[3]).contains("\"einval\":true");
    }

    @Test
    void configValuesTheKernelRefusesAreBadInput() {
        CliTest.Result r = CliTest.run("{\"variant\":\"LATEST\",\"sysctl\":{\"tcp_mtu_probe_floor\":40}}\n", "replay", "-");
        assertThat(r.code).isEqualTo(2);
        assertThat(r.err).contains("tcp_mtu_probe_floor").contains("EINVAL").doesNotContain("Exception");
        CliTest.Result old = CliTest.run("{\"variant\":\"MAINLINE\",\"sysctl\":{\"tcp_min_snd_mss\":48}}\n", "replay", "-");
        assertThat(old.code).isEqualTo(2);
        assertThat(old.err).contains("does not exist in variant MAINLINE");
        CliTest.Result open = CliTest.run("{\"variant\":\"LATEST\",\"open\":\"sideways\"}\n", "replay", "-");
        assertThat(open.code).isEqualTo(2);
        assertThat(open.err).contains("\"open\" must be");
    }

    @Test
    void retransmitCancelsTheProbe() {
        CliTest.Result r = CliTest.run("{\"variant\":\"LATEST\",\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2}}\n"
                + "{\"event\":\"xmit\"}\n{\"event\":\"retransmit\"}\n", "replay", "-");
        assertThat(r.code).isZero();
        String[] lines = r.out.split("\n");
        assertThat(lines[1]).contains("\"sent\":1288");
        assertThat(lines[2]).contains("\"probe_size\":0", "\"cancelled\":true", "\"search_low\":1076", "\"search_high\":1500");
    }
}
