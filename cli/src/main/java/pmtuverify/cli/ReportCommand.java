package pmtuverify.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code ./pmtu report}: writes specs/VERDICTS.md, specs/CATALOGUE.md and specs/counterexamples/. */
@Command(name = "report", mixinStandardHelpOptions = true, description = "Regenerate specs/VERDICTS.md, specs/CATALOGUE.md and specs/counterexamples/.")
public final class ReportCommand implements Callable<Integer> {
    @Option(names = "--specs", description = "the specs directory (default ${DEFAULT-VALUE})")
    String specs = "specs";

    @Override
    public Integer call() throws IOException {
        Path dir = Paths.get(specs);
        if (!Files.isDirectory(dir)) {
            throw new BadInput("no such directory: " + specs);
        }
        Map<String, String> files = Report.generate(Report.TRIES, Report.SEED);
        Path ce = dir.resolve("counterexamples");
        if (Files.isDirectory(ce)) {
            try (Stream<Path> old = Files.list(ce)) {
                for (Path p : (Iterable<Path>) old::iterator) {
                    if (p.getFileName().toString().endsWith(".jsonl")) {
                        Files.delete(p);
                    }
                }
            }
        }
        Files.createDirectories(ce);
        for (Map.Entry<String, String> e : files.entrySet()) {
            Files.write(dir.resolve(e.getKey()), e.getValue().getBytes(StandardCharsets.UTF_8));
        }
        System.out.println("wrote " + files.size() + " files under " + dir);
        return 0;
    }
}
