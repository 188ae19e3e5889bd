package dev.sudokucompare.report.provenance;

import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.ProgramPath;
import dev.sudokucompare.solvers.ProgramCommand;
import dev.sudokucompare.solvers.SolverCatalog;
import dev.sudokucompare.solvers.worker.WorkerSolver;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds where each solver of a run came from (see {@link Origins}): an outside program by its
 * command (the program found on the PATH as the run would find it, and every other word that
 * names a file, such as a script, each resolved and hashed); a plug-in by the jar its class was
 * loaded from (by a class loader of its own); a built-in by the tool's jar and the library it runs on. The tool's jar is hashed
 * once ({@link JarDigest} keeps its digest beside it).
 */
public final class SolverOrigins {

    private SolverOrigins() {
    }

    /**
     * Where each of a run's {@code solvers} came from; {@code families} is the run's catalog (its
     * {@code --plugin} families included), which says what each is made of.
     */
    public static Origins of(SolverCatalog families, List<SudokuSolver> solvers, List<String> specs,
            List<Long> warmupCalls) {
        Path tool = codeSource(SolverOrigins.class).orElse(null);
        boolean jar = tool != null && Files.isRegularFile(tool);
        String jarSha = jar ? JarDigest.of(tool).orElse("") : "";
        // Each family says what it is made of: a new library-backed family is named without a line here.
        Map<String, String> libraries = families.libraryVersions();
        // A built-in solver is what its source is: a clean commit names it whatever bytes a rebuild
        // gives the jar (timestamps, the build's JDK); only a dirty or unknown tree falls back to
        // the jar's bytes. Three builds of one commit had three jar digests, and lost every control.
        boolean clean = !Build.commit().equals("unknown") && !Build.commit().endsWith("-dirty");
        String toolIdentity = clean ? "build " + Build.version() + " " + Build.commit()
                : !jarSha.isEmpty() ? "jar " + jarSha : "";
        List<Origins.SolverOrigin> out = new ArrayList<>();
        for (int i = 0; i < solvers.size(); i++) {
            SudokuSolver s = solvers.get(i);
            long warmups = i < warmupCalls.size() ? warmupCalls.get(i) : 0;
            String spec = i < specs.size() ? specs.get(i) : s.name();
            Optional<Path> source = codeSource(s.getClass());
            if (s instanceof WorkerSolver w) {
                out.add(worker(w, spec, warmups, library(families, spec), toolIdentity));
            } else if (!s.capabilities().inProcess()) {
                out.add(program(families, s.name(), spec, warmups));
            } else if (s.getClass().getClassLoader() != SolverOrigins.class.getClassLoader() && source.isPresent()) {
                // A plug-in's classes come from a class loader of its own (a built-in's may come from
                // another directory than this class's when the tool runs from its modules' classes).
                List<Origins.FileDigest> files = digest(source.get()).map(List::of).orElse(List.of());
                out.add(new Origins.SolverOrigin(s.name(), "plug-in", plugIn(source.get(), library(families, spec)),
                        files, warmups, fingerprint("plug-in", files, files.isEmpty())));
            } else {
                String library = library(families, spec);
                out.add(new Origins.SolverOrigin(s.name(), "built-in", library, List.of(), warmups,
                        toolIdentity.isEmpty() ? "" : fingerprint("built-in " + library + " " + toolIdentity, List.of(),
                                false)));
            }
        }
        return new Origins(jar ? tool.toString() : "", jarSha, libraries, out);
    }

    /** A Java solver in worker JVMs: whose code (the tool's, a plug-in's jars, another build's jar) and which build. */
    private static Origins.SolverOrigin worker(WorkerSolver w, String spec, long warmups, String library,
            String toolIdentity) {
        List<Origins.FileDigest> files = new ArrayList<>();
        for (Path p : w.files()) {
            try (Stream<Path> jars = Files.isDirectory(p) ? Files.list(p) : Stream.of(p)) {
                jars.filter(Files::isRegularFile).sorted().map(SolverOrigins::digest).flatMap(Optional::stream)
                        .forEach(files::add);
            } catch (IOException e) {
                // An unreadable directory: its jars are not named, and the fingerprint says incomplete.
            }
        }
        String inWorkers = " in worker JVMs (build " + w.build() + (w.forks() > 1 ? ", " + w.forks() + " forks" : "") + ")";
        return switch (w.kind()) {
            case PLUG_IN -> new Origins.SolverOrigin(w.name(), "plug-in", plugIn(w.files().get(0), library) + inWorkers,
                    files, warmups, fingerprint("plug-in", files, files.isEmpty()));
            case OTHER_BUILD -> new Origins.SolverOrigin(w.name(), "other build", "another build's jar "
                    + w.files().get(0) + inWorkers, files, warmups, fingerprint("other build " + spec, files,
                            files.isEmpty()));
            case BUILT_IN -> new Origins.SolverOrigin(w.name(), "built-in", library + inWorkers, List.of(), warmups,
                    toolIdentity.isEmpty() ? "" : fingerprint("built-in " + library + " " + toolIdentity, List.of(),
                            false));
        };
    }

    /** An outside program: the command's program and the files it names, as its family reads the spec. */
    private static Origins.SolverOrigin program(SolverCatalog families, String name, String spec, long warmups) {
        ProgramCommand command;
        try {
            command = families.commandOf(spec).orElseGet(() -> ProgramCommand.of(spec.substring(spec.indexOf(':') + 1)));
        } catch (IllegalArgumentException e) {
            return new Origins.SolverOrigin(name, "outside program", spec, List.of(), warmups, "");
        }
        List<String> words = command.words();
        String detail = command.shown();
        List<Origins.FileDigest> files = new ArrayList<>();
        boolean missing = false;
        for (int w = 0; w < words.size(); w++) {
            Optional<Path> file = w == 0 ? ProgramPath.of(words.get(0)) : asFile(words.get(w));
            Optional<Origins.FileDigest> d = file.flatMap(SolverOrigins::digest);
            d.ifPresent(files::add);
            missing |= w == 0 && d.isEmpty();
        }
        return new Origins.SolverOrigin(name, "outside program", detail, files, warmups,
                fingerprint("outside program " + detail, files, missing));
    }

    private static Optional<Path> asFile(String word) {
        try {
            Path p = Path.of(word);
            return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
        } catch (RuntimeException e) {
            return Optional.empty(); // not a path at all
        }
    }

    /** The file resolved (symbolic links followed), hashed. */
    private static Optional<Origins.FileDigest> digest(Path file) {
        try {
            Path real = file.toRealPath();
            return sha256(real).map(h -> new Origins.FileDigest(real.toString(), h, sizeOf(real)));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    static Optional<String> sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) > 0;) {
                md.update(buffer, 0, n);
            }
            return Optional.of(HexFormat.of().formatHex(md.digest()));
        } catch (IOException | NoSuchAlgorithmException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** SHA-256 of what identifies a solver; empty when part of it could not be read. */
    private static String fingerprint(String what, List<Origins.FileDigest> files, boolean incomplete) {
        if (incomplete) {
            return "";
        }
        StringBuilder b = new StringBuilder(what);
        files.forEach(f -> b.append('\n').append(f.sha256()));
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(b.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            return "";
        }
    }

    private static final String OWN_CODE = "the tool's own code";

    /** "plug-in JAR (jacop 4.10.0)": the jar, and the libraries its family declares when it declares any. */
    private static String plugIn(Path jar, String library) {
        return "plug-in " + jar + (library.equals(OWN_CODE) ? "" : " (" + library + ")");
    }

    /** "choco-solver 5.0.0" for a Choco spec, as its family declares it; "the tool's own code" otherwise. */
    private static String library(SolverCatalog families, String spec) {
        List<Library> libraries = families.librariesOf(spec);
        return libraries.isEmpty() ? OWN_CODE
                : String.join(", ", libraries.stream().map(Library::spoken).toList());
    }

    /** The jar or directory a class was loaded from. */
    private static Optional<Path> codeSource(Class<?> type) {
        try {
            CodeSource source = type.getProtectionDomain().getCodeSource();
            return source == null ? Optional.empty() : Optional.of(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
