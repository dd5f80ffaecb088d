package pmtuverify.trace;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The numbered, non-blank lines of a JSON Lines trace, from a file or standard input, decoded the
 * same way for both: strict UTF-8 (a malformed byte sequence is bad input naming its line), lines
 * ending in LF or CRLF, at most {@link #MAX_LINE} bytes each. Every failure is one {@link BadInput} line.
 */
public final class TraceLines implements AutoCloseable {
    /** The longest line read (a trace line is a few hundred bytes; this stops /dev/zero and the like). */
    public static final int MAX_LINE = 1 << 20;

    private final InputStream in;
    private final String name;
    private int line;
    private boolean eof;

    public TraceLines(InputStream in, String name) {
        this.in = in instanceof BufferedInputStream ? in : new BufferedInputStream(in);
        this.name = name;
    }

    /** {@code file}, or standard input for "-". */
    public static TraceLines open(String file) {
        if ("-".equals(file)) {
            return new TraceLines(System.in, "standard input");
        }
        if (file.isEmpty()) {
            throw new BadInput("the trace file name is empty (give a file, or - for standard input)");
        }
        Path p;
        try {
            p = Paths.get(file);
        } catch (InvalidPathException e) {
            throw new BadInput("not a file name: " + file);
        }
        if (Files.isDirectory(p)) {
            throw new BadInput("the trace file " + file + " is a directory");
        }
        try {
            return new TraceLines(Files.newInputStream(p), file);
        } catch (NoSuchFileException e) {
            throw new BadInput("no such trace file: " + file);
        } catch (AccessDeniedException e) {
            throw new BadInput("cannot read trace file " + file + ": permission denied");
        } catch (IOException e) {
            throw new BadInput("cannot read trace file " + file + reason(e, file));
        }
    }

    /** ": why", without the path the exception repeats. */
    private static String reason(IOException e, String file) {
        String m = e.getMessage();
        if (m == null || m.isEmpty() || m.equals(file)) {
            return "";
        }
        if (m.startsWith(file + ": ")) {
            m = m.substring(file.length() + 2);
        }
        return ": " + m;
    }

    /** The next non-blank line as a JSON object, or null at the end. */
    public JsonFields next() {
        String text;
        do {
            text = readLine();
            if (text == null) {
                return null;
            }
        } while (text.trim().isEmpty());
        return JsonFields.parse(line, text);
    }

    private String readLine() {
        if (eof) {
            return null;
        }
        ByteArrayOutputStream buf = new ByteArrayOutputStream(256);
        line++;
        try {
            for (int b = in.read(); ; b = in.read()) {
                if (b < 0) {
                    eof = true;
                    if (buf.size() == 0) {
                        return null;
                    }
                    break;
                }
                if (b == '\n') {
                    break;
                }
                if (buf.size() >= MAX_LINE) {
                    throw new BadInput("line " + line + ": longer than " + MAX_LINE + " bytes");
                }
                buf.write(b);
            }
        } catch (IOException e) {
            throw new BadInput("line " + line + ": cannot read " + name + reason(e, name));
        }
        byte[] bytes = buf.toByteArray();
        int n = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, n)).toString();
        } catch (CharacterCodingException e) {
            throw new BadInput("line " + line + ": not valid UTF-8");
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // nothing was lost: every line was read
        }
    }
}
