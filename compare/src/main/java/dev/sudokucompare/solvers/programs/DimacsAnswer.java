package dev.sudokucompare.solvers.programs;

import java.util.BitSet;
import java.util.Locale;

/**
 * A SAT solver's answer, read from one of the two layouts solvers write. The SAT competition's,
 * on standard output (CaDiCaL, PicoSAT, Kissat, CryptoMiniSat, Lingeling): comment lines
 * {@code c ...}, one status line {@code s SATISFIABLE}, {@code s UNSATISFIABLE} or
 * {@code s UNKNOWN}, and for a satisfiable formula the model as {@code v} lines of literals ended
 * by {@code 0}. MiniSat's result file: {@code SAT} and a line of literals ended by {@code 0},
 * {@code UNSAT}, or {@code INDET}. A literal k says variable k is true, -k false; a variable the
 * model leaves out counts as false.
 */
record DimacsAnswer(Verdict verdict, BitSet trueVariables) {

    enum Verdict { SATISFIABLE, UNSATISFIABLE, UNKNOWN }

    /** Far above any formula written here (a 64x64 grid has 262,144 cell variables). */
    private static final int MAX_VARIABLE = 1 << 24;

    /** Output that is no answer in the layout expected; the message says what is wrong. */
    static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreadable(String why) {
            super(why, null, false, false);
        }
    }

    /** The competition layout: {@code s} and {@code v} lines among comments. */
    static DimacsAnswer competition(String stdout) throws Unreadable {
        Verdict verdict = null;
        BitSet model = new BitSet();
        BitSet seen = new BitSet();
        boolean ended = false;
        boolean anyValue = false;
        for (String raw : stdout.split("\r?\n|\r")) {
            String line = raw.strip();
            if (line.startsWith("s ") || line.equals("s")) {
                if (verdict != null) {
                    throw new Unreadable("two status lines ('s ...')");
                }
                verdict = verdict(line.substring(1).strip(), "SATISFIABLE", "UNSATISFIABLE", "UNKNOWN");
            } else if (line.startsWith("v ") || line.equals("v")) {
                anyValue = true;
                ended = literals(line.substring(1), model, seen, ended);
            }
        }
        if (verdict == null) {
            throw new Unreadable("no status line ('s SATISFIABLE' or 's UNSATISFIABLE') in its output");
        }
        return checked(verdict, model, anyValue, ended);
    }

    /** MiniSat's result file: the verdict on the first line, the model's literals after it. */
    static DimacsAnswer resultFile(String text) throws Unreadable {
        String[] lines = text.strip().split("\\s*\\R\\s*", 2);
        if (lines[0].isEmpty()) {
            throw new Unreadable("its result file is empty");
        }
        Verdict verdict = verdict(lines[0], "SAT", "UNSAT", "INDET");
        BitSet model = new BitSet();
        boolean anyValue = lines.length > 1 && !lines[1].isBlank();
        boolean ended = anyValue && literals(lines[1], model, new BitSet(), false);
        return checked(verdict, model, anyValue, ended);
    }

    private static Verdict verdict(String word, String sat, String unsat, String unknown) throws Unreadable {
        String w = word.toUpperCase(Locale.ROOT);
        if (w.equals(sat)) {
            return Verdict.SATISFIABLE;
        }
        if (w.equals(unsat)) {
            return Verdict.UNSATISFIABLE;
        }
        if (w.equals(unknown)) {
            return Verdict.UNKNOWN;
        }
        throw new Unreadable("unknown status '" + word + "' (expected " + sat + ", " + unsat + " or " + unknown + ")");
    }

    /** Reads literals into {@code model}; true once the closing 0 was read. */
    private static boolean literals(String text, BitSet model, BitSet seen, boolean endedBefore) throws Unreadable {
        boolean ended = endedBefore;
        for (String token : text.strip().split("\\s+")) {
            if (token.isEmpty()) {
                continue;
            }
            int literal;
            try {
                literal = Integer.parseInt(token);
            } catch (NumberFormatException e) {
                throw new Unreadable("'" + token + "' in the model is not a literal");
            }
            if (ended) {
                throw new Unreadable("literal " + literal + " after the model's closing 0");
            }
            if (literal == 0) {
                ended = true;
            } else if (literal == Integer.MIN_VALUE || Math.abs(literal) > MAX_VARIABLE) {
                throw new Unreadable("literal " + literal + " is out of range");
            } else {
                int variable = Math.abs(literal);
                // Bit 2v holds "v is true", bit 2v+1 "v is false": a variable given both ways is nonsense.
                int bit = 2 * variable + (literal > 0 ? 0 : 1);
                if (seen.get(bit ^ 1)) {
                    throw new Unreadable("variable " + variable + " is both true and false in the model");
                }
                seen.set(bit);
                if (literal > 0) {
                    model.set(variable);
                }
            }
        }
        return ended;
    }

    private static DimacsAnswer checked(Verdict verdict, BitSet model, boolean anyValue, boolean ended)
            throws Unreadable {
        if (verdict == Verdict.SATISFIABLE && !anyValue) {
            throw new Unreadable("satisfiable, but no model was printed");
        }
        if (verdict == Verdict.SATISFIABLE && !ended) {
            throw new Unreadable("the model does not end with 0 (cut short?)");
        }
        if (verdict != Verdict.SATISFIABLE && anyValue) {
            throw new Unreadable("a model with a " + verdict.name().toLowerCase(Locale.ROOT) + " answer");
        }
        return new DimacsAnswer(verdict, model);
    }
}
