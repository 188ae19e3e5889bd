package dev.sudokucompare.core.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rule by which a plug-in is accepted: the same major version, a minor no newer than the tool's. */
class PluginApiTest {

    @Test
    void thisVersionAndItsSpelledVariantsAreAccepted() {
        assertThat(PluginApi.incompatibility(PluginApi.VERSION)).isEmpty();
        assertThat(PluginApi.incompatibility(" " + PluginApi.VERSION + "\n")).isEmpty();
    }

    @Test
    void anOlderMinorOfTheSameMajorIsAcceptedAndANewerOneIsNot() {
        String[] parts = PluginApi.VERSION.split("\\.");
        int major = Integer.parseInt(parts[0]);
        int minor = Integer.parseInt(parts[1]);
        for (int older = 0; older <= minor; older++) {
            assertThat(PluginApi.incompatibility(major + "." + older)).as("%d.%d", major, older).isEmpty();
        }
        assertThat(PluginApi.incompatibility(major + "." + (minor + 1))).get().asString()
                .contains("built for plug-in API " + major + "." + (minor + 1))
                .contains("this tool speaks " + PluginApi.VERSION).contains("newer sudoku-compare");
    }

    @Test
    void anotherMajorIsRefusedEitherWay() {
        int major = Integer.parseInt(PluginApi.VERSION.split("\\.")[0]);
        assertThat(PluginApi.incompatibility((major + 1) + ".0")).get().asString().contains("major versions must match");
        if (major > 0) {
            assertThat(PluginApi.incompatibility((major - 1) + ".9")).get().asString().contains("major versions must match");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "1", "1.0.0", "v1.0", "one", "1.x", "99999.0"})
    void aVersionThatIsNotMajorDotMinorIsRefusedSayingWhatToReturn(String declared) {
        assertThat(PluginApi.incompatibility(declared)).get().asString().contains("not MAJOR.MINOR")
                .contains("PluginApi.VERSION");
    }

    @Test
    void noVersionIsRefused() {
        assertThat(PluginApi.incompatibility(null)).get().asString().contains("declares no plug-in API version");
    }
}
