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

    /**
     * google/packetdrill gtests/net/tcp/mtu_probe/basic-v6.pkt through the command line: a passive open on an IPv6
     * route of MTU 660 (below IPV6_MIN_MTU, which `ip -6 route add ... mtu 660` accepts), the route raised to 1520,
     * and a first probe carrying 986 bytes.
     */
    @Test
    void packetdrillBasicV6() {
        CliTest.Result r = CliTest.run("{\"variant\":\"LATEST\",\"open\":\"passive\",\"ip\":6,\"tcp_options\":0,"
                + "\"mss_clamp\":1460,\"route_mtu\":660,\"snd_cwnd\":11,\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_base_mss\":512}}\n"
                + "{\"event\":\"route_mtu\",\"mtu\":1520}\n{\"event\":\"xmit\"}\n{\"event\":\"probe_acked\"}\n", "replay", "-");
        assertThat(r.code).as(r.err).isZero();
        String[] lines = r.out.split("\n");
        assertThat(lines).hasSize(4);
        assertThat(lines[0]).contains("\"search_low\":572", "\"search_high\":1520", "\"mss_cache\":600", "\"pmtu_cookie\":660",
                "\"route_mtu\":660");
        // (1520 + 572) >> 1 = 1046 = 986 + 40 (IPv6) + 20 (TCP)
        assertThat(lines[2]).contains("\"sent\":1046", "\"probe_size\":1046");
        assertThat(lines[3]).contains("\"search_low\":1046", "\"mss_cache\":986");
    }

    /** One range for a route's MTU, both families, in the config line, route_mtu events and the path: 68..65535. */
    @Test
    void routeMtusTakeTheSameRangeOnBothFamilies() {
        for (int ip : new int[] {4, 6}) {
            String config = "{\"variant\":\"LATEST\",\"ip\":" + ip;
            CliTest.Result low = CliTest.run(config + ",\"route_mtu\":68,\"path_mtu\":68}\n{\"event\":\"route_mtu\",\"mtu\":68}\n"
                    + "{\"event\":\"xmit\"}\n", "replay", "-");
            assertThat(low.code).as("IPv" + ip + ": " + low.err).isZero();
            assertThat(low.out.split("\n")[1]).contains("\"route_mtu\":68");
            CliTest.Result config67 = CliTest.run(config + ",\"route_mtu\":67}\n", "replay", "-");
            assertThat(config67.code).isEqualTo(2);
            assertThat(config67.err.trim()).isEqualTo("pmtu: line 1: \"route_mtu\" must be an integer in 68..65535, got 67");
            CliTest.Result event67 = CliTest.run(config + "}\n{\"event\":\"route_mtu\",\"mtu\":67}\n", "replay", "-");
            assertThat(event67.code).isEqualTo(2);
            assertThat(event67.err.trim()).isEqualTo("pmtu: line 2: \"mtu\" must be an integer in 68..65535, got 67");
            CliTest.Result high = CliTest.run(config + ",\"route_mtu\":65536}\n", "replay", "-");
            assertThat(high.err.trim()).isEqualTo("pmtu: line 1: \"route_mtu\" must be an integer in 68..65535, got 65536");
        }
        // an ICMP carries what its wire field holds: 16 bits in ICMP frag-needed, 32 in a Packet Too Big
        CliTest.Result v4 = CliTest.run("{\"ip\":4}\n{\"event\":\"icmp_frag_needed\",\"mtu\":65536}\n", "replay", "-");
        assertThat(v4.err.trim()).isEqualTo("pmtu: line 2: \"mtu\" must be an integer in 0..65535, got 65536");
        CliTest.Result v6 = CliTest.run("{\"ip\":6,\"route_mtu\":660,\"variant\":\"LATEST\"}\n"
                + "{\"event\":\"icmp_frag_needed\",\"mtu\":4294967295}\n{\"event\":\"icmp_frag_needed\",\"mtu\":600}\n", "replay", "-");
        assertThat(v6.code).as(v6.err).isZero();
        // 6.18's tcp_v6_err drops a Packet Too Big below IPV6_MIN_MTU: the 660 route stays
        assertThat(v6.out.split("\n")[2]).contains("\"route_mtu\":660");
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
