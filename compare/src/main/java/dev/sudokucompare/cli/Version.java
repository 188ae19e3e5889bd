package dev.sudokucompare.cli;

import dev.sudokucompare.core.plugin.PluginApi;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/** The tool's version, from the build. */
public final class Version implements CommandLine.IVersionProvider {

    /** The version string, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String current() {
        try (InputStream in = Version.class.getResourceAsStream("/sudoku-compare-version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {"sudoku-compare " + current(), "plug-in API " + PluginApi.VERSION,
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
}
