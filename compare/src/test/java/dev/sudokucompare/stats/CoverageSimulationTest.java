package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The README's interval claims, from {@link Coverage}: a quick run of the table in every build
 * that holds each interval to what the README says of it (400 seeded samples a row: a standard
 * error of about 1.1 points at 95%), and the full table (4,000 a row) in the slow profile, printed
 * for the README. Also the size of diff's margin test: how often it calls a solver slower beyond
 * the margin when it is exactly at the margin, or unchanged.
 */
class CoverageSimulationTest {

    @Test
    void everyIntervalCoversAsTheReadmeSays() {
        for (Coverage.Row r : Coverage.table(400)) {
            double floor = switch (r.interval()) {
                // Under-covers skewed times: the README gives its figures and says so.
                case "mean, BCa bootstrap", "mean, BCa (saddlepoint)" -> r.data().endsWith("2.0") ? 0.70 : 0.82;
                case "mean, Student's t" -> r.data().endsWith("2.0") ? 0.60 : 0.75;
                // Ten pairs are few for a bootstrap: about 89%.
                case "speedup, geometric mean (BCa)" -> r.n() <= 10 ? 0.85 : 0.91;
                default -> 0.91;
            };
            assertThat(r.coverage()).as(r.markdown()).isGreaterThanOrEqualTo(floor).isLessThanOrEqualTo(1.0);
        }
    }

    @Test
    @Tag("slow")
    void fullTable() {
        List<Coverage.Row> rows = Coverage.table(4000);
        System.out.println("| interval | data | n | coverage of 95% |");
        System.out.println("|---|---|---:|---:|");
        rows.forEach(r -> System.out.println(r.markdown()));
        assertThat(rows).isNotEmpty();
    }

    @Test
    void theMarginTestCallsASolverAtTheMarginSlowerAtMostAlphaOfTheTime() {
        double margin = Math.log1p(0.10);
        // Per-record noise of a log time ratio like the runs' (sd 0.3); 70 records, as a small run.
        double atMargin = rejections(margin, 0.3, 70, 2000);
        double unchanged = rejections(0, 0.3, 70, 2000);
        double fourTimes = rejections(Math.log(4), 0.3, 70, 200);
        assertThat(atMargin).as("one-sided 0.05 at the margin itself").isBetween(0.03, 0.065);
        assertThat(unchanged).as("an unchanged solver").isLessThan(0.001);
        assertThat(fourTimes).as("four times slower").isEqualTo(1.0);
    }

    private static double rejections(double shift, double sd, int n, int samples) {
        SplittableRandom random = new SplittableRandom(7);
        int rejected = 0;
        for (int k = 0; k < samples; k++) {
            double[] d = new double[n];
            for (int i = 0; i < n; i++) {
                d[i] = shift + sd * Coverage.gaussian(random);
            }
            rejected += MarginTest.of(d, Math.log1p(0.10)).pValue() < 0.05 ? 1 : 0;
        }
        return rejected / (double) samples;
    }
}
