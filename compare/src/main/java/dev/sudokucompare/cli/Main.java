package dev.sudokucompare.cli;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code sudoku-compare} command line. */
@Command(name = "sudoku-compare", mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description = {"Compare Sudoku solvers across paradigms (hand-written search, constraint programming, SAT, "
            + "CP-SAT, exact cover, MiniZinc, your own programs and plug-ins) and judge every answer.",
            "With no command, 'compare' runs: dfs against choco on builtin:default."},
        exitCodeListHeading = "%nExit status (the same at every door; the first that applies):%n",
        exitCodeList = {"1:a WRONG answer, or records that DISAGREE (diff: a regression)",
            "2:trouble: bad usage, unreadable input, MALFORMED records, solver errors",
            "3:an answer UNVERIFIED (solve, check: also a puzzle a limit stopped; diff: timings that do not compare)",
            "0:otherwise: every answer correct, a proved 'no solution' included"})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Inherited by every command, so it can stand anywhere on the line. */
    @CommandLine.Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
            description = "On an internal error, print the stack trace too.")
    boolean debug;

    public static void main(String[] args) {
        System.exit(run(args, terminal(System.out), terminal(System.err)));
    }

    /** A stream as the tool writes to it: nothing that could steer a terminal gets through. */
    static PrintWriter terminal(PrintStream stream) {
        return new PrintWriter(new PrintableWriter(new OutputStreamWriter(stream)), true);
    }

    /** Runs the command line with the given streams; returns the exit status. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        boolean implied = args.length == 0 || !args[0].equals(withDefaultCommand(args)[0]);
        args = withDefaultCommand(args);
        Main main = new Main();
        CommandLine cli = new CommandLine(main);
        // picocli reads every command's annotations when it is added, ~1-2 ms each even when
        // warm: a run builds only the command it runs (help and version show them all).
        String named = args[0];
        for (Named command : COMMANDS) {
            if (!RUN_ALONE.contains(named) || command.names().contains(named)) {
                cli.addSubcommand(command.type());
            }
        }
        ChoiceConverter.registerAll(cli);
        if (implied) {
            ((CompareCommand) cli.getSubcommands().get("compare").getCommand()).commandImplied = true;
        }
        cli.setOut(out);
        cli.setErr(err);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        // No lambda or method reference in this class: picocli is compiled for Java 5, and making a
        // lambda here while bin/sudoku-compare dumps its CDS archive links picocli's main classes,
        // which keeps them out of the archive (LauncherIT).
        cli.setExitCodeExceptionMapper(new TroubleOnException());
        cli.setParameterExceptionHandler(new UsageError());
        cli.setExecutionExceptionHandler(new CommandFailure(main));
        int status;
        try {
            status = cli.execute(args);
        } catch (OutOfMemoryError e) {
            // Never read as "a wrong answer" (1): it is trouble, said plainly.
            err.println("error: out of memory (" + e.getMessage() + "); give the JVM more with -Xmx, or a smaller input");
            status = ExitCodes.TROUBLE;
        } finally {
            closeSolvers(cli, err);
        }
        out.flush();
        err.flush();
        return status;
    }

    /** Every exception picocli maps to a status is trouble. */
    private static final class TroubleOnException implements CommandLine.IExitCodeExceptionMapper {
        @Override
        public int getExitCode(Throwable exception) {
            return ExitCodes.TROUBLE;
        }
    }

    /** Bad usage: one line saying what, one saying where help is. */
    private static final class UsageError implements CommandLine.IParameterExceptionHandler {
        @Override
        public int handleParseException(CommandLine.ParameterException e, String[] args) {
            CommandLine cmd = e.getCommandLine();
            cmd.getErr().println("error: " + e.getMessage());
            cmd.getErr().println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for usage.");
            return ExitCodes.TROUBLE;
        }
    }

    /** An error inside a command: one line, the stack trace only with --debug. */
    private static final class CommandFailure implements CommandLine.IExecutionExceptionHandler {
        private final Main main;

        CommandFailure(Main main) {
            this.main = main;
        }

        @Override
        public int handleExecutionException(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
            cmd.getErr().println("error: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            if (main.debug || Boolean.getBoolean("sudoku.debug")) {
                e.printStackTrace(cmd.getErr());
            }
            return ExitCodes.TROUBLE;
        }
    }

    /**
     * Closes the solvers the command that ran made, and the plug-ins it loaded (their class
     * loaders keep their jars open).
     */
    private static void closeSolvers(CommandLine cli, PrintWriter err) {
        CommandLine.ParseResult parsed = cli.getParseResult();
        while (parsed != null && parsed.hasSubcommand()) {
            parsed = parsed.subcommand();
        }
        if (parsed != null) {
            for (CommandLine.Model.CommandSpec mixin : parsed.commandSpec().mixins().values()) {
                if (mixin.userObject() instanceof PluginOption plugins) {
                    plugins.closeAll(err);
                }
            }
        }
    }

    /**
     * A command and its names. The names are written here as well as in its {@code @Command}: reading
     * eleven classes' annotations cost a one-puzzle run 34 ms (MainTest checks that the two agree).
     */
    record Named(Class<?> type, List<String> names) {
        Named(Class<?> type, String... names) {
            this(type, List.of(names));
        }
    }

    /** The commands, in the order the help lists them. */
    static final List<Named> COMMANDS = List.of(new Named(CompareCommand.class, "compare"),
            new Named(SolveCommand.class, "solve"), new Named(CheckCommand.class, "check"),
            new Named(GradeCommand.class, "grade"),
            new Named(GenerateCommand.class, "generate"), new Named(FuzzCommand.class, "fuzz"),
            new Named(ExportCommand.class, "export"), new Named(MergeCommand.class, "merge"),
            new Named(SlurmCommand.class, "slurm"),
            new Named(DiffCommand.class, "diff", "diff-runs"), new Named(ListCommand.class, "list"),
            new Named(CompletionCommand.class, "completion"), new Named(ManpageCommand.class, "manpage"),
            new Named(CommandLine.HelpCommand.class, "help"));

    /** The command line with every command, as help and the completion script see it. */
    static CommandLine fullCommandLine() {
        CommandLine cli = new CommandLine(new Main());
        for (Named command : COMMANDS) {
            cli.addSubcommand(command.type());
        }
        return ChoiceConverter.registerAll(cli);
    }

    /** Every name and alias of a command but {@code help}, which needs the others beside it. */
    private static final Set<String> RUN_ALONE = runAlone();

    private static Set<String> runAlone() {
        Set<String> names = new HashSet<>();
        for (Named command : COMMANDS) {
            if (command.type() != CommandLine.HelpCommand.class) {
                names.addAll(command.names());
            }
        }
        return Set.copyOf(names);
    }

    /**
     * The first input of a run whose command was left out, when it is no file but a command's name
     * or near one ("sovle", or "list" after options): the usage error that says so, else "".
     */
    static String mistypedCommand(List<String> inputs) {
        if (inputs.isEmpty() || inputs.get(0).contains(":") || inputs.get(0).contains("/")
                || java.nio.file.Files.exists(java.nio.file.Path.of(inputs.get(0)))) {
            return "";
        }
        String word = inputs.get(0);
        if (RUN_ALONE.contains(word)) {
            return "'" + word + "' is a command and no file: put it first, before its options (sudoku-compare "
                    + word + " ...)";
        }
        List<String> near = dev.sudokucompare.solvers.NearestNames.to(word, RUN_ALONE.stream().sorted().toList());
        return near.isEmpty() ? "" : "unknown command '" + word + "'; did you mean '" + near.get(0) + "'?";
    }

    /** {@code compare} is the default: no arguments, or options/inputs without a command name. */
    private static String[] withDefaultCommand(String[] args) {
        if (args.length > 0 && (RUN_ALONE.contains(args[0]) || args[0].equals("help")
                || List.of("-h", "--help", "-V", "--version").contains(args[0]))) {
            return args;
        }
        String[] withCompare = new String[args.length + 1];
        withCompare[0] = "compare";
        System.arraycopy(args, 0, withCompare, 1, args.length);
        return withCompare;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
