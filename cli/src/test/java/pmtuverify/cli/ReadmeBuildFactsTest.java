package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pmtuverify.doc.DocClaims;

/** The versions, settings and defaults README names for the build and the tools are the poms' and the commands'. */
class ReadmeBuildFactsTest {
    /** The text of the first group of {@code regex} in a file of the project. */
    static String in(String file, String regex) {
        Matcher m = Pattern.compile(regex, Pattern.DOTALL).matcher(DocClaims.folded(file));
        assertThat(m.find()).as(regex + " in " + file).isTrue();
        return m.group(1);
    }

    @Test
    void theToolVersionsAreThePoms() {
        String release = in("pom.xml", "<maven.compiler.release>(\\d+)</maven.compiler.release>");
        DocClaims.says("README.md", "On a fresh machine with Java " + release + " and Maven:",
                "the `--add-opens`/`--add-exports` flags JDK " + release + " needs",
                "install jpf-core (branch java-" + release + ")");
        DocClaims.says("README.md", "QuickTheories (" + in("pom.xml", "<quicktheories.version>([\\d.]+)<") + ", fixed seeds)");
        String pit = in("model/pom.xml", "<artifactId>pitest-maven</artifactId> <version>([\\d.]+)<");
        String junit5 = in("model/pom.xml", "<artifactId>pitest-junit5-plugin</artifactId> <version>([\\d.]+)<");
        String threads = in("model/pom.xml", "<pit.threads>(\\d+)<");
        DocClaims.says("README.md", "runs PIT (pitest-maven " + pit + ", pitest-junit5-plugin " + junit5 + ", DEFAULTS mutators, "
                + threads + " threads)", "a mutationThreshold of " + in("model/pom.xml", "<pit.threshold>(\\d+)<") + "%");
        DocClaims.says("README.md", "runs PIT's command line (pitest-command-line "
                + in("kernel/pom.xml", "<artifactId>pitest-command-line</artifactId> <version>([\\d.]+)<") + ";");
    }

    @Test
    void theJpfTimeLimitIsTheCommands() {
        int minutes = new JpfCommand().timeLimit;
        DocClaims.says("README.md", "does not finish within `--time-limit` minutes (default " + minutes + ")",
                "Each JPF run is stopped after `--time-limit` minutes (default " + minutes + ")");
    }
}
