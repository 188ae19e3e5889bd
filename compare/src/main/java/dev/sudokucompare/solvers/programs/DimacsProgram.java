package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.process.ProgramRuns;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a DIMACS SAT solver program is called. By default it reads the CNF on standard input and
 * answers in the SAT competition's layout on standard output ({@code s} and {@code v} lines):
 * CaDiCaL, PicoSAT, Kissat, CryptoMiniSat and Lingeling do. A word holding {@code {cnf}} gets the
 * path of a file with the CNF instead, and one holding {@code {model}} the path of a file the
 * program writes its answer to, read in either layout. MiniSat reads no standard input when given
 * a result file and prints its model only there: a command whose program is named
 * {@code minisat...} and has neither placeholder gets {@code {cnf} {model}} appended.
 */
final class DimacsProgram {

    static final String CNF = "{cnf}";
    static final String MODEL = "{model}";

    private final List<String> words;
    private final boolean cnfFile;
    private final boolean modelFile;

    private DimacsProgram(List<String> words) {
        this.words = List.copyOf(words);
        this.cnfFile = words.stream().anyMatch(w -> w.contains(CNF));
        this.modelFile = words.stream().anyMatch(w -> w.contains(MODEL));
    }

    /** @throws IllegalArgumentException for an empty command or an unclosed quote */
    static DimacsProgram of(String command) {
        if (command.isBlank()) {
            throw new IllegalArgumentException("dimacs: needs a SAT solver command, e.g. dimacs:cadical");
        }
        List<String> words = new ArrayList<>(ProgramRuns.words(command));
        boolean placeholders = words.stream().anyMatch(w -> w.contains(CNF) || w.contains(MODEL));
        if (!placeholders && isMinisat(words.get(0))) {
            words.add(CNF);
            words.add(MODEL);
        }
        return new DimacsProgram(words);
    }

    private static boolean isMinisat(String program) {
        return fileName(program).toLowerCase(Locale.ROOT).startsWith("minisat");
    }

    private static String fileName(String program) {
        return program.substring(program.lastIndexOf('/') + 1);
    }

    /** The program's name as answers mention it: the file name of its first word. */
    String program() {
        return fileName(words.get(0));
    }

    /** True when the CNF goes into a file rather than to standard input. */
    boolean readsCnfFile() {
        return cnfFile;
    }

    /** True when the answer comes from a file rather than standard output. */
    boolean writesModelFile() {
        return modelFile;
    }

    /** The words to run, placeholders replaced by the files' paths. */
    List<String> command(Path cnf, Path model) {
        return words.stream().map(w -> w.replace(CNF, cnf.toString()).replace(MODEL, model.toString())).toList();
    }
}
