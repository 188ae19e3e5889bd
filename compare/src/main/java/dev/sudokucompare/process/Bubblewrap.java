package dev.sudokucompare.process;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The command line of bubblewrap for a {@link Sandbox}, and whether bubblewrap works here. */
final class Bubblewrap {

    private static final String BWRAP = Container.executable("bwrap");
    private static final String UNAVAILABLE = probe();

    private Bubblewrap() {
    }

    static String unavailable() {
        return UNAVAILABLE;
    }

    static List<String> wrap(Sandbox sandbox, List<String> command) {
        if (UNAVAILABLE != null) {
            throw new IllegalStateException("no sandbox here: " + UNAVAILABLE);
        }
        String dir = sandbox.directory().toString();
        List<String> words = new ArrayList<>(List.of(BWRAP, "--unshare-all", "--die-with-parent", "--new-session",
                "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin", "--symlink", "usr/lib", "/lib",
                "--symlink", "usr/lib64", "/lib64", "--symlink", "usr/sbin", "/sbin",
                "--ro-bind-try", "/etc/alternatives", "/etc/alternatives",
                "--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache",
                "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
                sandbox.writable() ? "--bind" : "--ro-bind", dir, dir, "--chdir", dir, "--"));
        words.addAll(command);
        return words;
    }

    private static String probe() {
        if (BWRAP == null) {
            return "bubblewrap (bwrap) is not installed";
        }
        try {
            Process p = new ProcessBuilder(BWRAP, "--unshare-all", "--ro-bind", "/", "/", "true")
                    .redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readNBytes(300)).strip();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                return "bubblewrap did not start a sandbox within 5 minutes";
            }
            return p.exitValue() == 0 ? null : "bubblewrap refused to make a sandbox: " + said.lines().findFirst().orElse("");
        } catch (IOException e) {
            return "bubblewrap could not be started: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while trying bubblewrap";
        }
    }
}
