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
 * solver), each once; timings are each session's own) and the same reports. Half the sessions are
 * killed when results.csv has grown to a random row (while solving, always with records left),
 * half at a random moment of their first two seconds (start-up, reading results.csv back, the
 * first records); one is stopped by SIGTERM instead, as a scheduler pre-empting a job does first.
 * The moments come from the clock, the rows compared do not: nothing here asserts a time.
 */
class ResumeKillIT {

    /** Rows short of the end that a session stopped at a row always has left: more than one write of results.csv. */
    private static final long ROW_MARGIN = 600;
    /** The other sessions are stopped within this of their start: start-up, reading back, the first records. */
    private static final long EARLY_NANOS = 2_000_000_000L;

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
        int expected = session(run, whole, "whole", false).waitFor(600);
        long totalRows = dataRows(whole.resolve("results.csv"));

        Random random = new Random(seed);
        Path out = dir.resolve("killed");
        int byRows = 0;
        int stoppedWithWorkLeft = 0;
        for (int k = 0; k < sessions; k++) {
            JarProcess p = session(run, out, "session" + k, true);
            long started = System.nanoTime();
            long rowsBefore = dataRows(out.resolve("results.csv"));
            // Rows are written a second's or 64 KiB's worth at a time: a row well before the end is always
            // reached while the session runs. Half of what is left at most, so later sessions have work too.
            long room = (totalRows - ROW_MARGIN - rowsBefore) / 2;
            boolean atRow = k % 2 == 0 && room > 0;
            long targetRows = rowsBefore + 1 + (long) (random.nextDouble() * Math.max(room, 1));
            long moment = (long) (random.nextDouble() * EARLY_NANOS);
            while (p.isAlive() && (atRow ? dataRows(out.resolve("results.csv")) < targetRows
                    : System.nanoTime() - started < moment)) {
                Thread.sleep(10);
            }
            boolean alive = p.isAlive();
            String signal = k == 2 ? "TERM" : "KILL";
            if (alive) {
                p.signal(signal);
            }
            int status = p.waitFor(600);
            long rowsAfter = dataRows(out.resolve("results.csv"));
            if (atRow) {
                byRows++;
                if (alive && rowsAfter < totalRows) {
                    stoppedWithWorkLeft++;
                }
            }
            // What each session did, for whoever reads the test's output.
            System.out.printf("session %d: %s, %s; rows %d -> %d of %d%n", k, atRow ? "at row " + targetRows
                    : "at " + moment / 1_000_000 + " ms", alive ? signal : "had ended", rowsBefore, rowsAfter, totalRows);
            assertThat(status).as("session %d: %s", k, p.err()).isIn(expected, 137, 143);
        }
        int status = session(run, out, "last", true).waitFor(600);
        assertThat(status).isEqualTo(expected);
        assertThat(stoppedWithWorkLeft).as("sessions stopped at a row with records left to run")
                .isEqualTo(byRows).isPositive();
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
