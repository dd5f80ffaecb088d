package pmtuverify.kernel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pmtuverify.model.hystart.Variant;

/**
 * The HyStart part of {@code ./pmtu kernel}: runs the HyStart scenarios, holds each against the model's HyStart
 * variant through the replay code {@code ./pmtu replay} runs, and writes the HyStart section of specs/KERNEL.md.
 */
public final class HystartKernel {
    /** The HyStart model the HyStart scenarios are held against: the v6.14-and-later code this kernel runs. */
    public static final String VARIANT = "HYSTART_LATEST";
    static final String SECTION = "## HyStart (CUBIC) state conformance";

    private HystartKernel() {}

    /** Runs (or, with {@code from}, reads) the scenarios; prints each result; adds them to {@code results}. */
    public static boolean run(List<HystartScenario> chosen, String variant, String keep, String from, boolean json,
            boolean record, List<HystartResult> results, Map<String, List<String>> others)
            throws IOException, InterruptedException {
        boolean ok = true;
        int id = 50;
        for (HystartScenario s : chosen) {
            long t0 = System.nanoTime();
            HystartResult r = null;
            for (int attempt = 0; attempt <= Runner.RERUNS; attempt++) {
                Path dir;
                Observation obs;
                if (from != null) {
                    dir = Paths.get(from, s.name);
                    try {
                        obs = Observation.read(dir);
                    } catch (IOException e) {
                        System.out.println(s.name + ": NO_DATA (no usable recording: " + e.getMessage() + ")");
                        ok = false;
                        break;
                    }
                } else {
                    dir = keep != null ? Paths.get(keep, s.name) : Files.createTempDirectory("pmtu-kernel-" + s.name);
                    Files.createDirectories(dir);
                    try {
                        obs = Runner.run(s, dir, id++);
                        if (record) {
                            Observation.copy(dir, Runner.RUNS.resolve(s.name));
                        }
                    } catch (IOException e) {
                        if (attempt < Runner.RERUNS) {
                            System.err.println("pmtu kernel: " + s.name + " failed (" + e.getMessage() + "), rerun " + (attempt + 1));
                            continue;
                        }
                        System.out.println(s.name + ": FAILED to run: " + e.getMessage());
                        ok = false;
                        break;
                    }
                }
                Map<String, Long> params = HystartConformance.params(dir);
                r = HystartConformance.check(s, variant, obs, params);
                others.put(s.name, otherVariants(s, variant, obs, params));
                boolean again = r.verdict == Conformance.Verdict.NOISY || r.verdict == Conformance.Verdict.NO_DATA;
                if (!again || from != null || attempt == Runner.RERUNS) {
                    break;
                }
                System.err.println("pmtu kernel: " + s.name + " " + r.verdict + " (" + r.windowEnd + "), rerun " + (attempt + 1));
            }
            if (r == null) {
                continue;
            }
            results.add(r);
            ok &= r.verdict == Conformance.Verdict.AGREES;
            double secs = (System.nanoTime() - t0) / 1e9;
            if (json) {
                System.out.println(r.json().replaceFirst("\\}$", ",\"seconds\":" + String.format("%.1f", secs) + "}"));
            } else {
                System.out.print(r.text());
                System.out.printf("  run: %.1f s%n", secs);
            }
            System.out.flush();
        }
        return ok;
    }

    /**
     * The same samples held against every other HyStart variant: "VARIANT: verdict" with the first divergence. The
     * variants whose round reset sits in cong_avoid read tcp_is_cwnd_limited, which the samples do not hold: the
     * replay takes it as true (its default).
     */
    public static List<String> otherVariants(HystartScenario s, String variant, Observation obs, Map<String, Long> params) {
        List<String> l = new ArrayList<>();
        for (Variant v : Variant.values()) {
            if (!v.name().equals(variant)) {
                HystartResult r = HystartConformance.check(s, v.name(), obs, params);
                l.add(v.name() + ": " + r.verdict + (r.verdict == Conformance.Verdict.DIFFERS ? " (" + r.why + ")" : ""));
            }
        }
        return l;
    }

    /**
     * specs/KERNEL.md from the PLPMTUD part ({@code plpmtud}, or the existing file's when this run had no PLPMTUD
     * scenario) and the HyStart section ({@code hystart}, or the existing file's when this run had none).
     */
    public static String merge(String existing, String plpmtud, String hystart) {
        String old = existing == null ? "" : existing;
        int at = old.indexOf(SECTION);
        String oldPl = at < 0 ? old : old.substring(0, at);
        String oldHy = at < 0 ? "" : old.substring(at);
        String pl = plpmtud != null ? plpmtud : oldPl;
        String hy = hystart != null ? hystart : oldHy;
        if (hy.isEmpty()) {
            return pl;
        }
        return pl.endsWith("\n\n") || pl.isEmpty() ? pl + hy : pl.stripTrailing() + "\n\n" + hy;
    }

    /** The HyStart section of specs/KERNEL.md. */
    public static String section(List<HystartResult> results, String variant, Map<String, List<String>> others) {
        StringBuilder b = new StringBuilder();
        String release = results.isEmpty() ? "?" : results.get(0).observation.release;
        b.append(SECTION).append("\n\n");
        b.append("Generated by `./pmtu kernel --report` from the HyStart recordings under specs/kernel-runs (Linux ")
                .append(release).append("), against the model's ").append(variant).append(" variant. ")
                .append("The sender's congestion control is CUBIC, chosen by its route (`ip route ... congctl cubic`, ")
                .append("the RTAX_CC_ALGO metric, which tcp_connect_init applies through tcp_ca_dst_init, ")
                .append("net/ipv4/tcp_output.c@v6.18): a child namespace cannot make cubic its default on this machine, ")
                .append("where tcp_allowed_congestion_control is reno and bbr, because tcp_set_default_congestion_control ")
                .append("(net/ipv4/tcp_cong.c@v6.18) refuses a restricted algorithm outside init_net with EPERM ")
                .append("(8d432592f30f, 2021); Java has no TCP_CONGESTION socket option. ")
                .append("bpftrace reads struct bictcp at inet_connection_sock.icsk_ca_priv on tcp:tcp_probe, which fires ")
                .append("at the top of tcp_rcv_established before tcp_ack: each sample is the state the previous ACK ")
                .append("left. Every ACK becomes one replay event whose RTT sample and clock come from the socket ")
                .append("(rack.rtt_us and rack.mstamp + rack.rtt_us, which tcp_rack_advance stores from the same skb ")
                .append("and tcp_mstamp as tcp_clean_rtx_queue's ca_rtt_us, net/ipv4/tcp_input.c@v6.18, ")
                .append("net/ipv4/tcp_recovery.c@v6.18), and after every ACK the model had to equal the kernel in ")
                .append("delay_min, curr_rtt, round_start, last_ack, sample_cnt, found, snd_ssthresh and in whether a ")
                .append("new round began (end_seq moved). The window compared runs from the first sampled ACK to the ")
                .append("exit decision (found 0 to 1), ending at the first ACK after which bictcp_update set ")
                .append("epoch_start (the model takes epoch_start as a config input). AGREES needs the exit inside the ")
                .append("window; NOISY means all compared ACKs agreed but the window ended earlier (SACK, loss, a ")
                .append("retransmission: the ACK's RTT sample cannot be read back), and does not count as agreement. ")
                .append("The TcpExtTCPHystart* counters are qualitative witnesses only.\n\n");
        b.append("| scenario | setup | verdict | ACKs compared | rounds | exit | counters |\n");
        b.append("|---|---|---|---|---|---|---|\n");
        for (HystartResult r : results) {
            b.append("| ").append(r.scenario.name).append(" | ").append(r.scenario.setup()).append(" | ").append(r.verdict)
                    .append(" | ").append(r.steps.size()).append(" | ").append(r.rounds()).append(" | ").append(r.exit())
                    .append(" | ").append(r.counters()).append(" |\n");
        }
        b.append("\nThe same samples against the other HyStart variants (the model's history of tcp_cubic.c; ")
                .append("those with the round reset in cong_avoid take tcp_is_cwnd_limited as true, which the samples ")
                .append("do not hold):\n\n");
        for (HystartResult r : results) {
            for (String o : others.getOrDefault(r.scenario.name, List.of())) {
                b.append("- ").append(r.scenario.name).append(", ").append(o).append('\n');
            }
        }
        b.append("\n### Limits\n\n");
        for (String l : LIMITS) {
            b.append("- ").append(l).append('\n');
        }
        b.append("\n### Details\n\n");
        for (HystartResult r : results) {
            b.append("```\n").append(r.text()).append("```\n\n");
        }
        return b.toString();
    }

    /** What the HyStart comparison does not cover on this kernel. */
    static final String[] LIMITS = {
        "Only slow start up to the exit decision is compared: after it bictcp_update sets epoch_start (the model "
            + "holds it fixed), and cubictcp_acked then discards samples for HZ jiffies; CUBIC's window growth and "
            + "cubictcp_state/cubictcp_recalc_ssthresh are not modelled.",
        "An ACK's RTT sample is read back only when it is the last skb tcp_clean_rtx_queue freed, neither SACKed nor "
            + "retransmitted (then rack.end_seq equals snd_una after the ACK). With SACK blocks the sample is "
            + "sack->last_sackt's, with a retransmission acked it may be the timestamp echo's (tcp_ack_update_rtt), "
            + "and tcp_rack_advance skips retransmitted skbs younger than min_rtt: such an ACK ends the window.",
        "The clock of an ACK without an RTT sample (snd_una unchanged) is bpftrace's ktime at the tracepoint, not "
            + "tcp_mstamp; cubictcp_acked returns before reading the clock on such an ACK (rtt_us < 0), so only the "
            + "replay's bookkeeping sees it. The tcp_jiffies32 of each ACK is tp->rcv_tstamp after it (tcp_ack stores "
            + "it); it matters only for the epoch_start discard, which the window excludes.",
        "Every ACK must be sampled: the ACK's ack_seq as tcp_ack reads it (TCP_SKB_CB(skb)->ack_seq, at sk_buff "
            + "offset 40 on x86-64, checked against the header's sequence number on every line) must be snd_una after "
            + "it. ACKs queued while the sender holds the socket lock may be coalesced by tcp_add_backlog "
            + "(net/ipv4/tcp_ipv4.c@v6.18), which updates the control block's ack_seq but not the header's; such a "
            + "merged ACK is one call of tcp_ack and one event. A BPF program is skipped while another one runs on the "
            + "same CPU, so a second busy probe (as timer:timer_start would be) can make bpftrace miss an ACK; the "
            + "check ends the window there instead of replaying two ACKs as one.",
        "Delayed ACKs (the receiver's quick-ack mode ends after the first segments) make the RTT samples include the "
            + "receiver's ACK delay; the kernel and the model see the same samples, so this changes what HyStart "
            + "detects, not the comparison.",
    };
}
