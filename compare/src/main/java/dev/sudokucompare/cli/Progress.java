package dev.sudokucompare.cli;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Judgement;
import java.nio.file.Files;
import java.nio.file.Path;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** A progress bar on stderr, shown only when stderr is a terminal (never in pipes, files or CI). */
final class Progress implements ComparisonListener, AutoCloseable {

    private final ProgressBar bar;

    private Progress(ProgressBar bar) {
        this.bar = bar;
    }

    /** A bar when stderr is a terminal and progress is wanted, else a listener that does nothing. */
    static Progress create(boolean wanted) {
        return create(wanted, "records", -1);
    }

    /** A bar for {@code max} steps of {@code task} ({@code -1} when the total is unknown). */
    static Progress create(boolean wanted, String task, long max) {
        if (!wanted || !stderrIsTerminal()) {
            return new Progress(null);
        }
        return new Progress(new ProgressBarBuilder().setTaskName(task).setInitialMax(max)
                .setStyle(ProgressBarStyle.ASCII).setConsumer(new ConsoleProgressBarConsumer(
                        System.err)).setUpdateIntervalMillis(250).build());
    }

    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) {
            return System.console() != null;
        }
    }

    @Override
    public void inputStarted(String source, long records) {
        if (bar != null) {
            bar.setExtraMessage(OneLine.of(source, 60));
        }
    }

    @Override
    public void judged(Judgement judgement) {
        step();
    }

    void step() {
        if (bar != null) {
            bar.step();
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
