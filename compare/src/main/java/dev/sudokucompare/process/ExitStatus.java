package dev.sudokucompare.process;

/** How a program's exit status reads in a report: every door that shows an ended program says it alike. */
public final class ExitStatus {

    private ExitStatus() {
    }

    /** "exited with status 3", or "killed by SIGSEGV (exit status 139)" for a signal. */
    public static String describe(int exit) {
        int signal = exit - 128;
        String name = switch (signal) {
            case 1 -> "SIGHUP";
            case 2 -> "SIGINT";
            case 4 -> "SIGILL";
            case 6 -> "SIGABRT";
            case 7 -> "SIGBUS";
            case 8 -> "SIGFPE";
            case 9 -> "SIGKILL";
            case 11 -> "SIGSEGV";
            case 13 -> "SIGPIPE";
            case 15 -> "SIGTERM";
            case 24 -> "SIGXCPU";
            case 25 -> "SIGXFSZ";
            default -> null;
        };
        String why = signal == 25 ? ": it wrote a file over its size limit" : "";
        return name != null ? "killed by " + name + " (exit status " + exit + ")" + why : "exited with status " + exit;
    }
}
