package dev.sudokucompare.core.cnf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.reader.DimacsReader;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;

/**
 * The DIMACS file as an outside solver sees it: read back by Sat4j's own DIMACS reader into a
 * fresh solver, whose models, decoded with nothing but the file's {@code c var} comments, are the
 * datasets' solutions; its models counted with blocking clauses are the datasets' counts; and an
 * unsolvable puzzle's file is unsatisfiable.
 */
class DimacsRoundTripTest {

    private static final Pattern VAR = Pattern.compile("c var (\\d+) = r(\\d+)c(\\d+)=(\\d+)");

    static Stream<Arguments> configurations() {
        return Stream.of(Encoding.values()).flatMap(e -> Stream.of(Givens.values()).map(g -> Arguments.of(e, g)));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("configurations")
    void uniquePuzzlesDecodeToTheirSolutions(Encoding encoding, Givens givens) throws Exception {
        List<Grid> puzzles = Datasets.grids("special-unique.txt");
        List<Grid> solutions = Datasets.grids("special-unique.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            External file = External.read(DimacsWriter.toString(SudokuCnf.of(puzzles.get(i), encoding, givens)), puzzles.get(i));
            assertThat(file.solver.isSatisfiable()).as("line %d", i + 1).isTrue();
            assertThat(file.decode()).as("line %d", i + 1).isEqualTo(solutions.get(i));
            assertThat(file.blockAndCount(2)).as("line %d is unique", i + 1).isEqualTo(1);
        }
        Grid sixteen = Datasets.grids("sudoku16-janko-55.txt").get(0);
        External file = External.read(DimacsWriter.toString(SudokuCnf.of(sixteen, encoding, givens)), sixteen);
        assertThat(file.solver.isSatisfiable()).isTrue();
        assertThat(file.decode()).isEqualTo(Datasets.grids("sudoku16-janko-55.solutions.txt").get(0));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("configurations")
    void modelsCountedOutsideAreTheDatasetsCounts(Encoding encoding, Givens givens) throws Exception {
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt", 6);
        List<String> counts = Datasets.lines("multi-solutions.counts.txt", 6);
        for (int i = 0; i < puzzles.size(); i++) {
            External file = External.read(DimacsWriter.toString(SudokuCnf.of(puzzles.get(i), encoding, givens)), puzzles.get(i));
            assertThat(file.blockAndCount(10_000)).as("line %d", i + 1).isEqualTo(Long.parseLong(counts.get(i)));
        }
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("configurations")
    void unsolvablePuzzlesAreUnsatisfiable(Encoding encoding, Givens givens) throws Exception {
        for (Grid puzzle : Datasets.grids("no-solution.txt")) {
            String text = DimacsWriter.toString(SudokuCnf.of(puzzle, encoding, givens));
            boolean refuted;
            try {
                refuted = !External.read(text, puzzle).solver.isSatisfiable();
            } catch (ContradictionException e) {
                refuted = true; // clashing unit clauses while reading: unsatisfiable all the same
            }
            assertThat(refuted).as("%s", puzzle).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("configurations")
    void theHeaderCountsTheClauseLinesAndNamesEveryVariable(Encoding encoding, Givens givens) {
        Grid puzzle = Datasets.grids("norvig-top95.txt").get(0);
        List<String> lines = DimacsWriter.toString(SudokuCnf.of(puzzle, encoding, givens)).lines().toList();
        String header = lines.stream().filter(l -> l.startsWith("p cnf ")).findFirst().orElseThrow();
        String[] words = header.split(" ");
        int variables = Integer.parseInt(words[2]);
        long clauses = Long.parseLong(words[3]);
        int headerAt = lines.indexOf(header);
        assertThat(lines.subList(0, headerAt)).allMatch(l -> l.startsWith("c"));
        assertThat(lines.subList(headerAt + 1, lines.size())).hasSize((int) clauses).allMatch(l -> l.endsWith(" 0") || l.equals("0"));
        assertThat(lines.stream().filter(l -> VAR.matcher(l).matches())).hasSize(variables);
        if (givens != Givens.REDUCE) {
            assertThat(variables).isEqualTo(9 * 9 * 9);
            assertThat(lines).contains("c var 1 = r1c1=1", "c var 729 = r9c9=9");
        }
    }

    @Test
    void notesAndAddedClausesWithTheirOwnVariables() throws Exception {
        Grid puzzle = Datasets.grids("special-unique.txt").get(0);
        Grid solution = Datasets.grids("special-unique.solutions.txt").get(0);
        SudokuCnf cnf = SudokuCnf.of(puzzle, Encoding.EXTENDED, Givens.REDUCE);
        Variables vars = cnf.variables();
        int n = vars.count();
        List<int[]> added = new ArrayList<>();
        List<Integer> block = new ArrayList<>();
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            if (puzzle.get(cell) == 0) {
                block.add(-vars.of(cell, solution.get(cell)));
            }
        }
        added.add(block.stream().mapToInt(Integer::intValue).toArray());
        added.add(new int[] {n + 1, n + 2});
        String text = DimacsWriter.toString(cnf, List.of("from a file\nwith a line break"), added);
        assertThat(text.lines()).contains("c from a file with a line break",
                "c vars " + (n + 1) + ".." + (n + 2) + " name no cell: they belong to the added clauses");
        assertThat(text).contains("\np cnf " + (n + 2) + " ");
        assertThat(External.read(text, puzzle).solver.isSatisfiable()).as("the only solution blocked").isFalse();
        External withAux = External.read(DimacsWriter.toString(cnf, List.of(), List.of(new int[] {n + 1})), puzzle);
        assertThat(withAux.solver.isSatisfiable()).isTrue();
        assertThat(withAux.decode()).isEqualTo(solution);

        String empty = DimacsWriter.toString(cnf, List.of(), List.of(new int[] {n + 1}, new int[0]));
        assertThat(empty).contains("c aux " + (n + 2) + " names no cell").contains("\np cnf " + (n + 2) + " ");
        boolean refuted;
        try {
            refuted = !External.read(empty, puzzle).solver.isSatisfiable();
        } catch (ContradictionException e) {
            refuted = true;
        }
        assertThat(refuted).as("an added empty clause").isTrue();
    }

    /** A DIMACS text loaded into a fresh Sat4j solver by its reader, decoded through its comments alone. */
    private record External(ISolver solver, Map<Integer, int[]> meaning, Grid puzzle) {

        static External read(String dimacs, Grid puzzle) throws Exception {
            ISolver solver = SolverFactory.newDefault();
            new DimacsReader(solver).parseInstance(new ByteArrayInputStream(dimacs.getBytes(StandardCharsets.US_ASCII)));
            Map<Integer, int[]> meaning = new HashMap<>();
            for (String line : dimacs.lines().toList()) {
                Matcher m = VAR.matcher(line);
                if (m.matches()) {
                    meaning.put(Integer.parseInt(m.group(1)), new int[] {Integer.parseInt(m.group(2)) - 1,
                            Integer.parseInt(m.group(3)) - 1, Integer.parseInt(m.group(4))});
                }
            }
            // Under givens=reduce the givens have no variables: the file's own puzzle line supplies them.
            Matcher p = Pattern.compile("(?m)^c puzzle (\\S+)$").matcher(dimacs);
            assertThat(p.find()).isTrue();
            Grid written = Grid.parse(p.group(1));
            assertThat(written).isEqualTo(puzzle);
            return new External(solver, meaning, written);
        }

        Grid decode() {
            Shape shape = puzzle.shape();
            int[] values = puzzle.toArray();
            for (int literal : solver.model()) {
                int[] rcv = meaning.get(Math.abs(literal));
                if (literal > 0 && rcv != null) { // null: the auxiliary variable of a formula without cells
                    values[shape.cell(rcv[0], rcv[1])] = rcv[2];
                }
            }
            return Grid.of(shape, values);
        }

        long blockAndCount(int limit) throws Exception {
            long count = 0;
            while (count < limit && solver.isSatisfiable()) {
                count++;
                int[] model = solver.model();
                VecInt block = new VecInt();
                for (int literal : model) {
                    if (literal > 0) {
                        block.push(-literal);
                    }
                }
                try {
                    solver.addClause(block);
                } catch (ContradictionException e) {
                    break;
                }
            }
            return count;
        }
    }
}
