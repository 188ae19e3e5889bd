package dev.sudokucompare.solvers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.dlx.DlxPlugin;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the catalog learns by asking each family (issue 55 item 1): the commands know no family by name. */
class FamilyDeclarationsTest {

    private final SolverCatalog catalog = SolverCatalog.builtIn();

    @Test
    void theTracingSolversAreWhatTheDfsAndDlxFamiliesDeclare() {
        List<String> expected = new java.util.ArrayList<>(DfsSolvers.TRACING);
        expected.addAll(new DlxPlugin().tracing());
        assertThat(catalog.tracing()).isEqualTo(expected);
    }

    @Test
    void eachLibraryBackedFamilyNamesItsLibraryWithTheVersionItsJarCarries() {
        assertThat(catalog.libraryVersions()).containsOnlyKeys("choco-solver", "sat4j", "ortools")
                .allSatisfy((name, version) -> assertThat(version).matches("\\d+\\.\\d+.*"));
        assertThat(catalog.librariesOf("choco:consistency=BC")).singleElement()
                .satisfies(l -> assertThat(l.spoken()).isEqualTo("choco-solver " + catalog.libraryVersions().get("choco-solver")))
                .satisfies(l -> assertThat(l.licence()).isNotEmpty());
        assertThat(catalog.librariesOf("sat:encoding=minimal")).extracting(Library::name).containsExactly("sat4j");
        assertThat(catalog.librariesOf("cpsat")).extracting(Library::name).containsExactly("ortools");
        assertThat(catalog.librariesOf("dfs")).isEmpty();
        assertThat(catalog.librariesOf("no-such-solver")).isEmpty();
    }

    @Test
    void aProgramFamilyReadsItsOwnSpecForProvenance() {
        assertThat(catalog.commandOf("dimacs:encoding=minimal,givens=units:cadical -q")).contains(
                new ProgramCommand("cadical -q", List.of("cadical", "-q")));
        assertThat(catalog.commandOf("dimacs:kissat")).contains(new ProgramCommand("kissat", List.of("kissat")));
        assertThat(catalog.commandOf("mzn:gecode")).contains(
                new ProgramCommand("minizinc --solver gecode", List.of("minizinc")));
        assertThat(catalog.commandOf("external:python3 'my 2580.py'")).contains(
                new ProgramCommand("python3 'my 2580.py'", List.of("python3", "my 2580.py")));
        assertThat(catalog.commandOf("choco")).isEmpty();
        assertThatThrownBy(() -> catalog.commandOf("stream:python3 'open")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void onlyProgramsThatReadGridsSpeakAFormat() {
        SolverOptions options = new SolverOptions(PuzzleFormat.BOJ2239);
        assertThat(catalog.spokenFormat("external:./a.out", options)).contains(PuzzleFormat.BOJ2239);
        assertThat(catalog.spokenFormat("stream:./a.out", SolverOptions.DEFAULT)).contains(PuzzleFormat.LINE);
        assertThat(catalog.spokenFormat("dimacs:cadical", options)).isEmpty();
        assertThat(catalog.spokenFormat("dfs", options)).isEmpty();
    }

    @Test
    void onlyProgramsStartedForEachCallAreHeldToALowerCpuLimitCallByCall() {
        // fuzz's per-step limit while shrinking asks this instead of reading the prefix itself.
        assertThat(catalog.limitsEachCall("external:python3 my.py")).isTrue();
        assertThat(catalog.limitsEachCall(" external:./a.out")).isTrue();
        assertThat(catalog.limitsEachCall("stream:./a.out")).isFalse();
        assertThat(catalog.limitsEachCall("dimacs:cadical")).isFalse();
        assertThat(catalog.limitsEachCall("dfs")).isFalse();
        assertThat(catalog.limitsEachCall("no-such-solver")).isFalse();
    }

    @Test
    void aLoadedPlugInsDeclarationsAreAskedAndAFailureNamesItsJar() {
        LoadedPlugin declaring = new LoadedPlugin(plugin(List.of("mine-traced"), List.of(new Library("lib", "1.0", "MIT"))),
                "mine.jar", Map.of("mine", "mine"));
        assertThat(declaring.tracing()).containsExactly("mine-traced");
        assertThat(declaring.libraries()).containsExactly(new Library("lib", "1.0", "MIT"));
        LoadedPlugin failing = new LoadedPlugin(plugin(null, null), "bad.jar", Map.of("bad", "bad"));
        assertThatThrownBy(failing::libraries).isInstanceOf(PluginException.class)
                .hasMessageContaining("plug-in bad.jar").hasMessageContaining("libraries() returned null");
    }

    private static SolverPlugin plugin(List<String> tracing, List<Library> libraries) {
        return new SolverPlugin() {
            @Override
            public String apiVersion() {
                return PluginApi.VERSION;
            }

            @Override
            public Map<String, String> describe() {
                return Map.of("mine", "mine");
            }

            @Override
            public Optional<SudokuSolver> create(String spec) {
                return Optional.empty();
            }

            @Override
            public List<String> tracing() {
                return tracing;
            }

            @Override
            public List<Library> libraries() {
                return libraries;
            }
        };
    }
}
