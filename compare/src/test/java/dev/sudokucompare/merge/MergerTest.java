package dev.sudokucompare.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Putting shards back together stays linear in the number of inputs. */
class MergerTest {

    @Test
    void sixtyThousandInputsPerShardAreOrderedInLinearTime() {
        List<List<String>> shards = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < 60_000; i++) {
                names.add("input-" + (i * 3 + s) % 60_000 + ".txt");
            }
            shards.add(names);
        }
        // A bound only against the quadratic search it replaced (3.6e9 comparisons took minutes).
        List<String> order = assertTimeoutPreemptively(Duration.ofMinutes(5), () -> Merger.inputOrder(shards));
        assertThat(order).hasSize(60_000).startsWith("input-0.txt", "input-3.txt").doesNotHaveDuplicates();
    }
}
