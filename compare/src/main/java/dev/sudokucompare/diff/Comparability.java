package dev.sudokucompare.diff;

import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.provenance.InputDigest;
import dev.sudokucompare.report.Manifest;
import dev.sudokucompare.report.Units;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Whether two runs' timings can be compared at all. {@code blockers}: what makes every timing
 * comparison meaningless, whatever the controls (other settings that change what a call does or
 * how it is timed: mode, count limit, repetitions, threads, warm-up; another machine, JVM or CPU
 * quota). {@code busy}: what says the machine was not the run's alone (load above the cores at
 * the start or end of a run, other runs of the tool): harmless against controls, which share it,
 * fatal without. {@code flags}: what a reader should know that does not stop the comparison
 * (another build, other inputs under a name, another time limit, an interrupted run).
 */
record Comparability(List<String> blockers, List<String> busy, List<String> flags) {

    Comparability {
        blockers = List.copyOf(blockers);
        busy = List.copyOf(busy);
        flags = List.copyOf(flags);
    }

    static Comparability of(RunDirectory a, RunDirectory b) {
        Manifest ma = a.manifest();
        Manifest mb = b.manifest();
        List<String> blockers = new ArrayList<>();
        List<String> flags = new ArrayList<>();
        Settings sa = ma.settings();
        Settings sb = mb.settings();
        List<String> timed = new ArrayList<>();
        differ(timed, "mode", sa.mode(), sb.mode());
        differ(timed, "count limit", sa.countLimit(), sb.countLimit());
        differ(timed, "repeat", sa.repeat(), sb.repeat());
        differ(timed, "threads", sa.threads(), sb.threads());
        differ(timed, "warm-up", sa.warmup(), sb.warmup());
        if (!timed.isEmpty()) {
            blockers.add("other settings: " + String.join("; ", timed));
        }
        List<String> machine = ma.environment().differences(mb.environment());
        if (!machine.isEmpty()) {
            blockers.add("other machine or JVM: " + String.join("; ", machine));
        }
        List<String> other = new ArrayList<>();
        differ(other, "timeout", Units.time(sa.timeout().toNanos()), Units.time(sb.timeout().toNanos()));
        differ(other, "shuffle", sa.shuffle(), sb.shuffle());
        differ(other, "limit", sa.limit(), sb.limit());
        differ(other, "shard", sa.shard(), sb.shard());
        if (!other.isEmpty()) {
            flags.add("other settings: " + String.join("; ", other));
        }
        if (!ma.toolVersion().equals(mb.toolVersion()) || !ma.toolCommit().equals(mb.toolCommit())) {
            flags.add("other builds of the tool: " + ma.toolVersion() + " (" + ma.toolCommit() + ") vs "
                    + mb.toolVersion() + " (" + mb.toolCommit() + ")");
        }
        Map<String, InputDigest> inputsB = mb.inputs().stream().collect(Collectors.toMap(InputDigest::name,
                Function.identity(), (x, y) -> x));
        for (InputDigest d : ma.inputs()) {
            InputDigest o = inputsB.get(d.name());
            if (o != null && d.hashed() && o.hashed() && !d.sha256().equals(o.sha256())) {
                flags.add("input " + d.name() + " has other contents (SHA-256 " + d.sha256().substring(0, 12) + "… vs "
                        + o.sha256().substring(0, 12) + "…): only records with the same puzzle are paired");
            }
        }
        List<String> busy = new ArrayList<>();
        for (RunDirectory run : List.of(a, b)) {
            String which = run == a ? "A" : "B";
            run.manifest().notices().stream().filter(n -> n.contains("busy") || n.contains("share this machine")
                    || n.contains("shares this machine")).forEach(n -> busy.add(which + ": " + n));
            Environment e = run.manifest().environment();
            if (e.loadAverageEnd() > e.cores()) {
                busy.add(String.format(Locale.ROOT, "%s: load average %.1f on %d cores when the run ended", which,
                        e.loadAverageEnd(), e.cores()));
            }
            if (!run.manifest().interruption().isEmpty()) {
                flags.add(which + " was interrupted: " + run.manifest().interruption());
            }
        }
        return new Comparability(blockers, busy, flags);
    }

    private static void differ(List<String> out, String what, Object a, Object b) {
        if (!Objects.equals(a, b)) {
            out.add(what + " " + a + " vs " + b);
        }
    }
}
