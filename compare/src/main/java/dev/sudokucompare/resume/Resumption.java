package dev.sudokucompare.resume;

import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Recall;
import dev.sudokucompare.engine.RecallException;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.recheck.RecordCheck;
import dev.sudokucompare.recheck.ResultsIndex;
import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.report.Manifest;
import dev.sudokucompare.report.ResultsCsv;
import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A run going on in the --out directory of an earlier session of itself, killed or stopped at
 * any moment. The directory's manifest.json (written when that session started) must describe
 * the same run: every setting, the solvers, the inputs with the same SHA-256, the input format
 * and what outside programs speak; anything else is refused. results.csv keeps its whole records
 * (a line or record the kill cut is dropped, and the file cut back to the last whole record);
 * each is recalled when the run meets it, checked against its input and confirmed by the judge,
 * and never run again. The rest are run and their rows appended, so the file ends with every
 * record once.
 */
public final class Resumption implements Recall, Closeable {

    private final ResultsIndex index;
    private final RecordCheck check;
    private final List<String> notices;
    private long recalled;

    private Resumption(ResultsIndex index, RecordCheck check, List<String> notices) {
        this.index = index;
        this.check = check;
        this.notices = notices;
    }

    /**
     * The manifest of the run {@code dir} holds; empty when there is none to go on from (no
     * directory, or an empty one: the run starts there).
     *
     * @throws IOException when {@code dir} holds something that is not a compare run
     */
    public static Optional<Manifest> earlier(Path dir) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS) || Files.isDirectory(dir) && isEmpty(dir)) {
            return Optional.empty();
        }
        if (!Files.isDirectory(dir)) {
            throw new IOException("--resume: --out " + dir + " exists and is not a directory");
        }
        Path manifest = dir.resolve("manifest.json");
        if (!Files.exists(manifest, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException("--resume: " + dir + " holds no manifest.json, so no run of compare to go on from; "
                    + "give the --out directory of the run, or a new or empty one");
        }
        return Optional.of(Manifest.read(manifest));
    }

    /**
     * Goes on in {@code dir} from {@code then}, as {@code now} (the manifest this session would
     * write at its start); results.csv is cut back to its last whole record.
     *
     * @throws IOException one line saying why the run cannot go on there
     */
    public static Resumption of(Path dir, Manifest then, Manifest now, Reference reference) throws IOException {
        List<String> differences = ManifestDifferences.of(then, now);
        if (!differences.isEmpty()) {
            throw new IOException("--resume: " + dir + " holds a run with other settings or inputs: "
                    + String.join("; ", differences.subList(0, Math.min(3, differences.size())))
                    + (differences.size() > 3 ? "; and " + (differences.size() - 3) + " more" : "")
                    + " (give the same command, or start anew without --resume)");
        }
        List<String> notices = new ArrayList<>();
        String buildThen = then.toolVersion() + " (" + then.toolCommit() + ")";
        String buildNow = now.toolVersion() + " (" + now.toolCommit() + ")";
        if (!buildThen.equals(buildNow)) {
            notices.add("resumed by another build of the tool: " + buildThen + " before, " + buildNow + " now");
        }
        List<String> machines = then.environment().differences(now.environment());
        if (!machines.isEmpty()) {
            notices.add("resumed on another machine or JVM, so the timings before and after do not compare: "
                    + String.join("; ", machines));
        }
        Path csv = dir.resolve("results.csv");
        if (!Files.exists(csv, LinkOption.NOFOLLOW_LINKS)) {
            return new Resumption(null, null, notices);
        }
        ResultsIndex index = ResultsIndex.scan(csv, now.solvers(), true);
        try {
            if (index.hasHeader() && !index.header().equals(ResultsCsv.COLUMNS)) {
                throw new IOException("--resume: " + csv + " has other columns than this build of the tool writes; "
                        + "start anew without --resume");
            }
            for (InputDigest d : now.identity().inputs()) {
                if (!d.hashed() && index.hasSource(d.name())) {
                    throw new IOException("--resume: " + d.name() + " cannot be read again to prove it the same "
                            + "(standard input or a pipe), and results.csv holds records of it; start anew without "
                            + "--resume, or give it as a file");
                }
            }
            index.cut().ifPresent(notices::add);
            cutBack(csv, index.wholeBytes());
            return new Resumption(index, new RecordCheck(now.settings(), reference, now.solvers().size(),
                    now.environment().cores(), csv), notices);
        } catch (IOException | RuntimeException e) {
            index.close();
            throw e;
        }
    }

    /** Cuts results.csv back to its whole records (a kill's cut line, a record short of rows, go). */
    private static void cutBack(Path csv, long wholeBytes) throws IOException {
        try (FileChannel file = FileChannel.open(csv, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            if (file.size() > wholeBytes) {
                file.truncate(wholeBytes);
                file.force(true);
            }
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            return !entries.iterator().hasNext();
        }
    }

    /** True when results.csv has its header line, so rows go on after it (else it is written anew). */
    /** True when results.csv kept {@code record} of {@code source}: its calls of earlier sessions stand. */
    public boolean kept(String source, long record) {
        return index != null && index.holds(source, record);
    }

    public boolean resultsHaveHeader() {
        return index != null && index.hasHeader();
    }

    @Override
    public Judgement recall(PuzzleRecord record) {
        ResultsIndex.Group group = index == null ? null : index.take(record.source(), record.index());
        if (group == null) {
            return null;
        }
        try {
            RecordCheck.Checked c = check.check(record, index.rows(group));
            if (!c.confirmed()) {
                throw new RecallException("--resume: " + c.unconfirmed() + "; the directory does not hold this run's "
                        + "answers: start anew without --resume");
            }
            recalled++;
            return c.judgement();
        } catch (IOException e) {
            throw new RecallException("--resume: " + e.getMessage());
        }
    }

    /**
     * After a session that met every record of the run: results.csv must hold no other.
     *
     * @throws IOException naming the line of a record the run does not have
     */
    public void checkNoOtherRecords() throws IOException {
        Optional<ResultsIndex.Group> other = index == null ? Optional.empty() : index.firstUntaken();
        if (other.isPresent()) {
            ResultsIndex.Group g = other.get();
            throw new IOException("--resume: " + index.file() + ":" + g.line() + ": record " + g.record() + " of "
                    + g.source() + " is not one of this run's records: the directory holds another run's results");
        }
    }

    /** What the reports should say: what was resumed, and what was dropped or differs. */
    public List<String> notices() {
        List<String> all = new ArrayList<>(notices);
        all.add(0, "resumed: " + recalled + (recalled == 1 ? " record was" : " records were") + " run by an "
                + "earlier session and read back from results.csv, with that session's timings");
        return all;
    }

    @Override
    public void close() throws IOException {
        if (index != null) {
            index.close();
        }
    }
}
