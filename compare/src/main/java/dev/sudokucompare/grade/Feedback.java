package dev.sudokucompare.grade;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.report.Markdown;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.SolverOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * A student's feedback, {@code feedback/<student>.md} and {@code .html}: the compile log, each
 * test's verdict and reason; for a failing visible test its puzzle, an expected and the given
 * grid side by side with the first difference marked, and a command that reproduces the run; for
 * a failing hidden test only its group and verdict, and when the plan allows ({@code show-shrunk})
 * the smallest puzzle found that fails the same way, in the program's format, with its command
 * (never the hidden puzzle). Everything of the student's is escaped.
 */
final class Feedback {

    private final GradeRun.Settings settings;
    private final SudokuSolver reference = SolverCatalog.builtIn().resolve("dfs", SolverOptions.DEFAULT);

    Feedback(GradeRun.Settings settings) {
        this.settings = settings;
    }

    /** One failing visible test, as both pages show it. */
    private record Failure(TestPlan.Group group, TestPlan.PlanTest test, Judgement judgement, GridsSideBySide grids,
            String command) {
    }

    /** One failing hidden test with a shrunk puzzle: the puzzle as the program reads it, and its command. */
    private record Shrunk(Judgement judgement, Grid puzzle, String input, String command) {

        String says() {
            return "This test is hidden. The smallest puzzle found that your program also gets " + judgement.verdict()
                    + " on (" + puzzle.givenCount() + " givens), as your program reads it:";
        }
    }

    String markdown(StudentGrade g) {
        TestPlan plan = settings.plan();
        StringBuilder md = new StringBuilder();
        md.append("# Feedback: ").append(Html.markdown(g.submission().student())).append("\n\n");
        if (!settings.sandboxed()) {
            md.append("**Warning: ").append(GradeRun.UNSANDBOXED).append(".**\n\n");
        }
        md.append("- language: ").append(Html.markdown(language(g))).append('\n');
        md.append("- status: ").append(g.status().shown()).append(g.reason().isEmpty() ? "" : " (" + Html.markdown(g.reason()) + ")")
                .append('\n');
        md.append("- score: ").append(StudentGrade.shown(g.score(plan))).append(" of ")
                .append(StudentGrade.shown(plan.maxScore())).append('\n');
        md.append("- submission SHA-256: `").append(g.submission().sha256()).append("`\n\n");
        if (!g.compileLog().isEmpty()) {
            String fence = Markdown.fenceFor(g.compileLog());
            md.append("## Compiler output\n\n").append(fence).append("text\n").append(g.compileLog()).append('\n')
                    .append(fence).append("\n\n");
        }
        if (g.status() != StudentGrade.Status.GRADED) {
            return md.toString();
        }
        md.append("## Tests\n\n| test | group | verdict | reason | CPU ms | memory KiB |\n|---|---|---|---|---|---|\n");
        for (TestPlan.Group group : plan.groups()) {
            for (Judgement j : g.of(group)) {
                md.append("| ").append(Html.markdown(j.test())).append(" | ").append(Html.markdown(group.name()))
                        .append(group.visible() ? "" : " (hidden)").append(" | ").append(j.verdict()).append(" | ")
                        .append(group.visible() ? Html.markdown(j.reason()) : "").append(" | ")
                        .append(group.visible() ? number(j.cpuMillis()) : "").append(" | ")
                        .append(group.visible() ? number(j.memoryKib()) : "").append(" |\n");
            }
        }
        md.append("\nPoints: ");
        List<String> parts = new ArrayList<>();
        g.groupPoints(plan).forEach((name, p) -> parts.add(Html.markdown(name) + " " + StudentGrade.shown(p)));
        md.append(String.join(", ", parts)).append("\n");
        for (Failure f : failures(g)) {
            md.append("\n## ").append(Html.markdown(f.test().id())).append(": ").append(f.judgement().verdict())
                    .append("\n\n").append(Html.markdown(f.judgement().reason())).append("\n\n```text\n")
                    .append(f.grids().text()).append("```\n\n").append(f.grids().difference()).append("\n\nReproduce it:\n\n```bash\n")
                    .append(f.command()).append("\n```\n");
        }
        for (Shrunk sh : shrunk(g)) {
            String fence = Markdown.fenceFor(sh.input());
            md.append("\n## ").append(Html.markdown(sh.judgement().test())).append(": ").append(sh.judgement().verdict())
                    .append(" (hidden)\n\n").append(sh.says()).append("\n\n").append(fence).append("text\n")
                    .append(sh.input()).append(sh.input().endsWith("\n") ? "" : "\n").append(fence)
                    .append("\n\nReproduce it:\n\n```bash\n").append(sh.command()).append("\n```\n");
        }
        return md.toString();
    }

    String html(StudentGrade g) {
        TestPlan plan = settings.plan();
        StringBuilder h = new StringBuilder(Html.pageStart("Feedback: " + OneLine.printable(g.submission().student())));
        h.append("<h1>Feedback: ").append(Html.escape(g.submission().student())).append("</h1>\n");
        if (!settings.sandboxed()) {
            h.append("<p class=\"warn\">Warning: ").append(Html.escape(GradeRun.UNSANDBOXED)).append(".</p>\n");
        }
        h.append("<ul><li>language: ").append(Html.escape(language(g))).append("</li><li>status: ")
                .append(g.status().shown()).append(g.reason().isEmpty() ? "" : " (" + Html.escape(g.reason()) + ")")
                .append("</li><li>score: ").append(StudentGrade.shown(g.score(plan))).append(" of ")
                .append(StudentGrade.shown(plan.maxScore())).append("</li><li>submission SHA-256: <code>")
                .append(g.submission().sha256()).append("</code></li></ul>\n");
        if (!g.compileLog().isEmpty()) {
            h.append("<h2>Compiler output</h2>\n<pre>").append(Html.escape(g.compileLog())).append("</pre>\n");
        }
        if (g.status() == StudentGrade.Status.GRADED) {
            h.append("<h2>Tests</h2>\n<table><tr><th>test</th><th>group</th><th>verdict</th><th>reason</th>"
                    + "<th>CPU ms</th><th>memory KiB</th></tr>\n");
            for (TestPlan.Group group : plan.groups()) {
                for (Judgement j : g.of(group)) {
                    boolean v = group.visible();
                    h.append("<tr><td>").append(Html.escape(j.test())).append("</td><td>").append(Html.escape(group.name()))
                            .append(v ? "" : " (hidden)").append("</td><td>").append(j.verdict()).append("</td><td>")
                            .append(v ? Html.escape(j.reason()) : "").append("</td><td>").append(v ? number(j.cpuMillis()) : "")
                            .append("</td><td>").append(v ? number(j.memoryKib()) : "").append("</td></tr>\n");
                }
            }
            h.append("</table>\n");
            for (Failure f : failures(g)) {
                h.append("<h2>").append(Html.escape(f.test().id())).append(": ").append(f.judgement().verdict())
                        .append("</h2>\n<p>").append(Html.escape(f.judgement().reason())).append("</p>\n<pre>")
                        .append(f.grids().html()).append("</pre>\n<p>").append(Html.escape(f.grids().difference()))
                        .append("</p>\n<p>Reproduce it:</p>\n<pre>").append(Html.escape(f.command())).append("</pre>\n");
            }
            for (Shrunk sh : shrunk(g)) {
                h.append("<h2>").append(Html.escape(sh.judgement().test())).append(": ").append(sh.judgement().verdict())
                        .append(" (hidden)</h2>\n<p>").append(Html.escape(sh.says())).append("</p>\n<pre>")
                        .append(Html.escape(sh.input())).append("</pre>\n<p>Reproduce it:</p>\n<pre>")
                        .append(Html.escape(sh.command())).append("</pre>\n");
            }
        }
        return h.append(Html.pageEnd()).toString();
    }

    private static String language(StudentGrade g) {
        return g.submission().language() == null ? "none recognised" : g.submission().language().name();
    }

    private static String number(long n) {
        return n < 0 ? "" : Long.toString(n);
    }

    private List<Failure> failures(StudentGrade g) {
        List<Failure> out = new ArrayList<>();
        for (TestPlan.Group group : settings.plan().groups()) {
            if (!group.visible()) {
                continue;
            }
            List<Judgement> js = g.of(group);
            for (int i = 0; i < js.size() && i < group.tests().size(); i++) {
                if (!js.get(i).passed()) {
                    TestPlan.PlanTest t = group.tests().get(i);
                    out.add(new Failure(group, t, js.get(i), grids(group, t, js.get(i)), command(g.submission(), group, t.puzzle())));
                }
            }
        }
        return out;
    }

    private List<Shrunk> shrunk(StudentGrade g) {
        List<Shrunk> out = new ArrayList<>();
        for (TestPlan.Group group : settings.plan().groups()) {
            if (!group.showsShrunk()) {
                continue;
            }
            List<Judgement> js = g.of(group);
            for (int i = 0; i < js.size() && i < group.tests().size(); i++) {
                Judgement j = js.get(i);
                TestPlan.PlanTest t = group.tests().get(i);
                if (!j.passed() && !j.shrunk().isEmpty()) {
                    Grid puzzle = Grid.parse(j.shrunk(), t.puzzle().shape());
                    if (!puzzle.equals(t.puzzle())) { // never the hidden test itself
                        out.add(new Shrunk(j, puzzle, settings.plan().problem().write(puzzle),
                                command(g.submission(), group, puzzle)));
                    }
                }
            }
        }
        return out;
    }

    private GridsSideBySide grids(TestPlan.Group group, TestPlan.PlanTest t, Judgement j) {
        SolveResult expected = reference.solve(t.puzzle(), SolveRequest.of(group.mode()).withTimeLimit(Judging.REFERENCE_LIMIT));
        Grid given = j.given().isEmpty() ? null : Grid.parse(j.given(), t.puzzle().shape());
        return new GridsSideBySide(t.puzzle(), expected.solution(), given,
                switch (group.mode()) {
                    case LEXMIN -> "expected (the smallest)";
                    default -> "expected (one of the valid)";
                });
    }

    /** A shell command that runs the test again as {@code solve} would: the same program, judge and limits. */
    private String command(Submission s, TestPlan.Group group, Grid puzzle) {
        ProgramLimits limits = Judging.limits(group, s.language());
        String program = "external:" + Build.runCommandLine(s, settings.out().resolve("build").resolve(s.fileName()));
        return "printf '%s\\n' '" + PuzzleFormat.LINE.write(puzzle).strip() + "' | " + settings.reproduce()
                + " solve --format line --external-format " + settings.plan().problem().name() + " --mode "
                + group.mode().name().toLowerCase(java.util.Locale.ROOT) + " --cpu-limit " + limits.cpu().toMillis()
                + "ms --memory-limit " + (limits.memoryBytes() >> 10) + "k --timeout "
                + TestPlan.wallBackstop(limits.cpu()).toSeconds() + "s" + (settings.sandboxed() ? " --sandbox" : "")
                + " --solver '" + program.replace("'", "'\\''") + "'";
    }
}
