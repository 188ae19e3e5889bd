package dev.sudokucompare.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Submission discovery: every case of the "Bad input" list is a submission rejected with its
 * reason, and nothing else stops; names with spaces, Unicode or control characters are graded.
 */
class SubmissionsTest {

    private static final String MAIN_C = "#include <stdio.h>\nint main(void) { return 0; }\n";
    private static final String MAIN_CPP = "#include <cstdio>\nint main() { return 0; }\n";

    @TempDir
    Path root;

    Path dir;
    Path outside;

    @BeforeEach
    void aClass() throws IOException {
        dir = Files.createDirectories(root.resolve("class"));
        outside = Files.writeString(root.resolve("answers.txt"), "the hidden answers");
        Files.writeString(dir.resolve("alice.cpp"), MAIN_CPP);
        Files.createDirectories(dir.resolve("bob/src"));
        Files.writeString(dir.resolve("bob/src/main.cpp"), MAIN_CPP);
        Files.writeString(dir.resolve("bob/src/util.cpp"), "int helper() { return 1; }\n");
        Files.writeString(dir.resolve("bob/README.md"), "notes");
        Files.writeString(dir.resolve("carol smith.py"), "print(1)\n");
        Files.writeString(dir.resolve("dörte.c"), MAIN_C);
        Files.writeString(dir.resolve("eve\u001b[31m.py"), "print(1)\n");
        Files.createDirectories(dir.resolve("frank"));
        Files.createDirectories(dir.resolve("gina"));
        Files.writeString(dir.resolve("gina/notes.txt"), "no code");
        Files.createDirectories(dir.resolve("hal"));
        Files.writeString(dir.resolve("hal/a.cpp"), MAIN_CPP);
        Files.writeString(dir.resolve("hal/b.cpp"), MAIN_CPP);
        Files.createDirectories(dir.resolve("ivan"));
        Files.write(dir.resolve("ivan/big.cpp"), new byte[(int) Submissions.MAX_FILE_BYTES + 1]);
        Files.createDirectories(dir.resolve("jill"));
        Files.writeString(dir.resolve("jill/main.c"), MAIN_C);
        Files.createSymbolicLink(dir.resolve("jill/secret"), outside);
        Files.createSymbolicLink(dir.resolve("kim.py"), outside);
        Files.createDirectories(dir.resolve("lee"));
        Files.writeString(dir.resolve("lee/main.py"), "print(1)\n");
        Files.writeString(dir.resolve("lee.py"), "print(1)\n");
        Files.createDirectories(dir.resolve("mo"));
        Files.writeString(dir.resolve("mo/a.c"), MAIN_C);
        Files.writeString(dir.resolve("mo/b.py"), "print(1)\n");
        Files.createDirectories(dir.resolve("nia"));
        Files.writeString(dir.resolve("nia/Solver.java"), "class Solver {}\n");
        Files.writeString(dir.resolve("nia/Run.java"), "public class Run { public static void main(String[] a) {} }\n");
        Files.createDirectories(dir.resolve("oz"));
        Files.writeString(dir.resolve("oz/a.py"), "x = 1\n");
        Files.writeString(dir.resolve("oz/b.py"), "y = 2\n");
        Files.createDirectories(dir.resolve("pat"));
        Files.writeString(dir.resolve("pat/main.c"), MAIN_C);
        Files.writeString(dir.resolve("pat/table.txt"), "data");
        Files.createSymbolicLink(dir.resolve("pat/same.txt"), dir.resolve("pat/table.txt"));
        Files.writeString(dir.resolve("=HYPERLINK(x).txt"), "not code");
        Files.writeString(dir.resolve(".DS_Store"), "ignored");
    }

    @Test
    void everySubmissionIsFoundSortedAndEveryBadOneRejectedWithItsReason() throws IOException {
        List<Submission> found = new Submissions(LanguageTable.builtIn()).find(dir);
        Map<String, Submission> byId = found.stream().collect(Collectors.toMap(Submission::student, Function.identity()));
        assertEquals(List.of("=HYPERLINK(x)", "alice", "bob", "carol smith", "dörte", "eve\u001b[31m", "frank", "gina",
                "hal", "ivan", "jill", "kim", "lee", "mo", "nia", "oz", "pat"),
                found.stream().map(Submission::student).toList());

        graded(byId.get("alice"), "C++", "alice.cpp");
        graded(byId.get("bob"), "C++", "src/main.cpp");
        assertEquals(List.of("README.md", "src/main.cpp", "src/util.cpp"), byId.get("bob").files());
        graded(byId.get("carol smith"), "Python 3", "carol smith.py");
        graded(byId.get("dörte"), "C", "dörte.c");
        graded(byId.get("eve\u001b[31m"), "Python 3", "eve\u001b[31m.py");
        graded(byId.get("nia"), "Java", "Run.java");
        graded(byId.get("pat"), "C", "main.c");
        assertEquals(List.of("main.c", "same.txt", "table.txt"), byId.get("pat").files(), "a link inside its folder is a file");

        rejected(byId.get("=HYPERLINK(x)"), "no recognisable language (no source file among: =HYPERLINK(x).txt)");
        rejected(byId.get("frank"), "empty folder");
        rejected(byId.get("gina"), "no recognisable language (no source file among: notes.txt)");
        rejected(byId.get("hal"), "two entry points: a.cpp, b.cpp");
        rejected(byId.get("ivan"), "a file over the size bound: big.cpp (1048577 bytes > 1048576)");
        rejected(byId.get("jill"), "a symbolic link out of the folder: secret");
        rejected(byId.get("kim"), "a symbolic link out of the submissions folder");
        rejected(byId.get("lee"), "two submissions of one student: lee, lee.py");
        rejected(byId.get("mo"), "sources of several languages: C (a.c), Python 3 (b.py)");
        rejected(byId.get("oz"), "no entry point among 2 Python 3 sources");
    }

    @Test
    void fileNamesAreSafeAndDistinctAndTheHashCoversPathsAndBytes() throws IOException {
        List<Submission> found = new Submissions(LanguageTable.builtIn()).find(dir);
        Map<String, Submission> byId = found.stream().collect(Collectors.toMap(Submission::student, Function.identity()));
        assertEquals("alice", byId.get("alice").fileName());
        assertEquals("dörte", byId.get("dörte").fileName());
        assertTrue(byId.get("carol smith").fileName().matches("carol_smith-[0-9a-f]{8}"), byId.get("carol smith").fileName());
        assertTrue(byId.get("eve\u001b[31m").fileName().matches("eve__31m-[0-9a-f]{8}"), byId.get("eve\u001b[31m").fileName());
        assertEquals(found.size(), found.stream().map(Submission::fileName).distinct().count());
        assertTrue(byId.get("alice").sha256().matches("[0-9a-f]{64}"));

        String before = byId.get("bob").sha256();
        Files.move(dir.resolve("bob/src/util.cpp"), dir.resolve("bob/src/util2.cpp"));
        String renamed = new Submissions(LanguageTable.builtIn()).find(dir).stream()
                .filter(s -> s.student().equals("bob")).findFirst().orElseThrow().sha256();
        assertNotEquals(before, renamed, "a renamed file changes the hash");
    }

    private static void graded(Submission s, String language, String entry) {
        assertNull(s.rejected(), s.student() + ": " + s.rejected());
        assertEquals(language, s.language().name());
        assertEquals(entry, s.entry());
    }

    private static void rejected(Submission s, String reason) {
        assertEquals(reason, s.rejected(), s.student());
    }
}
