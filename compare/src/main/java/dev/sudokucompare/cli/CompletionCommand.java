package dev.sudokucompare.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Prints picocli's generated completion script for bash and zsh: every command, option and fixed value. */
@Command(name = "completion", mixinStandardHelpOptions = true,
        description = {"Print a completion script for bash (and zsh, through bashcompinit): commands, options and "
            + "their fixed values complete with TAB.",
            "Install: java -jar sudoku-compare.jar completion > ~/.local/share/bash-completion/completions/"
                + "sudoku-compare, or for this shell: source <(java -jar sudoku-compare.jar completion). The script "
                + "completes the command 'sudoku-compare' (an alias or a wrapper script of that name)."})
final class CompletionCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(AutoComplete.bash("sudoku-compare", Main.fullCommandLine()));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
