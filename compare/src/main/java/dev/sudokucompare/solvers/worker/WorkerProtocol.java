package dev.sudokucompare.solvers.worker;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.Resources;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The lines a worker JVM and the tool exchange, one per message, fields apart by tabs (every text
 * field is made printable first, so it holds no tab or line break):
 * <pre>
 * worker: hello  VERSION  API  BUILD  NAME  MODES  COUNTS-NODES  TRACES   (or: refused  KIND  WHY)
 * tool:   solve  BOX  MODE  COUNT-LIMIT  TIME-LIMIT-NS  NODE-LIMIT  PUZZLE
 * worker: answer STATUS FOUND EXACT NODES BACKTRACKS FAILS BUILD-NS SEARCH-NS CPU-NS WALL-NS SOLUTION MESSAGE ENDS
 * tool:   notes                   worker: notes  TEXT
 * tool:   quit                    worker: (closes its solver, then ends)
 * </pre>
 * A describing worker prints {@code spec SPEC JAR DESCRIPTION} lines, then {@code end} (or
 * {@code refused KIND WHY}). {@code KIND} is {@code usage} (a spec's options are wrong: the
 * user's mistake) or {@code plugin} (a plug-in that cannot be used). {@code SOLUTION} is the
 * grid's one-line spelling, or {@code -}; {@code ENDS} is 1 when the worker ends after this answer
 * (its heap ran out: a JVM not to be trusted with another call).
 * The version is this class's {@link #VERSION}: a worker of another version is refused in one line.
 */
public final class WorkerProtocol {

    /** Bumped whenever a line changes shape. */
    public static final int VERSION = 1;

    /** The worker's main class, the same in every build that has workers. */
    public static final String MAIN = "dev.sudokucompare.worker.WorkerMain";

    private WorkerProtocol() {
    }

    /** What a worker says once it has made its solver. */
    public record Hello(int version, String api, String build, String name, Capabilities capabilities) {
    }

    public static String hello(String api, String build, String name, Capabilities c) {
        String modes = c.modes().stream().sorted().map(Enum::name).collect(Collectors.joining(","));
        return String.join("\t", "hello", Integer.toString(VERSION), text(api), text(build), text(name), modes,
                c.countsNodes() ? "1" : "0", c.tracesDecisions() ? "1" : "0");
    }

    /**
     * The hello in {@code line}, with the capabilities a worker's solver has in the tool: not in
     * process, kept warm, no trace across the pipe.
     *
     * @throws IllegalArgumentException when the line is not a hello of this version
     */
    public static Hello readHello(String line) {
        String[] f = line.split("\t", -1);
        if (f.length < 2 || !f[0].equals("hello")) {
            throw new IllegalArgumentException("not a hello: " + OneLine.quoted(OneLine.of(line, 60)));
        }
        int version = parseInt(f[1]);
        if (version != VERSION) {
            throw new IllegalArgumentException("it speaks worker protocol " + OneLine.of(f[1], 12) + "; this tool speaks "
                    + VERSION + " (a build too old or too new for this one)");
        }
        if (f.length != 8) {
            throw new IllegalArgumentException("a hello of " + f.length + " fields, not 8");
        }
        Set<Mode> modes = EnumSet.noneOf(Mode.class);
        for (String m : f[5].split(",")) {
            modes.add(Mode.valueOf(m));
        }
        Capabilities c = new Capabilities(modes, false, f[6].equals("1"), false, true);
        return new Hello(version, f[2], f[3], f[4], c);
    }

    /** Why a worker would not serve: a usage error (the spec's options) or a plug-in that cannot be used. */
    public enum Refusal { USAGE, PLUGIN }

    public static String refused(Refusal kind, String why) {
        return "refused\t" + kind.name().toLowerCase(Locale.ROOT) + "\t" + text(why);
    }

    /**
     * The exception a {@code refused} line stands for: a usage error is an
     * {@link IllegalArgumentException}, as it is in process; anything else a {@link WorkerException}.
     */
    static RuntimeException refusal(String line) {
        String[] f = line.split("\t", 3);
        if (f.length == 3 && f[1].equals("usage")) {
            return new IllegalArgumentException(f[2]);
        }
        return new WorkerException(f.length == 3 ? f[2] : f[f.length - 1]);
    }

    public static String request(Grid puzzle, SolveRequest r) {
        return String.join("\t", "solve", puzzle.shape().boxSpec(), r.mode().name(), Integer.toString(r.countLimit()),
                Long.toString(r.timeLimit().toNanos()), Long.toString(r.nodeLimit()), puzzle.toString());
    }

    /** A request read back: the puzzle and what to solve it for. */
    public record Call(Grid puzzle, SolveRequest request) {
    }

    /** @throws IllegalArgumentException when the line is not a request */
    public static Call readRequest(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != 7 || !f[0].equals("solve")) {
            throw new IllegalArgumentException("not a request: " + OneLine.quoted(OneLine.of(line, 60)));
        }
        Shape shape = Shape.parseBox(f[1]);
        SolveRequest request = SolveRequest.of(Mode.valueOf(f[2])).withCountLimit(parseInt(f[3]))
                .withTimeLimit(Duration.ofNanos(parseLong(f[4]))).withNodeLimit(parseLong(f[5]));
        return new Call(Grid.parse(f[6], shape), request);
    }

    public static String answer(SolveResult r, long cpuNanos, long wallNanos, boolean ends) {
        SearchStats s = r.stats();
        return String.join("\t", "answer", r.status().name(), Long.toString(r.solutionsFound()),
                r.countExact() ? "1" : "0", Long.toString(s.nodes()), Long.toString(s.backtracks()),
                Long.toString(s.fails()), Long.toString(s.buildNanos()), Long.toString(s.searchNanos()),
                Long.toString(cpuNanos), Long.toString(wallNanos), r.solution() == null ? "-" : r.solution().toString(),
                text(r.message()), ends ? "1" : "0");
    }

    /**
     * The answer in {@code line} to a puzzle of {@code shape}, its CPU and wall time those the
     * worker measured, its peak memory {@code peakRssKib} (the worker's, -1 when not measured).
     *
     * @throws IllegalArgumentException when the line is not an answer
     */
    public static SolveResult readAnswer(String line, Shape shape, long peakRssKib) {
        String[] f = line.split("\t", -1);
        if (f.length != 14 || !f[0].equals("answer")) {
            throw new IllegalArgumentException("not an answer: " + OneLine.quoted(OneLine.of(line, 60)));
        }
        Status status = Status.valueOf(f[1]);
        SearchStats stats = new SearchStats(parseLong(f[4]), parseLong(f[5]), parseLong(f[6]), parseLong(f[7]),
                parseLong(f[8]));
        Grid solution = f[11].equals("-") ? null : Grid.parse(f[11], shape);
        return new SolveResult(status, solution, parseLong(f[2]), f[3].equals("1"), stats, f[12],
                new Resources(parseLong(f[9]), peakRssKib, parseLong(f[10])));
    }

    /** True when the worker that gave answer {@code line} ends after it. */
    static boolean ends(String line) {
        return line.endsWith("\t1");
    }

    /**
     * A plug-in spec as a describing worker lists it: the jar it came from, its description, and
     * the libraries its family declares ({@link dev.sudokucompare.core.plugin.SolverPlugin#libraries()}),
     * so provenance names a plug-in's library without loading the plug-in in the tool's JVM.
     */
    public record DescribedSpec(String spec, String jar, String description, List<Library> libraries) {
        public DescribedSpec {
            libraries = List.copyOf(libraries);
        }
    }

    /** A describing worker's line for one library of {@code spec}'s family. */
    public static String library(String spec, Library library) {
        return "library\t" + text(spec) + "\t" + text(library.name()) + "\t" + text(library.version()) + "\t"
                + text(library.licence());
    }

    public static String spec(String spec, String jar, String description) {
        return "spec\t" + text(spec) + "\t" + text(jar) + "\t" + text(description);
    }

    /** One field's text: printable, so no tab or line break can split a line. */
    public static String text(String s) {
        return OneLine.printable(s == null ? "" : s);
    }

    private static int parseInt(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number: " + OneLine.quoted(OneLine.of(s, 20)));
        }
    }

    private static long parseLong(String s) {
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number: " + OneLine.quoted(OneLine.of(s, 20)));
        }
    }
}
