package dev.sudokucompare.cli;

import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.report.provenance.Build;
import picocli.CommandLine;

/** {@code --version}: the tool's build ({@link Build}), the plug-in API and the JVM. */
final class Version implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"sudoku-compare " + Build.version() + " (commit " + Build.commit() + ")",
            "plug-in API " + PluginApi.VERSION,
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
}
