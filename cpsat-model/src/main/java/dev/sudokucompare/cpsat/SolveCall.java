package dev.sudokucompare.cpsat;

import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverResponse;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.SatParameters;
import java.util.function.Consumer;

/**
 * One CP-SAT solve of a model within what is left of a call's {@link CpSatLimits}: the time left as
 * {@code max_time_in_seconds}, the conflicts left as {@code max_number_of_conflicts}, and
 * cancellation through a {@link CancellationWatch}.
 */
final class SolveCall {

    /**
     * What one solve gave. {@code stopReason} is set when a limit ended it before an answer (or before
     * {@code wanted} solutions); {@code status} is CP-SAT's own.
     */
    record Outcome(CpSolverStatus status, long found, int[] first, int[] latest, long branches,
            long conflicts, String stopReason, String solverInfo) {

        boolean infeasible() {
            return status == CpSolverStatus.INFEASIBLE;
        }

        /** CP-SAT finished: every solution reported (enumeration), optimality or infeasibility proved. */
        boolean complete() {
            return status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.INFEASIBLE;
        }

        boolean invalid() {
            return status == CpSolverStatus.MODEL_INVALID || status == CpSolverStatus.UNRECOGNIZED;
        }
    }

    /** The share of its time a solve must have used for a stop without an answer to be the time limit's. */
    private static final double TIME_USED_RATIO = 0.5;

    private SolveCall() {
    }

    /**
     * Solves {@code model} with {@code workers} workers, the parameters {@code tune} sets, stopping at
     * {@code wanted} solutions; spends the conflicts it used from {@code budget}.
     */
    static Outcome run(SudokuCpModel model, int workers, Consumer<SatParameters.Builder> tune, long wanted,
            CpSatLimits budget) {
        String exhausted = budget.exhausted();
        if (exhausted != null) {
            return new Outcome(CpSolverStatus.UNKNOWN, 0, null, null, 0, 0, exhausted, "");
        }
        CpSolver solver = new CpSolver();
        SatParameters.Builder p = solver.getParameters();
        double secondsGiven = budget.secondsLeft();
        p.setNumWorkers(workers)
                .setMaxTimeInSeconds(secondsGiven)
                // The command line handles Ctrl-C itself (partial reports, exit status 130).
                .setCatchSigintSignal(false)
                .setLogSearchProgress(false);
        if (budget.limitsConflicts()) {
            p.setMaxNumberOfConflicts(budget.conflictsLeft());
        }
        tune.accept(p);
        SolutionRecorder recorder = new SolutionRecorder(model.cells(), wanted);
        CpSolverStatus status;
        try (CancellationWatch watch = CancellationWatch.over(budget.cancellation(), solver)) {
            status = solver.solve(model.model(), recorder);
        }
        CpSolverResponse response = solver.response();
        budget.spend(response.getNumConflicts());
        int[] first = recorder.first();
        int[] latest = recorder.latest();
        long found = recorder.found();
        if (found == 0 && (status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.FEASIBLE)) {
            // An answer the callback did not see (none is expected): take it from the response.
            first = fromResponse(solver, model);
            latest = first;
            found = 1;
        }
        boolean complete = status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.INFEASIBLE;
        boolean stoppedShort = !complete && found < wanted && status != CpSolverStatus.MODEL_INVALID;
        return new Outcome(status, found, first, latest, response.getNumBranches(), response.getNumConflicts(),
                stoppedShort ? budget.reasonForStop(ranOutOfTime(response, secondsGiven)) : null,
                response.getSolutionInfo());
    }

    /**
     * CP-SAT stops a search before its limit when it expects its next check to come too late (the
     * gap between checks is large while the JIT warms up the solution callback), so our own deadline
     * may not have passed yet: a solve that used most of the time it was given ran out of it.
     */
    private static boolean ranOutOfTime(CpSolverResponse response, double secondsGiven) {
        return response.getWallTime() >= TIME_USED_RATIO * secondsGiven;
    }

    private static int[] fromResponse(CpSolver solver, SudokuCpModel model) {
        int[] values = new int[model.cells().length];
        for (int i = 0; i < values.length; i++) {
            values[i] = (int) solver.value(model.cells()[i]);
        }
        return values;
    }
}
