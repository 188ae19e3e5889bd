package dev.sudokucompare.solvers;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The names a mistyped word was most likely meant to be: those within a few edits of it (two,
 * or one for a word of three letters or fewer, so "dfs" does not suggest "diff"; a swap of two
 * neighbouring letters is one), nearest first.
 */
public final class NearestNames {

    private static final LevenshteinDistance DISTANCE = LevenshteinDistance.getDefaultInstance();

    private NearestNames() {
    }

    /** The names of {@code names} near {@code word}, nearest first (ties in their order); none when none is near. */
    public static List<String> to(String word, Collection<String> names) {
        String w = word.strip().toLowerCase(Locale.ROOT);
        int most = w.length() <= 3 ? 1 : 2;
        return names.stream().filter(n -> distance(w, n) <= most)
                .sorted(Comparator.comparingInt(n -> distance(w, n))).toList();
    }

    /** Levenshtein's, where two neighbouring letters swapped ("dsf" for "dfs") are one edit, not two. */
    private static int distance(String word, String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return swapped(word, n) ? 1 : DISTANCE.apply(word, n);
    }

    private static boolean swapped(String a, String b) {
        if (a.length() != b.length()) {
            return false;
        }
        int i = 0;
        while (i < a.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i + 1 < a.length() && a.charAt(i) == b.charAt(i + 1) && a.charAt(i + 1) == b.charAt(i)
                && a.substring(i + 2).equals(b.substring(i + 2));
    }
}
