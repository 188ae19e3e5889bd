package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The last guard before a terminal lets through text, line feeds and tabs, and nothing that steers it. */
class PrintableWriterTest {

    @Test
    void escapesBellsBidiOverridesAndLineSeparatorsBecomeQuestionMarks() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintWriter out = Main.terminal(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        out.print("ok\tus\n\u001b[2J\u001b]52;c;eA==\u0007\u009b31m\u202egnp.exe\u2028\r\u0000\u007f end");
        out.flush();
        String shown = bytes.toString(StandardCharsets.UTF_8);
        assertThat(shown).isEqualTo("ok\tus\n?[2J?]52;c;eA==??31m?gnp.exe???? end");
    }
}
