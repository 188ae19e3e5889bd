package dev.sudokucompare.core.cnf;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link SudokuCnf} in DIMACS CNF, for any SAT solver: comment lines first (the puzzle,
 * the encoding, and what each variable means, {@code c var 1 = r1c1=1}), then the
 * {@code p cnf VARIABLES CLAUSES} header, then one clause per line ending in {@code 0}. Givens
 * are written as unit clauses whatever the policy, since DIMACS has no assumptions. Where the
 * formula has an empty clause or no variable, one auxiliary variable (named in a {@code c aux}
 * comment) stands in, so that strict readers accept the file.
 */
public final class DimacsWriter {

    private DimacsWriter() {
    }

    public static void write(SudokuCnf cnf, Writer out) throws IOException {
        write(cnf, List.of(), List.of(), out);
    }

    /**
     * As {@link #write(SudokuCnf, Writer)}, with {@code notes} as comment lines after the header
     * (line breaks become spaces) and {@code added} clauses after the formula's own, e.g. blocking
     * clauses or an order constraint. Added clauses may use auxiliary variables numbered above the
     * formula's; a comment says where they start.
     */
    public static void write(SudokuCnf cnf, List<String> notes, List<int[]> added, Writer out) throws IOException {
        Variables vars = cnf.variables();
        List<int[]> clauses = new ArrayList<>();
        cnf.emit(clauses::add, true);
        clauses.addAll(added);
        int used = vars.count();
        for (int[] clause : added) {
            for (int literal : clause) {
                used = Math.max(used, Math.abs(literal));
            }
        }
        // Strict readers (Sat4j's among them) want at least one variable and no "0" line: an empty
        // clause becomes a fresh variable forced both ways, an empty formula one forced true.
        boolean unsatisfiable = clauses.removeIf(c -> c.length == 0);
        int aux = unsatisfiable || used == 0 ? used + 1 : 0;
        if (aux != 0) {
            clauses.add(new int[] {aux});
            if (unsatisfiable) {
                clauses.add(new int[] {-aux});
            }
        }
        out.write("c sudoku-compare: a " + vars.shape() + " puzzle as CNF, encoding " + cnf.encoding().specName()
                + ", givens " + cnf.givens().specName() + (cnf.givens() == Givens.ASSUMPTIONS ? " (written as unit clauses)" : "")
                + "\n");
        out.write("c puzzle " + cnf.puzzle() + "\n");
        for (String note : notes) {
            out.write("c " + note.replace('\n', ' ').replace('\r', ' ') + "\n");
        }
        out.write("c a true variable k means the cell holds the value named on its line below\n");
        for (int k = 1; k <= vars.count(); k++) {
            out.write("c var " + k + " = " + vars.describe(k) + "\n");
        }
        if (used > vars.count()) {
            out.write("c vars " + (vars.count() + 1) + ".." + used + " name no cell: they belong to the added clauses\n");
        }
        if (aux != 0) {
            out.write("c aux " + aux + " names no cell: " + (unsatisfiable
                    ? "clauses '" + aux + " 0' and '-" + aux + " 0' stand for an empty clause (a cell or unit without candidates)"
                    : "the formula has no cell variables (no open cell), so '" + aux + " 0' is its only clause") + "\n");
        }
        out.write("p cnf " + Math.max(used, aux) + " " + clauses.size() + "\n");
        StringBuilder line = new StringBuilder();
        for (int[] clause : clauses) {
            line.setLength(0);
            for (int literal : clause) {
                line.append(literal).append(' ');
            }
            out.write(line.append("0\n").toString());
        }
        out.flush();
    }

    /** The whole file as a string (for tests and small grids). */
    public static String toString(SudokuCnf cnf) {
        return toString(cnf, List.of(), List.of());
    }

    /** As {@link #write(SudokuCnf, List, List, Writer)}, as a string (a program's standard input, say). */
    public static String toString(SudokuCnf cnf, List<String> notes, List<int[]> added) {
        StringWriter out = new StringWriter();
        try {
            write(cnf, notes, added, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
