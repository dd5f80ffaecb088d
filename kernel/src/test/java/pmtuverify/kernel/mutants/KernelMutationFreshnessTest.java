package pmtuverify.kernel.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** specs/KERNEL-MUTATION.md was measured against today's code and recordings (its fingerprint is recomputed). */
class KernelMutationFreshnessTest {
    @Test
    void thePageIsTheRunOfTodaysCodeAndRecordings() throws Exception {
        Path root = Path.of("..");
        String page = Files.readString(root.resolve(KernelMutationPage.PAGE));
        int at = page.lastIndexOf(KernelMutationPage.LINE);
        assertThat(at).as(KernelMutationPage.PAGE + " has no fingerprint line").isGreaterThanOrEqualTo(0);
        String stored = page.substring(at + KernelMutationPage.LINE.length()).strip();
        assertThat(stored).as("stale: " + KernelMutationPage.PAGE + " was measured against other code or recordings; "
                + "run `mvn -B -ntp -pl kernel -am -Ppit-kernel verify -DskipTests` and commit what it writes")
                .isEqualTo(KernelMutationPage.fingerprint(root));
    }
}
