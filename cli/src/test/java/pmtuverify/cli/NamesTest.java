package pmtuverify.cli;

import pmtuverify.trace.Names;
import pmtuverify.report.Explorations;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.proofs.Proofs;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;

/**
 * Each command's help and each unknown-name error lists every value: the variants of both enums, the
 * catalogue's invariants, the trace format's events. The expected lists are read here from the enums and
 * the catalogue themselves, not from {@link Names}.
 */
class NamesTest {
    static List<String> pmtuVariants() {
        return java.util.Arrays.stream(pmtuverify.model.plpmtud.Variant.values()).map(Enum::name).toList();
    }

    static List<String> hystartVariants() {
        return java.util.Arrays.stream(pmtuverify.model.hystart.Variant.values()).map(Enum::name).toList();
    }

    static List<String> invariants(boolean pmtuOnly) {
        return Catalogue.random().stream().filter(s -> !pmtuOnly || !Explorations.isHystart(s))
                .map(CheckSpec::invariant).map(i -> i.id()).toList();
    }

    static List<String> events() {
        return java.util.Arrays.stream(Event.Kind.values()).map(k -> k.json).toList();
    }

    /** Every name occurs in {@code text} as a whole word (LATEST is not found inside HYSTART_LATEST). */
    static void listsEvery(String what, String text, List<String> names) {
        assertThat(names).as(what).isNotEmpty();
        for (String n : names) {
            assertThat(Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(n) + "(?![A-Za-z0-9_])").matcher(text).find())
                    .as(what + " lists " + n + ":\n" + text).isTrue();
        }
    }

    private static String help(String command) {
        CliTest.Result r = CliTest.run("", command, "--help");
        assertThat(r.code).isZero();
        return r.out;
    }

    private static String error(String stdin, String... args) {
        CliTest.Result r = CliTest.run(stdin, args);
        assertThat(r.code).as(String.join(" ", args)).isEqualTo(2);
        assertThat(r.err.trim().lines().count()).as(r.err).isEqualTo(1);
        assertThat(r.err).doesNotContain("Exception");
        return r.err;
    }

    @Test
    void helpListsEveryVariantInvariantAndEvent() {
        List<String> all = new java.util.ArrayList<>(pmtuVariants());
        all.addAll(hystartVariants());
        assertThat(hystartVariants()).hasSizeGreaterThan(3);
        assertThat(pmtuVariants()).contains("LATEST", "FIX_ALL");
        listsEvery("check --help", help("check"), all);
        listsEvery("check --help", help("check"), invariants(false));
        listsEvery("explore --help", help("explore"), all);
        listsEvery("explore --help", help("explore"), invariants(false));
        listsEvery("bench --help", help("bench"), pmtuVariants());
        listsEvery("bench --help", help("bench"), invariants(true));
        listsEvery("prove --help", help("prove"), pmtuVariants());
        listsEvery("prove --help", help("prove"), Proofs.INVARIANTS);
        listsEvery("kernel --help", help("kernel"), pmtuVariants());
        listsEvery("replay --help", help("replay"), all);
        listsEvery("replay --help", help("replay"), invariants(true));
        listsEvery("replay --help", help("replay"), events());
    }

    @Test
    void unknownNameErrorsListEveryValue() {
        List<String> all = new java.util.ArrayList<>(pmtuVariants());
        all.addAll(hystartVariants());
        listsEvery("unknown event", error("{}\n{\"event\":\"nope\"}\n", "replay", "-"), events());
        assertThat(events()).contains("window_update");
        listsEvery("unknown variant in a trace", error("{\"variant\":\"NOPE\"}\n", "replay", "-"), all);
        listsEvery("replay --variant", error("{}\n", "replay", "-", "--variant", "NOPE"), all);
        listsEvery("replay --check", error("{}\n", "replay", "-", "--check", "NOPE"), invariants(true));
        listsEvery("check --invariant", error("", "check", "--invariant", "NOPE"), invariants(false));
        listsEvery("check --variant", error("", "check", "--variant", "NOPE"), all);
        listsEvery("explore --harness", error("", "explore", "--harness", "NOPE"), invariants(false));
        listsEvery("explore --variant", error("", "explore", "--variant", "NOPE"), all);
        listsEvery("bench --harness", error("", "bench", "--harness", "NOPE"), invariants(true));
        listsEvery("prove --variant", error("", "prove", "--variant", "NOPE", "--out", "-"), pmtuVariants());
        listsEvery("prove --invariant", error("", "prove", "--invariant", "NOPE", "--out", "-"), Proofs.INVARIANTS);
        listsEvery("kernel --variant", error("", "kernel", "--variant", "NOPE", "--from", "."), pmtuVariants());
    }
}
