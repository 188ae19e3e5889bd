package dev.sudokucompare.engine;

/**
 * Receives a run's events, in input order, on the thread that called {@link Comparison#run}.
 * Every record of every input yields exactly one {@link #judged} (or {@link #recalled}) call, malformed
 * ones included.
 */
public interface ComparisonListener {

    /** An input is about to be read. {@code records} is its size when known (shuffled), else -1. */
    default void inputStarted(String source, long records) {
    }

    void judged(Judgement judgement);

    /**
     * What {@link #judged(Judgement, Object)} will need of {@code judgement}, made beforehand on
     * whichever thread judged it (a worker, ahead of the coordinator, while it has nothing else to
     * do): work that reads none of the listener's changing state, such as spelling a file's rows.
     * Null (the default): nothing.
     */
    default Object prepare(Judgement judgement) {
        return null;
    }

    /** {@link #judged(Judgement)}, with what {@link #prepare} made of the judgement. */
    default void judged(Judgement judgement, Object prepared) {
        judged(judgement);
    }

    /**
     * A record an earlier session of this run judged ({@link Recall}), heard at its place in the
     * order instead of {@link #judged}: what keeps statistics hears it as judged (the default); what
     * writes results.csv leaves it out, as its rows are there already.
     */
    default void recalled(Judgement judgement) {
        judged(judgement);
    }

    /** An input could not be opened or read to its end; the run goes on with the next one. */
    default void inputFailed(String source, String message) {
    }

    default void inputFinished(String source) {
    }

    /** Something a reader of the results should know that is no record's verdict (a warm-up call left running, say). */
    default void notice(String message) {
    }

    /**
     * After a stop, {@code count} records of {@code source} were left unrun; {@code complete}
     * is false when counting them was cut short (the input is larger still).
     */
    default void recordsNotRun(String source, long count, boolean complete) {
    }
}
