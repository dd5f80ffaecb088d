package pmtuverify.props.hystart;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.model.hystart.Ack;
import pmtuverify.model.hystart.HyConfig;
import pmtuverify.model.hystart.HyStep;
import pmtuverify.model.hystart.Hystart;
import pmtuverify.model.hystart.Variant;

/** A reader of the flat JSON objects of HyStart replay lines, and a replay of them through the model (tests only). */
final class FlatJson {
    private FlatJson() {}

    static Map<String, String> parse(String line) {
        Map<String, String> m = new LinkedHashMap<>();
        String s = line.trim();
        if (!s.startsWith("{") || !s.endsWith("}")) {
            throw new IllegalArgumentException(line);
        }
        s = s.substring(1, s.length() - 1);
        int i = 0;
        while (i < s.length()) {
            int k0 = s.indexOf('"', i);
            int k1 = s.indexOf('"', k0 + 1);
            String key = s.substring(k0 + 1, k1);
            int colon = s.indexOf(':', k1);
            int v0 = colon + 1;
            String val;
            int next;
            if (s.charAt(v0) == '"') {
                int v1 = s.indexOf('"', v0 + 1);
                val = s.substring(v0 + 1, v1);
                next = v1 + 1;
            } else {
                int comma = s.indexOf(',', v0);
                next = comma < 0 ? s.length() : comma;
                val = s.substring(v0, next);
            }
            m.put(key, val);
            i = next + 1;
        }
        return m;
    }

    static long u64(String v) {
        return Long.parseUnsignedLong(v);
    }

    static HyConfig config(String line) {
        Map<String, String> m = parse(line);
        return new HyConfig(Variant.valueOf(m.get("variant")), Integer.parseInt(m.get("hz")),
                (int) Long.parseLong(m.get("clock_us")), (int) Long.parseLong(m.get("jiffies")),
                (int) Long.parseLong(m.get("epoch_start")), Boolean.parseBoolean(m.get("pacing")),
                Integer.parseInt(m.get("hystart_detect")), Integer.parseInt(m.get("hystart_low_window")),
                Integer.parseInt(m.get("hystart_ack_delta_us")), (int) Long.parseLong(m.get("cwnd")),
                (int) Long.parseLong(m.get("ssthresh")), u64(m.get("pacing_rate")),
                m.containsKey("sk_gso_max_size") ? Long.parseLong(m.get("sk_gso_max_size")) : Hystart.GSO_MAX_SIZE);
    }

    static Ack ack(String line) {
        Map<String, String> m = parse(line);
        if (!"ack".equals(m.get("event"))) {
            throw new IllegalArgumentException(line);
        }
        Boolean ss = m.containsKey("in_slow_start") ? Boolean.valueOf(m.get("in_slow_start")) : null;
        Integer jif = m.containsKey("jiffies") ? Integer.valueOf((int) Long.parseLong(m.get("jiffies"))) : null;
        return new Ack((int) Long.parseLong(m.get("at")), Integer.parseInt(m.get("rtt_us")),
                (int) Long.parseLong(m.get("cwnd")), u64(m.get("pacing_rate")), ss,
                Boolean.parseBoolean(m.get("round_end")), jif,
                !m.containsKey("cwnd_limited") || Boolean.parseBoolean(m.get("cwnd_limited")));
    }

    /**
     * The steps of a replay: index i is the step of trace line i + 1 (line 1 is the init). A line whose round_end a
     * kernel run cannot have after the lines before it ({@link Hystart#roundEndContradiction}) fails the replay.
     */
    static List<HyStep> replay(List<String> lines) {
        HyConfig cfg = config(lines.get(0));
        List<HyStep> out = new ArrayList<>();
        HyStep st = Hystart.init(cfg);
        out.add(st);
        for (int i = 1; i < lines.size(); i++) {
            Ack a = ack(lines.get(i));
            String why = Hystart.roundEndContradiction(st.after, a);
            if (why != null) {
                throw new AssertionError("line " + (i + 1) + " is no kernel run: " + why + ": " + lines.get(i));
            }
            st = Hystart.ack(cfg, st.after, a);
            out.add(st);
        }
        return out;
    }
}
