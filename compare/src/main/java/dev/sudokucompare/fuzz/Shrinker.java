package dev.sudokucompare.fuzz;

import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * Makes a failing subject smaller while the same failure (the same solver, the same kind) shows:
 * delta debugging on its givens (Zeller's ddmin: halves, then quarters ..., each group and each
 * complement) down to a set from which no single given can go (1-minimal); then the givens moved
 * onto each smaller shape the solvers take, as they are and with their values renumbered, and
 * ddmin again there. Every step is judged afresh by {@code fails}, with the run's limits.
 */
final class Shrinker {

    /** What is tried, and what is kept. */
    interface Steps {
        /** True when {@code subject} still shows the failure. */
        boolean fails(Subject subject) throws InterruptedException;
    }

    private final Steps steps;
    private final Predicate<Shape> shapeAllowed;
    private final BooleanSupplier stop;
    private final Map<String, Boolean> judged = new HashMap<>();
    private int tried;
    private boolean cut;

    /** {@code stop}: true once shrinking must end (the run's time is up, or a stop): no more step is judged. */
    Shrinker(Steps steps, Predicate<Shape> shapeAllowed, BooleanSupplier stop) {
        this.steps = steps;
        this.shapeAllowed = shapeAllowed;
        this.stop = stop;
    }

    /** How many distinct subjects were judged. */
    int tried() {
        return tried;
    }

    /**
     * True when {@code stop} ended the shrinking early: the result still fails as the original did
     * (every step kept was judged), but a given or a smaller shape may still go.
     */
    boolean cut() {
        return cut;
    }

    /** The smallest subject found that fails as {@code failing} does; {@code failing} itself at worst. */
    Subject shrink(Subject failing) throws InterruptedException {
        Subject best = minimizeGivens(failing);
        for (Shape smaller : smallerShapes(best.shape())) {
            if (!shapeAllowed.test(smaller)) {
                continue;
            }
            for (boolean compact : new boolean[] {false, true}) {
                Subject moved = best.projected(smaller, compact);
                if (moved != null && test(moved)) {
                    best = minimizeGivens(moved);
                    return shrinkShapes(best);
                }
            }
        }
        return best;
    }

    private Subject shrinkShapes(Subject s) throws InterruptedException {
        return s.shape().size() <= 4 ? s : shrink(s);
    }

    /** ddmin over the removable givens; the result's removable givens are 1-minimal. */
    Subject minimizeGivens(Subject failing) throws InterruptedException {
        List<Integer> cells = failing.removableGivens();
        if (cells.isEmpty()) {
            return failing;
        }
        if (test(failing.keeping(List.of()))) {
            return failing.keeping(List.of());
        }
        int n = 2;
        while (cells.size() >= 2) {
            List<List<Integer>> chunks = split(cells, n);
            List<Integer> next = null;
            for (List<Integer> chunk : chunks) {
                if (test(failing.keeping(chunk))) {
                    next = chunk;
                    n = 2;
                    break;
                }
            }
            if (next == null && n > 2) {
                for (List<Integer> chunk : chunks) {
                    List<Integer> complement = new ArrayList<>(cells);
                    complement.removeAll(chunk);
                    if (test(failing.keeping(complement))) {
                        next = complement;
                        n = Math.max(n - 1, 2);
                        break;
                    }
                }
            }
            if (next != null) {
                cells = next;
            } else if (n >= cells.size()) {
                break;
            } else {
                n = Math.min(2 * n, cells.size());
            }
        }
        return failing.keeping(cells);
    }

    private boolean test(Subject s) throws InterruptedException {
        Boolean known = judged.get(s.key());
        if (known == null && (cut || stop.getAsBoolean())) {
            // Not judged, so not kept: ddmin runs out through the steps left without running a solver.
            cut = true;
            return false;
        }
        if (known == null) {
            tried++;
            known = steps.fails(s);
            judged.put(s.key(), known);
        }
        return known;
    }

    private static List<List<Integer>> split(List<Integer> cells, int n) {
        List<List<Integer>> chunks = new ArrayList<>(n);
        int size = cells.size();
        for (int i = 0; i < n; i++) {
            int from = i * size / n;
            int to = (i + 1) * size / n;
            if (to > from) {
                chunks.add(List.copyOf(cells.subList(from, to)));
            }
        }
        return chunks;
    }

    /** Every shape with a smaller side (4x4 and up), smallest first; boxes as wide as high first. */
    static List<Shape> smallerShapes(Shape shape) {
        List<Shape> shapes = new ArrayList<>();
        for (int side = 4; side < shape.size(); side++) {
            for (int rows = 2; rows <= side / 2; rows++) {
                if (side % rows == 0 && side / rows >= 2) {
                    shapes.add(Shape.of(rows, side / rows));
                }
            }
        }
        shapes.sort(Comparator.comparingInt(Shape::size)
                .thenComparingInt(s -> Math.abs(s.boxRows() - s.boxCols())));
        return shapes;
    }
}
