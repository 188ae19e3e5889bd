package dev.sudokucompare.cli;

import dev.sudokucompare.report.Printable;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;

/**
 * The last guard before a terminal, with the tool's one sanitiser ({@link Printable}): every
 * character that could steer it (C0 and C1 controls such
 * as ESC, DEL, bidirectional and other invisible format characters, Unicode line separators) is
 * written as '?'. Only line feed and tab pass: the tool's own output needs them, and they cannot
 * move the cursor back over what was printed. Texts from outside are made printable where they
 * enter; this catches whatever a new code path forgets.
 */
final class PrintableWriter extends FilterWriter {

    PrintableWriter(Writer out) {
        super(out);
    }

    static boolean allowed(int c) {
        return Printable.allowed(c);
    }

    @Override
    public void write(int c) throws IOException {
        out.write(allowed(c) ? c : '?');
    }

    @Override
    public void write(char[] buf, int off, int len) throws IOException {
        char[] copy = null;
        for (int i = 0; i < len; i++) {
            if (!allowed(buf[off + i])) {
                if (copy == null) {
                    copy = new char[len];
                    System.arraycopy(buf, off, copy, 0, len);
                }
                copy[i] = '?';
            }
        }
        out.write(copy == null ? buf : copy, copy == null ? off : 0, len);
    }

    @Override
    public void write(String str, int off, int len) throws IOException {
        write(str.toCharArray(), off, len);
    }
}
