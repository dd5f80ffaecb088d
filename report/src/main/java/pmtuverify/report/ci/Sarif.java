package pmtuverify.report.ci;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import pmtuverify.model.plpmtud.Assignment;
import pmtuverify.model.plpmtud.Variant;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;
import pmtuverify.props.Protocol;
import pmtuverify.trace.JsonFields;
import pmtuverify.trace.PmtuReplay;

/**
 * {@code ./pmtu check --sarif FILE}: the check as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format),
 * one rule per invariant of the check and one result per cell that has a counterexample. A result's location is the
 * counterexample's violating line in its file; its code flow is the counterexample replayed: for each line, the line
 * itself (a location in the file), then each kernel statement the model executed on it that wrote a field of the
 * PLPMTUD state ({@link Assignment}: the function as a logical location, the kernel file as a physical one under the
 * base id LINUX, the statement and the upstream tag in the message). HyStart's model keeps no such record, so a
 * HyStart result's flow has the lines only. The level is "error" for a cell that fails the job and "warning" for the
 * rest.
 */
public final class Sarif {
    private Sarif() {}

    /** The published schema's address, which a SARIF log names. */
    public static final String SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

    public static String of(List<Outcome> cells) {
        ObjectMapper m = JsonFields.mapper();
        ObjectNode log = m.createObjectNode();
        log.put("$schema", SCHEMA);
        log.put("version", "2.1.0");
        ObjectNode run = log.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "pmtu-verify");
        ArrayNode rules = driver.putArray("rules");
        List<CheckSpec> specs = Catalogue.random();
        Set<String> ids = new LinkedHashSet<>();
        for (Outcome o : cells) {
            ids.add(o.invariant());
        }
        List<String> ruleIds = new ArrayList<>(ids);
        for (String id : ruleIds) {
            CheckSpec s = Catalogue.byId(specs, id);
            ObjectNode r = rules.addObject();
            r.put("id", id);
            r.putObject("shortDescription").put("text", s == null ? id : s.invariant().statement());
            if (s != null) {
                r.putObject("fullDescription").put("text", s.invariant().formula());
                r.putObject("properties").put("family", s.invariant().family());
            }
        }
        ObjectNode bases = run.putObject("originalUriBaseIds");
        bases.putObject("LINUX").putObject("description").put("text",
                "a Linux source tree, at the upstream tag each location's message names");
        ArrayNode results = run.putArray("results");
        for (Outcome o : cells) {
            if (o.counterexample() == null) {
                continue;
            }
            ObjectNode r = results.addObject();
            r.put("ruleId", o.invariant());
            r.put("ruleIndex", ruleIds.indexOf(o.invariant()));
            r.put("level", o.failure() != null ? "error" : "warning");
            r.putObject("message").put("text", o.invariant() + " on " + o.variant() + ": " + o.label() + "; "
                    + o.counterexample().detail() + (o.failure() != null ? " (" + o.failure() + ")" : "")
                    + (o.replay() != null ? "; replay: " + o.replay() : ""));
            r.putArray("locations").add(lineLocation(m, o.file(), o.counterexample().violatingLine(), null));
            ArrayNode steps = r.putArray("codeFlows").addObject().putArray("threadFlows").addObject().putArray("locations");
            flow(m, o, steps);
            ObjectNode p = r.putObject("properties");
            p.put("variant", o.variant());
            if (o.replay() != null) {
                p.put("replay", o.replay());
            }
        }
        return log.toPrettyString() + "\n";
    }

    /** The counterexample replayed: each line, then the kernel statements it ran that wrote the state. */
    private static void flow(ObjectMapper m, Outcome o, ArrayNode steps) {
        List<String> lines = o.lines();
        CheckSpec s = Catalogue.byId(Catalogue.random(), o.invariant());
        int violating = o.counterexample().violatingLine();
        if (s == null || s.invariant().protocol() == Protocol.HYSTART) {
            for (int i = 1; i <= lines.size(); i++) {
                steps.addObject().set("location", lineLocation(m, o.file(), i, "line " + i + (i == violating ? ": breaks "
                        + o.invariant() + ": " + o.counterexample().detail() : "")));
            }
            return;
        }
        Variant v = Variant.byName(o.variant());
        List<PmtuReplay.Row> rows = new ArrayList<>();
        PmtuReplay.replay(lines, v, List.of(o.invariant()), rows::add);
        for (PmtuReplay.Row row : rows) {
            boolean breaks = row.violates() != null && row.violates().containsKey(o.invariant());
            ObjectNode step = steps.addObject();
            step.set("location", lineLocation(m, o.file(), row.line(), "line " + row.line() + ": " + row.label()
                    + (breaks ? "; breaks " + o.invariant() + ": " + row.violates().get(o.invariant()) : "")));
            if (breaks) {
                step.put("importance", "essential");
            }
            for (Assignment a : row.step().writes) {
                ObjectNode loc = m.createObjectNode();
                if (a.file != null) {
                    ObjectNode art = loc.putObject("physicalLocation").putObject("artifactLocation");
                    art.put("uri", a.file);
                    art.put("uriBaseId", "LINUX");
                }
                ObjectNode logical = loc.putArray("logicalLocations").addObject();
                logical.put("name", a.function);
                if (a.file != null) {
                    logical.put("kind", "function");
                }
                loc.putObject("message").put("text", "line " + row.line() + ": " + a.field + " \u2190 " + a.cite(v));
                steps.addObject().set("location", loc);
            }
        }
    }

    /** A file's URI: a relative path as it is (slashes), an absolute one as a file: URI. */
    static String uri(String file) {
        java.nio.file.Path p = java.nio.file.Path.of(file);
        return p.isAbsolute() ? p.toUri().toString() : file.replace(java.io.File.separatorChar, '/');
    }

    /** A location in the counterexample's file at {@code line} (no physical location when the file is not written). */
    private static ObjectNode lineLocation(ObjectMapper m, String file, int line, String text) {
        ObjectNode loc = m.createObjectNode();
        if (file != null) {
            ObjectNode phys = loc.putObject("physicalLocation");
            phys.putObject("artifactLocation").put("uri", uri(file));
            phys.putObject("region").put("startLine", Math.max(1, line));
        }
        if (text != null) {
            loc.putObject("message").put("text", text);
        }
        return loc;
    }
}
