package dev.sudokucompare.fuzz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The kinds of case a run draws ({@code --kinds unique,multi,...}, or {@code all}). A program
 * judged on a BOJ problem is promised a solvable 9x9 puzzle, so a run in a BOJ format defaults to
 * the solvable kinds: an unsolvable or conflicting case would charge it with what its judge never asks.
 */
public final class CaseKinds {

    private static final Set<CaseMaker.Kind> SOLVABLE = EnumSet.of(CaseMaker.Kind.UNIQUE, CaseMaker.Kind.MULTI,
            CaseMaker.Kind.NEAR_EMPTY, CaseMaker.Kind.EMPTY, CaseMaker.Kind.VARIANT);

    private final Set<CaseMaker.Kind> kinds;

    private CaseKinds(Set<CaseMaker.Kind> kinds) {
        this.kinds = Set.copyOf(kinds);
    }

    /** Every kind. */
    public static CaseKinds all() {
        return new CaseKinds(EnumSet.allOf(CaseMaker.Kind.class));
    }

    /** What a BOJ problem promises: a solvable puzzle (variants of solvable ones only). */
    public static CaseKinds solvable() {
        return new CaseKinds(SOLVABLE);
    }

    /**
     * From {@code --kinds}: labels separated by commas, or {@code all}.
     *
     * @throws IllegalArgumentException naming the kinds
     */
    public static CaseKinds parse(String list) {
        if (list.strip().equals("all")) {
            return all();
        }
        Set<CaseMaker.Kind> chosen = EnumSet.noneOf(CaseMaker.Kind.class);
        for (String label : list.split(",")) {
            chosen.add(Arrays.stream(CaseMaker.Kind.values()).filter(k -> k.label().equals(label.strip())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("--kinds: not a kind of case: '" + label.strip()
                            + "'; the kinds: " + labels() + ", or all")));
        }
        return new CaseKinds(chosen);
    }

    /** "unique, multi, near-empty, empty, unsolvable, conflicting, variant". */
    public static String labels() {
        return String.join(", ", Arrays.stream(CaseMaker.Kind.values()).map(CaseMaker.Kind::label).toList());
    }

    boolean has(CaseMaker.Kind kind) {
        return kinds.contains(kind);
    }

    /** True when every case is solvable (no unsolvable or conflicting ones, no variant of such a puzzle). */
    boolean solvableOnly() {
        return !kinds.contains(CaseMaker.Kind.UNSOLVABLE) && !kinds.contains(CaseMaker.Kind.CONFLICTING);
    }

    /** The labels of the kinds left out, in their order: "unsolvable and conflicting". */
    public String missing() {
        List<String> off = new ArrayList<>();
        for (CaseMaker.Kind k : CaseMaker.Kind.values()) {
            if (!kinds.contains(k)) {
                off.add(k.label());
            }
        }
        return off.isEmpty() ? "" : off.size() == 1 ? off.get(0)
                : String.join(", ", off.subList(0, off.size() - 1)) + " and " + off.get(off.size() - 1);
    }
}
