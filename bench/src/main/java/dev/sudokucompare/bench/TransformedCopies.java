package dev.sudokucompare.bench;

import dev.sudokucompare.core.LineSpelling;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Randomly transformed copies of a puzzle file, one symmetry drawn per puzzle: transpose or not,
 * the bands (stacks) in any order and the rows (columns) within each, and the digits relabelled.
 * Each copy has as many solutions as its original, but a search no longer sees the collection as
 * it happens to be written (a canonical form, the first row full of givens, digits in order).
 * Same seed, same copies: {@code bench/vs-tdoku.sh --transform SEED} draws the seed at run time
 * and prints it.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.sudokucompare.bench.TransformedCopies SEED IN OUT}:
 * one square puzzle per line in, one per line out with {@code .} for an empty cell.
 */
public final class TransformedCopies {

    private TransformedCopies() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: TransformedCopies SEED IN OUT");
            System.exit(2);
        }
        SplittableRandom random = new SplittableRandom(Long.parseLong(args[0]));
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                out.add(dotted(transformed(Grid.parse(line.strip()), random)));
            }
        }
        Files.write(Path.of(args[2]), out, StandardCharsets.UTF_8);
    }

    /** {@code grid} under a symmetry drawn from {@code random}. */
    static Grid transformed(Grid grid, SplittableRandom random) {
        Shape shape = grid.shape();
        int n = shape.size();
        boolean transpose = shape.boxRows() == shape.boxCols() && random.nextBoolean();
        int[] rowFrom = lines(n, shape.boxRows(), random);
        int[] colFrom = lines(n, shape.boxCols(), random);
        int[] relabel = new int[n + 1];
        int[] values = shuffled(n, random);
        for (int v = 1; v <= n; v++) {
            relabel[v] = values[v - 1] + 1;
        }
        int[] cells = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int v = transpose ? grid.get(colFrom[c], rowFrom[r]) : grid.get(rowFrom[r], colFrom[c]);
                cells[r * n + c] = relabel[v];
            }
        }
        return Grid.of(shape, cells);
    }

    /** New line i is old line result[i]: groups of {@code group} lines in any order, and the lines within each. */
    private static int[] lines(int n, int group, SplittableRandom random) {
        int[] from = new int[n];
        int i = 0;
        for (int g : shuffled(n / group, random)) {
            for (int within : shuffled(group, random)) {
                from[i++] = g * group + within;
            }
        }
        return from;
    }

    /** 0..count-1 in a random order (Fisher-Yates). */
    private static int[] shuffled(int count, SplittableRandom random) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = i;
        }
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
        return values;
    }

    private static String dotted(Grid grid) {
        StringBuilder line = new StringBuilder(grid.size() * grid.size());
        for (int cell = 0; cell < grid.size() * grid.size(); cell++) {
            int v = grid.get(cell);
            line.append(v == 0 ? '.' : LineSpelling.symbol(v));
        }
        return line.toString();
    }
}
