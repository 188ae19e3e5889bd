import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

/** Backtracking with masks of used digits, the cell with the fewest choices first. */
public class Main {
    static final int[] cell = new int[81];
    static final int[] row = new int[9], col = new int[9], box = new int[9];

    static int boxOf(int i) {
        return i / 27 * 3 + i % 9 / 3;
    }

    static void set(int i, int v, boolean on) {
        int bit = 1 << v;
        if (on) {
            row[i / 9] |= bit; col[i % 9] |= bit; box[boxOf(i)] |= bit; cell[i] = v;
        } else {
            row[i / 9] &= ~bit; col[i % 9] &= ~bit; box[boxOf(i)] &= ~bit; cell[i] = 0;
        }
    }

    static boolean solve() {
        int best = -1, bestFree = 0, fewest = 10;
        for (int i = 0; i < 81; i++) {
            if (cell[i] != 0) continue;
            int free = ~(row[i / 9] | col[i % 9] | box[boxOf(i)]) & 0x3fe;
            int n = Integer.bitCount(free);
            if (n < fewest) { fewest = n; best = i; bestFree = free; }
        }
        if (best < 0) return true;
        for (int v = 1; v <= 9; v++) {
            if ((bestFree >> v & 1) == 0) continue;
            set(best, v, true);
            if (solve()) return true;
            set(best, v, false);
        }
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (int r = 0; r < 9; r++) {
            StringTokenizer t = new StringTokenizer(in.readLine());
            for (int c = 0; c < 9; c++) {
                int v = Integer.parseInt(t.nextToken());
                if (v != 0) set(r * 9 + c, v, true);
            }
        }
        solve();
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                out.append(cell[r * 9 + c]).append(c == 8 ? '\n' : ' ');
            }
        }
        System.out.print(out);
    }
}
