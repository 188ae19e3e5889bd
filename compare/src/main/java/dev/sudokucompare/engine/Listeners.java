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

    /** Each part's preparation, by the part's place; null when none prepares anything. */
    @Override
    public Object prepare(Judgement judgement) {
        Object[] made = null;
        for (int i = 0; i < all.size(); i++) {
            Object part = all.get(i).prepare(judgement);
            if (part != null) {
                if (made == null) {
                    made = new Object[all.size()];
                }
                made[i] = part;
            }
        }
        return made;
    }

    @Override
    public void judged(Judgement judgement, Object prepared) {
        if (!(prepared instanceof Object[] made)) {
            judged(judgement);
            return;
        }
        for (int i = 0; i < all.size(); i++) {
            if (made[i] != null) {
                all.get(i).judged(judgement, made[i]);
            } else {
                all.get(i).judged(judgement);
            }
        }
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
