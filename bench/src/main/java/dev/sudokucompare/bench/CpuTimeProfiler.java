package dev.sudokucompare.bench;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * CPU time per operation, beside JMH's wall-clock score: {@code -prof
 * dev.sudokucompare.bench.CpuTimeProfiler}. On a shared machine the benchmark thread waits for a
 * core now and then; wall time counts that wait, CPU time does not. It is the forked JVM's process
 * CPU time over the iteration divided by the operations, so it also includes the (small, after
 * warm-up) work of the GC and JIT threads.
 */
public class CpuTimeProfiler implements InternalProfiler {

    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private long startCpuNanos;

    @Override
    public String getDescription() {
        return "process CPU time per operation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        startCpuNanos = os.getProcessCpuTime();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
            IterationParams iterationParams, IterationResult result) {
        long cpuNanos = os.getProcessCpuTime() - startCpuNanos;
        long ops = Math.max(1, result.getMetadata().getAllOps());
        return List.of(new ScalarResult("cpu", cpuNanos / 1_000.0 / ops, "us/op", AggregationPolicy.AVG));
    }
}
