package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * ./pmtu lab's argument handling: every bad argument is refused with one line and exit 2 before anything is
 * installed, built or booted; --list names the unpatched kernel and every patch and series of patches/.
 */
class LabCommandTest {
    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    private static CliTest.Result lab(String... args) {
        String old = System.getProperty("pmtu.home");
        System.setProperty("pmtu.home", HOME.toString());
        try {
            String[] a = new String[args.length + 1];
            a[0] = "lab";
            System.arraycopy(args, 0, a, 1, args.length);
            return CliTest.run("", a);
        } finally {
            if (old == null) {
                System.clearProperty("pmtu.home");
            } else {
                System.setProperty("pmtu.home", old);
            }
        }
    }

    private static void refused(CliTest.Result r, String... words) {
        assertThat(r.code).isEqualTo(2);
        assertThat(r.err.strip()).doesNotContain("\n").startsWith("pmtu: ").contains(words);
        assertThat(r.err).doesNotContain("Exception");
        assertThat(r.out).isEmpty();
    }

    @Test
    void listNamesTheUnpatchedKernelAndEveryPatchAndSeries() throws IOException {
        CliTest.Result r = lab("--list");
        assertThat(r.code).isZero();
        assertThat(r.out).contains("6.12: linux-source-6.12, unpatched\n");
        try (Stream<Path> s = Files.list(HOME.resolve("patches"))) {
            for (Path p : (Iterable<Path>) s::iterator) {
                String f = p.getFileName().toString();
                if (f.endsWith(".patch")) {
                    assertThat(r.out).contains(f.replace(".patch", "") + ": 1 patch\n");
                } else if (Files.isDirectory(p)) {
                    long n;
                    try (Stream<Path> in = Files.list(p)) {
                        n = in.filter(q -> q.toString().endsWith(".patch") && !q.getFileName().toString().startsWith("0000-")).count();
                    }
                    assertThat(r.out).contains(f + ": " + n + " patches\n");
                }
            }
        }
        assertThat(r.out).contains("FIX_ALL: 7 patches\n");
    }

    @Test
    void anUnknownKernelIsRefusedWithTheChoices() {
        refused(lab("--patch", "FIX_NOPE"), "unknown kernel \"FIX_NOPE\"", "6.12", "FIX_ALL", "FIX_STOP_AT_TWO");
        // a path is not a name of patches/
        refused(lab("--patch", "../patches/FIX_ALL"), "unknown kernel");
    }

    @Test
    void badSettingsAreRefused() {
        refused(lab("--accel", "hvf"), "--accel must be auto, kvm or tcg");
        refused(lab("--timeout", "5"), "--timeout must be at least 60");
        refused(lab("--timeout", "soon"), "soon");
        refused(lab("--jobs", "0"), "--jobs must be at least 1");
        refused(lab("--cache", HOME.resolve("cli/target/lab").toString()), "inside the project");
    }

    @Test
    void theGuestCommandMustBeAnotherPmtuCommand() {
        refused(lab("--", "frobnicate"), "not \"frobnicate\"");
        refused(lab("--", "lab", "--list"), "other than lab");
        refused(lab("--bogus"), "--bogus");
    }

    @Test
    void checkPatchesTakesNoKernelOrGuestCommand() {
        refused(lab("--check-patches", "--patch", "FIX_ALL"), "--check-patches", "takes no --patch");
        refused(lab("--check-patches", "--build-only"), "--check-patches");
        refused(lab("--check-patches", "--", "kernel", "--quick"), "--check-patches");
        refused(lab("--check-patches", "--out", "/tmp/x"), "--check-patches");
    }
}
