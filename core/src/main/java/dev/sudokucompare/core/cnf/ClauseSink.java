package dev.sudokucompare.core.cnf;

/** Receives the clauses of a formula one at a time, as DIMACS literals (variable, or its negation). */
@FunctionalInterface
public interface ClauseSink {

    /** One clause; the array is the sink's to keep. An empty array is the empty clause (unsatisfiable). */
    void clause(int[] literals);
}
