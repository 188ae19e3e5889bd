package dev.sudokucompare.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Predicate;

/** Runs the real command line in-process and keeps what it printed. */
record CliRun(int status, String out, String err) {

    /**
     * A --timeout that only a hang reaches, for runs that expect every answer: a busy machine must
     * not turn a slow answer into a limit.
     */
    static final String HANG_GUARD = "10m";

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new CliRun(status, out.toString(), err.toString());
    }

    /** The same, with {@code stdin} as standard input. */
    static synchronized CliRun withStdin(String stdin, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        try {
            return of(args);
        } finally {
            System.setIn(saved);
        }
    }

    /** Standard error without the warnings about a busy or shared machine: those depend on the moment. */
    String errBesidesMachineWarnings() {
        return errWithout(l -> l.startsWith("warning: the machine looks busy")
                || l.startsWith("warning: the kernel schedules each session")
                || l.startsWith("warning: ") && l.contains("other sudoku-compare run"));
    }

    /** Standard error without any warning. */
    String errBesidesWarnings() {
        return errWithout(l -> l.startsWith("warning: "));
    }

    /** Standard error without the alerts whose first line {@code dropped} matches, nor their wrapped continuations. */
    private String errWithout(Predicate<String> dropped) {
        StringBuilder kept = new StringBuilder();
        boolean dropping = false;
        for (String line : err.lines().toList()) {
            // A wrapped alert goes on in lines three columns in (ConsoleReport.fit).
            dropping = dropped.test(line) || dropping && line.startsWith("   ");
            if (!dropping) {
                kept.append(line).append('\n');
            }
        }
        return kept.toString();
    }

    static Path datasets() {
        return dev.sudokucompare.core.Datasets.dir();
    }

    static String dataset(String name) {
        return datasets().resolve(name).toString();
    }
}
