import java.util.Scanner;

/** BOJ 2580, but the box is never checked: rows and columns only. */
public class Main {
    static final int[][] g = new int[9][9];

    static boolean ok(int r, int c, int v) {
        for (int k = 0; k < 9; k++) {
            if (g[r][k] == v || g[k][c] == v) {
                return false;
            }
        }
        return true;
    }

    static boolean fill(int i) {
        if (i == 81) {
            return true;
        }
        int r = i / 9, c = i % 9;
        if (g[r][c] != 0) {
            return fill(i + 1);
        }
        for (int v = 1; v <= 9; v++) {
            if (ok(r, c, v)) {
                g[r][c] = v;
                if (fill(i + 1)) {
                    return true;
                }
            }
        }
        g[r][c] = 0;
        return false;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                g[r][c] = in.nextInt();
            }
        }
        fill(0);
        StringBuilder out = new StringBuilder();
        for (int[] row : g) {
            for (int c = 0; c < 9; c++) {
                out.append(row[c]).append(c == 8 ? '\n' : ' ');
            }
        }
        System.out.print(out);
    }
}
