package pmtuverify.kernel.plpmtud;

import java.util.List;
import pmtuverify.model.plpmtud.Event;

/**
 * A change of the kernel's PLPMTUD state between two samples, as the replay events that explain it (in kernel
 * order) and the kernel's state after it. {@code noisy} marks a probe cancelled by a retransmission that was not its
 * own loss ("Inconclusive MTU probe" in __tcp_retransmit_skb): such a run is reported NOISY and rerun, never counted.
 */
public final class Transition {
    public final int index;
    public final String label;
    public final List<Event> events;
    public final Sample before;
    public final Sample after;
    public final boolean noisy;
    /** Whether no replay event explains the kernel's change (a quiet send before it explains nothing). */
    public final boolean unexplained;

    Transition(int index, String label, List<Event> events, Sample before, Sample after, boolean noisy, boolean unexplained) {
        this.index = index;
        this.label = label;
        this.events = List.copyOf(events);
        this.before = before;
        this.after = after;
        this.noisy = noisy;
        this.unexplained = unexplained;
    }
}
