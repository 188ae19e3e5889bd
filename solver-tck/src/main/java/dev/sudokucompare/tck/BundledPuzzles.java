package dev.sudokucompare.tck;

import dev.sudokucompare.core.Grid;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The puzzles shipped inside the kit's jar ({@code dev/sudokucompare/tck/puzzles/}, one puzzle per
 * line in the one-line format, solutions line-aligned). They are cut from the project's
 * {@code datasets/} collections, whose {@code README.md} gives every source; the README beside
 * the files says which lines were taken and why. A missing file is a broken jar and fails loudly.
 */
final class BundledPuzzles {

    static final List<KitPuzzle> UNIQUE_9 = unique("unique-9x9");
    static final List<KitPuzzle> UNIQUE_16 = unique("unique-16x16");
    static final List<KitPuzzle> UNIQUE_25 = easier(unique("unique-25x25"));
    static final List<KitPuzzle> MULTIPLE = multiple();
    static final List<KitPuzzle> TWO_SOLUTIONS = twoSolutions();
    static final List<KitPuzzle> MANY_SOLUTIONS = manySolutions();
    static final List<KitPuzzle> NO_SOLUTION = unsolvable("no-solution-9x9");
    static final List<KitPuzzle> CONFLICTING = unsolvable("conflicting-9x9");

    /** Share of a 25x25 puzzle's blanks filled in from its solution: the minimal ones take minutes. */
    private static final double REVEALED_25 = 0.1;

    private BundledPuzzles() {
    }

    /** What the kit knows of the i-th puzzle of a file, named {@code id}. */
    private interface Expected {
        KitPuzzle of(String id, Grid puzzle, int i);
    }

    /** One case per puzzle of the file {@code name}.txt, named {@code name:1}, {@code name:2} ... */
    private static List<KitPuzzle> cases(String name, Expected expected) {
        List<Grid> puzzles = grids(name + ".txt");
        List<KitPuzzle> cases = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            cases.add(expected.of(name + ":" + (i + 1), puzzles.get(i), i));
        }
        return List.copyOf(cases);
    }

    private static List<KitPuzzle> unique(String name) {
        List<Grid> solutions = grids(name + ".solutions.txt");
        return cases(name, (id, puzzle, i) -> KitPuzzle.unique(id, puzzle, solutions.get(i)));
    }

    /**
     * Frisch's 25x25 puzzles, even the "easier" ones, take the fastest solvers here seconds to
     * minutes; with a seeded tenth of their blanks filled in from the solution they stay unique
     * (more givens of a unique puzzle) and take milliseconds.
     */
    private static List<KitPuzzle> easier(List<KitPuzzle> hard) {
        List<KitPuzzle> cases = new ArrayList<>();
        for (KitPuzzle p : hard) {
            Random random = new Random(p.name().hashCode());
            int[] values = p.puzzle().toArray();
            for (int cell = 0; cell < values.length; cell++) {
                if (values[cell] == 0 && random.nextDouble() < REVEALED_25) {
                    values[cell] = p.solution().get(cell);
                }
            }
            cases.add(KitPuzzle.unique(p.name() + " with a tenth of its blanks revealed",
                    Grid.of(p.shape(), values), p.solution()));
        }
        return List.copyOf(cases);
    }

    private static List<KitPuzzle> multiple() {
        String name = "multiple-9x9";
        List<String> counts = lines(name + ".counts.txt");
        List<Grid> lexmins = grids(name + ".lexmin.txt");
        return cases(name, (id, puzzle, i) -> new KitPuzzle(id, puzzle, Long.parseLong(counts.get(i).strip()),
                List.of(lexmins.get(i)), lexmins.get(i)));
    }

    private static List<KitPuzzle> twoSolutions() {
        String name = "two-solutions-9x9";
        List<String> pairs = lines(name + ".solutions.txt");
        return cases(name, (id, puzzle, i) -> {
            List<Grid> both = Arrays.stream(pairs.get(i).split(",")).map(Grid::parse).sorted().toList();
            return new KitPuzzle(id, puzzle, 2, both, both.get(0));
        });
    }

    private static List<KitPuzzle> manySolutions() {
        String name = "many-solutions-9x9";
        List<Grid> lexmins = grids(name + ".lexmin.txt");
        return cases(name, (id, puzzle, i) -> new KitPuzzle(id, puzzle, KitPuzzle.TOO_MANY, List.of(lexmins.get(i)),
                lexmins.get(i)));
    }

    private static List<KitPuzzle> unsolvable(String name) {
        return cases(name, (id, puzzle, i) -> KitPuzzle.unsolvable(id, puzzle));
    }

    private static List<Grid> grids(String file) {
        return lines(file).stream().map(Grid::parse).toList();
    }

    /** The lines of a bundled file. */
    static List<String> lines(String file) {
        String path = "puzzles/" + file;
        try (InputStream in = BundledPuzzles.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("the kit's puzzle file " + path + " is missing from its jar");
            }
            List<String> lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                    .filter(line -> !line.isBlank()).toList();
            if (lines.isEmpty()) {
                throw new IllegalStateException("the kit's puzzle file " + path + " is empty");
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
