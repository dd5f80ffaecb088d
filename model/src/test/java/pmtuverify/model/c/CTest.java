package pmtuverify.model.c;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The C integer helpers at their edges: each comparison on both sides and equal, each wrap test at its bound. */
class CTest {
    @Test
    @DisplayName("unsigned compares: below, equal, above, and a negative int read as a large u32")
    void unsignedCompares() {
        assertThat(C.ult(1, 2)).isTrue();
        assertThat(C.ult(2, 2)).isFalse();
        assertThat(C.ult(-1, 2)).isFalse();
        assertThat(C.ugt(3, 2)).isTrue();
        assertThat(C.ugt(2, 2)).isFalse();
        assertThat(C.ugt(-1, 2)).isTrue();
        assertThat(C.uge(2, 2)).isTrue();
        assertThat(C.uge(1, 2)).isFalse();
        assertThat(C.ule(1, 2)).isTrue();
        assertThat(C.ule(2, 2)).isTrue();
        assertThat(C.ule(3, 2)).isFalse();
        assertThat(C.ule(-1, 2)).isFalse();
        assertThat(C.ule(2, -1)).isTrue();
    }

    @Test
    @DisplayName("u32 / u64 division, min_t(u64), truncation, u32 text")
    void arithmetic() {
        assertThat(C.udiv(-1, 2)).isEqualTo(Integer.MAX_VALUE);
        assertThat(C.udiv(10, 3)).isEqualTo(3);
        assertThat(C.udiv64(-1L, 2)).isEqualTo(Long.MAX_VALUE);
        assertThat(C.uminU64(-1L, 5)).isEqualTo(5);
        assertThat(C.uminU64(5, -1L)).isEqualTo(5);
        assertThat(C.uminU64(2, 3)).isEqualTo(2);
        assertThat(C.uminU64(3, 2)).isEqualTo(2);
        assertThat(C.uminU64(3, 3)).isEqualTo(3);
        assertThat(C.trunc32((1L << 32) + 5)).isEqualTo(5);
        assertThat(C.u32(-2)).isEqualTo(4_294_967_294L);
        assertThat(C.u32String(7)).isEqualTo("7");
        assertThat(C.U32_MAX).isEqualTo(4_294_967_295L);
    }

    @Test
    @DisplayName("wrap tests: u32 product at 2^32, int sum and difference at INT_MAX / INT_MIN")
    void wraps() {
        assertThat(C.mulWrapsU32(65535, 65537)).isFalse(); // 4294967295
        assertThat(C.mulWrapsU32(65536, 65536)).isTrue(); // 2^32
        assertThat(C.mulWrapsU32(-1, 1)).isFalse();
        assertThat(C.mulWrapsU32(-1, 2)).isTrue();
        assertThat(C.addWrapsInt(Integer.MAX_VALUE, 0)).isFalse();
        assertThat(C.addWrapsInt(Integer.MAX_VALUE, 1)).isTrue();
        assertThat(C.addWrapsInt(Integer.MIN_VALUE, -1)).isTrue();
        assertThat(C.subWrapsInt(Integer.MIN_VALUE, 0)).isFalse();
        assertThat(C.subWrapsInt(Integer.MIN_VALUE, 1)).isTrue();
        assertThat(C.subWrapsInt(0, Integer.MIN_VALUE)).isTrue(); // 2^31
        assertThat(C.subWrapsInt(-1, Integer.MIN_VALUE)).isFalse(); // INT_MAX
        assertThat(C.subWrapsInt(Integer.MAX_VALUE, -1)).isTrue();
    }

    @Test
    @DisplayName("jiffies: INITIAL_JIFFIES, tcp_time_stamp, the HZ values")
    void jiffies() {
        assertThat(Jiffies.initialJiffies(250)).isEqualTo(4_294_967_296L - 75_000L);
        assertThat(Jiffies.tcpTimeStamp((1L << 32) + 9)).isEqualTo(9);
        for (int hz : new int[] {100, 250, 300, 1000}) {
            assertThat(Jiffies.validHz(hz)).isTrue();
        }
        assertThat(Jiffies.validHz(200)).isFalse();
        assertThat(Jiffies.validHz(0)).isFalse();
        assertThat(Jiffies.validHz(1000L + (1L << 32))).isFalse();
    }
}
