package dev.sudokucompare.core.format;

/**
 * Guesses a format from the first lines of an input: a row of 9 single-space-separated numbers
 * is BOJ 2580, other number rows are tokens, a row of 9 digits (or a {@code Grid} header) is
 * BOJ 2239, anything else one puzzle per line.
 */
public final class FormatSniffer {

    private FormatSniffer() {
    }

    /**
     * The likely format of text starting with {@code head}. A {@code # shape} line marks a file of
     * one-line (or tokens) grids: a 3x3 grid's line of 9 symbols is then not taken for a BOJ 2239 row.
     */
    public static PuzzleFormat sniff(String head) {
        boolean statesShape = false;
        for (String raw : head.split("\r\n|\r|\n")) {
            String line = raw.strip();
            if (line.startsWith("\uFEFF")) {
                line = line.substring(1).strip();
            }
            if (line.startsWith("#")) {
                statesShape |= StatedShapes.isStatement(line);
                continue;
            }
            if (line.isEmpty()) {
                continue;
            }
            if (statesShape && line.matches("[0-9.]{9}")) {
                return PuzzleFormat.LINE;
            }
            if (line.regionMatches(true, 0, "Grid", 0, 4)) {
                return PuzzleFormat.BOJ2239;
            }
            if (line.matches("\\d+(\\s+\\d+)+")) {
                return line.split("\\s+").length == 9 ? PuzzleFormat.BOJ2580 : PuzzleFormat.TOKENS;
            }
            if (line.matches("[0-9.]{9}")) {
                return PuzzleFormat.BOJ2239;
            }
            return PuzzleFormat.LINE;
        }
        return PuzzleFormat.LINE;
    }
}
