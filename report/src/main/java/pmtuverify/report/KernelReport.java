package pmtuverify.report;

import pmtuverify.kernel.hystart.HystartKernel;
import java.util.List;
import pmtuverify.kernel.plpmtud.Result;
import pmtuverify.kernel.plpmtud.Witness;

/** specs/KERNEL.md: the kernel suite's scenarios and verdicts on this machine's kernel. */
public final class KernelReport {
    private KernelReport() {}

    /**
     * specs/KERNEL.md from the recordings under {@code runs}: every PLPMTUD scenario's row (a scenario without a
     * recording says so), then the HyStart section.
     */
    public static String fromRecordings(java.nio.file.Path runs, String variant, String hyVariant) throws java.io.IOException {
        List<Result> results = new java.util.ArrayList<>();
        List<String> missing = new java.util.ArrayList<>();
        for (pmtuverify.kernel.plpmtud.Scenario s : pmtuverify.kernel.plpmtud.Scenario.ALL) {
            java.nio.file.Path dir = runs.resolve(s.name);
            if (java.nio.file.Files.isDirectory(dir)) {
                results.add(pmtuverify.kernel.plpmtud.Conformance.checkRecording(s, variant, dir));
            } else {
                missing.add(s.name);
            }
        }
        List<pmtuverify.kernel.hystart.HystartResult> hy = new java.util.ArrayList<>();
        java.util.Map<String, List<String>> others = new java.util.LinkedHashMap<>();
        List<String> hyMissing = new java.util.ArrayList<>();
        for (pmtuverify.kernel.hystart.HystartScenario s : pmtuverify.kernel.hystart.HystartScenario.ALL) {
            java.nio.file.Path dir = runs.resolve(s.name);
            if (java.nio.file.Files.isDirectory(dir)) {
                pmtuverify.kernel.capture.Observation obs = pmtuverify.kernel.capture.Observation.read(dir);
                java.util.Map<String, Long> params = pmtuverify.kernel.hystart.HystartConformance.params(dir);
                hy.add(pmtuverify.kernel.hystart.HystartConformance.checkRecording(s, hyVariant, dir));
                others.put(s.name, HystartKernel.otherVariants(s, hyVariant, obs, params));
            } else {
                hyMissing.add(s.name);
            }
        }
        String pl = markdown(results, variant);
        String power = pitPower(runs.resolveSibling("KERNEL-MUTATION.md"));
        if (power != null) {
            pl = pl.replaceFirst("\n## Findings", java.util.regex.Matcher.quoteReplacement("\n" + power + "\n## Findings"));
        }
        if (!missing.isEmpty()) {
            pl = pl.replaceFirst("\n## Findings", java.util.regex.Matcher.quoteReplacement(
                    "\nNo recording yet (run `./pmtu kernel --record --scenario S`): " + String.join(", ", missing)
                            + ".\n\n## Findings"));
        }
        String hySection = HystartKernel.section(hy, hyVariant, others);
        if (!hyMissing.isEmpty()) {
            hySection = hySection.stripTrailing() + "\n\nNo recording yet: " + String.join(", ", hyMissing) + ".\n";
        }
        return pmtuverify.kernel.Stability.append(HystartKernel.merge(null, pl, hySection), runs);
    }

    /**
     * The section on the suite's power over the model's code: the score row of specs/KERNEL-MUTATION.md (PIT's
     * mutants of model/plpmtud judged by the recordings, written by the kernel module's -Ppit-kernel profile), or
     * null when there is no such page.
     */
    static String pitPower(java.nio.file.Path page) throws java.io.IOException {
        if (!java.nio.file.Files.isRegularFile(page)) {
            return null;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "(?m)^\\| pmtuverify\\.model\\.plpmtud \\| (\\d+) \\| (\\d+) \\| (\\d+) \\| (\\d+) \\| (\\S+) \\| (\\S+) \\|$")
                .matcher(java.nio.file.Files.readString(page));
        if (!m.find()) {
            throw new java.io.IOException(page + ": no score row for pmtuverify.model.plpmtud");
        }
        int unreviewed = 0;
        java.util.regex.Matcher u = java.util.regex.Pattern.compile("(?m)^(\\d+) survivors are UNREVIEWED\\.$")
                .matcher(java.nio.file.Files.readString(page));
        if (u.find()) {
            unreviewed = Integer.parseInt(u.group(1));
        }
        return "## The suite's power over the model's code\n\n"
                + "PIT's DEFAULTS mutants of `pmtuverify.model.plpmtud`, each judged by re-judging every PLPMTUD "
                + "recording above against LATEST (the kernel module's `-Ppit-kernel` profile; every survivor in "
                + "[KERNEL-MUTATION.md](KERNEL-MUTATION.md)): " + m.group(1) + " mutants, " + m.group(2) + " detected, "
                + m.group(3) + " survived, " + m.group(4) + " on lines no recording runs (the code of other variants "
                + "and the paths of LATEST no recording takes); score " + m.group(5) + ", strength (detected of the "
                + "mutants on lines some recording runs) " + m.group(6) + "; " + (unreviewed == 0
                        ? "every survivor has a reviewed reason." : unreviewed + " survivors have no reviewed reason yet.")
                + "\n";
    }

    public static String markdown(List<Result> results, String variant) {
        StringBuilder b = new StringBuilder();
        String release = results.isEmpty() ? "?" : results.get(0).observation.release;
        b.append("# Kernel conformance\n\n");
        b.append("Generated by `./pmtu kernel --report` from the recordings under specs/kernel-runs (made by ")
                .append("`./pmtu kernel --record` on Linux ").append(release).append("; a test regenerates this file from ")
                .append("them and fails when it is stale), against the model's ").append(variant)
                .append(" variant. Each scenario's sender socket was sampled with bpftrace on tcp:tcp_probe and ")
                .append("tcp:tcp_retransmit_skb; every change of its PLPMTUD state became replay events, and after ")
                .append("every transition the model's state had to equal the kernel's in search_low, search_high, ")
                .append("probe_size, probe_timestamp, mss_cache, enabled and pmtu_cookie. Probes: `+` acked, `-` lost, ")
                .append("`~` cancelled by another retransmission. A run is compared to its end: where the comparison's window ")
                .append("ends early (a difference, a missing observation, a reprobe the sampled ACK gated), the verdict names ")
                .append("the first such transition and counts the later compared states (each later transition, the hold ")
                .append("check as one) that differ too; the model runs on from its own state there, not resynchronised to the ")
                .append("kernel's, so a later difference can follow from the first. A run rerun after a NOISY or NO_DATA ")
                .append("attempt keeps the earlier attempts' recordings (SCENARIO/attempt-K), and its verdict names each one's ")
                .append("verdict, re-judged from them. See the README, \"Kernel conformance\".\n\n");
        b.append("| scenario | setup | verdict | kernel probes | model probes | probe lists compared | transitions "
                + "| TCPMTUPSuccess/Fail | outcomes on the wire | not compared independently |\n");
        b.append("|---|---|---|---|---|---|---|---|---|---|\n");
        int confirmed = 0;
        int probes = 0;
        int atLow = 0;
        int open = 0;
        int unchecked = 0;
        for (Result r : results) {
            pmtuverify.kernel.plpmtud.Conformance.WireOutcomes w = r.wireOutcomes();
            b.append("| ").append(r.scenario.name).append(" | ").append(r.scenario.setup()).append(" | ")
                    .append(r.verdictWords()).append(" | ").append(short16(r.kernelProbes())).append(" | ")
                    .append(short16(r.modelProbes())).append(" | ")
                    .append(pmtuverify.kernel.plpmtud.ProbeLists.of(r).words(r)).append(" | ").append(r.transitions.size()).append(" | ")
                    .append(r.observation.delta("TcpExtTCPMTUPSuccess")).append('/')
                    .append(r.observation.delta("TcpExtTCPMTUPFail")).append(" | ")
                    .append(w == null ? "not checked" : w.confirmed() + " of " + w.probes()).append(" | ")
                    .append(pmtuverify.kernel.plpmtud.Coverage.byConstructionWords(r)).append(" |\n");
            if (w == null) {
                unchecked += r.kernelProbes().size();
            } else {
                confirmed += w.confirmed();
                probes += w.probes();
                atLow += w.atSearchLow();
                open += w.open();
            }
        }
        b.append("\nProbe outcomes the wire confirmed (the first thing the capture shows after the probe's segment is its ACK, ")
                .append("its own retransmission, or another retransmission, as the samples read it): ").append(confirmed)
                .append(" of ").append(probes).append(" probes in complete captures; ").append(atLow)
                .append(" were at the search_low that sent them (tcp_probe_threshold <= 1: data-sized, the wire cannot tell ")
                .append("them from data), ").append(open).append(" unresolved when the samples or the capture ended, and ")
                .append(unchecked).append(" not checked (captures that missed packets or kept no steps).\n");
        b.append('\n').append(pmtuverify.kernel.plpmtud.Coverage.markdown(results));
        b.append("\n## Findings\n\n");
        for (String[] f : FINDINGS) {
            b.append("- **").append(f[0]).append("**: ").append(f[1]).append('\n');
        }
        b.append("\n## Limits\n\n");
        for (String l : LIMITS) {
            b.append("- ").append(l).append('\n');
        }
        b.append("\n## Witnesses\n\n");
        b.append("Each VIOLATED cell of LATEST that this environment can produce, evaluated on the kernel's own states ")
                .append("(every run against every formula, over the fields bpftrace read and the namespace's counters):\n\n");
        for (Witness w : Witness.ALL) {
            List<String> seen = new java.util.ArrayList<>();
            for (Result r : results) {
                w.of(r).ifPresent(f -> seen.add(r.scenario.name + " (" + r.verdict + "): " + f));
            }
            b.append("- **").append(w.invariant()).append("** (`").append(w.formula()).append("`): ");
            if (seen.isEmpty()) {
                b.append("not shown by these runs\n");
            } else {
                b.append("witnessed on Linux ").append(release).append('\n');
                for (String x : seen) {
                    b.append("  - ").append(x).append('\n');
                }
            }
        }
        b.append("\nNot produced here:\n\n");
        for (String[] n : NOT_PRODUCED) {
            b.append("- **").append(n[0]).append("**: ").append(n[1]).append('\n');
        }
        b.append("\n## Details\n\n");
        for (Result r : results) {
            b.append("```\n").append(r.text()).append("```\n\n");
        }
        return b.toString();
    }

    /**
     * The documented differences between this kernel and LATEST (the scenarios' {@code finding}), and the ones
     * closed since, with what closed them.
     */
    public static final String[][] FINDINGS = {
        {"WINDOW_END", "on small-window-5107 (passive open, a receiver with SO_RCVBUF 8192) the model sends the probe of "
                + "3091 at the send after the first window growth, and the kernel does not yet: snd_wnd (7599 in the "
                + "recording) is above size_needed = 3039 + 4 * 1024, so tcp_mtu_probe's `snd_wnd < size_needed` gate, which "
                + "the model has, passes, but the next one, `if (after(tp->snd_nxt + size_needed, tcp_wnd_end(tp))) return "
                + "0;` (net/ipv4/tcp_output.c@v6.18), waits while the data in flight leaves less than size_needed of the "
                + "window. The model has no snd_nxt or snd_una (observe.bt does not print them), so it cannot take that "
                + "gate; the kernel sends the same probe later and both agree on it (3091 acked). A model gap, open."},
        {"ICMP_CANCEL (closed)", "an ICMP \"fragmentation needed\" (IPv6: packet too big) that answers the probe in "
                + "flight used to cancel the probe at once in the model (tcp_v4_mtu_reduced: tcp_sync_mss, then "
                + "tcp_simple_retransmit's retransmission clears probe_size in __tcp_retransmit_skb), while the kernel's "
                + "sample after the ICMP still held it (probe_size 1447 with pmtu_cookie 1400, icsk_ca_state "
                + "TCP_CA_Loss). tcp_simple_retransmit (net/ipv4/tcp_input.c@v6.18) marks the oversized segments lost "
                + "and calls tcp_xmit_retransmit_queue (net/ipv4/tcp_output.c@v6.18), which sends nothing while "
                + "tcp_packets_in_flight >= snd_cwnd; the retransmission that cancels the probe comes at a later ACK. "
                + "The model now takes both steps: the ICMP event carries `cwnd_full` when no tcp:tcp_retransmit_skb "
                + "sample came between the ICMP and the next ACK (an observation, not a compared field), the probe "
                + "stays in flight, and the later retransmission (a retransmit event) cancels it. icmp-1400 agrees."},
    };

    /** LATEST's VIOLATED cells this environment cannot produce, with the reason. */
    public static final String[][] NOT_PRODUCED = {
        {"REPROBE_TIMING, REPROBE_TIMING_ANY_INTERVAL", "the counterexamples need an idle gap of 2^32 jiffies or more "
                + "(198.8 days at HZ 250): tcp_mtu_check_reprobe compares u32 tcp_jiffies32 values."},
        {"PROBE_LOSS_NEVER_RAISES_HIGH, TERMINATION_AFTER_OUTSIDE", "the counterexamples set tcp_min_snd_mss to the "
                + "peer's MSS (1460) on a path whose route MTU rises, or where probes of the floor's size are lost while "
                + "full-sized data segments pass. tcp_mtu_to_mss clamps mss_cache to the same floor, so every data segment "
                + "is as long as the pinned probe: a path that drops the probe (a black hole) drops the connection's "
                + "data too, and the kernel goes into RTOs, not a probe loop."},
    };

    /** What the suite does not cover, or covers only in part, on this kernel. */
    public static final String[] LIMITS = {
        "Inputs and predictions. Observed, never compared: the MTU each ICMP reports (the capture on the sender's "
            + "link; a change of the kernel's state that implies an ICMP takes the next captured one below the socket's "
            + "pmtu_cookie, and a capture without one makes the run DIFFERS, or NO_DATA when the capture missed packets), "
            + "the peer's window, snd_cwnd and ca_state, and the kernel's HZ. Predicted and compared: search_low, "
            + "search_high, probe_size, probe_timestamp, mss_cache, enabled and pmtu_cookie (an ICMP of 68 on IPv4 must "
            + "give 552). A probe's outcome is read from the compared fields (acked where search_low becomes the probe "
            + "size, lost where search_high becomes the probe size minus one, cancelled where neither) and must be what "
            + "the wire shows first after the probe's segment: the peer's ACK of its end, its first byte retransmitted, "
            + "or another retransmission; a run whose capture missed packets (tcpdump's received less captured) is not "
            + "held to its wire, and a probe not above the search_low that sent it (tcp_probe_threshold <= 1) is not "
            + "matched on it. Compared only by construction, because the replay's event is read off the compared "
            + "field or placed at the kernel's own stamp: probe_timestamp at connect and at every stamping event, "
            + "enabled at an enabling timeout, search_low at an acked probe, search_high at a lost probe (the list under "
            + "\"Coverage of LATEST\"; each row counts them in its column \"not compared independently\"). The probe "
            + "lists (size, outcome) are compared per scenario: the sizes and their count independently, the outcomes "
            + "by construction (they are the kernel's, given to the model as events).",
        "An ICMP that changes nothing on the kernel is not replayed: the samples see only state changes. On IPv6 "
            + "(ipv6-icmp-1400) the router's Packet Too Big for 1400 reaches the sender (tcpdump shows it) while the "
            + "probe of 1449 is in flight, but mss_cache is already 1327 and tcp_v6_mtu_reduced "
            + "(net/ipv6/tcp_ipv6.c@v6.18) returns at `if (tcp_mtu_to_mss(sk, mtu) >= tcp_sk(sk)->mss_cache)` "
            + "(1328 >= 1327), so pmtu_cookie stays 1500 and the probes are lost as behind a silent black hole; the "
            + "scenario agrees state by state as a black hole, and LATEST's handling of that ICMP is not exercised.",
        "A probe cancelled by an unrelated retransmission makes a run NOISY: every transition matched, but it does not "
            + "count as agreement, and the run is repeated. On this 2-core machine the usual cause is a spurious tail loss "
            + "probe (tcp_send_loss_probe, net/ipv4/tcp_output.c@v6.18; TcpExtTCPLossProbes and TCPDSACKRecv rise "
            + "together) when a scheduling stall holds the ACK clock; the tcp_probe_threshold <= 1 runs, which send "
            + "thousands of probes, set the sender's tcp_early_retrans to 0 (no tail loss probes) and run clean.",
        "Congestion control is this machine's namespace default (bbr), except in cwnd-below-11, whose sender route "
            + "sets Reno; snd_cwnd is an input to the replay.",
        "cwnd-below-11 holds tcp_mtu_probe's cwnd gate refusing (`tcp_snd_cwnd(tp) < 11`, net/ipv4/tcp_output.c@v6.18): "
            + "Reno grows snd_cwnd only while it limits the flight (tcp_is_cwnd_limited, include/net/tcp.h@v6.18), and a "
            + "receiver window of at most 3072 bytes keeps the flight at three segments or fewer, so snd_cwnd stays at "
            + "TCP_INIT_CWND 10, no probe is sent, and the hold check's sends carry snd_cwnd 10. The same window is also "
            + "below the gate after it (`tp->snd_wnd < size_needed`, a probe of 1236 bytes plus four MSS of 1024): "
            + "the run compares the cwnd gate's refusal, but a model without that gate would refuse there too, at the window "
            + "gate (read off the recorded snd_wnd, not run as a mutant). A "
            + "sender limited by cwnd alone below 11 with a window that passes was not found on this machine (a "
            + "route's locked cwnd is taken by tcp_init_metrics, net/ipv4/tcp_metrics.c@v6.18, only through the "
            + "connection's tcp_metrics entry: a run with the route's `cwnd lock 8` reached snd_cwnd 224; receive "
            + "buffers of 11000 and 12288 bytes let Reno's cwnd grow to 40).",
        "The peer's window is an input of the model, observed and never compared: observe.bt prints the sender's "
            + "max_window, snd_wnd and reordering with every sample, and a growth of max_window prints one. The config "
            + "takes the first sample's max_window (the handshake's), every growth is a window_update carrying the new "
            + "max_window (tcp_ack_update_window, net/ipv4/tcp_input.c@v6.18), and every send carries the snd_wnd and "
            + "reordering tcp_mtu_probe read. The model then applies tcp_sync_mss's tcp_bound_to_half_wnd (mss_cache at "
            + "most half the largest window the peer advertised, include/net/tcp.h@v6.18) and tcp_mtu_probe's gate "
            + "`snd_wnd < size_needed` (net/ipv4/tcp_output.c@v6.18). With an 8 KiB receive buffer both decide: "
            + "mss_cache 2533 from a 5066-byte window on a 5107-byte route, and no probe while the window is below the "
            + "probe plus four MSS. Not modelled: tcp_mtu_probe's later window gate (wait while snd_nxt + size_needed "
            + "passes tcp_wnd_end) and its send-queue and cwnd-drain gates; the quiet sends are taken only where they "
            + "cannot act (README, \"Quiet sends\"). Recordings made before observe.bt printed the window replay as "
            + "before: a change of mss_cache with pmtu_cookie unchanged and no probe outcome, timeout or reprobe is "
            + "inferred to be a window_update, and the model's window bounds nothing.",
    };

    private static String short16(List<String> p) {
        if (p.size() <= 10) {
            return String.join(" ", p);
        }
        return String.join(" ", p.subList(0, 8)) + " ... " + p.size() + " probes";
    }
}
