package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.report.SameRuns;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 of the real jar at seeded random moments, then compare --resume, again and again: the
 * run ends with exactly the rows of an uninterrupted run (answers and verdicts of every (record,
 * solver), each once; timings are each session's own) and the same reports. Half the kills fall
 * at a random moment within the uninterrupted run's length (start-up, reading results.csv back,
 * solving, writing the reports), half when results.csv has grown to a random row; one session
 * is stopped by SIGTERM instead, as a scheduler pre-empting a job does first. The moments come
 * from the clock, the rows compared do not: nothing here asserts a time.
 */
class ResumeKillIT {

    @TempDir
    Path dir;

    @Test
    void killedAtRandomMomentsTheRunEndsWithTheUninterruptedRunsRows() throws Exception {
        killAndResume(List.of("--solvers", "dfs,dfs-mrv", "--limit", "1500"), 4, 45);
    }

    @Test
    @Tag("slow")
    void killedOftenAShardedParallelShuffledRunEndsTheSame() throws Exception {
        killAndResume(List.of("--solvers", "dfs,dfs-mrv,dlx", "--limit", "6000", "--threads", "2", "--shuffle",
                "--seed", "7", "--shard", "2/3"), 10, 46);
    }

    private void killAndResume(List<String> options, int sessions, long seed) throws Exception {
        Path typos = dir.resolve("with-typos.txt");
        List<String> lines = new ArrayList<>(Files.readAllLines(Path.of(System.getProperty("datasets.dir"),
                "norvig-hardest.txt")));
        lines.add(3, "not a puzzle");
        Files.write(typos, lines);
        List<String> run = new ArrayList<>(List.of("compare", "--no-progress", "--warmup", "0"));
        run.addAll(options);
        run.addAll(List.of(Path.of(System.getProperty("datasets.dir"), "kaggle-10000.txt").toString(),
                "builtin:two-solutions", "builtin:no-solution", typos.toString()));

        Path whole = dir.resolve("whole");
        long t0 = System.nanoTime();
        int expected = session(run, whole, "whole", false).waitFor(600);
        long length = System.nanoTime() - t0;
        long totalRows = dataRows(whole.resolve("results.csv"));

        Random random = new Random(seed);
        Path out = dir.resolve("killed");
        int stoppedWhileRunning = 0;
        for (int k = 0; k < sessions; k++) {
            JarProcess p = session(run, out, "session" + k, true);
            long started = System.nanoTime();
            boolean byRows = k % 2 == 1;
            long rowsBefore = dataRows(out.resolve("results.csv"));
            long targetRows = rowsBefore + 1 + (long) (random.nextDouble() * Math.max(1, totalRows - rowsBefore - 600));
            long moment = (long) (random.nextDouble() * length);
            while (p.isAlive() && (byRows ? dataRows(out.resolve("results.csv")) < targetRows
                    : System.nanoTime() - started < moment)) {
                Thread.sleep(5);
            }
            if (p.isAlive()) {
                p.signal(k == 2 ? "TERM" : "KILL");
                stoppedWhileRunning++;
            }
            int status = p.waitFor(600);
            assertThat(status).as("session %d: %s", k, p.err()).isIn(expected, 137, 143);
        }
        int status = session(run, out, "last", true).waitFor(600);
        assertThat(status).isEqualTo(expected);
        assertThat(stoppedWhileRunning).as("sessions stopped while they ran").isPositive();
        SameRuns.assertSame(whole, out);
    }

    private JarProcess session(List<String> run, Path out, String name, boolean resume) throws IOException {
        List<String> args = new ArrayList<>(run);
        args.addAll(List.of("--out", out.toString()));
        if (resume) {
            args.add("--resume");
        }
        return JarProcess.start(Files.createDirectories(dir.resolve("logs-" + name)), List.of(),
                args.toArray(String[]::new));
    }

    private static long dataRows(Path csv) throws IOException {
        if (!Files.exists(csv)) {
            return 0;
        }
        long lines = 0;
        for (byte b : Files.readAllBytes(csv)) {
            lines += b == '\n' ? 1 : 0;
        }
        return Math.max(0, lines - 1);
    }
}
