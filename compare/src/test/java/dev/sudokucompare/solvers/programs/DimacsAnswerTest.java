package dev.sudokucompare.solvers.programs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.BitSet;
import org.junit.jupiter.api.Test;

/** Both answer layouts, as the SAT competition's rules and MiniSat's sources define them. */
class DimacsAnswerTest {

    private static BitSet bits(int... set) {
        BitSet b = new BitSet();
        for (int i : set) {
            b.set(i);
        }
        return b;
    }

    @Test
    void competitionLayoutWithCommentsAndAModelOverSeveralLines() throws Exception {
        DimacsAnswer a = DimacsAnswer.competition("c CaDiCaL\nc\ns SATISFIABLE\nv 1 -2 3\nv -4 5 0\nc exit 10\n");
        assertThat(a.verdict()).isEqualTo(DimacsAnswer.Verdict.SATISFIABLE);
        assertThat(a.trueVariables()).isEqualTo(bits(1, 3, 5));
    }

    @Test
    void competitionLayoutUnsatisfiableAndUnknown() throws Exception {
        assertThat(DimacsAnswer.competition("s UNSATISFIABLE\r\n").verdict()).isEqualTo(DimacsAnswer.Verdict.UNSATISFIABLE);
        assertThat(DimacsAnswer.competition("c timeout\ns UNKNOWN\n").verdict()).isEqualTo(DimacsAnswer.Verdict.UNKNOWN);
    }

    @Test
    void minisatResultFile() throws Exception {
        DimacsAnswer sat = DimacsAnswer.resultFile("SAT\n-1 2 -3 4 0\n");
        assertThat(sat.verdict()).isEqualTo(DimacsAnswer.Verdict.SATISFIABLE);
        assertThat(sat.trueVariables()).isEqualTo(bits(2, 4));
        assertThat(DimacsAnswer.resultFile("UNSAT\n").verdict()).isEqualTo(DimacsAnswer.Verdict.UNSATISFIABLE);
        assertThat(DimacsAnswer.resultFile("INDET\n").verdict()).isEqualTo(DimacsAnswer.Verdict.UNKNOWN);
    }

    @Test
    void whatIsNoAnswerSaysWhy() {
        assertThatThrownBy(() -> DimacsAnswer.competition("c only comments\n")).hasMessageContaining("no status line");
        assertThatThrownBy(() -> DimacsAnswer.competition("s SATISFIABLE\n")).hasMessageContaining("no model was printed");
        assertThatThrownBy(() -> DimacsAnswer.competition("s SATISFIABLE\nv 1 2\n")).hasMessageContaining("does not end with 0");
        assertThatThrownBy(() -> DimacsAnswer.competition("s SATISFIABLE\nv 1 -1 0\n"))
                .hasMessageContaining("variable 1 is both true and false");
        assertThatThrownBy(() -> DimacsAnswer.competition("s SATISFIABLE\nv 1 x 0\n")).hasMessageContaining("'x'");
        assertThatThrownBy(() -> DimacsAnswer.competition("s SATISFIABLE\nv 1 0 2\n")).hasMessageContaining("after the model's closing 0");
        assertThatThrownBy(() -> DimacsAnswer.competition("s SATISFIABLE\ns UNSATISFIABLE\nv 0\n")).hasMessageContaining("two status lines");
        assertThatThrownBy(() -> DimacsAnswer.competition("s UNSATISFIABLE\nv 1 0\n")).hasMessageContaining("a model with a unsatisfiable answer");
        assertThatThrownBy(() -> DimacsAnswer.competition("s MAYBE\n")).hasMessageContaining("unknown status 'MAYBE'");
        assertThatThrownBy(() -> DimacsAnswer.resultFile("")).hasMessageContaining("result file is empty");
        assertThatThrownBy(() -> DimacsAnswer.competition("s SATISFIABLE\nv 99999999999 0\n")).hasMessageContaining("not a literal");
    }
}
