package dev.sudokucompare.recheck;

import dev.sudokucompare.core.OneLine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Optional;

/**
 * One input's records in a results.csv: record number, line, byte offset and length, in arrays
 * sorted by record number (some 30 bytes a record), each taken at most once.
 */
final class SourceGroups {

    private final String source;
    private long[] records = new long[16];
    private long[] lines = new long[16];
    private long[] offsets = new long[16];
    private int[] lengths = new int[16];
    private int size;
    private final BitSet taken = new BitSet();

    SourceGroups(String source) {
        this.source = source;
    }

    void add(long record, long line, long offset, int length) {
        if (size == records.length) {
            int grown = size * 2;
            records = Arrays.copyOf(records, grown);
            lines = Arrays.copyOf(lines, grown);
            offsets = Arrays.copyOf(offsets, grown);
            lengths = Arrays.copyOf(lengths, grown);
        }
        records[size] = record;
        lines[size] = line;
        offsets[size] = offset;
        lengths[size] = length;
        size++;
    }

    /** Sorts by record number (a shuffled run wrote them in another order); a record twice is refused. */
    void sort(Path csv) throws IOException {
        boolean sorted = true;
        for (int i = 1; i < size && sorted; i++) {
            sorted = records[i - 1] < records[i];
        }
        if (!sorted) {
            Integer[] order = new Integer[size];
            for (int i = 0; i < size; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (a, b) -> records[a] != records[b] ? Long.compare(records[a], records[b])
                    : Long.compare(lines[a], lines[b]));
            long[] r = new long[size];
            long[] l = new long[size];
            long[] o = new long[size];
            int[] n = new int[size];
            for (int i = 0; i < size; i++) {
                r[i] = records[order[i]];
                l[i] = lines[order[i]];
                o[i] = offsets[order[i]];
                n[i] = lengths[order[i]];
            }
            records = r;
            lines = l;
            offsets = o;
            lengths = n;
        }
        for (int i = 1; i < size; i++) {
            if (records[i - 1] == records[i]) {
                throw new IOException(csv + ":" + lines[i] + ": record " + records[i] + " of " + OneLine.of(source, 80)
                        + " again (its rows are at line " + lines[i - 1] + " too): every record is written once");
            }
        }
    }

    /** True when the file holds rows of {@code record}, taken or not. */
    boolean holds(long record) {
        return Arrays.binarySearch(records, 0, size, record) >= 0;
    }

    ResultsIndex.Group take(long record) {
        int at = Arrays.binarySearch(records, 0, size, record);
        if (at < 0 || taken.get(at)) {
            return null;
        }
        taken.set(at);
        return group(at);
    }

    Optional<ResultsIndex.Group> firstUntaken() {
        int at = taken.nextClearBit(0);
        int first = -1;
        for (; at < size; at = taken.nextClearBit(at + 1)) {
            if (first < 0 || offsets[at] < offsets[first]) {
                first = at;
            }
        }
        return first < 0 ? Optional.empty() : Optional.of(group(first));
    }

    private ResultsIndex.Group group(int at) {
        return new ResultsIndex.Group(source, records[at], lines[at], offsets[at], lengths[at]);
    }
}
