package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;

/** Main writes each command's names beside the class (a run reads no annotation to find its command). */
class MainTest {

    @Test
    void eachCommandsNamesAreThoseOfItsAnnotation() {
        for (Main.Named command : Main.COMMANDS) {
            Command declared = command.type().getAnnotation(Command.class);
            assertThat(command.names()).as(command.type().getSimpleName())
                    .containsExactlyElementsOf(Stream.concat(Stream.of(declared.name()), Stream.of(declared.aliases())).toList());
        }
    }

    @Test
    void theFullCommandLineHasEveryNameListedAndNoOther() {
        List<String> listed = new ArrayList<>();
        Main.COMMANDS.forEach(c -> listed.addAll(c.names()));
        assertThat(Main.fullCommandLine().getSubcommands().keySet()).containsExactlyInAnyOrderElementsOf(listed);
    }

    @Test
    void anAliasRunsItsCommandAlone() {
        // diff-runs is diff's alias: it must not fall through to compare, the default.
        CliRun run = CliRun.of("diff-runs", "--help");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("diff");
    }
}
