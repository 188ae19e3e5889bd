package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** One short, distinct, stable name per solver, and a legend that gives every spec back whole. */
class SolverNamesTest {

    private static final String DEEP = "/home/student/" + "nested-directory/".repeat(12);

    @Test
    void shortSpecsKeepTheirNamesAndLongOnesLoseDirectoriesFamilyAndInterpreterInThatOrder() {
        SolverNames names = SolverNames.of(List.of("dfs", "choco:consistency=BC", "external:python3 " + DEEP + "ok.py",
                "external:python3 " + DEEP + "ok.py bug", "stream:python3 " + DEEP + "lookup.py " + DEEP + "puzzles.txt",
                "external:./" + "a".repeat(30) + "/b.out"));
        assertThat(names.of("dfs")).isEqualTo("dfs");
        assertThat(names.of("choco:consistency=BC")).isEqualTo("choco:consistency=BC");
        assertThat(names.of("external:python3 " + DEEP + "ok.py")).isEqualTo("external:python3 ok.py");
        assertThat(names.of("external:python3 " + DEEP + "ok.py bug")).isEqualTo("python3 ok.py bug");
        assertThat(names.of("stream:python3 " + DEEP + "lookup.py " + DEEP + "puzzles.txt"))
                .isEqualTo("lookup.py puzzles.txt");
        assertThat(names.of("external:./" + "a".repeat(30) + "/b.out")).isEqualTo("external:b.out");
        assertThat(names.of("not a solver of the run")).isEqualTo("not a solver of the run");
    }

    @Test
    void namesAreDistinctShortAndTheSameForTheSameRunWhateverTheSpecs() {
        Random random = new Random(20261129);
        for (int round = 0; round < 200; round++) {
            List<String> specs = new ArrayList<>();
            int n = 2 + random.nextInt(8);
            while (specs.size() < n) {
                // Programs that share a directory, an interpreter, a file name or a start: the hard cases.
                String dir = "/tmp/" + "d".repeat(random.nextInt(3) * 60) + "/" + random.nextInt(3) + "/";
                String spec = (random.nextBoolean() ? "external:" : "stream:")
                        + (random.nextBoolean() ? "python3 " : "") + dir + "solver" + random.nextInt(3) + ".py"
                        + (random.nextBoolean() ? " arg" + random.nextInt(3) : "");
                if (!specs.contains(spec)) {
                    specs.add(spec);
                }
            }
            SolverNames names = SolverNames.of(specs);
            List<String> shown = specs.stream().map(names::of).toList();
            assertThat(shown).as(specs.toString()).doesNotHaveDuplicates()
                    .allSatisfy(s -> assertThat(s.length()).isLessThanOrEqualTo(SolverNames.MAX));
            for (int i = 0; i < specs.size(); i++) {
                assertThat(shown.get(i).equals(specs.get(i)) || !specs.contains(shown.get(i)))
                        .as("%s is named as another solver's spec", specs.get(i)).isTrue();
            }
            assertThat(SolverNames.of(List.copyOf(specs)).legend()).isEqualTo(names.legend());
        }
    }

    @Test
    void theLegendFitsTheConsoleAndGivesEverySpecBackWhole() {
        String spec = "external:python3 " + DEEP + "x".repeat(150) + ".py --flag";
        SolverNames names = SolverNames.of(List.of("dfs", spec));
        List<String> legend = names.legend();
        assertThat(legend).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(ConsoleView.WIDTH));
        String first = legend.get(0);
        int at = first.indexOf(" = ") + 3;
        assertThat(first.substring(0, at).strip()).isEqualTo(names.of(spec) + " =");
        String whole = legend.stream().map(l -> l.substring(at)).reduce("", String::concat);
        assertThat(whole).isEqualTo(spec);
        assertThat(names.apply("finding: " + spec + ": 1 of 1 answers WRONG")).isEqualTo("finding: " + names.of(spec)
                + ": 1 of 1 answers WRONG");
    }
}
