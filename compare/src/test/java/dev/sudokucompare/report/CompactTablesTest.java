package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Input names cut to fit a terminal stay apart: the files of one run share their start, not their end. */
class CompactTablesTest {

    @Test
    void longInputNamesAreCutInTheMiddleAndStayDistinct() {
        List<String> names = List.of("easy.txt", "hard.txt", "top95.txt", "minimum.txt").stream()
                .map(f -> "/tmp/junit-18305408618329787952/collections/" + f).toList();
        List<String> shown = names.stream().map(n -> CompactTables.name(n, CompactTables.NAME)).toList();
        assertThat(shown).doesNotHaveDuplicates().allMatch(s -> s.length() == CompactTables.NAME)
                .allMatch(s -> s.startsWith("/tmp/junit-18305…"));
        assertThat(shown.get(0)).endsWith("/easy.txt");
        assertThat(CompactTables.name("easy.txt", CompactTables.NAME)).isEqualTo("easy.txt");
        assertThat(CompactTables.name("/tmp/a/long/path/inputs.txt", 12)).isEqualTo("/tmp/…ts.txt");
    }
}
