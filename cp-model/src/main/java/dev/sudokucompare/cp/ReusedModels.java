package dev.sudokucompare.cp;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The reusable models of one solver instance: one per thread and shape, never shared between
 * threads (Choco models are not thread-safe). The consistency is the solver's, so the shape is
 * the whole key; the strategy is installed afresh by every call.
 */
final class ReusedModels {

    private final String consistency;
    private final ThreadLocal<Map<Shape, ReusableModel>> byThread = ThreadLocal.withInitial(HashMap::new);

    ReusedModels(String consistency) {
        this.consistency = consistency;
    }

    /** This thread's model of the puzzle's shape with the givens loaded; builds the model on first use. */
    SudokuModel load(Grid puzzle) {
        return byThread.get().computeIfAbsent(puzzle.shape(), shape -> new ReusableModel(shape, consistency))
                .load(puzzle);
    }

    /**
     * Ends the call on this thread's model of {@code shape}: unloads it for the next call, or drops
     * it when the call failed ({@code trusted} false) or unloading fails, so the next call builds a
     * new one rather than trust a model an exception left half-way through propagation.
     */
    void release(Shape shape, boolean trusted) {
        Map<Shape, ReusableModel> models = byThread.get();
        ReusableModel model = models.get(shape);
        if (model == null) {
            return;
        }
        if (!trusted) {
            models.remove(shape);
            return;
        }
        try {
            model.unload();
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            models.remove(shape);
        }
    }

    /** This thread's model of {@code shape}, if one is kept; for tests. */
    Optional<ReusableModel> current(Shape shape) {
        return Optional.ofNullable(byThread.get().get(shape));
    }
}
