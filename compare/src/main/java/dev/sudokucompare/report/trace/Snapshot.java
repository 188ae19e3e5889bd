package dev.sudokucompare.report.trace;

/**
 * The board at one moment of a search: {@code values} row-major (0 empty) and how each cell is
 * marked. {@code event} is how many decisions and backtracks had been reported by then.
 */
record Snapshot(String kind, String caption, long event, int[] values, Mark[] marks) {

    Snapshot {
        values = values.clone();
        marks = marks.clone();
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    int value(int cell) {
        return values[cell];
    }

    Mark mark(int cell) {
        return marks[cell];
    }

    Snapshot withCaption(String newKind, String newCaption) {
        return new Snapshot(newKind, newCaption, event, values, marks);
    }
}
