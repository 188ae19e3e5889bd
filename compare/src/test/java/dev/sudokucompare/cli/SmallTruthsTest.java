package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The small things a new user read that were not so. */
class SmallTruthsTest {

    @TempDir
    Path tmp;

    @Test
    void helpPointsToTheGuideThatHoldsWriteYourOwnSolver() throws IOException {
        String help = String.join(" ", CliRun.of("compare", "--help").out().split("\\s+"));
        assertThat(help).contains("docs/guide-authors.md, Write your own solver").doesNotContain("the README, Write");
        Path root = CliRun.datasets().getParent();
        assertThat(Files.readString(root.resolve("docs/guide-authors.md"))).contains("## Write your own solver");
        assertThat(Files.readString(root.resolve("examples/my-solver/README.md"))).contains("docs/guide-authors.md")
                .doesNotContain("the README of sudoku-compare");
    }

    @Test
    void helpKeepsASolverSpecOnOneLine() {
        String help = CliRun.of("compare", "--help").out();
        assertThat(help).contains("choco:consistency=BC,search=minDom").doesNotContain("choco:\n");
    }

    @Test
    void aSingleInputsHtmlReportHasItsHardestRecords() throws IOException {
        Path out = tmp.resolve("run");
        CliRun run = CliRun.of("--solvers", "dfs,dlx", "--limit", "5", "--warmup", "0", "--no-progress", "--out",
                out.toString(), CliRun.dataset("norvig-easy50.txt"));
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(Files.readString(out.resolve("report.html"))).contains("Hardest records");
    }

    @Test
    void exportTakesLimitAndCountsInTheSingular() {
        CliRun one = CliRun.of("export", "--to", "mzn", "--limit", "1", "--out", tmp.resolve("mzn").toString(),
                CliRun.dataset("norvig-easy50.txt"));
        assertThat(one.status()).as(one.err()).isZero();
        assertThat(one.out()).startsWith("wrote 1 MiniZinc model with its data to ");
        CliRun cnf = CliRun.of("export", "--to", "dimacs", "--limit", "1", "--out", tmp.resolve("cnf").toString(),
                CliRun.dataset("norvig-easy50.txt"));
        assertThat(cnf.out()).startsWith("wrote 1 CNF file (encoding");
        assertThat(tmp.resolve("cnf").toFile().list()).hasSize(1);
    }

    /**
     * On a terminal stdout and stderr are one screen: a note is said once (before: "Note:" in the
     * report and "warning:" on stderr). Run as a real process on a pseudo-terminal ({@code script}).
     */
    @Test
    void aNoteIsPrintedOnceOnATerminal() throws Exception {
        boolean ci = "true".equals(System.getenv("CI"));
        boolean hasScript = Files.isExecutable(Path.of("/usr/bin/script"));
        if (!ci) {
            assumeThat(hasScript).as("script(1) gives the run a terminal").isTrue();
        }
        Path log = tmp.resolve("screen.txt");
        // A notice every run gets: --warmup 0 with a Java solver (the JIT's first calls are measured).
        String tool = Path.of(System.getProperty("java.home"), "bin", "java") + " -Ddatasets.dir="
                + System.getProperty("datasets.dir") + " -cp " + System.getProperty("java.class.path")
                + " dev.sudokucompare.cli.Main --solvers dfs --limit 3 --no-progress --resume --out "
                + tmp.resolve("run") + " builtin:norvig-easy50";
        Process first = new ProcessBuilder("script", "-qec", tool, "/dev/null").redirectErrorStream(true)
                .redirectOutput(tmp.resolve("first.txt").toFile()).start();
        assertThat(first.waitFor(5, TimeUnit.MINUTES)).as("hang guard").isTrue();
        Process again = new ProcessBuilder("script", "-qec", tool, "/dev/null").redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        assertThat(again.waitFor(5, TimeUnit.MINUTES)).as("hang guard").isTrue();
        List<String> screen = Files.readAllLines(log);
        List<String> resumed = screen.stream().filter(l -> l.contains("resumed: 3 records")).toList();
        assertThat(resumed).as(String.join("\n", screen)).hasSize(1);
        assertThat(resumed.get(0)).doesNotContain("killed or stopped");
    }
}
