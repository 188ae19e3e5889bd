package dev.sudokucompare.resume;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.report.Manifest;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What differs between the run a directory holds and the one asked to go on in it, field by field
 * of their manifests: every setting (the seed only when the records are shuffled), the solvers,
 * and the resume object (the inputs with their SHA-256, the input format, what outside programs
 * speak and their limits, the plug-ins), all but whether the run was complete. Compared as
 * manifest.json writes them, so a setting added later is compared too.
 */
final class ManifestDifferences {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ManifestDifferences() {
    }

    /** "settings.timeoutNanos: 10000000000 then, 5000000000 now", one per difference. */
    static List<String> of(Manifest then, Manifest now) throws IOException {
        // Both as a manifest is read back (texts on one line), so only what a run would write differently differs.
        JsonNode a = Manifest.oneLine(JSON.readTree(then.render()));
        JsonNode b = Manifest.oneLine(JSON.readTree(now.render()));
        List<String> out = new ArrayList<>();
        ObjectNode settingsThen = ((ObjectNode) a.path("settings")).deepCopy();
        ObjectNode settingsNow = ((ObjectNode) b.path("settings")).deepCopy();
        if (!then.settings().shuffle() && !now.settings().shuffle()) {
            settingsThen.remove("seed"); // unshuffled, the seed decides nothing
            settingsNow.remove("seed");
        }
        compare("settings", settingsThen, settingsNow, out);
        compare("solvers", a.path("solvers"), b.path("solvers"), out);
        ObjectNode resumeThen = ((ObjectNode) a.path("resume")).deepCopy();
        ObjectNode resumeNow = ((ObjectNode) b.path("resume")).deepCopy();
        resumeThen.remove("complete");
        resumeNow.remove("complete");
        compare("resume", resumeThen, resumeNow, out);
        return out;
    }

    private static void compare(String path, JsonNode a, JsonNode b, List<String> out) {
        if (a.equals(b)) {
            return;
        }
        if (a.isObject() && b.isObject()) {
            Set<String> fields = new TreeSet<>();
            a.fieldNames().forEachRemaining(fields::add);
            b.fieldNames().forEachRemaining(fields::add);
            for (String f : fields) {
                compare(path + "." + f, a.path(f), b.path(f), out);
            }
        } else if (a.isArray() && b.isArray() && a.size() == b.size()) {
            Iterator<JsonNode> x = a.elements();
            Iterator<JsonNode> y = b.elements();
            for (int i = 0; x.hasNext(); i++) {
                compare(path + "[" + i + "]", x.next(), y.next(), out);
            }
        } else {
            out.add(path + ": " + shown(a) + " then, " + shown(b) + " now");
        }
    }

    private static String shown(JsonNode n) {
        return n.isMissingNode() ? "(none)" : OneLine.of(n.toString(), 80);
    }
}
