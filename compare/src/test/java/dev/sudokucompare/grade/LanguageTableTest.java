package dev.sudokucompare.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The language table: the built-in one, a teacher's additions and overrides, and every mistake in one line. */
class LanguageTableTest {

    @TempDir
    Path dir;

    @Test
    void theBuiltInTableHasCCppJavaAndPythonWithTheirCommandsAndAllowances() {
        LanguageTable t = LanguageTable.builtIn();
        assertEquals(List.of("c", "cpp", "java", "python3"), t.all().stream().map(Language::key).toList());
        Language c = t.byKey("c");
        assertEquals("C", c.name());
        Path d = Path.of("/b");
        assertEquals(List.of("gcc", "-O2", "-std=c11", "-o", "/b/main.out", "/b/x.c", "/b/y.c", "-lm"),
                c.compileCommand(d, List.of(d.resolve("x.c"), d.resolve("y.c")), d.resolve("x.c")));
        Language cpp = t.byKey("cpp");
        assertTrue(cpp.compile().containsAll(List.of("g++", "-O2", "-std=c++17")));
        assertTrue(cpp.isSource("A.CPP") && cpp.isSource("a.cc") && !cpp.isSource("a.c"));
        Language java = t.byKey("java");
        assertEquals(2.0, java.timeMultiplier());
        assertTrue(java.extraMemory() > 0);
        List<String> run = java.runCommand(d, List.of(d.resolve("Solution.java")), d.resolve("Solution.java"));
        assertEquals("Solution", run.get(run.size() - 1));
        assertTrue(run.contains("-Xss64m"));
        Language python = t.byKey("python3");
        assertEquals(3.0, python.timeMultiplier());
        assertEquals(List.of("python3", "/b/main.py"), python.runCommand(d, List.of(d.resolve("main.py")), d.resolve("main.py")));
        assertEquals(Duration.ofSeconds(30), python.compileLimits().cpu());
    }

    @Test
    void aTeachersFileAddsALanguageAndReplacesOneAsAWhole() throws Exception {
        Path file = dir.resolve("langs.toml");
        Files.writeString(file, """
                [language.cpp]
                name = "C++20"
                extensions = [".cpp"]
                compile = ["g++", "-O2", "-std=c++20", "-o", "{dir}/a", "{sources}"]
                run = ["{dir}/a"]
                time-multiplier = 1.5

                [language.lua]
                name = "Lua"
                extensions = [".lua"]
                run = ["lua", "{entry}"]
                """);
        LanguageTable t = LanguageTable.load(file);
        assertEquals("C++20", t.byKey("cpp").name());
        assertEquals(1.5, t.byKey("cpp").timeMultiplier());
        assertFalse(t.byKey("cpp").isSource("a.cc"), "the override replaces the whole entry");
        assertEquals(List.of(), t.byKey("lua").compile());
        assertEquals("C", t.byKey("c").name());
        assertEquals(List.of(t.byKey("lua")), t.forFile("main.lua"));
        assertNull(t.byKey("rust"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[language.x]\\nname = 'X'\\nextensions = ['.x']\\nrun = ['x']\\ncolour = 'red'|langs.toml:1: language.x: unknown key 'colour'",
        "[language.x]\\nname = 'X'\\nextensions = ['.x']|langs.toml:1: language.x: run is missing",
        "# a comment\\n[language.x]\\nextensions = ['.x']\\nrun = ['x']\\ntime-multiplier = -2|langs.toml:2: language.x: time-multiplier must be above 0",
        "[language.x]\\nextensions = ['.x']\\nrun = ['x']\\nentry-pattern = '(unclosed'|langs.toml:1: language.x: Unclosed group",
        "[language.x]\\nextensions = ['x']\\nrun = ['x']|langs.toml:1: language.x: extensions must be endings",
        "[language.x]\\nextensions = ['.x']\\nrun = ['x']\\ncompile-memory = 'lots'|langs.toml:1: language.x: not a size: lots",
        "[language.x]\\nextensions = ['.x']\\nrun = ['x']\\ncompile-cpu = '0s'|langs.toml:1: language.x: compile-cpu must be above zero",
        "[language.x]\\nextensions = ['.x']\\nrun = 'x'|langs.toml:1: language.x: run must be an array of strings",
        "[language.x\\nrun = 1|langs.toml:1: not valid TOML",
        "colour = 1|langs.toml: no [language.KEY] table",
    })
    void aBrokenTableIsOneLineWithItsFileAndLine(String text, String expected) throws IOException {
        Path file = dir.resolve("langs.toml");
        Files.writeString(file, text.replace("\\n", "\n"));
        GradeInputException e = assertThrows(GradeInputException.class, () -> LanguageTable.load(file));
        String message = e.getMessage().replace(file.toString(), "langs.toml");
        assertTrue(message.startsWith(expected), message);
        assertEquals(1, message.lines().count(), message);
    }
}
