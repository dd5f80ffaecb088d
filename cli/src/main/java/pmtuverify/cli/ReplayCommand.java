package pmtuverify.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Paths;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import pmtuverify.model.plpmtud.Event;
import pmtuverify.model.plpmtud.Pmtu;
import pmtuverify.model.plpmtud.Sock;
import pmtuverify.model.plpmtud.Step;

/** {@code ./pmtu replay FILE|-}: one JSON object per input line, the state after it. */
@Command(name = "replay", description = "Replay a JSON Lines trace and print the state after every line.")
public final class ReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "trace file, or - for standard input")
    String file;

    @Override
    public Integer call() throws IOException {
        BufferedReader in;
        if ("-".equals(file)) {
            in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        } else {
            try {
                in = Files.newBufferedReader(Paths.get(file), StandardCharsets.UTF_8);
            } catch (NoSuchFileException e) {
                throw new BadInput("no such trace file: " + file);
            } catch (IOException e) {
                throw new BadInput("cannot read trace file " + file + ": " + e.getMessage());
            }
        }
        try (BufferedReader r = in) {
            replay(r, System.out);
        }
        return 0;
    }

    /** Replays {@code in} to {@code out}; a bad line throws {@link BadInput} after the lines before it were printed. */
    public static void replay(BufferedReader in, PrintStream out) throws IOException {
        LineSource src = new LineSource(in);
        JsonFields first = src.next();
        if (first == null) {
            throw new BadInput("line 1: empty trace (the first line is the config)");
        }
        String variant = first.text("variant", "MAINLINE");
        if (variant.startsWith("HYSTART")) {
            HystartReplay.replay(first, src::nextUnchecked, out);
            return;
        }
        Step st = Pmtu.connect(PmtuTrace.config(first));
        out.println(st.toJson(first.line(), "connect"));
        Sock s = st.after;
        for (JsonFields f = src.next(); f != null; f = src.next()) {
            Event e = PmtuTrace.event(f, s);
            st = Pmtu.step(s, e);
            s = st.after;
            out.println(st.toJson(f.line(), e.kind.json));
        }
        out.flush();
    }

    /** Numbered non-blank lines of a trace. */
    static final class LineSource {
        private final BufferedReader in;
        private int line;

        LineSource(BufferedReader in) {
            this.in = in;
        }

        JsonFields next() throws IOException {
            String text;
            do {
                text = in.readLine();
                line++;
                if (text == null) {
                    return null;
                }
            } while (text.trim().isEmpty());
            return JsonFields.parse(line, text);
        }

        JsonFields nextUnchecked() {
            try {
                return next();
            } catch (IOException e) {
                throw new BadInput("line " + (line) + ": cannot read: " + e.getMessage());
            }
        }
    }
}
