package dev.sudokucompare.input;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.engine.Input;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which inputs the run may read on its own thread: only those that cannot keep it waiting (a
 * regular file, a built-in). Standard input and a FIFO get a reading thread, so a stop still
 * ends a run that waits on them.
 */
class InputsNeverWaitsTest {

    private static Input only(String name) {
        var inputs = Inputs.resolve(name, InputFormat.AUTO);
        assertThat(inputs).hasSize(1);
        return inputs.get(0);
    }

    @Test
    void aRegularFileAndABuiltInNeverWait(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("one.txt"), "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
        assertThat(only(file.toString()).neverWaits()).isTrue();
        assertThat(only("builtin:norvig-top95").neverWaits()).isTrue();
        assertThat(Inputs.resolve("builtin:default", InputFormat.AUTO)).allMatch(Input::neverWaits);
    }

    @Test
    void standardInputAFifoADeviceAndAMissingFileMayWait(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assertThat(mk.waitFor()).isZero();
        assertThat(only(fifo.toString()).neverWaits()).isFalse();
        assertThat(only("-").neverWaits()).isFalse();
        assertThat(only("/dev/zero").neverWaits()).isFalse();
        // A path that is not there yet is opened (and refused) on the reading thread, as before.
        assertThat(only(dir.resolve("missing.txt").toString()).neverWaits()).isFalse();
    }
}
