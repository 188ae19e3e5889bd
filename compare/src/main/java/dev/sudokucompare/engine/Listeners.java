package dev.sudokucompare.engine;

import java.util.List;

/** Several listeners heard as one, in order; a listener made of parts extends it. */
public class Listeners implements ComparisonListener {

    private final List<ComparisonListener> all;

    public Listeners(List<ComparisonListener> all) {
        this.all = List.copyOf(all);
    }

    @Override
    public void inputStarted(String source, long records) {
        all.forEach(l -> l.inputStarted(source, records));
    }

    @Override
    public void judged(Judgement judgement) {
        all.forEach(l -> l.judged(judgement));
    }

    @Override
    public void recalled(Judgement judgement) {
        all.forEach(l -> l.recalled(judgement));
    }

    @Override
    public void inputFailed(String source, String message) {
        all.forEach(l -> l.inputFailed(source, message));
    }

    @Override
    public void notice(String message) {
        all.forEach(l -> l.notice(message));
    }

    @Override
    public void inputFinished(String source) {
        all.forEach(l -> l.inputFinished(source));
    }

    @Override
    public void recordsNotRun(String source, long count, boolean complete) {
        all.forEach(l -> l.recordsNotRun(source, count, complete));
    }
}
