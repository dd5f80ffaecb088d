package pmtuverify.kernel;

import pmtuverify.kernel.capture.Observation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KernelHzTest {
    static Integer parse(String config) throws IOException {
        return KernelHz.configHz(new ByteArrayInputStream(config.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void configHzIsReadFromItsOwnLineOnly() throws IOException {
        assertThat(parse("CONFIG_HZ_250=y\nCONFIG_HZ=250\nCONFIG_SCHED_HRTICK=y\n")).isEqualTo(250);
        assertThat(parse("# CONFIG_HZ_1000 is not set\nCONFIG_HZ_PERIODIC=y\nCONFIG_HZ=1000\n")).isEqualTo(1000);
        assertThat(parse("CONFIG_HZ_100=y\nCONFIG_HZ_PERIODIC=y\n")).isNull();
    }

    @Test
    void theRunningKernelsConfigurationAgreesWithItsClock() throws IOException {
        assumeTrue(Files.isReadable(Path.of("/proc/timer_list")), "needs root (/proc/timer_list)");
        int hz = KernelHz.running();
        assertThat(KernelHz.CHOICES).contains(hz);
        Integer configured = KernelHz.configured();
        if (configured != null) {
            assertThat(hz).isEqualTo(configured);
        }
    }

    @Test
    void aRecordingWithoutItsHzIsRefused(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("release.txt"), "6.18.44\n");
        assertThatThrownBy(() -> Observation.read(dir)).isInstanceOf(IOException.class)
                .hasMessageContaining("no valid hz.txt");
        Files.writeString(dir.resolve("hz.txt"), "251\n");
        assertThatThrownBy(() -> Observation.read(dir)).hasMessageContaining("no valid hz.txt");
        Files.writeString(dir.resolve("hz.txt"), "300\n");
        assertThat(Observation.read(dir).hz).isEqualTo(300);
    }
}
