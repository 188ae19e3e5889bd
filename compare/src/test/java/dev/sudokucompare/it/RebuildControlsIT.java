package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.report.ConsoleLines;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Collections;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two builds of one commit are the same code, though their jars differ in bytes: two {@code mvn
 * package} runs of one commit write the same classes with other entry times. Each build here is the
 * build's own shaded jar re-packed entry by entry, every entry's bytes kept and its time moved, so
 * the two jars have other SHA-256s and the same classes and commit resource. A run of each, then
 * {@code diff}: every built-in solver stays a control (the audit's three rebuilds lost them all,
 * and a 4x slower program went unseen). A jar built from a dirty tree, or outside git, has only its
 * bytes to go by: there the same two builds are not controls, and the diff says why.
 */
class RebuildControlsIT {

    /** Where the build writes the commit it was built from (the pom's git-describe step). */
    private static final String COMMIT_RESOURCE = "sudoku-compare-commit.txt";
    private static final String SOLVERS = "dfs,dlx,dfs-table";

    @TempDir
    Path dir;

    @Test
    void twoBuildsOfACleanCommitKeepEveryBuiltInAsAControl() throws Exception {
        String commit = commitOf(JarProcess.jar());
        boolean clean = !commit.isEmpty() && !commit.endsWith("-dirty");
        if (!clean && "true".equals(System.getenv("CI"))) {
            throw new AssertionError("CI builds from a clean checkout, yet the jar says commit '" + commit + "'");
        }
        assumeThat(clean).as("the jar was built from a dirty or unknown tree ('%s'): build from a clean commit",
                commit).isTrue();
        Path first = repack(JarProcess.jar(), dir.resolve("build1/sudoku-compare.jar"), 0, null);
        Path second = repack(JarProcess.jar(), dir.resolve("build2/sudoku-compare.jar"), 3_600_000, null);
        Path a = run(first, "a");
        Path b = run(second, "b");
        assertThat(jarSha(a)).as("the two builds' jars differ in bytes").isNotEqualTo(jarSha(b));
        assertThat(json(a).path("toolCommit").asText()).isEqualTo(commit);

        JarProcess diff = JarProcess.start(Files.createDirectories(dir.resolve("diff")), first, "diff", a.toString(),
                b.toString());
        int exit = diff.waitFor(600);
        String out = ConsoleLines.unwrapped(diff.out());
        assertThat(out).as(diff.err()).contains("controls: dfs, dlx, dfs-table (the same code in both runs, by the "
                + "manifests' fingerprints)");
        assertThat(out).doesNotContain("not controls").doesNotContain("its code differs");
        assertThat(out).contains("not tested: a control (the same code in both runs)");
        assertThat(exit).as("nothing is tested, so nothing is slower: %s", out).isNotEqualTo(1).isNotEqualTo(2);
    }

    /** Slow profile: a diff's wording for unclean builds (30 s of two runs and a diff); the clean case runs every build. */
    @Test
    @Tag("slow")
    void twoBuildsOfADirtyTreeAreKnownByTheirBytesAndTheDiffSaysWhy() throws Exception {
        String commit = commitOf(JarProcess.jar());
        // What the build writes for a tree with uncommitted changes: git describe --dirty.
        String dirty = commit.isEmpty() ? "0000000-dirty" : commit.endsWith("-dirty") ? commit : commit + "-dirty";
        Path a = run(repack(JarProcess.jar(), dir.resolve("build1/sudoku-compare.jar"), 0, dirty), "a");
        Path b = run(repack(JarProcess.jar(), dir.resolve("build2/sudoku-compare.jar"), 3_600_000, dirty), "b");
        assertThat(json(a).path("toolCommit").asText()).isEqualTo(dirty);

        JarProcess diff = JarProcess.start(Files.createDirectories(dir.resolve("diff")), JarProcess.jar(), "diff",
                a.toString(), b.toString());
        diff.waitFor(600);
        String out = ConsoleLines.unwrapped(diff.out());
        assertThat(out).as(diff.err()).contains("controls: none: no solver is known to be the same code in both runs");
        for (String solver : SOLVERS.split(",")) {
            assertThat(out).contains(solver + " (a build from a dirty tree in A and B is known only by its jar's bytes, "
                    + "and they differ");
        }
        assertThat(out).doesNotContain("its code differs");
    }

    /** Slow profile: a diff's wording for unclean builds (30 s of two runs and a diff); the clean case runs every build. */
    @Test
    @Tag("slow")
    void aBuildOutsideGitIsKnownByItsBytesToo() throws Exception {
        // No commit resource: a build from a source archive, whose commit is "unknown".
        Path a = run(repack(JarProcess.jar(), dir.resolve("build1/sudoku-compare.jar"), 0, ""), "a");
        Path b = run(repack(JarProcess.jar(), dir.resolve("build2/sudoku-compare.jar"), 3_600_000, ""), "b");
        assertThat(json(a).path("toolCommit").asText()).isEqualTo("unknown");
        JarProcess diff = JarProcess.start(Files.createDirectories(dir.resolve("diff")), JarProcess.jar(), "diff",
                a.toString(), b.toString());
        diff.waitFor(600);
        assertThat(ConsoleLines.unwrapped(diff.out())).as(diff.err())
                .contains("dfs (a build from an unknown tree in A and B is known only by "
                + "its jar's bytes, and they differ");
    }

    /** A run of {@code jar} in its own directory; its --out directory. */
    private Path run(Path jar, String name) throws Exception {
        Path work = Files.createDirectories(dir.resolve("run-" + name));
        Path out = work.resolve("out");
        JarProcess run = JarProcess.start(work, jar, "--no-progress", "--warmup", "0", "--solvers", SOLVERS, "--out",
                out.toString(), "builtin:norvig-hardest");
        assertThat(run.waitFor(600)).as(run.err()).isZero();
        return out;
    }

    /**
     * {@code jar} written anew to {@code target}: every entry in order with its bytes, its time moved
     * by {@code shiftMillis} (another build's time stamps); {@code commit}: the commit resource's text,
     * null to keep it, empty to leave it out.
     */
    private static Path repack(Path jar, Path target, long shiftMillis, String commit) throws IOException {
        Files.createDirectories(target.getParent());
        try (ZipFile in = new ZipFile(jar.toFile()); OutputStream file = Files.newOutputStream(target);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (ZipEntry e : Collections.list(in.entries())) {
                byte[] bytes;
                if (e.getName().equals(COMMIT_RESOURCE) && commit != null) {
                    if (commit.isEmpty()) {
                        continue;
                    }
                    bytes = (commit + "\n").getBytes(StandardCharsets.UTF_8);
                } else {
                    try (var stream = in.getInputStream(e)) {
                        bytes = stream.readAllBytes();
                    }
                }
                ZipEntry copy = new ZipEntry(e.getName());
                copy.setLastModifiedTime(FileTime.fromMillis(e.getTime() + shiftMillis));
                out.putNextEntry(copy);
                out.write(bytes);
                out.closeEntry();
            }
        }
        return target;
    }

    /** The commit resource of {@code jar}, empty when it has none. */
    private static String commitOf(Path jar) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            ZipEntry e = zip.getEntry(COMMIT_RESOURCE);
            if (e == null) {
                return "";
            }
            try (var in = zip.getInputStream(e)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            }
        }
    }

    private static JsonNode json(Path out) throws IOException {
        return new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
    }

    private static String jarSha(Path out) throws IOException {
        String sha = json(out).path("provenance").path("jarSha256").asText();
        assertThat(sha).hasSize(64);
        return sha;
    }
}
