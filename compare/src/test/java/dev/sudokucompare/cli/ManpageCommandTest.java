package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** manpage writes a page per command, each with the options its --help shows. */
class ManpageCommandTest {

    @TempDir
    Path tmp;

    @Test
    void everyCommandGetsAPageWithItsOptions() throws IOException {
        Path dir = tmp.resolve("man");
        CliRun run = CliRun.of("manpage", "--dir", dir.toString());
        assertThat(run.status()).as(run.err()).isZero();
        for (String command : List.of("compare", "solve", "check", "generate", "fuzz", "export", "merge", "diff",
                "list", "completion")) {
            Path page = dir.resolve("sudoku-compare-" + command + ".adoc");
            assertThat(page).as(command).exists();
            String text = Files.readString(page);
            assertThat(text).as(command).contains(":doctype: manpage").contains("sudoku-compare-" + command);
            // Every option of the command's own help is on its page.
            CliRun help = CliRun.of(command, "--help");
            help.out().lines().map(String::strip).filter(l -> l.startsWith("--"))
                    .map(l -> l.split("[=, \\[]", 2)[0])
                    .forEach(option -> assertThat(text).as("%s page, option %s", command, option).contains(option));
        }
        assertThat(Files.readString(dir.resolve("sudoku-compare.adoc"))).contains("sudoku-compare-compare");
        assertThat(run.out()).endsWith("manual pages written to " + dir + "\n");
    }

    /** Issue 53's audit: a link named like a page had its target overwritten. Pages replace a link, never write through it. */
    @Test
    void aLinkNamedLikeAPageIsReplacedAndItsTargetIsUntouched() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("man"));
        Path victim = Files.writeString(tmp.resolve("precious.txt"), "keep");
        Path page = dir.resolve("sudoku-compare-compare.adoc");
        Files.createSymbolicLink(page, victim);
        Path dangling = dir.resolve("sudoku-compare-diff.adoc");
        Files.createSymbolicLink(dangling, tmp.resolve("made-through-a-link.txt"));
        CliRun run = CliRun.of("manpage", "--dir", dir.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(victim).hasContent("keep");
        assertThat(tmp.resolve("made-through-a-link.txt")).doesNotExist();
        for (Path p : List.of(page, dangling)) {
            assertThat(Files.isSymbolicLink(p)).as(p.toString()).isFalse();
            assertThat(Files.readString(p)).contains(":doctype: manpage");
        }
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).allMatch(n -> n.endsWith(".adoc"));
        }
    }

    @Test
    void aDirectoryThatCannotBeMadeIsOneLine() throws IOException {
        Path file = Files.writeString(tmp.resolve("a-file"), "x");
        CliRun run = CliRun.of("manpage", "--dir", file.resolve("man").toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err().lines()).hasSize(1).allMatch(l -> l.startsWith("error: cannot make "));
    }
}
