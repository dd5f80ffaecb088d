package pmtuverify.kernel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * check-patches.sh (./pmtu lab --check-patches, CI's patches-apply step) on a small source tarball of its own: a
 * patch that applies, a tampered copy whose context no longer matches (no fuzz allowed), a series whose second patch
 * applies only on its first; bad input exits 2 with one line. When Debian's linux-source-6.12 is installed, a
 * tampered copy of a real patch of patches/ fails against it too.
 */
class CheckPatchesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path DEBIAN = Path.of("/usr/src/linux-source-6.12.tar.xz");

    record Result(int code, String out, String err) {}

    static Result check(Path patches, Path tarball) throws IOException, InterruptedException {
        Path script = Path.of(ROOT.resolve("kernel/src/main/resources/pmtuverify/kernel/check-patches.sh").toString());
        Path out = Files.createTempFile("check", ".out");
        Path err = Files.createTempFile("check", ".err");
        List<String> argv = new ArrayList<>(List.of("bash", script.toString()));
        if (patches != null) {
            argv.add(patches.toString());
        }
        ProcessBuilder pb = new ProcessBuilder(argv).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("LAB_SOURCE", tarball.toString());
        int code = pb.start().waitFor();
        Result r = new Result(code, Files.readString(out), Files.readString(err));
        Files.delete(out);
        Files.delete(err);
        return r;
    }

    static final String A = "int a(void)\n{\n\treturn 1;\n}\n\nint b(void)\n{\n\treturn 2;\n}\n";

    static String patch(String subject, String minus, String plus, String context) {
        return "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] " + subject
                + "\n\n---\ndiff --git a/net/a.c b/net/a.c\n--- a/net/a.c\n+++ b/net/a.c\n@@ -1,5 +1,5 @@\n"
                + " int a(void)\n " + context + "\n-" + minus + "\n+" + plus + "\n }\n \n-- \n2.39.5\n";
    }

    /** A tarball of linux-source-6.12/{Makefile,net/a.c}, as Debian's is laid out. */
    static Path tarball(Path dir) throws Exception {
        Path top = dir.resolve("t/linux-source-6.12");
        Files.createDirectories(top.resolve("net"));
        Files.writeString(top.resolve("Makefile"), "VERSION = 6\nPATCHLEVEL = 12\nSUBLEVEL = 118\n");
        Files.writeString(top.resolve("net/a.c"), A);
        Path tar = dir.resolve("src.tar.xz");
        assertThat(new ProcessBuilder("tar", "-C", dir.resolve("t").toString(), "-cJf", tar.toString(), "linux-source-6.12")
                .inheritIO().start().waitFor()).isZero();
        return tar;
    }

    @Test
    void aTamperedPatchFailsAndTheOthersApply(@TempDir Path dir) throws Exception {
        Path tar = tarball(dir);
        Path patches = Files.createDirectories(dir.resolve("patches"));
        Files.writeString(patches.resolve("GOOD.patch"), patch("good", "\treturn 1;", "\treturn 3;", "{"));
        // the same change with one context line altered: patch(1) without fuzz refuses it
        Files.writeString(patches.resolve("TAMPERED.patch"), patch("tampered", "\treturn 1;", "\treturn 3;", "{ /* */"));
        Path series = Files.createDirectories(patches.resolve("SERIES"));
        Files.writeString(series.resolve("0000-cover-letter.patch"), "Subject: [PATCH 0/2] cover\n");
        Files.writeString(series.resolve("0001-one.patch"), patch("one", "\treturn 1;", "\treturn 4;", "{"));
        Files.writeString(series.resolve("0002-two.patch"), patch("two", "\treturn 4;", "\treturn 5;", "{"));
        Result r = check(patches, tar);
        assertThat(r.code).as(r.err).isEqualTo(1);
        assertThat(r.out).contains("GOOD.patch: applies\n", "TAMPERED.patch: FAILS (patch exit 1)\n",
                "SERIES/0001-one.patch: applies\n", "SERIES/0002-two.patch: applies\n",
                "SERIES: the series of 2 applies in order\n").doesNotContain("0000-cover");
        assertThat(r.err).contains("of Linux 6.12.118 from");

        Files.delete(patches.resolve("TAMPERED.patch"));
        assertThat(check(patches, tar).code).isZero();

        // a series whose second patch no longer applies on its first (0002 expects what 0001 no longer writes)
        Files.writeString(series.resolve("0001-one.patch"), patch("one", "\treturn 1;", "\treturn 6;", "{"));
        Result s = check(patches, tar);
        assertThat(s.code).isEqualTo(1);
        assertThat(s.out).contains("SERIES/0002-two.patch: FAILS", "SERIES: the series FAILS at 0002-two.patch");
    }

    @Test
    void badInputExitsTwoWithOneLine(@TempDir Path dir) throws Exception {
        Path tar = tarball(dir);
        Result none = check(dir.resolve("nope"), tar);
        assertThat(none.code).isEqualTo(2);
        assertThat(none.err.strip()).isEqualTo("check-patches: no patches directory " + dir.resolve("nope"));
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertThat(check(empty, tar).err).contains("no patch in");
        Files.writeString(empty.resolve("X.patch"), "not a diff\n");
        Result notPatch = check(empty, tar);
        assertThat(notPatch.code).isEqualTo(2);
        assertThat(notPatch.err.strip()).doesNotContain("\n").contains("X.patch is no patch");
        assertThat(check(null, tar).code).isEqualTo(2);
    }

    @Test
    void aTamperedCopyOfARealPatchFailsOnDebiansSource(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isRegularFile(DEBIAN), "linux-source-6.12 is not installed");
        String real = Files.readString(ROOT.resolve("patches/FIX_SYNC_LOWERS_LOW.patch"), StandardCharsets.UTF_8);
        // the first context line of the first hunk, changed
        int hunk = real.indexOf("\n@@ ");
        int line = real.indexOf("\n ", hunk + 1);
        String tampered = real.substring(0, line + 2) + "/* tampered */ " + real.substring(line + 2);
        Path patches = Files.createDirectories(dir.resolve("patches"));
        Files.writeString(patches.resolve("FIX_SYNC_LOWERS_LOW.patch"), real);
        Files.writeString(patches.resolve("TAMPERED.patch"), tampered);
        Result r = check(patches, DEBIAN);
        assertThat(r.code).as(r.err).isEqualTo(1);
        assertThat(r.out).contains("FIX_SYNC_LOWERS_LOW.patch: applies\n", "TAMPERED.patch: FAILS")
                .contains("FAILED");
    }
}
