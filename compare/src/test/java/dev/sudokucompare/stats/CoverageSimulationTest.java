package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The README's interval claims, from {@link Coverage}: a quick run of the table in the slow profile
 * that holds each interval to what the README says of it (400 seeded samples a row: a standard
 * error of about 1.1 points at 95%). The full table (4,000 a row, two minutes here) is no test:
 * it is {@link Coverage}'s {@code main}, run for BENCHMARKS.md. Also, in every build, the size of
 * diff's drift test: how often it calls a solver slower beyond the margin when it is exactly at the
 * margin, or unchanged, and its power at four times slower.
 */
class CoverageSimulationTest {

    // Slow profile: 15-20 s of simulation; the intervals' arithmetic is tested every build (BootstrapTest and the statistics tests).
    @Tag("slow")
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
    void theDriftTestCallsASolverAtTheMarginSlowerAtMostAlphaOfTheTime() {
        // Each solver's level moves between two runs by its own drift, N(0, 0.2) on the log scale as
        // in the A/A runs (BENCHMARKS.md); the tested one's moves by that and its change; five
        // controls; its own sampling error 0.02. No floor: the t-test alone.
        double margin = Math.log1p(0.10);
        double atMargin = alarms(margin, 0.2, 0, 20_000);
        double unchanged = alarms(0, 0.2, 0, 20_000);
        double fourTimes = alarms(Math.log(4), 0.2, 0, 2_000);
        assertThat(atMargin).as("one-sided 0.05 at the margin itself").isBetween(0.045, 0.055);
        assertThat(unchanged).as("an unchanged solver").isLessThan(atMargin);
        assertThat(fourTimes).as("four times slower").isGreaterThan(0.95);
        // With the 25% floor (the default --drift) the test is stricter still at the margin.
        assertThat(alarms(margin, 0.2, Math.log1p(0.25), 20_000)).isLessThan(atMargin);
    }

    private static double alarms(double change, double drift, double floor, int samples) {
        SplittableRandom random = new SplittableRandom(7);
        int alarms = 0;
        for (int k = 0; k < samples; k++) {
            double[] controls = new double[5];
            for (int c = 0; c < controls.length; c++) {
                controls[c] = drift * Coverage.gaussian(random);
            }
            double own = change + drift * Coverage.gaussian(random) + 0.02 * Coverage.gaussian(random);
            alarms += DriftTest.of(own, 0.02, controls, Math.log1p(0.10), floor).pValue() < 0.05 ? 1 : 0;
        }
        return alarms / (double) samples;
    }
}
