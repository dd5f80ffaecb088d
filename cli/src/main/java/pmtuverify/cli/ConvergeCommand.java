package pmtuverify.cli;

import pmtuverify.trace.BadInput;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.model.c.C;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Converge;
import pmtuverify.model.plpmtud.Variant;

/** {@code ./pmtu converge}: each variant's search on clean paths of common MTUs. */
@Command(name = "converge", mixinStandardHelpOptions = true, description = "Print each variant's probe sequence and final mss_cache on clean paths.")
public final class ConvergeCommand implements Callable<Integer> {
    /** Path MTU and the route MTU the host has for it. */
    static final int[][] PATHS = {{1500, 1500}, {1450, 1500}, {1400, 1500}, {1280, 1500}, {9000, 9000}};

    @Option(names = "--cwnd", description = "snd_cwnd (u32) before each xmit, 11..4294967295: tcp_mtu_probe needs "
            + "snd_cwnd >= 11 (default ${DEFAULT-VALUE})")
    long cwnd = 20;

    @Override
    public Integer call() {
        if (cwnd < 11 || cwnd > 0xFFFFFFFFL) {
            throw new BadInput("--cwnd must be in 11..4294967295 (snd_cwnd is a u32 and tcp_mtu_probe needs at least 11), got " + cwnd);
        }
        System.out.print(table((int) cwnd));
        return 0;
    }

    static String table(int cwnd) {
        StringBuilder b = new StringBuilder();
        b.append("# Clean path (every datagram <= path MTU arrives, larger ones are dropped and detected by fast\n")
                .append("# retransmit), IPv4, timestamps, tcp_mtu_probing=2, other sysctls at their defaults, snd_cwnd=")
                .append(C.u32String(cwnd)).append(" before each xmit.\n");
        b.append(String.format("%-19s %5s %5s %6s %9s %9s  %s%n", "variant", "path", "route", "probes", "mss_cache",
                "ideal_mss", "probe datagrams (+ acked, - lost)"));
        for (Variant v : Variant.values()) {
            for (int[] p : PATHS) {
                Config c = Config.defaults(v).withRouteMtu(p[1]).withSysctl("tcp_mtu_probing", 2);
                Converge.Result r = Converge.run(c, p[0], cwnd, 200);
                StringBuilder seq = new StringBuilder();
                for (int i = 0; i < r.probes.size(); i++) {
                    if (i > 0) {
                        seq.append(' ');
                    }
                    seq.append(r.probes.get(i)).append(r.acked.get(i) ? '+' : '-');
                }
                if (!r.stopped) {
                    seq.append(" ... (no stop after ").append(r.probes.size()).append(" probes)");
                }
                int ideal = Math.min(p[0], p[1]) - 40 - 12;
                b.append(String.format("%-19s %5d %5d %6d %9d %9d  %s%n", v.name(), p[0], p[1], r.probes.size(),
                        r.last.mssCache & 0xFFFFFFFFL, ideal, seq));
            }
        }
        return b.toString();
    }
}
