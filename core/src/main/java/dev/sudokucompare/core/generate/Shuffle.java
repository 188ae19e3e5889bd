package dev.sudokucompare.core.generate;

import java.util.Random;

/** Fisher-Yates on an int array, drawing from the caller's seeded {@link Random}. */
final class Shuffle {

    private Shuffle() {
    }

    static int[] inPlace(int[] values, Random random) {
        for (int i = values.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
        return values;
    }
}
