package pmtuverify.report;

import pmtuverify.kernel.hystart.HystartKernel;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** specs/KERNEL.md is what the recordings under specs/kernel-runs give, row for row. */
class KernelReportFreshnessTest {
    @Test
    void kernelMdIsRegeneratedFromTheRecordings() throws Exception {
        String md = KernelReport.fromRecordings(Path.of("..", "specs", "kernel-runs"), "LATEST",
                HystartKernel.VARIANT);
        assertThat(Files.readString(Path.of("..", "specs", "KERNEL.md"), StandardCharsets.UTF_8))
                .as("specs/KERNEL.md is stale: ./pmtu kernel --from specs/kernel-runs --report").isEqualTo(md);
    }
}
