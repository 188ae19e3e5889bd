package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The completion script is picocli's, and real bash completes commands and options with it. */
class CompletionCommandTest {

    @TempDir
    Path tmp;

    /** What bash offers for the words typed, through the script's own completion function. */
    private String complete(Path script, String... typed) throws Exception {
        String line = "sudoku-compare " + String.join(" ", typed);
        String probe = "source " + script + "\n"
                + "COMP_LINE='" + line + "'; COMP_WORDS=(" + line + "); COMP_CWORD=" + typed.length + "\n"
                + "COMP_POINT=${#COMP_LINE}\n"
                + "$(complete -p sudoku-compare | sed -n 's/.*-F \\([^ ]*\\).*/\\1/p')\n"
                + "printf '%s\\n' \"${COMPREPLY[@]}\"\n";
        Path probeFile = Files.writeString(tmp.resolve("probe.sh"), probe);
        // stderr dropped: outside a real completion, compopt says it is not in one.
        Process p = new ProcessBuilder("bash", probeFile.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        return out;
    }

    @Test
    void bashCompletesCommandsOptionsAndValues() throws Exception {
        CliRun run = CliRun.of("completion");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("#!/usr/bin/env bash").contains("complete -F");
        Path script = Files.writeString(tmp.resolve("sudoku-compare.bash"), run.out());
        List<String> commands = complete(script, "").lines().toList();
        assertThat(commands).contains("compare", "solve", "check", "generate", "export", "merge", "diff", "list",
                "completion");
        assertThat(complete(script, "solve", "--tra").lines()).contains("--trace", "--trace-limit");
        assertThat(complete(script, "compare", "--wi").lines()).containsExactly("--wide");
    }
}
