package pmtuverify.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** specs/bench-growth.svg is README's growth table drawn (`./pmtu bench --replot`), and its legend fits the picture. */
class BenchGrowthFigureTest {
    @Test
    void thePlotIsTheReadmesTableDrawnAndEveryLabelFits() throws Exception {
        Path home = Report.projectHome().toPath();
        List<BenchFigures.Point> points = BenchFigures.growthFromReadme(Files.readString(home.resolve("README.md")));
        assertThat(points).hasSizeGreaterThan(20);
        String svg = BenchFigures.svg("HIGH_ONLY_ON_NEGATIVE_SIGNAL on MAINLINE", points);
        assertThat(Files.readString(home.resolve("specs/bench-growth.svg")))
                .as("specs/bench-growth.svg: run ./pmtu bench --replot").isEqualTo(svg);
        Matcher w = Pattern.compile("<svg [^>]*width=\"(\\d+)\"").matcher(svg);
        assertThat(w.find()).isTrue();
        int width = Integer.parseInt(w.group(1));
        // 12-pixel sans-serif: at most 7.5 pixels a character (a generous bound for these digits and words)
        Matcher t = Pattern.compile("<text x=\"(\\d+)\"[^>]*>([^<]*)</text>").matcher(svg);
        int legends = 0;
        while (t.find()) {
            int x = Integer.parseInt(t.group(1));
            if (!t.group(0).contains("text-anchor")) {
                assertThat(x + 7.5 * t.group(2).length()).as(t.group(2)).isLessThanOrEqualTo(width);
                legends += t.group(2).contains("outside") ? 1 : 0;
            }
        }
        assertThat(legends).isEqualTo(BenchFigures.OUTSIDE.length);
    }
}
