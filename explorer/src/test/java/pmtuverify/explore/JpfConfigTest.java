package pmtuverify.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pmtuverify.props.pmtu.PmtuHarness;

/** Every jpf-config/*.jpf names a harness that exists, on a classpath that the build produces, with every draw a choice point. */
class JpfConfigTest {
    @Test
    void everyConfigRunsAHarnessOfThisBuild() throws IOException {
        Path dir = Paths.get("../jpf-config");
        List<Path> configs = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(p -> p.toString().endsWith(".jpf")).forEach(configs::add);
        }
        // seven since reprobe-mainline was dropped: its JPF run checked REPROBE_TIMING as stated before the invariant
        // left out gaps of 2^32 jiffies and more, and a config comes back only with a JPF run of today's statement
        assertThat(configs).hasSizeGreaterThanOrEqualTo(7);
        for (Path c : configs) {
            Properties p = new Properties();
            try (Reader r = Files.newBufferedReader(c, StandardCharsets.UTF_8)) {
                p.load(r);
            }
            assertThat(p.getProperty("target")).as(c.toString()).isEqualTo(Harnesses.class.getName());
            assertThat(p.getProperty("cg.enumerate_random")).as(c.toString()).isEqualTo("true");
            String[] args = p.getProperty("target.args").split(",");
            PmtuHarness h = Harnesses.byName(args[0], args[1], Integer.parseInt(args[2]), args.length > 3 ? Integer.parseInt(args[3]) : -1);
            assertThat(h).as(c + ": " + p.getProperty("target.args")).isNotNull();
            for (String entry : p.getProperty("classpath").split(",")) {
                Path cp = dir.resolve(entry.replace("${config_path}/", ""));
                assertThat(cp).as(c + " classpath").isDirectory();
            }
            String text = new String(Files.readAllBytes(c), StandardCharsets.UTF_8);
            String embedded = "--harness " + args[0] + " --variant " + args[1] + " --depth " + args[2]
                    + (args.length > 3 ? " --outside " + args[3] : "");
            assertThat(text).as(c + " names the embedded explorer's command on the same bounds").contains(embedded);
        }
    }
}
