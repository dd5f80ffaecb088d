package pmtuverify.trace;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Protocol;

/**
 * The names the command line accepts (variants, invariants, trace events), read from the model's enums
 * and the catalogue, never typed: help texts list them through picocli's {@code ${COMPLETION-CANDIDATES}}
 * (the nested {@link Iterable}s below, which picocli instantiates and iterates only to render help),
 * and errors through {@link #list}.
 */
public final class Names {
    private Names() {}

    /** The PLPMTUD variants, in the enum's order (PRE..LATEST, then the FIX variants). */
    public static List<String> pmtuVariants() {
        List<String> out = new ArrayList<>();
        for (pmtuverify.model.plpmtud.Variant v : pmtuverify.model.plpmtud.Variant.values()) {
            out.add(v.name());
        }
        return out;
    }

    /** The HyStart variants, in the enum's order. */
    public static List<String> hystartVariants() {
        List<String> out = new ArrayList<>();
        for (pmtuverify.model.hystart.Variant v : pmtuverify.model.hystart.Variant.values()) {
            out.add(v.name());
        }
        return out;
    }

    /** Every variant: the PLPMTUD ones, then the HyStart ones. */
    public static List<String> variants() {
        List<String> out = pmtuVariants();
        out.addAll(hystartVariants());
        return out;
    }

    /** Every invariant id of the catalogue, in the verdict table's order. */
    public static List<String> invariants() {
        return invariants(false);
    }

    /** The PLPMTUD invariant ids of the catalogue. */
    public static List<String> pmtuInvariants() {
        return invariants(true);
    }

    private static List<String> invariants(boolean pmtuOnly) {
        List<String> out = new ArrayList<>();
        for (CheckSpec s : Catalogue.random()) {
            if (!pmtuOnly || s.invariant().protocol() != Protocol.HYSTART) {
                out.add(s.invariant().id());
            }
        }
        return out;
    }

    /** The event names of the PLPMTUD trace format. */
    public static List<String> events() {
        List<String> out = new ArrayList<>();
        for (Event.Kind k : Event.Kind.values()) {
            out.add(k.json);
        }
        return out;
    }

    /**
     * Bad input when both are given and {@code invariant} does not apply to {@code variant}: the one
     * message check, explore and bench give for a cell that is n/a in the verdict table.
     */
    public static void requireApplicable(List<CheckSpec> specs, String invariant, String variant) {
        if (invariant == null || variant == null) {
            return;
        }
        CheckSpec s = Catalogue.byId(specs, invariant);
        if (s != null && !s.variants().contains(variant)) {
            throw new BadInput("not applicable: invariant " + invariant + " does not apply to variant " + variant
                    + " (it applies to " + String.join(", ", s.variants()) + ")");
        }
    }

    /** "A, B, C": a list for a help text or an error. */
    public static String list(List<String> names) {
        return String.join(", ", names);
    }

    /** The values of a list, for {@code completionCandidates} (picocli needs a class with a no-argument constructor). */
    public abstract static class Candidates implements Iterable<String> {
        private final Supplier<List<String>> names;

        protected Candidates(Supplier<List<String>> names) {
            this.names = names;
        }

        @Override
        public Iterator<String> iterator() {
            return names.get().iterator();
        }
    }

    public static final class Variants extends Candidates {
        public Variants() { super(Names::variants); }
    }

    public static final class PmtuVariants extends Candidates {
        public PmtuVariants() { super(Names::pmtuVariants); }
    }

    public static final class Invariants extends Candidates {
        public Invariants() { super(Names::invariants); }
    }

    public static final class PmtuInvariants extends Candidates {
        public PmtuInvariants() { super(Names::pmtuInvariants); }
    }
}
