package pmtuverify.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;
import pmtuverify.model.c.C;
import pmtuverify.model.c.Jiffies;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyState;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;

/**
 * Replays a HyStart trace (JSON Lines) through the model of net/ipv4/tcp_cubic.c (see specs/HYSTART.md).
 *
 * <p>Config line (the first line): {@code variant} (HYSTART_BEFORE, HYSTART_4_5, HYSTART_REFACTOR; required),
 * {@code hz} (100, 250, 300, 1000; default 1000), {@code clock_us} (u32 tcp_mstamp at cubictcp_init; 0),
 * {@code jiffies} (u32 tcp_jiffies32 then; (u32)INITIAL_JIFFIES), {@code epoch_start} (u32 jiffies; 0),
 * {@code pacing} (sk_pacing_status != SK_PACING_NONE; false), {@code hystart_detect} (0..3; 3),
 * {@code hystart_low_window} (0..INT_MAX; 16), {@code hystart_ack_delta_us} (int; 2000), {@code cwnd} (u32; 10),
 * {@code ssthresh} (u32; 2147483647 = TCP_INFINITE_SSTHRESH), {@code pacing_rate} (u64; ~0UL).
 *
 * <p>Event lines: {@code {"event":"ack","at":T,"rtt_us":R,"cwnd":C,"pacing_rate":P,"in_slow_start":B,"round_end":E,
 * "jiffies":J}}. {@code event} defaults to "ack" (the only event); {@code at} (u32 µs) and {@code rtt_us} (s32) are
 * required; {@code cwnd} and {@code pacing_rate} default to the previous line's; {@code in_slow_start} defaults to
 * {@code cwnd < ssthresh}; {@code round_end} to false; {@code jiffies} to the config's plus the ticks elapsed.
 * A u64 is a JSON integer up to 2^63-1 or a string holding the unsigned decimal (up to 18446744073709551615) or
 * {@code "~0UL"}.
 *
 * <p>Output: one JSON object per line, the state after it ({@code event} "init" for the config line).
 */
public final class HystartReplay {
    private HystartReplay() {}

    static final Set<String> CONFIG_FIELDS = new HashSet<>(Arrays.asList("variant", "hz", "clock_us", "jiffies",
            "epoch_start", "pacing", "hystart_detect", "hystart_low_window", "hystart_ack_delta_us", "cwnd", "ssthresh",
            "pacing_rate"));
    static final Set<String> EVENT_FIELDS = new HashSet<>(Arrays.asList("event", "at", "rtt_us", "cwnd", "pacing_rate",
            "in_slow_start", "round_end", "jiffies"));

    public static void replay(JsonFields config, Supplier<JsonFields> nextEvent, PrintStream out) {
        HyConfig cfg = config(config);
        HyStep st = Hystart.init(cfg);
        out.println(st.toJson(config.line(), "init"));
        for (JsonFields f = nextEvent.get(); f != null; f = nextEvent.get()) {
            Ack a = event(f, st.after);
            st = Hystart.ack(cfg, st.after, a);
            out.println(st.toJson(f.line(), "ack"));
        }
        out.flush();
    }

    static HyConfig config(JsonFields f) {
        f.onlyFields(CONFIG_FIELDS, "a HyStart config line");
        if (!f.has("variant")) {
            throw f.error("missing field \"variant\"");
        }
        String name = f.text("variant", null);
        Variant v = Variant.byName(name);
        if (v == null) {
            throw f.error("\"variant\" must be one of HYSTART_BEFORE, HYSTART_4_5, HYSTART_REFACTOR, got \"" + name + "\"");
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
        return new HyConfig(v, h, clock, jif, epoch, pacing, detect, low, delta, cwnd, ssthresh, rate);
    }

    static Ack event(JsonFields f, HyState prev) {
        f.onlyFields(EVENT_FIELDS, "a HyStart event line");
        String ev = f.text("event", "ack");
        if (!"ack".equals(ev)) {
            throw f.error("\"event\" must be \"ack\" in a HyStart trace, got \"" + ev + "\"");
        }
        int at = (int) f.requiredInteger("at", 0, C.U32_MAX);
        int rtt = (int) f.requiredInteger("rtt_us", Integer.MIN_VALUE, Integer.MAX_VALUE);
        int cwnd = (int) f.integer("cwnd", 0, C.U32_MAX, C.u32(prev.cwnd));
        long rate = u64(f, "pacing_rate", prev.pacingRate);
        Boolean ss = f.has("in_slow_start") ? Boolean.valueOf(f.bool("in_slow_start", false)) : null;
        boolean roundEnd = f.bool("round_end", false);
        Integer jif = f.has("jiffies") ? Integer.valueOf((int) f.integer("jiffies", 0, C.U32_MAX, 0)) : null;
        return new Ack(at, rtt, cwnd, rate, ss, roundEnd, jif);
    }

    /** An unsigned long: an integer 0..2^63-1, or a string of its unsigned decimal, or "~0UL". */
    static long u64(JsonFields f, String field, long dflt) {
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
