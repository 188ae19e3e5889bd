package dev.sudokucompare.engine;

/**
 * Which part of the records a run takes, for cluster job arrays: shard {@code index} of
 * {@code count} takes the records at positions index, index + count, index + 2 count ... of each
 * input (1-based, after --shuffle and --limit), so the shards together take every record once.
 */
public record Shard(int index, int count) {

    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("a shard is i/n with 1 <= i <= n, not " + index + "/" + count);
        }
    }

    /** Reads {@code i/n}, e.g. from {@code SLURM_ARRAY_TASK_ID} and the array's size. */
    public static Shard parse(String text) {
        String[] parts = text.strip().split("/");
        try {
            if (parts.length == 2) {
                return new Shard(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
            }
        } catch (NumberFormatException e) {
            // fall through to the message below
        }
        throw new IllegalArgumentException("a shard is i/n, e.g. 3/8, not '" + text + "'");
    }

    /** True when the record at 1-based {@code position} belongs to this shard. */
    public boolean takes(long position) {
        return (position - 1) % count == index - 1;
    }

    /** How many of the first {@code positions} records this shard takes. */
    public long share(long positions) {
        return positions < index ? 0 : (positions - index) / count + 1;
    }

    public boolean isAll() {
        return count == 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
