package pmtuverify.props;

import java.util.ArrayList;
import java.util.List;
import pmtuverify.props.hystart.HystartChecks;
import pmtuverify.props.pmtu.Bounds;
import pmtuverify.props.pmtu.PmtuChecks;

/** Every row of the verdict table: the PLPMTUD invariants, then the HyStart ones. */
public final class Catalogue {
    private Catalogue() {}

    /** The rows the random engine checks (wide domains). */
    public static List<CheckSpec> random() {
        List<CheckSpec> all = new ArrayList<>(PmtuChecks.all(Bounds.WIDE, PmtuChecks.WIDE_DEPTH));
        all.addAll(HystartChecks.all());
        return all;
    }

    /** The row of {@code id}, or null. */
    public static CheckSpec byId(List<CheckSpec> specs, String id) {
        for (CheckSpec s : specs) {
            if (s.invariant().id().equals(id)) {
                return s;
            }
        }
        return null;
    }
}
