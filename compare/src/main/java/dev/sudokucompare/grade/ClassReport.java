package dev.sudokucompare.grade;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code report.html}: the class at a glance — the score histogram, the student × group matrix,
 * and the tests most often failed. A static page, no script, every name escaped; the three tables
 * carry ids ({@code histogram}, {@code matrix}, {@code most-failed}) for a reader or a script.
 */
final class ClassReport {

    private static final int BINS = 10;

    private ClassReport() {
    }

    static String html(GradeRun.Settings settings, List<StudentGrade> grades) {
        TestPlan plan = settings.plan();
        StringBuilder h = new StringBuilder(Html.pageStart("Class report"));
        h.append("<h1>Class report</h1>\n");
        if (!settings.sandboxed()) {
            h.append("<p class=\"warn\">Warning: ").append(Html.escape(GradeRun.UNSANDBOXED)).append(".</p>\n");
        }
        long graded = grades.stream().filter(g -> g.status() == StudentGrade.Status.GRADED).count();
        long ce = grades.stream().filter(g -> g.status() == StudentGrade.Status.COMPILE_ERROR).count();
        h.append("<p>").append(grades.size()).append(" submissions: ").append(graded).append(" graded, ").append(ce)
                .append(" did not compile, ").append(grades.size() - graded - ce).append(" rejected. Plan: ")
                .append(Html.escape(plan.shown())).append(" (").append(plan.groups().size()).append(" groups, ")
                .append(plan.testCount()).append(" tests, ").append(StudentGrade.shown(plan.maxScore()))
                .append(" points); problem ").append(plan.problem().name()).append(".</p>\n");
        histogram(h, plan, grades);
        matrix(h, plan, grades);
        mostFailed(h, plan, grades);
        return h.append(Html.pageEnd()).toString();
    }

    private static void histogram(StringBuilder h, TestPlan plan, List<StudentGrade> grades) {
        h.append("<h2>Scores</h2>\n<table id=\"histogram\"><tr><th>score</th><th>students</th><th></th></tr>\n");
        BigDecimal max = plan.maxScore();
        int[] bins = new int[BINS];
        for (StudentGrade g : grades) {
            int bin = max.signum() == 0 ? 0 : g.score(plan).multiply(BigDecimal.valueOf(BINS))
                    .divide(max, 0, RoundingMode.FLOOR).intValue();
            bins[Math.min(BINS - 1, Math.max(0, bin))]++;
        }
        for (int b = 0; b < BINS; b++) {
            BigDecimal from = max.multiply(BigDecimal.valueOf(b)).divide(BigDecimal.valueOf(BINS), 2, RoundingMode.HALF_EVEN);
            BigDecimal to = max.multiply(BigDecimal.valueOf(b + 1)).divide(BigDecimal.valueOf(BINS), 2, RoundingMode.HALF_EVEN);
            h.append("<tr><td>").append(StudentGrade.shown(from)).append(b == BINS - 1 ? " – " : " – &lt; ")
                    .append(StudentGrade.shown(to)).append("</td><td>").append(bins[b])
                    .append("</td><td><span class=\"bar\" style=\"width:").append(bins[b] * 12).append("px\"></span></td></tr>\n");
        }
        h.append("</table>\n");
    }

    private static void matrix(StringBuilder h, TestPlan plan, List<StudentGrade> grades) {
        h.append("<h2>Students × groups</h2>\n<table id=\"matrix\"><tr><th>student</th><th>status</th><th>score</th>");
        for (TestPlan.Group g : plan.groups()) {
            h.append("<th>").append(Html.escape(g.name())).append(" (").append(StudentGrade.shown(g.points()))
                    .append(g.visible() ? "" : ", hidden").append(")</th>");
        }
        h.append("</tr>\n");
        for (StudentGrade s : grades) {
            h.append("<tr><td>").append(Html.escape(s.submission().student())).append("</td><td>").append(s.status().shown())
                    .append("</td><td>").append(StudentGrade.shown(s.score(plan))).append("</td>");
            s.groupPoints(plan).values().forEach(p -> h.append("<td>").append(StudentGrade.shown(p)).append("</td>"));
            h.append("</tr>\n");
        }
        h.append("</table>\n");
    }

    private static void mostFailed(StringBuilder h, TestPlan plan, List<StudentGrade> grades) {
        Map<String, Integer> failed = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> verdicts = new LinkedHashMap<>();
        for (TestPlan.Group g : plan.groups()) {
            g.tests().forEach(t -> failed.put(t.id(), 0));
        }
        for (StudentGrade s : grades) {
            for (Judgement j : s.judgements()) {
                if (!j.passed() && failed.containsKey(j.test())) {
                    failed.merge(j.test(), 1, Integer::sum);
                    verdicts.computeIfAbsent(j.test(), k -> new LinkedHashMap<>()).merge(j.verdict(), 1, Integer::sum);
                }
            }
        }
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(failed.entrySet());
        sorted.removeIf(e -> e.getValue() == 0);
        sorted.sort((a, b) -> b.getValue() != a.getValue().intValue() ? b.getValue() - a.getValue() : a.getKey().compareTo(b.getKey()));
        h.append("<h2>Tests most often failed (by graded submissions)</h2>\n");
        if (sorted.isEmpty()) {
            h.append("<p>No test failed.</p>\n");
            return;
        }
        h.append("<table id=\"most-failed\"><tr><th>test</th><th>failed by</th><th>verdicts</th></tr>\n");
        for (Map.Entry<String, Integer> e : sorted.subList(0, Math.min(20, sorted.size()))) {
            List<String> vs = new ArrayList<>();
            verdicts.get(e.getKey()).forEach((v, n) -> vs.add(v + " " + n));
            h.append("<tr><td>").append(Html.escape(e.getKey())).append("</td><td>").append(e.getValue())
                    .append("</td><td>").append(String.join(", ", vs)).append("</td></tr>\n");
        }
        h.append("</table>\n");
    }
}
