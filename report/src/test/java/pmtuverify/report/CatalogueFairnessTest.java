package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pmtuverify.props.Catalogue;
import pmtuverify.props.CheckSpec;

/** CATALOGUE.md states each liveness invariant's fairness assumption, generated from its entry, and none for the others. */
class CatalogueFairnessTest {
    @Test
    void eachLivenessInvariantHasAGeneratedFairnessLine() {
        List<CheckSpec> specs = Catalogue.random();
        String md = Report.catalogue(specs);
        List<String> withFairness = new ArrayList<>();
        for (String section : md.split("\n### ")) {
            String id = section.substring(0, section.indexOf('\n'));
            CheckSpec s = Catalogue.byId(specs, id);
            if (s == null) {
                continue;
            }
            if (s.invariant().fairness() != null) {
                withFairness.add(id);
                assertThat(section).as(id).contains("\n- fairness: " + s.invariant().fairness().line() + "\n");
            } else {
                assertThat(section).as(id).doesNotContain("- fairness:");
            }
        }
        assertThat(withFairness).containsExactly("TERMINATION", "TERMINATION_AFTER_OUTSIDE");
    }
}
