package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An input that never waits is read on the taking thread, any other on a reading thread of its
 * own; both ways give the same records, the same failures and the same stops.
 */
class RecordStreamTest {

    private static final String PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final int RECORDS = 1_000;

    /** An input of {@code RECORDS} puzzles (or fewer, then an I/O failure) that notes the threads reading it. */
    private static final class TracedInput implements Input {
        final boolean neverWaits;
        final int failAfter;
        final Set<String> readingThreads = ConcurrentHashMap.newKeySet();

        TracedInput(boolean neverWaits, int failAfter) {
            this.neverWaits = neverWaits;
            this.failAfter = failAfter;
        }

        @Override
        public String name() {
            return "traced";
        }

        @Override
        public boolean neverWaits() {
            return neverWaits;
        }

        @Override
        public PuzzleReader open() throws IOException {
            readingThreads.add(Thread.currentThread().getName());
            if (failAfter == 0) {
                throw new IOException("cannot open traced");
            }
            PuzzleReader lines = PuzzleFormat.LINE.reader(new StringReader((PUZZLE + "\n").repeat(RECORDS)), "traced");
            return new PuzzleReader() {
                int read;

                @Override
                public PuzzleRecord next() throws IOException {
                    readingThreads.add(Thread.currentThread().getName());
                    if (++read > failAfter) {
                        throw new IOException("disk gone after " + failAfter);
                    }
                    return lines.next();
                }

                @Override
                public void close() throws IOException {
                    lines.close();
                }
            };
        }
    }

    private static Settings settings() {
        return Settings.builder(List.of("dfs")).build();
    }

    private static List<PuzzleRecord> drain(RecordStream stream) {
        List<PuzzleRecord> all = new ArrayList<>();
        for (PuzzleRecord r = stream.next(); r != null; r = stream.next()) {
            all.add(r);
        }
        return all;
    }

    @ParameterizedTest(name = "neverWaits={0}")
    @ValueSource(booleans = {true, false})
    void anInputThatNeverWaitsIsReadOnTheTakingThreadAnyOtherOnAThreadOfItsOwn(boolean neverWaits) throws IOException {
        TracedInput input = new TracedInput(neverWaits, Integer.MAX_VALUE);
        try (RecordStream stream = new RecordStream(input, settings(), () -> false)) {
            assertThat(drain(stream)).hasSize(RECORDS).allMatch(r -> !r.isMalformed());
            assertThat(stream.exhausted()).isTrue();
            assertThat(stream.failure()).isNull();
        }
        assertThat(input.readingThreads)
                .containsExactly(neverWaits ? Thread.currentThread().getName() : "input-reader");
    }

    @ParameterizedTest(name = "neverWaits={0}")
    @ValueSource(booleans = {true, false})
    void aReadFailurePartWayEndsTheStreamWithTheSameMessageEitherWay(boolean neverWaits) throws IOException {
        try (RecordStream stream = new RecordStream(new TracedInput(neverWaits, 7), settings(), () -> false)) {
            assertThat(drain(stream)).hasSize(7);
            assertThat(stream.failure()).isEqualTo("reading stopped: disk gone after 7");
            assertThat(stream.openFailure()).isNull();
        }
    }

    @ParameterizedTest(name = "neverWaits={0}")
    @ValueSource(booleans = {true, false})
    void anOpenFailureIsKeptWithTheSameMessageEitherWay(boolean neverWaits) throws IOException {
        try (RecordStream stream = new RecordStream(new TracedInput(neverWaits, 0), settings(), () -> false)) {
            assertThat(stream.openFailure()).isEqualTo("cannot open traced");
            assertThat(stream.next()).isNull();
            assertThat(stream.failure()).isNull();
        }
    }

    @ParameterizedTest(name = "neverWaits={0}")
    @ValueSource(booleans = {true, false})
    void aPassedDeadlineGivesNothingAndLosesNothing(boolean neverWaits) throws IOException {
        try (RecordStream stream = new RecordStream(new TracedInput(neverWaits, Integer.MAX_VALUE), settings(),
                () -> false)) {
            assertThat(stream.next()).isNotNull();
            assertThat(stream.nextBefore(System.nanoTime() - 1)).isNull();
            assertThat(stream.exhausted()).isFalse();
            assertThat(drain(stream)).hasSize(RECORDS - 1);
        }
    }

    @ParameterizedTest(name = "neverWaits={0}")
    @ValueSource(booleans = {true, false})
    void afterAStopEveryRecordIsStillThereToBeCounted(boolean neverWaits) throws IOException {
        AtomicBoolean stop = new AtomicBoolean();
        try (RecordStream stream = new RecordStream(new TracedInput(neverWaits, Integer.MAX_VALUE), settings(),
                stop::get)) {
            assertThat(stream.next()).isNotNull();
            stop.set(true);
            // A stop ends only a wait for more (a pipe that never delivers): what comes is still given.
            int taken = drain(stream).size();
            int left = 0;
            // Minutes: the reader thread may be slow to deliver on a busy machine; an end comes at once.
            while (stream.nextBefore(System.nanoTime() + 300_000_000_000L) != null) {
                left++;
            }
            assertThat(1 + taken + left).isEqualTo(RECORDS);
            assertThat(stream.exhausted()).isTrue();
        }
    }
}
