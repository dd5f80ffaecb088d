package pmtuverify.props.engine;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The report's cells cached under a fingerprint of what each depends on, so that after a change to one variant's
 * rules {@code ./pmtu report} re-runs only that variant's cells.
 *
 * <p>A cell's fingerprint hashes: the code that computes cells (every class under {@code pmtuverify/} on the class
 * path that {@code code} accepts: the model, the properties and harnesses, the engines, the explorer), the
 * invariant's id, the variant's name and its data ({@code variantData}: for a PLPMTUD variant, every resolved rule),
 * and the bounds (tries, seed, state cap). One class is hashed apart: {@code Variant.class} holds every variant's
 * constant, so it is replaced by the hash of its source with the constant list cut out (its methods stay hashed)
 * when the source is found, and hashed whole (every cell depends on every constant) when it is not. A change to one
 * FIX rule therefore changes only that variant's fingerprints; a change anywhere else in the model or the engines
 * changes them all. What is not hashed: third-party libraries (pinned by the build) and resources.
 *
 * <p>The values are the cells' {@link Verdict}s, Java-serialised; an entry that cannot be read is a miss.
 */
public final class CellCache {
    private final Path dir;
    private final String code;

    /** A cache in {@code dir} for cells computed by {@code code} (see {@link #codeFingerprint}). */
    public CellCache(Path dir, String code) {
        this.dir = dir;
        this.code = code;
    }

    /** The fingerprint of one cell. */
    public String key(String invariantId, String variant, String variantData, String bounds) {
        return sha256(String.join("\n", code, invariantId, variant, variantData, bounds));
    }

    /** The cached verdict under {@code key}, or null. */
    public Verdict get(String key) {
        Path f = dir.resolve(key + ".ser");
        if (!Files.isRegularFile(f)) {
            return null;
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(Files.readAllBytes(f)))) {
            return (Verdict) in.readObject();
        } catch (IOException | ClassNotFoundException | ClassCastException e) {
            return null;
        }
    }

    /** Stores {@code v} under {@code key}; a verdict that cannot be serialised is an error (a field not Serializable). */
    public void put(String key, Verdict v) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(b)) {
            out.writeObject(v);
        }
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, key, ".tmp");
        Files.write(tmp, b.toByteArray());
        Files.move(tmp, dir.resolve(key + ".ser"), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The name of the class whose constants are variant data ({@link CellCache class comment}). */
    public static final String VARIANT_CLASS = "pmtuverify/model/plpmtud/Variant.class";

    /**
     * The hash of every {@code pmtuverify/**.class} on {@code classPath} (jars and directories) that {@code code}
     * accepts, by name; {@link #VARIANT_CLASS} replaced by {@code variantSource}'s hash without its constants when
     * that file exists; null when the class path holds no such class (then nothing can be cached soundly).
     */
    public static String codeFingerprint(String classPath, Predicate<String> code, Path variantSource) throws IOException {
        TreeMap<String, String> hashes = new TreeMap<>();
        for (String entry : classPath.split(java.io.File.pathSeparator)) {
            Path p = Path.of(entry);
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    for (Path f : (Iterable<Path>) s.filter(Files::isRegularFile)::iterator) {
                        String name = p.relativize(f).toString().replace(java.io.File.separatorChar, '/');
                        if (isCode(name, code)) {
                            hashes.put(name, sha256(Files.readAllBytes(f)));
                        }
                    }
                }
            } else if (entry.endsWith(".jar") && Files.isRegularFile(p)) {
                try (JarFile jar = new JarFile(p.toFile())) {
                    for (JarEntry e : (Iterable<JarEntry>) jar.stream()::iterator) {
                        if (!e.isDirectory() && isCode(e.getName(), code)) {
                            try (InputStream in = jar.getInputStream(e)) {
                                hashes.put(e.getName(), sha256(in.readAllBytes()));
                            }
                        }
                    }
                }
            }
        }
        if (hashes.isEmpty()) {
            return null;
        }
        if (hashes.containsKey(VARIANT_CLASS) && variantSource != null && Files.isRegularFile(variantSource)) {
            hashes.put(VARIANT_CLASS, "source without constants " + sha256(withoutConstants(Files.readString(variantSource))));
        }
        StringBuilder b = new StringBuilder();
        hashes.forEach((n, h) -> b.append(n).append(' ').append(h).append('\n'));
        return sha256(b.toString());
    }

    private static boolean isCode(String name, Predicate<String> code) {
        return name.startsWith("pmtuverify/") && name.endsWith(".class") && code.test(name);
    }

    /**
     * {@code source} (an enum's Java source) without its constant list: the text from the enum's opening brace to the
     * first ';' outside parentheses, comments and literals. Unchanged when there is no enum declaration.
     */
    static String withoutConstants(String source) {
        int open = source.indexOf('{', Math.max(0, source.indexOf(" enum ")));
        if (source.indexOf(" enum ") < 0 || open < 0) {
            return source;
        }
        int depth = 0;
        for (int i = open + 1; i < source.length(); i++) {
            char c = source.charAt(i);
            if (source.startsWith("/*", i)) {
                i = source.indexOf("*/", i + 2) + 1;
                if (i == 0) {
                    return source;
                }
            } else if (source.startsWith("//", i)) {
                i = source.indexOf('\n', i);
                if (i < 0) {
                    return source;
                }
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < source.length() && source.charAt(j) != c) {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                i = j;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ';' && depth == 0) {
                return source.substring(0, open + 1) + source.substring(i + 1);
            }
        }
        return source;
    }

    /** What a cell reads of its variant besides its name: the public instance fields of {@code variant}, in order. */
    public static String fieldsOf(Object variant) {
        if (variant == null) {
            return "";
        }
        List<String> out = new ArrayList<>();
        for (java.lang.reflect.Field f : variant.getClass().getFields()) {
            if (java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            try {
                Object v = f.get(variant);
                out.add(f.getName() + "=" + (v instanceof Enum<?> e ? e.name() : String.valueOf(v)));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        out.sort(null);
        return String.join(",", out);
    }

    static String sha256(String s) {
        return sha256(s.getBytes(StandardCharsets.UTF_8));
    }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
