package dev.sudokucompare.process;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Sandbox tests need bubblewrap that works here. Without it they are skipped on a developer's
 * machine with the reason, but fail where {@code CI} is {@code true}: {@code .ci/run} installs it.
 */
public final class SandboxRequired {

    private SandboxRequired() {
    }

    public static void require() {
        String why = Sandbox.unavailable();
        if (why != null && "true".equals(System.getenv("CI"))) {
            fail(why + "; .ci/run installs bubblewrap");
        }
        assumeTrue(why == null, why);
    }
}
