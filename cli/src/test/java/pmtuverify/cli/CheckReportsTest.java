package pmtuverify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.SAXException;

/**
 * The verdict gate ({@code check --against}, {@code --fail-on violated}) and its exit statuses, and the CI reports
 * ({@code --junit}, {@code --sarif}) validated against the published schemas the test resources hold (schemas/:
 * Jenkins xUnit's junit-10.xsd, OASIS's sarif-schema-2.1.0.json). Each validator is shown to reject a broken file, so
 * a pass means something.
 */
class CheckReportsTest {
    static final Path SPECS = Path.of("..", "specs");
    static final ObjectMapper JSON = new ObjectMapper();
    static Schema sarifSchema;
    static javax.xml.validation.Schema junitSchema;

    @BeforeAll
    static void schemas() throws Exception {
        try (InputStream in = CheckReportsTest.class.getResourceAsStream("/schemas/sarif-schema-2.1.0.json")) {
            sarifSchema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4).getSchema(in);
        }
        junitSchema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(CheckReportsTest.class.getResource("/schemas/junit-10.xsd"));
    }

    static List<String> sarifErrors(JsonNode log) {
        List<String> out = new ArrayList<>();
        sarifSchema.validate(log).forEach(e -> out.add(e.toString()));
        return out;
    }

    /** The schema's complaint about {@code xml}, or null when it is valid. */
    static String junitError(String xml) throws Exception {
        Validator v = junitSchema.newValidator();
        try {
            v.validate(new StreamSource(new java.io.StringReader(xml)));
            return null;
        } catch (SAXException e) {
            return e.getMessage();
        }
    }

    @Test
    void theGatePassesAgainstTheCommittedReportAndBothReportsMeetTheirSchemas(@TempDir Path dir) throws Exception {
        Path junit = dir.resolve("check.xml");
        Path sarif = dir.resolve("check.sarif");
        CliTest.Result r = CliTest.run("", "check", "--variant", "LATEST", "--tries", "50", "--out", dir.resolve("out").toString(),
                "--against", SPECS.resolve("VERDICTS.md").toString(), "--junit", junit.toString(), "--sarif", sarif.toString());
        assertThat(r.code).as(r.out + r.err).isEqualTo(0);
        assertThat(r.out).contains("# 0 of 18 cells differ from the committed report");

        String xml = Files.readString(junit, StandardCharsets.UTF_8);
        assertThat(junitError(xml)).isNull();
        // 18 LATEST cells, and the 12 HyStart invariants as skipped n/a cells
        assertThat(xml).contains("tests=\"30\" failures=\"0\"").contains("<skipped message=\"n/a: HY_WRAP does not apply to LATEST\"");

        JsonNode log = JSON.readTree(sarif.toFile());
        assertThat(sarifErrors(log)).isEmpty();
        JsonNode results = log.path("runs").path(0).path("results");
        // one result per VIOLATED PLPMTUD cell of LATEST: the rows of VERDICTS.md's section of today's kernel's defects
        String verdicts = Files.readString(SPECS.resolve("VERDICTS.md"), StandardCharsets.UTF_8);
        String section = verdicts.substring(verdicts.indexOf("## Linux 6.18 (LATEST): defects, most severe first"));
        section = section.substring(0, section.indexOf("\n\n", section.indexOf("| invariant | severity")));
        long defects = section.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| invariant ")).count();
        assertThat(defects).isGreaterThan(0);
        assertThat((long) results.size()).as("SARIF results and the committed report's LATEST defects").isEqualTo(defects);
        // TERMINATION_AFTER_OUTSIDE on LATEST: the 50 random runs miss it, the committed explorer witness still breaks it
        JsonNode lasso = null;
        for (JsonNode res : results) {
            if (res.path("ruleId").asText().equals("TERMINATION_AFTER_OUTSIDE")) {
                lasso = res;
            }
        }
        assertThat(lasso).as("a result for TERMINATION_AFTER_OUTSIDE on LATEST, from the committed witness").isNotNull();
        assertThat(lasso.path("message").path("text").asText())
                .contains("the committed witness specs/counterexamples/TERMINATION_AFTER_OUTSIDE-LATEST.jsonl, replayed");
        JsonNode steps = lasso.path("codeFlows").path(0).path("threadFlows").path(0).path("locations");
        List<String> functions = new ArrayList<>();
        boolean essential = false;
        for (JsonNode s : steps) {
            JsonNode loc = s.path("location");
            if (loc.has("logicalLocations")) {
                functions.add(loc.path("logicalLocations").path(0).path("name").asText());
                if (loc.path("logicalLocations").path(0).path("kind").asText().equals("function")) {
                    assertThat(loc.path("physicalLocation").path("artifactLocation").path("uri").asText()).matches("net/ipv[46]/[a-z_]+\\.c");
                    assertThat(loc.path("message").path("text").asText()).contains("@v6.18");
                }
            }
            essential |= s.path("importance").asText().equals("essential");
        }
        // the witness's set-up and its probes, each at the kernel function that wrote the fields
        assertThat(functions).contains("tcp_mtup_init", "tcp_mtu_probe");
        assertThat(essential).as("the violating line is marked essential").isTrue();
    }

    @Test
    void aChangedVerdictFailsTheGateNamingTheCellInTheOutputAndTheJUnitReport(@TempDir Path dir) throws Exception {
        // a committed report in which two LATEST cells say the opposite of what the model finds
        Path specs = dir.resolve("specs");
        Files.createDirectories(specs);
        String md = Files.readString(SPECS.resolve("VERDICTS.md"), StandardCharsets.UTF_8)
                .replace("### SANE_NO_WRAP on LATEST: VIOLATED (random engine witness, 2 lines; general mix, wide domains)",
                        "### SANE_NO_WRAP on LATEST: no violation within 30 events (general mix, at most 1 outside event, standard bounds)")
                .replace("### HIGH_ONLY_ON_NEGATIVE_SIGNAL on LATEST: no violation within 30 events (general mix, at most 1 outside event, standard bounds)",
                        "### HIGH_ONLY_ON_NEGATIVE_SIGNAL on LATEST: VIOLATED (explorer witness, 2 lines; general mix, at most 1 outside event, standard bounds)");
        Files.writeString(specs.resolve("VERDICTS.md"), md);
        // the committed witnesses, as they are
        Files.createSymbolicLink(specs.resolve("counterexamples"), SPECS.resolve("counterexamples").toAbsolutePath());
        Files.createSymbolicLink(specs.resolve("proofs"), SPECS.resolve("proofs").toAbsolutePath());
        Path junit = dir.resolve("check.xml");
        Path sarif = dir.resolve("check.sarif");
        CliTest.Result r = CliTest.run("", "check", "--variant", "LATEST", "--tries", "50", "--out", dir.resolve("out").toString(),
                "--against", specs.toString(), "--junit", junit.toString(), "--sarif", sarif.toString());
        assertThat(r.code).as(r.out + r.err).isEqualTo(1);
        assertThat(r.out.replaceAll("\\s+", " "))
                .contains("differs from the committed report: SANE_NO_WRAP on LATEST: the committed report says no violation within 30 events")
                .contains("differs from the committed report: HIGH_ONLY_ON_NEGATIVE_SIGNAL on LATEST: the committed report says VIOLATED (explorer witness")
                .contains("no committed witness of the cell breaks it any more")
                .contains("# 2 of 18 cells differ from the committed report")
                .contains("# FAIL: 2 cells fail the run (--against)");
        String xml = Files.readString(junit, StandardCharsets.UTF_8);
        assertThat(junitError(xml)).isNull();
        assertThat(xml).contains("failures=\"2\"").contains("replay: ./pmtu replay " + dir.resolve("out").resolve("SANE_NO_WRAP-LATEST.jsonl")
                + " --check SANE_NO_WRAP");
        JsonNode log = JSON.readTree(sarif.toFile());
        assertThat(sarifErrors(log)).isEmpty();
        long errors = 0;
        for (JsonNode res : log.path("runs").path(0).path("results")) {
            if (res.path("level").asText().equals("error")) {
                errors++;
                assertThat(res.path("ruleId").asText()).isEqualTo("SANE_NO_WRAP");
            }
        }
        assertThat(errors).as("the changed VIOLATED cell is the one error").isEqualTo(1);
    }

    @Test
    void failOnViolatedFailsOnAViolationOnlyAndBadGateInputIsExitTwo(@TempDir Path dir) {
        String out = dir.resolve("out").toString();
        assertThat(CliTest.run("", "check", "--variant", "LATEST", "--invariant", "SANE_NO_WRAP", "--tries", "50", "--out", out,
                "--fail-on", "violated").code).isEqualTo(1);
        assertThat(CliTest.run("", "check", "--variant", "LATEST", "--invariant", "HIGH_ONLY_ON_NEGATIVE_SIGNAL", "--tries", "50",
                "--out", out, "--fail-on", "violated").code).isEqualTo(0);
        // verdicts alone are data
        assertThat(CliTest.run("", "check", "--variant", "LATEST", "--invariant", "SANE_NO_WRAP", "--tries", "50", "--out", out).code)
                .isEqualTo(0);
        CliTest.Result bad = CliTest.run("", "check", "--invariant", "SANE_NO_WRAP", "--fail-on", "changed", "--out", out);
        assertThat(bad.code).isEqualTo(2);
        assertThat(bad.err.strip()).isEqualTo("pmtu: --fail-on takes 'violated', got \"changed\"");
        CliTest.Result none = CliTest.run("", "check", "--invariant", "SANE_NO_WRAP", "--against", dir.resolve("nothing").toString(), "--out", out);
        assertThat(none.code).isEqualTo(2);
        assertThat(none.err).contains("no VERDICTS.md there").doesNotContain("Exception");
    }

    @Test
    void aHyStartCellsResultFollowsItsLines(@TempDir Path dir) throws Exception {
        Path sarif = dir.resolve("check.sarif");
        Path junit = dir.resolve("check.xml");
        CliTest.Result r = CliTest.run("", "check", "--variant", "HYSTART_MS", "--tries", "200", "--out", dir.resolve("out").toString(),
                "--against", SPECS.toString(), "--sarif", sarif.toString(), "--junit", junit.toString());
        assertThat(r.code).as(r.out + r.err).isEqualTo(0);
        JsonNode log = JSON.readTree(sarif.toFile());
        assertThat(sarifErrors(log)).isEmpty();
        assertThat(junitError(Files.readString(junit, StandardCharsets.UTF_8))).isNull();
        JsonNode results = log.path("runs").path(0).path("results");
        assertThat(results.size()).isPositive();
        for (JsonNode res : results) {
            JsonNode steps = res.path("codeFlows").path(0).path("threadFlows").path(0).path("locations");
            String file = res.path("locations").path(0).path("physicalLocation").path("artifactLocation").path("uri").asText();
            assertThat(file).endsWith(res.path("ruleId").asText() + "-HYSTART_MS.jsonl");
            // one step per line of the counterexample, the last the violating one
            assertThat(steps.size()).isEqualTo(res.path("locations").path(0).path("physicalLocation").path("region").path("startLine").asInt());
            assertThat(steps.get(steps.size() - 1).path("location").path("message").path("text").asText()).contains("breaks " + res.path("ruleId").asText());
        }
    }

    @Test
    void theValidatorsRejectBrokenReports(@TempDir Path dir) throws Exception {
        Path sarif = dir.resolve("check.sarif");
        Path junit = dir.resolve("check.xml");
        CliTest.Result r = CliTest.run("", "check", "--variant", "LATEST", "--invariant", "SANE_NO_WRAP", "--tries", "50",
                "--out", dir.resolve("out").toString(), "--sarif", sarif.toString(), "--junit", junit.toString());
        assertThat(r.code).isEqualTo(0);
        ObjectNode log = (ObjectNode) JSON.readTree(sarif.toFile());
        assertThat(sarifErrors(log)).isEmpty();
        log.remove("version");
        assertThat(sarifErrors(log)).isNotEmpty();
        ObjectNode level = (ObjectNode) JSON.readTree(sarif.toFile());
        ((ObjectNode) level.path("runs").path(0).path("results").path(0)).put("level", "fatal");
        assertThat(sarifErrors(level)).isNotEmpty();
        String xml = Files.readString(junit, StandardCharsets.UTF_8);
        assertThat(junitError(xml)).isNull();
        assertThat(junitError(xml.replace("<testcase classname=\"SANE_NO_WRAP\" name=\"LATEST\">", "<testcase classname=\"SANE_NO_WRAP\">")))
                .isNotNull();
        assertThat(junitError(xml.replace("errors=\"0\"", ""))).isNotNull();
    }
}
