package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Progress lines: done of total, elapsed, an estimate; one rewritten line on a terminal, sparse lines in a log. */
class ProgressTest {
    @Test
    void aLogGetsALineEveryTenSecondsAndAfterTheLastItem() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        AtomicLong now = new AtomicLong(1_000_000);
        Progress p = new Progress("cells", 4, new PrintStream(buf, true, StandardCharsets.UTF_8), false, now::get);
        now.addAndGet(3_000);
        p.done("A/LATEST");
        now.addAndGet(9_000);
        p.done("B/LATEST");
        now.addAndGet(1_000);
        p.done("C/LATEST");
        now.addAndGet(2_000);
        p.done("D/LATEST");
        assertThat(buf.toString(StandardCharsets.UTF_8).split("\n")).containsExactly(
                "pmtu: 2/4 cells, 12 s, about 12 s left (last: B/LATEST)",
                "pmtu: 4/4 cells, 15 s (last: D/LATEST)");
    }

    @Test
    void aTerminalGetsOneRewrittenLine() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        AtomicLong now = new AtomicLong(0);
        Progress p = new Progress("proof groups", 2, new PrintStream(buf, true, StandardCharsets.UTF_8), true, now::get);
        now.set(90_000);
        p.done("HELPERS");
        now.set(200_000);
        p.done("PRE");
        assertThat(buf.toString(StandardCharsets.UTF_8)).isEqualTo(
                "\rpmtu: 1/2 proof groups, 1 min 30 s, about 1 min 30 s left (last: HELPERS)\u001b[K"
                + "\rpmtu: 2/2 proof groups, 3 min 20 s (last: PRE)\u001b[K\n");
    }
}
