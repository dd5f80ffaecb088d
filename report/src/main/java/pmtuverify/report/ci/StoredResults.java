package pmtuverify.report.ci;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import pmtuverify.trace.BadInput;

/**
 * Stored results (the report's cells, the proofs' groups) each kept under specs/ with the fingerprint of everything it
 * depends on, and the plan of a content-addressed check of them; one piece of code for {@code ./pmtu report --check}
 * and {@code ./pmtu prove --check}.
 *
 * <p>The table is a text file: comment lines starting with '#', then one line per result, in name order:
 * {@code NAME TAB FINGERPRINT TAB DATA} (DATA: what the result's check compares, one line; may be empty).
 *
 * <p>The plan ({@link #plan}): a result whose stored fingerprint differs from the one the code computes now (or that
 * has no stored line, or a stored line but no result) is stale, and fails the check. Of the others, a result whose
 * stored line differs from the base's (the previous commit's, or the last commit's when the working tree changed the
 * table; every result when no base can be read) is changed and re-derived; of the unchanged ones, the rotating sample
 * is re-derived: the result whose index in name order is {@code i} is in it when {@code i mod 20} equals the landing's
 * slot ({@code git rev-list --count HEAD mod 20}; on a shallow clone, the commit id's first 28 bits mod 20), so that
 * any 20 consecutive landings re-derive every result at least once. The rest are not re-derived this run, and are
 * named as such.
 */
public final class StoredResults {
    private StoredResults() {}

    /** The number of landings in which the sample covers every result. */
    public static final int ROTATION = 20;

    /** One stored line: the fingerprint and the data. */
    public record Entry(String fingerprint, String data) {
        public Entry {
            Objects.requireNonNull(fingerprint);
            data = data == null ? "" : data;
        }
    }

    /** The table's text: {@code header} (each line prefixed with "# "), then the entries in name order. */
    public static String format(String header, Map<String, Entry> entries) {
        StringBuilder b = new StringBuilder();
        for (String h : header.split("\n")) {
            b.append("# ").append(h).append('\n');
        }
        for (Map.Entry<String, Entry> e : new TreeMap<>(entries).entrySet()) {
            if (e.getKey().contains("\t") || e.getValue().data().contains("\n") || e.getValue().data().contains("\t")) {
                throw new IllegalArgumentException("a stored result's name or data holds a tab or a newline: " + e.getKey());
            }
            b.append(e.getKey()).append('\t').append(e.getValue().fingerprint()).append('\t').append(e.getValue().data()).append('\n');
        }
        return b.toString();
    }

    /** The entries of a table's text; bad input (one line naming {@code source} and the line) when a line is malformed. */
    public static TreeMap<String, Entry> parse(String text, String source) {
        TreeMap<String, Entry> out = new TreeMap<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            String[] f = l.split("\t", -1);
            if (f.length != 3 || f[0].isEmpty() || f[1].isEmpty()) {
                throw new BadInput(source + ":" + (i + 1) + ": not NAME TAB FINGERPRINT TAB DATA");
            }
            if (out.put(f[0], new Entry(f[1], f[2])) != null) {
                throw new BadInput(source + ":" + (i + 1) + ": " + f[0] + " stored twice");
            }
        }
        return out;
    }

    /**
     * Where this run stands in the history: {@code slot} picks the sample, {@code rule} says how it was chosen,
     * {@code base} is the table as stored at the base commit (null: none could be read, every result is re-derived),
     * {@code baseWhy} says which base or why none.
     */
    public record Landing(int slot, String rule, String base, String baseWhy) {}

    /** A landing for tests and callers without git: {@code slot}, the base's table text (or null) and why. */
    public static Landing landing(long count, String base, String baseWhy) {
        int slot = (int) Math.floorMod(count, (long) ROTATION);
        return new Landing(slot, "count " + count + " mod " + ROTATION + " = " + slot, base, baseWhy);
    }

    /**
     * The landing of the git work tree holding {@code table}: the sample's slot from {@code git rev-list --count HEAD}
     * (a shallow clone: from the commit id, since its count is the clone's depth), the base from
     * {@code git show HEAD~1:TABLE} (or {@code HEAD:TABLE} when the working tree's table differs from HEAD's, so that a
     * local run after {@code ./pmtu report} re-derives what that run changed). Without git: every result re-derived.
     */
    public static Landing landing(Path table) {
        Path dir = table.toAbsolutePath().getParent();
        String name = "./" + table.getFileName();
        String commit = git(dir, "rev-parse", "HEAD");
        if (commit == null) {
            return new Landing(0, "no git commit to choose a sample from: every result re-derived", null,
                    "no git history: every result re-derived");
        }
        int slot;
        String rule;
        if ("true".equals(git(dir, "rev-parse", "--is-shallow-repository"))) {
            long h = Long.parseLong(commit.substring(0, 7), 16);
            slot = (int) (h % ROTATION);
            rule = "shallow clone: commit " + commit.substring(0, 12) + ", its first 28 bits (" + h + ") mod " + ROTATION + " = " + slot;
        } else {
            long count = Long.parseLong(git(dir, "rev-list", "--count", "HEAD"));
            slot = (int) (count % ROTATION);
            rule = "git rev-list --count HEAD = " + count + ", mod " + ROTATION + " = " + slot;
        }
        String working;
        try {
            working = Files.isRegularFile(table) ? Files.readString(table) : null;
        } catch (IOException e) {
            working = null;
        }
        String head = git(dir, "show", "HEAD:" + name);
        if (working != null && head != null && !(head + "\n").equals(working) && !head.equals(working)) {
            return new Landing(slot, rule, head, "the working tree's table against HEAD's (it differs from HEAD's)");
        }
        String previous = git(dir, "show", "HEAD~1:" + name);
        return new Landing(slot, rule, previous, previous == null
                ? "HEAD~1 has no such table (a shallow clone, the first commit or the table's first commit): every result re-derived"
                : "the table against HEAD~1's");
    }

    /** {@code git ARGS} in {@code dir}: its output without the last newline, or null when it fails. */
    private static String git(Path dir, String... args) {
        List<String> cmd = new ArrayList<>(List.of("git", "-C", dir.toString()));
        cmd.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            byte[] out = p.getInputStream().readAllBytes();
            if (p.waitFor() != 0) {
                return null;
            }
            String s = new String(out, StandardCharsets.UTF_8);
            return s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * What a check does with each result: {@code stale} fail it (with why), {@code changed} and {@code sampled} are
     * re-derived, {@code unchecked} are not re-derived this run.
     */
    public record Plan(Map<String, String> stale, List<String> changed, List<String> sampled, List<String> unchecked,
                       Landing landing, int total) {
        /** The results to re-derive, in name order. */
        public List<String> rederive() {
            List<String> out = new ArrayList<>(changed);
            out.addAll(sampled);
            out.sort(null);
            return out;
        }

        /** The plan in lines, for the check's output: the rule, the sizes, the names of what was and was not re-derived. */
        public List<String> describe(String what) {
            List<String> out = new ArrayList<>();
            out.add(what + ": " + total + " results; base: " + landing.baseWhy());
            out.add(what + ": sample rule: " + landing.rule() + ": the unchanged results whose index in name order is "
                    + landing.slot() + " mod " + ROTATION + " (every result once in any " + ROTATION + " consecutive landings)");
            out.add(what + ": " + stale.size() + " stale, " + changed.size() + " changed since the base (re-derived), "
                    + sampled.size() + " in the sample (re-derived), " + unchecked.size() + " unchanged and outside the sample "
                    + "(not re-derived this run: their fingerprints match the code and their stored lines the base's)");
            if (!changed.isEmpty()) {
                out.add(what + ": changed: " + String.join(", ", changed));
            }
            if (!sampled.isEmpty()) {
                out.add(what + ": sample: " + String.join(", ", sampled));
            }
            return out;
        }
    }

    /**
     * The plan for the results whose fingerprints the code computes now ({@code now}, by name), against the table
     * {@code stored} and the landing's base.
     */
    public static Plan plan(Map<String, String> now, Map<String, Entry> stored, Landing landing) {
        Map<String, Entry> base = landing.base() == null ? null : parse(landing.base(), "the base's table");
        Map<String, String> stale = new TreeMap<>();
        for (Map.Entry<String, Entry> e : stored.entrySet()) {
            if (!now.containsKey(e.getKey())) {
                stale.put(e.getKey(), "stored, but the code has no such result");
            }
        }
        List<String> names = new ArrayList<>(new TreeMap<>(now).keySet());
        List<String> changed = new ArrayList<>();
        List<String> sampled = new ArrayList<>();
        List<String> unchecked = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String n = names.get(i);
            Entry s = stored.get(n);
            if (s == null) {
                stale.put(n, "no stored fingerprint");
            } else if (!s.fingerprint().equals(now.get(n))) {
                stale.put(n, "stored " + abbrev(s.fingerprint()) + ", the code's " + abbrev(now.get(n)));
            } else if (base == null || !s.equals(base.get(n))) {
                changed.add(n);
            } else if (i % ROTATION == landing.slot()) {
                sampled.add(n);
            } else {
                unchecked.add(n);
            }
        }
        return new Plan(stale, changed, sampled, unchecked, landing, names.size());
    }

    private static String abbrev(String fingerprint) {
        return fingerprint.length() > 12 ? fingerprint.substring(0, 12) : fingerprint;
    }

    /** The SHA-256 of {@code s}'s UTF-8 bytes, in hex. */
    public static String sha256(String s) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The line a stale result fails the check with. */
    public static String staleLine(String name, String why, String command) {
        return "stale fingerprint: " + name + " (regenerate with " + command + "): " + why;
    }
}
