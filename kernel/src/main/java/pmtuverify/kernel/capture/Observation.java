package pmtuverify.kernel.capture;

import pmtuverify.kernel.KernelHz;
import pmtuverify.kernel.Runner;
import pmtuverify.kernel.plpmtud.Sample;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one scenario run recorded (scenario.sh's output directory): the bpftrace samples, the wire as runs of equal
 * datagram sizes with every ICMP, and the sender namespace's /proc/net/netstat and /proc/net/snmp before and after.
 */
public final class Observation {
    public final String release;
    /** The recording kernel's HZ (hz.txt, written by {@link Runner} from {@link KernelHz#running}). */
    public final int hz;
    public final List<String> bpftrace;
    public final List<String> wire;
    public final Map<String, Long> countersBefore;
    public final Map<String, Long> countersAfter;
    /** scenario.sh's own events at 64-bit jiffies (/proc/timer_list): sender_done, blackhole_removed. */
    public final Map<String, Long> events;
    /** TCPMTUPSuccess sampled once a second during the run: lines "jiffies success fail". */
    public List<String> mtup = List.of();
    /** bpftrace's stderr (a "Lost N events" line means the perf buffer overflowed: samples are missing). */
    public List<String> bpftraceErr = List.of();
    /** tcpdump's stderr: its closing statistics ("N packets dropped by kernel"). */
    public List<String> tcpdumpErr = List.of();

    public Observation(String release, int hz, List<String> bpftrace, List<String> wire, Map<String, Long> before,
            Map<String, Long> after) {
        this(release, hz, bpftrace, wire, before, after, Map.of());
    }

    public Observation(String release, int hz, List<String> bpftrace, List<String> wire, Map<String, Long> before,
            Map<String, Long> after, Map<String, Long> events) {
        this.events = Map.copyOf(events);
        this.release = release;
        this.hz = hz;
        this.bpftrace = List.copyOf(bpftrace);
        this.wire = List.copyOf(wire);
        this.countersBefore = Map.copyOf(before);
        this.countersAfter = Map.copyOf(after);
    }

    /** This recording as if its kernel had run at another HZ (the kernel suite's HZ mutants). */
    /**
     * The recording without the peer's window: each sample without its max_window, snd_wnd and reordering columns, as
     * observe.bt printed them before it showed the window (the model is then given no window, and a growth of the
     * window is inferred from mss_cache).
     */
    public Observation withoutWindow() {
        List<String> bt = new java.util.ArrayList<>();
        for (String l : bpftrace) {
            Sample s = Sample.parse(l);
            bt.add(s == null || !s.seesWindow() ? l : String.join(" ", java.util.Arrays.copyOf(l.trim().split("\\s+"), 13)));
        }
        return copy(hz, bt, wire, tcpdumpErr);
    }

    public Observation withHz(int otherHz) {
        return copy(otherHz, bpftrace, wire, tcpdumpErr);
    }

    /** This recording with another capture (tcpdump.txt's lines) and tcpdump's closing statistics {@code err}. */
    public Observation withWire(List<String> otherWire, List<String> err) {
        return copy(hz, bpftrace, otherWire, err);
    }

    private Observation copy(int h, List<String> bt, List<String> w, List<String> err) {
        Observation o = new Observation(release, h, bt, w, countersBefore, countersAfter, events);
        o.mtup = mtup;
        o.bpftraceErr = bpftraceErr;
        o.tcpdumpErr = List.copyOf(err);
        return o;
    }

    /** bpftrace's "Lost N events" line, or null when it lost none (or the recording kept no stderr). */
    public String bpftraceLost() {
        return bpftraceErr.stream().filter(l -> l.contains("Lost ") && l.contains(" events")).findFirst().orElse(null);
    }

    /**
     * The packets of the flow the capture did not write: tcpdump's "received by filter" (every packet that passed its
     * filter, the kernel's drops included: af_packet's PACKET_STATISTICS) less its "captured" (the ones it wrote), so
     * that the packets still queued when it was stopped count too; "dropped by kernel" alone where the recording has
     * no received count; -1 when it has neither.
     */
    public long tcpdumpMissed() {
        long captured = tcpdumpStat("captured");
        long received = tcpdumpStat("received by filter");
        if (captured >= 0 && received >= 0) {
            return Math.max(0, received - captured);
        }
        return tcpdumpStat("dropped by kernel");
    }

    /**
     * Why the capture may lack a frame the flow carried, or null when it is complete by every count it keeps: tcpdump
     * missed packets ({@link #tcpdumpMissed}) or printed no statistics; the pcap held fewer records than tcpdump
     * captured (it was read before tcpdump's exit flushed it); its first TCP segment of the flow was no SYN (the
     * capture began after the handshake). The last two need WireRuns' "capture" line, which recordings made before
     * it lack: for them only tcpdump's counts are checked.
     */
    public String captureGap() {
        long missed = tcpdumpMissed();
        if (missed < 0) {
            return "tcpdump printed no statistics (its capture cannot be counted)";
        }
        if (missed > 0) {
            return "tcpdump missed " + missed + " packets";
        }
        for (String l : wire) {
            String[] f = l.trim().split("\\s+");
            if (f.length == 5 && f[0].equals("capture") && f[1].equals("frames") && f[3].equals("syn")) {
                long frames = Long.parseLong(f[2]);
                long captured = tcpdumpStat("captured");
                if (captured >= 0 && frames < captured) {
                    return "the pcap held " + frames + " of the " + captured
                            + " frames tcpdump captured (read before tcpdump flushed it)";
                }
                if (!f[4].equals("yes")) {
                    return "the capture began after the connection's handshake (its first segment of the flow is no SYN)";
                }
            }
        }
        return null;
    }

    /** What the capture's counts say of it, in words: {@link #captureGap}, or why it is taken as complete. */
    public String captureWords() {
        String gap = captureGap();
        if (gap != null) {
            return gap;
        }
        return wire.stream().anyMatch(l -> l.startsWith("capture frames "))
                ? "the capture is complete by tcpdump's counts, the pcap's records and its SYN"
                : "tcpdump missed no packet; the recording predates the check of the pcap's records and its SYN";
    }

    private long tcpdumpStat(String what) {
        java.util.regex.Pattern p = java.util.regex.Pattern.compile("^(\\d+) packets? " + what + "$");
        for (String l : tcpdumpErr) {
            java.util.regex.Matcher m = p.matcher(l.trim());
            if (m.find()) {
                return Long.parseLong(m.group(1));
            }
        }
        return -1;
    }

    /** The files of a recording that {@link #read} reads (scenario.sh writes them and a few logs beside). */
    public static final List<String> FILES = List.of("release.txt", "hz.txt", "bpftrace.txt", "bpftrace.err", "tcpdump.err", "ca-params.txt", "tcpdump.txt",
            "counters-before.txt", "counters-after.txt", "events.txt", "mtup.txt");

    /** Copies a recording's {@link #FILES} from {@code from} to {@code to} (created if absent). */
    public static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        for (String f : FILES) {
            if (Files.exists(from.resolve(f))) {
                Files.copy(from.resolve(f), to.resolve(f), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    public static Observation read(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new NoSuchFileException(dir.toString(), null, "no recording");
        }
        Observation o = new Observation(String.join("", lines(dir.resolve("release.txt"))).trim(), hz(dir),
                lines(dir.resolve("bpftrace.txt")), lines(dir.resolve("tcpdump.txt")),
                counters(lines(dir.resolve("counters-before.txt"))), counters(lines(dir.resolve("counters-after.txt"))),
                events(lines(dir.resolve("events.txt"))));
        o.mtup = lines(dir.resolve("mtup.txt"));
        o.bpftraceErr = lines(dir.resolve("bpftrace.err"));
        o.tcpdumpErr = lines(dir.resolve("tcpdump.err"));
        return o;
    }

    /** The recording's HZ: hz.txt holds one of the values {@link KernelHz#CHOICES}; a recording without it is refused. */
    static int hz(Path dir) throws IOException {
        List<String> l = lines(dir.resolve("hz.txt"));
        try {
            int hz = Integer.parseInt(String.join("", l).trim());
            if (KernelHz.CHOICES.contains(hz)) {
                return hz;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IOException(dir.getFileName() + ": the recording has no valid hz.txt (the recording kernel's HZ)");
    }

    public static List<String> lines(Path p) throws IOException {
        try {
            return Files.readAllLines(p, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return List.of();
        }
    }

    /** A write to the sender's /proc/sys/net/ipv4/{@code name} that scenario.sh made mid-run, at {@code jiffies} or before. */
    public record SysctlWrite(String name, int value, long from, long jiffies) {}

    /**
     * The sysctl writes scenario.sh made during the run ("sysctl_from:name=value JIFFIES" and "sysctl:name=value
     * JIFFIES" in events.txt, the jiffies read just before and just after the write), in time order.
     */
    public List<SysctlWrite> sysctlWrites() {
        List<SysctlWrite> out = new ArrayList<>();
        for (Map.Entry<String, Long> e : events.entrySet()) {
            String k = e.getKey();
            int eq = k.indexOf('=');
            if (k.startsWith("sysctl:") && eq > 0) {
                Long from = events.get("sysctl_from:" + k.substring("sysctl:".length()));
                out.add(new SysctlWrite(k.substring("sysctl:".length(), eq), Integer.parseInt(k.substring(eq + 1)),
                        from == null ? e.getValue() : from, e.getValue()));
            }
        }
        out.sort(java.util.Comparator.comparingLong(SysctlWrite::jiffies));
        return out;
    }

    static Map<String, Long> events(List<String> lines) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (String l : lines) {
            String[] f = l.trim().split("\\s+");
            if (f.length == 2) {
                try {
                    m.put(f[0], Long.parseLong(f[1]));
                } catch (NumberFormatException e) {
                    // not an event
                }
            }
        }
        return m;
    }

    /** /proc/net/netstat and /proc/net/snmp: pairs of lines "Prefix: names..." and "Prefix: values...". */
    public static Map<String, Long> counters(List<String> lines) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i += 2) {
            String[] names = lines.get(i).trim().split("\\s+");
            if (names.length == 2 && !names[0].endsWith(":")) {
                // /proc/net/snmp6: one "Name value" per line
                try {
                    m.put(names[0], Long.parseLong(names[1]));
                } catch (NumberFormatException e) {
                    // not a counter
                }
                i--;
                continue;
            }
            if (i + 1 >= lines.size()) {
                break;
            }
            String[] values = lines.get(i + 1).trim().split("\\s+");
            if (names.length != values.length || !names[0].equals(values[0])) {
                i--; // out of step: resynchronise on the next line
                continue;
            }
            String prefix = names[0].substring(0, names[0].length() - 1);
            for (int k = 1; k < names.length; k++) {
                try {
                    m.put(prefix + names[k], Long.parseLong(values[k]));
                } catch (NumberFormatException e) {
                    // not a counter
                }
            }
        }
        return m;
    }

    /** Successful probes per second in each second of the run (TCPMTUPSuccess differences). */
    public List<Long> successesPerSecond() {
        List<Long> out = new ArrayList<>();
        long prevJ = -1;
        long prevS = 0;
        for (String l : mtup) {
            String[] f = l.trim().split("\\s+");
            if (f.length < 2) {
                continue;
            }
            long j = Long.parseLong(f[0]);
            long succ = Long.parseLong(f[1]);
            if (prevJ >= 0 && j > prevJ) {
                out.add((succ - prevS) * hz / (j - prevJ));
            }
            prevJ = j;
            prevS = succ;
        }
        return out;
    }

    /** The increase of a counter over the run (0 if absent). */
    public long delta(String name) {
        return countersAfter.getOrDefault(name, 0L) - countersBefore.getOrDefault(name, 0L);
    }

    /** How many datagrams of each size the wire carried (from the runs). */
    public Map<Integer, Long> wireSizes() {
        Map<Integer, Long> m = new LinkedHashMap<>();
        for (String l : wire) {
            String[] f = l.trim().split("\\s+");
            if (f.length == 3 && "size".equals(f[0])) {
                m.merge(Integer.parseInt(f[1]), Long.parseLong(f[2]), Long::sum);
            }
        }
        return m;
    }

    /**
     * A step on the wire (see {@link WireRuns}): a new-data segment whose size differs from the new data before it, its
     * outcome, and the sizes of the sender's runs just before and just after its own run (new data or retransmissions;
     * 0 when none), which tell a dip from a step that can be a probe.
     */
    public record Step(int size, String outcome, int before, int after) {
        /**
         * A one-off smaller segment between segments of one larger size: the short segment at the end of a write in a
         * flow of full segments. A probe is never one: the segments sent after it under the mss_cache it was sent with
         * (new data, or retransmissions, which __tcp_retransmit_skb fragments to tcp_current_mss) are at most
         * tcp_mss_to_mtu(mss_cache) <= search_low < probe_size (net/ipv4/tcp_output.c@v6.18), and a later probe is
         * the midpoint of a new range, not the size before it.
         */
        public boolean dip() {
            return before > size && after == before;
        }
    }

    /**
     * The wire's steps in capture order, each with the sizes of the runs around its own ("size N COUNT" lines are the
     * sender's segments in capture order, a step's line coming just before its run's); empty in recordings made before
     * the capture kept them.
     */
    public List<Step> wireSteps() {
        List<int[]> runs = new ArrayList<>(); // size of each run, in order
        List<int[]> at = new ArrayList<>(); // per step: its size, its outcome's index, the run it opens
        List<String> outcomes = new ArrayList<>();
        for (String l : wire) {
            String[] f = l.trim().split("\\s+");
            if (f.length == 3 && "step".equals(f[0])) {
                at.add(new int[] {Integer.parseInt(f[1]), outcomes.size(), runs.size()});
                outcomes.add(f[2]);
            } else if (f.length == 3 && "size".equals(f[0])) {
                runs.add(new int[] {Integer.parseInt(f[1])});
            }
        }
        List<Step> out = new ArrayList<>();
        for (int[] s : at) {
            int own = s[2];
            int before = own > 0 ? runs.get(own - 1)[0] : 0;
            int after = own + 1 < runs.size() ? runs.get(own + 1)[0] : 0;
            out.add(new Step(s[0], outcomes.get(s[1]), before, after));
        }
        return out;
    }

    /** The MTUs reported by the ICMP "fragmentation needed" / "packet too big" messages on the sender's link. */
    public List<Integer> icmpMtus() {
        List<Integer> out = new ArrayList<>();
        for (String l : wire) {
            if (l.startsWith("icmp ")) {
                int i = l.indexOf("mtu ");
                if (i >= 0) {
                    int j = i + 4;
                    while (j < l.length() && Character.isDigit(l.charAt(j))) {
                        j++;
                    }
                    if (j > i + 4) {
                        out.add(Integer.parseInt(l.substring(i + 4, j)));
                    }
                }
            }
        }
        return out;
    }
}
