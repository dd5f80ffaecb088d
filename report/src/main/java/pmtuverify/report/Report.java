package pmtuverify.report;

import pmtuverify.trace.Replayed;
import pmtuverify.trace.TraceReplay;
import pmtuverify.trace.Writers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Evidence;
import pmtuverify.props.Invariant;
import pmtuverify.props.engine.Verdict;

/**
 * The generated documents of specs/: VERDICTS.md (table, statements, evidence, counterexample
 * timelines), CATALOGUE.md (every invariant with its formula, origin and assumptions) and one
 * replay file per counterexample under counterexamples/, and REPORT.html (the same data, counterexamples
 * drawn as timelines). Deterministic: no times, fixed seeds.
 */
public final class Report {
    /**
     * The project's root: the launcher passes it as {@code -Dpmtu.home}; otherwise the nearest directory
     * holding jpf-config above the running classes (cli/target/pmtu.jar, or a module's target/classes), then above
     * the working directory (a module's, as surefire runs a module's tests from a local repository's jars), else the
     * working directory.
     */
    public static java.io.File projectHome() {
        String prop = System.getProperty("pmtu.home");
        if (prop != null && !prop.isEmpty()) {
            return new java.io.File(prop);
        }
        try {
            java.io.File f = new java.io.File(Report.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            java.io.File d = withJpfConfig(f);
            if (d != null) {
                return d;
            }
        } catch (java.net.URISyntaxException | SecurityException | NullPointerException e) {
            // fall back to the working directory
        }
        java.io.File d = withJpfConfig(new java.io.File(".").getAbsoluteFile());
        return d != null ? d : new java.io.File(".");
    }

    /** The nearest directory at or above {@code f} that holds jpf-config, or null. */
    private static java.io.File withJpfConfig(java.io.File f) {
        for (java.io.File d = f; d != null; d = d.getParentFile()) {
            if (new java.io.File(d, "jpf-config").isDirectory()) {
                return d;
            }
        }
        return null;
    }

    public static final int TRIES = 1000;
    public static final long SEED = 1;

    private Report() {}

    /** How CELLS.tsv's events column starts for a cell over connect and any sequence of events: {@link Evidence#EVERY_SEQUENCE}. */
    public static final String EVERY_SEQUENCE = Evidence.EVERY_SEQUENCE;

    /** One SMT cell of specs/proofs/CELLS.tsv (written by {@code ./pmtu prove}). */
    public static final class SmtCell {
        public final String invariant;
        public final String variant;
        public final String domain;
        public final String strength;
        /** The part of the state machine the queries encode, with its events (Coverage.scopeWithEvents). */
        public final String events;
        public final String trace;
        public final String result;

        public SmtCell(String[] f) {
            invariant = f[0];
            variant = f[1];
            domain = f[2];
            strength = f[3];
            events = f[4];
            trace = f[5];
            result = f[6];
        }

        /** An OPEN cell whose trace is a lasso only an unfair path takes (the fairness assumption rules it out). */
        public boolean unfairLassoTrace() {
            return strength.startsWith("OPEN") && !"-".equals(trace) && result.contains(pmtuverify.proofs.Proof.UNFAIR_TRACE);
        }

        /** Where the cell links: the witness trace, or the proof table. */
        public String link() {
            return "proofs/" + ("-".equals(trace) ? "PROOFS.md" : trace);
        }

        /**
         * This SMT cell as an evidence record. Its events: the steady path for TERMINATION and PROBE_WITHIN_RANGE
         * (the same events as the steady profile), otherwise the encoded transitions only; its witness, the replayed
         * trace under specs/proofs/ (its length read from {@code proofs}, the directory the report reads).
         */
        public Evidence record(java.nio.file.Path proofs) {
            // a cell over the whole transition relation (./pmtu prove's EverySequence) is never a steady-path cell
            boolean every = this.events.startsWith(EVERY_SEQUENCE);
            boolean steady = !every && (invariant.equals("TERMINATION") || invariant.equals("PROBE_WITHIN_RANGE"));
            // a PROVEN cell covers the encoded part of the state machine with its events, as ./pmtu prove wrote them
            // (CELLS.tsv's events column); the steady path's events are the steady profile's (the contradiction rule
            // compares events by name); a witness over every event sequence says so
            String events = steady ? pmtuverify.props.pmtu.Profile.STEADY.words
                    : strength.startsWith("PROVEN") ? this.events : every ? EVERY_SEQUENCE : "the SMT encoding's transitions";
            // a termination proof by the fair ranking query covers fair paths only (its unfair rounds may loop)
            if (strength.startsWith("PROVEN") && result.startsWith(pmtuverify.proofs.Proof.FAIR_PATHS_PROVEN)) {
                events += Checks.FAIR_PATHS;
            }
            Evidence.Scope scope = domain.equals("all") ? Evidence.Scope.ALL : Evidence.Scope.SANE;
            Evidence.Witness w = null;
            if (strength.startsWith("VIOLATED")) {
                List<String> lines = traceFile(proofs.resolve(trace));
                w = Evidence.Witness.of("proofs/" + trace, lines, lines.size());
            }
            Evidence.Reach reach = strength.startsWith("PROVEN") ? Evidence.Reach.CLOSED : Evidence.Reach.PARTIAL;
            return new Evidence(Evidence.Method.SMT, events, scope, reach, 0, 0, w);
        }
    }

    /** Whether an SMT cell is a PROVEN cell of the verdict table: PROVEN, on a PLPMTUD variant (not the helpers' 4.x and 6.x). */
    public static boolean provenCell(SmtCell c) {
        return c.strength.startsWith("PROVEN") && pmtuverify.model.plpmtud.Variant.byName(c.variant) != null;
    }

    /**
     * The boundary attack ({@link pmtuverify.props.pmtu.BoundaryAttack}) on every PROVEN cell of the verdict table, with
     * {@code runs} runs each, over the cell's events (the steady profile for the steady path, the general mix otherwise)
     * and its domain (every value, or sane).
     */
    public static List<pmtuverify.props.pmtu.BoundaryAttack.Result> boundaryAttacks(List<SmtCell> cells, int runs) {
        List<pmtuverify.props.pmtu.BoundaryAttack.Result> out = new java.util.ArrayList<>();
        for (SmtCell c : cells) {
            if (provenCell(c)) {
                out.add(pmtuverify.props.pmtu.BoundaryAttack.attack(pmtuverify.props.pmtu.PmtuInvariants.byId(c.invariant),
                        pmtuverify.model.plpmtud.Variant.byName(c.variant), pmtuverify.props.pmtu.BoundaryAttack.profileOf(c.events),
                        c.domain.equals("all") ? Evidence.Scope.ALL : Evidence.Scope.SANE, runs));
            }
        }
        return out;
    }

    /**
     * VERDICTS.md's sentence on the boundary attack: the cells attacked, the runs each, how many survived, and every cell
     * that did not with its counterexample's description.
     */
    public static String boundaryAttackSentence(List<pmtuverify.props.pmtu.BoundaryAttack.Result> results, int runs) {
        List<String> broken = new java.util.ArrayList<>();
        for (pmtuverify.props.pmtu.BoundaryAttack.Result r : results) {
            if (!r.survived()) {
                broken.add(r.invariant() + " on " + r.variant() + ": " + r.describe());
            }
        }
        return "Boundary attack: each of the " + results.size() + " PROVEN (SMT) cells of the table was attacked by the random engine "
                + "with " + runs + " runs of up to " + pmtuverify.props.pmtu.BoundaryAttack.DEPTH + " events (seed "
                + pmtuverify.props.pmtu.BoundaryAttack.SEED + ") over its events (the steady profile for the steady path, the general "
                + "mix for every event sequence) and its domain (every value or sane), every integer field's boundaries (0, 1, "
                + "2^31 - 1, 2^31, 2^32 - 1, snd_cwnd included, and the field's own limits) drawn one time in 4; "
                + (results.size() - broken.size()) + " of " + results.size() + " survived"
                + (broken.isEmpty() ? "." : "; broken: " + String.join("; ", broken) + ".") + "\n";
    }

    /** The replay lines of a trace file (its non-blank lines); none when it is missing. */
    public static List<String> traceFile(java.nio.file.Path f) {
        if (!java.nio.file.Files.isRegularFile(f)) {
            return List.of();
        }
        try {
            return java.nio.file.Files.readAllLines(f, java.nio.charset.StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The replay lines of a trace file (its non-blank lines); 0 when it is missing. */
    public static int traceLines(java.nio.file.Path f) {
        if (!java.nio.file.Files.isRegularFile(f)) {
            return 0;
        }
        try {
            return (int) java.nio.file.Files.readAllLines(f, java.nio.charset.StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).count();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** specs/proofs/ of the project, where ./pmtu prove writes CELLS.tsv and the witnesses. */
    public static java.nio.file.Path proofsDir() {
        return projectHome().toPath().resolve("specs").resolve("proofs");
    }

    /** A kernel witness as an evidence record: the scenario's run on the running kernel. */
    public static Evidence kernelRecord(KernelEvidence.Seen k) {
        return new Evidence(Evidence.Method.KERNEL, "scenario " + k.scenario(), Evidence.Scope.KERNEL, Evidence.Reach.CLOSED, 0, 0,
                new Evidence.Witness(k.scenario(), 0, 0));
    }

    /** One label shown in a cell, with what it links to (relative to specs/), or null. */
    public record Shown(String label, String link, String note) {
        /** What the link leads to when it is not a witness of the label (an OPEN cell's unfair lasso). */
        public static final String UNFAIR_LASSO = "its trace: a lasso on an unfair path only, not a violation";
    }

    /**
     * What a cell shows, in every output: its record's label (linked to the counterexample file), then each SMT
     * record's label (linked to the witness or the proof table).
     */
    public static List<Shown> shown(Verdict d, List<SmtCell> smt, java.nio.file.Path proofs) {
        List<Shown> out = new java.util.ArrayList<>();
        out.add(new Shown(d.label(), d.record.violated() ? d.record.witness().file() : null, needs(d)));
        for (SmtCell c : smt) {
            out.add(new Shown(c.record(proofs).label(), c.link(), c.unfairLassoTrace() ? Shown.UNFAIR_LASSO : null));
        }
        return out;
    }

    /**
     * What a PLPMTUD cell's own witness needs besides probing turned on: each root-only sysctl it leaves away from the
     * kernel's default whose default alone makes the same events break nothing ({@link Explain}), as "the witness needs
     * tcp_probe_threshold -1 (default 8)"; null when it needs none (or the cell has no such witness). tcp_mtu_probing is
     * left out: a search needs it on, and the severity table counts it.
     */
    public static String needs(Verdict d) {
        if (d.counterexample == null || !d.record.violated() || !d.record.witness().file().startsWith("counterexamples/")) {
            return null;
        }
        CheckSpec s = pmtuverify.props.Catalogue.byId(pmtuverify.props.Catalogue.random(), d.invariantId);
        if (s == null || s.invariant().protocol() != pmtuverify.props.Protocol.PLPMTUD) {
            return null;
        }
        List<String> needed = new java.util.ArrayList<>();
        for (Explain.Need n : Explain.of(d.invariantId, d.counterexample.trace())) {
            if (n.needed() && !n.away().sysctl().equals(pmtuverify.model.plpmtud.Sysctl.TCP_MTU_PROBING)) {
                needed.add(n.away().sysctl() + " " + n.away().value() + " (default " + n.away().dflt() + ")");
            }
        }
        return needed.isEmpty() ? null : "the witness needs " + String.join(", ", needed);
    }

    /** The kernel runs that witness a cell: the recordings' witnesses of a VIOLATED cell of LATEST (the kernel the suite runs). */
    public static List<KernelEvidence.Seen> kernelFor(Verdict d, Map<String, List<KernelEvidence.Seen>> kernel) {
        return "LATEST".equals(d.variant) && d.kind == Verdict.Kind.VIOLATED ? kernel.getOrDefault(d.invariantId, List.of()) : List.of();
    }

    /** Every record of a cell: its methods', the SMT cells' and the kernel runs' that witness it. */
    public static List<Evidence> records(Verdict d, List<SmtCell> smt, List<KernelEvidence.Seen> kernel, java.nio.file.Path proofs) {
        List<Evidence> out = new java.util.ArrayList<>(d.records);
        for (SmtCell c : smt) {
            out.add(c.record(proofs));
        }
        for (KernelEvidence.Seen k : kernel) {
            out.add(kernelRecord(k));
        }
        return out;
    }

    /**
     * The report's consistency rule: a cell that one method violates while another calls it PROVEN (or free of
     * violations within a bound) over events and a domain that hold the witness is a defect of this project, and
     * generation stops with both labels named.
     */
    public static void requireConsistent(String invariant, String variant, List<Evidence> records) {
        List<String> c = Evidence.contradictions(records);
        if (!c.isEmpty()) {
            throw new IllegalStateException("contradicting evidence for " + invariant + " on " + variant + ": " + String.join("; ", c));
        }
    }

    /**
     * The contradictions in a stored report ({@code specs}: VERDICTS.md, counterexamples/, proofs/CELLS.tsv and the
     * witnesses beside it), one line per cell as {@link #requireConsistent} words it; empty when there are none. Each
     * cell's records are read back from its "Evidence records" list ({@link Evidence#parse}); the record the cell shows
     * gets its stored counterexample's trace, each SMT record its CELLS.tsv row and witness.
     */
    public static List<String> storedContradictions(java.nio.file.Path specs) throws java.io.IOException {
        List<SmtCell> cells = smtCells(specs.resolve("proofs").resolve("CELLS.tsv"));
        List<String> out = new java.util.ArrayList<>();
        List<String> lines = java.nio.file.Files.readAllLines(specs.resolve("VERDICTS.md"), java.nio.charset.StandardCharsets.UTF_8);
        java.util.regex.Pattern head = java.util.regex.Pattern.compile("^### (\\S+) on (\\S+): (.*)$");
        for (int i = 0; i < lines.size(); i++) {
            java.util.regex.Matcher m = head.matcher(lines.get(i));
            if (!m.matches()) {
                continue;
            }
            String inv = m.group(1);
            String variant = m.group(2);
            List<String> trace = traceFile(specs.resolve(Checks.counterexampleFile(inv, variant)));
            boolean shownUsed = false;
            List<Evidence> records = new java.util.ArrayList<>();
            for (int j = i + 1; j < lines.size() && !lines.get(j).startsWith("#"); j++) {
                String l = lines.get(j);
                int colon = l.indexOf(": ");
                if (!l.startsWith("- ") || colon < 0) {
                    continue;
                }
                Evidence.Method method = Evidence.method(l.substring(2, colon));
                String label = l.substring(colon + 2);
                if (method == null || method == Evidence.Method.SMT) {
                    continue; // SMT records come from CELLS.tsv, with their witnesses
                }
                boolean shown = !shownUsed && label.equals(m.group(3)) && !trace.isEmpty();
                shownUsed |= shown;
                Evidence e = Evidence.parse(method, label, shown ? Evidence.Witness.of(Checks.counterexampleFile(inv, variant), trace, trace.size()) : null);
                if (e == null) {
                    throw new IllegalStateException(inv + " on " + variant + ": an evidence record no label rule made: " + l);
                }
                records.add(e);
            }
            for (SmtCell c : smt(cells, inv, variant)) {
                records.add(c.record(specs.resolve("proofs")));
            }
            try {
                requireConsistent(inv, variant, records);
            } catch (IllegalStateException e) {
                out.add(e.getMessage());
            }
        }
        return out;
    }

    /**
     * Each cell's label in a stored VERDICTS.md ({@code specs}), keyed "INVARIANT on VARIANT" (its "### INVARIANT on
     * VARIANT: LABEL" heading); empty when the file is missing.
     */
    public static Map<String, String> storedLabels(java.nio.file.Path specs) {
        Map<String, String> out = new LinkedHashMap<>();
        java.nio.file.Path f = specs.resolve("VERDICTS.md");
        if (!java.nio.file.Files.isRegularFile(f)) {
            return out;
        }
        java.util.regex.Pattern head = java.util.regex.Pattern.compile("^### (\\S+ on \\S+): (.*)$");
        try {
            for (String l : java.nio.file.Files.readAllLines(f, java.nio.charset.StandardCharsets.UTF_8)) {
                java.util.regex.Matcher m = head.matcher(l);
                if (m.matches()) {
                    out.put(m.group(1), m.group(2));
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }

    /** The SMT cells under {@code specs/proofs/CELLS.tsv} of the project; empty when the file is missing. */
    public static List<SmtCell> smtCells() {
        return smtCells(projectHome().toPath().resolve("specs").resolve("proofs").resolve("CELLS.tsv"));
    }

    /** The SMT cells of the CELLS.tsv file {@code f}; empty when it is missing. */
    public static List<SmtCell> smtCells(java.nio.file.Path f) {
        List<SmtCell> out = new java.util.ArrayList<>();
        if (!java.nio.file.Files.isRegularFile(f)) {
            return out;
        }
        try {
            for (String line : java.nio.file.Files.readAllLines(f, java.nio.charset.StandardCharsets.UTF_8)) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    String[] fields = line.split("\t", 7);
                    if (fields.length < 7) {
                        throw new IllegalStateException(fields[0] + ": a CELLS.tsv row of " + fields.length + " fields, not 7: run ./pmtu prove");
                    }
                    out.add(new SmtCell(fields));
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }

    public static List<SmtCell> smt(List<SmtCell> cells, String invariant, String variant) {
        List<SmtCell> out = new java.util.ArrayList<>();
        for (SmtCell c : cells) {
            if (c.invariant.equals(invariant) && c.variant.equals(variant)) {
                out.add(c);
            }
        }
        return out;
    }

    /** A cell's labels as Markdown, each linked where it has a file. */
    public static String markdown(List<Shown> shown) {
        List<String> out = new java.util.ArrayList<>();
        for (Shown x : shown) {
            out.add((x.link() == null ? x.label() : "[" + x.label() + "](" + x.link() + ")") + (x.note() == null ? "" : " (" + x.note() + ")"));
        }
        return String.join("; ", out);
    }

    /** Relative path under specs/ to file content, with the kernel's evidence from specs/kernel-runs. */
    public static Map<String, String> generate(int tries, long seed) {
        return generate(tries, seed, pmtuverify.kernel.Runner.RUNS);
    }

    /** Relative path under specs/ to file content; {@code kernelRuns}: the kernel suite's checked-in recordings. */
    public static Map<String, String> generate(int tries, long seed, java.nio.file.Path kernelRuns) {
        return render(Checks.withExplorer(Checks.run(null, null, tries, seed)), smtCells(), KernelEvidence.witnesses(kernelRuns),
                proofsDir(), tries, seed);
    }

    /** The report's files rendered from the cells' verdicts {@code vs} (every cell of the catalogue, in its order). */
    public static Map<String, String> generate(List<Verdict> vs, int tries, long seed) {
        return render(vs, smtCells(), KernelEvidence.witnesses(pmtuverify.kernel.Runner.RUNS), proofsDir(), tries, seed);
    }

    /**
     * The report with each cell taken from {@code cache} when its fingerprint is there ({@link Checks#reportCells});
     * {@code reused} and {@code ran} receive the cells' names.
     */
    public static Map<String, String> generate(int tries, long seed, pmtuverify.props.engine.CellCache cache,
                                               List<String> reused, List<String> ran) throws java.io.IOException {
        return render(Checks.reportCells(tries, seed, cache, reused, ran), smtCells(), KernelEvidence.witnesses(pmtuverify.kernel.Runner.RUNS),
                proofsDir(), tries, seed);
    }

    /**
     * The files of the report from the cells' verdicts ({@code vs}, any subset of the catalogue's cells: the others
     * are n/a), the SMT cells and the kernel's witnesses; {@code proofs}: where the SMT witnesses are. Stops on a
     * contradiction ({@link #requireConsistent}).
     */
    public static Map<String, String> render(List<Verdict> vs, List<SmtCell> cells, Map<String, List<KernelEvidence.Seen>> kernel,
                                      java.nio.file.Path proofs, int tries, long seed) {
        List<CheckSpec> specs = Catalogue.random();
        for (Verdict d : vs) {
            requireConsistent(d.invariantId, d.variant, records(d, smt(cells, d.invariantId, d.variant), kernelFor(d, kernel), proofs));
        }
        Map<String, String> files = new LinkedHashMap<>();
        files.put("CATALOGUE.md", catalogue(specs));
        StringBuilder b = new StringBuilder();
        b.append("# Verdicts\n\n")
                .append("Generated by `./pmtu report` (random engine, ").append(tries).append(" runs per cell, seed ")
                .append(seed).append(", then the embedded explorer on the standard bounds with a cap of ")
                .append(Checks.REPORT_MAX_STATES).append(" distinct states); `./pmtu report --check` fails when this file is stale. ")
                .append("Each cell shows the label of its evidence record (the method, the events covered, the domain, the bound), ")
                .append("then the label of each SMT record; every label names its events and its domain. ")
                .append("PROVEN (closed: any number of events; ...): the explorer left no reachable state unexpanded, so the ")
                .append("invariant holds for runs of any length within those events and domains. ")
                .append("no violation within N events (...): the explorer covered every run of up to N events, with states still ")
                .append("new at N; nothing beyond N events is claimed. ")
                .append("no violation in N runs of up to M events (...): the random engine's runs only (the explorer did not cover ")
                .append("its bounds). ")
                .append("VIOLATED (METHOD witness, N lines; ...): a counterexample that `./pmtu replay` reproduces: of the random ")
                .append("engine's shrunk one and the explorer's (breadth-first: no run within the standard bounds has fewer events), ")
                .append("for PLPMTUD the one with fewer config fields away from a default connection with probing allowed, then the shorter; for HyStart the ")
                .append("shorter. ")
                .append("PROVEN (SMT: ...): the z3 solver answered unsat for every value the C types and the sysctl handlers ")
                .append("allow (every value), or for the restricted connection domain sane; the query is stored under ")
                .append("[proofs/](proofs/PROOFS.md) as SMT-LIB2, regenerated and compared by `./pmtu prove --check` and re-run by `./pmtu prove --recheck`. OPEN (SMT: ...): the ")
                .append("solver's answers do not settle the cell; the result says which states remain. ")
                .append("Domains: standard bounds (Bounds.SMALL), wide domains (Bounds.WIDE), a HyStart kind's bounds, every ")
                .append("value and SMT domain sane. A cell that one method violates while another calls it PROVEN over events ")
                .append("containing every event kind of the witness's trace and a domain holding its values stops the report's generation. ")
                .append("Invariant statements and assumptions: [CATALOGUE.md](CATALOGUE.md).\n\n");
        List<String> variants = new java.util.ArrayList<>();
        for (Verdict v : vs) {
            if (!variants.contains(v.variant)) {
                variants.add(v.variant);
            }
        }
        b.append("| invariant |");
        for (String v : variants) {
            b.append(' ').append(v).append(" |");
        }
        b.append("\n|---|");
        for (int i = 0; i < variants.size(); i++) {
            b.append("---|");
        }
        b.append('\n');
        for (CheckSpec s : specs) {
            b.append("| [").append(s.invariant().id()).append("](#").append(s.invariant().id().toLowerCase()).append(") |");
            for (String v : variants) {
                Verdict d = find(vs, s.invariant().id(), v);
                b.append(' ').append(d == null ? "n/a" : markdown(shown(d, smt(cells, s.invariant().id(), v), proofs)));
                b.append(" |");
            }
            b.append('\n');
        }
        b.append('\n').append(Severity.HEADING).append("\n\n").append(Severity.markdown(specs, vs, kernel));
        fixes(b, specs, vs);
        hystartKernels(b);
        kernelWitnesses(b, kernel);
        b.append('\n').append(DEFAULTS_HEADING).append("\n\n").append(DefaultsFigure.markdown(specs, vs))
                .append('\n').append(SysctlDistance.markdown(specs, vs));
        if (!cells.isEmpty()) {
            b.append("\n## SMT proofs\n\n")
                    .append("Every SMT cell (`./pmtu prove`; solver times and query sizes in [proofs/PROOFS.md](proofs/PROOFS.md), ")
                    .append("the SMT-LIB2 queries beside it). Domain `all`: every value of the C types and the sysctl handlers; ")
                    .append("`sane`: the connection restricted as PROOFS.md states.\n\n")
                    .append(boundaryAttackSentence(boundaryAttacks(cells, pmtuverify.props.pmtu.BoundaryAttack.RUNS),
                            pmtuverify.props.pmtu.BoundaryAttack.RUNS)).append('\n')
                    .append("| invariant | variant | domain | strength | result |\n|---|---|---|---|---|\n");
            for (SmtCell c : cells) {
                b.append("| ").append(c.invariant).append(" | ").append(c.variant).append(" | ").append(c.domain).append(" | ")
                        .append("-".equals(c.trace) ? c.strength : "[" + c.strength + "](proofs/" + c.trace + ")").append(" | ")
                        .append(c.result.replace("|", "\\|")).append(" |\n");
            }
        }
        for (CheckSpec s : specs) {
            Invariant inv = s.invariant();
            b.append("\n## ").append(inv.id()).append("\n\n")
                    .append(inv.statement()).append("\n\n")
                    .append("- family: ").append(inv.family()).append('\n')
                    .append("- formula: `").append(inv.formula()).append("`\n")
                    .append("- origin: ").append(inv.origin()).append('\n')
                    .append("- assumptions: ").append(inv.assumptions()).append('\n')
                    .append(fairnessLine(inv))
                    .append(inv.restatedLine())
                    .append("- harness: ").append(s.bounds()).append("\n\n");
            for (String v : s.variants()) {
                Verdict d = find(vs, inv.id(), v);
                if (d == null) {
                    continue;
                }
                b.append("### ").append(inv.id()).append(" on ").append(v).append(": ").append(d.label()).append("\n\n");
                b.append("Evidence records:\n\n");
                for (Evidence e : records(d, smt(cells, inv.id(), v), kernelFor(d, kernel), proofs)) {
                    b.append("- ").append(e.method().words).append(": ").append(e.label()).append('\n');
                }
                b.append('\n');
                for (SmtCell c : smt(cells, inv.id(), v)) {
                    b.append("SMT (").append(c.domain.equals("all") ? "every value" : "domain sane").append("): ")
                            .append(c.strength).append(": ").append(c.result).append(" (")
                            .append("-".equals(c.trace) ? "" : "[trace](proofs/" + c.trace + "), `./pmtu replay specs/proofs/" + c.trace + "`; ")
                            .append("queries: [proofs/PROOFS.md](proofs/PROOFS.md)).\n\n");
                }
                if (d.evidence.containsKey("explorer")) {
                    b.append("Explorer: ").append(d.evidence.get("explorer")).append("\n\n");
                }
                for (KernelEvidence.Seen k : kernelFor(d, kernel)) {
                    b.append("Kernel: witnessed on Linux ").append(k.release()).append(" in ").append(k.scenario())
                            .append(" (").append(k.verdict()).append(" with LATEST state by state): ").append(k.figures())
                            .append(". Recording: `./pmtu kernel --from specs/kernel-runs --scenario ")
                            .append(k.scenario()).append("`.\n\n");
                }
                if (d.counterexample == null) {
                    b.append("Random engine: ").append(Checks.summary(d)).append("\n\n");
                    continue;
                }
                String file = Checks.counterexampleFile(inv.id(), v);
                StringBuilder trace = new StringBuilder();
                for (String l : d.counterexample.trace()) {
                    trace.append(l).append('\n');
                }
                files.put(file, trace.toString());
                b.append(d.counterexample.detail()).append("\n\n")
                        .append("Replay: `./pmtu replay specs/").append(file)
                        .append(inv.protocol() == pmtuverify.props.Protocol.HYSTART ? "" : " --check").append("` (")
                        .append(d.counterexample.trace().size()).append(" lines, violated at line ")
                        .append(d.counterexample.violatingLine()).append("; found by the ")
                        .append(d.evidence.containsKey("found_at_try") ? "random engine at run " + d.evidence.get("found_at_try")
                                + ", " + d.evidence.get("shrink_runs") + " shrink runs" : d.evidence.get("found_by"))
                        .append(").\n\n");
                if (DefaultsFigure.counted(specs, d)) {
                    b.append(SysctlDistance.sentence(d.counterexample.trace())).append("\n\n");
                    List<Explain.Need> needs = Explain.of(inv.id(), d.counterexample.trace());
                    if (!needs.isEmpty()) {
                        b.append("Explain (the same events replayed with one sysctl at a time at the kernel's default):\n\n");
                        for (Explain.Need n : needs) {
                            b.append("- ").append(n.words()).append('\n');
                        }
                        b.append('\n');
                    }
                    b.append("Last writers, after line ").append(d.counterexample.violatingLine())
                            .append(", of the fields the formula reads: ")
                            .append(Writers.prose(Writers.at(inv.id(), d.counterexample.trace(), d.counterexample.violatingLine())))
                            .append(".\n\n");
                    causes(b, files, d);
                }
                b.append("| line | input | state after |\n|---|---|---|\n");
                List<String> after = TraceReplay.rows(d.counterexample.trace()).stream().map(Replayed::json).toList();
                for (int i = 0; i < d.counterexample.trace().size(); i++) {
                    b.append("| ").append(i + 1).append(i + 1 == d.counterexample.violatingLine() ? " **violated**" : "")
                            .append(" | `").append(d.counterexample.trace().get(i)).append("` | `")
                            .append(i < after.size() ? after.get(i) : "").append("` |\n");
                }
                b.append('\n');
            }
        }
        files.put("VERDICTS.md", b.toString());
        files.put("REPORT.html", ReportHtml.render(specs, variants, vs, cells, kernel, proofs));
        files.putAll(HystartShortRtt.files());
        return files;
    }

    /**
     * The blocks {@code ./pmtu report} keeps fresh outside the files it owns, from the VERDICTS.md text it writes:
     * README's defaults figure, specs/HYSTART.md's short-RTT figures ({@link HystartShortRtt}) and its HyStart
     * counterexamples ({@link HystartCounterexamples}).
     */
    public static List<ReportFiles.DocBlock> docBlocks(String verdicts) {
        return List.of(
                new ReportFiles.DocBlock("../README.md", "latest", Severity.BLOCK, sectionOf(verdicts, Severity.HEADING)),
                new ReportFiles.DocBlock("../README.md", "defaults", DefaultsFigure.BLOCK, defaultsSection(verdicts)),
                new ReportFiles.DocBlock("HYSTART.md", "hystart-short-rtt", HystartShortRtt.BLOCK,
                        HystartShortRtt.markdown(HystartShortRtt.Params.defaults())),
                new ReportFiles.DocBlock("HYSTART.md", "hystart-counterexamples", HystartCounterexamples.BLOCK,
                        HystartCounterexamples.markdown(verdicts)));
    }

    /** The LATEST cells the running kernel was seen to violate, from the kernel suite's recordings. */
    public static void kernelWitnesses(StringBuilder b, Map<String, List<KernelEvidence.Seen>> kernel) {
        if (kernel.isEmpty()) {
            return;
        }
        b.append("\n## LATEST on the running kernel\n\n")
                .append("VIOLATED cells of LATEST that the running kernel shows too: each invariant evaluated on the ")
                .append("states bpftrace read from the sender socket in the kernel suite's checked-in recordings ")
                .append("(specs/kernel-runs, `./pmtu kernel --record`). Each cell's section below gives the run's figures ")
                .append("and its state-by-state comparison with LATEST; [KERNEL.md](KERNEL.md) names the cells this ")
                .append("environment cannot produce.\n\n")
                .append("| invariant | witnessed on | scenarios |\n|---|---|---|\n");
        for (Map.Entry<String, List<KernelEvidence.Seen>> e : kernel.entrySet()) {
            b.append("| ").append(e.getKey()).append(" | Linux ").append(e.getValue().get(0).release()).append(" | ")
                    .append(String.join(", ", e.getValue().stream().map(KernelEvidence.Seen::scenario).toList()))
                    .append(" |\n");
        }
    }

    /** The HyStart variants and the released and stable kernels that run each (the model's {@code Variant.kernels}). */
    static void hystartKernels(StringBuilder b) {
        b.append("\n## HyStart variants and the kernels that run them\n\n| variant | kernels |\n|---|---|\n");
        for (pmtuverify.model.hystart.Variant v : pmtuverify.model.hystart.Variant.values()) {
            b.append("| ").append(v.name()).append(" | ").append(v.kernels).append(" |\n");
        }
    }

    /**
     * Each FIX variant beside the variant it changes: the rule changed, and the cells it closes
     * (VIOLATED there, not here) and breaks (not VIOLATED there, VIOLATED here).
     */
    public static void fixes(StringBuilder b, List<CheckSpec> specs, List<Verdict> vs) {
        boolean header = false;
        for (pmtuverify.model.plpmtud.Variant v : pmtuverify.model.plpmtud.Variant.values()) {
            if (!v.isFix()) {
                continue;
            }
            if (!header) {
                b.append("\n## FIX variants against ").append(v.fixOf.name()).append("\n\n")
                        .append("Each FIX variant is ").append(v.fixOf.name())
                        .append(" with one rule changed (FIX_ALL: the fix series, every rule but FIX_STOP_AT_TWO's, with the rounded-up midpoint): this project's answer to a defect found there. ")
                        .append("Closes: VIOLATED on ").append(v.fixOf.name()).append(", not VIOLATED with the fix, ")
                        .append("each with the fix's label (what its evidence covers). ")
                        .append("Breaks: the reverse, each with the fix's label.\n\n")
                        .append("| variant | rule changed | closes | breaks |\n|---|---|---|---|\n");
                header = true;
            }
            List<String> closes = new java.util.ArrayList<>();
            List<String> breaks = new java.util.ArrayList<>();
            for (CheckSpec s : specs) {
                Verdict base = find(vs, s.invariant().id(), v.fixOf.name());
                Verdict fix = find(vs, s.invariant().id(), v.name());
                if (base == null || fix == null) {
                    continue;
                }
                boolean wasBroken = base.kind == Verdict.Kind.VIOLATED;
                boolean isBroken = fix.kind == Verdict.Kind.VIOLATED;
                if (wasBroken && !isBroken) {
                    closes.add(s.invariant().id() + ": " + fix.label());
                } else if (!wasBroken && isBroken) {
                    breaks.add(s.invariant().id() + ": " + fix.label());
                }
            }
            List<String> rules = new java.util.ArrayList<>();
            for (Enum<?> r : v.fixRules) {
                rules.add("`" + r.getDeclaringClass().getSimpleName() + "." + r.name() + "`");
            }
            b.append("| ").append(v.name()).append(" | ").append(String.join(", ", rules)).append(" | ")
                    .append(closes.isEmpty() ? "none" : String.join("; ", closes))
                    .append(" | ").append(breaks.isEmpty() ? "none" : String.join("; ", breaks)).append(" |\n");
        }
        causesOnLatest(b, specs, vs);
    }

    /**
     * The causes of each violated cell of LATEST ({@link Causes#ofLatest}: its own search's, then those of the FIX
     * cells' counterexamples LATEST also breaks), and per cause the FIX variants under which its events, replayed, no
     * longer break the invariant; then each FIX cell broken by a run LATEST does not break.
     */
    public static void causesOnLatest(StringBuilder b, List<CheckSpec> specs, List<Verdict> vs) {
        StringBuilder t = new StringBuilder();
        StringBuilder own = new StringBuilder();
        for (CheckSpec s : specs) {
            String inv = s.invariant().id();
            Verdict d = find(vs, inv, "LATEST");
            if (d == null || d.causes.isEmpty()) {
                continue;
            }
            int n = 0;
            for (Causes.Found c : LatestCauses.of(d, v -> find(vs, inv, v))) {
                n++;
                List<String> closed = Causes.closedBy(inv, c.trace());
                t.append("| ").append(inv).append(" | ").append(n).append(": ").append(c.cause()).append(" | ").append(c.origin())
                        .append(" | `").append(c.replay()).append("` | ").append(closed.isEmpty() ? "none" : String.join(", ", closed)).append(" |\n");
            }
            for (pmtuverify.model.plpmtud.Variant v : pmtuverify.model.plpmtud.Variant.values()) {
                Verdict f = v.fixOf == pmtuverify.model.plpmtud.Variant.LATEST ? find(vs, inv, v.name()) : null;
                if (f != null && f.counterexample != null
                        && pmtuverify.trace.Writers.causeUnder(f.counterexample.trace(), pmtuverify.model.plpmtud.Variant.LATEST, inv) == null) {
                    own.append("- ").append(inv).append(" on ").append(v.name()).append(": `./pmtu replay specs/")
                            .append(Checks.counterexampleFile(inv, v.name())).append(" --check` breaks it; the same events do not break it on LATEST\n");
                }
            }
        }
        if (t.length() == 0) {
            return;
        }
        b.append("\nCauses on LATEST: each violated cell's distinct causes (the deciding statements at the violating line: the ")
                .append("kernel statement that last wrote each field the invariant's formula reads, by field, with the function it was ")
                .append("called from, and any floor of __tcp_mtu_to_mss that raised an MSS there), found by the cell's own random search ")
                .append("(until saturated: see each cell's section) or as the counterexample of a FIX cell that LATEST also breaks; ")
                .append("per cause, the FIX variants under which its events, replayed by the model, no longer break the invariant. ")
                .append("A FIX cell is VIOLATED exactly when a cause here is not closed by it or its own counterexample breaks only ")
                .append("the FIX (listed below the table); a test holds the two together.\n\n")
                .append("| invariant | cause | found by | replay | no longer broken under |\n|---|---|---|---|---|\n").append(t);
        if (own.length() > 0) {
            b.append("\nFIX cells broken by runs that do not break LATEST (the FIX's own violation, not a cause of LATEST's):\n\n").append(own);
        }
    }

    /**
     * A violated PLPMTUD cell's causes, each with its counterexample (the shown one for the first; the others are
     * written under counterexamples/causes/) and its deciding statements as the kernel spells them.
     */
    public static void causes(StringBuilder b, Map<String, String> files, Verdict d) {
        if (d.causes.isEmpty()) {
            return;
        }
        b.append("Causes (the deciding statements at the violating line: the last writer of each field the formula reads, ")
                .append("with the function it was called from, and any floor of __tcp_mtu_to_mss that raised an MSS there): ")
                .append(d.causeSearch == null ? d.causes.size() + " found" : d.causeSearch.describe(d.causes.size()))
                .append(", the shown counterexample's first:\n\n");
        int n = 0;
        for (Map.Entry<String, pmtuverify.props.InvariantViolation> c : d.causes.entrySet()) {
            n++;
            String file = Causes.file(d.invariantId, d.variant, n);
            if (n > 1) {
                StringBuilder trace = new StringBuilder();
                for (String l : c.getValue().trace()) {
                    trace.append(l).append('\n');
                }
                files.put(file, trace.toString());
            }
            b.append(n).append(". ").append(c.getKey()).append(": `./pmtu replay specs/").append(file).append(" --check` (")
                    .append(c.getValue().trace().size()).append(" lines, violated at line ").append(c.getValue().violatingLine())
                    .append(")\n");
            for (String st : Causes.statements(c.getValue())) {
                b.append("   - ").append(st).append('\n');
            }
        }
        b.append('\n');
    }

    /** The heading of VERDICTS.md's section on counterexamples and a default kernel. */
    public static final String DEFAULTS_HEADING = "## Counterexamples and a default kernel";

    /** The defaults section of a VERDICTS.md text (what README's defaults block repeats), or null. */
    public static String defaultsSection(String verdicts) {
        return sectionOf(verdicts, DEFAULTS_HEADING);
    }

    /** The body of the section under {@code heading} in a VERDICTS.md text (up to the next "## " heading), or null. */
    public static String sectionOf(String verdicts, String heading) {
        int b = verdicts.indexOf(heading + "\n\n");
        if (b < 0) {
            return null;
        }
        b += heading.length() + 2;
        int e = verdicts.indexOf("\n## ", b);
        return verdicts.substring(b, e < 0 ? verdicts.length() : e + 1);
    }

    public static Verdict find(List<Verdict> vs, String id, String variant) {
        for (Verdict v : vs) {
            if (v.invariantId.equals(id) && v.variant.equals(variant)) {
                return v;
            }
        }
        return null;
    }

    public static String catalogue(List<CheckSpec> specs) {
        StringBuilder b = new StringBuilder();
        b.append("# Invariant catalogue\n\n")
                .append("Generated by `./pmtu report` from the catalogue's single source of truth: one file per ")
                .append("invariant, holding its prose, formula, assumptions and predicate ")
                .append("(`properties/src/main/java/pmtuverify/props/pmtu/invariants/` and `.../props/hystart/invariants/`, ")
                .append("listed by `PmtuInvariants` and `HystartInvariants`). ")
                .append("Each invariant: its statement in prose, its formula, where it comes from, what it assumes of the ")
                .append("environment, and the variants it is checked on. Verdicts: [VERDICTS.md](VERDICTS.md).\n");
        String family = null;
        for (CheckSpec s : specs) {
            Invariant inv = s.invariant();
            if (!inv.family().equals(family)) {
                family = inv.family();
                b.append("\n## Family ").append(family).append("\n");
            }
            b.append("\n### ").append(inv.id()).append("\n\n").append(inv.statement()).append("\n\n")
                    .append("    ").append(inv.formula()).append("\n\n")
                    .append("- origin: ").append(inv.origin()).append('\n')
                    .append("- assumptions: ").append(inv.assumptions()).append('\n')
                    .append(fairnessLine(inv))
                    .append(inv.restatedLine())
                    .append("- variants: ").append(String.join(", ", s.variants())).append('\n');
        }
        return b.toString();
    }

    /** The catalogue's "fairness" line of a liveness invariant's assumption ({@link Invariant#fairness}); empty when it has none. */
    static String fairnessLine(Invariant inv) {
        return inv.fairness() == null ? "" : "- fairness: " + inv.fairness().line() + '\n';
    }
}
