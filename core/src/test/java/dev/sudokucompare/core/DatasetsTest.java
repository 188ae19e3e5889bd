package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Missing data fails loudly, naming what is missing, rather than letting tests pass on nothing. */
class DatasetsTest {

    @Test
    void aMissingPropertyOrDirectoryOrFileIsAClearFailure() {
        String saved = System.getProperty("datasets.dir");
        assertThat(saved).as("surefire sets datasets.dir").isNotBlank();
        try {
            System.clearProperty("datasets.dir");
            assertThatThrownBy(Datasets::dir).hasMessageContaining("datasets.dir is not set");
            System.setProperty("datasets.dir", saved + "/no-such-dir");
            assertThatThrownBy(() -> Datasets.lines("norvig-top95.txt")).hasMessageContaining("not a directory");
        } finally {
            System.setProperty("datasets.dir", saved);
        }
        assertThatThrownBy(() -> Datasets.lines("no-such-file.txt")).hasMessageContaining("no-such-file.txt");
    }

    @Test
    void readsTheFilesWithTheCountsTheReadmeGives() {
        assertThat(Datasets.lines("norvig-top95.txt")).hasSize(95);
        assertThat(Datasets.lines("kaggle-10000.txt", 1000)).hasSize(1000);
        assertThat(DatasetCase.withSolutions("sudoku16-janko-55", Integer.MAX_VALUE)).hasSize(55);
    }
}
