package dev.sudokucompare.grade;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.format.PuzzleFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A class graded: the submissions found, each built and compiled in its own directory and run on
 * every test of the plan (or its judgements reused, when nothing they depend on changed), then the
 * gradebook, the feedback pages and the class report written. Students are graded in parallel
 * ({@code threads}); what each gets never depends on the others or on their order. A stop
 * ({@link #requestStop}: Ctrl-C) kills the programs in flight and starts nothing new; every
 * judgement finished before it is kept in {@code judgements.csv} (none a stop cut short), so
 * {@code --resume} goes on from there, and nothing else is written.
 */
public final class GradeRun {

    /**
     * What to grade and how.
     *
     * @param submissions the teacher's folder of submissions (never written)
     * @param out         the output directory (the build directories go in {@code out/build})
     * @param shardIndex  1-based; with {@code shardCount} the share of students graded (by a hash of their id)
     * @param sandboxed   false only when the teacher said --no-sandbox: every output then says so
     * @param reproduce   how feedback starts a command that reproduces a run ("sudoku-compare", say)
     */
    public record Settings(Path submissions, Path out, TestPlan plan, LanguageTable languages, boolean sandboxed,
            int threads, int shardIndex, int shardCount, boolean resume, String reproduce) {
    }

    /**
     * What was graded: one grade per student of the shard finished, by student id; how many were
     * rejected; how many students the shard holds; true when a stop ended the grading early.
     */
    public record Result(List<StudentGrade> grades, long rejected, int students, boolean stopped) {
    }

    /** A stop came while a student was graded: what was in flight is not kept. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped", null, false, false);
        }
    }

    /** The note every output carries when programs ran without the sandbox. */
    public static final String UNSANDBOXED = "programs ran UNSANDBOXED (--no-sandbox): each ran with the teacher's "
            + "rights and could read, write and send what the teacher's user can";

    private final Settings settings;
    private final OutFiles files;
    private final PrintWriter err;
    private final JudgementStore store;
    private final Judging judging;
    private final Cancellation stop = new Cancellation();

    private GradeRun(Settings settings, OutFiles files, PrintWriter err, JudgementStore store) {
        this.settings = settings;
        this.files = files;
        this.err = err;
        this.store = store;
        this.judging = new Judging(settings.plan().problem(), settings.sandboxed(), stop);
    }

    /** Grades the class, writes every file, and says on {@code err} what was rejected. */
    public static Result run(Settings settings, OutFiles files, PrintWriter err) throws IOException, GradeInputException {
        return prepare(settings, files, err).grade();
    }

    /** A grading ready to {@link #grade}, with the judgements kept in {@code --out} when it resumes. */
    public static GradeRun prepare(Settings settings, OutFiles files, PrintWriter err) throws GradeInputException {
        JudgementStore store = settings.resume() ? JudgementStore.read(settings.out().resolve(JudgementStore.FILE))
                : new JudgementStore();
        return new GradeRun(settings, files, err, store);
    }

    /** Stops the grading (any thread, a signal handler's): programs in flight are killed, nothing new starts. */
    public void requestStop() {
        stop.cancel();
    }

    /** Writes {@code judgements.csv} as it stands (whole rows, by an atomic rename): for a second signal's last write. */
    public void saveJudgements() {
        try {
            synchronized (store) {
                files.write(JudgementStore.FILE, store.text());
            }
        } catch (IOException e) {
            // The last write before the process ends: the file as last written stays, whole.
        }
    }

    /** True when the student with this id is in shard {@code index} of {@code count}: by a hash, not by position. */
    public static boolean inShard(String student, int index, int count) {
        long hash = Long.parseUnsignedLong(SafeNames.sha256(student).substring(0, 15), 16);
        return hash % count == index - 1;
    }

    /** Grades the class and writes every file (only judgements.csv after a stop). */
    public Result grade() throws IOException {
        List<Submission> all = new Submissions(settings.languages()).find(settings.submissions());
        List<Submission> mine = all.stream()
                .filter(s -> inShard(s.student(), settings.shardIndex(), settings.shardCount())).toList();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, settings.threads()), r -> {
            Thread t = new Thread(r, "grade");
            t.setDaemon(true);
            return t;
        });
        List<Future<StudentGrade>> futures = new ArrayList<>();
        try {
            for (Submission s : mine) {
                futures.add(pool.submit(() -> gradeOne(s)));
            }
            List<StudentGrade> grades = new ArrayList<>();
            for (Future<StudentGrade> f : futures) {
                StudentGrade g = f.get();
                if (g != null) {
                    grades.add(g);
                }
            }
            grades.sort(Comparator.comparing(g -> g.submission().student()));
            long rejected = grades.stream().filter(g -> g.status() == StudentGrade.Status.REJECTED).count();
            if (stop.isCancelled()) {
                saveJudgements();
                return new Result(grades, rejected, mine.size(), true);
            }
            write(grades);
            return new Result(grades, rejected, mine.size(), false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while grading", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The student's grade; null when a stop came first or while grading them. */
    private StudentGrade gradeOne(Submission s) {
        if (stop.isCancelled()) {
            return null;
        }
        try {
            StudentGrade g;
            try {
                g = gradeOrReject(s);
            } catch (Stopped e) {
                return null; // what they got before the stop is in the store, written at the end
            }
            if (g.status() == StudentGrade.Status.REJECTED) {
                synchronized (err) {
                    err.println("grade: " + OneLine.printable(s.student()) + ": rejected: " + OneLine.printable(g.reason()));
                    err.flush();
                }
            }
            synchronized (store) {
                files.write(JudgementStore.FILE, store.text());
            }
            return g;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private StudentGrade gradeOrReject(Submission s) throws IOException {
        if (s.isRejected()) {
            return new StudentGrade(s, StudentGrade.Status.REJECTED, s.rejected(), "", List.of());
        }
        PuzzleFormat problem = settings.plan().problem();
        String compileKey = SafeNames.sha256(s.sha256() + "\n" + s.language().canonical() + "\ncompile");
        Judgement compiled = store.find(compileKey);
        List<Judgement> cached = new ArrayList<>();
        for (TestPlan.Group g : settings.plan().groups()) {
            for (TestPlan.PlanTest t : g.tests()) {
                Judgement j = store.find(Judging.key(s, g, t, problem));
                cached.add(j == null ? null : j.as(t.id()));
            }
        }
        if (compiled != null && compiled.verdict().equals("CE")) {
            return new StudentGrade(s, StudentGrade.Status.COMPILE_ERROR, firstLine(compiled.reason()),
                    compiled.reason(), List.of());
        }
        if (compiled != null && !cached.contains(null)) {
            return new StudentGrade(s, StudentGrade.Status.GRADED, "", compiled.reason(), cached);
        }
        Build build;
        try {
            build = Build.prepare(s, settings.out().resolve("build").resolve(s.fileName()));
        } catch (IOException e) {
            return new StudentGrade(s, StudentGrade.Status.REJECTED, "cannot be copied to its build directory: "
                    + e.getMessage(), "", List.of());
        }
        Build.Compiled c;
        try {
            c = build.compile(settings.sandboxed(), stop);
        } catch (IOException e) {
            // The machine's trouble (no such compiler here), not the student's: no CE, and nothing kept for --resume.
            return new StudentGrade(s, StudentGrade.Status.REJECTED, "cannot be compiled here: "
                    + OneLine.of(String.valueOf(e.getMessage()), 200), "", List.of());
        }
        stopIfAsked(); // a compiler killed by the stop is no CE
        store.put(OneLine.printable(s.student()), new Judgement(compileKey, JudgementStore.COMPILE, c.ok() ? "OK" : "CE",
                c.log(), -1, -1, ""));
        if (!c.ok()) {
            return new StudentGrade(s, StudentGrade.Status.COMPILE_ERROR, firstLine(c.log()), c.log(), List.of());
        }
        List<Judgement> judgements = new ArrayList<>();
        int i = 0;
        for (TestPlan.Group g : settings.plan().groups()) {
            for (TestPlan.PlanTest t : g.tests()) {
                Judgement j = cached.get(i++);
                if (j == null) {
                    stopIfAsked();
                    j = judging.runAndShrink(build, g, t);
                    stopIfAsked(); // a run the stop killed is judged nothing
                    store.put(OneLine.printable(s.student()), j);
                }
                judgements.add(j);
            }
        }
        return new StudentGrade(s, StudentGrade.Status.GRADED, "", c.log(), judgements);
    }

    private void stopIfAsked() {
        if (stop.isCancelled()) {
            throw new Stopped();
        }
    }

    /** The reason a compile error gives: the compiler's first line that says "error", else the log's first line. */
    private static String firstLine(String log) {
        String line = log.lines().skip(1).filter(l -> l.contains("error")).findFirst()
                .orElse(log.lines().findFirst().orElse("compile error"));
        return OneLine.of(line.strip(), 200);
    }

    private void write(List<StudentGrade> grades) throws IOException {
        files.write(Gradebook.FILE, Gradebook.text(settings.plan(), grades));
        Feedback feedback = new Feedback(settings);
        for (StudentGrade g : grades) {
            files.write("feedback/" + g.submission().fileName() + ".md", feedback.markdown(g));
            files.write("feedback/" + g.submission().fileName() + ".html", feedback.html(g));
        }
        files.write("report.html", ClassReport.html(settings, grades));
    }
}
