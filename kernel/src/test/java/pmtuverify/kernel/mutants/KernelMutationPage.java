package pmtuverify.kernel.mutants;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import pmtuverify.model.pit.MutationReport;

/**
 * specs/KERNEL-MUTATION.md, written by the kernel module's {@code -Ppit-kernel} profile: PIT's survivors and score
 * ({@link MutationReport} under {@code -Dpit.suite=kernel}), then the fingerprint of everything the run's outcome
 * depends on, which {@code KernelMutationFreshnessTest} recomputes: a page measured against other code or other
 * recordings fails the build until the profile is run again.
 *
 * <p>Usage: {@code KernelMutationPage ROOT REPORTS_DIR MUTATOR_GROUP}
 */
public final class KernelMutationPage {
    /** What the run depends on, relative to the project's root: the code PIT mutates and the code and data that judge. */
    static final List<String> INPUTS = List.of("model/src/main/java/pmtuverify/model/plpmtud",
            "model/src/main/java/pmtuverify/model/c", "trace/src/main/java",
            "kernel/src/main/java/pmtuverify/kernel/plpmtud", "kernel/src/main/java/pmtuverify/kernel/capture",
            "kernel/src/main/java/pmtuverify/kernel/Runner.java", "kernel/src/main/java/pmtuverify/kernel/KernelHz.java",
            "kernel/src/test/java/pmtuverify/kernel/mutants/RecordingsRejudgedTest.java", "specs/kernel-runs",
            "specs/kernel-mutation-reviewed.tsv");
    static final String PAGE = "specs/KERNEL-MUTATION.md";
    static final String LINE = "Fingerprint of the inputs (SHA-256 over the files of " + String.join(", ", INPUTS) + "): ";

    private KernelMutationPage() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: KernelMutationPage ROOT REPORTS_DIR MUTATOR_GROUP");
            System.exit(2);
        }
        Path root = Path.of(args[0]);
        Path page = root.resolve(PAGE);
        MutationReport.run(Path.of(args[1]), root.resolve("specs/kernel-mutation-reviewed.tsv"), page, args[2],
                List.of("kernel"));
        Files.writeString(page, Files.readString(page) + "\n" + LINE + fingerprint(root) + "\n");
    }

    /** SHA-256 over every input file, by path relative to {@code root} (sorted) and content. */
    static String fingerprint(Path root) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String in : INPUTS) {
            try (Stream<Path> s = Files.walk(root.resolve(in))) {
                s.filter(Files::isRegularFile).forEach(files::add);
            }
        }
        List<String> rel = new ArrayList<>();
        for (Path f : files) {
            rel.add(root.relativize(f).toString().replace('\\', '/'));
        }
        java.util.Collections.sort(rel);
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (String r : rel) {
                md.update(r.getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(Files.readAllBytes(root.resolve(r)));
                md.update((byte) 0);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
