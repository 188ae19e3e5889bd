package dev.sudokucompare.process;

/**
 * The tool's hold on every outside program it runs, for the command line's shutdown paths: a
 * signal that ends the tool at once ends its programs first, and removes their control groups.
 */
public final class OutsidePrograms {

    private OutsidePrograms() {
    }

    /** Kills every outside program still running, with all it started, and removes their groups; how many there were. */
    public static int stopAll() {
        return Container.closeAll();
    }
}
