package pmtuverify.report.ci;

import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * {@code ./pmtu check --junit FILE}: the check as JUnit XML (the Ant and Surefire report format CI servers read), one
 * test suite per invariant and one test case per cell (classname the invariant, name the variant). A cell that fails
 * the job ({@link Outcome#failure}) is a failure whose message says why and whose text holds the counterexample's
 * lines and the command that replays it; a cell the invariant does not apply to is skipped; every other cell passes,
 * its label as its system-out.
 */
public final class JUnitXml {
    private JUnitXml() {}

    public static String of(List<Outcome> cells, List<Outcome.NotApplicable> notApplicable) {
        Map<String, Suite> suites = new LinkedHashMap<>();
        for (Outcome o : cells) {
            suites.computeIfAbsent(o.invariant(), k -> new Suite()).cells.add(o);
        }
        for (Outcome.NotApplicable n : notApplicable) {
            suites.computeIfAbsent(n.invariant(), k -> new Suite()).skipped.add(n);
        }
        int tests = cells.size() + notApplicable.size();
        long failures = cells.stream().filter(o -> o.failure() != null).count();
        try {
            StringWriter s = new StringWriter();
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(s);
            x.writeStartDocument("UTF-8", "1.0");
            x.writeCharacters("\n");
            x.writeStartElement("testsuites");
            x.writeAttribute("name", "pmtu check");
            x.writeAttribute("tests", String.valueOf(tests));
            x.writeAttribute("failures", String.valueOf(failures));
            x.writeAttribute("errors", "0");
            for (Map.Entry<String, Suite> e : suites.entrySet()) {
                Suite su = e.getValue();
                x.writeCharacters("\n  ");
                x.writeStartElement("testsuite");
                x.writeAttribute("name", e.getKey());
                x.writeAttribute("tests", String.valueOf(su.cells.size() + su.skipped.size()));
                x.writeAttribute("failures", String.valueOf(su.cells.stream().filter(o -> o.failure() != null).count()));
                x.writeAttribute("errors", "0");
                x.writeAttribute("skipped", String.valueOf(su.skipped.size()));
                for (Outcome o : su.cells) {
                    x.writeCharacters("\n    ");
                    x.writeStartElement("testcase");
                    x.writeAttribute("classname", o.invariant());
                    x.writeAttribute("name", o.variant());
                    if (o.failure() != null) {
                        x.writeStartElement("failure");
                        x.writeAttribute("type", "verdict");
                        x.writeAttribute("message", o.failure());
                        StringBuilder b = new StringBuilder(o.failure()).append('\n');
                        if (o.counterexample() != null) {
                            b.append("counterexample").append(o.file() == null ? "" : " (" + o.file() + ")")
                                    .append(", violating line ").append(o.counterexample().violatingLine()).append(": ")
                                    .append(o.counterexample().detail()).append('\n');
                            for (String l : o.lines()) {
                                b.append(l).append('\n');
                            }
                        }
                        if (o.replay() != null) {
                            b.append("replay: ").append(o.replay()).append('\n');
                        }
                        x.writeCharacters(b.toString());
                        x.writeEndElement();
                    }
                    x.writeStartElement("system-out");
                    x.writeCharacters(o.label());
                    x.writeEndElement();
                    x.writeEndElement();
                }
                for (Outcome.NotApplicable n : su.skipped) {
                    x.writeCharacters("\n    ");
                    x.writeStartElement("testcase");
                    x.writeAttribute("classname", n.invariant());
                    x.writeAttribute("name", n.variant());
                    x.writeStartElement("skipped");
                    x.writeAttribute("message", "n/a: " + n.invariant() + " does not apply to " + n.variant());
                    x.writeEndElement();
                    x.writeEndElement();
                }
                x.writeCharacters("\n  ");
                x.writeEndElement();
            }
            x.writeCharacters("\n");
            x.writeEndElement();
            x.writeEndDocument();
            x.close();
            return s.toString() + "\n";
        } catch (XMLStreamException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final class Suite {
        final List<Outcome> cells = new java.util.ArrayList<>();
        final List<Outcome.NotApplicable> skipped = new java.util.ArrayList<>();
    }
}
