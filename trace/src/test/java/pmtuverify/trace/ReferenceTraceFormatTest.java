package pmtuverify.trace;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.LongPredicate;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;
import pmtuverify.model.plpmtud.Config;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;

/**
 * docs/REFERENCE.md's ranges of the trace format are what the parser accepts: each range is found by asking the parser
 * at its ends and one past them, and the sentence is built from what it answered.
 */
class ReferenceTraceFormatTest {
    static final String DOC = "docs/REFERENCE.md";

    static boolean accepts(Runnable parse) {
        try {
            parse.run();
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** "lo..hi", after checking that the parser accepts lo and hi and refuses lo - 1 and hi + 1. */
    static String range(long lo, long hi, LongPredicate ok) {
        assertThat(ok.test(lo)).as("accepts " + lo).isTrue();
        assertThat(ok.test(hi)).as("accepts " + hi).isTrue();
        assertThat(ok.test(lo - 1)).as("refuses " + (lo - 1)).isFalse();
        assertThat(ok.test(hi + 1)).as("refuses " + (hi + 1)).isFalse();
        return lo + ".." + hi;
    }

    static Config config(String json) {
        return PmtuTrace.config(JsonFields.parse(1, json));
    }

    @Test
    void theRouteAndPathRangesAreTheParsers() {
        String v4 = range(PmtuTrace.MIN_ROUTE_MTU, PmtuTrace.MAX_ROUTE_MTU, m -> accepts(() -> config("{\"route_mtu\":" + m + "}")));
        String v6 = range(PmtuTrace.MIN_ROUTE_MTU, PmtuTrace.MAX_ROUTE_MTU,
                m -> accepts(() -> config("{\"ip\":6,\"route_mtu\":" + m + "}")));
        assertThat(v6).isEqualTo(v4);
        String path = range(PmtuTrace.MIN_ROUTE_MTU, PmtuTrace.MAX_ROUTE_MTU, m -> accepts(() -> {
            String line = "{\"path_mtu\":" + m + "}";
            PmtuTrace.pathMtu(JsonFields.parse(1, line), config("{}"));
        }));
        DocClaims.says(DOC, "a `route_mtu` event) is " + v4 + " on IPv4 and IPv6 alike",
                "`\"path_mtu\":N` in the config line (" + path + ", default: the route MTU)",
                PmtuTrace.MIN_ROUTE_MTU + " (IPV4_MIN_MTU) is the trace's floor for both");
    }

    @Test
    void theIcmpRangesAreTheParsers() {
        Sock v4 = Pmtu.connect(config("{}")).after;
        Sock v6 = Pmtu.connect(config("{\"ip\":6}")).after;
        String frag = range(0, 65535, m -> accepts(() -> PmtuTrace.event(
                JsonFields.parse(2, "{\"event\":\"icmp_frag_needed\",\"mtu\":" + m + "}"), v4)));
        String ptb = range(0, 4294967295L, m -> accepts(() -> PmtuTrace.event(
                JsonFields.parse(2, "{\"event\":\"icmp_frag_needed\",\"mtu\":" + m + "}"), v6)));
        DocClaims.says(DOC, "An ICMP event's `mtu` is what its wire field holds: " + frag + " for ICMP frag-needed (16 bits), "
                + ptb + " for a Packet Too Big (32 bits)");
    }
}
