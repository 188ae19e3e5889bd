package dev.sudokucompare.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --out DIR} and {@code --force}: where the reports go, written so nothing else is clobbered. */
final class OutOptions {

    @Option(names = "--out", paramLabel = "DIR",
            description = "Write results.csv (streamed), summary.csv, report.json, report.md, report.html and "
                    + "manifest.json to DIR, a new or empty directory (see --force).")
    Path dir;

    @Option(names = "--force", description = "Write into a non-empty --out directory, replacing the reports in it "
            + "(never a file-system root or a directory read).")
    boolean force;
}
