package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code replay --variant}, {@code --diff A B} and {@code --table}: one trace seen under other variants and as columns. */
class ReplayViewsTest {
    private static final String TRACE = "{\"variant\":\"LATEST\",\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":2}}\n"
            + "{\"event\":\"xmit\"}\n{\"event\":\"probe_acked\"}\n{\"event\":\"icmp_frag_needed\",\"mtu\":1400}\n";

    @Test
    void variantOverridesTheConfigLine() {
        CliTest.Result latest = CliTest.run(TRACE, "replay", "-");
        CliTest.Result pre = CliTest.run(TRACE, "replay", "-", "--variant", "PRE");
        assertThat(pre.code).as(pre.err).isZero();
        // LATEST: (1500 + 1076) >> 1 = 1288; PRE (TCP_BASE_MSS 512): tcp_mss_to_mtu(2 * mss_cache) = 1024 + 32 + 20
        assertThat(latest.out.split("\n")[1]).contains("\"sent\":1288");
        assertThat(pre.out.split("\n")[0]).contains("\"search_low\":564", "\"mss_cache\":512");
        assertThat(pre.out.split("\n")[1]).contains("\"sent\":1076");
        // the same as writing the variant into the config line
        CliTest.Result written = CliTest.run(TRACE.replace("LATEST", "PRE"), "replay", "-");
        assertThat(pre.out).isEqualTo(written.out);
    }

    /** The first ACK after 2^31 us idle exits by ACK train on HYSTART_FIX_2020 (HY_IDLE_GAP), not on HYSTART_LATEST. */
    @Test
    void variantOverridesAHystartTraceToo() {
        String config = "{\"variant\":\"HYSTART_FIX_2020\",\"hz\":1000,\"jiffies\":0,\"cwnd\":16}\n";
        String ack = "{\"event\":\"ack\",\"at\":2147483648,\"rtt_us\":100,\"cwnd\":16,\"round_end\":true}\n";
        CliTest.Result own = CliTest.run(config + ack, "replay", "-");
        CliTest.Result over = CliTest.run(config + ack, "replay", "-", "--variant", "HYSTART_LATEST");
        CliTest.Result written = CliTest.run(config.replace("HYSTART_FIX_2020", "HYSTART_LATEST") + ack, "replay", "-");
        assertThat(over.code).as(over.err).isZero();
        assertThat(own.out.split("\n")[1]).contains("\"exit_reason\":\"ack_train\"");
        assertThat(over.out.split("\n")[1]).contains("\"exit_reason\":\"none\"");
        assertThat(over.out).isEqualTo(written.out);
    }

    @Test
    void aSysctlTheOverridingVariantLacksIsDroppedWithANote() {
        String note = "pmtu: note: line 1: sysctl \"tcp_min_snd_mss\" (1460) does not exist in variant MAINLINE: dropped, the replay "
                + "runs with that variant's kernel, which has no such sysctl";
        String trace = "{\"variant\":\"LATEST\",\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_min_snd_mss\":1460}}\n{\"event\":\"xmit\"}\n";
        CliTest.Result r = CliTest.run(trace, "replay", "-", "--variant", "MAINLINE");
        assertThat(r.code).as(r.err).isZero();
        assertThat(r.err.trim()).isEqualTo(note);
        // the same as the trace without that sysctl, under MAINLINE
        CliTest.Result without = CliTest.run(trace.replace(",\"tcp_min_snd_mss\":1460", ""), "replay", "-", "--variant", "MAINLINE");
        assertThat(r.out).isEqualTo(without.out);
        CliTest.Result d = CliTest.run(trace, "replay", "-", "--diff", "MAINLINE", "LATEST");
        assertThat(d.code).as(d.err).isZero();
        assertThat(d.err.trim()).isEqualTo(note);
        // replayed under its own variant, a trace naming a sysctl that variant lacks is still bad input
        CliTest.Result own = CliTest.run("{\"variant\":\"MAINLINE\",\"sysctl\":{\"tcp_min_snd_mss\":48}}\n", "replay", "-");
        assertThat(own.code).isEqualTo(2);
        assertThat(own.err.trim()).isEqualTo("pmtu: line 1: sysctl \"tcp_min_snd_mss\" does not exist in variant MAINLINE");
    }

    @Test
    void tableHasAlignedColumns() {
        CliTest.Result r = CliTest.run(TRACE, "replay", "-", "--table");
        assertThat(r.code).as(r.err).isZero();
        String[] lines = r.out.split("\n");
        assertThat(lines).hasSize(5);
        assertThat(lines[0].split("\\s+")).containsExactly("line", "event", "search_low", "search_high", "probe_size",
                "mss_cache", "route_mtu", "snd_cwnd", "jiffies", "sent", "flags");
        // the probe takes one segment of the window (tcp_mtu_probe: snd_cwnd - 1); the route and the clock as configured
        assertThat(lines[2].split("\\s+")).containsExactly("2", "xmit", "1076", "1500", "1288", "1024", "1500", "19", "0", "1288");
        // the ICMP lowers the route (__ip_rt_update_pmtu) and search_high with it
        assertThat(lines[4].split("\\s+")).startsWith("4", "icmp_frag_needed", "1400");
        assertThat(lines[4].substring(lines[0].indexOf("route_mtu"))).startsWith("1400");
        // every column starts where its header does
        int sent = lines[0].indexOf("sent");
        assertThat(lines[2].substring(sent)).startsWith("1288");
        assertThat(lines[3].substring(lines[0].indexOf("search_low"))).startsWith("1288");
    }

    @Test
    void tableFlagsNameTheViolationsOfCheck() {
        String trace = "{\"variant\":\"V1\",\"ip\":4,\"tcp_options\":0,\"mss_clamp\":1240,\"route_mtu\":1280,\"hz\":100,"
                + "\"snd_cwnd\":20,\"sysctl\":{\"tcp_mtu_probing\":1,\"tcp_base_mss\":1024},\"path_mtu\":576}\n"
                + "{\"event\":\"rto\"}\n".repeat(9);
        CliTest.Result r = CliTest.run(trace, "replay", "-", "--check", "BLACKHOLE_RECOVERY", "--table");
        assertThat(r.code).isEqualTo(1);
        String[] lines = r.out.split("\n");
        assertThat(lines[10]).startsWith("10").endsWith("violates:BLACKHOLE_RECOVERY");
        assertThat(lines[9]).doesNotContain("violates");
    }

    @Test
    void diffTakesCheckAndWhy() {
        // LATEST's tcp_mtup_probe_failed raises search_high to probe_size - 1; FIX_FAIL_KEEPS_HIGH's rule keeps the minimum
        String trace = "{\"variant\":\"LATEST\",\"ip\":4,\"tcp_options\":0,\"mss_clamp\":1240,\"route_mtu\":1280,"
                + "\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_base_mss\":512,\"tcp_min_snd_mss\":1460}}\n"
                + "{\"event\":\"route_mtu\",\"mtu\":1500}\n{\"event\":\"xmit\",\"cwnd\":20}\n{\"event\":\"probe_lost\"}\n";
        CliTest.Result r = CliTest.run(trace, "replay", "-", "--diff", "LATEST", "FIX_FAIL_KEEPS_HIGH", "--check",
                "PROBE_LOSS_NEVER_RAISES_HIGH", "--why");
        assertThat(r.code).as("broken on one side: exit 1").isEqualTo(1);
        String[] lines = r.out.split("\n");
        String marked = java.util.Arrays.stream(lines).filter(l -> l.startsWith(">")).findFirst().orElseThrow();
        assertThat(marked).contains("violates:PROBE_LOSS_NEVER_RAISES_HIGH");
        assertThat(marked.substring(marked.indexOf('|'))).doesNotContain("violates");
        assertThat(r.out).contains("# why at line 4: search_high \u2190 tcp_mtup_probe_failed: icsk_mtup.search_high = icsk_mtup.probe_size - 1 "
                + "(net/ipv4/tcp_input.c@v6.18) (LATEST) / tcp_mtup_probe_failed: FIX rule MIN_WITH_SEARCH_HIGH")
                .contains("# LATEST: PROBE_LOSS_NEVER_RAISES_HIGH: violated at line 4: ")
                .contains("# FIX_FAIL_KEEPS_HIGH: PROBE_LOSS_NEVER_RAISES_HIGH: holds on this trace");
        // without --check nothing is evaluated, and the exit is 0
        assertThat(CliTest.run(trace, "replay", "-", "--diff", "LATEST", "FIX_FAIL_KEEPS_HIGH").code).isZero();
    }

    @Test
    void diffMarksTheFirstDivergingLine() {
        // FIX_FAIL_KEEPS_HIGH differs from LATEST only in tcp_mtup_probe_failed: the lost probe is the first difference
        // (a probe above the route raised by tcp_min_snd_mss; LATEST's search_high = probe_size - 1 raises search_high)
        String trace = "{\"variant\":\"LATEST\",\"ip\":4,\"tcp_options\":0,\"mss_clamp\":1240,\"route_mtu\":1280,"
                + "\"sysctl\":{\"tcp_mtu_probing\":2,\"tcp_base_mss\":512,\"tcp_min_snd_mss\":1460}}\n"
                + "{\"event\":\"route_mtu\",\"mtu\":1500}\n{\"event\":\"xmit\",\"cwnd\":20}\n{\"event\":\"probe_lost\"}\n";
        CliTest.Result r = CliTest.run(trace, "replay", "-", "--diff", "LATEST", "FIX_FAIL_KEEPS_HIGH");
        assertThat(r.code).as(r.err).isZero();
        String[] lines = r.out.split("\n");
        assertThat(lines[0]).contains("LATEST", "FIX_FAIL_KEEPS_HIGH");
        long marked = java.util.Arrays.stream(lines).filter(l -> l.startsWith(">")).count();
        assertThat(marked).isEqualTo(1);
        String first = java.util.Arrays.stream(lines).filter(l -> l.startsWith(">")).findFirst().orElseThrow();
        // route 1500 (line 2), snd_cwnd 20: the lost probe gives back the segment tcp_mtu_probe took (tcp_fastretrans_alert)
        assertThat(first.substring(1).trim().split("\\s+")).startsWith("4", "probe_lost", "552", "1499", "0", "1460", "1500", "20",
                "0", "0", "|", "552", "1280");
        assertThat(lines[lines.length - 1]).isEqualTo("# first divergence at line 4: search_high 1499 (LATEST) / 1280 (FIX_FAIL_KEEPS_HIGH)");
        CliTest.Result same = CliTest.run(trace, "replay", "-", "--diff", "LATEST", "LATEST");
        assertThat(same.out).doesNotContain(">");
        assertThat(same.out.trim()).endsWith("# LATEST and LATEST agree on every line");
    }

    @Test
    void badViewOptionsAreOneLine() {
        assertOneLine(CliTest.run(TRACE, "replay", "-", "--variant", "V9"), "pmtu: --variant: unknown variant \"V9\" (PRE, ");
        assertOneLine(CliTest.run(TRACE, "replay", "-", "--variant", "HYSTART_LATEST"),
                "pmtu: --variant HYSTART_LATEST is a HyStart variant; this is a PLPMTUD trace (PRE, ");
        assertOneLine(CliTest.run("{\"variant\":\"HYSTART_LATEST\"}\n", "replay", "-", "--variant", "LATEST"),
                "pmtu: --variant LATEST is a PLPMTUD variant; this is a HyStart trace (HYSTART_MS, ");
        assertOneLine(CliTest.run(TRACE, "replay", "-", "--diff", "LATEST", "V9"), "pmtu: --diff: unknown PLPMTUD variant \"V9\"");
        assertOneLine(CliTest.run(TRACE, "replay", "-", "--diff", "LATEST", "V1", "--variant", "V3"),
                "pmtu: --diff compares two variants");
        assertOneLine(CliTest.run("{\"variant\":\"HYSTART_LATEST\"}\n", "replay", "-", "--table"),
                "pmtu: --diff, --table and --why apply to PLPMTUD traces");
    }

    private static void assertOneLine(CliTest.Result r, String start) {
        assertThat(r.code).isEqualTo(2);
        assertThat(r.err).startsWith(start).doesNotContain("Exception");
        assertThat(r.err.trim().lines().count()).isEqualTo(1);
    }
}
