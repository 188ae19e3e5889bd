package dev.sudokucompare.core.dfs.fast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import org.junit.jupiter.api.Test;

/**
 * Dead ends only the counting rule sees: three cells of a minirow (or minicolumn) that between
 * them can take only two digits. The band and stack rules place each digit once per row, column
 * and box and see nothing wrong; no cell is empty; so the level must be found dead by the count.
 */
class BandTriadsTest {

    @Test
    void aMinirowWithRoomForTwoDigitsIsADeadEnd() {
        assertThat(propagateWithOnlyDigits12In(0, 1, 2)).as("cells r1c1-r1c3 hold only 1 and 2").isFalse();
    }

    @Test
    void aMinicolumnWithRoomForTwoDigitsIsADeadEnd() {
        assertThat(propagateWithOnlyDigits12In(0, 9, 18)).as("cells r1c1-r3c1 hold only 1 and 2").isFalse();
    }

    @Test
    void twoCellsWithRoomForTwoDigitsAreNotADeadEnd() {
        // The control: a pair in two cells of a minirow is a naked pair, not a contradiction.
        assertThat(propagateWithOnlyDigits12In(0, 1)).isTrue();
    }

    /** The empty board with digits 3-9 taken from the given cells of band 0, then propagated. */
    private static boolean propagateWithOnlyDigits12In(int... cells) {
        int[] s = new int[BandBoard.STATE_INTS];
        assertThat(BandBoard.load(s, 0, Grid.empty(Shape.CLASSIC), new byte[BandBoard.CELL_BYTES])).isTrue();
        assertThat(BandPropagation.propagate(s, 0)).as("the empty board is alive").isTrue();
        for (int cell : cells) {
            for (int d = 2; d < 9; d++) {
                s[3 * d] &= ~(1 << cell);
            }
        }
        s[BandBoard.PENDING] = (1 << 27) - 1;
        return BandPropagation.propagate(s, 0);
    }
}
