package pmtuverify.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;
import pmtuverify.props.GeneratedBlock;
import pmtuverify.trace.BadInput;

/**
 * The short-RTT scenario of Eric Dumazet's "tcp_cubic: tweak Hystart detection for short RTT
 * flows" (netdev, 2019-12-23; upstream 42f3a8aaae66). A small sample model of one bulk flow in slow start
 * (below) feeds the HyStart model ACK by ACK; the table gives, per variant, the cwnd at which HyStart ended slow start
 * for base RTTs from 20 us to 10 ms. The sample model is an assumption, printed in the output header; only the
 * HyStart decisions come from the model of tcp_cubic.c.
 *
 * <p>Sample model: a sender with a FIFO qdisc and no pacing (pfifo_fast, as in that commit's test) on a link of
 * {@code --link-gbps}; IW10, mss 1448, cwnd-limited; TSO packets sized as tcp_tso_autosize() does
 * ({@code max(2, (sk_pacing_rate >> 10) / mss)} segments, at most 44 = GSO_MAX_SIZE / mss); packets leave the NIC
 * back to back at link rate (the NIC queue is the only queue, never full); the receiver's GRO aggregates each TSO
 * packet and acks it once, after the last segment arrived plus an interrupt-mitigation/GRO hold of
 * {@code --gro-us-per-seg} per segment, so RTT samples grow with the TSO size; the RTT sample of an ACK is its arrival
 * minus the TSO packet's transmit time (tcp_clean_rtx_queue's ca_rtt_us); srtt is the kernel's 1/8 EWMA; the pacing
 * rate is tcp_update_pacing_rate()'s slow-start value {@code 2 * mss * cwnd / srtt}, recomputed after each ACK (so
 * bictcp_acked sees the rate of the previous ACK), starting from the handshake's RTT ({@code --handshake-rtt-us}, the
 * base RTT by default: tcp_rcv_state_process's TCP_SYN_RECV case calls tcp_update_pacing_rate once the SYN-ACK gave
 * srtt, so the first rate, and with it 4/5's first cushion, follows the handshake); slow start grows cwnd by the
 * segments acked; a round ends when an ACK passes the snd_nxt of the last round start. The distribution section runs
 * {@code --flows} flows whose ACKs each get an extra delay drawn uniformly from 0..{@code --jitter-us} (seeded).
 *
 * <p>{@code ./pmtu hystart} prints {@link #table} and {@link #distribution} and writes {@link #svg}.
 */
public final class HystartShortRtt {
    private HystartShortRtt() {}

    static final int MSS = 1448;
    static final int IW = 10;
    static final int MAX_TSO_SEGS = 44;
    static final int[] BASE_RTTS = {20, 30, 50, 100, 200, 500, 1000, 2000, 5000, 10000};
    static final int CWND_CAP = 100000;

    /** The scenario's knobs, checked. */
    public static final class Params {
        final double link;
        final double gro;
        /** 0: the base RTT of each row. */
        final int handshakeUs;
        final int flows;
        final double jitterUs;
        final long seed;

        public Params(double link, double gro, int handshakeUs, int flows, double jitterUs, long seed) {
            if (!(link >= 0.1 && link <= 400)) {
                throw new BadInput("--link-gbps must be in 0.1..400, got " + link);
            }
            if (!(gro >= 0 && gro <= 100)) {
                throw new BadInput("--gro-us-per-seg must be in 0..100, got " + gro);
            }
            if (handshakeUs < 0 || handshakeUs > 10_000_000) {
                throw new BadInput("--handshake-rtt-us must be in 0..10000000, got " + handshakeUs);
            }
            if (flows < 1 || flows > 1000) {
                throw new BadInput("--flows must be in 1..1000, got " + flows);
            }
            if (!(jitterUs >= 0 && jitterUs <= 100_000)) {
                throw new BadInput("--jitter-us must be in 0..100000, got " + jitterUs);
            }
            this.link = link;
            this.gro = gro;
            this.handshakeUs = handshakeUs;
            this.flows = flows;
            this.jitterUs = jitterUs;
            this.seed = seed;
        }

        public static Params of(double link, double gro) {
            return new Params(link, gro, 0, 10, 10, 1);
        }

        /** The knobs of {@code ./pmtu hystart} without options: the ones specs/ is generated with. */
        public static Params defaults() {
            return of(40, 0.5);
        }

        int handshake(int baseUs) {
            return handshakeUs == 0 ? baseUs : handshakeUs;
        }
    }

    /** One flow's outcome. */
    static final class Exit {
        final int cwnd;
        final String reason;
        final int rounds;
        final long delayMin;
        final long minRtt;

        Exit(int cwnd, String reason, int rounds, long delayMin, long minRtt) {
            this.cwnd = cwnd;
            this.reason = reason;
            this.rounds = rounds;
            this.delayMin = delayMin;
            this.minRtt = minRtt;
        }
    }

    /** One base RTT: the exit of each {@link #COLUMNS} entry. */
    public static final class Row {
        final int baseUs;
        final Exit[] exits;

        Row(int baseUs, Exit[] exits) {
            this.baseUs = baseUs;
            this.exits = exits;
        }
    }

    static final String[] COLUMNS = {"HYSTART_BEFORE", "HYSTART_4_5", "HYSTART_REFACTOR", "HYSTART_FIX_2020",
        "HYSTART_LATEST", "LATEST+fq"};
    static final Variant[] COLUMN_VARIANTS = {Variant.HYSTART_BEFORE, Variant.HYSTART_4_5, Variant.HYSTART_REFACTOR,
        Variant.HYSTART_FIX_2020, Variant.HYSTART_LATEST, Variant.HYSTART_LATEST};
    /** The column whose socket has sk_pacing_status set (sch_fq). */
    static final int FQ_COLUMN = 5;
    /** Base RTTs of the jittered distribution. */
    static final int[] DIST_RTTS = {20, 50, 100};

    static List<Row> rows(double link, double gro) {
        return rows(Params.of(link, gro));
    }

    public static List<Row> rows(Params p) {
        List<Row> rows = new ArrayList<>();
        for (int b : BASE_RTTS) {
            Exit[] e = new Exit[COLUMNS.length];
            for (int c = 0; c < COLUMNS.length; c++) {
                e[c] = simulate(COLUMN_VARIANTS[c], c == FQ_COLUMN, b, p.handshake(b), p.link, p.gro, 0, null);
            }
            rows.add(new Row(b, e));
        }
        return rows;
    }

    /** Exit cwnds of {@code p.flows} jittered flows per column at base RTT {@code baseUs}: [column][flow], sorted. */
    static int[][] flows(Params p, int baseUs) {
        Exit[][] e = flowExits(p, baseUs);
        int[][] out = new int[COLUMNS.length][p.flows];
        for (int c = 0; c < COLUMNS.length; c++) {
            for (int f = 0; f < p.flows; f++) {
                out[c][f] = e[c][f].cwnd;
            }
            Arrays.sort(out[c]);
        }
        return out;
    }

    /** The exits of {@code p.flows} jittered flows per column at base RTT {@code baseUs}: [column][flow], in draw order. */
    static Exit[][] flowExits(Params p, int baseUs) {
        Exit[][] out = new Exit[COLUMNS.length][p.flows];
        for (int c = 0; c < COLUMNS.length; c++) {
            Random rng = new Random(p.seed * 1_000_003L + baseUs); // the same jitter draws for every column
            for (int f = 0; f < p.flows; f++) {
                out[c][f] = simulate(COLUMN_VARIANTS[c], c == FQ_COLUMN, baseUs, p.handshake(baseUs), p.link, p.gro,
                        p.jitterUs, rng);
            }
        }
        return out;
    }

    /** TSO packet size in segments, tcp_tso_autosize() with sk_pacing_shift 10 and tcp_min_tso_segs 2. */
    static int tsoSegs(long rate) {
        long segs = (rate >>> 10) / MSS;
        if (segs < 2) {
            return 2;
        }
        return segs > MAX_TSO_SEGS ? MAX_TSO_SEGS : (int) segs;
    }

    /**
     * Runs one flow through slow start until HyStart exits or cwnd reaches {@link #CWND_CAP}. {@code fq} sets
     * sk_pacing_status (the threshold test of 5/5) without modelling paced departures.
     */
    static Exit simulate(Variant v, boolean fq, int baseUs, double linkGbps, double groUsPerSeg) {
        return simulate(v, fq, baseUs, baseUs, linkGbps, groUsPerSeg, 0, null);
    }

    /**
     * One flow with a handshake RTT of {@code handshakeUs} (srtt and the first pacing rate) and, when {@code rng} is
     * given, an extra ACK delay uniform in 0..{@code jitterUs} per TSO packet (ACK order kept).
     */
    static Exit simulate(Variant v, boolean fq, int baseUs, int handshakeUs, double linkGbps, double groUsPerSeg,
            double jitterUs, Random rng) {
        double bytesPerNs = linkGbps / 8.0;
        long baseNs = baseUs * 1000L;
        HyConfig cfg = HyConfig.defaults(v).withPacing(fq).withCwnd(IW);
        HyStep st = Hystart.init(cfg);
        int cwnd = IW;
        double srttUs = handshakeUs;
        long rate = (long) (2.0 * MSS * cwnd * 1e6 / srttUs);
        // in-flight TSO packets, FIFO: segment count, xmit time, ack arrival time, end sequence (segments)
        List<long[]> flight = new ArrayList<>();
        int head = 0;
        long sndNxt = 0;
        long sndUna = 0;
        long endSeq = 0; // bictcp_hystart_reset at init: end_seq = snd_nxt
        long nicFree = 0;
        long lastArrival = 0;
        long now = 0;
        int rounds = 0;
        long minRtt = Long.MAX_VALUE;
        while (true) {
            // send while cwnd allows
            while (sndNxt - sndUna < cwnd) {
                int segs = (int) Math.min(tsoSegs(rate), cwnd - (sndNxt - sndUna));
                long bytes = (long) segs * MSS;
                long start = Math.max(now, nicFree);
                nicFree = start + (long) Math.ceil(bytes / bytesPerNs);
                long arrival = nicFree + baseNs + (long) (groUsPerSeg * 1000.0 * segs);
                if (rng != null) {
                    arrival += (long) (rng.nextDouble() * jitterUs * 1000.0);
                }
                arrival = Math.max(arrival, lastArrival);
                lastArrival = arrival;
                sndNxt += segs;
                flight.add(new long[] {segs, now, arrival, sndNxt});
            }
            long[] p = flight.get(head++);
            now = p[2];
            int rttUs = (int) ((p[2] - p[1]) / 1000L);
            minRtt = Math.min(minRtt, rttUs);
            sndUna = p[3];
            boolean roundEnd = sndUna > endSeq;
            st = Hystart.ack(cfg, st.after, Ack.of((int) (now / 1000L), rttUs, cwnd, rate, roundEnd));
            if (st.after.found != 0) {
                return new Exit(st.after.ssthresh, st.exitReason(), rounds, st.after.delayMin & 0xFFFFFFFFL, minRtt);
            }
            if (st.roundReset) {
                endSeq = sndNxt;
                rounds++;
            }
            cwnd += (int) p[0]; // tcp_slow_start: cwnd += acked (ssthresh infinite)
            srttUs = srttUs + (rttUs - srttUs) / 8.0;
            rate = (long) (2.0 * MSS * cwnd * 1e6 / Math.max(1.0, srttUs));
            if (cwnd >= CWND_CAP) {
                return new Exit(cwnd, "none", rounds, st.after.delayMin & 0xFFFFFFFFL, minRtt);
            }
            if (head > 4096) {
                flight = new ArrayList<>(flight.subList(head, flight.size()));
                head = 0;
            }
        }
    }

    static String header(Params p) {
        double link = p.link;
        double gro = p.gro;
        StringBuilder b = new StringBuilder();
        b.append("# HyStart exit in slow start, the short-RTT scenario of \"tcp_cubic: tweak Hystart detection for short RTT flows\",\n");
        b.append("# through the model of tcp_cubic.c (Dec 2019 series, b344579ca847 of 2020, v6.14+ as in v6.18).\n");
        b.append("# Sample model of the flow (assumptions, not measurements):\n");
        b.append(String.format(Locale.ROOT, "#   sender link %.1f Gbit/s, FIFO qdisc (pfifo_fast, no pacing), NIC queue never full, no loss;%n", link));
        b.append("#   IW10, mss 1448, cwnd-limited; slow start adds the acked segments to cwnd; ssthresh infinite until HyStart;\n");
        b.append("#   TSO packet = max(2, (sk_pacing_rate >> 10) / 1448) segments, at most 44 (tcp_tso_autosize);\n");
        b.append(String.format(Locale.ROOT, "#   receiver: one ACK per TSO packet (GRO), sent after its last segment plus %.2f us per segment%n", gro));
        b.append("#     (GRO/interrupt mitigation: RTT samples grow with the TSO size);\n");
        b.append("#   RTT sample = ACK arrival - TSO packet's transmit time; srtt = 7/8 srtt + 1/8 sample, from the handshake RTT ("
                + (p.handshakeUs == 0 ? "= base RTT" : p.handshakeUs + " us") + ");\n");
        b.append("#   sk_pacing_rate = 2 * mss * cwnd / srtt (tcp_update_pacing_rate, slow start), updated after each ACK,\n");
        b.append("#     so bictcp_acked reads the previous ACK's rate; a round ends when an ACK passes the round's snd_nxt.\n");
        b.append("# Columns: cwnd at exit (= ssthresh set by HyStart) and why: T ack train, D delay, - none before cwnd ")
                .append(CWND_CAP).append(".\n");
        b.append("# LATEST+fq: HYSTART_LATEST with sk_pacing_status set (threshold not halved); departures are not paced in this sample model.\n");
        b.append("# LATEST's cushion reads sk_gso_max_size, taken as 65536 here (a real socket has 65536 - (MAX_TCP_HEADER + 1) or the\n");
        b.append("#   device's BIG TCP size). The flow is bulk (always cwnd-limited; rounds below cwnd 16 never reach the train test), yet\n");
        b.append("#   LATEST differs: since 4e1fddc98d25 the ACK that ends a round resets it before the train test, so it is no longer\n");
        b.append("#   measured against the old round's start (about one RTT earlier); only a train within one round can exit.\n");
        return b.toString();
    }

    static String table(double link, double gro, List<Row> rows) {
        return table(Params.of(link, gro), rows);
    }

    public static String table(Params p, List<Row> rows) {
        StringBuilder b = new StringBuilder(header(p));
        b.append(String.format(Locale.ROOT, "%-11s", "base_rtt_us"));
        for (String c : COLUMNS) {
            b.append(String.format(Locale.ROOT, " %18s", c));
        }
        b.append('\n');
        for (Row r : rows) {
            b.append(String.format(Locale.ROOT, "%-11d", r.baseUs));
            for (Exit e : r.exits) {
                String tag = e.reason.equals("ack_train") ? "T" : e.reason.equals("delay") ? "D"
                        : e.reason.equals("none") ? "-" : "TD";
                b.append(String.format(Locale.ROOT, " %16d %-1s", e.cwnd, tag));
            }
            b.append('\n');
        }
        b.append("# Without jitter, ten flows of one base RTT are ten copies of one run; the distribution below jitters them.\n");
        return b.toString();
    }

    /** The jittered flows at the {@link #DIST_RTTS}: min / median / max exit cwnd and their sum, per column. */
    public static String distribution(Params p) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "# Distribution: %d flows per cell, each ACK delayed by an extra U[0, %.1f] us (seed %d);%n",
                p.flows, p.jitterUs, p.seed));
        b.append("#   min/median/max exit cwnd, and the sum over the flows (TcpExtTCPHystartTrainCwnd when all exit by ACK train).\n");
        b.append(String.format(Locale.ROOT, "%-11s", "base_rtt_us"));
        for (String c : COLUMNS) {
            b.append(String.format(Locale.ROOT, " %22s", c));
        }
        b.append('\n');
        for (int base : DIST_RTTS) {
            int[][] f = flows(p, base);
            b.append(String.format(Locale.ROOT, "%-11d", base));
            for (int[] col : f) {
                long sum = 0;
                for (int x : col) {
                    sum += x;
                }
                b.append(String.format(Locale.ROOT, " %22s", col[0] + "/" + col[col.length / 2] + "/" + col[col.length - 1]
                        + " " + sum));
            }
            b.append('\n');
        }
        b.append("# The commit message measured 10 flows on pfifo_fast: TcpExtTCPHystartTrainCwnd 200 before, 1670 after 4/5;\n");
        b.append("#   the refactor's message (sch_fq, 40G): 1396. See specs/HYSTART.md for which of these the sample model reproduces.\n");
        return b.toString();
    }

    /** The block of specs/HYSTART.md that {@link #markdown} fills ({@code ./pmtu report} rewrites it). */
    public static final GeneratedBlock BLOCK = GeneratedBlock.named("hystart-short-rtt");

    /** The columns' names in specs/HYSTART.md. */
    static final String[] SHORT_COLUMNS = {"BEFORE", "4/5", "REFACTOR", "FIX_2020", "LATEST", "LATEST+fq"};

    /** The handshake RTTs of specs/HYSTART.md's handshake table (0: the base RTT). */
    static final int[] HANDSHAKE_RTTS = {0, 50, 100, 200, 1000};

    /**
     * TcpExtTCPHystartTrainCwnd for 10 flows before and after 4/5, quoted from the commit message of "tcp_cubic: tweak
     * Hystart detection for short RTT flows" (42f3a8aaae66).
     */
    static final int QUOTED_BEFORE = 200;
    static final int QUOTED_AFTER = 1670;

    /** The files of specs/ that {@code ./pmtu report} writes from this scenario at its default knobs. */
    public static Map<String, String> files() {
        Params p = Params.defaults();
        List<Row> rows = rows(p);
        Map<String, String> m = new LinkedHashMap<>();
        m.put("hystart-short-rtt.txt", table(p, rows) + distribution(p));
        m.put("hystart-short-rtt.svg", svg(p.link, p.gro, rows));
        return m;
    }

    /**
     * specs/HYSTART.md's short-RTT figures at the knobs {@code p}: the sample model's knobs, the exit table, the
     * jittered distribution, the handshake RTT's effect at the shortest base RTT, and what they say of the numbers
     * the commit messages quote (each figure computed here, each claim's wording chosen by the figures).
     */
    public static String markdown(Params p) {
        List<Row> rows = rows(p);
        HyConfig kernel = HyConfig.defaults(Variant.HYSTART_LATEST);
        int ackDelta = kernel.hystartAckDeltaUs;
        int base0 = DIST_RTTS[0];
        Map<Integer, Exit[][]> dist = new LinkedHashMap<>();
        for (int base : DIST_RTTS) {
            dist.put(base, flowExits(p, base));
        }
        Map<Integer, Exit[][]> hs = new LinkedHashMap<>();
        for (int h : HANDSHAKE_RTTS) {
            hs.put(h, h == p.handshakeUs ? dist.get(base0)
                    : flowExits(new Params(p.link, p.gro, h, p.flows, p.jitterUs, p.seed), base0));
        }
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "Generated by `./pmtu report` (the rows of specs/hystart-short-rtt.txt, which "
                + "`./pmtu hystart` prints, and the same flows at other handshake RTTs), at the sample model's default "
                + "knobs: a %.1f Gbit/s sender link, a GRO hold of %.2f \u00b5s per segment, IW%d, mss %d, TSO packets of "
                + "at most %d segments, the handshake RTT %s.\n\n",
                p.link, p.gro, IW, MSS, MAX_TSO_SEGS, p.handshakeUs == 0 ? "equal to the base RTT" : p.handshakeUs + " \u00b5s"));
        boolean allTrain = rows.stream().allMatch(r -> Arrays.stream(r.exits).allMatch(e -> e.reason.equals("ack_train")));
        b.append("Results without jitter (cwnd at exit; ").append(allTrain ? "all by ACK train"
                : "T ack train, D delay, - none before cwnd " + CWND_CAP).append("):\n\n");
        header(b, "base RTT \u00b5s");
        for (Row r : rows) {
            b.append("| ").append(r.baseUs);
            for (Exit e : r.exits) {
                b.append(" | ").append(e.cwnd).append(allTrain ? "" : " " + tag(e));
            }
            b.append(" |\n");
        }
        long nonTrain = dist.values().stream().flatMap(Arrays::stream).flatMap(Arrays::stream)
                .filter(e -> !e.reason.equals("ack_train")).count();
        b.append(String.format(Locale.ROOT, "\n%d flows as a distribution: each ACK gets an extra delay uniform in "
                + "0..%s \u00b5s (seed %d); min/median/max exit cwnd and the sum over the %d flows (TcpExtTCPHystartTrainCwnd "
                + "when every flow exits by ACK train%s):\n\n", p.flows, trim(p.jitterUs), p.seed, p.flows,
                nonTrain == 0 ? ", as every one does here" : "; " + nonTrain + " flows here exit otherwise"));
        header(b, "base RTT \u00b5s");
        for (Map.Entry<Integer, Exit[][]> d : dist.entrySet()) {
            b.append("| ").append(d.getKey());
            for (Exit[] col : d.getValue()) {
                int[] c = sorted(col);
                b.append(" | ").append(c[0]).append('/').append(c[c.length / 2]).append('/').append(c[c.length - 1])
                        .append(", ").append(sum(col));
            }
            b.append(" |\n");
        }
        b.append("\nThe handshake RTT at base ").append(base0).append(" \u00b5s (sums over the ").append(p.flows)
                .append(" jittered flows; `./pmtu hystart --handshake-rtt-us H`):\n\n");
        header(b, "handshake RTT \u00b5s");
        for (Map.Entry<Integer, Exit[][]> h : hs.entrySet()) {
            b.append("| ").append(h.getKey() == 0 ? base0 + " (= base)" : h.getKey());
            for (Exit[] col : h.getValue()) {
                b.append(" | ").append(sum(col));
            }
            b.append(" |\n");
        }
        b.append("\nWhat the commit messages' numbers and this sample model say:\n\n");
        // BEFORE: every flow below hystart_ack_delta_us, with or without jitter, at every handshake RTT
        java.util.TreeSet<Integer> before = new java.util.TreeSet<>();
        for (Row r : rows) {
            if (r.baseUs < ackDelta) {
                before.add(r.exits[0].cwnd);
            }
        }
        for (Exit[][] d : dist.values()) {
            Arrays.stream(d[0]).forEach(e -> before.add(e.cwnd));
        }
        for (Exit[][] d : hs.values()) {
            Arrays.stream(d[0]).forEach(e -> before.add(e.cwnd));
        }
        long sBefore = sum(dist.get(base0)[0]);
        b.append("- ").append(sBefore == QUOTED_BEFORE ? "Reproduced" : "Not reproduced (" + sBefore + " here)")
                .append(": \"before\" \u2014 TcpExtTCPHystartTrainCwnd ").append(QUOTED_BEFORE).append(" for 10 flows. ");
        if (before.size() == 1) {
            b.append("Every flow below ").append(ackDelta / 1000).append(" ms leaves slow start at cwnd ").append(before.first())
                    .append(" in BEFORE, with or without jitter and at every handshake RTT: ");
        } else {
            b.append("BEFORE's flows below ").append(ackDelta / 1000).append(" ms leave slow start at cwnd ")
                    .append(before.first()).append("..").append(before.last()).append(", each at ");
        }
        b.append("the first cwnd \u2265 ").append(kernel.hystartLowWindow).append(" (hystart_low_window) whose round-ending ACK ")
                .append("arrives more than delay_min/2 after the round start.\n");
        // 4/5: the quoted "after" against the default handshake, and the handshake RTT that comes closest to it
        long s45 = sum(hs.get(0)[1]);
        int closest = 0;
        for (int h : HANDSHAKE_RTTS) {
            if (h != 0 && (closest == 0 || Math.abs(sum(hs.get(h)[1]) - QUOTED_AFTER) < Math.abs(sum(hs.get(closest)[1]) - QUOTED_AFTER))) {
                closest = h;
            }
        }
        long sClosest = sum(hs.get(closest)[1]);
        b.append("- ").append(s45 == QUOTED_AFTER ? "Reproduced" : "Not reproduced at the default assumptions")
                .append(": \"after\" \u2014 ").append(QUOTED_AFTER).append(" (8.35\u00d7). With the handshake RTT equal to the ")
                .append("base RTT, 4/5 gives ").append(s45).append(" (").append(ratio(s45, sBefore)).append("). The handshake RTT ")
                .append("moves it: the closest of the table's handshake RTTs to the quoted figure is ").append(closest)
                .append(" \u00b5s (a SYN/SYN-ACK exchange ").append(ratio(closest, base0).replace("\u00d7", " times"))
                .append(" slower than the data path), where 4/5 gives ").append(sClosest).append(" (").append(ratio(sClosest, sBefore))
                .append("). That is one free parameter fitted to one number, so it shows what the result is sensitive to, ")
                .append("not a reproduction; the commit's testbed RTTs and handshake timing are not known here.\n");
        b.append("- The refactor's message (sch_fq, 40 Gbit/s): 1396. LATEST with the fq pacing status gives ")
                .append(sum(hs.get(0)[FQ_COLUMN])).append(" at ").append(base0).append(" \u00b5s; departures are not paced in ")
                .append("this sample model, so the fq column is only the threshold rule, not a reproduction.\n");
        // FIX_2020 against REFACTOR over every cell of the three tables
        int cells = 0;
        int differ = 0;
        for (Row r : rows) {
            cells++;
            differ += r.exits[2].cwnd != r.exits[3].cwnd ? 1 : 0;
        }
        for (Exit[][] d : dist.values()) {
            cells++;
            differ += Arrays.equals(sorted(d[2]), sorted(d[3])) ? 0 : 1;
        }
        for (Exit[][] d : hs.values()) {
            cells++;
            differ += sum(d[2]) == sum(d[3]) ? 0 : 1;
        }
        b.append("- ").append(differ == 0 ? "FIX_2020 equals REFACTOR in every cell: this bulk flow's minimum RTT does not "
                + "drop within a round after eight samples, so the delay fix does not act.\n"
                : "FIX_2020 differs from REFACTOR in " + differ + " of " + cells + " cells.\n");
        // LATEST against FIX_2020 below hystart_ack_delta_us
        boolean later = rows.stream().filter(r -> r.baseUs < ackDelta).allMatch(r -> r.exits[4].cwnd > r.exits[3].cwnd);
        Row r0 = rows.get(0);
        b.append("- LATEST exits later than FIX_2020 ").append(later ? "at every base RTT" : "not at every base RTT")
                .append(" below ").append(ackDelta / 1000).append(" ms (").append(r0.exits[4].cwnd).append(" vs ")
                .append(r0.exits[3].cwnd).append(" at ").append(r0.baseUs).append(" \u00b5s). The flow is bulk, so neither the ")
                .append("cwnd-limited condition nor the low-window gate is what acts: since 4e1fddc98d25 the ACK that ends a ")
                .append("round resets the round *before* the train test, so it is no longer measured against the old round's ")
                .append("start about one RTT earlier; only an ACK train within one round (cwnd \u00d7 serialization plus GRO ")
                .append("holds) can exit. 4e1fddc98d25's message says as much (\"Hystart can still trigger, depending on ")
                .append("scheduling artifacts, but at a higher CWND/SSTHRESH threshold\"). This is a model prediction for the ")
                .append("sample model's path, not a measurement.\n");
        // 1 ms: the capped cushion; 5 and 10 ms: the BDP
        Row ms1 = rows.stream().filter(r -> r.baseUs == 1000).findFirst().orElse(null);
        if (ms1 != null) {
            int c = ms1.exits[1].cwnd;
            boolean asBefore = c == ms1.exits[0].cwnd && ms1.exits[2].cwnd == c && ms1.exits[3].cwnd == c;
            b.append("- At 1 ms the cushion (capped at 1000 \u00b5s) ").append(asBefore ? "no longer helps 4/5..FIX_2020: "
                    + "they exit at cwnd " + c + " as BEFORE does, the threshold (delay_min + cushion) / 2 crossed by the "
                    + "one-RTT-late ACK" : "leaves 4/5..FIX_2020 at cwnd " + ms1.exits[1].cwnd + ", " + ms1.exits[2].cwnd
                    + ", " + ms1.exits[3].cwnd + " against BEFORE's " + ms1.exits[0].cwnd).append(". From ")
                    .append(ackDelta / 1000).append(" ms (hystart_ack_delta_us) the ACKs of a non-full pipe are no longer ")
                    .append("\"close\"");
            List<String> bdp = new ArrayList<>();
            for (Row r : rows) {
                if (r.baseUs > ackDelta) {
                    int lo = Integer.MAX_VALUE;
                    int hi = 0;
                    for (int k = 0; k < FQ_COLUMN; k++) {
                        lo = Math.min(lo, r.exits[k].cwnd);
                        hi = Math.max(hi, r.exits[k].cwnd);
                    }
                    long packets = Math.round(p.link * 1e9 / 8 * r.baseUs * 1e-6 / MSS);
                    bdp.add(String.format(Locale.ROOT, "%,d..%,d at %d ms against a BDP of %,d packets", lo, hi,
                            r.baseUs / 1000, packets));
                }
            }
            if (!bdp.isEmpty()) {
                b.append(", and beyond it the ACK train finds the BDP in every variant without the fq status: exits of ")
                        .append(String.join(", ", bdp)).append(String.format(Locale.ROOT, " (%.1f Gbit/s)", p.link));
            }
            b.append(".\n");
        }
        return b.toString();
    }

    private static void header(StringBuilder b, String first) {
        b.append("| ").append(first);
        for (String c : SHORT_COLUMNS) {
            b.append(" | ").append(c);
        }
        b.append(" |\n|---");
        for (int i = 0; i < SHORT_COLUMNS.length; i++) {
            b.append("|---");
        }
        b.append("|\n");
    }

    private static String tag(Exit e) {
        return e.reason.equals("ack_train") ? "T" : e.reason.equals("delay") ? "D" : e.reason.equals("none") ? "-" : "TD";
    }

    private static long sum(Exit[] col) {
        long s = 0;
        for (Exit e : col) {
            s += e.cwnd;
        }
        return s;
    }

    private static int[] sorted(Exit[] col) {
        return Arrays.stream(col).mapToInt(e -> e.cwnd).sorted().toArray();
    }

    /** a / b as "2.4\u00d7" (one decimal, none when whole). */
    static String ratio(long a, long b) {
        return trim((double) a / b) + "\u00d7";
    }

    private static String trim(double x) {
        String s = String.format(Locale.ROOT, "%.1f", x);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }

    /** A log-log plot of the exit cwnd against the base RTT, one line per column. */
    public static String svg(double link, double gro, List<Row> rows) {
        int w = 900;
        int h = 480;
        int x0 = 80;
        int x1 = w - 230;
        int y0 = h - 60;
        int y1 = 40;
        double lx0 = Math.log10(10);
        double lx1 = Math.log10(20000);
        double ly0 = Math.log10(10);
        double ly1 = Math.log10(CWND_CAP * 2.0);
        String[] colors = {"#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#17becf", "#9467bd"};
        StringBuilder b = new StringBuilder();
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"").append(h)
                .append("\" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\" font-family=\"sans-serif\" font-size=\"12\">\n");
        b.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"22\" font-size=\"14\">cwnd at HyStart exit vs base RTT"
                + " (sample model: %.1f Gbit/s, pfifo_fast, GRO hold %.2f us/segment)</text>%n", x0, link, gro));
        b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"black\"/>%n",
                x0, y1, x1 - x0, y0 - y1));
        int[] xt = {10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000};
        for (int t : xt) {
            double x = x0 + (Math.log10(t) - lx0) / (lx1 - lx0) * (x1 - x0);
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>%n", x, y1, x, y0));
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n", x, y0 + 16, t));
        }
        int[] yt = {10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000};
        for (int t : yt) {
            double y = y0 - (Math.log10(t) - ly0) / (ly1 - ly0) * (y0 - y1);
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>%n", x0, y, x1, y));
            b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%d</text>%n", x0 - 6, y + 4, t));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">base RTT (us, log)</text>%n",
                (x0 + x1) / 2, h - 20));
        b.append(String.format(Locale.ROOT, "<text x=\"20\" y=\"%d\" transform=\"rotate(-90 20 %d)\" text-anchor=\"middle\">"
                + "cwnd at exit (packets, log)</text>%n", (y0 + y1) / 2, (y0 + y1) / 2));
        for (int c = 0; c < COLUMNS.length; c++) {
            StringBuilder pts = new StringBuilder();
            for (Row r : rows) {
                double x = x0 + (Math.log10(r.baseUs) - lx0) / (lx1 - lx0) * (x1 - x0);
                double y = y0 - (Math.log10(Math.max(10, r.exits[c].cwnd)) - ly0) / (ly1 - ly0) * (y0 - y1);
                pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
                b.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>%n", x, y, colors[c]));
            }
            b.append("<polyline fill=\"none\" stroke-width=\"2\" stroke=\"").append(colors[c]).append("\"")
                    .append(c == FQ_COLUMN ? " stroke-dasharray=\"6 4\"" : "").append(" points=\"").append(pts.toString().trim())
                    .append("\"/>\n");
            int ly = y1 + 20 + 22 * c;
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"%s/>%n",
                    x1 + 15, ly, x1 + 40, ly, colors[c], c == FQ_COLUMN ? " stroke-dasharray=\"6 4\"" : ""));
            b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", x1 + 46, ly + 4, COLUMNS[c]));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\">flow sample model is an assumption;</text>%n",
                x1 + 15, y1 + 20 + 22 * COLUMNS.length + 8));
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\">HyStart decisions from the model</text>%n",
                x1 + 15, y1 + 20 + 22 * COLUMNS.length + 22));
        b.append("</svg>\n");
        return b.toString();
    }
}
