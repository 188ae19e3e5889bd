package dev.sudokucompare.grade;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Finds the submissions in a folder: each {@code <student>/} folder (any layout) and each
 * {@code <student>.<ext>} file, sorted by student id. Names starting with '.' are not
 * submissions. Nothing stops discovery: a submission that cannot be graded (no recognisable
 * language, two entry points, an empty folder, a link out of its folder, a file that is not a
 * regular file or is over the size bound, two submissions of one student) is returned rejected,
 * with its reason.
 */
final class Submissions {

    /** The largest file a submission may hold. */
    public static final long MAX_FILE_BYTES = 1L << 20;
    /** The most files a submission folder may hold. */
    public static final int MAX_FILES = 200;
    /** The most bytes a submission folder may hold in all. */
    public static final long MAX_TOTAL_BYTES = 8L << 20;

    private final LanguageTable languages;

    public Submissions(LanguageTable languages) {
        this.languages = languages;
    }

    /** Every submission in {@code dir}, sorted by student id. */
    public List<Submission> find(Path dir) throws IOException {
        Path root = dir.toRealPath();
        Map<String, List<Submission>> byStudent = new TreeMap<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (name.startsWith(".")) {
                    continue;
                }
                Submission s = one(root, entry);
                byStudent.computeIfAbsent(s.student(), k -> new ArrayList<>()).add(s);
            }
        }
        List<Submission> all = new ArrayList<>();
        for (List<Submission> same : byStudent.values()) {
            if (same.size() == 1) {
                all.add(same.get(0));
            } else {
                same.sort((a, b) -> a.source().getFileName().toString().compareTo(b.source().getFileName().toString()));
                all.add(same.get(0).rejectedFor("two submissions of one student: " + String.join(", ",
                        same.stream().map(s -> s.source().getFileName().toString()).toList())));
            }
        }
        return all;
    }

    private Submission one(Path root, Path entry) throws IOException {
        String name = entry.getFileName().toString();
        boolean folder = Files.isDirectory(entry);
        String student = folder || name.lastIndexOf('.') <= 0 ? name : name.substring(0, name.lastIndexOf('.'));
        Submission bare = new Submission(student, SafeNames.of(student), entry, List.of(), null, null, "", null);
        Path real;
        try {
            real = entry.toRealPath();
        } catch (IOException e) {
            return bare.rejectedFor("a symbolic link to nothing");
        }
        if (!real.startsWith(root) || real.equals(root)) {
            return bare.rejectedFor("a symbolic link out of the submissions folder");
        }
        Map<String, Path> files = new LinkedHashMap<>();
        String problem = folder ? collect(real, files) : single(real, name, files);
        if (problem != null) {
            return bare.rejectedFor(problem);
        }
        Submission found = new Submission(student, bare.fileName(), entry, List.copyOf(files.keySet()), null, null,
                sha256(files), null);
        return identify(found, files);
    }

    private static String single(Path real, String name, Map<String, Path> files) throws IOException {
        if (!Files.isRegularFile(real)) {
            return "not a regular file";
        }
        if (Files.size(real) > MAX_FILE_BYTES) {
            return "a file over the size bound: " + name + " (" + Files.size(real) + " bytes > " + MAX_FILE_BYTES + ")";
        }
        files.put(name, real);
        return null;
    }

    /** Fills {@code files} with the folder's files (sorted by relative path); the reason it cannot be graded, else null. */
    private static String collect(Path folder, Map<String, Path> files) throws IOException {
        TreeMap<String, Path> sorted = new TreeMap<>();
        long total = 0;
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path rel = folder.relativize(p);
                if (p.equals(folder) || hidden(rel)) {
                    continue;
                }
                String shown = rel.toString().replace('\\', '/');
                if (Files.isSymbolicLink(p)) {
                    Path target;
                    try {
                        target = p.toRealPath();
                    } catch (IOException e) {
                        return "a symbolic link to nothing: " + shown;
                    }
                    if (!target.startsWith(folder)) {
                        return "a symbolic link out of the folder: " + shown;
                    }
                    if (Files.isDirectory(target)) {
                        continue; // its files are walked where they are
                    }
                    p = target;
                } else if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    return "not a regular file: " + shown;
                }
                long size = Files.size(p);
                if (size > MAX_FILE_BYTES) {
                    return "a file over the size bound: " + shown + " (" + size + " bytes > " + MAX_FILE_BYTES + ")";
                }
                total += size;
                if (sorted.size() >= MAX_FILES || total > MAX_TOTAL_BYTES) {
                    return "more than " + MAX_FILES + " files or " + MAX_TOTAL_BYTES + " bytes in all";
                }
                sorted.put(shown, p);
            }
        }
        if (sorted.isEmpty()) {
            return "empty folder";
        }
        files.putAll(sorted);
        return null;
    }

    private static boolean hidden(Path rel) {
        for (Path part : rel) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** The submission with its language and entry point, or rejected saying why there is none. */
    private Submission identify(Submission s, Map<String, Path> files) throws IOException {
        Map<Language, List<String>> sources = new LinkedHashMap<>();
        for (String f : files.keySet()) {
            for (Language l : languages.forFile(f)) {
                sources.computeIfAbsent(l, k -> new ArrayList<>()).add(f);
            }
        }
        if (sources.isEmpty()) {
            return s.rejectedFor("no recognisable language (no source file among: " + shortList(files.keySet()) + ")");
        }
        if (sources.size() > 1) {
            List<String> each = sources.entrySet().stream()
                    .map(e -> e.getKey().name() + " (" + shortList(e.getValue()) + ")").toList();
            return s.rejectedFor("sources of several languages: " + String.join(", ", each));
        }
        Language language = sources.keySet().iterator().next();
        List<String> candidates = sources.get(language);
        String entry = entry(language, candidates, files);
        if (entry.startsWith("!")) {
            return new Submission(s.student(), s.fileName(), s.source(), s.files(), language, null, s.sha256(),
                    entry.substring(1));
        }
        return new Submission(s.student(), s.fileName(), s.source(), s.files(), language, entry, s.sha256(), null);
    }

    /** The entry point's relative path, or "!" and why there is none. */
    private static String entry(Language language, List<String> sources, Map<String, Path> files) throws IOException {
        if (sources.size() == 1) {
            return sources.get(0);
        }
        for (String named : language.entryNames()) {
            if (sources.contains(named)) {
                return named;
            }
        }
        List<String> entries = new ArrayList<>();
        for (String f : sources) {
            if (language.looksLikeEntry(Files.readString(files.get(f), StandardCharsets.ISO_8859_1))) {
                entries.add(f);
            }
        }
        if (entries.size() == 1) {
            return entries.get(0);
        }
        return entries.isEmpty() ? "!no entry point among " + sources.size() + " " + language.name() + " sources"
                : "!two entry points: " + shortList(entries);
    }

    private static String shortList(java.util.Collection<String> names) {
        List<String> first = names.stream().limit(5).toList();
        return String.join(", ", first) + (names.size() > 5 ? " and " + (names.size() - 5) + " more" : "");
    }

    /** SHA-256 over each file's relative path and bytes, in path order. */
    static String sha256(Map<String, Path> files) throws IOException {
        MessageDigest d = SafeNames.digest();
        for (Map.Entry<String, Path> f : files.entrySet()) {
            d.update(f.getKey().getBytes(StandardCharsets.UTF_8));
            d.update((byte) 0);
            d.update(Long.toString(Files.size(f.getValue())).getBytes(StandardCharsets.US_ASCII));
            d.update((byte) 0);
            try (InputStream in = Files.newInputStream(f.getValue())) {
                byte[] buf = new byte[65536];
                for (int n = in.read(buf); n > 0; n = in.read(buf)) {
                    d.update(buf, 0, n);
                }
            }
        }
        return HexFormat.of().formatHex(d.digest());
    }
}
