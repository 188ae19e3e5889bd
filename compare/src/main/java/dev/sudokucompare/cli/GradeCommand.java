package dev.sudokucompare.cli;

import dev.sudokucompare.engine.Shard;
import dev.sudokucompare.grade.GradeInputException;
import dev.sudokucompare.grade.GradeRun;
import dev.sudokucompare.grade.LanguageTable;
import dev.sudokucompare.grade.PlanReader;
import dev.sudokucompare.grade.TestPlan;
import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.rundir.OutputDirectory;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** A class of submissions judged in the sandbox: a gradebook, feedback per student and a class report. */
@Command(name = "grade", mixinStandardHelpOptions = true,
        description = {"Grade a folder of untrusted BOJ 2580/2239 submissions (C, C++, Java, Python 3, or languages "
                + "you add): each compiled and run in a sandbox, every test judged as 'solve' judges a program.",
            "Writes gradebook.csv, feedback/<student>.md and .html, report.html and judgements.csv into --out."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every submission graded (whatever the scores: a wrong answer is the student's, not the tool's)",
            "2:bad usage, a broken plan or language table, no sandbox without --no-sandbox (nothing graded); or some "
                    + "submissions rejected (each a gradebook row with its reason and a line on stderr)",
            "130/143/129:interrupted by SIGINT/SIGTERM/SIGHUP (every program killed; the judgements made are kept: go on "
                    + "with --resume)"})
final class GradeCommand implements Callable<Integer> {

    @Mixin
    GradeOptions options;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "Where the gradebook, feedback and report go: a new or empty directory (or, with --resume, "
                    + "the one being re-graded).")
    Path out;

    @Option(names = "--resume", description = "Re-grade in --out: every judgement whose submission, language entry, "
            + "test and limits are unchanged is reused, the rest run.")
    boolean resume;

    @Option(names = "--no-sandbox", description = "Run the programs without the sandbox (needed where bubblewrap is "
            + "missing or refused): with your rights. Every output then says so.")
    boolean noSandbox;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Shard shard;
        int threads;
        try {
            shard = options.shard();
            threads = options.threads();
            options.problem();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        String unavailable = Sandbox.unavailable();
        boolean sandboxed = unavailable == null && !noSandbox;
        if (unavailable != null && !noSandbox) {
            err.println("error: no sandbox for untrusted programs here (" + unavailable + "); install bubblewrap, or "
                    + "give --no-sandbox to run them with your rights");
            return ExitCodes.TROUBLE;
        }
        if (!Files.isDirectory(options.submissions)) {
            err.println("error: --submissions " + options.submissions + " is not a directory");
            return ExitCodes.TROUBLE;
        }
        try {
            TestPlan plan = options.tests == null ? PlanReader.defaultPlan(options.problem())
                    : PlanReader.read(options.tests, options.problem());
            LanguageTable languages = LanguageTable.load(options.languages);
            checkApart(options.submissions, out);
            try (OutputDirectory dir = resume ? OutputDirectory.existing(out)
                    : OutputDirectory.forRun(out, false, List.of(options.submissions));
                    OutputDirectory feedback = OutputDirectory.replacing(out.resolve("feedback"))) {
                if (!sandboxed) {
                    ConsoleReport.fit("warning: " + GradeRun.UNSANDBOXED + (unavailable == null ? "" : " (" + unavailable + ")"),
                            err);
                }
                GradeRun.Settings settings = new GradeRun.Settings(options.submissions, out, plan, languages, sandboxed,
                        threads, shard.index(), shard.count(), resume, "java -jar compare/target/sudoku-compare.jar");
                GradeRun run = GradeRun.prepare(settings, (name, content) -> {
                    if (name.startsWith("feedback/")) {
                        feedback.write(name.substring("feedback/".length()), content);
                    } else {
                        dir.write(name, content);
                    }
                }, err);
                Interruption interruption = Interruption.install(run::requestStop, err, run::saveJudgements);
                GradeRun.Result result;
                try {
                    result = run.grade();
                } finally {
                    interruption.done();
                }
                if (result.stopped()) {
                    err.println("grade: " + interruption.describe(result.grades().size() + " of " + result.students()
                            + " submissions") + "; the judgements made are kept in " + out.resolve("judgements.csv")
                            + ": give the same command with --resume to go on");
                    return interruption.exitStatus().orElse(ExitCodes.TROUBLE);
                }
                err.println("graded " + result.grades().size() + " submissions (" + result.rejected() + " rejected); "
                        + "gradebook: " + out.resolve("gradebook.csv"));
                return result.rejected() == 0 ? ExitCodes.OK : ExitCodes.TROUBLE;
            }
        } catch (GradeInputException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.TROUBLE;
        }
    }

    /** The output must not be inside the submissions (it would be graded as a student) nor hold them. */
    private static void checkApart(Path submissions, Path out) throws IOException {
        Path subs = submissions.toRealPath();
        Path o = out.toAbsolutePath().normalize();
        Path existing = o;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        Path real = existing == null ? o : existing.toRealPath().resolve(existing.relativize(o));
        if (real.startsWith(subs) || subs.startsWith(real)) {
            throw new IOException("--out " + out + " and --submissions " + submissions + " overlap; give an --out "
                    + "outside the submissions folder");
        }
    }
}
