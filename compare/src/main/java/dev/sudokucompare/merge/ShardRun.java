package dev.sudokucompare.merge;

import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.engine.Shard;
import dev.sudokucompare.report.Manifest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** One shard's --out directory: what it was from manifest.json, its records from results.csv, judged again. */
record ShardRun(Path dir, Manifest manifest, List<Judgement> judged) {

    static ShardRun read(Path dir) throws IOException {
        Path manifest = dir.resolve("manifest.json");
        if (!Files.isRegularFile(manifest) || !Files.isRegularFile(dir.resolve("results.csv"))) {
            throw new IOException(dir + ": not an --out directory of compare (needs manifest.json and results.csv)");
        }
        Manifest m = Manifest.read(manifest);
        if (m.solvers().size() != m.settings().solverSpecs().size()) {
            throw new IOException(manifest + ": lists " + m.solvers().size() + " solvers for "
                    + m.settings().solverSpecs().size() + " specs");
        }
        List<Judgement> judged = ResultsReader.read(dir.resolve("results.csv"), m.solvers().size(),
                new Judge(m.settings().mode()));
        if (m.settings().contended()) {
            // Several threads: every row says contended, which is the run's, not an abandoned call's.
            judged = judged.stream().map(j -> new Judgement(j.record(), j.outcomes(), j.verdict(), j.detail(),
                    j.provided())).toList();
        }
        return new ShardRun(dir, m, judged);
    }

    Shard shard() {
        return manifest.settings().shard();
    }

    /** The settings that must agree across shards: everything but the shard itself (and the seed when unshuffled). */
    Settings comparable() {
        Settings s = manifest.settings();
        return s.toBuilder().shard(Shard.ALL).seed(s.shuffle() ? s.seed() : 0).build();
    }
}
