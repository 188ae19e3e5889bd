package dev.sudokucompare.merge;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Shard;
import dev.sudokucompare.recheck.ResultsIndex;
import dev.sudokucompare.report.Manifest;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * One shard's --out directory: what it was from manifest.json, and its results.csv indexed by
 * record. Neither file is followed through a link; a shard that did not run every record (killed,
 * stopped, or still running) is refused: it is finished with compare --resume first.
 */
record ShardRun(Path dir, Manifest manifest, ResultsIndex results) implements Closeable {

    static ShardRun read(Path dir) throws IOException {
        Path manifest = dir.resolve("manifest.json");
        Path results = dir.resolve("results.csv");
        if (!Files.isDirectory(dir) || !Files.exists(manifest, LinkOption.NOFOLLOW_LINKS)
                || !Files.exists(results, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(dir + ": not an --out directory of compare (needs manifest.json and results.csv)");
        }
        Manifest m = Manifest.read(manifest);
        if (m.solvers().size() != m.settings().solverSpecs().size()) {
            throw new IOException(manifest + ": lists " + m.solvers().size() + " solvers for "
                    + m.settings().solverSpecs().size() + " specs");
        }
        if (!m.complete()) {
            throw new IOException(dir + ": shard " + m.settings().shard() + " did not run every record ("
                    + (m.interruption().isEmpty() ? "killed, or still running" : OneLine.of(m.interruption(), 120))
                    + "): finish it first with the same compare command and --resume");
        }
        return new ShardRun(dir, m, ResultsIndex.scan(results, m.solvers(), false));
    }

    Shard shard() {
        return manifest.settings().shard();
    }

    /** The settings that must agree across shards: everything but the shard itself (and the seed when unshuffled). */
    Settings comparable() {
        Settings s = manifest.settings();
        return s.toBuilder().shard(Shard.ALL).seed(s.shuffle() ? s.seed() : 0).build();
    }

    @Override
    public void close() throws IOException {
        results.close();
    }
}
