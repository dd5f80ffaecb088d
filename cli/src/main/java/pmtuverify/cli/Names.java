package pmtuverify.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.proofs.Proofs;

/**
 * The names the command line accepts (variants, invariants, trace events), read from the model's enums
 * and the catalogue, never typed: help texts list them through picocli's {@code ${COMPLETION-CANDIDATES}}
 * (the nested {@link Iterable}s below, which picocli instantiates and iterates only to render help),
 * and errors through {@link #list}.
 */
final class Names {
    private Names() {}

    /** The PLPMTUD variants, in the enum's order (PRE..LATEST, then the FIX variants). */
    static List<String> pmtuVariants() {
        List<String> out = new ArrayList<>();
        for (pmtuverify.model.plpmtud.Variant v : pmtuverify.model.plpmtud.Variant.values()) {
            out.add(v.name());
        }
        return out;
    }

    /** The HyStart variants, in the enum's order. */
    static List<String> hystartVariants() {
        List<String> out = new ArrayList<>();
        for (pmtuverify.model.hystart.Variant v : pmtuverify.model.hystart.Variant.values()) {
            out.add(v.name());
        }
        return out;
    }

    /** Every variant: the PLPMTUD ones, then the HyStart ones. */
    static List<String> variants() {
        List<String> out = pmtuVariants();
        out.addAll(hystartVariants());
        return out;
    }

    /** Every invariant id of the catalogue, in the verdict table's order. */
    static List<String> invariants() {
        return invariants(false);
    }

    /** The PLPMTUD invariant ids of the catalogue. */
    static List<String> pmtuInvariants() {
        return invariants(true);
    }

    private static List<String> invariants(boolean pmtuOnly) {
        List<String> out = new ArrayList<>();
        for (CheckSpec s : Catalogue.random()) {
            if (!pmtuOnly || !Explorations.isHystart(s)) {
                out.add(s.invariant().id());
            }
        }
        return out;
    }

    /** The event names of the PLPMTUD trace format. */
    static List<String> events() {
        List<String> out = new ArrayList<>();
        for (Event.Kind k : Event.Kind.values()) {
            out.add(k.json);
        }
        return out;
    }

    /** "A, B, C": a list for a help text or an error. */
    static String list(List<String> names) {
        return String.join(", ", names);
    }

    /** The values of a list, for {@code completionCandidates} (picocli needs a class with a no-argument constructor). */
    private abstract static class Candidates implements Iterable<String> {
        private final Supplier<List<String>> names;

        Candidates(Supplier<List<String>> names) {
            this.names = names;
        }

        @Override
        public Iterator<String> iterator() {
            return names.get().iterator();
        }
    }

    static final class Variants extends Candidates {
        Variants() { super(Names::variants); }
    }

    static final class PmtuVariants extends Candidates {
        PmtuVariants() { super(Names::pmtuVariants); }
    }

    static final class Invariants extends Candidates {
        Invariants() { super(Names::invariants); }
    }

    static final class PmtuInvariants extends Candidates {
        PmtuInvariants() { super(Names::pmtuInvariants); }
    }

    static final class ProofInvariants extends Candidates {
        ProofInvariants() { super(() -> Proofs.INVARIANTS); }
    }
}
