package pmtuverify.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import pmtuverify.kernel.plpmtud.Conformance;
import pmtuverify.kernel.capture.Observation;
import pmtuverify.kernel.plpmtud.Result;
import pmtuverify.kernel.plpmtud.Scenario;
import pmtuverify.kernel.plpmtud.Witness;

/**
 * The kernel's evidence for the report: the checked-in recordings of the kernel suite (specs/kernel-runs, written by
 * {@code ./pmtu kernel --record}) held against LATEST again, and every {@link Witness} evaluated on them. Reading
 * recordings needs no root, so the report stays reproducible anywhere.
 */
public final class KernelEvidence {
    /** One witnessed cell: the scenario, its recording's release and the figures. */
    public record Seen(String scenario, String release, Conformance.Verdict verdict, String figures) {}

    private KernelEvidence() {}

    /** Invariant id (in catalogue order) to the recordings that witness it (in the suite's order). */
    public static Map<String, List<Seen>> witnesses(Path runs) {
        Map<String, List<Seen>> out = new LinkedHashMap<>();
        List<Result> results = results(runs);
        for (Witness w : Witness.ALL) {
            for (Result r : results) {
                w.of(r).ifPresent(f -> out.computeIfAbsent(w.invariant(), k -> new ArrayList<>())
                        .add(new Seen(r.scenario.name, r.observation.release, r.verdict, f)));
            }
        }
        return out;
    }

    /** The recordings of known scenarios under {@code runs}, checked against LATEST, in the suite's order. */
    public static List<Result> results(Path runs) {
        List<Result> out = new ArrayList<>();
        if (!Files.isDirectory(runs)) {
            return out;
        }
        List<String> names;
        try (Stream<Path> dirs = Files.list(runs)) {
            names = dirs.map(p -> p.getFileName().toString()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (Scenario s : Scenario.ALL) {
            if (names.contains(s.name)) {
                try {
                    out.add(Conformance.check(s, "LATEST", Observation.read(runs.resolve(s.name))));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return out;
    }
}
