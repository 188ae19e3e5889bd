package dev.sudokucompare.cli;

import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.report.provenance.Provenance;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import picocli.CommandLine;

/** The tool's version, from the build. */
public final class Version implements CommandLine.IVersionProvider {

    /** The version string, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String current() {
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

    /** Read once: the jar's resources do not change while it runs (runs in one JVM paid ~50 µs each). */
    private static final class OfThisBuild {
        static final String VERSION = properties("/sudoku-compare-version.properties").getProperty("version", "unknown");
        static final String COMMIT = readCommit();
    }

    private static String readCommit() {
        try (InputStream in = Version.class.getResourceAsStream("/sudoku-compare-commit.txt")) {
            String text = in == null ? "" : new String(in.readNBytes(200), StandardCharsets.UTF_8).strip();
            // Whatever else git printed (no commit yet, say) is not a commit.
            return text.matches("[0-9A-Za-z._+-]{4,100}") ? text : "unknown";
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The tool's build and the inputs' digests, for a run's reports. */
    static Provenance provenance(List<InputDigest> inputs) {
        return new Provenance(current(), commit(), inputs);
    }

    private static Properties properties(String resource) {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream(resource)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // an empty set: every property reads as unknown
        }
        return p;
    }

    @Override
    public String[] getVersion() {
        return new String[] {"sudoku-compare " + current() + " (commit " + commit() + ")",
            "plug-in API " + PluginApi.VERSION,
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
}
