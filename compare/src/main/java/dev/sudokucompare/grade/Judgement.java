package dev.sudokucompare.grade;

/**
 * The judge's word on one test of one submission, as it is kept and read back.
 *
 * @param key       what it depends on, hashed ({@link Judging#key}): reused only under the same key
 * @param test      the test's id ("easy/2")
 * @param verdict   AC, WA, PE, TLE, MLE, RE, OLE, or UNVERIFIED (the reference could not prove the answer)
 * @param reason    the judge's reason, one printable line
 * @param cpuMillis the run's CPU time, -1 when unmeasured
 * @param memoryKib its peak resident memory, -1 when unmeasured
 * @param given     the grid it printed, on one line ("" when it printed none)
 * @param shrunk    for a failing hidden test whose group shows it: the smallest puzzle found that fails
 *                  the same way, on one line ("" otherwise; never the test's own puzzle)
 */
record Judgement(String key, String test, String verdict, String reason, long cpuMillis, long memoryKib,
        String given, String shrunk) {

    /** A judgement with no shrunk puzzle. */
    public Judgement(String key, String test, String verdict, String reason, long cpuMillis, long memoryKib,
            String given) {
        this(key, test, verdict, reason, cpuMillis, memoryKib, given, "");
    }

    /** The verdicts a test can get, in the gradebook's order (CE is the submission's, not a test's). */
    public static final java.util.List<String> VERDICTS = java.util.List.of("AC", "WA", "PE", "TLE", "MLE", "RE", "OLE");

    /** The same judgement under test id {@code id} (a reused one, whose group may have been renamed). */
    Judgement as(String id) {
        return new Judgement(key, id, verdict, reason, cpuMillis, memoryKib, given, shrunk);
    }

    /** The same judgement with {@code puzzle} (one line) as its shrunk puzzle. */
    Judgement withShrunk(String puzzle) {
        return new Judgement(key, test, verdict, reason, cpuMillis, memoryKib, given, puzzle);
    }

    public boolean passed() {
        return verdict.equals("AC");
    }
}
