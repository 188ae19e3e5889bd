package dev.sudokucompare.core.format;

import dev.sudokucompare.core.LineSpelling;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Mode;
import java.io.Reader;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * How puzzles are written down. An immutable value with named constants for the formats the
 * tool knows, and a {@link Builder} for variants (another blank symbol, a stated box shape).
 */
public final class PuzzleFormat {

    /** The three ways a grid is laid out on the page. */
    enum Layout { ONE_LINE, DIGIT_ROWS, NUMBER_ROWS }

    /** One puzzle per line, {@code .} or {@code 0} blank, {@code 1-9A-Z} values (datasets' encoding). */
    public static final PuzzleFormat LINE = new PuzzleFormat("line", Layout.ONE_LINE, null, null, '.');

    /** BOJ 2580: 9 lines of 9 space-separated numbers, 0 blank. */
    public static final PuzzleFormat BOJ2580 = new PuzzleFormat("boj2580", Layout.NUMBER_ROWS, Shape.CLASSIC, null, '0');

    /** BOJ 2239 / Project Euler 96: 9 lines of 9 digits, 0 blank; {@code Grid NN} headers are skipped. */
    public static final PuzzleFormat BOJ2239 = new PuzzleFormat("boj2239", Layout.DIGIT_ROWS, Shape.CLASSIC, null, '0');

    /** N lines of N whitespace-separated numbers (any N), puzzles separated by blank lines. */
    public static final PuzzleFormat TOKENS = new PuzzleFormat("tokens", Layout.NUMBER_ROWS, null, null, '0');

    private static final List<PuzzleFormat> KNOWN = List.of(LINE, BOJ2580, BOJ2239, TOKENS);

    private final String name;
    private final Layout layout;
    private final Shape shape;
    private final Shape stated;
    private final char blank;

    private PuzzleFormat(String name, Layout layout, Shape shape, Shape stated, char blank) {
        this.name = name;
        this.layout = layout;
        this.shape = shape;
        this.stated = stated;
        this.blank = blank;
    }

    /** The formats this module reads and writes (Kaggle CSV is read by the command line). */
    public static List<PuzzleFormat> known() {
        return KNOWN;
    }

    /** The known format of that name, case-insensitive. */
    public static PuzzleFormat byName(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return KNOWN.stream().filter(f -> f.name.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown format '" + name + "'; known: "
                        + String.join(", ", KNOWN.stream().map(PuzzleFormat::name).toList())));
    }

    /** One line on the layout, for lists and help. */
    public String description() {
        return switch (name) {
            case "line" -> "one puzzle per line; '.' or '0' blank; 1-9 then A-Z for 10.. (16x16, 25x25)";
            case "boj2580" -> "9 lines of 9 space-separated numbers, 0 blank (BOJ 2580)";
            case "boj2239" -> "9 lines of 9 digits, 0 blank; 'Grid NN' headers skipped (BOJ 2239, Project Euler 96)";
            case "tokens" -> "N lines of N whitespace-separated numbers, any N; blank line between puzzles";
            default -> name + " (a variant)";
        };
    }

    /**
     * What a puzzle written this way asks for: BOJ 2239 asks for the smallest completion
     * ({@link Mode#LEXMIN}), every other format for any one ({@link Mode#FIRST}).
     */
    public Mode impliedMode() {
        return name.equals("boj2239") ? Mode.LEXMIN : Mode.FIRST;
    }

    public String name() {
        return name;
    }

    /** The fixed shape of this format, or null when the input decides. */
    public Shape shape() {
        return shape;
    }

    /** The box shape stated for grids of its side ({@code --shape}), or null. */
    public Shape statedShape() {
        return stated;
    }

    /** True when grids of this format may need a {@code # shape} line to be read back (not BOJ's fixed 9x9). */
    boolean statesShapes() {
        return shape == null;
    }

    /** True for one grid per line. */
    boolean isOneLine() {
        return layout == Layout.ONE_LINE;
    }

    /** True for rows of whitespace-separated numbers (BOJ 2580, tokens). */
    boolean isNumberRows() {
        return layout == Layout.NUMBER_ROWS;
    }

    /** The symbol written for an empty cell. */
    public char blank() {
        return blank;
    }

    public Builder builder() {
        return new Builder(this);
    }

    /** A streaming reader of {@code in}; {@code source} names it in messages. */
    public PuzzleReader reader(Reader in, String source) {
        Objects.requireNonNull(source);
        return layout == Layout.ONE_LINE
                ? new LineReader(new LineSource(in), source, stated)
                : new RowsReader(new LineSource(in), source, shape, stated, layout == Layout.DIGIT_ROWS);
    }

    /** The grid exactly as this format writes it, ending with a newline. */
    public String write(Grid grid) {
        if (shape != null && !shape.equals(grid.shape())) {
            throw new IllegalArgumentException(name + " writes " + shape + " grids, not " + grid.shape());
        }
        int n = grid.size();
        StringBuilder out = new StringBuilder(grid.shape().cellCount() * 2 + n);
        switch (layout) {
            case ONE_LINE -> {
                if (n > LineSpelling.MAX_VALUE) {
                    // Grid.toString's comma list is for messages: no reader takes it back.
                    throw new IllegalArgumentException("the line format spells values up to " + LineSpelling.MAX_VALUE
                            + " only, not a " + grid.shape() + " grid: use tokens");
                }
                String line = grid.toString();
                out.append(blank == '.' ? line : line.replace('.', blank)).append('\n');
            }
            case DIGIT_ROWS -> {
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        int v = grid.get(r, c);
                        out.append(v == 0 ? blank : LineSpelling.symbol(v));
                    }
                    out.append('\n');
                }
            }
            case NUMBER_ROWS -> {
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        out.append(c == 0 ? "" : " ").append(grid.get(r, c));
                    }
                    out.append('\n');
                }
            }
        }
        return out.toString();
    }

    /** A writer of a file of several records in this format, each read back as it is ({@link RecordWriter}). */
    public RecordWriter recordWriter() {
        return new RecordWriter(this);
    }

    /** What goes between two records written one after another (a blank line for tokens). */
    public String recordSeparator() {
        return layout == Layout.NUMBER_ROWS && shape == null ? "\n" : "";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PuzzleFormat f && f.name.equals(name) && f.layout == layout
                && Objects.equals(f.shape, shape) && Objects.equals(f.stated, stated) && f.blank == blank;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, layout, shape, stated, blank);
    }

    @Override
    public String toString() {
        return name;
    }

    /** Builds a variant of a format. */
    public static final class Builder {
        private final PuzzleFormat base;
        private Shape stated;
        private char blank;

        private Builder(PuzzleFormat base) {
            this.base = base;
            this.stated = base.stated;
            this.blank = base.blank;
        }

        /**
         * States the box shape of the grids of its side, e.g. 6x6 with 3x2 boxes: what a side with
         * two possible box shapes needs to be read. Grids of other sides keep their own shape.
         *
         * @throws IllegalArgumentException for a format of fixed shape (BOJ: 9x9) and another shape
         */
        public Builder setShape(Shape shape) {
            if (base.shape != null && shape != null && !base.shape.equals(shape)) {
                throw new IllegalArgumentException(base.name + " holds " + base.shape + " grids only, not " + shape);
            }
            this.stated = base.shape != null ? null : shape;
            return this;
        }

        /** The symbol written for an empty cell ({@code .} or {@code 0}). */
        public Builder setBlank(char symbol) {
            if (LineSpelling.BLANKS.indexOf(symbol) < 0) {
                throw new IllegalArgumentException("blank must be one of " + LineSpelling.BLANKS);
            }
            this.blank = symbol;
            return this;
        }

        public PuzzleFormat build() {
            return new PuzzleFormat(base.name, base.layout, base.shape, stated, blank);
        }
    }
}
