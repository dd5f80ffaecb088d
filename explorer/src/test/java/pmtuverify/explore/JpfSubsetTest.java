package pmtuverify.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Code that Java PathFinder 17 executes (the model, the harnesses, the JPF entry point) stays
 * inside what JPF runs: no records (their generated equals/hashCode/toString silently end the
 * program), no boxing method references, no String/Stream/Collectors methods JPF's model
 * classes lack, no 4-argument Throwable constructor.
 */
class JpfSubsetTest {
    private static final Pattern[] BROKEN = {
        Pattern.compile("\\brecord\\s+\\w+\\s*\\("),
        Pattern.compile("\\b(Integer|Long|String|Boolean)::\\w+"),
        Pattern.compile("String\\.join|StringJoiner|Collectors\\.joining|\\.toList\\(\\)|\\.boxed\\(\\)"),
        Pattern.compile("\\.(strip|isBlank|lines|chars|formatted)\\(\\)"),
        Pattern.compile("super\\([^;]*,\\s*(false|true)\\s*,\\s*(false|true)\\s*\\)"),
        Pattern.compile("Comparator\\.comparing|thenComparing|AtomicLong|AtomicReference"),
    };

    @Test
    void jpfExecutedCodeAvoidsBrokenFeatures() throws IOException {
        List<String> found = new ArrayList<>();
        String[] roots = {"../model/src/main/java", "../properties/src/main/java/pmtuverify/props/pmtu",
            "../properties/src/main/java/pmtuverify/props/hystart", "src/main/java/pmtuverify/explore/Harnesses.java"};
        for (String root : roots) {
            List<Path> files = new ArrayList<>();
            try (Stream<Path> s = Files.walk(Paths.get(root))) {
                s.filter(p -> p.toString().endsWith(".java")).forEach(files::add);
            }
            for (String f : new String[] {"Harness", "InvariantHarness", "MachineHarness", "InvariantViolation", "Coverage", "Draw", "StateKey", "Invariant"}) {
                files.add(Paths.get("../properties/src/main/java/pmtuverify/props/" + f + ".java"));
            }
            for (Path p : files) {
                String text = new String(Files.readAllBytes(p), StandardCharsets.UTF_8)
                        .replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
                for (Pattern b : BROKEN) {
                    if (b.matcher(text).find()) {
                        found.add(p + ": " + b.pattern());
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void theCheckCatchesABrokenFeature() {
        assertThat(BROKEN[0].matcher("public record Foo(int a) {}").find()).isTrue();
        assertThat(BROKEN[1].matcher("map.merge(k, 1, Integer::sum)").find()).isTrue();
        assertThat(BROKEN[4].matcher("super(m, null, false, false);").find()).isTrue();
    }
}
