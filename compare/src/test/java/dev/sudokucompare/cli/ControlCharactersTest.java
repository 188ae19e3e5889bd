package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One sanitiser for every file and stream the tool writes: escape sequences, BEL, C1 controls and
 * bidirectional overrides from a solver spec, a plug-in solver's name or a file name reach none of
 * report.html, trace.html, results.csv, summary.csv, report.json, report.md, manifest.json, stdout
 * or stderr, neither raw nor as a JSON escape. The streams are the ones {@code main} writes to.
 */
class ControlCharactersTest {

    /** ESC, BEL, the C1 control CSI, a right-to-left override: each steers a terminal or hides text. */
    private static final String HOSTILE = "\u001b[31m\u0007\u009b2J\u202e";
    /** A raw character no file may hold, or its JSON escape (Jackson writes ESC as \u001B). */
    private static final Pattern FORBIDDEN = Pattern.compile("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}&&[^\\n\\t]]"
            + "|(?<!\\\\)(?:\\\\\\\\)*\\\\u00[01][0-9A-Fa-f]|(?<!\\\\)(?:\\\\\\\\)*\\\\u(?:009[Bb]|202[Ee])");

    @TempDir
    Path tmp;

    /** A file name with ESC and BEL (ASCII, so any file-name encoding of the JVM can hold it). */
    private Path hostileInput() throws IOException {
        return Files.write(tmp.resolve("in\u001b[31m\u0007.txt"), Datasets.lines("norvig-easy50.txt", 3));
    }

    /** A plug-in whose solver "evil" is dfs-mrv, named with control characters. */
    private Path evilPlugin() throws IOException {
        String name = HOSTILE.replace("\u001b", "\\u001b").replace("\u0007", "\\u0007").replace("\u009b", "\\u009b")
                .replace("\u202e", "\\u202e");
        return PluginJar.of().source("p.Evil", PluginJar.plugin("Evil", "PluginApi.VERSION", "evil", "",
                "return spec.equals(\"evil\") ? Optional.of(renamed(\"evil" + name + "\", "
                        + "DfsSolvers.fromSpec(\"dfs-mrv\").orElseThrow())) : Optional.empty();"))
                .service("p.Evil").build(tmp.resolve("evil.jar"));
    }

    /** Runs main's way: stdout and stderr through the terminal's guard, as {@code Main.main} has them. */
    private record Streams(int status, String out, String err) {
        static Streams of(String... args) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            PrintWriter o = Main.terminal(new PrintStream(out, true, StandardCharsets.UTF_8));
            PrintWriter e = Main.terminal(new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = Main.run(args, o, e);
            return new Streams(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        }
    }

    private static void assertPrintable(String what, String text) {
        assertThat(FORBIDDEN.matcher(text).results().map(m -> m.group()).toList()).as(what).isEmpty();
    }

    private static void assertEveryFilePrintable(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> all = Files.list(dir)) {
            files = all.toList();
        }
        assertThat(files).isNotEmpty();
        for (Path f : files) {
            assertPrintable(f.getFileName().toString(), Files.readString(f, StandardCharsets.UTF_8));
        }
    }

    @Test
    void compareWritesNoControlCharacterFromASpecAPluginNameOrAFileName() throws IOException {
        Path program = Files.writeString(tmp.resolve("crash.py"), "import sys\nsys.exit('bad\\x1b]0;title\\x07')\n");
        Path out = tmp.resolve("out");
        List<String> args = new ArrayList<>(List.of("compare", "--plugin", evilPlugin().toString(), "--solvers",
                "dfs,evil,external:python3 " + program + " " + HOSTILE, "--warmup", "0", "--timeout", CliRun.HANG_GUARD,
                "--no-progress", "--out",
                out.toString(), hostileInput().toString()));
        Streams run = Streams.of(args.toArray(String[]::new));
        assertThat(run.status()).as(run.err()).isEqualTo(2); // the crashing program's errors
        assertThat(out).as("exit 2 from the run, not from an error before it: " + run.err()).isDirectory();
        assertThat(Files.list(out).map(p -> p.getFileName().toString()).toList())
                .contains("results.csv", "summary.csv", "report.json", "report.md", "report.html", "manifest.json");
        assertEveryFilePrintable(out);
        assertPrintable("stdout", run.out());
        assertPrintable("stderr", run.err());
        assertThat(Files.readString(out.resolve("results.csv"))).contains("evil?[31m??2J?");
    }

    @Test
    void theTracePageHoldsNoControlCharacterEither() throws IOException {
        Path out = tmp.resolve("trace");
        Streams run = Streams.of("solve", "--plugin", evilPlugin().toString(), "--trace", "--out", out.toString(),
                "--solvers", "evil,dfs", hostileInput().toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(out.resolve("trace.html")).isRegularFile();
        assertEveryFilePrintable(out);
        assertPrintable("stdout", run.out());
        assertPrintable("stderr", run.err());
    }
}
