package dev.sudokucompare.doctest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fenced block of a Markdown file: its language, its lines, where it starts, the
 * {@code <!-- doc-test: ... -->} mark before it (if any) and its output block: the one right after it, or
 * one further down marked {@code <!-- doc-test: output -->}.
 */
record DocBlock(Path file, int line, String language, List<String> lines, String mark, DocBlock output) {

    private static final Pattern MARK = Pattern.compile("^<!--\\s*doc-test:\\s*(.*?)\\s*-->\\s*$");

    String where() {
        return file.getFileName() + ":" + line;
    }

    boolean shell() {
        return language.equals("bash") || language.equals("sh") || language.equals("shell");
    }

    boolean markedSkip() {
        return mark.startsWith("skip");
    }

    boolean markedSlow() {
        return mark.startsWith("slow");
    }

    /** The file's fenced blocks, each shell block paired with the output block that follows it. */
    static List<DocBlock> read(Path file) throws IOException {
        List<String> all = Files.readAllLines(file);
        List<DocBlock> plain = new ArrayList<>();
        List<Integer> ends = new ArrayList<>();
        String mark = "";
        for (int i = 0; i < all.size(); i++) {
            String l = all.get(i);
            Matcher m = MARK.matcher(l);
            if (m.matches()) {
                mark = m.group(1);
                continue;
            }
            if (l.startsWith("```")) {
                String language = l.substring(3).strip();
                int start = i + 1;
                int end = start;
                while (end < all.size() && !all.get(end).startsWith("```")) {
                    end++;
                }
                plain.add(new DocBlock(file, start, language, List.copyOf(all.subList(start, Math.min(end, all.size()))),
                        mark, null));
                ends.add(end);
                i = end;
                mark = "";
            } else if (!l.isBlank()) {
                mark = "";
            }
        }
        List<DocBlock> blocks = new ArrayList<>();
        for (int k = 0; k < plain.size(); k++) {
            DocBlock b = plain.get(k);
            DocBlock next = k + 1 < plain.size() ? plain.get(k + 1) : null;
            boolean adjacent = next != null && next.language().isEmpty()
                    && all.subList(ends.get(k) + 1, next.line() - 1).stream().allMatch(String::isBlank);
            blocks.add(b.shell() && adjacent ? new DocBlock(file, b.line, b.language, b.lines, b.mark, next) : b);
        }
        // A block marked "output" further down is the output of the last shell block before it.
        for (int k = 0; k < blocks.size(); k++) {
            if (blocks.get(k).language().isEmpty() && blocks.get(k).mark().startsWith("output")) {
                for (int j = k - 1; j >= 0; j--) {
                    DocBlock b = blocks.get(j);
                    if (b.shell()) {
                        blocks.set(j, new DocBlock(file, b.line, b.language, b.lines, b.mark, blocks.get(k)));
                        break;
                    }
                }
            }
        }
        return blocks;
    }
}
