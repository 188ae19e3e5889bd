package dev.sudokucompare.cli;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Map;

/**
 * One case of the verdict-consistency suite: a puzzle, what a program prints for it (or does
 * instead: crash, hang, exit non-zero), what a plug-in returns for it, and the verdict every door
 * must give. {@code output} is null where no text stands for the case (a count: only solvers in
 * process claim counts); {@code plugin} is null where no result stands for it (a layout: a
 * plug-in returns a grid, not text).
 *
 * @param behaviour the replay program's instructions besides its output, as JSON members
 *     ({@code "exit": 1}, {@code "sleep": 5}, ...), or ""
 * @param plugin the plug-in's line for this puzzle: KIND and PAYLOAD joined by a tab
 * @param shown the verdict as every door shows it, {@code WRONG (WA)}
 * @param reason how the reason starts, where the verdict has one every door gives alike ("" for none)
 */
record DoorCase(String name, Grid puzzle, String output, String behaviour, String plugin, String shown, String reason) {

    /** The replay program's line: the puzzle's key, a tab, what to do as JSON. */
    String replayLine() {
        StringBuilder json = new StringBuilder("{");
        if (output != null && output.startsWith(HEX)) {
            json.append("\"hex\": \"").append(output.substring(HEX.length())).append('"');
        } else {
            json.append("\"out\": \"").append(escape(output == null ? "" : output)).append('"');
        }
        if (!behaviour.isEmpty()) {
            json.append(", ").append(behaviour);
        }
        return key(puzzle) + "\t" + json.append('}');
    }

    /** The plug-in's line, or null when the case has no plug-in result. */
    String pluginLine() {
        return plugin == null ? null : key(puzzle) + "\t" + plugin;
    }

    /** The bytes an answer file holds for {@code check}: the output as printed. */
    byte[] answerBytes() {
        return output.startsWith(HEX) ? HexFormat.of().parseHex(output.substring(HEX.length()))
                : output.getBytes(StandardCharsets.UTF_8);
    }

    /** True when a program's output stands for the case (so outside programs can show it). */
    boolean textual() {
        return output != null;
    }

    /** True when the case is text a program prints and exits 0 after: what {@code check} can be given. */
    boolean checkable() {
        return output != null && !behaviour.contains("\"exit\"") && !behaviour.contains("\"signal\"")
                && !behaviour.contains("\"sleep\"") && !behaviour.contains("\"hog\"");
    }

    /** True when the output fits one line of the stream protocol (or is empty: no solution). */
    boolean streamable(PuzzleFormat format) {
        return format.equals(PuzzleFormat.LINE) && output != null && !output.startsWith(HEX);
    }

    /** Bytes given in hex instead of text ({@code "hex:00ff"}): binary output. */
    static final String HEX = "hex:";

    /** The puzzle's values joined by commas: how the replay program and plug-in find the case. */
    static String key(Grid puzzle) {
        StringBuilder key = new StringBuilder();
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            key.append(cell == 0 ? "" : ",").append(puzzle.get(cell));
        }
        return key.toString();
    }

    private static String escape(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                default -> out.append(c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return out.toString();
    }

    /** What the replay program does besides printing, as JSON members. */
    static String behaviour(Map<String, Object> members) {
        StringBuilder json = new StringBuilder();
        members.forEach((k, v) -> json.append(json.length() == 0 ? "" : ", ").append('"').append(k).append("\": ")
                .append(v instanceof String s ? "\"" + escape(s) + "\"" : v));
        return json.toString();
    }
}
