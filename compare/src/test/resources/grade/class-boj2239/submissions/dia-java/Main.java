import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** Row by row, digits in increasing order, with masks of used digits: the smallest completion. */
public class Main {
    static final int[] g = new int[81];
    static final int[] row = new int[9], col = new int[9], box = new int[9];

    static boolean search(int i) {
        while (i < 81 && g[i] != 0) {
            i++;
        }
        if (i == 81) {
            return true;
        }
        int r = i / 9, c = i % 9, b = r / 3 * 3 + c / 3;
        for (int v = 1; v <= 9; v++) {
            int bit = 1 << v;
            if (((row[r] | col[c] | box[b]) & bit) != 0) {
                continue;
            }
            g[i] = v; row[r] |= bit; col[c] |= bit; box[b] |= bit;
            if (search(i + 1)) {
                return true;
            }
            row[r] &= ~bit; col[c] &= ~bit; box[b] &= ~bit; g[i] = 0;
        }
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (int r = 0; r < 9; r++) {
            String line = in.readLine().trim();
            for (int c = 0; c < 9; c++) {
                int v = line.charAt(c) - '0';
                g[r * 9 + c] = v;
                if (v != 0) {
                    row[r] |= 1 << v; col[c] |= 1 << v; box[r / 3 * 3 + c / 3] |= 1 << v;
                }
            }
        }
        search(0);
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                out.append(g[r * 9 + c]);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
