package dev.sudokucompare.doctest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.cli.Main;
import dev.sudokucompare.core.Datasets;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command of README.md and docs/*.md that runs the tool is run, and the sample output after
 * it compared where it is deterministic (verdicts, counts, nodes, answers; lines with a timing or
 * the machine's state are not). Blocks marked {@code <!-- doc-test: slow -->} run only with the
 * slow tests, and {@code <!-- doc-test: skip (why) -->} not at all: they need what a test does not
 * have (a Slurm cluster, tdoku, a plug-in built in its own project). docs/benchmarks-history.md is
 * a record of past rounds, with the commands of their day, and is not run.
 */
class DocCommandsTest {

    private static final Path ROOT = Datasets.dir().getParent();
    private static final Pattern DATASET = Pattern.compile("datasets/[A-Za-z0-9_.-]*[A-Za-z0-9_]");
    private static final Pattern BUILTIN = Pattern.compile("builtin:([a-z0-9][a-z0-9-]*[a-z0-9])");
    private static final Pattern REGEX = Pattern.compile("\\(\\?[!=<:]|\\[[A-Za-z]-[A-Za-z]|\\\\[sdwSDW]|\\.\\*");

    @TempDir
    Path scratch;

    static List<Path> docs() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> s = Files.list(ROOT.resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md") && !p.getFileName().toString().equals("benchmarks-history.md"))
                    .sorted().forEach(docs::add);
        }
        return docs;
    }

    private Stream<DynamicTest> blocks(Predicate<DocBlock> which) throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path doc : docs()) {
            for (DocBlock b : DocBlock.read(doc)) {
                if (b.shell() && !b.markedSkip() && which.test(b)
                        && b.lines().stream().anyMatch(ShellLine::runsTheTool)) {
                    tests.add(DynamicTest.dynamicTest(b.where(), () -> {
                        Path dir = Files.createTempDirectory(scratch, "block");
                        assertThat(new DocRunner(ROOT, dir).problems(b)).isEmpty();
                    }));
                }
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyCommandInTheDocsRuns() throws IOException {
        return blocks(b -> !b.markedSlow());
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> theSlowCommandsRunToo() throws IOException {
        return blocks(DocBlock::markedSlow);
    }

    @Test
    void aSkippedBlockSaysWhy() throws IOException {
        for (Path doc : docs()) {
            for (DocBlock b : DocBlock.read(doc)) {
                if (b.markedSkip()) {
                    assertThat(b.mark()).as(b.where()).matches("skip \\(.+\\)");
                }
            }
        }
    }

    /** The fixture holds a recipe with a missing file, one with an unknown built-in and a sample output that lies. */
    @Test
    void aBrokenRecipeFails() throws Exception {
        Path fixture = Path.of(DocCommandsTest.class.getResource("/doctest/broken.md").toURI());
        List<String> problems = new ArrayList<>();
        for (DocBlock b : DocBlock.read(fixture)) {
            if (b.shell()) {
                problems.addAll(new DocRunner(ROOT, Files.createTempDirectory(scratch, "broken")).problems(b));
            }
        }
        assertThat(problems).hasSize(4);
        assertThat(problems.get(0)).startsWith("broken.md:3: exit status 2, not 0").contains("datasets/sudoku17.txt");
        assertThat(problems.get(1)).startsWith("broken.md:9: exit status 2, not 0").contains("builtin:kaggle");
        assertThat(problems.get(2)).startsWith("broken.md:17: the sample output's line is not in what the command "
                + "printed: 'CORRECT (AC): ");
        assertThat(problems.get(3)).startsWith("broken.md:21: a command this test cannot run");
        assertThat(mentions(fixture, DATASET, 0)).contains("datasets/sudoku17.txt");
    }

    @Test
    void everyDatasetPathAndBuiltinTheDocsNameExists() throws IOException {
        Set<String> builtins = dev.sudokucompare.input.Builtins.descriptions().keySet();
        List<String> missing = new ArrayList<>();
        for (Path doc : docs()) {
            for (String path : mentions(doc, DATASET, 0)) {
                if (!Files.exists(ROOT.resolve(path))) {
                    missing.add(doc.getFileName() + ": " + path);
                }
            }
            for (String name : mentions(doc, BUILTIN, 1)) {
                if (!builtins.contains(name) && !name.equals("default") && !name.equals("name")) {
                    missing.add(doc.getFileName() + ": builtin:" + name);
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    private static Set<String> mentions(Path doc, Pattern p, int group) throws IOException {
        Set<String> found = new TreeSet<>();
        Matcher m = p.matcher(Files.readString(doc));
        while (m.find()) {
            found.add(m.group(group));
        }
        return found;
    }

    @Test
    void helpTextsShowNoRegularExpressionAndNoStaleWording() {
        for (String command : List.of("", "compare", "solve", "check", "generate", "export", "merge", "diff", "list", "completion", "fuzz", "grade", "manpage")) {
            StringWriter out = new StringWriter();
            List<String> args = new ArrayList<>(command.isEmpty() ? List.of() : List.of(command));
            args.add("--help");
            int status = Main.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(new StringWriter()));
            assertThat(status).as(command).isZero();
            assertThat(out.toString()).as(command + " --help").isNotBlank().doesNotContainPattern(REGEX)
                    .doesNotContain("choco-solver model").doesNotContain("a puzzle has no solution");
        }
    }
}
