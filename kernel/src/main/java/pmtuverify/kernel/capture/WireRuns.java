package pmtuverify.kernel.capture;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * The sender's link as the recording keeps it ({@code tcpdump.txt}), in capture order, read from the pcap that
 * {@code tcpdump -w} wrote during the run ({@code java -cp ... pmtuverify.kernel.capture.WireRuns FILE SENDER_ADDRESS}):
 * <ul>
 * <li>runs of equal IP datagram sizes of the sender's TCP segments ("size N COUNT", a probe being a run of one);
 * <li>every step: a segment of new data whose size differs from the new data sent before it ("step N OUTCOME", before
 * its run's line). A probe is one (tcp_mtu_probe sends probe_size > search_low, and data segments are at most
 * tcp_mss_to_mtu(mss_cache) = search_low once tcp_mtup_init has run; before, on a passive open, they may be larger),
 * and its outcome is what the wire shows first after it: {@code acked} (the
 * peer's cumulative ACK reached its end: tcp_clean_rtx_queue's tcp_mtup_probe_success, net/ipv4/tcp_input.c@v6.18),
 * {@code retransmitted} (its first byte sent again: tcp_mtup_probe_failed's tcp_simple_retransmit, or a timeout's
 * retransmission of the head), {@code other} (another segment retransmitted first: __tcp_retransmit_skb clears
 * probe_size, net/ipv4/tcp_output.c@v6.18) or {@code open} (the capture ended first);
 * <li>every ICMP "fragmentation needed" (type 3, code 4) or ICMPv6 "packet too big" (type 2) with the MTU it carries
 * ("icmp ... (mtu N) ...");
 * <li>last, what tells a complete capture ("capture frames N syn yes|no"): the records the file held, to be set against
 * tcpdump's own "N packets captured" (fewer: the file was read before tcpdump flushed it), and whether its first TCP
 * segment of the flow was a SYN (no: the capture began after the handshake, so an ICMP of the first flight may be
 * missing although tcpdump counted no loss).
 * </ul>
 *
 * <p>tcpdump writes the raw frames during the run and this reads them afterwards: decoding each frame during the run
 * (tcpdump -v into a pipe) kept up with a fraction of a bulk flow on veth, and tcpdump's "dropped by kernel" did not
 * count the frames still queued when it was stopped. Sizes come from the IP headers (IPv4 total length, IPv6 payload
 * length + 40), not from the snapshot length.
 */
public final class WireRuns {
    private static final int LINKTYPE_ETHERNET = 1;

    /** A step, its outcome filled in when the wire shows it. */
    private static final class Step {
        final long size;
        final long start;
        final long end;
        String outcome = "open";

        Step(long size, long start, long end) {
            this.size = size;
            this.start = start;
            this.end = end;
        }
    }

    private final byte[] sender;
    /** The lines so far: Strings, and Steps whose outcome may still come. */
    private final List<Object> lines = new ArrayList<>();
    private final List<Step> pending = new ArrayList<>();
    private long size = -1;
    private long count;
    /** The highest sequence end the sender sent (64-bit, unwrapped), and the last new-data segment's size. */
    private long sndMax = Long.MIN_VALUE;
    private long lastNewSize = -1;
    /** The records read, and whether the first TCP segment was a SYN (null: no TCP segment yet). */
    private long frames;
    private Boolean synFirst;

    private WireRuns(byte[] sender) {
        this.sender = sender;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: WireRuns PCAP SENDER_ADDRESS");
            System.exit(2);
        }
        try (InputStream in = new BufferedInputStream(Files.newInputStream(Path.of(args[0])), 1 << 20)) {
            read(in, InetAddress.getByName(args[1]).getAddress(), System.out);
        }
        System.out.flush();
    }

    /** Reads a pcap (either byte order, micro- or nanosecond stamps; Ethernet frames) and prints what it keeps. */
    static void read(InputStream raw, byte[] sender, PrintStream out) throws IOException {
        DataInputStream in = new DataInputStream(raw);
        byte[] header = new byte[24];
        in.readFully(header);
        int magic = u32(header, 0, false);
        boolean swapped;
        if (magic == 0xa1b2c3d4 || magic == 0xa1b23c4d) {
            swapped = false;
        } else if (magic == 0xd4c3b2a1 || magic == 0x4d3cb2a1) {
            swapped = true;
        } else {
            throw new IOException("not a pcap file (magic " + Integer.toHexString(magic) + ")");
        }
        int linkType = u32(header, 20, swapped);
        if (linkType != LINKTYPE_ETHERNET) {
            throw new IOException("pcap link type " + linkType + ", expected Ethernet");
        }
        WireRuns w = new WireRuns(sender);
        byte[] rec = new byte[16];
        byte[] frame = new byte[65536];
        while (true) {
            try {
                in.readFully(rec);
            } catch (EOFException e) {
                break; // a capture stopped between records ends there
            }
            int incl = u32(rec, 8, swapped);
            if (incl < 0 || incl > frame.length) {
                throw new IOException("pcap record of " + incl + " bytes");
            }
            try {
                in.readFully(frame, 0, incl);
            } catch (EOFException e) {
                break; // a record cut by the stop
            }
            w.frames++;
            w.frame(frame, incl);
        }
        w.flush();
        for (Object l : w.lines) {
            out.println(l instanceof Step r ? "step " + r.size + " " + r.outcome : l);
        }
        out.println("capture frames " + w.frames + " syn " + (Boolean.TRUE.equals(w.synFirst) ? "yes" : "no"));
    }

    /** One Ethernet frame of {@code len} captured bytes. */
    private void frame(byte[] f, int len) {
        if (len < 14) {
            return;
        }
        int type = u16(f, 12);
        int ip = 14;
        if (type == 0x0800 && len >= ip + 20) {
            int ihl = (f[ip] & 0x0f) * 4;
            int total = u16(f, ip + 2);
            int proto = f[ip + 9] & 0xff;
            if (proto == 6) {
                tcp(f, len, ip + ihl, total, total - ihl, Arrays.equals(f, ip + 12, ip + 16, sender, 0, sender.length));
            } else if (proto == 1 && len >= ip + ihl + 8 && (f[ip + ihl] & 0xff) == 3 && (f[ip + ihl + 1] & 0xff) == 4) {
                icmp("IP " + ipv4(f, ip + 12) + " > " + ipv4(f, ip + 16) + ": ICMP unreachable - need to frag (mtu "
                        + u16(f, ip + ihl + 6) + "), length " + total);
            }
        } else if (type == 0x86dd && len >= ip + 40) {
            int payload = u16(f, ip + 4);
            int next = f[ip + 6] & 0xff;
            if (next == 6) {
                tcp(f, len, ip + 40, payload + 40, payload, Arrays.equals(f, ip + 8, ip + 24, sender, 0, sender.length));
            } else if (next == 58 && len >= ip + 48 && (f[ip + 40] & 0xff) == 2) {
                icmp("IP6 " + ipv6(f, ip + 8) + " > " + ipv6(f, ip + 24) + ": ICMP6, packet too big, mtu "
                        + (u32(f, ip + 44, false) & 0xffffffffL) + ", length " + (payload + 40));
            }
        }
    }

    /**
     * A TCP segment: its IP datagram length {@code datagram} and the TCP length {@code tcpLen} (header and data) at
     * {@code tcp}; {@code out} when the sender sent it.
     */
    private void tcp(byte[] f, int len, int tcp, long datagram, int tcpLen, boolean out) {
        if (len < tcp + 14) {
            return;
        }
        int flags = f[tcp + 13] & 0xff;
        if (synFirst == null) {
            synFirst = (flags & 0x02) != 0;
        }
        if (!out) {
            if ((flags & 0x10) != 0 && sndMax != Long.MIN_VALUE) {
                long ack = unwrap(u32(f, tcp + 8, false) & 0xffffffffL, sndMax);
                for (Iterator<Step> it = pending.iterator(); it.hasNext();) {
                    Step r = it.next();
                    if (ack >= r.end) {
                        r.outcome = "acked";
                        it.remove();
                    }
                }
            }
            return;
        }
        int data = tcpLen - (f[tcp + 12] >> 4 & 0x0f) * 4 + ((flags & 0x02) != 0 ? 1 : 0) + ((flags & 0x01) != 0 ? 1 : 0);
        long seq32 = u32(f, tcp + 4, false) & 0xffffffffL;
        long seq = sndMax == Long.MIN_VALUE ? seq32 : unwrap(seq32, sndMax);
        boolean newData = data > 0 && (sndMax == Long.MIN_VALUE || seq >= sndMax);
        boolean step = newData && lastNewSize >= 0 && datagram != lastNewSize;
        if (datagram != size || step) {
            flush();
            size = datagram;
        }
        count++;
        if (step) {
            Step r = new Step(datagram, seq, seq + data);
            lines.add(r);
            pending.add(r);
        }
        if (newData) {
            lastNewSize = datagram;
            sndMax = seq + data;
        } else if (data > 0) {
            // a retransmission: of a pending step's first byte, or of something else first
            for (Step r : pending) {
                r.outcome = seq == r.start ? "retransmitted" : "other";
            }
            pending.clear();
        }
    }

    /** The 64-bit sequence number nearest {@code ref} whose low 32 bits are {@code v}. */
    static long unwrap(long v, long ref) {
        return ref + (int) (v - (ref & 0xffffffffL));
    }

    private void icmp(String line) {
        flush();
        lines.add("icmp " + line);
    }

    private void flush() {
        if (count > 0) {
            lines.add("size " + size + " " + count);
        }
        count = 0;
    }

    private static int u16(byte[] b, int i) {
        return (b[i] & 0xff) << 8 | b[i + 1] & 0xff;
    }

    private static int u32(byte[] b, int i, boolean littleEndian) {
        if (littleEndian) {
            return (b[i + 3] & 0xff) << 24 | (b[i + 2] & 0xff) << 16 | (b[i + 1] & 0xff) << 8 | b[i] & 0xff;
        }
        return (b[i] & 0xff) << 24 | (b[i + 1] & 0xff) << 16 | (b[i + 2] & 0xff) << 8 | b[i + 3] & 0xff;
    }

    private static String ipv4(byte[] b, int i) {
        return (b[i] & 0xff) + "." + (b[i + 1] & 0xff) + "." + (b[i + 2] & 0xff) + "." + (b[i + 3] & 0xff);
    }

    private static String ipv6(byte[] b, int i) {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < 16; k += 2) {
            s.append(k == 0 ? "" : ":").append(Integer.toHexString(u16(b, i + k)));
        }
        return s.toString();
    }
}
