package dev.sudokucompare.report.provenance;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;

/** The tool's build: its version and the commit it was made from, as the build recorded them. */
public final class Build {

    private Build() {
    }

    /** The version string, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String version() {
        return OfThisBuild.VERSION;
    }

    /**
     * The commit the build was made from, as the build recorded it ({@code git describe --always
     * --dirty}: a tag or an abbreviated id, "-dirty" for uncommitted changes); "unknown" for a
     * build outside a git repository. Never asks git at run time: the working directory's
     * repository need not be the one the tool was built from.
     */
    public static String commit() {
        return OfThisBuild.COMMIT;
    }

    /** The tool's build and the inputs' digests, for a run's reports. */
    public static Provenance provenance(List<InputDigest> inputs) {
        return new Provenance(version(), commit(), inputs);
    }

    /** Read once: the jar's resources do not change while it runs (runs in one JVM paid ~50 µs each). */
    private static final class OfThisBuild {
        static final String VERSION = properties("/sudoku-compare-version.properties").getProperty("version", "unknown");
        static final String COMMIT = readCommit();
    }

    private static String readCommit() {
        try (InputStream in = Build.class.getResourceAsStream("/sudoku-compare-commit.txt")) {
            String text = in == null ? "" : new String(in.readNBytes(200), StandardCharsets.UTF_8).strip();
            // Whatever else git printed (no commit yet, say) is not a commit.
            return text.matches("[0-9A-Za-z._+-]{4,100}") ? text : "unknown";
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static Properties properties(String resource) {
        Properties p = new Properties();
        try (InputStream in = Build.class.getResourceAsStream(resource)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // an empty set: every property reads as unknown
        }
        return p;
    }
}
