package pmtuverify.trace;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;
import java.util.function.Supplier;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Loss;
import pmtuverify.model.hystart.Variant;

/**
 * Replays a HyStart trace (JSON Lines) through the model of net/ipv4/tcp_cubic.c (see specs/HYSTART.md).
 *
 * <p>Config line (the first line): {@code variant} (HYSTART_MS, HYSTART_MS_STABLE, HYSTART_BEFORE, HYSTART_4_5,
 * HYSTART_REFACTOR, HYSTART_FIX_2020, HYSTART_2021, HYSTART_LATEST; required),
 * {@code hz} (100, 250, 300, 1000; default 1000), {@code clock_us} (u32 tcp_mstamp at cubictcp_init; 0),
 * {@code jiffies} (u32 tcp_jiffies32 then; (u32)INITIAL_JIFFIES), {@code epoch_start} (u32 jiffies; 0),
 * {@code pacing} (sk_pacing_status != SK_PACING_NONE; false), {@code hystart_detect} (0..3; 3),
 * {@code hystart_low_window} (0..INT_MAX; 16), {@code hystart_ack_delta_us} (int; 2000), {@code cwnd} (u32; 10),
 * {@code ssthresh} (u32; 2147483647 = TCP_INFINITE_SSTHRESH), {@code pacing_rate} (u64; ~0UL),
 * {@code sk_gso_max_size} (u32; 65536; read by the variants whose cushion uses sk->sk_gso_max_size).
 *
 * <p>Event lines: {@code {"event":"ack","at":T,"rtt_us":R,"cwnd":C,"pacing_rate":P,"in_slow_start":B,"round_end":E,
 * "cwnd_limited":L,"jiffies":J}}; {@code cwnd_limited} (tcp_is_cwnd_limited when cong_avoid runs) defaults to true. {@code event} defaults to "ack" (the only event); {@code at} (u32 µs) and {@code rtt_us} (s32) are
 * required; {@code cwnd} and {@code pacing_rate} default to the previous line's; {@code in_slow_start} defaults to
 * {@code cwnd < ssthresh}; {@code round_end} ({@code after(snd_una, end_seq)}) is derived when left out: true once an
 * earlier ACK passed end_seq without a bictcp_hystart_reset since, and on the first ACK after cubictcp_init, else
 * false; a {@code "round_end":false} that the state contradicts ({@link Hystart#roundEndContradiction}) is bad input;
 * {@code jiffies} defaults to the config's plus the ticks elapsed; {@code clock_ms} (u32, bictcp_clock() of the
 * millisecond-clock variants) to the clock derived from the microseconds elapsed.
 *
 * <p>Environment events: {@code {"event":"loss","at":T,"cwnd":C,"recalc_ssthresh":B,"jiffies":J}}, the
 * retransmission timer's tcp_enter_loss and cubictcp_state(TCP_CA_Loss) ({@code cwnd} snd_cwnd after it, default 1;
 * {@code recalc_ssthresh} default true; {@code prior_cwnd}, snd_cwnd when ssthresh() ran, default the state's); {@code {"event":"pacing","pacing":B}}, sk_pacing_status set
 * ({@code true}, as sch_fq does on its first dequeue) or not from this event on.
 * A u64 is a JSON integer up to 2^63-1 or a string holding the unsigned decimal (up to 18446744073709551615) or
 * {@code "~0UL"}.
 *
 * <p>An event line may carry {@code "kernel":{...}}, the kernel's own {@code struct bictcp} after this ACK (from a
 * capture of the running kernel): any of {@code delay_min}, {@code curr_rtt}, {@code round_start}, {@code last_ack}
 * (u32), {@code sample_cnt} (u8), {@code found} (u8), {@code snd_ssthresh} (u32). The output line then gets
 * {@code "kernel":"agrees"} or {@code "kernel":"differs: field model/kernel, ..."}.
 *
 * <p>Output: one JSON object per line, the state after it ({@code event} "init" for the config line).
 *
 * <p>The same replay takes the trace as typed values ({@link #rows(Trace)}: a {@link HyConfig} and
 * {@link HystartEvent}s), as the kernel comparison builds it from its samples; each text line is read into those
 * values ({@link #config(JsonFields, Variant)}, {@link #parse}) and replayed the same way.
 */
public final class HystartReplay {
    private HystartReplay() {}

    public static final Set<String> CONFIG_FIELDS = new HashSet<>(Arrays.asList("variant", "hz", "clock_us", "jiffies",
            "epoch_start", "pacing", "hystart_detect", "hystart_low_window", "hystart_ack_delta_us", "cwnd", "ssthresh",
            "pacing_rate", "sk_gso_max_size"));
    public static final Set<String> EVENT_FIELDS = new HashSet<>(Arrays.asList("event", "at", "rtt_us", "cwnd", "pacing_rate",
            "in_slow_start", "round_end", "cwnd_limited", "jiffies", "clock_ms", "kernel"));
    public static final Set<String> LOSS_FIELDS = new HashSet<>(Arrays.asList("event", "at", "cwnd", "recalc_ssthresh", "prior_cwnd",
            "jiffies", "kernel"));
    public static final Set<String> PACING_FIELDS = new HashSet<>(Arrays.asList("event", "pacing"));
    public static final Set<String> KERNEL_FIELDS = new HashSet<>(Arrays.asList("delay_min", "curr_rtt", "round_start",
            "last_ack", "sample_cnt", "found", "snd_ssthresh"));

    /**
     * One replayed line of a HyStart trace: the step (the state after the line and what the ACK did), and for an
     * event line carrying the kernel's {@code struct bictcp}, the comparison ("agrees" or "differs: ...", else null).
     */
    public record Row(int line, String event, HyStep step, String kernel) implements Replayed {
        /** The line's JSON output. */
        @Override
        public String json() {
            String json = step.toJson(line, event);
            return kernel == null ? json : json.substring(0, json.length() - 1) + ",\"kernel\":\"" + kernel + "\"}";
        }
    }

    public static void replay(JsonFields config, Supplier<JsonFields> nextEvent, PrintStream out) {
        replay(config, nextEvent, out, null);
    }

    /** Replays with {@code variant} (when not null) in place of the config line's variant. */
    public static void replay(JsonFields config, Supplier<JsonFields> nextEvent, PrintStream out, Variant variant) {
        replay(config, nextEvent, variant, r -> out.println(r.json()));
        out.flush();
    }

    /** The state after every line of the HyStart trace {@code trace} (config line first), under its own variant. */
    public static List<Row> rows(List<String> trace) {
        List<Row> rows = new ArrayList<>();
        replay(JsonFields.parse(1, trace.get(0)), TraceReplay.events(trace), null, rows::add);
        return rows;
    }

    /**
     * A HyStart trace as typed values: the config, then the events. {@link #lines()} is its text in the trace format
     * (line 1 the config), the lines its {@link Row}s are numbered by.
     */
    public record Trace(HyConfig config, List<HystartEvent> events) {
        public Trace {
            if (config == null) {
                throw new IllegalArgumentException("config");
            }
            events = List.copyOf(events);
        }

        /** The trace's lines: {@link HyConfig#toJson()}, then each {@link HystartEvent#toJson()}. */
        public List<String> lines() {
            List<String> l = new ArrayList<>(events.size() + 1);
            l.add(config.toJson());
            for (HystartEvent e : events) {
                l.add(e.toJson());
            }
            return l;
        }
    }

    /** The state after the config (line 1) and after each event (lines 2, 3, ...) of {@code trace}. */
    public static List<Row> rows(Trace trace) {
        List<Row> rows = new ArrayList<>();
        Iterator<HystartEvent> it = trace.events().iterator();
        int[] line = {1};
        replay(trace.config(), 1, after -> it.hasNext() ? new Line(++line[0], it.next()) : null, rows::add);
        return rows;
    }

    /**
     * Replays the HyStart trace whose config line is {@code config} under {@code variant} (null: the line's own), each
     * line's {@link Row} to {@code sink} as it is replayed (a bad line throws after the rows before it went out).
     */
    public static void replay(JsonFields config, Supplier<JsonFields> nextEvent, Variant variant, Consumer<Row> sink) {
        replay(config(config, variant), config.line(), after -> {
            JsonFields f = nextEvent.get();
            return f == null ? null : new Line(f.line(), parse(f, after));
        }, sink);
    }

    /** An event and its line number. */
    private record Line(int number, HystartEvent event) {}

    /** The trace's events in order, each read once the state the one before left is known; null after the last. */
    @FunctionalInterface
    private interface Lines {
        Line next(HyState after);
    }

    /** The replay of both entries: the config's row, then each event's, to {@code sink}. */
    private static void replay(HyConfig config, int configLine, Lines lines, Consumer<Row> sink) {
        HyConfig cfg = config;
        HyStep st = Hystart.init(cfg);
        sink.accept(new Row(configLine, "init", st, null));
        int passedAt = 0; // the line whose ACK passed end_seq, while no reset has run since
        for (Line l = lines.next(st.after); l != null; l = lines.next(st.after)) {
            if (l.event() instanceof HystartEvent.PacingEvent p) {
                cfg = cfg.withPacing(p.pacing());
                sink.accept(new Row(l.number(), "pacing", HyStep.unchanged(st.after), null));
                continue;
            }
            if (l.event() instanceof HystartEvent.LossEvent x) {
                st = Hystart.loss(cfg, st.after, x.loss());
                passedAt = 0;
                sink.accept(new Row(l.number(), "loss", st, compare(x.kernel(), st.after)));
                continue;
            }
            HystartEvent.AckEvent x = (HystartEvent.AckEvent) l.event();
            Ack a = x.roundEndGiven() ? x.ack() : x.ack().withRoundEnd(st.after.roundEndForced());
            String why = Hystart.roundEndContradiction(st.after, a);
            if (why != null) {
                throw new BadInput("line " + l.number() + ": \"round_end\":false contradicts the state: " + why
                        + (passedAt > 0 ? " (end_seq passed at line " + passedAt + ")" : "")
                        + "; leave \"round_end\" out to derive it");
            }
            st = Hystart.ack(cfg, st.after, a);
            if (st.after.endSeq != HyState.EndSeq.PASSED) {
                passedAt = 0;
            } else if (passedAt == 0) {
                passedAt = l.number();
            }
            sink.accept(new Row(l.number(), "ack", st, compare(x.kernel(), st.after)));
        }
    }

    private static String compare(HystartEvent.Bictcp kernel, HyState m) {
        return kernel == null ? null : kernel.compare(m);
    }

    /**
     * The event line {@code f} as a typed event; {@code prev} is the state the line before left, which an ACK line's
     * {@code cwnd}, {@code pacing_rate} and {@code round_end} default to.
     */
    public static HystartEvent parse(JsonFields f, HyState prev) {
        String ev = f.text("event", "ack");
        if ("pacing".equals(ev)) {
            f.onlyFields(PACING_FIELDS, "a HyStart pacing line");
            return new HystartEvent.PacingEvent(f.bool("pacing", true));
        }
        if ("loss".equals(ev)) {
            f.onlyFields(LOSS_FIELDS, "a HyStart loss line");
            int at = (int) f.requiredInteger("at", 0, C.U32_MAX);
            int cwnd = (int) f.integer("cwnd", 0, C.U32_MAX, 1);
            boolean recalc = f.bool("recalc_ssthresh", true);
            Integer jif = f.has("jiffies") ? Integer.valueOf((int) f.integer("jiffies", 0, C.U32_MAX, 0)) : null;
            Integer prior = f.has("prior_cwnd") ? Integer.valueOf((int) f.integer("prior_cwnd", 0, C.U32_MAX, 0)) : null;
            return new HystartEvent.LossEvent(new Loss(at, cwnd, recalc, jif, prior), kernel(f));
        }
        Ack a = event(f, prev);
        return new HystartEvent.AckEvent(a, f.has("round_end"), kernel(f));
    }

    /** An event line's {@code "kernel"} object, or null without one. */
    private static HystartEvent.Bictcp kernel(JsonFields f) {
        JsonFields k = f.object("kernel");
        return k == null ? null : bictcp(k);
    }

    /**
     * The first violation of the HyStart invariant {@code inv} on {@code trace} (a config line, then ACK and loss lines),
     * its trace cut at the violating line, or null when every line keeps it: the lines replayed through the invariant's
     * monitor ({@link pmtuverify.props.hystart.HystartHarness#check}), each gap the u32 microseconds since the previous
     * line's {@code "at"} (the config's clock_us before the first).
     */
    public static pmtuverify.props.InvariantViolation check(List<String> trace, pmtuverify.props.Invariant inv) {
        List<Row> rows = rows(trace);
        HyConfig cfg = config(JsonFields.parse(1, trace.get(0)));
        pmtuverify.props.hystart.HystartHarness h = new pmtuverify.props.hystart.HystartHarness(cfg.variant, inv,
                pmtuverify.props.hystart.HystartHarness.kindOf(inv), trace.size());
        List<pmtuverify.props.hystart.HystartHarness.Event> events = new ArrayList<>();
        int prevAt = cfg.clockUs;
        for (int i = 1; i < trace.size(); i++) {
            JsonFields f = JsonFields.parse(i + 1, trace.get(i));
            String ev = f.text("event", "ack");
            HyState prev = rows.get(i - 1).step().after;
            int at = (int) f.requiredInteger("at", 0, C.U32_MAX);
            long gap = C.u32(at - prevAt);
            prevAt = at;
            if ("loss".equals(ev)) {
                Integer jif = f.has("jiffies") ? Integer.valueOf((int) f.integer("jiffies", 0, C.U32_MAX, 0)) : null;
                events.add(pmtuverify.props.hystart.HystartHarness.loss(gap,
                        new Loss(at, (int) f.integer("cwnd", 0, C.U32_MAX, 1), f.bool("recalc_ssthresh", true), jif)));
            } else if ("ack".equals(ev)) {
                events.add(pmtuverify.props.hystart.HystartHarness.ack(gap, event(f, prev)));
            } else {
                throw f.error("a HyStart invariant is checked on ACK and loss lines, not \"" + ev + "\"");
            }
        }
        return h.check(h.initial(cfg), events, trace);
    }

    public static HyConfig config(JsonFields f) {
        return config(f, null);
    }

    public static HyConfig config(JsonFields f, Variant variant) {
        f.onlyFields(CONFIG_FIELDS, "a HyStart config line");
        if (!f.has("variant")) {
            throw f.error("missing field \"variant\"");
        }
        String name = f.text("variant", null);
        Variant v = variant != null ? variant : Variant.byName(name);
        if (v == null) {
            throw f.error("\"variant\" must be one of " + Variant.names() + ", got \"" + name + "\"");
        }
        long hz = f.integer("hz", 1, 1000, 1000);
        if (!Jiffies.validHz(hz)) {
            throw f.error("\"hz\" must be one of 100, 250, 300, 1000, got " + hz);
        }
        int h = (int) hz;
        int clock = (int) f.integer("clock_us", 0, C.U32_MAX, 0);
        int jif = (int) f.integer("jiffies", 0, C.U32_MAX, Jiffies.initialJiffies(h));
        int epoch = (int) f.integer("epoch_start", 0, C.U32_MAX, 0);
        boolean pacing = f.bool("pacing", false);
        int detect = (int) f.integer("hystart_detect", 0, 3, 3);
        int low = (int) f.integer("hystart_low_window", 0, Integer.MAX_VALUE, 16);
        int delta = (int) f.integer("hystart_ack_delta_us", Integer.MIN_VALUE, Integer.MAX_VALUE, 2000);
        int cwnd = (int) f.integer("cwnd", 0, C.U32_MAX, 10);
        int ssthresh = (int) f.integer("ssthresh", 0, C.U32_MAX, HyConfig.TCP_INFINITE_SSTHRESH);
        long rate = u64(f, "pacing_rate", HyConfig.PACING_UNLIMITED);
        long gso = f.integer("sk_gso_max_size", 0, C.U32_MAX, Hystart.GSO_MAX_SIZE);
        return new HyConfig(v, h, clock, jif, epoch, pacing, detect, low, delta, cwnd, ssthresh, rate, gso);
    }

    public static Ack event(JsonFields f, HyState prev) {
        f.onlyFields(EVENT_FIELDS, "a HyStart event line");
        String ev = f.text("event", "ack");
        if (!"ack".equals(ev)) {
            throw f.error("\"event\" must be \"ack\", \"loss\" or \"pacing\" in a HyStart trace, got \"" + ev + "\"");
        }
        int at = (int) f.requiredInteger("at", 0, C.U32_MAX);
        int rtt = (int) f.requiredInteger("rtt_us", Integer.MIN_VALUE, Integer.MAX_VALUE);
        int cwnd = (int) f.integer("cwnd", 0, C.U32_MAX, C.u32(prev.cwnd));
        long rate = u64(f, "pacing_rate", prev.pacingRate);
        Boolean ss = f.has("in_slow_start") ? Boolean.valueOf(f.bool("in_slow_start", false)) : null;
        boolean roundEnd = f.bool("round_end", prev.roundEndForced());
        Integer jif = f.has("jiffies") ? Integer.valueOf((int) f.integer("jiffies", 0, C.U32_MAX, 0)) : null;
        boolean limited = f.bool("cwnd_limited", true);
        Integer ms = f.has("clock_ms") ? Integer.valueOf((int) f.integer("clock_ms", 0, C.U32_MAX, 0)) : null;
        return new Ack(at, rtt, cwnd, rate, ss, roundEnd, jif, limited, ms);
    }

    /** The kernel's struct bictcp after an ACK against the model's: "agrees" or "differs: field model/kernel, ...". */
    public static String compare(JsonFields k, HyState m) {
        return bictcp(k).compare(m);
    }

    /** A {@code "kernel"} object: the fields it has, each checked against its C type's range. */
    public static HystartEvent.Bictcp bictcp(JsonFields k) {
        k.onlyFields(KERNEL_FIELDS, "a \"kernel\" object");
        return new HystartEvent.Bictcp(field(k, "delay_min", C.U32_MAX), field(k, "curr_rtt", C.U32_MAX),
                field(k, "round_start", C.U32_MAX), field(k, "last_ack", C.U32_MAX), field(k, "sample_cnt", 255),
                field(k, "found", 255), field(k, "snd_ssthresh", C.U32_MAX));
    }

    private static Long field(JsonFields k, String field, long max) {
        return k.has(field) ? Long.valueOf(k.integer(field, 0, max, 0)) : null;
    }

    /** An unsigned long: an integer 0..2^63-1, or a string of its unsigned decimal, or "~0UL". */
    public static long u64(JsonFields f, String field, long dflt) {
        if (!f.has(field)) {
            return dflt;
        }
        String problem = "\"" + field + "\" must be an unsigned long: an integer 0..9223372036854775807, or a string "
                + "\"0\"..\"18446744073709551615\" or \"~0UL\"";
        String s;
        try {
            s = f.text(field, null);
        } catch (BadInput notText) {
            try {
                return f.integer(field, 0, Long.MAX_VALUE, dflt);
            } catch (BadInput bad) {
                throw f.error(problem);
            }
        }
        if ("~0UL".equals(s)) {
            return -1L;
        }
        if (s.isEmpty() || s.charAt(0) == '+' || s.charAt(0) == '-') {
            throw f.error(problem + ", got \"" + s + "\"");
        }
        try {
            return Long.parseUnsignedLong(s);
        } catch (NumberFormatException e) {
            throw f.error(problem + ", got \"" + s + "\"");
        }
    }
}
