package pmtuverify.kernel.hystart;

import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.plpmtud.Conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pmtuverify.model.c.C;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.Loss;
import pmtuverify.model.hystart.Variant;
import pmtuverify.trace.BadInput;
import pmtuverify.trace.HystartEvent;
import pmtuverify.trace.HystartReplay;

/** The HyStart samples and the replay trace built from them, on recordings this project made on Linux 6.18. */
class HystartConformanceTest {
    /** The HyStart recordings (trimmed to their first 40 samples) under src/test/resources/fixtures. */
    static Observation fixture(String name) throws Exception {
        return Observation.read(Path.of(HystartConformanceTest.class.getResource("/fixtures/" + name).toURI()));
    }

    static List<HystartSample> samples(String name) throws Exception {
        return HystartSample.samples(fixture(name).bpftrace);
    }

    static Map<String, Long> params(String name) throws Exception {
        Path p = Path.of(HystartConformanceTest.class.getResource("/fixtures/" + name + "/ca-params.txt").toURI());
        return HystartConformance.params(Files.readAllLines(p));
    }

    @Test
    void theAckCheckNamesTheAckAfterAMissingSample() throws Exception {
        List<HystartSample> s = samples("hystart-delay");
        assertThat(HystartConformance.ackCheckFailures(s)).isEmpty();
        // drop sample 5: the ACK sampled at 4 no longer shows its effect at the next sample, which is ACK 5's step
        List<HystartSample> missing = new ArrayList<>(s);
        missing.remove(5);
        assertThat(HystartConformance.ackCheckFailures(missing)).containsExactly(5);
        String[] end = new String[1];
        assertThat(HystartConformance.steps(missing, end)).hasSizeLessThanOrEqualTo(4);
    }

    @Test
    void samplesParseTheStateAtConnectAndSkipOtherLines() throws Exception {
        List<HystartSample> s = samples("hystart-delay");
        assertThat(s).hasSize(40); // bpftrace's "Attaching 2 probes..." and "ready" are not samples
        pmtuverify.doc.DocClaims.says("README.md", "the test fixtures, trimmed to the first " + s.size() + " samples");
        java.util.regex.Matcher cb = java.util.regex.Pattern.compile("args->skbaddr \\+ (\\d+)\\)")
                .matcher(java.nio.file.Files.readString(java.nio.file.Path.of("src/main/resources/pmtuverify/kernel/hystart.bt")));
        assertThat(cb.find()).as("hystart.bt reads the control block at an offset").isTrue();
        pmtuverify.doc.DocClaims.says("specs/HYSTART.md", "(read at sk_buff offset " + cb.group(1) + ", checked against the header's");
        HystartSample first = s.get(0);
        // bictcp_hystart_reset at cubictcp_init: curr_rtt ~0U, delay_min 0, round_start == last_ack, end_seq == snd_una
        assertThat(first.delayMin).isZero();
        assertThat(first.currRtt).isEqualTo(4294967295L);
        assertThat(first.roundStart).isEqualTo(1819414607L).isEqualTo(first.lastAck);
        assertThat(first.endSeq).isEqualTo(2289284373L).isEqualTo(first.sndUna);
        assertThat(first.sndCwnd).isEqualTo(10);
        assertThat(first.ssthresh).isEqualTo(2147483647L);
        assertThat(first.gsoMaxSize).isEqualTo(65343);
        assertThat(first.pacingStatus).isZero();
        assertThat(first.totalRetrans).isZero();
        // the first ACK was two coalesced in the backlog (tcp_add_backlog): the control block's ack_seq, 2 segments on
        assertThat(first.ackSeq).isEqualTo(2289287269L).isEqualTo(s.get(1).sndUna);
        assertThat(first.cbChecked).isTrue();
        assertThat(first.rcvTstamp).isEqualTo(3600999L);
        assertThat(HystartSample.parse("hy 1 2 3")).isNull();
        assertThat(HystartSample.parse("Attaching 2 probes...")).isNull();
    }

    @Test
    void paramsComeFromTheModuleAndDefaultWithout() throws Exception {
        Map<String, Long> p = params("hystart-delay");
        assertThat(p).containsEntry("hystart_detect", 3L).containsEntry("hystart_low_window", 16L)
                .containsEntry("hystart_ack_delta_us", 2000L).containsEntry("beta", 717L);
        assertThat(HystartConformance.params(List.of("/sys/module/tcp_cubic/parameters/hystart_detect:2")))
                .containsEntry("hystart_detect", 2L).containsEntry("hystart_low_window", 16L);
    }

    @Test
    void firstAckCarriesTheRackSampleAndItsClockIsTheKernelsRoundStart() throws Exception {
        List<HystartSample> s = samples("hystart-delay");
        String[] end = new String[1];
        List<HystartConformance.Step> steps = HystartConformance.steps(s, end);
        assertThat(steps).hasSize(18);
        assertThat(end[0]).isEqualTo("epoch_start set (congestion avoidance) after ACK 18");
        HystartEvent.AckEvent e = steps.get(0).event;
        Ack a = e.ack();
        // rack.rtt_us 253 and rack.mstamp 14704327445 + 253 = 14704327698, as u32 1819425810: the round_start the
        // reset of this ACK stored, read independently from struct bictcp in the next sample
        assertThat(a.rttUs).isEqualTo(253);
        assertThat(C.u32(a.at)).isEqualTo(1819425810L);
        assertThat(a.jiffies).isEqualTo(3601001);
        assertThat(a.cwnd).isEqualTo(10);
        assertThat(a.pacingRate).isEqualTo(362000000L);
        assertThat(a.inSlowStart).isTrue();
        assertThat(a.cwndLimited).isTrue();
        assertThat(a.clockMs).isNull();
        // snd_una after the ACK passed the end_seq cubictcp_init left: stated
        assertThat(e.roundEndGiven()).isTrue();
        assertThat(a.roundEnd).isTrue();
        assertThat(steps.get(0).after.roundStart).isEqualTo(1819425810L);
        assertThat(HystartResult.atOf(steps.get(0))).isEqualTo(1819425810L);
        // the kernel's state after it is the next sample's struct bictcp and snd_ssthresh
        assertThat(e.kernel()).isEqualTo(new HystartEvent.Bictcp(253L, 4294967295L, 1819425810L, 1819425810L, 0L, 0L,
                2147483647L));
        // its trace line, as the comparison has always written it
        assertThat(e.toJson()).isEqualTo("{\"event\":\"ack\",\"at\":1819425810,\"rtt_us\":253,\"cwnd\":10,"
                + "\"pacing_rate\":362000000,\"in_slow_start\":true,\"round_end\":true,\"jiffies\":3601001,"
                + "\"kernel\":{\"delay_min\":253,\"curr_rtt\":4294967295,\"round_start\":1819425810,"
                + "\"last_ack\":1819425810,\"sample_cnt\":0,\"found\":0,\"snd_ssthresh\":2147483647}}");
        // the second ACK stays inside the round the first began: round_end is left to the replay, which derives it
        HystartEvent.AckEvent second = steps.get(1).event;
        assertThat(second.roundEndGiven()).isFalse();
        assertThat(second.ack().rttUs).isEqualTo(3427);
        assertThat(second.ack().cwnd).isEqualTo(12);
        assertThat(second.toJson()).doesNotContain("round_end").contains("\"jiffies\":3601002,\"kernel\":{");
    }

    @Test
    void anAckWithoutRttSampleTakesBpftracesClock() throws Exception {
        String first = hyLines(fixture("hystart-delay").bpftrace).get(0);
        // an ACK of snd_una itself, and the same state after it: the ACK acked nothing (cubictcp_acked returns)
        HystartSample a = HystartSample.parse(with(first, 28, first.split(" ")[3]));
        HystartEvent.AckEvent e = HystartConformance.event(a, a, new String[1]);
        assertThat(e.ack().rttUs).isEqualTo(-1);
        assertThat(C.u32(e.ack().at)).isEqualTo(a.clockUs & 0xFFFFFFFFL);
        assertThat(e.roundEndGiven()).isFalse();
        assertThat(e.kernel()).isEqualTo(a.bictcp());
        // across a retransmission timeout the ACK carries no kernel state (the loss event after it does)
        assertThat(HystartConformance.event(a, a, new String[1], true).kernel()).isNull();
    }

    @Test
    void configStartsFromTheFirstSample() throws Exception {
        List<HystartSample> s = samples("hystart-train");
        HyConfig c = HystartConformance.config("HYSTART_LATEST", s.get(0), params("hystart-train"), 250);
        assertThat(c.variant).isEqualTo(Variant.HYSTART_LATEST);
        assertThat(c.hz).isEqualTo(250);
        assertThat(C.u32(c.clockUs)).isEqualTo(s.get(0).roundStart);
        assertThat(C.u32(c.jiffies)).isEqualTo(s.get(0).rcvTstamp);
        assertThat(c.epochStart).isZero();
        assertThat(c.pacing).isFalse();
        assertThat(c.hystartDetect).isEqualTo(3);
        assertThat(c.hystartLowWindow).isEqualTo(16);
        assertThat(c.hystartAckDeltaUs).isEqualTo(2000);
        assertThat(c.cwnd).isEqualTo(10);
        assertThat(c.ssthresh).isEqualTo(2147483647);
        assertThat(c.pacingRate).isEqualTo(s.get(0).pacingRate);
        assertThat(c.gsoMaxSize).isEqualTo(65343);
        assertThat(c.toJson()).startsWith("{\"variant\":\"HYSTART_LATEST\",\"hz\":250,\"clock_us\":" + s.get(0).roundStart)
                .contains("\"pacing\":false", "\"hystart_low_window\":16", "\"cwnd\":10", "\"ssthresh\":2147483647",
                        "\"sk_gso_max_size\":65343");
        assertThatThrownBy(() -> HystartConformance.config("HYSTART_5_5", s.get(0), params("hystart-train"), 250))
                .isInstanceOf(BadInput.class).hasMessageStartingWith("\"variant\" must be one of");
    }

    @Test
    void theTypedTraceReplaysAsItsTextDoes() throws Exception {
        // every HyStart recording, under the kernel's variant and the 2021 one (whose rounds are not the kernel's, so
        // its derived round ends differ): the rows of the typed trace the comparison built are those of its trace
        // lines read back through ./pmtu replay's reader
        int compared = 0;
        for (HystartScenario sc : HystartScenario.ALL) {
            Path dir = Path.of("..", "specs", "kernel-runs", sc.name);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            Observation o = Observation.read(dir);
            for (Variant v : List.of(Variant.HYSTART_LATEST, Variant.HYSTART_2021)) {
                HystartResult r = HystartConformance.check(sc, v.name(), o, HystartConformance.params(dir));
                if (r.input == null) {
                    continue;
                }
                assertThat(r.trace).hasSize(r.input.events().size() + 1);
                List<String> typed = r.model.stream().map(HystartReplay.Row::json).toList();
                List<String> text = HystartReplay.rows(r.trace).stream().map(HystartReplay.Row::json).toList();
                assertThat(text).as(sc.name + " " + v).isEqualTo(typed);
                compared++;
            }
        }
        assertThat(compared).isGreaterThanOrEqualTo(16);
    }

    static List<String> hyLines(List<String> lines) {
        List<String> l = new ArrayList<>();
        for (String s : lines) {
            if (s.startsWith("hy ")) {
                l.add(s);
            }
        }
        return l;
    }

    /** A sample line with one field replaced (index 0 is "hy"). */
    static String with(String line, int field, String value) {
        String[] f = line.split(" ");
        f[field] = value;
        return String.join(" ", f);
    }

    @Test
    void sackOrAnUnrecoverableRttSampleEndsTheWindow() throws Exception {
        List<String> lines = new ArrayList<>(fixture("hystart-delay").bpftrace);
        int second = lines.indexOf(HystartConformanceTest.hyLines(lines).get(1)); // sample 2 (before ACK 2)
        int third = second + 1; // sample 3: after ACK 2
        List<String> sacked = new ArrayList<>(lines);
        sacked.set(third, with(lines.get(third), 8, "2")); // sacked_out 2 after ACK 2
        String[] end = new String[1];
        assertThat(HystartConformance.steps(HystartSample.samples(sacked), end)).hasSize(1);
        assertThat(end[0]).startsWith("ACK 2: icsk_ca_state 0, sacked_out 2");
        List<String> rack = new ArrayList<>(lines);
        rack.set(third, with(lines.get(third), 20, "1")); // rack.end_seq far behind snd_una
        assertThat(HystartConformance.steps(HystartSample.samples(rack), end)).hasSize(1);
        assertThat(end[0]).contains("left rack.end_seq at 1: its RTT sample is unknown");
        List<String> tlp = new ArrayList<>(lines);
        tlp.set(second, with(lines.get(second), 27, "1")); // a retransmission (a tail loss probe: retrans_out stays 0) before ACK 2
        assertThat(HystartConformance.steps(HystartSample.samples(tlp), end)).hasSize(1);
        assertThat(end[0]).isEqualTo("ACK 2: icsk_ca_state 0, sacked_out 0, retrans_out 0, lost_out 0, "
                + "total_retrans before it 1");
        List<String> missed = new ArrayList<>(lines);
        missed.set(second, with(lines.get(second), 28, "2289288000")); // ACK 2 acked less than snd_una after it shows
        assertThat(HystartConformance.steps(HystartSample.samples(missed), end)).hasSize(1);
        assertThat(end[0]).isEqualTo("ACK 2: an ACK was not sampled (the ACK sampled before it acks 2289288000, "
                + "snd_una after it is 2289288717)");
        List<String> layout = new ArrayList<>(lines);
        layout.set(second, with(lines.get(second), 29, "0"));
        assertThat(HystartConformance.steps(HystartSample.samples(layout), end)).hasSize(1);
        assertThat(end[0]).startsWith("ACK 2: TCP_SKB_CB was not at sk_buff offset 40");
    }

    /**
     * The model's replay with its comparison of the kernel's fields set aside: every event's "kernel" verdict is the
     * given one ("agrees" by default), so that only the rounds' resets (the model's own) can diverge.
     */
    static Replayer<HystartReplay.Trace, HystartReplay.Row> canned(Map<Integer, String> differs) {
        return trace -> {
            List<HystartReplay.Row> out = new ArrayList<>();
            for (HystartReplay.Row r : Replayer.HYSTART.replay(trace)) {
                out.add(new HystartReplay.Row(r.line(), r.event(), r.step(), differs.getOrDefault(out.size(), "agrees")));
            }
            return out;
        };
    }

    @Test
    void verdictIsTheFirstDivergenceOrAgreementWithTheExitInsideTheWindow() throws Exception {
        Observation o = fixture("hystart-delay");
        HystartScenario sc = HystartScenario.byName("hystart-delay");
        Map<String, Long> p = params("hystart-delay");
        // the kernel's round resets are exactly the ACKs with round_end in this run, so a model that resets there agrees
        HystartResult ok = HystartConformance.check(sc, "HYSTART_LATEST", o, p, canned(Map.of()));
        assertThat(ok.verdict).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(ok.exitStep()).isEqualTo(17);
        assertThat(ok.rounds()).isEqualTo(2);
        assertThat(ok.exit()).contains("kernel found 1 at ACK 18: snd_cwnd 28 = snd_ssthresh 28", "curr_rtt 27215 us",
                "sample_cnt 8");
        assertThat(ok.counters()).isEqualTo("TrainDetect 0, TrainCwnd 0, DelayDetect 1, DelayCwnd 28");
        HystartResult d = HystartConformance.check(sc, "HYSTART_LATEST", o, p, canned(Map.of(3, "differs: delay_min 1/179")));
        assertThat(d.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(d.why).isEqualTo("ACK 3: differs: delay_min 1/179");
        // the v5.16..v6.13 model's round reset (the 2021 one) is not the 6.18 kernel's: the rounds diverge at ACK 1
        HystartResult r = HystartConformance.check(sc, "HYSTART_2021", o, p, canned(Map.of()));
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(r.why).isEqualTo("ACK 1: round reset model false/kernel true");
        // samples that end before the exit: everything agrees, but that is not agreement
        List<String> cut = new ArrayList<>(o.bpftrace.subList(0, 10));
        Observation early = new Observation(o.release, o.hz, cut, List.of(), o.countersBefore, o.countersAfter);
        HystartResult n = HystartConformance.check(sc, "HYSTART_LATEST", early, p, canned(Map.of()));
        assertThat(n.verdict).isEqualTo(Conformance.Verdict.NOISY);
        assertThat(n.windowEnd).isEqualTo("the samples ended");
    }

    @Test
    void aRetransmissionTimeoutLineBecomesTheReplaysLossEvent() {
        // from the Open state: tcp_enter_loss calls ssthresh() on snd_cwnd 25 (prior_cwnd)
        HystartSample.LossLine open = HystartSample.LossLine.parse("loss 1000 4294967396 1 25 0 0 100 200 300");
        assertThat(open.recalcSsthresh()).isTrue();
        HystartEvent.LossEvent e = open.event(null);
        // the timer's tcp_mstamp as u32: 4294967396 is 100
        assertThat(e.loss().at).isEqualTo(100);
        assertThat(e.loss().cwnd).isEqualTo(1);
        assertThat(e.loss().recalcSsthresh).isTrue();
        assertThat(e.loss().priorCwnd).isEqualTo(25);
        assertThat(e.loss().jiffies).isNull();
        assertThat(e.kernel()).isNull();
        assertThat(e.toJson()).isEqualTo("{\"event\":\"loss\",\"at\":100,\"cwnd\":1,\"prior_cwnd\":25}");
        // a second timeout in Loss: icsk_retransmits counted and high_seq (snd_nxt at the first) after snd_una
        HystartSample.LossLine again = HystartSample.LossLine.parse("loss 2000 5000 1 25 4 1 300 200 300");
        assertThat(again.recalcSsthresh()).isFalse();
        HystartEvent.Bictcp found = new HystartEvent.Bictcp(null, null, null, null, null, 0L, null);
        HystartEvent.LossEvent e2 = again.event(found);
        assertThat(e2.loss().recalcSsthresh).isFalse();
        assertThat(e2.loss().priorCwnd).isNull(); // ssthresh() did not run: prior_cwnd is not read
        assertThat(e2.kernel()).isSameAs(found);
        assertThat(e2.toJson()).isEqualTo(
                "{\"event\":\"loss\",\"at\":5000,\"cwnd\":1,\"recalc_ssthresh\":false,\"kernel\":{\"found\":0}}");
        // Loss with every sequence acked up to high_seq: reduced again
        assertThat(HystartSample.LossLine.parse("loss 2000 5000 1 25 4 1 200 200 300").recalcSsthresh()).isTrue();
        assertThat(HystartSample.losses(List.of("hy 1 2 3", "loss 1 2 3", "loss 1000 5000 1 25 0 0 100 200 300")))
                .containsExactly(new HystartSample.LossLine(1000, 5000, 1, 25, 0, 0, 100, 200, 300));
    }

    @Test
    void aTimeoutInSlowStartIsComparedOnTheStateTheTimerLeftAndDecides() throws Exception {
        Path dir = Path.of("..", "specs", "kernel-runs", "hystart-loss");
        Observation o = Observation.read(dir);
        HystartScenario sc = HystartScenario.byName("hystart-loss");
        HystartResult r = HystartConformance.check(sc, HystartKernel.VARIANT, o, HystartConformance.params(dir));
        assertThat(r.verdict).isEqualTo(Conformance.Verdict.AGREES);
        assertThat(r.lossStep()).isEqualTo(r.steps.size() - 1);
        HystartConformance.Step last = r.steps.get(r.lossStep());
        // two timeouts in the silence: the first from Open recalculates on prior_cwnd 13, the second (Loss,
        // icsk_retransmits 1, high_seq after snd_una) does not
        assertThat(last.losses).hasSize(2);
        assertThat(last.losses.get(0).loss().cwnd).isEqualTo(1);
        assertThat(last.losses.get(0).loss().priorCwnd).isEqualTo(13);
        assertThat(last.losses.get(0).kernel()).isNull();
        assertThat(last.losses.get(1).loss().recalcSsthresh).isFalse();
        assertThat(last.losses.get(1).kernel()).isEqualTo(last.after.bictcp());
        assertThat(last.event.kernel()).isNull(); // the ACK before the silence: its state is the timer's
        // the trace's last three lines: the ACK before the silence, then both timeouts (clock values are the run's)
        List<String> tail = r.trace.subList(r.trace.size() - 3, r.trace.size());
        assertThat(tail.get(0)).matches("\\{\"event\":\"ack\",\"at\":\\d+,\"rtt_us\":\\d+,\"cwnd\":13,"
                + "\"pacing_rate\":\\d+,\"in_slow_start\":true,\"jiffies\":\\d+}");
        assertThat(tail.get(1)).matches("\\{\"event\":\"loss\",\"at\":\\d+,\"cwnd\":1,\"prior_cwnd\":13}");
        long at = C.u32(last.losses.get(1).loss().at);
        assertThat(tail.get(2)).isEqualTo("{\"event\":\"loss\",\"at\":" + at + ",\"cwnd\":1,\"recalc_ssthresh\":false,"
                + "\"kernel\":{\"delay_min\":0,\"curr_rtt\":4294967295,\"round_start\":" + at + ",\"last_ack\":" + at
                + ",\"sample_cnt\":0,\"found\":0,\"snd_ssthresh\":9}}");
        // the state the first ACK after the silence shows: cubictcp_recalc_ssthresh's max(13 * 717 / 1024, 2) = 9,
        // bictcp_reset's delay_min 0, bictcp_hystart_reset's curr_rtt ~0U at the second timer's clock
        assertThat(last.after.ssthresh).isEqualTo(9);
        assertThat(last.after.delayMin).isZero();
        assertThat(last.after.currRtt).isEqualTo(4294967295L);
        assertThat(last.after.caState).isEqualTo(4);
        assertThat(r.modelAfter(r.lossStep()).step().after.ssthresh).isEqualTo(9);
        assertThat(r.windowEnd).startsWith("ACK " + last.ack + " then 2 retransmission timeout(s)");
        // the comparison can fail there: a model that read snd_cwnd 2 lower (the ACK's input, not prior_cwnd) differs
        Replayer<HystartReplay.Trace, HystartReplay.Row> lower = t -> HystartReplay.rows(new HystartReplay.Trace(
                t.config(), t.events().stream().map(HystartConformanceTest::priorCwnd11).toList()));
        HystartResult wrong = HystartConformance.check(sc, HystartKernel.VARIANT, o, HystartConformance.params(dir), lower);
        assertThat(wrong.verdict).isEqualTo(Conformance.Verdict.DIFFERS);
        assertThat(wrong.divergence).isEqualTo(r.lossStep());
        assertThat(wrong.why).contains("snd_ssthresh 7/9");
    }

    /** A loss event whose ssthresh() ran on prior_cwnd 13 with 11 instead; any other event as it is. */
    static HystartEvent priorCwnd11(HystartEvent e) {
        if (e instanceof HystartEvent.LossEvent x && x.loss().priorCwnd != null && x.loss().priorCwnd == 13) {
            Loss l = x.loss();
            return new HystartEvent.LossEvent(new Loss(l.at, l.cwnd, l.recalcSsthresh, l.jiffies, 11), x.kernel());
        }
        return e;
    }
}
