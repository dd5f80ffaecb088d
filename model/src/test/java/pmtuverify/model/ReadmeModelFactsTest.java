package pmtuverify.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;
import pmtuverify.model.plpmtud.Sysctl;
import pmtuverify.model.plpmtud.Variant;

/**
 * The kernel figures README states in prose (route floors, header bytes, sysctl ranges, the variants' tcp_base_mss)
 * are what the model does: each phrase is built from a run of the model or a variant's data, so a README that
 * disagrees with the model, or a model changed under README, fails here.
 */
class ReadmeModelFactsTest {
    static Sock connect(Config c) {
        return Pmtu.connect(c).after;
    }

    static Config probing(Variant v) {
        return Config.defaults(v).withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSndCwnd(20);
    }

    /** The least and the greatest value in -1..70000 that the variant's handler accepts for the sysctl. */
    static String range(Variant v, String sysctl) {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int x = -1; x <= 70_000; x++) {
            if (v.sysctlAccepts(sysctl, x, 250)) {
                lo = Math.min(lo, x);
                hi = Math.max(hi, x);
            }
        }
        for (int x = lo; x <= hi; x++) {
            assertThat(v.sysctlAccepts(sysctl, x, 250)).as(sysctl + " " + x + " on " + v).isTrue();
        }
        return lo + ".." + hi;
    }

    @Test
    void theVariantsTablesBaseColumnIsEachVariantsTcpBaseMss() {
        String readme = DocClaims.folded("README.md");
        for (Variant v : new Variant[] {Variant.PRE, Variant.V1, Variant.V3, Variant.V5, Variant.MAINLINE, Variant.LATEST}) {
            Matcher m = Pattern.compile("\\| " + v.name() + " \\| ([^|]*(?:\\\\\\|[^|]*)*)\\| ").matcher(readme);
            assertThat(m.find()).as("a row for " + v).isTrue();
            // the source cell is a citation; the base cell is the variant's TCP_BASE_MSS
            DocClaims.says("README.md", "| " + v.name() + " | " + m.group(1) + "| " + v.tcpBaseMss + " |");
        }
        assertThat(DocClaims.folded("specs/KERNEL-SOURCES.md")).contains("## 7. Linux 6.18 (variant LATEST)");
    }

    @Test
    void theRangesAndFloorsAreTheModels() {
        String fixRange = range(Variant.FIX_BASE_MSS_RANGE, Sysctl.TCP_BASE_MSS);
        assertThat(fixRange).isEqualTo(range(Variant.LATEST, Sysctl.TCP_MIN_SND_MSS));
        DocClaims.says("README.md", "tcp_base_mss bounded to " + fixRange + " like tcp_min_snd_mss",
                "and 6.x (floor tcp_min_snd_mss over " + fixRange + ")");
        int maxMinSndMss = Integer.parseInt(fixRange.split("\\.\\.")[1]);

        // FIX_IPV6_MIN_MTU: search_low on IPv6 with the smallest tcp_base_mss
        Sock v6 = connect(probing(Variant.FIX_IPV6_MIN_MTU).withIp(6).withSysctl(Sysctl.TCP_BASE_MSS, 48));
        int ipv6Min = v6.searchLow;
        assertThat(connect(probing(Variant.LATEST).withIp(6).withSysctl(Sysctl.TCP_BASE_MSS, 48)).searchLow).isLessThan(ipv6Min);
        DocClaims.says("README.md", "on IPv6 search_low never below IPV6_MIN_MTU (" + ipv6Min + ")",
                "IPv6 probes go below " + ipv6Min + " (FIX_IPV6_MIN_MTU removes that case; a tcp_min_snd_mss of " + maxMinSndMss
                        + " still makes an over-long datagram)");

        // tcp_v6_err: a Packet Too Big below IPV6_MIN_MTU is dropped
        Sock s6 = connect(Config.defaults(Variant.LATEST).withIp(6)); // probing off: mss_cache is the route's MSS
        assertThat(Pmtu.step(s6, Event.icmp(ipv6Min - 1)).after.routeMtu).isEqualTo(s6.routeMtu);
        assertThat(Pmtu.step(s6, Event.icmp(ipv6Min)).after.routeMtu).isEqualTo(ipv6Min);
        DocClaims.says("README.md", "(a Packet Too Big below " + ipv6Min + ", or one whose tcp_mtu_to_mss");
        DocClaims.says("docs/REFERENCE.md", "IPV6_MIN_MTU (" + ipv6Min + ") bounds Packet Too Big reports");

        // 6.x IPv4: a report below ip_rt_min_pmtu sets min(old, 552) and locks the route
        Sock s4 = connect(probing(Variant.LATEST));
        Sock low = Pmtu.step(s4, Event.icmp(100)).after;
        assertThat(low.routeLocked).isTrue();
        DocClaims.says("README.md", "a report below ip_rt_min_pmtu sets min(old, " + low.routeMtu + ") and locks the route");
    }

    @Test
    void tcpMtupInitSetsSearchHighToTheClampPlusTheHeaders() {
        Config c = Config.defaults(Variant.LATEST).withTcpOptions(0).withRouteMtu(640).withMssClamp(1460)
                .withSysctl(Sysctl.TCP_MTU_PROBING, 2).withSysctl(Sysctl.TCP_BASE_MSS, 512).withSndCwnd(11);
        Sock s = connect(c);
        int headers = s.searchHigh - c.mssClamp;
        DocClaims.says("README.md", "two kernel paths set search_high to mss_clamp + " + headers + " without capping it",
                "On a route whose MTU is below the peer's MSS + " + headers + " (a tunnel)",
                "on an active open over a route whose MTU is below mss_clamp + " + headers + " (a " + c.routeMtu + "-byte route");
        Step refused = Pmtu.step(s, Event.of(Event.Kind.XMIT));
        assertThat(refused.refused).isTrue();
        DocClaims.says("README.md", "is never sent (no snd_cwnd--, probe_size stays " + refused.after.probeSize + ";");
    }
    /** specs/KERNEL-SOURCES.md's figures of the helpers, the route updates and the sysctl ranges are the model's. */
    @Test
    void kernelSourcesFiguresAreTheModels() {
        String doc = "specs/KERNEL-SOURCES.md";
        Sock s4 = connect(Config.defaults(Variant.MAINLINE).withTcpOptions(0));
        DocClaims.says(doc, "because of the clamp and the floor of " + Pmtu.tcpMtuToMss(s4, 0) + ".");
        Sock raised = Pmtu.step(s4, Event.icmp(100)).after;
        DocClaims.says(doc, "MTUs below " + raised.routeMtu + " are **raised to " + raised.routeMtu + "**",
                "(route.c:125, both versions, = " + raised.routeMtu + ")");
        Sock s6 = connect(Config.defaults(Variant.MAINLINE).withIp(6));
        DocClaims.says(doc, "(ip6_rt_update_pmtu floors the MTU at " + Pmtu.step(s6, Event.icmp(1000)).after.routeMtu + ", section 5d)");
        DocClaims.says(doc, "(UINT_MAX / HZ; " + 0xFFFFFFFFL / 250 + " at HZ 250)",
                "proc_dointvec_minmax, " + range(Variant.LATEST, Sysctl.TCP_MIN_SND_MSS) + " (`tcp_min_snd_mss_min`",
                "a u8 through proc_dou8vec_minmax (" + range(Variant.LATEST, Sysctl.TCP_MTU_PROBING) + ")");
        DocClaims.says("docs/REFERENCE.md", "LATEST's handlers enforce ranges (tcp_mtu_probing "
                + range(Variant.LATEST, Sysctl.TCP_MTU_PROBING) + ", tcp_probe_interval 0..UINT_MAX/HZ, tcp_min_snd_mss and "
                + "tcp_mtu_probe_floor " + range(Variant.LATEST, Sysctl.TCP_MIN_SND_MSS) + ")");
        assertThat(range(Variant.LATEST, Sysctl.TCP_MTU_PROBE_FLOOR)).isEqualTo(range(Variant.LATEST, Sysctl.TCP_MIN_SND_MSS));
        int max = (int) (0xFFFFFFFFL / 250);
        assertThat(Variant.LATEST.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, max, 250)).isTrue();
        assertThat(Variant.LATEST.sysctlAccepts(Sysctl.TCP_PROBE_INTERVAL, max + 1, 250)).isFalse();
        // INITIAL_JIFFIES = (u32)(-300 * HZ): the u32 jiffies wrap that many seconds after boot
        long wrapS = (1L << 32) - pmtuverify.model.c.Jiffies.initialJiffies(250);
        DocClaims.says(doc, "so its low 32 bits wrap " + wrapS / 250 + " s after boot");
        Config c = Config.defaults(Variant.LATEST).withTcpOptions(0).withMssClamp(1460);
        DocClaims.says(doc, "search_high stays at mss_clamp + " + (connect(c).searchHigh - c.mssClamp) + " above the route");
    }
}
