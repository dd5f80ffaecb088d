package pmtuverify.kernel.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The capture read back: runs of sizes, each step's outcome, the ICMPs' MTUs. */
class WireRunsTest {
    static final byte[] SENDER = {10, 77, 1, 1};
    static final byte[] PEER = {10, 77, 2, 2};

    /** A little-endian pcap (as tcpdump writes it on x86) of Ethernet frames. */
    static final class Pcap {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Pcap() {
            ByteBuffer h = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN);
            h.putInt(0xa1b2c3d4).putShort((short) 2).putShort((short) 4).putInt(0).putInt(0).putInt(96).putInt(1);
            out.writeBytes(h.array());
        }

        /** An IPv4 TCP segment with {@code data} bytes (20-byte headers), from the sender or to it. */
        Pcap tcp(boolean fromSender, long seq, long ack, int data) {
            return tcp(fromSender, seq, ack, data, 0x10);
        }

        /** The sender's SYN (its sequence number {@code seq}). */
        Pcap syn(long seq) {
            return tcp(true, seq, 0, 0, 0x02);
        }

        Pcap tcp(boolean fromSender, long seq, long ack, int data, int flags) {
            ByteBuffer f = ByteBuffer.allocate(14 + 40).order(ByteOrder.BIG_ENDIAN);
            f.put(new byte[12]).putShort((short) 0x0800);
            f.put((byte) 0x45).put((byte) 0).putShort((short) (40 + data)).putInt(0).put((byte) 64).put((byte) 6).putShort((short) 0);
            f.put(fromSender ? SENDER : PEER).put(fromSender ? PEER : SENDER);
            f.putShort((short) 40000).putShort((short) 5001).putInt((int) seq).putInt((int) ack)
                    .put((byte) 0x50).put((byte) flags).putShort((short) 1000).putInt(0);
            return frame(f.array());
        }

        /** An ICMP "fragmentation needed" with {@code mtu}, from the router to the sender. */
        Pcap icmp(int mtu) {
            ByteBuffer f = ByteBuffer.allocate(14 + 28).order(ByteOrder.BIG_ENDIAN);
            f.put(new byte[12]).putShort((short) 0x0800);
            f.put((byte) 0x45).put((byte) 0).putShort((short) 576).putInt(0).put((byte) 64).put((byte) 1).putShort((short) 0);
            f.put(new byte[] {10, 77, 1, 2}).put(SENDER);
            f.put((byte) 3).put((byte) 4).putShort((short) 0).putShort((short) 0).putShort((short) mtu);
            return frame(f.array());
        }

        Pcap frame(byte[] frame) {
            ByteBuffer r = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
            r.putInt(0).putInt(0).putInt(frame.length).putInt(frame.length);
            out.writeBytes(r.array());
            out.writeBytes(frame);
            return this;
        }

        List<String> lines() throws IOException {
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            WireRuns.read(new ByteArrayInputStream(out.toByteArray()), SENDER, new PrintStream(text, true, StandardCharsets.UTF_8));
            return text.toString(StandardCharsets.UTF_8).lines().toList();
        }
    }

    @Test
    void eachStepGetsWhatTheWireShowsFirstAfterIt() throws IOException {
        List<String> lines = new Pcap()
                .tcp(true, 1000, 1, 1000).tcp(true, 2000, 1, 1000)
                .tcp(true, 3000, 1, 1200) // a probe: acked below
                .tcp(true, 4200, 1, 1000) // a step back down to the data's size
                .tcp(false, 1, 4200, 0)
                .tcp(true, 5200, 1, 1300) // a probe: its first byte retransmitted below
                .tcp(true, 6500, 1, 1000)
                .icmp(1280)
                .tcp(true, 5200, 1, 1000)
                .tcp(true, 7500, 1, 1100) // the capture ends before its outcome
                .lines();
        assertThat(lines).containsExactly(
                "size 1040 2",
                "step 1240 acked", "size 1240 1",
                "step 1040 other", "size 1040 1",
                "step 1340 retransmitted", "size 1340 1",
                "step 1040 other", "size 1040 1",
                "icmp IP 10.77.1.2 > 10.77.1.1: ICMP unreachable - need to frag (mtu 1280), length 576",
                "size 1040 1",
                "step 1140 open", "size 1140 1",
                "capture frames 10 syn no");
        Observation o = new Observation("6.18", 250, List.of(), lines, java.util.Map.of(), java.util.Map.of());
        assertThat(o.icmpMtus()).containsExactly(1280);
        assertThat(o.wireSteps()).extracting(Observation.Step::outcome)
                .containsExactly("acked", "other", "retransmitted", "other", "open");
        assertThat(o.wireSizes()).containsEntry(1040, 5L).containsEntry(1340, 1L);
    }

    @Test
    void anotherRetransmissionFirstCancelsAndSequenceNumbersWrap() throws IOException {
        long near = 0xffffffffL - 1500;
        List<String> lines = new Pcap()
                .tcp(true, near, 1, 1000)
                .tcp(true, near + 1000, 1, 1300) // wraps past 2^32 inside
                .tcp(true, (near + 2300) & 0xffffffffL, 1, 1000)
                .tcp(true, near, 1, 1000) // an earlier segment sent again first
                .lines();
        assertThat(lines).contains("step 1340 other");
        List<String> acked = new Pcap()
                .tcp(true, near, 1, 1000)
                .tcp(true, near + 1000, 1, 1300)
                .tcp(false, 1, (near + 2300) & 0xffffffffL, 0)
                .lines();
        assertThat(acked).contains("step 1340 acked");
        assertThat(WireRuns.unwrap(5, 0xfffffff0L)).isEqualTo(0x100000005L);
    }

    /**
     * The capture's last line tells a complete capture: the records the file held (against tcpdump's "packets
     * captured") and whether its first segment of the flow was the SYN (a capture begun late has none).
     */
    @Test
    void theCaptureLineCountsTheRecordsAndSaysWhetherTheHandshakeWasCaptured() throws IOException {
        List<String> whole = new Pcap().syn(999).tcp(false, 1, 1000, 0).tcp(true, 1000, 1, 1000).icmp(1400).lines();
        assertThat(whole).last().isEqualTo("capture frames 4 syn yes");
        // started after the handshake: an ICMP may be gone although tcpdump counted no loss
        List<String> late = new Pcap().tcp(true, 1000, 1, 1000).icmp(1400).lines();
        assertThat(late).last().isEqualTo("capture frames 2 syn no");
        // a record cut by the stop is no record
        byte[] cut = new Pcap().syn(999).tcp(true, 1000, 1, 1000).out.toByteArray();
        java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
        WireRuns.read(new ByteArrayInputStream(java.util.Arrays.copyOf(cut, cut.length - 10)), SENDER,
                new PrintStream(text, true, StandardCharsets.UTF_8));
        assertThat(text.toString(StandardCharsets.UTF_8).lines().toList()).last().isEqualTo("capture frames 1 syn yes");
    }

    @Test
    void aFileThatIsNoPcapIsRefused() {
        assertThatThrownBy(() -> WireRuns.read(new ByteArrayInputStream(new byte[24]), SENDER, System.out))
                .isInstanceOf(IOException.class).hasMessageContaining("not a pcap file");
    }
}
