package dev.sudokucompare.grade;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One student's grade: the status (graded, compile error, rejected) and its reason, the compile
 * log, every test's judgement, and the points of each group of the plan.
 *
 * @param judgements one per test of the plan, in the plan's order (empty unless graded)
 */
record StudentGrade(Submission submission, Status status, String reason, String compileLog,
        List<Judgement> judgements) {

    /** What became of a submission. */
    public enum Status {
        GRADED("graded"), COMPILE_ERROR("compile error"), REJECTED("rejected");

        private final String shown;

        Status(String shown) {
            this.shown = shown;
        }

        /** As the gradebook writes it. */
        public String shown() {
            return shown;
        }
    }

    public StudentGrade {
        judgements = List.copyOf(judgements);
        reason = reason == null ? "" : reason;
        compileLog = compileLog == null ? "" : compileLog;
    }

    /** The points of each group, by name, in the plan's order: all or nothing, or per test, as the plan says. */
    public Map<String, BigDecimal> groupPoints(TestPlan plan) {
        Map<String, BigDecimal> points = new LinkedHashMap<>();
        int at = 0;
        for (TestPlan.Group g : plan.groups()) {
            int n = g.tests().size();
            long passed = status == Status.GRADED
                    ? judgements.subList(at, at + n).stream().filter(Judgement::passed).count() : 0;
            at += status == Status.GRADED ? n : 0;
            BigDecimal earned = switch (g.scoring()) {
                case GROUP -> passed == n ? g.points() : BigDecimal.ZERO;
                case TEST -> g.points().multiply(BigDecimal.valueOf(passed)).divide(BigDecimal.valueOf(n), 2,
                        RoundingMode.HALF_EVEN);
            };
            points.put(g.name(), earned);
        }
        return points;
    }

    /** The sum of the groups' points. */
    public BigDecimal score(TestPlan plan) {
        return groupPoints(plan).values().stream().reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    /** How many tests got {@code verdict}; "CE" counts 1 for a compile error. */
    public int count(String verdict) {
        if (verdict.equals("CE")) {
            return status == Status.COMPILE_ERROR ? 1 : 0;
        }
        return (int) judgements.stream().filter(j -> j.verdict().equals(verdict)).count();
    }

    /** The judgements of {@code group}'s tests. */
    public List<Judgement> of(TestPlan.Group group) {
        List<Judgement> out = new ArrayList<>();
        for (Judgement j : judgements) {
            if (j.test().startsWith(group.name() + "/")) {
                out.add(j);
            }
        }
        return out;
    }

    /** A number as the gradebook writes it: no trailing zeros, no exponent. */
    public static String shown(BigDecimal n) {
        return n.signum() == 0 ? "0" : n.stripTrailingZeros().toPlainString();
    }
}
