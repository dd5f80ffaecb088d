package pmtuverify.kernel;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * The kernel suite's traffic, run inside the test namespaces ({@code ip netns exec NS java -cp ... pmtuverify.kernel.Bulk}):
 * a bulk sender that writes 1 MiB chunks (the kernel probes only with snd_cwnd >= 11 and enough queued data) and a
 * sink with SO_RCVBUF 256 KiB unless told otherwise. Either side may listen: {@code send-connect HOST PORT SECONDS} and
 * {@code sink-listen PORT [RCVBUF]} for an active open by the sender, {@code send-listen PORT SECONDS} and
 * {@code sink-connect HOST PORT [RCVBUF]} for a passive one.
 */
public final class Bulk {
    private Bulk() {}

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "send-connect":
                try (Socket s = new Socket()) {
                    s.connect(new InetSocketAddress(args[1], Integer.parseInt(args[2])), 5000);
                    send(s, Double.parseDouble(args[3]), pace(args, 4));
                }
                break;
            case "send-listen":
                try (ServerSocket l = listen(Integer.parseInt(args[1]), DEFAULT_RCVBUF); Socket s = l.accept()) {
                    send(s, Double.parseDouble(args[2]), pace(args, 3));
                }
                break;
            case "sink-listen":
                try (ServerSocket l = listen(Integer.parseInt(args[1]), rcvbuf(args, 2)); Socket s = l.accept()) {
                    sink(s);
                }
                break;
            case "sink-connect": {
                Socket s = new Socket();
                s.setReceiveBufferSize(rcvbuf(args, 3));
                s.connect(new InetSocketAddress(args[1], Integer.parseInt(args[2])), 5000);
                sink(s);
                break;
            }
            default:
                System.err.println("bulk: unknown mode " + args[0]);
                System.exit(2);
        }
    }

    public static final int DEFAULT_RCVBUF = 256 * 1024;
    /** The writer's chunk when no pace is given: writes back to back. */
    public static final int DEFAULT_CHUNK = 1 << 20;

    private static int rcvbuf(String[] args, int i) {
        return args.length > i ? Integer.parseInt(args[i]) : DEFAULT_RCVBUF;
    }

    private static ServerSocket listen(int port, int rcvbuf) throws Exception {
        ServerSocket l = new ServerSocket();
        l.setReuseAddress(true);
        l.setReceiveBufferSize(rcvbuf); // inherited by the accepted socket, set before the handshake
        l.bind(new InetSocketAddress(port));
        System.out.println("listening");
        System.out.flush();
        return l;
    }

    /**
     * The writer's pace, {@code CHUNK:PAUSE_MS} at {@code args[i]}: CHUNK bytes per write, then PAUSE_MS of sleep (an
     * application-limited sender when the pause outlasts the chunk's sending); absent: 1 MiB writes back to back.
     */
    private static long[] pace(String[] args, int i) {
        if (args.length <= i || args[i].isEmpty()) {
            return new long[] {DEFAULT_CHUNK, 0};
        }
        String[] f = args[i].split(":");
        return new long[] {Long.parseLong(f[0]), Long.parseLong(f[1])};
    }

    private static void send(Socket s, double seconds, long[] pace) throws Exception {
        byte[] chunk = new byte[(int) pace[0]];
        OutputStream out = s.getOutputStream();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        long sent = 0;
        while (System.nanoTime() < end) {
            out.write(chunk);
            sent += chunk.length;
            if (pace[1] > 0) {
                Thread.sleep(pace[1]);
            }
        }
        out.flush();
        System.out.println("sent " + sent);
    }

    private static void sink(Socket s) throws Exception {
        byte[] buf = new byte[1 << 16];
        InputStream in = s.getInputStream();
        long got = 0;
        for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
            got += n;
        }
        System.out.println("received " + got);
    }
}
