package pmtuverify.cli;

import pmtuverify.trace.BadInput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pmtuverify.report.HystartShortRtt;

/** {@code ./pmtu hystart}: the short-RTT scenario's table, distribution and plot ({@link HystartShortRtt}). */
@Command(name = "hystart", mixinStandardHelpOptions = true, description = "Print the cwnd at HyStart exit per variant across base RTTs (the short-RTT scenario of Eric Dumazet's Dec 2019 HyStart patches).")
public final class HystartCommand implements Callable<Integer> {
    @Option(names = "--link-gbps", description = "sender link rate in Gbit/s (default ${DEFAULT-VALUE})")
    double linkGbps = 40;

    @Option(names = "--gro-us-per-seg", description = "receiver GRO/interrupt-mitigation hold per aggregated segment, us (default ${DEFAULT-VALUE})")
    double groUsPerSeg = 0.5;

    @Option(names = "--handshake-rtt-us", description = "RTT of the handshake, which sets srtt and the first pacing rate; 0 = the base RTT (default ${DEFAULT-VALUE})")
    int handshakeRttUs;

    @Option(names = "--flows", description = "flows in the jittered distribution (default ${DEFAULT-VALUE})")
    int flows = 10;

    @Option(names = "--jitter-us", description = "each ACK's extra delay is uniform in 0..this, us, in the distribution (default ${DEFAULT-VALUE})")
    double jitterUs = 10;

    @Option(names = "--seed", description = "seed of the jitter (default ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--svg", paramLabel = "FILE", description = "also write the plot as SVG to FILE")
    String svg;

    @Override
    public Integer call() throws IOException {
        HystartShortRtt.Params p = new HystartShortRtt.Params(linkGbps, groUsPerSeg, handshakeRttUs, flows, jitterUs, seed);
        List<HystartShortRtt.Row> rows = HystartShortRtt.rows(p);
        if (svg != null) { // written first: a bad --svg fails before any output
            try {
                Files.write(Paths.get(svg), HystartShortRtt.svg(linkGbps, groUsPerSeg, rows).getBytes(StandardCharsets.UTF_8));
            } catch (java.nio.file.NoSuchFileException e) {
                throw new BadInput("cannot write " + svg + ": no such directory");
            } catch (IOException | java.nio.file.InvalidPathException e) {
                throw new BadInput("cannot write " + svg + (svg.equals(e.getMessage()) ? "" : ": " + e.getMessage()));
            }
        }
        System.out.print(HystartShortRtt.table(p, rows) + HystartShortRtt.distribution(p));
        return 0;
    }
}
