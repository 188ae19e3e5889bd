package dev.sudokucompare.recheck;

import dev.sudokucompare.engine.Input;
import dev.sudokucompare.input.Inputs;
import dev.sudokucompare.report.provenance.InputDigest;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/** The SHA-256 of every input that can be read twice, taken before the run so it measures nothing. */
public final class InputDigests {

    private InputDigests() {
    }

    public static List<InputDigest> of(List<Input> inputs) {
        List<InputDigest> out = new ArrayList<>();
        for (Input input : inputs) {
            out.add(of(input));
        }
        return out;
    }

    /** One input's digest; unhashed when it cannot be read again (the run itself says what is wrong). */
    public static InputDigest of(Input input) {
        try {
            Optional<InputStream> bytes = Inputs.reread(input);
            if (bytes.isEmpty()) {
                return new InputDigest(input.name(), "", -1);
            }
            try (InputStream in = bytes.get()) {
                MessageDigest sha = MessageDigest.getInstance("SHA-256");
                byte[] buffer = new byte[1 << 16];
                long size = 0;
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    sha.update(buffer, 0, n);
                    size += n;
                }
                return new InputDigest(input.name(), HexFormat.of().formatHex(sha.digest()), size);
            }
        } catch (IOException e) {
            return new InputDigest(input.name(), "", -1);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
