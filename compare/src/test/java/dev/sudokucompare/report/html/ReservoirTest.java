package dev.sudokucompare.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ReservoirTest {

    @Test
    void keepsEverythingUpToItsCapacity() {
        Reservoir<Integer> r = new Reservoir<>(10, 1);
        IntStream.range(0, 10).forEach(r::add);
        assertThat(r.items()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(r.sampled()).isFalse();
    }

    @Test
    void beyondItStaysBoundedUniformAndReproducible() {
        Reservoir<Integer> a = new Reservoir<>(1000, 42);
        Reservoir<Integer> b = new Reservoir<>(1000, 42);
        IntStream.range(0, 100_000).forEach(i -> {
            a.add(i);
            b.add(i);
        });
        assertThat(a.items()).hasSize(1000).isEqualTo(b.items()).doesNotHaveDuplicates();
        assertThat(a.seen()).isEqualTo(100_000);
        assertThat(a.sampled()).isTrue();
        // uniform: about half the kept items come from the second half of the stream
        long late = a.items().stream().filter(i -> i >= 50_000).count();
        assertThat(late).isBetween(430L, 570L);
    }
}
