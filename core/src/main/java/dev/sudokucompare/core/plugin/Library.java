package dev.sudokucompare.core.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * A library a family's solvers run on, as provenance names it: its name ({@code choco-solver}),
 * its version (empty when the jar does not say) and its licence. A family declares it
 * ({@link SolverPlugin#libraries()}), so the tool names what ran without knowing the family.
 */
public record Library(String name, String version, String licence) {

    public Library {
        version = version == null ? "" : version;
        licence = licence == null ? "" : licence;
    }

    /**
     * The library whose Maven coordinates are {@code groupAndArtifact} ({@code org.jacop/jacop}),
     * its version read from the {@code pom.properties} its jar carries (or a jar it is shaded
     * into), as seen from {@code anchor}'s class loader: a plug-in's libraries are in its own.
     */
    public static Library of(String name, String groupAndArtifact, String licence, Class<?> anchor) {
        return new Library(name, mavenVersion(groupAndArtifact, anchor), licence);
    }

    /** "choco-solver 5.0.0", or "choco-solver (version unknown)". */
    public String spoken() {
        return name + " " + (version.isEmpty() ? "(version unknown)" : version);
    }

    private static String mavenVersion(String groupAndArtifact, Class<?> anchor) {
        try (InputStream in = anchor.getResourceAsStream("/META-INF/maven/" + groupAndArtifact + "/pom.properties")) {
            if (in == null) {
                return "";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "");
        } catch (IOException e) {
            return ""; // an unreadable jar: the version is unknown, which provenance says
        }
    }
}
