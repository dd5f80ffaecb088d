package pmtuverify.model.hystart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * Where snd_una stands against end_seq (tcp_cubic.c: only bictcp_hystart_reset moves end_seq, so once
 * {@code after(tp->snd_una, ca->end_seq)} holds it holds on every later ACK until a reset), and which ACKs a kernel run
 * cannot have.
 */
class RoundEndStateTest {
    private static HyState at(HyState.EndSeq e) {
        return new HyState(0, 0, 0, 0, 0, 0, 0, 20, Integer.MAX_VALUE, 0, 0, 0L, 0L, e);
    }

    @Test
    void aStateWithoutEndSeqIsRefused() {
        assertThatThrownBy(() -> at(null)).isInstanceOf(IllegalArgumentException.class).hasMessage("endSeq");
    }

    @Test
    void onlyAFreshEndSeqLeavesTheRoundEndToTheTrace() {
        assertThat(at(HyState.EndSeq.AHEAD).roundEndForced()).isFalse();
        assertThat(at(HyState.EndSeq.AT_SND_UNA).roundEndForced()).isTrue();
        assertThat(at(HyState.EndSeq.PASSED).roundEndForced()).isTrue();
    }

    @Test
    void aRoundEndIsNeverContradicted() {
        for (HyState.EndSeq e : HyState.EndSeq.values()) {
            assertThat(Hystart.roundEndContradiction(at(e), Ack.of(100, 50, 20, 0, true))).isNull();
            assertThat(Hystart.roundEndContradiction(at(e), Ack.of(100, -1, 20, 0, true))).isNull();
        }
    }

    @Test
    void noRoundEndAfterEndSeqWasPassedIsContradicted() {
        assertThat(Hystart.roundEndContradiction(at(HyState.EndSeq.PASSED), Ack.of(100, 50, 20, 0, false)))
                .startsWith("snd_una passed end_seq on an earlier ACK").endsWith("after(snd_una, end_seq) is still true");
        // whatever the ACK carries: a duplicate ACK (no RTT sample) leaves snd_una past end_seq too
        assertThat(Hystart.roundEndContradiction(at(HyState.EndSeq.PASSED), Ack.of(100, -1, 20, 0, false)))
                .startsWith("snd_una passed end_seq");
    }

    @Test
    void afterInitOnlyAnAckThatAcknowledgedDataMustEndTheRound() {
        assertThat(Hystart.roundEndContradiction(at(HyState.EndSeq.AT_SND_UNA), Ack.of(100, 50, 20, 0, false)))
                .startsWith("cubictcp_init left end_seq = snd_nxt = snd_una");
        // an RTT sample of 0 us is still a sample (rtt_us >= 0)
        assertThat(Hystart.roundEndContradiction(at(HyState.EndSeq.AT_SND_UNA), Ack.of(100, 0, 20, 0, false)))
                .startsWith("cubictcp_init left end_seq");
        // no RTT sample: possibly a duplicate ACK, which acknowledges nothing new
        assertThat(Hystart.roundEndContradiction(at(HyState.EndSeq.AT_SND_UNA), Ack.of(100, -1, 20, 0, false))).isNull();
        assertThat(Hystart.roundEndContradiction(at(HyState.EndSeq.AHEAD), Ack.of(100, 50, 20, 0, false))).isNull();
    }

    @Test
    void withRoundEndSetsOnlyTheRoundEnd() {
        Ack a = Ack.of(100, 2000, 12, 5000L, false).withClockMs(7);
        Ack b = a.withRoundEnd(true);
        assertThat(b.roundEnd).isTrue();
        assertThat(a.roundEnd).isFalse();
        assertThat(b.withRoundEnd(false).roundEnd).isFalse();
        assertThat(b.at).isEqualTo(a.at);
        assertThat(b.rttUs).isEqualTo(a.rttUs);
        assertThat(b.cwnd).isEqualTo(a.cwnd);
        assertThat(b.clockMs).isEqualTo(a.clockMs);
    }
}
