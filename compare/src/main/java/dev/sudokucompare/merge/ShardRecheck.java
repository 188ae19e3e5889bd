package dev.sudokucompare.merge;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.engine.Input;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Shard;
import dev.sudokucompare.engine.TakenRecords;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.recheck.InputDigests;
import dev.sudokucompare.recheck.RecordCheck;
import dev.sudokucompare.recheck.ResultsIndex;
import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.report.RunIdentity;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The shards' records, checked against their inputs read again: each input must still have the
 * SHA-256 the shards read, and is read once as the unsharded run would take it (shuffled,
 * limited); the record at position p belongs to shard (p - 1) mod n + 1, whose results.csv must
 * hold it exactly once with the same puzzle, and nothing else. Each record is judged again.
 */
final class ShardRecheck {

    private ShardRecheck() {
    }

    /** Every record of every shard, judged again, input by input in the order the run takes them. */
    static List<Judgement> judgeAll(List<ShardRun> shards, RunIdentity identity, Function<Settings, Reference> references)
            throws IOException {
        ShardRun first = shards.get(0);
        Settings whole = first.manifest().settings().toBuilder().shard(Shard.ALL).build();
        int n = shards.size();
        List<RecordCheck> checks = new ArrayList<>();
        for (ShardRun s : shards) {
            checks.add(new RecordCheck(s.manifest().settings(), references.apply(s.manifest().settings()),
                    s.manifest().solvers().size(),
                    s.manifest().environment().cores(), s.results().file()));
        }
        InputFormat format = format(identity, first);
        List<Judgement> judged = new ArrayList<>();
        for (InputDigest given : identity.inputs()) {
            boolean recorded = shards.stream().anyMatch(s -> s.results().hasSource(given.name()));
            Optional<Input> input = reread(given, format, identity.shape().isEmpty() ? null
                    : Shape.parseBox(identity.shape()), recorded);
            if (input.isEmpty()) {
                continue;
            }
            try (TakenRecords taken = TakenRecords.open(input.get(), whole)) {
                long position = 0;
                for (PuzzleRecord r = taken.next(); r != null; r = taken.next()) {
                    ShardRun s = shards.get((int) (position++ % n));
                    ResultsIndex.Group g = s.results().take(r.source(), r.index());
                    if (g == null) {
                        throw new IOException(s.results().file() + ": no rows of record " + r.index() + " of "
                                + r.source() + " (line " + r.line() + "), one of shard " + s.shard() + "'s records");
                    }
                    judged.add(checks.get(s.shard().index() - 1).check(r, s.results().rows(g)).judgement());
                }
            }
        }
        for (ShardRun s : shards) {
            Optional<ResultsIndex.Group> other = s.results().firstUntaken();
            if (other.isPresent()) {
                ResultsIndex.Group g = other.get();
                throw new IOException(s.results().file() + ":" + g.line() + ": record " + g.record() + " of " + g.source()
                        + " is not one of shard " + s.shard() + "'s records");
            }
        }
        return judged;
    }

    private static InputFormat format(RunIdentity identity, ShardRun first) throws IOException {
        try {
            return InputFormat.byName(identity.inputFormat());
        } catch (IllegalArgumentException e) {
            throw new IOException(first.dir().resolve("manifest.json") + ": " + e.getMessage());
        }
    }

    /**
     * The input as the shards read it, proven by its SHA-256; empty when the shards could not
     * hash it (it failed to open, or is standard input) and recorded nothing of it.
     */
    private static Optional<Input> reread(InputDigest given, InputFormat format, Shape shape, boolean recorded)
            throws IOException {
        if (!given.hashed()) {
            if (recorded) {
                throw new IOException(given.name() + " cannot be read again (standard input or a pipe), so the shards' "
                        + "records of it cannot be checked: merge needs inputs that are files or built-ins");
            }
            return Optional.empty();
        }
        List<Input> inputs;
        try {
            inputs = Inputs.resolve(given.name(), format, shape);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
        if (inputs.size() != 1 || !inputs.get(0).name().equals(given.name())) {
            throw new IOException(given.name() + " is not one input");
        }
        InputDigest now = InputDigests.of(inputs.get(0));
        if (!now.sha256().equals(given.sha256())) {
            throw new IOException(given.name() + " is not what the shards read" + (now.hashed() ? " (SHA-256 "
                    + now.sha256() + " now, " + given.sha256() + " then)" : ": it cannot be read (merge re-reads every "
                    + "input to check the shards' records; run it where the shards ran, from the same directory)"));
        }
        return Optional.of(inputs.get(0));
    }
}
