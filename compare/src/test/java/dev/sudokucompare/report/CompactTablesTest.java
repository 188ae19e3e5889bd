package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Names cut to fit a terminal stay apart: programs of one run share their start, not their end. */
class CompactTablesTest {

    @Test
    void longNamesAreCutInTheMiddleAndStayDistinct() {
        List<String> names = List.of("ok.py", "max.py", "bad.py", "crash.py").stream()
                .map(f -> "external:python3 /tmp/junit-18305408618329787952/" + f).toList();
        List<String> shown = names.stream().map(n -> CompactTables.name(n, CompactTables.NAME)).toList();
        assertThat(shown).doesNotHaveDuplicates().allMatch(s -> s.length() == CompactTables.NAME)
                .allMatch(s -> s.startsWith("external:python3…"));
        assertThat(shown.get(0)).endsWith("/ok.py");
        assertThat(CompactTables.name("dfs", CompactTables.NAME)).isEqualTo("dfs");
        assertThat(CompactTables.name("external:python3 /tmp/a/long/path/solver.py", 12)).isEqualTo("exter…ver.py");
    }
}
