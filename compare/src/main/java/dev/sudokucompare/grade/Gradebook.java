package dev.sudokucompare.grade;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.report.CsvText;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * {@code gradebook.csv}: one row per student, sorted by student id, columns
 * {@code student,language,status,reason,score,max_score}, {@code group:<name>} per group (points
 * earned), the counts of tests per verdict {@code AC..OLE} and {@code CE}, then
 * {@code max_cpu_ms,max_memory_kib,sha256}. Every cell is printable and guarded against being read
 * as a spreadsheet formula ({@link CsvText}).
 */
final class Gradebook {

    public static final String FILE = "gradebook.csv";

    private Gradebook() {
    }

    /** The header for {@code plan}. */
    public static List<String> header(TestPlan plan) {
        List<String> h = new ArrayList<>(List.of("student", "language", "status", "reason", "score", "max_score"));
        plan.groups().forEach(g -> h.add("group:" + g.name()));
        h.addAll(Judgement.VERDICTS);
        h.addAll(List.of("CE", "max_cpu_ms", "max_memory_kib", "sha256"));
        return h;
    }

    /** The file's text, rows in the order given (sorted by student id by the caller). */
    public static String text(TestPlan plan, List<StudentGrade> grades) throws IOException {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setRecordSeparator('\n').build())) {
            csv.printRecord(header(plan));
            for (StudentGrade g : grades) {
                csv.printRecord(row(plan, g).stream().map(CsvText::neutral).toList());
            }
        }
        return out.toString();
    }

    static List<String> row(TestPlan plan, StudentGrade g) {
        Submission s = g.submission();
        List<String> row = new ArrayList<>();
        row.add(OneLine.printable(s.student()));
        row.add(s.language() == null ? "" : s.language().name());
        row.add(g.status().shown());
        row.add(OneLine.of(g.reason(), 300));
        row.add(StudentGrade.shown(g.score(plan)));
        row.add(StudentGrade.shown(plan.maxScore()));
        g.groupPoints(plan).values().forEach(p -> row.add(StudentGrade.shown(p)));
        for (String v : Judgement.VERDICTS) {
            row.add(Integer.toString(g.count(v)));
        }
        row.add(Integer.toString(g.count("CE")));
        long cpu = g.judgements().stream().mapToLong(Judgement::cpuMillis).max().orElse(-1);
        long memory = g.judgements().stream().mapToLong(Judgement::memoryKib).max().orElse(-1);
        row.add(cpu < 0 ? "" : Long.toString(cpu));
        row.add(memory < 0 ? "" : Long.toString(memory));
        row.add(s.sha256());
        return row;
    }
}
