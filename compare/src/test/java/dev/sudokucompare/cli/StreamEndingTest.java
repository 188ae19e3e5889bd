package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.solvers.external.HostilePrograms;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program whose output closed because it is exiting is judged by how it exited, however long
 * its end takes to be noticed. On a busy machine the JDK notices a process's end late (its reaper
 * thread waits for a CPU), and in that gap a program that crashed looked like one that had closed
 * its output and kept running: the wrong message, and a crash counted as a broken protocol. Here
 * the gap is made a second long on purpose, on any machine: the program's main thread ends first
 * (its process is then a zombie leader, ending), and its last thread closes the output, waits a
 * second and exits with status 3. Before the fix the run said "closed its output while still
 * running" on that puzzle.
 */
class StreamEndingTest {

    /** Answers from a solutions file (argv[2], argv[3]); on the second puzzle it ends as described above. */
    private static final String ENDS_SLOWLY = """
            import ctypes, os, platform, sys, threading, time
            with open(sys.argv[1], 'a') as f:
                f.write('%d\\n' % os.getpid())
            solutions = dict(zip((l.strip() for l in open(sys.argv[2])), (l.strip() for l in open(sys.argv[3]))))

            def last_thread():
                stat = '/proc/%d/stat' % os.getpid()
                while open(stat).read().rsplit(')', 1)[1].split()[0] != 'Z':
                    time.sleep(0.01)  # until the main thread has ended: the process is ending
                os.close(1)
                time.sleep(1)
                os._exit(3)

            for n, line in enumerate(sys.stdin, 1):
                if n == 2:
                    threading.Thread(target=last_thread).start()
                    # The raw exit call ends the calling thread only (exit_group would end them all).
                    ctypes.CDLL(None).syscall({'x86_64': 60, 'aarch64': 93}[platform.machine()], 0)
                print(solutions.get(line.strip(), ''), flush=True)
            """;

    @TempDir
    Path tmp;

    @Test
    void aProgramThatClosesItsOutputAsItExitsIsJudgedByItsExit() throws Exception {
        int puzzles = 3;
        Path input = Files.write(tmp.resolve("puzzles.txt"), Datasets.lines("kaggle-10000.txt", puzzles));
        Path solutions = Files.write(tmp.resolve("solutions.txt"), Datasets.lines("kaggle-10000.solutions.txt", puzzles));
        String program = "stream:" + HostilePrograms.write(tmp, "ends.py", ENDS_SLOWLY) + " " + tmp.resolve("pids")
                + " " + input + " " + solutions;
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--timeout", CliRun.HANG_GUARD,
                "--out", out.toString(), "--solvers", program, input.toString());
        assertThat(run.status()).as("a runtime error is trouble: " + run.err()).isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        // A crash is that puzzle's runtime error; a fresh process answers the next one.
        assertThat(rows).extracting(r -> r.get("judge")).containsExactly("AC", "RE", "AC");
        assertThat(rows.get(1).get("message")).startsWith("exited with status 3 while answering");
        HostilePrograms.assertAllEnded(tmp.resolve("pids"), 30);
    }
}
