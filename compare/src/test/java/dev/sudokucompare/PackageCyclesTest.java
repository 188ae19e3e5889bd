package dev.sudokucompare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.cli.Main;
import dev.sudokucompare.core.Grid;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Dependencies point one way: no two packages of core or compare depend on each other, directly
 * or round a longer loop. Read from the compiled classes by the JDK's own {@code jdeps}, so an
 * import added anywhere is seen. (It found two the reviews had not: {@code solvers} and
 * {@code solvers.external}, and {@code core}, {@code core.format} and {@code core.solve} round the
 * one cycle the architecture named, {@code Grid} spelling itself through {@code core.format}.)
 */
class PackageCyclesTest {

    @Test
    void noPackageDependsOnItselfRoundALoop() throws URISyntaxException {
        Map<String, Set<String>> uses = new HashMap<>();
        for (Class<?> anchor : List.of(Grid.class, Main.class)) {
            Path classes = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (String line : jdeps(classes).split("\n")) {
                String[] f = line.trim().split("\\s+");
                if (f.length >= 3 && f[1].equals("->") && !f[0].equals(f[2]) && f[2].startsWith("dev.sudokucompare")) {
                    uses.computeIfAbsent(f[0], p -> new TreeSet<>()).add(f[2]);
                }
            }
        }
        assertThat(uses).as("jdeps saw the packages").containsKeys("dev.sudokucompare.cli", "dev.sudokucompare.core.format");
        assertThat(cycles(uses)).as("package cycles (each a set of packages that reach each other)")
                .isEmpty();
    }

    private static String jdeps(Path classes) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("the JDK's jdeps"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(err), "-verbose:package", "-filter:none", "-e",
                "dev\\.sudokucompare\\..*", classes.toString());
        assertThat(status).as(err.toString()).isZero();
        return out.toString();
    }

    /** The strongly connected sets of more than one package (Tarjan's algorithm). */
    private static List<Set<String>> cycles(Map<String, Set<String>> uses) {
        List<Set<String>> found = new ArrayList<>();
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        List<String> stack = new ArrayList<>();
        Set<String> onStack = new HashSet<>();
        for (String p : new TreeSet<>(uses.keySet())) {
            if (!index.containsKey(p)) {
                connect(p, uses, index, low, stack, onStack, found);
            }
        }
        return found;
    }

    private static void connect(String p, Map<String, Set<String>> uses, Map<String, Integer> index,
            Map<String, Integer> low, List<String> stack, Set<String> onStack, List<Set<String>> found) {
        index.put(p, index.size());
        low.put(p, index.get(p));
        stack.add(p);
        onStack.add(p);
        for (String q : uses.getOrDefault(p, Set.of())) {
            if (!index.containsKey(q)) {
                connect(q, uses, index, low, stack, onStack, found);
                low.put(p, Math.min(low.get(p), low.get(q)));
            } else if (onStack.contains(q)) {
                low.put(p, Math.min(low.get(p), index.get(q)));
            }
        }
        if (low.get(p).equals(index.get(p))) {
            Set<String> component = new TreeSet<>();
            String q;
            do {
                q = stack.remove(stack.size() - 1);
                onStack.remove(q);
                component.add(q);
            } while (!q.equals(p));
            if (component.size() > 1) {
                found.add(component);
            }
        }
    }
}
